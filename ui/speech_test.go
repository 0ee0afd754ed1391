package ui

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/ui/text"
)

// twoMines has a white knight on f3 that Nd4 brings next to two mines under fog:
// it reveals d4 and the fog around it, e5 among them: a mine beside the still
// hidden one on e6.
const twoMines = "4k3/p7/8/8/8/8/8/5N2/P7/4K3 w - - 0 1 e5,e6 ########/########/########/########"

// TestTheMoveSaysWhatItRevealed pins the announcement of docs/rules.md §2: every
// square whose fog lifted, with the number it shows, "clear" for none, and a
// TestPickingUpIsSaid: picking a piece up and putting it down are said, and
// so is a square it cannot go to, which puts it down; a press with nothing
// picked up says nothing (a newcomer's trial heard none of them).
func TestPickingUpIsSaid(t *testing.T) {
	for _, tt := range []struct {
		name string
		do   func(a *App)
		said string // "" for nothing said
	}{
		{"a piece picked up", func(a *App) { clicks(t, a, "g1") }, "Picked up: white knight on g1."},
		{"another picked up in its place", func(a *App) { clicks(t, a, "g1", "b1") }, "Picked up: white knight on b1."},
		{"a square it cannot go to", func(a *App) { clicks(t, a, "g1", "e5") }, "White knight on g1 cannot go to e5: put down."},
		{"dragged where it cannot go", func(a *App) { a.Press(sq(t, "g1")); a.Release(sq(t, "g4"), true) }, "White knight on g1 cannot go to g4: put down."},
		{"dragged off the board", func(a *App) { a.Press(sq(t, "g1")); a.Release(engine.NoSquare, true) }, "Put down: white knight on g1."},
		{"tapped again", func(a *App) { clicks(t, a, "g1", "g1") }, "Put down: white knight on g1."},
		{"Esc", func(a *App) { clicks(t, a, "g1"); a.Deselect() }, "Put down: white knight on g1."},
		{"a press with nothing picked up", func(a *App) { clicks(t, a, "e5") }, ""},
		{"Esc with nothing picked up", func(a *App) { a.Deselect() }, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			a := New(engine.NewGame(1), en)
			before := a.Speech()
			tt.do(a)
			if tt.said == "" {
				assert.Equal(t, before, a.Speech())
				return
			}
			assert.Equal(t, tt.said, a.Speech().Text)
			assert.Equal(t, NoCue, a.Speech().Cue, "no sound: nothing happened on the board")
		})
	}
}

// found mine together with its number.
func TestTheMoveSaysWhatItRevealed(t *testing.T) {
	a := fromMFEN(t, twoMines)
	clicks(t, a, "f3", "d4")
	v := a.game.View()
	var parts []string
	for _, s := range []string{"c4", "d4", "e4", "c5", "d5", "e5"} { // where it landed and around, in square order
		n := v.Numbers[sq(t, s)]
		switch {
		case s == "e5":
			require.Positive(t, n, "e5 borders the hidden mine on e6")
			parts = append(parts, en.Text(text.RevealedMineNumber, s, strconv.Itoa(int(n))))
		case n > 0:
			parts = append(parts, en.Text(text.RevealedNumber, s, strconv.Itoa(int(n))))
		default:
			parts = append(parts, en.Text(text.RevealedClear, s))
		}
	}
	said := a.Speech().Text
	assert.Contains(t, said, en.Text(text.Revealed, strings.Join(parts, ", ")))
	assert.NotContains(t, said, "e6", "the hidden mine is not said (docs/rules.md §9)")
}

