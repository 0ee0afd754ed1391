package bot

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

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

// TestStagesKeepTheOrder: the moves next brings in stages (the good captures,
// the killers, then the rest, each listed once reached) come in the order of the
// one list of every move, whatever the killers are: quiet moves, captures,
// sweeps, steps onto found mines, moves of no piece.
func TestStagesKeepTheOrder(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	s := newSearcher(levels[MaxLevel], nil, 0, Options{})
	defer s.release()
	fitted := 0
	for game := range 30 {
		p := engine.StartPosition(engine.MinesFromSeed(uint64(game)))
		for ply := 0; ply < 120; ply++ {
			moves := p.AppendLegalMoves(nil, true)
			if len(moves) == 0 {
				break
			}
			for i := range s.history[p.Side()] {
				for j := range s.history[p.Side()][i] {
					s.history[p.Side()][i][j] = historyScore((r.IntN(5) - 2) * 1000) // many ties
				}
			}
			anyMove := func() engine.Move {
				switch r.IntN(4) {
				case 0:
					return engine.NoMove
				case 1:
					return engine.Move{From: engine.Square(r.IntN(engine.NumSquares)), To: engine.Square(r.IntN(engine.NumSquares))}
				}
				return moves[r.IntN(len(moves))]
			}
			ttMove := anyMove()
			if !p.IsLegal(ttMove) {
				ttMove = engine.NoMove // the table's move is a legal one
			}
			s.plies[0].killer = [2]engine.Move{anyMove(), anyMove()}
			for _, k := range s.plies[0].killer {
				if killerFits(&p, k, ttMove) {
					fitted++
				}
			}
			var got [2][]engine.Move
			for w, what := range []listing{listAll, listStaged} {
				for i := 0; ; i++ {
					m, ok := s.next(&p, 0, i, ttMove, what)
					if !ok {
						break
					}
					got[w] = append(got[w], m)
				}
			}
			require.Equal(t, got[0], got[1], "game %d, ply %d, killers %v, table's move %v in %s", game, ply, s.plies[0].killer, ttMove, p.MFEN())
			// Each move comes once, and of the passes, which all lead to the
			// same position, one.
			seen, passes := map[engine.Move]bool{}, 0
			for _, m := range got[1] {
				require.False(t, seen[m], "game %d, ply %d: %v twice", game, ply, m)
				if seen[m] = true; p.IsPass(m) {
					passes++
				}
			}
			require.LessOrEqual(t, passes, 1, "game %d, ply %d: passes, with the table's move %v", game, ply, ttMove)
			if e := p.Play(moves[r.IntN(len(moves))]); e.Exposed {
				break
			}
		}
	}
	assert.Greater(t, fitted, 500, "killers searched at their stage")
}
