package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/ui/text"
)

// flagsOf returns the flags the board shows, by square name.
func flagsOf(a *App) map[string]Flag {
	out := map[string]Flag{}
	for s, m := range a.Board() {
		if m.Flag != NoFlag {
			out[engine.Square(s).String()] = m.Flag
		}
	}
	return out
}

func TestToggleFlag(t *testing.T) {
	tests := []struct {
		name    string
		squares []string
		want    map[string]Flag
		flagged string
	}{
		{"a fogged square takes a mine's flag", []string{"e5"}, map[string]Flag{"e5": FlagMine}, "White: 1 flagged"},
		{"then a question", []string{"e5", "e5"}, map[string]Flag{"e5": FlagQuestion}, ""},
		{"then none again", []string{"e5", "e5", "e5"}, map[string]Flag{}, ""},
		{"a square out of the fog takes none", []string{"e2", "e3", "e8"}, map[string]Flag{}, ""},
		{"the panel counts the mines' flags", []string{"a4", "b4", "c4", "c4"}, map[string]Flag{"a4": FlagMine, "b4": FlagMine, "c4": FlagQuestion}, "White: 2 flagged"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := New(engine.NewGame(7), en)
			for _, s := range tt.squares {
				a.ToggleFlag(sq(t, s), false)
			}
			assert.Equal(t, tt.want, flagsOf(a))
			assert.Equal(t, tt.flagged, a.Panel().Flagged)
		})
	}
}

func TestFlagsBelongToThePlayer(t *testing.T) {
	t.Run("two people: each side its own", func(t *testing.T) {
		a := New(engine.NewGame(7), en)
		a.ToggleFlag(sq(t, "e5"), false)
		clicks(t, a, "g1", "f3")
		assert.Empty(t, flagsOf(a), "Black sees none of White's")
		a.ToggleFlag(sq(t, "d6"), false)
		clicks(t, a, "g10", "f8")
		assert.Equal(t, map[string]Flag{"e5": FlagMine}, flagsOf(a))
	})
	t.Run("against the computer: the person's, on either turn", func(t *testing.T) {
		a := againstComputer(t, newStore(), 7, 1, engine.Black)
		require.True(t, a.rivalToMove())
		a.ToggleFlag(sq(t, "e6"), false)
		assert.Equal(t, map[string]Flag{"e6": FlagMine}, flagsOf(a))
		answer(t, a)
		assert.Equal(t, map[string]Flag{"e6": FlagMine}, flagsOf(a))
	})
}

// TestFlagCount: the panel counts the flags of the person at the screen; when
// two people share it, it names whose flags are shown once either side has
// any, so that a side's flags do not seem to vanish when the turn passes.
func TestFlagCount(t *testing.T) {
	t.Run("two people: the side whose turn it is, by name", func(t *testing.T) {
		a := New(engine.NewGame(7), en)
		assert.Empty(t, a.Panel().Flagged, "no flags, no count")
		a.ToggleFlag(sq(t, "e5"), false)
		assert.Equal(t, "White: 1 flagged", a.Panel().Flagged)
		clicks(t, a, "g1", "f3")
		assert.Equal(t, "Black: 0 flagged", a.Panel().Flagged, "White's are kept, not shown")
		a.ToggleFlag(sq(t, "d6"), false)
		a.ToggleFlag(sq(t, "c6"), false)
		assert.Equal(t, "Black: 2 flagged", a.Panel().Flagged)
	})
	// A count that read the same on either side's turn would not say whose
	// flags it counts (a newcomer's trial found Spanish saying "Tus marcas").
	for _, c := range text.All() {
		t.Run("two people: White's count is told from Black's, in "+c.Name(), func(t *testing.T) {
			// One flag each, then two: the singular and the plural.
			for _, each := range []struct{ white, black []string }{
				{[]string{"e5"}, []string{"e6"}},
				{[]string{"e5", "d5"}, []string{"e6", "d6"}},
			} {
				a := New(engine.NewGame(7), c)
				for _, s := range each.white {
					a.ToggleFlag(sq(t, s), false)
				}
				white := a.Panel().Flagged
				clicks(t, a, "g1", "f3")
				for _, s := range each.black {
					a.ToggleFlag(sq(t, s), false)
				}
				assert.NotEqual(t, white, a.Panel().Flagged, "%d flags each", len(each.white))
			}
		})
	}
	t.Run("against the computer: the person's, unnamed", func(t *testing.T) {
		a := againstComputer(t, newStore(), 7, 1, engine.Black)
		assert.Empty(t, a.Panel().Flagged)
		a.ToggleFlag(sq(t, "e6"), false)
		assert.Equal(t, "1 flagged", a.Panel().Flagged)
		answer(t, a)
		assert.Equal(t, "1 flagged", a.Panel().Flagged, "on either turn")
	})
}

