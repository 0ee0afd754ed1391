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

// TestCanPassAgreesWithTheMoves: a legal move passes exactly when it is a sweep
// of a square that is neither fogged nor a found mine (docs/rules.md §4), and a
// position can pass exactly when one of its moves does, in referee positions, their views, and the odd positions
// of randomPositions (checks, found mines, pawns at the edges).
func TestCanPassAgreesWithTheMoves(t *testing.T) {
	positions := append(randomGamePositions(30, 120), randomPositions(3, 300)...)
	seen := map[bool]int{}
	for i, p := range positions {
		for _, q := range []Position{p, p.View()} {
			want := false
			for _, m := range q.AppendLegalMoves(nil, true) {
				pass := m.Kind == Sweep && !q.Fog().Has(m.To) && !q.FoundMines().Has(m.To)
				require.Equal(t, pass, q.IsPass(m), "position %d, %v:\n%s", i, m, describe(&q))
				want = want || pass
			}
			require.Equal(t, want, q.CanPass(), "position %d:\n%s", i, describe(&q))
			seen[want]++
		}
	}
	assert.Positive(t, seen[true], "positions that can pass")
	assert.Positive(t, seen[false], "positions that cannot")
	t.Logf("can pass: %v", seen)
}
