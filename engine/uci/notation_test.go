package uci_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/engine/uci"
)

const plainStart = "rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// TestMoveRoundTrip pins the UCI form of each kind of move: written by Move, read
// back by ParseMove as the same move.
func TestMoveRoundTrip(t *testing.T) {
	tests := []struct {
		name, fen, text string
		kind            engine.MoveKind
	}{
		{"§5 a double step", plainStart, "e2e4", engine.Ordinary},
		{"§5 a knight's move to rank 3", plainStart, "g1f3", engine.Ordinary},
		{"§1 a move onto rank 10", "4k3/8/8/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a10", engine.Ordinary},
		{"§5 promotion to a queen", "4k3/P7/8/8/8/8/8/8/8/4K3 w - - 0 1", "a9a10q", engine.Promotion},
		{"§5 Black promotes on rank 1", "4k3/8/8/8/8/8/8/8/p7/4K3 b - - 0 1", "a2a1q", engine.Promotion},
		{"§5 castling short is the king's two squares", "4k3/8/8/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1", engine.Castle},
		{"§5 castling long on rank 10", "r3k3/8/8/8/8/8/8/8/8/4K3 b q - 0 1", "e10c10", engine.Castle},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := engine.ParseMFEN(tt.fen)
			require.NoError(t, err)
			m, err := uci.ParseMove(&p, tt.text)
			require.NoError(t, err)
			assert.Equal(t, tt.kind, m.Kind)
			assert.Equal(t, tt.text, uci.Move(m))
		})
	}
}

func TestParseMoveRefuses(t *testing.T) {
	tests := []struct {
		name, fen, text, why string
	}{
		{"§5 no en passant", "4k3/8/8/4Pp2/8/8/8/8/8/4K3 w - - 0 1", "e7f8", "not legal"},
		{"§5 promotion to a queen only", "4k3/P7/8/8/8/8/8/8/8/4K3 w - - 0 1", "a9a10n", "queen only"},
		{"§4 a sweep has no UCI form", plainStart, "Se3", "no move in UCI"},
		{"§1 no rank 11", plainStart, "e10e11", "no move in UCI"},
		{"§1 no file i", plainStart, "i2i4", "no move in UCI"},
		{"empty", plainStart, "", "no move in UCI"},
		{"§5 a pawn does not move three squares", plainStart, "e2e5", "not legal"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := engine.ParseMFEN(tt.fen)
			require.NoError(t, err)
			_, err = uci.ParseMove(&p, tt.text)
			assert.ErrorContains(t, err, tt.why)
		})
	}
}

// FuzzParseMove pins that any text is read as a legal move or refused, never a
// panic.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"e2e4", "a9a10q", "e1g1", "", "h", "a10a10", "Se3", "e9e10n"} {
		f.Add(s)
	}
	p, err := engine.ParseMFEN(plainStart)
	require.NoError(f, err)
	f.Fuzz(func(t *testing.T, text string) {
		if m, err := uci.ParseMove(&p, text); err == nil {
			assert.True(t, p.IsLegal(m))
			assert.NotEqual(t, engine.Sweep, m.Kind)
		}
	})
}

func TestFENLeavesOutMinesAndFog(t *testing.T) {
	p, err := engine.ParseMFEN(plainStart)
	require.NoError(t, err)
	assert.Equal(t, plainStart, uci.FEN(&p))
}