func TestFlagsNeverStopAMove(t *testing.T) {
	a := New(engine.NewGame(7), en)
	a.ToggleFlag(sq(t, "e4"), false)
	clicks(t, a, "e2", "e4")
	require.Equal(t, 1, a.Game().Len(), "the pawn went onto its flag")
	assert.Empty(t, flagsOf(a), "a flag goes with the fog")
	assert.Empty(t, a.Panel().Flagged)
}

func TestFlagMode(t *testing.T) {
	a := New(engine.NewGame(7), en)
	a.SetFlagMode(true)
	a.Click(sq(t, "f6"))
	assert.Equal(t, map[string]Flag{"f6": FlagMine}, flagsOf(a), "a tap on the fog flags")
	clicks(t, a, "g1", "f3")
	assert.Equal(t, 1, a.Game().Len(), "a tap elsewhere plays as ever")
	a.SetFlagMode(false)
	assert.False(t, a.flagMode)
}

func TestFlagsOnlyInTheLiveGame(t *testing.T) {
	a := New(engine.NewGame(7), en)
	clicks(t, a, "g1", "f3")
	a.ShowPly(0)
	assert.False(t, a.ToggleFlag(sq(t, "e5"), false), "not on an earlier position")
	a.ShowPly(Live)
	resignNow(a)
	assert.False(t, a.ToggleFlag(sq(t, "e5"), false), "not once the game is over")
}

func TestFlagsAreSavedAndRestored(t *testing.T) {
	store := newStore()
	a := Open(env("", "", store))
	a.ToggleFlag(sq(t, "e5"), false)
	a.ToggleFlag(sq(t, "d6"), false)
	a.ToggleFlag(sq(t, "d6"), false)
	clicks(t, a, "g1", "f3")
	a.ToggleFlag(sq(t, "c6"), false)
	b := Open(env("", "", store))
	assert.Equal(t, map[string]Flag{"c6": FlagMine}, flagsOf(b), "Black's, on Black's turn")
	clicks(t, b, "g10", "f8")
	assert.Equal(t, map[string]Flag{"e5": FlagMine, "d6": FlagQuestion}, flagsOf(b), "White's")
}

func TestFlagWords(t *testing.T) {
	a := New(engine.NewGame(7), en)
	a.ToggleFlag(sq(t, "e5"), false)
	a.ToggleFlag(sq(t, "d5"), false)
	a.ToggleFlag(sq(t, "d5"), false)
	b := a.Board()
	assert.Contains(t, a.SquareLabel(sq(t, "e5"), b[sq(t, "e5")]), en.Text(text.SqFlagMine))
	assert.Contains(t, a.SquareLabel(sq(t, "d5"), b[sq(t, "d5")]), en.Text(text.SqFlagQuestion))
}

// TestFlagByPointerIsSaid: a right-click, a long press or a tap in flag mode
// says the square's name with its new flag, the words that F gives the
// focused square, since the square flagged need not hold the focus; F (not
// aloud) and a square that takes no flag say nothing.
func TestFlagByPointerIsSaid(t *testing.T) {
	tests := []struct {
		name    string
		presses int
		flag    Flag
	}{
		{"a mine's flag", 1, FlagMine},
		{"a question", 2, FlagQuestion},
		{"none again", 3, NoFlag},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := New(engine.NewGame(7), en)
			e5 := sq(t, "e5")
			for range tt.presses {
				require.True(t, a.ToggleFlag(e5, true))
			}
			said := a.Speech().Text
			b := a.Board()
			require.Equal(t, tt.flag, b[e5].Flag)
			assert.Equal(t, a.SquareLabel(e5, b[e5]), said)
		})
	}
	t.Run("F on the focused square: nothing said, its name says it", func(t *testing.T) {
		a := New(engine.NewGame(7), en)
		before := a.Speech()
		require.True(t, a.ToggleFlag(sq(t, "e5"), false))
		assert.Equal(t, before, a.Speech())
	})
	t.Run("a tap in flag mode: said, as the square need not hold the focus", func(t *testing.T) {
		a := New(engine.NewGame(7), en)
		a.SetFlagMode(true)
		e5 := sq(t, "e5")
		require.False(t, a.Press(e5))
		b := a.Board()
		require.Equal(t, FlagMine, b[e5].Flag)
		assert.Equal(t, a.SquareLabel(e5, b[e5]), a.Speech().Text)
	})
	t.Run("a square out of the fog: nothing", func(t *testing.T) {
		a := New(engine.NewGame(7), en)
		before := a.Speech()
		assert.False(t, a.ToggleFlag(sq(t, "e2"), true))
		assert.Equal(t, before, a.Speech())
	})
}
