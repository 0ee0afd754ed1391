package ui

import (
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
)

// TestFriendsRecord: the record of a finished game against a friend is
// exported as any other's, with the fingerprint of everything the two pages
// sent each other, the same on both, and the minefield both opened, against
// which it replays (docs/rules.md §11).
func TestFriendsRecord(t *testing.T) {
	f := newFriends(t, 4)
	for _, san := range []string{"Nc3", "Nc8"} {
		f.playSAN(san)
	}
	resignNow(f.apps[engine.White])
	f.pump()
	transcript := regexp.MustCompile(`\[Transcript "([0-9a-f]{64})"\]`)
	var sums [2]string
	for c, a := range f.apps {
		record, _, err := a.Export()
		require.NoError(t, err, "%v", engine.Color(c))
		m := transcript.FindStringSubmatch(record)
		require.NotNil(t, m, "%v's record holds the transcript's hash:\n%s", engine.Color(c), record)
		sums[c] = m[1]
		assert.Contains(t, record, `[Mines "`, "and the opened field")
		g, _, err := engine.ParseRecord(record)
		require.NoError(t, err)
		require.Equal(t, a.Game().Len(), g.Len(), "it replays under a referee")
		for ply := range g.Len() + 1 {
			want, _ := a.Game().ViewAt(ply)
			got, _ := g.ViewAt(ply)
			require.Equal(t, want, got, "to the views both players had, ply %d", ply)
		}
	}
	assert.Equal(t, sums[engine.White], sums[engine.Black], "both pages sent and took the same")
}
