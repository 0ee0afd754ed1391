package main

import (
	"fmt"
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
			tc.check(t, s, k, before, start, tune(s, k, 2, 8, tc.pull, make([]bool, len(start)), func(int, float64) {}))
		})
	}
}

func TestTuneHolds(t *testing.T) {
	s := fixture(t)
	k := fitK(s)
	start := bot.Weights()
	held := make([]bool, len(start))
	for i := range held {
		held[i] = i%2 == 0
	}
	tuned := tune(s, k, 2, 8, 0, held, func(int, float64) {})
	moved := false
	for i := range start {
		if held[i] {
			assert.Equal(t, start[i], tuned[i], "weight %d is held", i)
		} else {
			moved = moved || start[i] != tuned[i]
		}
	}
	assert.True(t, moved, "the weights not held move")
}

func TestHeldWeights(t *testing.T) {
	src := []byte("package bot\n\nvar weights = [3]score{\n\twTempo: {1, 2},\n\twMaterial: {3, 4},\n\twMaterial + 1: {5, 6},\n}\n")
	for _, tc := range []struct {
		name, hold string
		want       []bool
		fails      bool
	}{
		{"none", "", []bool{false, false, false, false, false, false}, false},
		{"the tempo, both its values", "wTempo", []bool{true, true, false, false, false, false}, false},
		{"two, by their index as written", "wTempo, wMaterial + 1", []bool{true, true, false, false, true, true}, false},
		{"a name the table lacks is refused", "wTempi", nil, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := heldWeights(src, tc.hold)
			if tc.fails {
				assert.Error(t, err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
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
			assert.Regexp(t, `\twTempo: +\{77, 0\},`, string(out))
			assert.Regexp(t, fmt.Sprintf(`\twMaterial: +\{%d, -88\},`, bot.Weights()[2]), string(out))
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
		{"a position may carry the playing engine's score after its result", start + ";0.5;-35\n", 1, false},
		{"a line without a result is refused", start + "\n", 0, true},
		{"a score that is not a number is refused", start + ";0.5;+M3\n", 0, true},
		{"a line with more than a result and a score is refused", start + ";0.5;20;1\n", 0, true},
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

// TestSplitHoldsOutWholeGames: a game's positions are all trained on or all
// held out, one game in ten, the games told apart by their move numbers.
func TestSplitHoldsOutWholeGames(t *testing.T) {
	var text strings.Builder
	for range 20 {
		for move := 5; move <= 7; move++ {
			fmt.Fprintf(&text, "rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 %d;0.5\n", move)
		}
	}
	s, err := read(strings.NewReader(text.String()))
	require.NoError(t, err)
	require.Len(t, s, 60)
	train, held := split(s)
	assert.Len(t, held, 6, "games 9 and 19, three positions each")
	assert.Len(t, train, 54)
	for _, x := range held {
		assert.Equal(t, 9, x.game%10)
	}
}

func TestBlend(t *testing.T) {
	const start = "rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
	text := start + ";1;300\n" + start + ";0;-300\n" + start + ";1;-50\n" + start + ";0.5;0\n" + start + ";0\n"
	for _, tc := range []struct {
		name   string
		lambda float64
		check  func(t *testing.T, s []sample)
	}{
		{"with lambda 1 the targets are the results", 1, func(t *testing.T, s []sample) {
			for _, x := range s {
				assert.InDelta(t, x.result, x.target, 1e-9)
			}
		}},
		{"with lambda 0 a scored target follows the score", 0, func(t *testing.T, s []sample) {
			assert.Greater(t, s[0].target, 0.5)
			assert.Less(t, s[1].target, 0.5)
			assert.Less(t, s[2].target, 0.5, "a won game's position that the engine thought worse")
			assert.InDelta(t, 0.5, s[3].target, 1e-9)
		}},
		{"a position without a score keeps its result", 0, func(t *testing.T, s []sample) {
			assert.InDelta(t, 0.0, s[4].target, 1e-9)
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := read(strings.NewReader(text))
			require.NoError(t, err)
			require.Len(t, s, 5)
			assert.Greater(t, blend(s, tc.lambda), 0.0)
			tc.check(t, s)
		})
	}
}
