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
	order := ps.order[:0]
	n, passed := 0, false
	for _, m := range moves {
		if m.Kind == engine.Sweep && isPass(p, m) {
			if passed {
				continue
			}
			passed = true
		}
		moves[n] = m
		n++
		order = append(order, s.orderScore(p, m, ply, ttMove))
	}
	ps.moves, ps.order = moves[:n], order
	return ps.moves
}

// pick returns the i-th move of ply in order, the moves before it having been
// picked: it brings the first of the best that are left forward, the rest keeping
// their order. Sorting only as far as the search goes pays, since most nodes are
// cut off after a move or two.
func (s *searcher) pick(ply, i int) engine.Move {
	ps := &s.plies[ply]
	moves, order := ps.moves, ps.order
	best := i
	for j := i + 1; j < len(order); j++ {
		if order[j] > order[best] {
			best = j
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

// orderScore is how early m is searched at ply: higher first.
func (s *searcher) orderScore(p *engine.Position, m engine.Move, ply int, ttMove engine.Move) int32 {
	if m == ttMove {
		return orderTable
	}
	if m.Kind == engine.Sweep {
		if isPass(p, m) {
			return orderLast
		}
		return 0
	}
	// Looking a piece up costs a loop over the kinds: only the moves that need it do.
	if p.ColorSquares(p.Side().Other()).Has(m.To) {
		victim, attacker := value[p.PieceAt(m.To).Kind], value[p.PieceAt(m.From).Kind]
		if attacker > victim && !seeGE(p, m, 0) {
			return orderBadCapture + victim*16 - attacker/16
		}
		return orderCapture + victim*16 - attacker/16
	}
	if m.Kind == engine.Promotion {
		return orderCapture + value[engine.Queen]*16
	}
	if p.FoundMines().Has(m.To) && p.PieceAt(m.From).Kind != engine.King {
		return orderLast - 1
	}
	if k := s.plies[ply].killer; m == k[0] || m == k[1] {
		return orderKiller
	}
	h := int32(s.history[p.Side()][m.From][m.To])
	if risk := s.risk(p, m); risk > 0 {
		h -= int32(risk * float64(value[p.PieceAt(m.From).Kind]) * 100)
	}
	return h
}
