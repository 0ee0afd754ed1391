package main

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine/bot"
)

// fixture reads testdata/positions.txt, 30 positions of Fairy-Stockfish's games
// against itself, and puts the evaluation's weights back after the test.
func fixture(t *testing.T) []sample {
	t.Helper()
	before := bot.Weights()
	t.Cleanup(func() { bot.SetWeights(before) })
	s, err := readFile("testdata/positions.txt")
	require.NoError(t, err)
	require.NotEmpty(t, s)
	return s
}

func TestTune(t *testing.T) {
	for _, tc := range []struct {
		name  string
		pull  float64
		check func(t *testing.T, s []sample, k, before float64, start, tuned []int32)
	}{
		{"the tuned weights predict the results better than those they start from", 0, func(t *testing.T, s []sample, k, before float64, _, _ []int32) {
			assert.Less(t, meanError(s, k), before)
		}},
		{"the tuned weights are left set in the evaluation", 0, func(t *testing.T, _ []sample, _, _ float64, _, tuned []int32) {
			assert.Equal(t, tuned, bot.Weights())
		}},
		{"a pull stronger than any gain in the error holds every weight where it was", 1, func(t *testing.T, _ []sample, _, _ float64, start, tuned []int32) {
			assert.Equal(t, start, tuned)
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := fixture(t)
			k := fitK(s)
			before, start := meanError(s, k), bot.Weights()
			tc.check(t, s, k, before, start, tune(s, k, 2, 8, tc.pull, func(int, float64) {}))
		})
	}
}

func TestFitK(t *testing.T) {
	s := fixture(t)
	k := fitK(s)
	for _, other := range []float64{k / 2, k * 2} {
		assert.Less(t, meanError(s, k), meanError(s, other), "K %g against %g", k, other)
	}
}

func TestRewrite(t *testing.T) {
	src, err := os.ReadFile("../../engine/bot/weights.go")
	require.NoError(t, err)
	for _, tc := range []struct {
		name string
		w    func() []int32
		want func(t *testing.T, out []byte)
	}{
		{"the evaluation's own weights, written in index order, give the file back", bot.Weights, func(t *testing.T, out []byte) {
			assert.Equal(t, string(src), string(out))
		}},
		{"each weight is written where the table holds it", func() []int32 {
			w := bot.Weights()
			w[0], w[3] = 77, -88
			return w
		}, func(t *testing.T, out []byte) {
			assert.Contains(t, string(out), "wTempo:           {77, 0},")
			assert.Contains(t, string(out), "wMaterial:        {100, -88},")
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, err := rewrite(src, tc.w())
			require.NoError(t, err)
			tc.want(t, out)
		})
	}
}

func TestRewriteRefuses(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		w         []int32
	}{
		{"a file without the table", "package bot\n", []int32{1, 2}},
		{"a table of another length", "package bot\n\nvar weights = [1]score{wTempo: {1, 2}}\n", []int32{1, 2, 3, 4}},
		{"a weight without its index", "package bot\n\nvar weights = [1]score{{1, 2}}\n", []int32{1, 2}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := rewrite([]byte(tc.src), tc.w)
			assert.Error(t, err)
		})
	}
}

func TestRead(t *testing.T) {
	const start = "rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
	for _, tc := range []struct {
		name, text string
		kept       int
		fails      bool
	}{
		{"a quiet position is kept with its result", start + ";0.5\n", 1, false},
		{"a position in check is left out", "4k3/8/8/8/8/8/8/8/4R3/4K3 b - - 0 1;1\n", 0, false},
		{"a position with a capture that wins material is left out", "4k3/8/8/8/3q4/8/8/3R4/8/4K3 w - - 0 1;1\n", 0, false},
		{"a line without a result is refused", start + "\n", 0, true},
		{"a result above 1 is refused", start + ";2\n", 0, true},
		{"a position that does not parse is refused", "8/8 w - - 0 1;1\n", 0, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := read(strings.NewReader(tc.text))
			if tc.fails {
				assert.Error(t, err)
				return
			}
			require.NoError(t, err)
			assert.Len(t, s, tc.kept)
		})
	}
}
