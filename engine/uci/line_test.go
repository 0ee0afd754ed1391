package uci

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
)

// TestLineStartsAfterEachPawnMoveOrCapture pins what an engine is handed: the
// position after the last pawn move or capture, so that a double step never
// reaches it as a move it could answer en passant (docs/rules.md §5), and the
// moves since, so that it sees every repetition (docs/rules.md §7).
func TestLineStartsAfterEachPawnMoveOrCapture(t *testing.T) {
	p, err := engine.ParseMFEN("rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
	require.NoError(t, err)
	var l Line
	l.Add(&p, engine.NoMove)
	steps := []struct {
		move, base string
		tail       []string
	}{
		{"g1f3", "rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", []string{"g1f3"}},
		{"g10f8", "rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", []string{"g1f3", "g10f8"}},
		{"e2e4", "rnbqkb1r/pppppppp/5n2/8/8/8/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 0 2", nil},
		{"f8e6", "rnbqkb1r/pppppppp/5n2/8/8/8/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 0 2", []string{"f8e6"}},
		{"f3d4", "rnbqkb1r/pppppppp/5n2/8/8/8/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 0 2", []string{"f8e6", "f3d4"}},
		{"e6d4", "rnbqkb1r/pppppppp/8/8/8/8/3nP3/8/PPPP1PPP/RNBQKB1R w KQkq - 0 4", nil},
	}
	for _, step := range steps {
		m, err := ParseMove(&p, step.move)
		require.NoError(t, err, step.move)
		p.Play(m)
		l.Add(&p, m)
		assert.Equal(t, step.base, l.base, "after %s", step.move)
		assert.Equal(t, len(step.tail), len(l.tail), "after %s", step.move)
		if len(step.tail) > 0 {
			assert.Equal(t, step.tail, l.tail, "after %s", step.move)
		}
	}
}
