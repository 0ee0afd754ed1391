package bot

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
)

func TestRandom(t *testing.T) {
	v := viewAfter(t, seedStart(4))
	seen := map[engine.Move]bool{}
	for seed := range uint64(20) {
		m, err := Random(&v, seed)
		require.NoError(t, err)
		assert.True(t, v.Position.IsLegal(m), "%v", m)
		again, err := Random(&v, seed)
		require.NoError(t, err)
		assert.Equal(t, m, again, "the same seed, the same move")
		seen[m] = true
	}
	assert.Greater(t, len(seen), 5, "twenty seeds pick many moves")
}

func TestGreedy(t *testing.T) {
	tests := []struct {
		name, mfen, want string
	}{
		{"§5 takes the queen rather than the pawn", "4k3/8/8/8/3q4/8/8/3R1p2/8/4K3 w - - 0 1", "Rxd6"},
		{"§5 promotes to a queen", "4k3/P7/8/8/8/8/8/8/8/4K3 w - - 0 1", "a10=Q"},
		{"§3 keeps its queen off a found mine, where it would be destroyed", "k7/8/8/8/3Q4/8/8/8/8/K7 w - - 0 1 d7 -", "!Qd7"},
		{"§6 does not stake its king: interposing on fog might expose it", "7k/4r3/8/8/5N2/8/8/5P2/3P1P2/3RK3 w - - 0 1 a7 " + allFog, "!Ne4"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := viewAfter(t, tt.mfen)
			for seed := range uint64(5) {
				m, err := Greedy(&v, seed)
				require.NoError(t, err)
				got := v.Position.SAN(m)
				if avoid, ok := cutNot(tt.want); ok {
					assert.NotEqual(t, avoid, got)
				} else {
					assert.Equal(t, tt.want, got)
				}
			}
		})
	}
}

func TestYardsticksNeedAMove(t *testing.T) {
	mated := viewAfter(t, "k7/8/8/8/8/8/8/8/p5PP/7K b - - 0 30", "a1=Q")
	_, err := Random(&mated, 1)
	assert.ErrorIs(t, err, ErrNoMove)
	_, err = Greedy(&mated, 1)
	assert.ErrorIs(t, err, ErrNoMove)
}
