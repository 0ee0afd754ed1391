package bot

import "mschess/engine"

// seeGE reports whether the static exchange on the target of m, played in p,
// gains the side to move at least threshold: each side takes back on that square
// with its least valuable piece for as long as it pays, through the lines the
// exchange opens. It sees the pieces alone: a fogged square may hide a mine, which
// the search weighs, not the exchange. A move that takes nothing and lands
// where nothing can take it gains 0.
func seeGE(p *engine.Position, m engine.Move, threshold int32) bool {
	if m.Kind == engine.Sweep || m.Kind == engine.Castle {
		return threshold <= 0
	}
	from, to := m.From, m.To
	us := p.Side()
	mover := p.KindAt(from)
	swap := -threshold
	if p.ColorSquares(us.Other()).Has(to) {
		swap += value[p.KindAt(to)]
	}
	if m.Kind == engine.Promotion {
		swap += value[engine.Queen] - value[engine.Pawn]
		mover = engine.Queen
	}
	if swap < 0 {
		return false
	}
	swap = value[mover] - swap
	if swap <= 0 {
		return true
	}
	occ := p.Occupied().Without(from).Without(to)
	stm := us
	res := true
	for {
		stm = stm.Other()
		attackers := p.AttackersTo(to, occ, stm)
		if attackers.IsEmpty() {
			break
		}
		res = !res
		kind, sq := leastValuable(p, attackers, stm)
		if kind == engine.King {
			// The king may take only where nothing takes it back.
			if p.AttackersTo(to, occ, stm.Other()).Any() {
				return !res
			}
			return res
		}
		swap = value[kind] - swap
		if swap < boolInt(res) {
			break
		}
		occ = occ.Without(sq)
	}
	return res
}

func boolInt(b bool) int32 {
	if b {
		return 1
	}
	return 0
}

// leastValuable returns the kind and square of the least valuable of c's pieces
// among attackers.
func leastValuable(p *engine.Position, attackers engine.Bitboard, c engine.Color) (engine.Kind, engine.Square) {
	for k := engine.Pawn; k <= engine.King; k++ {
		if b := attackers.And(p.Pieces(c, k)); b.Any() {
			return k, b.First()
		}
	}
	return engine.King, attackers.First()
}
