// An engine is another process, which js/wasm cannot start.

//go:build !js

package uci_test

import (
	"os"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/engine/uci"
	"mschess/engine/uci/ucitest"
)

// fakeEnv, when set, makes the test binary a stand-in engine of that behaviour.
const fakeEnv = "UCI_TEST_FAKE_ENGINE"

// TestMain runs the stand-in engine in place of the tests when started as one.
func TestMain(m *testing.M) {
	ucitest.Main(m, fakeEnv, func(behaviour string) *ucitest.Engine {
		fake := &ucitest.Engine{Name: "Fake 1.0"}
		switch behaviour {
		case "quits":
			os.Exit(3)
		case "mute": // answers the handshake, then never moves
			fake.Choose = func(*engine.Position) string { select {} }
		case "plain":
			fake.Plain = true
		case "wordless":
			fake.Choose = func(*engine.Position) string { return "" }
		}
		return fake
	})
}

// fakePath returns the path of the test binary, which runs as a stand-in
// engine of behaviour when started from this test.
func fakePath(t *testing.T, behaviour string) string {
	t.Helper()
	return ucitest.Path(t, fakeEnv, behaviour)
}

// startFake starts the test binary as a stand-in engine of behaviour.
func startFake(t *testing.T, behaviour string) (*uci.Engine, error) {
	t.Helper()
	return uci.Start(fakePath(t, behaviour))
}

func TestStartReadsTheEnginesName(t *testing.T) {
	e, err := startFake(t, "first")
	require.NoError(t, err)
	assert.Equal(t, "Fake 1.0", e.Name)
	assert.NoError(t, e.Close())
}

func TestStartFailsWhenTheEngineQuits(t *testing.T) {
	_, err := startFake(t, "quits")
	assert.ErrorContains(t, err, `quit before "uciok"`)
}

// TestStartVariantLoadsTheVariantsFile: the variants file, when there is one,
// goes to the engine with the variant to play, which an engine without
// variants refuses.
func TestStartVariantLoadsTheVariantsFile(t *testing.T) {
	tests := []struct {
		name, behaviour, variants string
		ok                        bool
	}{
		{"a variants engine, a file", "first", "testdata/mschess.ini", true},
		{"a variants engine, no file", "first", "", true},
		{"a plain engine, no file", "plain", "", true},
		{"a plain engine, a file", "plain", "testdata/mschess.ini", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, err := uci.StartVariant(fakePath(t, tt.behaviour), tt.variants)
			if !tt.ok {
				assert.Error(t, err)
				return
			}
			require.NoError(t, err)
			assert.NoError(t, e.Close())
		})
	}
}

func TestStartFailsWithoutAnEngine(t *testing.T) {
	_, err := uci.Start("/nonexistent/engine")
	assert.ErrorContains(t, err, "cannot start the engine")
}

// TestGoNodesPlaysFromThePosition pins the conversation of a game: the engine is
// handed a position and moves from it, and its answer is the stand-in's choice there,
// the first legal move of the position after the moves.
func TestGoNodesPlaysFromThePosition(t *testing.T) {
	tests := []struct {
		name  string
		fen   string
		moves []string
		after string // the position after the moves
	}{
		{"§1 the start: White's first move", "", nil, plainStart},
		{"§5 after a double step Black answers", "", []string{"e2e4"}, "rnbqkbnr/pppppppp/8/8/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"},
		{"§8 a position given as FEN", "4k3/8/8/8/8/8/8/8/8/4K2R w K - 0 1", nil, "4k3/8/8/8/8/8/8/8/8/4K2R w K - 0 1"},
		{"§5 castling given as the king's squares", "4k3/8/8/8/8/8/8/8/8/4K2R w K - 0 1", []string{"e1g1"}, "4k3/8/8/8/8/8/8/8/8/5RK1 b - - 1 1"},
		{"§7 checkmated: no move", "4k3/4Q3/4K3/8/8/8/8/8/8/8 b - - 0 1", nil, ""},
	}
	e, err := startFake(t, "first")
	require.NoError(t, err)
	defer e.Close()
	require.NoError(t, e.SetOption("Hash", "16"))
	require.NoError(t, e.NewGame())
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			require.NoError(t, e.Position(tt.fen, tt.moves))
			got, _, err := e.GoNodes(100)
			if tt.after == "" {
				assert.ErrorIs(t, err, uci.ErrNoMove)
				return
			}
			require.NoError(t, err)
			p, err := engine.ParseMFEN(tt.after)
			require.NoError(t, err)
			assert.Equal(t, uci.Move(p.AppendLegalMoves(nil, false)[0]), got)
		})
	}
}

// TestGoNodesReadsTheScore: the score is the last exact one the engine
// reported, for the side to move; the stand-in's is the material, after a
// lower bound above it.
func TestGoNodesReadsTheScore(t *testing.T) {
	tests := []struct {
		name string
		fen  string
		want uci.Score
	}{
		{"§1 the start is level", "", uci.Score{}},
		{"White to move a rook up", "4k3/8/8/8/8/8/8/8/8/4K2R w K - 0 1", uci.Score{Centipawns: 500}},
		{"Black to move a rook down", "4k3/8/8/8/8/8/8/8/8/4K2R b K - 0 1", uci.Score{Centipawns: -500}},
	}
	e, err := startFake(t, "first")
	require.NoError(t, err)
	defer e.Close()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			require.NoError(t, e.Position(tt.fen, nil))
			_, got, err := e.GoNodes(100)
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestGoNodesFailsOnAnEmptyBestmove(t *testing.T) {
	e, err := startFake(t, "wordless")
	require.NoError(t, err)
	defer e.Close()
	require.NoError(t, e.Position("", nil))
	_, _, err = e.GoNodes(100)
	assert.ErrorContains(t, err, "no move")
}

func TestGoNodesGivesUpOnAnEngineThatNeverAnswers(t *testing.T) {
	e, err := startFake(t, "mute")
	require.NoError(t, err)
	e.Timeout = 100 * time.Millisecond
	require.NoError(t, e.Position("", nil))
	_, _, err = e.GoNodes(100)
	assert.ErrorContains(t, err, `no "bestmove" within`)
	assert.NoError(t, e.Close(), "Close ends an engine that does not quit")
}