func TestEachMoveHasItsSound(t *testing.T) {
	tests := []struct {
		name  string
		mfen  string // "" for seed 1's start
		play  []string
		sweep bool // then the selected pawn sweeps
		want  Cue
	}{
		{"a quiet move", "", []string{"g1", "f3"}, false, CueMove},
		{"a capture", "4k3/8/8/8/8/8/3p4/4P3/8/4K3 w - - 0 1", []string{"e3", "d4"}, false, CueCapture},
		{"a piece onto a mine (§3)", knightOverMine, []string{"f3", "e5"}, false, CueBlast},
		{"a king onto a found mine (§3)", kingBeforeMine, []string{"e3", "e4"}, false, CueBlast},
		{"a sweep (§4)", pawnBeforeHiddenMine, []string{"e3"}, true, CueSweep},
		{"check (§5)", "4k3/8/8/8/8/8/8/8/P7/1R2K3 w - - 0 1", []string{"b1", "b10"}, false, CueCheck},
		{"checkmate (§7)", backRank, []string{"a1", "a10"}, false, CueEnd},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a := New(engine.NewGame(1), en)
			if tc.mfen != "" {
				a = fromMFEN(t, tc.mfen)
			}
			clicks(t, a, tc.play...)
			if tc.sweep {
				require.True(t, a.Sweep())
			}
			require.Equal(t, len(tc.play)/2+btoi(tc.sweep), a.game.Len(), "the moves were played")
			assert.Equal(t, tc.want, a.Speech().Cue)
		})
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

func TestSayingTheSameTwiceIsSaidTwice(t *testing.T) {
	a := New(engine.NewGame(1), en)
	a.ShowPly(0)
	first := a.Speech()
	a.ShowPly(Live)
	a.ShowPly(0)
	again := a.Speech()
	assert.Equal(t, first.Text, again.Text)
	assert.Greater(t, again.Serial, first.Serial)
}

func TestDrawOfferTakenBack(t *testing.T) {
	tests := []struct {
		name string
		act  func(t *testing.T, a *App)
		want string
	}{
		{"withdrawn by the side that offered it, before its move", func(t *testing.T, a *App) {
			a.OfferDraw()
			a.AnswerDraw(false)
		}, en.Text(text.DrawWithdrawn, "White")},
		{"declined by the other side", func(t *testing.T, a *App) {
			a.OfferDraw()
			clicks(t, a, "g1", "f3")
			a.AnswerDraw(false)
		}, en.Text(text.DrawDeclined, "Black")},
		{"declined by a move of the other side", func(t *testing.T, a *App) {
			a.OfferDraw()
			clicks(t, a, "g1", "f3", "g10", "f8")
		}, en.Text(text.DrawDeclined, "Black")},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a := New(engine.NewGame(1), en)
			tc.act(t, a)
			assert.False(t, a.Panel().DrawOffered)
			assert.Contains(t, a.Speech().Text, tc.want)
		})
	}
}

func TestLookingBackSaysWhereItStands(t *testing.T) {
	a := New(engine.NewGame(1), en)
	clicks(t, a, "g1", "f3")
	a.ShowPly(0)
	assert.Equal(t, en.Text(text.ViewingStart), a.Speech().Text)
	a.ShowPly(Live)
	assert.Equal(t, en.Text(text.BlackToMove)+".", a.Speech().Text)
}

// TestSquareLabelsSayWhatIsSeen pins the spoken name of a square to what the
// board draws there.
func TestSquareLabelsSayWhatIsSeen(t *testing.T) {
	a := fromMFEN(t, twoMines)
	clicks(t, a, "f3", "d4")
	b := a.Board()
	e5 := a.SquareLabel(sq(t, "e5"), b[sq(t, "e5")])
	assert.Contains(t, e5, en.Text(text.SqMine), "a found mine")
	assert.Contains(t, e5, en.Plural(text.SqNumber, 1, "1"), "and the number drawn on it")
	d4 := a.SquareLabel(sq(t, "d4"), b[sq(t, "d4")])
	assert.Contains(t, d4, en.Text(text.SqLast))
	assert.NotContains(t, a.SquareLabel(sq(t, "e6"), b[sq(t, "e6")]), en.Text(text.SqMine), "a mine under fog is not said")

	c := fromMFEN(t, checkedByRook)
	e1 := sq(t, "e1")
	assert.Contains(t, c.SquareLabel(e1, c.Board()[e1]), en.Text(text.SqCheck))
}
