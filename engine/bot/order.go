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
	killer, history, risky := ps.killer, &s.history[p.Side()], p.HiddenMines() > 0
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
			if risky {
				if risk := s.risk(p, m); risk > 0 {
					v -= int32(risk * float64(value[p.KindAt(m.From)]) * 100)
				}
			}
		}
		moves[n] = m
		n++
		order = append(order, v)
	}
	ps.moves, ps.order, ps.sorted = moves[:n], order, false
	return ps.moves
}

// pick returns the i-th move of ply in order, the moves before it having been
// picked. The first few it brings forward one at a time, the first of the best
// left each time: most nodes are cut off after a move or two. From sortFrom on it
// sorts the rest at once, in the same order, stably: a node that gets that far
// goes through them all, if only to prune most.
func (s *searcher) pick(ply, i int) engine.Move {
	ps := &s.plies[ply]
	moves, order := ps.moves, ps.order
	switch {
	case ps.sorted:
		return moves[i]
	case i >= sortFrom:
		ps.sorted = true
		for a := i + 1; a < len(order); a++ {
			m, o := moves[a], order[a]
			b := a
			for ; b > i && order[b-1] < o; b-- {
				moves[b], order[b] = moves[b-1], order[b-1]
			}
			moves[b], order[b] = m, o
		}
		return moves[i]
	}
	best, top := i, order[i]
	for j, o := range order[i+1:] {
		if o > top {
			best, top = i+1+j, o
		}
	}
	if best != i {
		m, o := moves[best], order[best]
		copy(moves[i+1:best+1], moves[i:best])
		copy(order[i+1:best+1], order[i:best])
		moves[i], order[i] = m, o
	}
	return moves[i]
}

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
