package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/engine/odds"
	"mschess/ui/text"
)

func TestPercent(t *testing.T) {
	a := New(engine.NewGame(1), en)
	tests := []struct {
		name string
		p    float64
		want string
	}{
		{"certainly no mine", 0, "0%"},
		{"certainly a mine", 1, "100%"},
		{"a quarter", 0.25, "25%"},
		{"rounded to the nearest", 0.125, "13%"},
		{"a possible mine never shows as 0%", 0.004, en.Text(text.OddsBelowOne)},
		{"an uncertain mine never shows as 100%", 0.996, en.Text(text.OddsAboveAll)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, a.Percent(tt.p))
		})
	}
}

// risks returns the risk marked on each target of the piece on from, by name.
func risks(t *testing.T, a *App, from string) map[string]Risk {
	t.Helper()
	a.Click(sq(t, from))
	out := map[string]Risk{}
	for s, m := range a.Board() {
		if m.Target {
			out[engine.Square(s).String()] = m.Risk
		}
	}
	return out
}

// Positions of the tests of the risks, as referee MFEN.
const (
	// A white bishop on c1 can go onto the found mine on f4, and over it.
	bishopBeforeFoundMine = "4k3/p7/8/8/8/8/8/8/P7/2B1K3 w - - 0 1 f4 -"
	// The white rook on a1 looks up the a-file into the fog, which hides the
	// one mine left, on a5; c4 is revealed, and its 0 clears the squares
	// around it.
	rookUnderFog = "4k3/8/8/8/8/8/8/8/1P6/R3K3 w - - 0 1 a5 ########/########/########/##.#####"
)

func TestRisk(t *testing.T) {
	t.Run("§3 without the overlay a move onto a found mine is deadly, and nothing else is marked", func(t *testing.T) {
		a := fromMFEN(t, bishopBeforeFoundMine)
		assert.Equal(t, map[string]Risk{"a3": NoRisk, "b2": NoRisk, "d2": NoRisk, "e3": NoRisk, "f4": Deadly, "g5": NoRisk, "h6": NoRisk},
			risks(t, a, "c1"))
	})
	t.Run("§3 a king clears a found mine: no risk", func(t *testing.T) {
		a := fromMFEN(t, kingBeforeMine)
		assert.Equal(t, NoRisk, risks(t, a, "e3")["e4"])
		a.SetOverlay(true)
		a.Click(sq(t, "e3")) // puts it down
		assert.Equal(t, Safe, risks(t, a, "e3")["e4"])
	})
	t.Run("§9 with the overlay every target is marked from the odds", func(t *testing.T) {
		a := fromMFEN(t, rookUnderFog)
		a.SetOverlay(true)
		v := a.Game().View()
		o, err := odds.Of(&v)
		require.NoError(t, err)
		seen := map[Risk]bool{}
		for name, r := range risks(t, a, "a1") {
			seen[r] = true
			s := sq(t, name)
			want := Safe
			switch {
			case o.Mined().Has(s):
				want = Deadly
			case o.Mine[s] > 0:
				want = Risky
			}
			assert.Equal(t, want, r, name)
		}
		assert.True(t, seen[Safe] && seen[Risky], "both safe and risky targets")
	})
}

func TestOverlay(t *testing.T) {
	a := fromMFEN(t, rookUnderFog)
	v := a.Game().View()
	o, err := odds.Of(&v)
	require.NoError(t, err)
	for _, m := range a.Board() {
		require.Empty(t, m.Odds, "off by default")
	}
	a.SetOverlay(true)
	for s, m := range a.Board() {
		want := ""
		if v.Position.Fog().Has(engine.Square(s)) {
			want = a.Percent(o.Mine[s])
		}
		assert.Equal(t, want, m.Odds, engine.Square(s).String())
	}
	assert.Contains(t, a.SquareLabel(sq(t, "a5"), a.Board()[sq(t, "a5")]), en.Text(text.SqOdds, a.Percent(o.Mine[sq(t, "a5")])))
	resignNow(a)
	for _, m := range a.Board() {
		assert.Empty(t, m.Odds, "a finished game's minefield is for the replay, not the odds")
	}
}

// TestAssisted: a game played with the overlay on is marked as assisted, in
// its record and in its save (issue 10, item 8).
func TestAssisted(t *testing.T) {
	t.Run("the overlay turned on during the game marks it for good", func(t *testing.T) {
		store := newStore()
		a := Open(env("", "", store))
		clicks(t, a, "g1", "f3")
		assert.Empty(t, a.Panel().Assisted)
		a.SetOverlay(true)
		a.SetOverlay(false)
		assert.Equal(t, en.Text(text.AssistedNote), a.Panel().Assisted)
		assert.Equal(t, en.Text(text.AssistedNote), Open(env("", "", store)).Panel().Assisted, "the save keeps the mark")
		resignNow(a)
		record, _, err := a.Export()
		require.NoError(t, err)
		assert.Contains(t, record, `[Assisted "`+en.Text(text.AssistedTag)+`"]`)
	})
	t.Run("a game without the overlay is not", func(t *testing.T) {
		a := Open(env("", "", newStore()))
		clicks(t, a, "g1", "f3")
		resignNow(a)
		record, _, err := a.Export()
		require.NoError(t, err)
		assert.NotContains(t, record, "Assisted")
	})
	t.Run("a new game played with the overlay on is", func(t *testing.T) {
		a := Open(env("", "", newStore()))
		a.SetOverlay(true)
		a.NewGame(8)
		assert.Empty(t, a.Panel().Assisted, "not yet played")
		clicks(t, a, "g1", "f3")
		assert.NotEmpty(t, a.Panel().Assisted)
	})
	t.Run("a record opened with its mark shows it", func(t *testing.T) {
		a := Open(env("", "", newStore()))
		a.SetOverlay(true)
		clicks(t, a, "g1", "f3")
		resignNow(a)
		record, _, err := a.Export()
		require.NoError(t, err)
		b := Open(env("", "", newStore()))
		require.NoError(t, b.Import(record))
		assert.Equal(t, en.Text(text.AssistedNote), b.Panel().Assisted)
	})
}
