package bot

import "mschess/engine"

// Move ordering: the table's move first, then captures and promotions, killers, and
// quiet moves by history; moves that throw a piece onto a found mine, and passes,
// last. Good ordering is most of what makes alpha-beta fast.
const (
	orderTable   = 1 << 30
	orderCapture = 1 << 28
	orderKiller  = 1 << 27
	orderLast    = -1 << 29
)

// orderedMoves lists the legal moves of p, sorted for searching at ply, into the
// ply's scratch space; only captures and promotions unless all is set. Of the
// sweeps that only pass the turn it keeps one: they all lead to the same position.
func (s *searcher) orderedMoves(p *engine.Position, ply int, ttMove engine.Move, all bool) []engine.Move {
	ps := &s.plies[ply]
	moves := ps.moves[:0]
	if all {
		moves = p.AppendLegalMoves(moves, true)
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
	moves = moves[:n]
	for i := 1; i < n; i++ {
		for j := i; j > 0 && order[j] > order[j-1]; j-- {
			order[j], order[j-1] = order[j-1], order[j]
			moves[j], moves[j-1] = moves[j-1], moves[j]
		}
	}
	ps.moves, ps.order = moves, order
	return moves
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
		return orderCapture + value[p.PieceAt(m.To).Kind]*16 - value[p.PieceAt(m.From).Kind]/16
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
	h := s.history[p.Side()][m.From][m.To]
	if risk := s.risk(p, m); risk > 0 {
		h -= int32(risk * float64(value[p.PieceAt(m.From).Kind]) * 100)
	}
	return h
}
