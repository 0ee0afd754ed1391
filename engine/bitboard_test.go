package engine

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestBitboardPop pins Pop and PopFirst to the squares in increasing order, across
// the two words of the set: ranks 1 to 8 in Lo, 9 and 10 in Hi. Each set is
// written in increasing order.
func TestBitboardPop(t *testing.T) {
	for _, tc := range []struct {
		name, set string
	}{
		{"one square of the low word", "e4"},
		{"one square of the high word", "d9"},
		{"the corners, both words", "a1 h1 a10 h10"},
		{"the last square of the low word and the first of the high", "h8 a9"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var want []Square
			for _, name := range strings.Fields(tc.set) {
				want = append(want, sq(name))
			}
			var popped, poppedFirst []Square
			for b := squares(tc.set); b.Any(); {
				var s Square
				s, b = b.Pop()
				popped = append(popped, s)
			}
			for b := squares(tc.set); b.Any(); {
				poppedFirst = append(poppedFirst, b.PopFirst())
			}
			assert.Equal(t, want, popped)
			assert.Equal(t, want, poppedFirst)
			assert.Equal(t, want, squares(tc.set).Squares())
		})
	}
}
