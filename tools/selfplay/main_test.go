package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine/uci/ucitest"
)

// fakeEnv, when set, makes the test binary a stand-in engine, which plays the
// first legal move.
const fakeEnv = "SELFPLAY_TEST_FAKE_ENGINE"

func TestMain(m *testing.M) {
	ucitest.Main(m, fakeEnv, func(string) *ucitest.Engine { return &ucitest.Engine{Name: "Fake 1.0"} })
}

// TestFirstExtendsARun: the games of a run from -first N are those a longer run
// plays after its first N, so that two runs make the data of one.
func TestFirstExtendsARun(t *testing.T) {
	exe := ucitest.Path(t, fakeEnv, "1")
	games := func(first, n int) string {
		out := filepath.Join(t.TempDir(), "games.txt")
		require.NoError(t, run(exe, "", out, first, n, 1, 6, 2, 7))
		b, err := os.ReadFile(out)
		require.NoError(t, err)
		return string(b)
	}
	whole, head, tail := games(0, 3), games(0, 1), games(1, 2)
	require.NotEmpty(t, head)
	require.NotEmpty(t, tail)
	assert.Equal(t, whole, head+tail)
}
