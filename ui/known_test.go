package ui

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/persist"
	"mschess/ui/text"
)

// resign ends a's game by resignation, answering its question.
func resign(t *testing.T, a *App) {
	t.Helper()
	resignNow(a)
	if a.Panel().Ask != (Ask{}) {
		a.Answer(true)
	}
	require.True(t, a.Game().Over())
}

// TestKnownMinefield: a game whose minefield anyone could know says so for the
// whole game, in the panel, its save and its record; only a minefield the page
// drew itself is called secret (docs/rules.md §2, §9; issue 25).
func TestKnownMinefield(t *testing.T) {
	seedNote := en.Text(text.SeedNote)
	nextDay := func() int64 { return testUnix + 24*60*60 }
	tests := []struct {
		name string
		open func(t *testing.T) *App
		want string
	}{
		{"a minefield the page drew is secret", func(*testing.T) *App { return Open(env("", "", newStore())) }, ""},
		{"a seed from the link before the first move", func(*testing.T) *App { return Open(env("?seed=7", "", newStore())) }, seedNote},
		{"a seed from the link after a reload, whose address no longer names it", func(t *testing.T) *App {
			s := newStore()
			a := Open(env("?seed=7", "", s))
			clicks(t, a, "g1", "f3")
			require.NotContains(t, a.Address(), "seed")
			return Open(env("", "", s))
		}, seedNote},
		{"a new game after it is secret again", func(t *testing.T) *App {
			a := Open(env("?seed=7", "", newStore()))
			clicks(t, a, "g1", "f3")
			a.NewGame(8)
			a.Answer(true)
			return a
		}, ""},
		{"the daily, resumed the next day, with its own date", func(t *testing.T) *App {
			s := newStore()
			a := Open(env("?daily=1", "", s))
			clicks(t, a, "g1", "f3")
			e := env("", "", s)
			e.Clock = nextDay
			return Open(e)
		}, en.Text(text.DailyNote, "2025-03-14")},
		{"a game from a record", func(t *testing.T) *App {
			a := Open(env("", "", newStore()))
			clicks(t, a, "g1", "f3")
			resign(t, a)
			record, _, err := a.Export()
			require.NoError(t, err)
			b := Open(env("", "", newStore()))
			require.NoError(t, b.Import(record))
			return b
		}, en.Text(text.RecordNote)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, tt.open(t).Panel().Known)
		})
	}
}

// TestKnownMinefieldIsSaved pins the save's line for such a minefield.
func TestKnownMinefieldIsSaved(t *testing.T) {
	tests := []struct{ query, want string }{
		{"", ""},
		{"?seed=7", persist.KnownByAddress},
		{"?daily=1", persist.KnownDaily + " 2025-03-14"},
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			s := newStore()
			a := Open(env(tt.query, "", s))
			clicks(t, a, "g1", "f3")
			_, prefs, err := persist.NewSlot(s).Load()
			require.NoError(t, err)
			assert.Equal(t, tt.want, prefs.Known)
		})
	}
}

// TestKnownMinefieldInTheRecord: the record of a game on such a minefield
// carries a tag that says so, and Verify says that the commitment proves the
// minefield fixed, not secret.
func TestKnownMinefieldInTheRecord(t *testing.T) {
	tests := []struct {
		query, tag string
		notSecret  bool
	}{
		{"", "", false},
		{"?seed=7", `[KnownMinefield "` + en.Text(text.SeedTag) + `"]`, true},
		{"?daily=1", `[KnownMinefield "` + en.Text(text.DailyEvent, "2025-03-14") + `"]`, true},
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			a := Open(env(tt.query, "", newStore()))
			clicks(t, a, "g1", "f3")
			resign(t, a)
			record, _, err := a.Export()
			require.NoError(t, err)
			a.Verify("")
			if tt.tag == "" {
				assert.NotContains(t, record, "KnownMinefield")
			} else {
				assert.Contains(t, record, tt.tag)
			}
			assert.True(t, a.Panel().Verified)
			assert.Equal(t, tt.notSecret, strings.Contains(a.Panel().Verify, en.Text(text.VerifyNotSecret)))
		})
	}
}
