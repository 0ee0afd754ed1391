package bot

import "mschess/engine"

// Move ordering: the table's move first, then captures and promotions, killers, and
// quiet moves by history; moves that throw a piece onto a found mine, and passes,
// last. Good ordering is most of what makes alpha-beta fast.
const (
	orderCapture = 1 << 28
	orderKiller  = 1 << 27 // the second killer; the first comes just before it
	// orderBadCapture is a capture that loses material in the exchange: after the
	// quiet moves.
	orderBadCapture = -1 << 24
	orderLast       = -1 << 29
)

// listing is which moves orderedMoves lists, or how next brings them: next
// takes every value but listRest, orderedMoves every value but listStaged.
type listing uint8

const (
	listCaptures listing = iota // the captures and promotions
	listAll                     // every legal move
	listRest                    // every legal move but those ordered before the quiet ones
	listStaged                  // (next only) every legal move, in stages
)

// The stages of next at a node, in order.
const (
	stageTable      = iota // the table's move; nothing listed yet
	stageList              // the captures and promotions, or every move in one list
	stageKiller            // the first killer
	stageKiller2           // the second killer
	stageRest              // every other move, listed once reached
	stageRestListed        // every other move, listed
)

// next returns the i-th move of p to search at ply, or false when none is left.
// The table's move comes first, before anything is listed: it often cuts off.
// The other moves follow in one list (see orderedMoves) unless what is
// listStaged: then in stages, each listed only once reached, the captures and
// promotions that win or hold material first, then the killers, then the rest.
// Most nodes that search more than the table's move are cut off by a capture or
// a killer and never list their quiet moves. For the same history and killers
// the order is the same either way.
func (s *searcher) next(p *engine.Position, ply, i int, ttMove engine.Move, what listing) (engine.Move, bool) {
	ps := &s.plies[ply]
	if i == 0 {
		ps.stage = stageTable
		if ttMove != engine.NoMove {
			return ttMove, true
		}
	}
	for {
		switch ps.stage {
		case stageTable:
			list := what
			if what == listStaged {
				list = listCaptures
			}
			s.orderedMoves(p, ply, ttMove, list)
			ps.first, ps.stage = i, stageList
		case stageList:
			if j := i - ps.first; j < len(ps.moves) {
				// A capture that loses material waits for the rest.
				if m := s.pick(ply, j); what != listStaged || ps.order[j]>>16 >= orderKiller {
					return m, true
				}
			}
			if what != listStaged {
				return engine.NoMove, false
			}
			ps.stage = stageKiller
		case stageKiller, stageKiller2:
			m := ps.killer[ps.stage-stageKiller]
			ps.stage++
			if (ps.stage == stageKiller2 || m != ps.killer[0]) && killerFits(p, m, ttMove) {
				return m, true
			}
		case stageRest:
			s.orderedMoves(p, ply, ttMove, listRest)
			ps.first, ps.stage = i, stageRestListed
		default:
			if j := i - ps.first; j < len(ps.moves) {
				return s.pick(ply, j), true
			}
			return engine.NoMove, false
		}
	}
}

// killerFits reports whether the killer m is a legal move of p that orderedMoves
// would order as a killer: not the table's move, and neither a sweep, a capture, a
// promotion nor a step onto a found mine. A killer whose piece has gone, or whose
// square is taken, fails before the costlier test of legality.
func killerFits(p *engine.Position, m, ttMove engine.Move) bool {
	return m != engine.NoMove && m != ttMove && m.Kind != engine.Sweep && m.Kind != engine.Promotion &&
		p.ColorSquares(p.Side()).Has(m.From) && !p.Occupied().Has(m.To) &&
		!(p.FoundMines().Has(m.To) && p.KindAt(m.From) != engine.King) && p.IsLegal(m)
}

// orderedMoves lists the moves of p of the listing what into the scratch space of
// ply, with how early each is to be searched; pick then takes them out in that
// order. The table's move it leaves out: it is searched before anything is
// listed. Of the sweeps that only pass the turn it keeps one: they all lead to
// the same position.
func (s *searcher) orderedMoves(p *engine.Position, ply int, ttMove engine.Move, what listing) []engine.Move {
	ps := &s.plies[ply]
	moves := ps.moves[:0]
	if what == listCaptures {
		moves = p.AppendCaptures(moves)
	} else {
		moves = p.AppendLegalMoves(moves, s.sweeps)
	}
	// What scoring a move asks of the position is the same for every move: it is
	// looked up once, and the scoring is done here rather than in a call per
	// move, which in WebAssembly costs as much as the scoring.
	enemy, found := p.ColorSquares(p.Side().Other()), p.FoundMines()
	killer, history := ps.killer, &s.history[p.Side()]
	// Only a move onto these may meet a mine: the others need no call to risk.
	unknown := mayHideMine(p)
	order := ps.order[:0]
	n, passed := 0, ttMove != engine.NoMove && p.IsPass(ttMove)
	for _, m := range moves {
		if m == ttMove {
			continue
		}
		pass := m.Kind == engine.Sweep && p.IsPass(m)
		if pass {
			if passed {
				continue
			}
			passed = true
		}
		var v int32 // how early m is searched: higher first
		switch {
		case pass:
			v = orderLast
		case m.Kind == engine.Sweep:
		case enemy.Has(m.To):
			v = captureOrder(p, m)
		case m.Kind == engine.Promotion:
			v = orderCapture + value[engine.Queen]*16
		case found.Has(m.To) && p.KindAt(m.From) != engine.King:
			v = orderLast - 1
		case m == killer[0]:
			v = orderKiller + 1
		case m == killer[1]:
			v = orderKiller
		default:
			v = int32(history[m.From][m.To])
			if unknown.Has(m.To) {
				if risk := s.risk(p, m); risk > 0 {
					v -= int32(risk * float64(value[p.KindAt(m.From)]) * 100)
				}
			}
		}
		if what == listRest && v >= orderKiller {
			continue // searched at an earlier stage
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
