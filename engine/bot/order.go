package bot

import "mschess/engine"

// Move ordering: the table's move first, then captures and promotions, killers, and
// quiet moves by history; moves that throw a piece onto a found mine, and passes,
// last. Good ordering is most of what makes alpha-beta fast.
const (
	orderTable   = 1 << 30
	orderCapture = 1 << 28
	orderKiller  = 1 << 27
	// orderBadCapture is a capture that loses material in the exchange: after the
	// quiet moves.
	orderBadCapture = -1 << 24
	orderLast       = -1 << 29
)

// orderedMoves lists the legal moves of p into the scratch space of ply, with how
// early each is to be searched; pick then takes them out in that order. It lists
// only captures and promotions unless all is set. Of the sweeps that only pass the
// turn it keeps one: they all lead to the same position.
func (s *searcher) orderedMoves(p *engine.Position, ply int, ttMove engine.Move, all bool) []engine.Move {
	ps := &s.plies[ply]
	moves := ps.moves[:0]
	if all {
		moves = p.AppendLegalMoves(moves, s.sweeps)
	} else {
		moves = p.AppendCaptures(moves)
	}
	// What scoring a move asks of the position is the same for every move: it is
	// looked up once, and the scoring is done here rather than in a call per
	// move, which in WebAssembly costs as much as the scoring.
	enemy, found := p.ColorSquares(p.Side().Other()), p.FoundMines()
	killer, history := ps.killer, &s.history[p.Side()]
	// Only a move onto these may meet a mine: the others need no call to risk.
	unknown := mayHideMine(p)
	order := ps.order[:0]
	n, passed := 0, false
	for _, m := range moves {
		pass := m.Kind == engine.Sweep && p.IsPass(m)
		if pass {
			if passed {
				continue
			}
			passed = true
		}
		var v int32 // how early m is searched: higher first
		switch {
		case m == ttMove:
			v = orderTable
		case pass:
			v = orderLast
		case m.Kind == engine.Sweep:
		case enemy.Has(m.To):
			v = captureOrder(p, m)
		case m.Kind == engine.Promotion:
			v = orderCapture + value[engine.Queen]*16
		case found.Has(m.To) && p.KindAt(m.From) != engine.King:
			v = orderLast - 1
		case m == killer[0] || m == killer[1]:
			v = orderKiller
		default:
			v = int32(history[m.From][m.To])
			if unknown.Has(m.To) {
				if risk := s.risk(p, m); risk > 0 {
					v -= int32(risk * float64(value[p.KindAt(m.From)]) * 100)
				}
			}
		}
		moves[n] = m
		order = append(order, orderKey(v, n))
		n++
	}
	ps.moves, ps.order, ps.sorted = moves[:n], order, false
	return ps.moves
}

// pick returns the i-th move of ply in order, the moves before it having been
// picked. The first few it brings forward one at a time, the best left each
// time: most nodes are cut off after a move or two. From sortFrom on it sorts
// the rest at once: a node that gets that far goes through them all, if only to
// prune most. What it moves about are the order keys alone (see orderKey).
func (s *searcher) pick(ply, i int) engine.Move {
	ps := &s.plies[ply]
	order := ps.order
	switch {
	case ps.sorted:
	case i >= sortFrom:
		ps.sorted = true
		for a := i + 1; a < len(order); a++ {
			o, b := order[a], a
			for ; b > i && order[b-1] < o; b-- {
				order[b] = order[b-1]
			}
			order[b] = o
		}
	default:
		best := i
		for j := i + 1; j < len(order); j++ {
			if order[j] > order[best] {
				best = j
			}
		}
		order[i], order[best] = order[best], order[i]
	}
	return ps.moves[orderIndex-order[i]&orderIndex]
}

// orderKey is how early the n-th move listed is searched, given its score v:
// by v, and among equal scores by n, so that no two keys are equal and the
// order is one and the same however the keys are sorted.
func orderKey(v int32, n int) int64 { return int64(v)<<16 | int64(orderIndex-n) }

// orderIndex masks the move's index out of its order key.
const orderIndex = 1<<16 - 1

// sortFrom is the first pick that sorts the moves left.
const sortFrom = 2

// captureOrder is how early the capture m is searched: by what it takes and with
// what, after the quiet moves when it loses material in the exchange.
func captureOrder(p *engine.Position, m engine.Move) int32 {
	victim, attacker := value[p.KindAt(m.To)], value[p.KindAt(m.From)]
	if attacker > victim && !seeGE(p, m, 0) {
		return orderBadCapture + victim*16 - attacker/16
	}
	return orderCapture + victim*16 - attacker/16
}
