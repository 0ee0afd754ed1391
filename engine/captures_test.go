package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestAppendCaptures pins that the captures are exactly the legal moves that take a
// piece or promote (docs/rules.md §5), in positions from random games, checks and pins
// included.
func TestAppendCaptures(t *testing.T) {
	positions := randomGamePositions(12, 150)
	if testing.Short() {
		positions = randomGamePositions(3, 100)
	}
	for _, p := range positions {
		var want []Move
		for _, m := range p.LegalMoves() {
			if m.Kind == Promotion || p.ColorSquares(p.Side().Other()).Has(m.To) {
				want = append(want, m)
			}
		}
		assert.ElementsMatch(t, want, p.AppendCaptures(nil), "in\n%s", describe(&p))
	}
}
