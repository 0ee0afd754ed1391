package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/persist"
	"mschess/ui/text"
)

// step plays the selected piece's ordinary move to s, saying yes when a
// found mine there asks first.
func step(t testing.TB, a *App, s engine.Square) {
	t.Helper()
	require.True(t, a.Step(s))
	if a.Panel().Ask.Question == AskMine {
		a.Answer(true)
	}
}

// Positions with a found mine, as referee MFEN.
const (
	// A white knight on f3 and a found mine on e5, the only mine.
	knightBeforeFoundMine = "4k3/p7/8/8/8/8/8/5N2/P7/4K3 w - - 0 1 e5 -"
	// A white rook on e1 below a found mine on e4, the only mine.
	rookBelowFoundMine = "7k/p7/8/8/8/8/8/8/P7/K3R3 w - - 0 1 e4 -"
)

// TestMoveOntoAFoundMineAsks: a move that lands a piece on a found mine, which
// destroys it (docs/rules.md §3), asks first in the piece's words (issue 24,
// item 7), whatever the gesture; the answer plays it or leaves the game as it
// was.
func TestMoveOntoAFoundMineAsks(t *testing.T) {
	tests := []struct {
		name   string
		mfen   string
		move   func(t *testing.T, a *App)
		text   string
		answer bool
		plies  int
	}{
		{"a tap asks in the knight's words, and yes plays", knightBeforeFoundMine,
			func(t *testing.T, a *App) { clicks(t, a, "f3", "e5") },
			en.Text(text.AskMineKnight, "e5"), true, 1},
		{"no leaves the game as it was", knightBeforeFoundMine,
			func(t *testing.T, a *App) { clicks(t, a, "f3", "e5") },
			en.Text(text.AskMineKnight, "e5"), false, 0},
		{"a drag asks too", knightBeforeFoundMine,
			func(t *testing.T, a *App) { require.True(t, a.Press(sq(t, "f3"))); a.Release(sq(t, "e5"), true) },
			en.Text(text.AskMineKnight, "e5"), true, 1},
		{"a typed move asks too, in the rook's words", rookBelowFoundMine,
			func(t *testing.T, a *App) { require.NoError(t, a.PlayTyped("Re4")) },
			en.Text(text.AskMineRook, "e4"), true, 1},
		{"§3 a pawn's step onto the mine asks in the pawn's words", pawnBeforeFoundMine,
			func(t *testing.T, a *App) { clicks(t, a, "e3"); require.True(t, a.Step(sq(t, "e4"))) },
			en.Text(text.AskMinePawn, "e4"), true, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := fromMFEN(t, tt.mfen)
			tt.move(t, a)
			ask := a.Panel().Ask
			assert.Equal(t, Ask{Question: AskMine, Text: tt.text, Yes: en.Text(text.AskYesMine), No: en.Text(text.AskNoMine)}, ask)
			assert.Zero(t, a.Game().Len(), "nothing is played before the answer")
			a.Answer(tt.answer)
			assert.Equal(t, tt.plies, a.Game().Len())
			assert.Equal(t, Ask{}, a.Panel().Ask, "the question is closed")
		})
	}
}

// TestMoveThatAsksNothing: what never asks before a move.
func TestMoveThatAsksNothing(t *testing.T) {
	tests := []struct {
		name string
		mfen string
		play func(t *testing.T, a *App)
	}{
		{"§3 a king clears a found mine unharmed", kingBeforeMine,
			func(t *testing.T, a *App) { clicks(t, a, "e3", "e4") }},
		{"§4 a tap on a found mine in front of a pawn sweeps it", pawnBeforeFoundMine,
			func(t *testing.T, a *App) { clicks(t, a, "e3", "e4") }},
		{"§6 a move onto a fogged square, even onto a hidden mine: the question would give it away", knightOverMine,
			func(t *testing.T, a *App) { clicks(t, a, "f3", "e5") }},
		{"a move onto an empty square", knightBeforeFoundMine,
			func(t *testing.T, a *App) { clicks(t, a, "f3", "d4") }},
		{"the player chose not to be asked", knightBeforeFoundMine,
			func(t *testing.T, a *App) { a.SetAskMines(false); clicks(t, a, "f3", "e5") }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := fromMFEN(t, tt.mfen)
			tt.play(t, a)
			assert.Equal(t, Ask{}, a.Panel().Ask)
			assert.Equal(t, 1, a.Game().Len(), "the move is played at once")
		})
	}
}

// TestAskMinesIsKept: the choice not to be asked before a move onto a found
// mine is kept on the device, as the other settings are; asking is on until
// then.
func TestAskMinesIsKept(t *testing.T) {
	store := newStore()
	a := Open(env("", "", store))
	assert.True(t, a.AsksMines(), "on at first")
	assert.True(t, a.Panel().AskMines)
	a.SetAskMines(false)
	assert.Equal(t, "off", persist.MineAskSetting.Get(store))
	assert.False(t, Open(env("", "", store)).AsksMines(), "the next visit asks nothing")
	assert.False(t, Open(env("", "", store)).Panel().AskMines)
}
