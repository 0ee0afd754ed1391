package bot

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
)

func TestTuning(t *testing.T) {
	// White is a pawn up; Black is to move in the second.
	const white, black = "4k3/8/8/8/8/8/8/3P4/8/4K3 w - - 0 1", "4k3/8/8/8/8/8/8/3P4/8/4K3 b - - 0 1"
	for _, tc := range []struct {
		name, fen string
		change    func(w []int32)
		check     func(t *testing.T, before, after int)
	}{
		{"setting the weights as they are changes no evaluation", white, func([]int32) {}, func(t *testing.T, before, after int) {
			assert.Equal(t, before, after)
		}},
		{"a pawn worth more makes White's extra pawn count more", white, func(w []int32) { w[2*wMaterial+1] += 100 }, func(t *testing.T, before, after int) {
			assert.Greater(t, after, before)
		}},
		{"Evaluate is White's view with Black to move too", black, func(w []int32) { w[2*wMaterial+1] += 100 }, func(t *testing.T, before, after int) {
			assert.Greater(t, after, before)
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p, err := engine.ParseMFEN(tc.fen)
			require.NoError(t, err)
			w := Weights()
			t.Cleanup(func() { SetWeights(w) })
			before := Evaluate(&p)
			changed := append([]int32(nil), w...)
			tc.change(changed)
			SetWeights(changed)
			tc.check(t, before, Evaluate(&p))
		})
	}
}
