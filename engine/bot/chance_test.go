package bot

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
)

// searcherFor returns a searcher for the view and the legal move written in SAN.
func searcherFor(t *testing.T, v *engine.View, san string) (*searcher, engine.Move) {
	t.Helper()
	m, err := v.Position.ParseSAN(san)
	require.NoError(t, err)
	chance, err := mineChances(v)
	require.NoError(t, err)
	s := newSearcher(levels[MaxLevel], chance, v.Position.HiddenMines(), Options{})
	s.setRoot(&v.Position)
	return s, m
}

// TestChanceNode pins how a move onto a fogged square is valued (docs/rules.md §3, §6,
// §9): the branch with a mine there and the branch without, weighed by the odds.
func TestChanceNode(t *testing.T) {
	const knight = "4k3/8/8/8/8/8/8/3N4/P7/4K3 w - - 0 1 a7 " + allFog
	tests := []struct {
		name, mfen, move string
		// check compares the values of the two branches, searched as deeply, for
		// the side to move.
		check func(t *testing.T, mined, clear int32)
	}{
		{"§3 a knight that meets a mine is lost with it", knight, "Ne5", func(t *testing.T, mined, clear int32) {
			assert.Less(t, mined, clear-200)
		}},
		{"§3 a mine costs the king nothing: it clears it", "4k3/8/8/8/8/8/4K3/8/P7/8 w - - 0 1 a7 " + allFog, "Ke5", func(t *testing.T, mined, clear int32) {
			assert.Equal(t, clear, mined)
		}},
		{"§6 a blast that exposes the mover's king loses at once", "7k/4r3/8/8/5N2/8/8/5P2/3P1P2/3RKR2 w - - 0 1 a7 " + allFog, "Ne4", func(t *testing.T, mined, clear int32) {
			assert.Equal(t, int32(-(mateScore - 1)), mined)
			assert.Greater(t, clear, int32(0))
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := viewAfter(t, tt.mfen)
			s, m := searcherFor(t, &v, tt.move)
			defer s.release()
			risk := s.risk(&v.Position, m)
			require.Greater(t, risk, 0.0)
			require.Less(t, risk, 1.0)
			mined := s.outcome(&v.Position, m, true, 0, 0, -infinity, infinity)
			tt.check(t, mined, s.outcome(&v.Position, m, false, 0, 0, -infinity, infinity))
			// child searches the branch with a mine less deeply than the other.
			clear := s.outcome(&v.Position, m, false, 0, mineReduction, -infinity, infinity)
			want := int32(math.Round(risk*float64(clampChance(mined)) + (1-risk)*float64(clampChance(clear))))
			assert.Equal(t, want, s.child(&v.Position, m, 0, mineReduction, -infinity, infinity),
				"the move is worth its branches weighed by the odds")
		})
	}
}

// TestRiskShrinks pins that deeper in the search a square's odds shrink with the
// mines gone off on the way, and vanish with the last one (docs/rules.md §2).
func TestRiskShrinks(t *testing.T) {
	v := viewAfter(t, "4k3/8/8/8/8/8/8/3N4/P7/4K3 w - - 0 1 a7,c5 "+allFog)
	s, m := searcherFor(t, &v, "Ne5")
	defer s.release()
	full := s.risk(&v.Position, m)
	one := v.Position
	require.True(t, one.AssumeMine(engine.SquareAt(0, 6)))
	assert.InDelta(t, full/2, s.risk(&one, m), 1e-12, "one of two mines gone")
	none := one
	require.True(t, none.AssumeMine(engine.SquareAt(2, 4)))
	assert.Zero(t, s.risk(&none, m), "no mine left to meet")
}
