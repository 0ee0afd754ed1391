package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPassTurn pins the null move: the other side to move, the placement, mines
// and fog as they were.
func TestPassTurn(t *testing.T) {
	p, err := ParseMFEN("rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ?4 ########/########/########/########")
	require.NoError(t, err)
	q := p
	q.PassTurn()
	assert.Equal(t, Black, q.Side())
	assert.Equal(t, "rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1 ?4 ########/########/########/########", q.MFEN())
	assert.NotEqual(t, p.Key(), q.Key())
	q.PassTurn()
	assert.Equal(t, p.Key(), q.Key(), "two passes make the same position again")
}
