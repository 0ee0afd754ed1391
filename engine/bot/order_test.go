package bot

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"

	"mschess/engine"
)

// TestPickGoesByScoreKeepingTheOrderOfTies: pick hands the moves out best first,
// and those that score the same in the order they were listed, whether it brings
// them forward one by one or sorts the rest at once (sortFrom).
func TestPickGoesByScoreKeepingTheOrderOfTies(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, n := range []int{1, 2, sortFrom, sortFrom + 1, 40} {
		s := &searcher{}
		ps := &s.plies[0]
		type scored struct {
			move  engine.Move
			score int32
		}
		var listed []scored
		for i := range n {
			m := engine.Move{From: engine.Square(i), To: engine.Square(i + 1)}
			o := int32(r.IntN(5)) // few scores, many ties
			listed = append(listed, scored{m, o})
			ps.moves, ps.order = append(ps.moves, m), append(ps.order, o)
		}
		want := slices.Clone(listed)
		slices.SortStableFunc(want, func(a, b scored) int { return cmp.Compare(b.score, a.score) })
		var got []scored
		for i := range n {
			got = append(got, scored{s.pick(0, i), ps.order[i]})
		}
		assert.Equal(t, want, got, "%d moves", n)
	}
}
