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
	moves := p.AppendLegalMoves(ps.moves[:0], all)
	order := ps.order[:0]
	n, passed := 0, false
	for _, m := range moves {
		if !all && quiet(p, m) {
			continue
		}
		if isPass(p, m) {
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
	mover := p.PieceAt(m.From).Kind
	if victim := p.PieceAt(m.To).Kind; victim != engine.NoKind {
		return orderCapture + value[victim]*16 - value[mover]/16
	}
	if m.Kind == engine.Promotion {
		return orderCapture + value[engine.Queen]*16
	}
	if mover != engine.King && p.FoundMines().Has(m.To) {
		return orderLast - 1
	}
	if k := s.plies[ply].killer; m == k[0] || m == k[1] {
		return orderKiller
	}
	return s.history[p.Side()][m.From][m.To] - int32(s.risk(p, m)*float64(value[mover])*100)
}
