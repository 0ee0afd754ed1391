package ui

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"mschess/engine"
)

// castlingBoth has both of White's castlings legal; castlingNone the same
// pieces with neither right left.
const (
	castlingBoth = "4k3/p7/8/8/8/8/8/8/8/R3K2R w KQ - 0 1"
	castlingNone = "4k3/p7/8/8/8/8/8/8/8/R3K2R w - - 0 1"
)

func TestCastlingByTheRook(t *testing.T) {
	tests := []struct {
		name      string
		mfen      string
		clicks    []string
		san       string   // the move played, "" for none
		selection []string // what is selected after
	}{
		{"§5 the king selected, its h-rook castles king's side", castlingBoth, []string{"e1", "h1"}, "O-O", nil},
		{"§5 the king selected, its a-rook castles queen's side", castlingBoth, []string{"e1", "a1"}, "O-O-O", nil},
		{"§5 the king's own target square castles as before", castlingBoth, []string{"e1", "g1"}, "O-O", nil},
		{"§5 without the right to castle, the rook is selected instead", castlingNone, []string{"e1", "h1"}, "", []string{"h1"}},
		{"the rook clicked first is selected, and the king after it is too", castlingBoth, []string{"h1", "e1"}, "", []string{"e1"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a := fromMFEN(t, tc.mfen)
			clicks(t, a, tc.clicks...)
			played := ""
			if moves := a.Panel().Moves; len(moves) > 0 {
				played = moves[len(moves)-1]
			}
			assert.Equal(t, tc.san, played)
			assert.Equal(t, tc.selection, marked(a, selected))
		})
	}
	t.Run("§5 a drag of the king onto its rook castles", func(t *testing.T) {
		a := fromMFEN(t, castlingBoth)
		assert.True(t, a.Press(sq(t, "e1")))
		a.Release(sq(t, "a1"), true)
		assert.Equal(t, []string{"O-O-O"}, a.Panel().Moves)
	})
}

func TestPieceClickedInHistoryReturnsToTheGame(t *testing.T) {
	// After Nf3 Nc8 the b1 knight stands where it did after Nf3; the g1 knight
	// does not, and Black's pieces are not White's to move.
	tests := []struct {
		name      string
		ply       int
		click     string
		live      bool
		selection []string
	}{
		{"a piece that stands there in the game too comes back to the game, selected", 1, "b1", true, []string{"b1"}},
		{"so does one from the starting position", 0, "e2", true, []string{"e2"}},
		{"a piece since moved leaves the earlier position on show", 0, "g1", false, nil},
		{"a piece of the side not to move leaves it too", 1, "b10", false, nil},
		{"an empty square leaves it too", 1, "e5", false, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a := New(engine.NewGame(1), en)
			clicks(t, a, "g1", "f3", "b10", "c8")
			a.ShowPly(tc.ply)
			a.Click(sq(t, tc.click))
			assert.Equal(t, tc.live, a.Panel().Live, "live")
			assert.Equal(t, tc.selection, marked(a, selected))
			assert.Equal(t, 2, a.Game().Len(), "no move is played")
		})
	}
	t.Run("a finished game stays where it is", func(t *testing.T) {
		a := New(engine.NewGame(1), en)
		clicks(t, a, "g1", "f3")
		resignNow(a)
		a.ShowPly(0)
		a.Click(sq(t, "b1"))
		assert.Equal(t, 0, a.Panel().Shown)
	})
}

func TestRecentMoves(t *testing.T) {
	// Nf3 Nc8 Nc3 Nf8 Nb1 Nb10 Ng1 Ng10: knights out and back.
	plies := []string{"g1", "f3", "b10", "c8", "b1", "c3", "g10", "f8", "c3", "b1", "c8", "b10", "f3", "g1", "f8", "g10"}
	tests := []struct {
		name   string
		clicks int // how many of plies are clicked
		show   int // the ply shown, -1 for the game
		want   string
	}{
		{"nothing before the first move", 0, -1, ""},
		{"§8 White's move after its number", 2, -1, "1. Nf3"},
		{"a full move", 4, -1, "1. Nf3 Nc8"},
		{"the last six plies at most", 16, -1, "2. Nc3 Nf8 3. Nb1 Nb10 4. Ng1 Ng10"},
		{"§8 a black move first gets its number and an ellipsis", 14, -1, "1… Nc8 2. Nc3 Nf8 3. Nb1 Nb10 4. Ng1"},
		{"up to the position on show in history", 16, 3, "1. Nf3 Nc8 2. Nc3"},
		{"nothing at the start position on show", 16, 0, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a := New(engine.NewGame(1), en)
			clicks(t, a, plies[:tc.clicks]...)
			if tc.show >= 0 {
				a.ShowPly(tc.show)
			}
			assert.Equal(t, tc.want, a.Panel().Recent)
		})
	}
}

func TestFollowLink(t *testing.T) {
	first, second := finishedLink(t, 5, "Nf3"), finishedLink(t, 9, "Nc3")
	tests := []struct {
		name     string
		fragment string // the fragment the page opened with
		follow   string // the fragment it changed to
		moves    []string
		status   string // the start of the status line
	}{
		{"§9 a second link opened in the same tab shows its game", first, second, []string{"Nc3"}, ""},
		{"a link over a finished game of the player's own shows its game", "", second, []string{"Nc3"}, ""},
		{"the link on show changes nothing", first, first, []string{"Nf3"}, ""},
		{"a fragment with no link changes nothing", first, "#top", []string{"Nf3"}, ""},
		{"a bad link is explained, and the game stays", first, "#g=broken", []string{"Nf3"}, "This game link cannot be opened"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := over(t)
			a := Open(env("", tc.fragment, s))
			saved := s.Data["mschess.save"]
			a.FollowLink(tc.follow)
			p := a.Panel()
			assert.Equal(t, tc.moves, p.Moves)
			assert.True(t, strings.HasPrefix(p.Status, tc.status), "status %q", p.Status)
			assert.Equal(t, saved, s.Data["mschess.save"], "the saved game stays")
			if tc.moves[0] == "Nc3" {
				assert.True(t, a.Reviewing())
				assert.Equal(t, second, a.Address(), "the address keeps the link on show")
			}
		})
	}
}
