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
			ps.moves, ps.order = append(ps.moves, m), append(ps.order, orderKey(o, i))
		}
		want := slices.Clone(listed)
		slices.SortStableFunc(want, func(a, b scored) int { return cmp.Compare(b.score, a.score) })
		var got []scored
		for i := range n {
			got = append(got, scored{s.pick(0, i), int32(ps.order[i] >> 16)})
		}
		assert.Equal(t, want, got, "%d moves", n)
	}
}

// TestGivesCheckAgreesWithTheBoard: givesCheck finds a move's check, by the piece
// moved or by a line it opens, exactly when the opponent is in check after it,
// but for a castling rook's check and a blast, which it does not look for.
func TestGivesCheckAgreesWithTheBoard(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	checks := 0
	for game := range 60 {
		v := viewAfter(t, plainStart)
		p := v.Position
		for ply := 0; ply < 200 && !p.InsufficientMaterial(); ply++ {
			moves := p.AppendLegalMoves(nil, true)
			if len(moves) == 0 {
				break
			}
			for _, m := range moves {
				after := p
				after.Play(m)
				want := after.InCheck() && m.Kind != engine.Castle
				if want {
					checks++
				}
				assert.Equal(t, want, givesCheck(&p, m), "game %d, ply %d, %v in %s", game, ply, m, p.MFEN())
			}
			// Checks are what the test is about: play one when there is one.
			m := moves[r.IntN(len(moves))]
			for _, c := range moves {
				if after := p; r.IntN(2) == 0 {
					after.Play(c)
					if after.InCheck() {
						m = c
						break
					}
				}
			}
			p.Play(m)
		}
	}
	assert.Greater(t, checks, 1000, "moves that give check")
	t.Logf("%d moves giving check", checks)
}
