package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine/uci/ucitest"
)

// fakeEnv, when set, makes the test binary a stand-in engine, whose score is the
// material.
const fakeEnv = "LABEL_TEST_FAKE_ENGINE"

func TestMain(m *testing.M) {
	ucitest.Main(m, fakeEnv, func(string) *ucitest.Engine { return &ucitest.Engine{Name: "Fake 1.0"} })
}

func TestLabel(t *testing.T) {
	exe := ucitest.Path(t, fakeEnv, "1")
	lines := []string{
		"4k3/8/8/8/8/8/8/8/8/4K2R w K - 0 1;1",
		"4k3/8/8/8/8/8/8/8/8/4K2R b K - 0 1;0.5",
		"rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1;0",
		"k7/2Q5/1K6/8/8/8/8/8/8/8 b - - 0 1;0.5",
	}
	for _, tc := range []struct {
		name string
		line int
		want string
	}{
		{"White's score is added to White's move", 0, lines[0] + ";500"},
		{"the score is White's when Black is to move", 1, lines[1] + ";500"},
		{"a level position scores 0", 2, lines[2] + ";0"},
		{"a position without a move keeps its line", 3, lines[3]},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, parallel := range []int{1, 2} {
				dir := t.TempDir()
				in, out := filepath.Join(dir, "in.txt.gz"), filepath.Join(dir, "out.txt")
				require.NoError(t, writeLines(in, lines))
				require.NoError(t, run(exe, "", in, out, 100, parallel))
				got, err := readLines(out)
				require.NoError(t, err)
				require.Len(t, got, len(lines))
				assert.Equal(t, tc.want, got[tc.line], "-parallel %d", parallel)
			}
		})
	}
}

func TestLabelRefuses(t *testing.T) {
	exe := ucitest.Path(t, fakeEnv, "1")
	for _, tc := range []struct{ name, line, want string }{
		{"a line without a result", "4k3/8/8/8/8/8/8/8/8/4K2R w K - 0 1", "line 1: no result"},
		{"a position that does not parse", "8/8 w - - 0 1;1", "line 1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := filepath.Join(t.TempDir(), "in.txt")
			require.NoError(t, os.WriteFile(in, []byte(tc.line+"\n"), 0o644))
			err := run(exe, "", in, filepath.Join(t.TempDir(), "out.txt"), 100, 1)
			require.Error(t, err)
			assert.True(t, strings.HasPrefix(err.Error(), tc.want), err.Error())
		})
	}
}
