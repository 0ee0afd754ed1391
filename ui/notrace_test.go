package ui

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
)

// trace is everything a game against a friend leaves that a player could
// read: what each page shows (its panel and board, from which the page draws
// every element, attribute and word), what each keeps on its device, and the
// messages' lengths, in the order sent, which travel in the open. The deal's
// own state, which each page keeps to resume, is drawn from its randomness
// and the messages, as they are, and counts by its length too.
type trace struct {
	panels   [2]Panel
	boards   [2][engine.NumSquares]shown
	stores   [2]map[string]string
	messages []string
}

// friendsTrace plays script between an inviter whose randomness is seed 1 and
// a friend whose randomness is friendSeed, so that the game's id is the same
// and the minefield, which both pages' randomness deals, another; it returns
// what the game leaves and the minefield, opened by a resignation after the
// trace is taken.
func friendsTrace(t *testing.T, friendSeed uint64, script []string) (trace, engine.Bitboard) {
	t.Helper()
	f := invite(t, 1, "en", newStore())
	var tr trace
	f.heard = func(from engine.Color, msg string) {
		tr.messages = append(tr.messages, fmt.Sprintf("%v %d", from, len(msg)))
	}
	f.join(friendSeed, "en")
	f.pump()
	for _, san := range script {
		f.playSAN(san)
	}
	for c, a := range f.apps {
		tr.panels[c], tr.boards[c] = a.Panel(), board(a)
		tr.stores[c] = map[string]string{}
		for k, v := range f.stores[c].Data {
			switch {
			case k == saveKey && v == f.saved[c]:
				v = "the save as the page opened" // masked afresh each time
			case strings.HasPrefix(k, "mschess.friend."):
				// The deal's state, as random as the messages it keeps.
				v = fmt.Sprintf("%d bytes of the deal's state", len(v))
			}
			tr.stores[c][k] = v
		}
	}
	white := f.apps[engine.White]
	if !white.Game().Over() {
		resignNow(f.apps[white.Game().Side()])
		f.pump()
	}
	field, ok := white.rival.(*friend).side.Field()
	require.True(t, ok, "§11 the field is opened at the end")
	return tr, field
}

// TestFriendsGameLeavesNoTrace: two games against a friend whose boards look
// the same, with squares opened and numbers shown, on different minefields,
// leave the same on both pages: the same panels, the same storage and messages
// of the same lengths. Nothing a player can read of the page, the device or
// the connection tells where the mines under the fog are (docs/rules.md §2,
// §11).
func TestFriendsGameLeavesNoTrace(t *testing.T) {
	script := []string{"a3", "h8"} // each opens the two squares of the fog it touches
	type dealt struct {
		tr    trace
		field engine.Bitboard
	}
	seen := map[[engine.NumSquares]shown]dealt{}
	for seed := uint64(2); seed < 200; seed += 2 {
		tr, field := friendsTrace(t, seed, script)
		b := tr.boards[engine.White]
		first, ok := seen[b]
		switch {
		case !ok:
			seen[b] = dealt{tr, field}
		case first.field != field && shownNumbers(b):
			assert.Equal(t, first.tr, tr, "§11 two games alike on their boards, on different minefields")
			return
		}
	}
	t.Fatal("no two deals of the script looked alike with a number shown")
}

// shownNumbers reports whether a board shows a number above zero.
func shownNumbers(b [engine.NumSquares]shown) bool {
	for _, q := range b {
		if q.Number > 0 {
			return true
		}
	}
	return false
}
