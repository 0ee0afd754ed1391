package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
)

// glidesOn returns the glides on the board of a, by the name of the square
// each ends on, each as its piece's code and the square it left: "wN g1".
func glidesOn(a *App) map[string]string {
	out := map[string]string{}
	for s, m := range a.Board() {
		if m.Glide != (Glide{}) {
			out[engine.Square(s).String()] = PieceCode(m.Glide.Piece) + " " + m.Glide.From.String()
		}
	}
	return out
}

const (
	// The knight on f3 of knightOverMine, with the only mine hidden on a4
	// instead: its jump to e5 lands safely.
	knightBesideMine = "4k3/p7/8/8/8/8/8/5N2/P7/4K3 w - - 0 1 a4 ########/########/########/########"
	// White may castle on the king's side.
	whiteCastles = "4k3/p7/8/8/8/8/8/8/P7/4K2R w K - 0 1"
	// The pawn on e9 promotes on e10.
	pawnPromotes = "k7/4P3/8/8/8/8/8/8/8/4K3 w - - 0 1"
)

// TestMovesGlide: the piece a move carries slides from its square to its
// target on the board (issue 24, item 4), and only the move just played.
func TestMovesGlide(t *testing.T) {
	tests := []struct {
		name string
		mfen string // "" for the start of seed 1
		play func(t *testing.T, a *App)
		want map[string]string
	}{
		{"a tapped move slides the piece from its square", "",
			func(t *testing.T, a *App) { clicks(t, a, "g1", "f3") },
			map[string]string{"f3": "wN g1"}},
		{"a capture slides the piece that takes", rookTakesKnight,
			func(t *testing.T, a *App) { clicks(t, a, "d1", "d8") },
			map[string]string{"d8": "wR d1"}},
		{"§3 a piece that a mine destroys slides onto the mine's square", knightOverMine,
			func(t *testing.T, a *App) { clicks(t, a, "f3", "e5") },
			map[string]string{"e5": "wN f3"}},
		{"§5 castling slides the king and the rook", whiteCastles,
			func(t *testing.T, a *App) { clicks(t, a, "e1", "g1") },
			map[string]string{"g1": "wK e1", "f1": "wR h1"}},
		{"§5 a promoting pawn glides, its ghost a pawn", pawnPromotes,
			func(t *testing.T, a *App) { clicks(t, a, "e9", "e10") },
			map[string]string{"e10": "wP e9"}},
		{"a typed move slides the piece", "",
			func(t *testing.T, a *App) { require.NoError(t, a.PlayTyped("Nf3")) },
			map[string]string{"f3": "wN g1"}},
		{"§4 a sweep slides nothing: the pawn stays", "",
			func(t *testing.T, a *App) { clicks(t, a, "e2"); require.True(t, a.Sweep()) },
			map[string]string{}},
		{"a move dropped on its target slides nothing: the piece is there", "",
			func(t *testing.T, a *App) { require.True(t, a.Press(sq(t, "g1"))); a.Release(sq(t, "f3"), true) },
			map[string]string{}},
		{"the slide stops as the players act again", "",
			func(t *testing.T, a *App) { clicks(t, a, "g1", "f3", "g10") },
			map[string]string{}},
		{"an earlier position on show slides nothing", "",
			func(t *testing.T, a *App) { clicks(t, a, "g1", "f3", "g10", "f8"); a.ShowPly(1) },
			map[string]string{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := New(engine.NewGame(1), en)
			if tt.mfen != "" {
				a = fromMFEN(t, tt.mfen)
			}
			tt.play(t, a)
			assert.Equal(t, tt.want, glidesOn(a))
		})
	}
}

// TestGlideTellsNothingOfTheMine: a move onto a hidden mine and the same move
// onto a safe square slide alike, so that the slide, which starts before the
// outcome shows, gives nothing away (docs/rules.md §6); only the outcome
// differs.
func TestGlideTellsNothingOfTheMine(t *testing.T) {
	blown, safe := fromMFEN(t, knightOverMine), fromMFEN(t, knightBesideMine)
	clicks(t, blown, "f3", "e5")
	clicks(t, safe, "f3", "e5")
	assert.Equal(t, glidesOn(safe), glidesOn(blown))
	e5 := sq(t, "e5")
	assert.Equal(t, Blast, blown.Board()[e5].Effect, "the outcome is the blast's")
	assert.Equal(t, engine.Knight, safe.Board()[e5].Piece.Kind, "or the knight's, standing")
}

// TestRepliesGlide: the computer's reply slides its piece as the person's move
// does.
func TestRepliesGlide(t *testing.T) {
	a := againstComputer(t, newStore(), 7, 1, engine.Black)
	m := answer(t, a)
	v := a.view()
	want := PieceCode(v.Position.PieceAt(m.To)) + " " + m.From.String()
	assert.Equal(t, map[string]string{m.To.String(): want}, glidesOn(a))
}

// TestBlastOutlastsTheReply: what the person's move set off stays on the
// board through the computer's reply, however soon it comes, so that a
// blast's mark is seen (issue 24, item 4); the person's next action ends it.
func TestBlastOutlastsTheReply(t *testing.T) {
	a := fromMFEN(t, knightOverMine)
	a.ChooseOpponent(Opponent{Level: 1, You: engine.White}, 1)
	clicks(t, a, "f3", "e5")
	e5 := sq(t, "e5")
	require.Equal(t, Blast, a.Board()[e5].Effect)
	answer(t, a)
	assert.Equal(t, Blast, a.Board()[e5].Effect, "after the reply")
	clicks(t, a, "a2")
	assert.Equal(t, NoEffect, a.Board()[e5].Effect, "after the person's next tap")
}

// TestFriendsMovesGlide: a friend's move on another page slides its piece on
// this one as on the friend's (docs/rules.md §11).
func TestFriendsMovesGlide(t *testing.T) {
	f := newFriends(t, 2)
	f.playSAN("Nf3")
	for c, a := range f.apps {
		assert.Equal(t, map[string]string{"f3": "wN g1"}, glidesOn(a), "on %v's page", engine.Color(c))
	}
}
