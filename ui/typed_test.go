package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/engine/bot"
	"mschess/ui/text"
)

func TestPlayTyped(t *testing.T) {
	tests := []struct {
		name  string
		mfen  string // "" for seed 1's start
		typed string
		want  string // the move list's last move, or "" when refused with wrong
		wrong string
	}{
		{name: "a piece's move (§8)", typed: "Nf3", want: "Nf3"},
		{name: "a pawn's move", typed: "e4", want: "e4"},
		{name: "a sweep (§4, §8)", mfen: pawnBeforeHiddenMine, typed: "Se4", want: "Se4"},
		{name: "a move no piece can make", typed: "Nf5", wrong: en.Text(text.MoveIllegal, "Nf5")},
		{name: "a move two pieces can make", mfen: "4k3/8/8/8/8/8/8/8/P3K3/R6R w - - 0 1", typed: "Rd1",
			wrong: en.Text(text.MoveAmbiguous, "Rd1")},
		{name: "text that is no move", typed: "hello", wrong: en.Text(text.MoveUnreadable, "hello")},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a := New(engine.NewGame(1), en)
			if tc.mfen != "" {
				a = fromMFEN(t, tc.mfen)
			}
			err := a.PlayTyped(tc.typed)
			if tc.wrong != "" {
				require.Error(t, err)
				assert.Equal(t, tc.wrong, err.Error())
				assert.Equal(t, tc.wrong, a.Panel().MoveError, "the panel says it too")
				assert.Zero(t, a.game.Len(), "nothing was played")
				return
			}
			require.NoError(t, err)
			moves := a.Panel().Moves
			require.Len(t, moves, 1)
			assert.Equal(t, tc.want, moves[0][:len(tc.want)])
		})
	}
}

func TestMoveErrorLasts(t *testing.T) {
	refused := func(t *testing.T) *App {
		a := New(engine.NewGame(1), en)
		require.Error(t, a.PlayTyped("Nf5"))
		return a
	}
	tests := []struct {
		name   string
		then   func(a *App)
		wantEN bool // the English error still shows
	}{
		{"until the next move", func(a *App) { require.NoError(t, a.PlayTyped("Nf3")) }, false},
		{"until a move by the board", func(a *App) { clicks(t, a, "g1", "f3") }, false},
		{"until another game", func(a *App) { a.NewGame(2) }, false},
		{"through a turn of the board", func(a *App) { a.Flip() }, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := refused(t)
			tt.then(a)
			assert.Equal(t, tt.wantEN, a.Panel().MoveError == en.Text(text.MoveIllegal, "Nf5"), "%q", a.Panel().MoveError)
			if !tt.wantEN {
				assert.Empty(t, a.Panel().MoveError)
			}
		})
	}
	t.Run("in the language the page speaks now", func(t *testing.T) {
		a := refused(t)
		a.SetLang("es")
		es, _ := text.Lookup("es")
		assert.Equal(t, es.Text(text.MoveIllegal, "Nf5"), a.Panel().MoveError)
	})
}

func TestPlayTypedGoesBackToTheGame(t *testing.T) {
	a := New(engine.NewGame(1), en)
	require.NoError(t, a.PlayTyped("Nf3"))
	a.ShowPly(0)
	require.NoError(t, a.PlayTyped("Nf8"))
	p := a.Panel()
	assert.True(t, p.Live)
	assert.Equal(t, []string{"Nf3", "Nf8"}, p.Moves)
}

func TestPlayTypedRefusesAFinishedGame(t *testing.T) {
	a := New(engine.NewGame(1), en)
	resignNow(a)
	err := a.PlayTyped("Nf3")
	require.Error(t, err)
	assert.Equal(t, en.Text(text.NoMoveOver), err.Error())
}

// TestPlayTypedNeverTellsAHiddenMine pins docs/rules.md §6 and §9: a typed move is
// read against the players' view, so a move onto a hidden mine is as legal as
// any other and its answer gives nothing away.
func TestPlayTypedNeverTellsAHiddenMine(t *testing.T) {
	a := fromMFEN(t, knightOverMine)
	require.NoError(t, a.PlayTyped("Ne5"))
	assert.Contains(t, a.Speech().Text, en.Text(text.EvBlast, "e5", "the white knight"))
}

// TestTypedForFollowsTheGame pins Panel.TypedFor, by which the page
// empties the field for typed moves: it changes with every change of the
// position a move is typed for, and only then, so that a draft typed for a
// position that is gone does not stay to be played in the next.
func TestTypedForFollowsTheGame(t *testing.T) {
	record := func(t *testing.T) string {
		g := engine.NewGame(3)
		_, err := g.PlaySAN("Nf3")
		require.NoError(t, err)
		require.NoError(t, g.Resign(engine.Black))
		rec, err := g.Record(nil)
		require.NoError(t, err)
		return rec
	}
	tests := []struct {
		name    string
		then    func(t *testing.T, a *App)
		changes bool
	}{
		{"a move by the board changes it", func(t *testing.T, a *App) { clicks(t, a, "f8", "g10") }, true},
		{"a typed move changes it", func(t *testing.T, a *App) { require.NoError(t, a.PlayTyped("Ng10")) }, true},
		{"§10 a take-back changes it", func(t *testing.T, a *App) { a.Takeback(); require.Equal(t, 2, a.Game().Len()) }, true},
		{"a new game changes it", func(t *testing.T, a *App) { a.NewGame(2); a.Answer(true) }, true},
		{"another game opened changes it", func(t *testing.T, a *App) {
			require.NoError(t, a.Import(record(t)))
			a.Answer(true)
			require.True(t, a.Reviewing())
		}, true},
		{"a refused typed move leaves it", func(t *testing.T, a *App) { require.Error(t, a.PlayTyped("xx9")) }, false},
		{"a look back and return leave it", func(t *testing.T, a *App) { a.ShowPly(0); a.ShowPly(Live) }, false},
		{"a turn of the board leaves it", func(t *testing.T, a *App) { a.Flip() }, false},
		{"a draw offer leaves it", func(t *testing.T, a *App) { a.OfferDraw() }, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := New(engine.NewGame(1), en)
			// Ng1 reveals nothing, so it can be taken back (docs/rules.md §10).
			for _, san := range []string{"Nf3", "Nf8", "Ng1"} {
				require.NoError(t, a.PlayTyped(san))
			}
			before := a.Panel().TypedFor
			tt.then(t, a)
			assert.Equal(t, tt.changes, a.Panel().TypedFor != before)
		})
	}
	t.Run("the computer's reply leaves it: the player may type the next move meanwhile", func(t *testing.T) {
		a := againstComputer(t, newStore(), 1, bot.MinLevel, engine.Black)
		before := a.Panel().TypedFor
		answer(t, a)
		require.Equal(t, 1, a.Game().Len(), "the computer moved")
		assert.Equal(t, before, a.Panel().TypedFor)
	})
	t.Run("the player's move against the computer changes it", func(t *testing.T) {
		a := againstComputer(t, newStore(), 1, bot.MinLevel, engine.White)
		before := a.Panel().TypedFor
		require.NoError(t, a.PlayTyped("Nf3"))
		assert.NotEqual(t, before, a.Panel().TypedFor)
	})
}
