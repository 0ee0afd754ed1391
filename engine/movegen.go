package engine

// LegalMoves returns every legal move of the side to move, sweeps included.
func (p *Position) LegalMoves() []Move { return p.AppendLegalMoves(make([]Move, 0, 64), true) }

// IsLegal reports whether m is among the legal moves.
func (p *Position) IsLegal(m Move) bool {
	for _, l := range p.LegalMoves() {
		if l == m {
			return true
		}
	}
	return false
}

// AppendLegalMoves appends the legal moves of the side to move to dst and returns the
// extended slice; sweeps are left out unless sweeps is set.
//
// Legality is judged on what the players see (RULES.md §6): a move is legal when the
// mover's king is not attacked after it, with every fogged square taken as mine-free
// and the found mines taken into account. A non-king piece that lands on a found mine
// is destroyed, so it can neither block a check nor keep a pin there. Nothing here
// looks at a mine under fog.
func (p *Position) AppendLegalMoves(dst []Move, sweeps bool) []Move {
	us, them := p.side, p.side.Other()
	own, enemy := p.colors[us], p.colors[them]
	occ := own.Or(enemy)
	k := p.KingSquare(us)
	if k == NoSquare {
		return dst
	}
	found := p.mines.AndNot(p.fog)

	// The king may step anywhere not attacked once it has left its square, so that a
	// slider's line through the king's old square counts.
	occNoKing := occ.Without(k)
	for t := kingAttacks[k].AndNot(own); t.Any(); {
		var to Square
		to, t = t.pop()
		if p.attackersTo(to, occNoKing, them).IsEmpty() {
			dst = append(dst, Move{k, to, Ordinary})
		}
	}

	// Checks and pins come from one pass over the enemy sliders on the king's lines:
	// with nothing between, a slider gives check; with one own piece between, it pins
	// that piece.
	checkers := knightAttacks[k].And(p.kinds[Knight]).
		Or(kingAttacks[k].And(p.kinds[King])).
		Or(pawnAttacks[us][k].And(p.kinds[Pawn])).And(enemy)
	var pinned Bitboard
	snipers := rookRays[k].And(p.kinds[Rook].Or(p.kinds[Queen])).
		Or(bishopRays[k].And(p.kinds[Bishop].Or(p.kinds[Queen]))).And(enemy)
	for snipers.Any() {
		var s Square
		s, snipers = snipers.pop()
		switch b := between[k][s].And(occ); {
		case b.IsEmpty():
			checkers = checkers.With(s)
		case b.Count() == 1 && b.And(own).Any():
			pinned = pinned.Or(b)
		}
	}
	if checkers.Count() > 1 {
		return dst
	}
	target := own.Not()
	inCheck := checkers.Any()
	if inCheck {
		c := checkers.First()
		target = checkers.Or(between[k][c].AndNot(found))
	}

	for kind := Knight; kind <= Queen; kind++ {
		for pieces := p.Pieces(us, kind); pieces.Any(); {
			var from Square
			from, pieces = pieces.pop()
			var to Bitboard
			switch kind {
			case Knight:
				to = knightAttacks[from]
			case Bishop:
				to = bishopAttacks(from, occ)
			case Rook:
				to = rookAttacks(from, occ)
			default:
				to = queenAttacks(from, occ)
			}
			to = to.And(target)
			if pinned.Any() && pinned.Has(from) { // pins are rare: one test of the set spares the square lookup
				to = to.And(line[k][from]).AndNot(found)
			}
			for to.Any() {
				var s Square
				s, to = to.pop()
				dst = append(dst, Move{from, s, Ordinary})
			}
		}
	}

	dst = p.appendPawnMoves(dst, sweeps && !inCheck, k, target, pinned, found, occ, enemy)
	if !inCheck {
		dst = p.appendCastles(dst, occ, found)
	}
	return dst
}

func (p *Position) appendPawnMoves(dst []Move, sweeps bool, k Square, target, pinned, found, occ, enemy Bitboard) []Move {
	us := p.side
	step, startRank, lastRank := Square(Files), 1, Ranks-1
	if us == Black {
		step, startRank, lastRank = -Files, Ranks-2, 0
	}
	for pawns := p.Pieces(us, Pawn); pawns.Any(); {
		var from Square
		from, pawns = pawns.pop()
		allowed := target
		if pinned.Any() && pinned.Has(from) {
			allowed = allowed.And(line[k][from]).AndNot(found)
		}
		kind := Ordinary
		if (from + step).Rank() == lastRank {
			kind = Promotion
		}
		if front := from + step; front.Valid() && !occ.Has(front) {
			if sweeps {
				dst = append(dst, Move{from, front, Sweep})
			}
			if allowed.Has(front) {
				dst = append(dst, Move{from, front, kind})
			}
			if from.Rank() == startRank {
				if two := front + step; !occ.Has(two) && allowed.Has(two) {
					dst = append(dst, Move{from, two, Ordinary})
				}
			}
		}
		for to := pawnAttacks[us][from].And(enemy).And(allowed); to.Any(); {
			var s Square
			s, to = to.pop()
			dst = append(dst, Move{from, s, kind})
		}
	}
	return dst
}

// appendCastles adds the castlings of RULES.md §5. The king's final square is tested
// with the pieces where they will stand, because a rook that lands on a found mine is
// destroyed and can no longer shield the king.
func (p *Position) appendCastles(dst []Move, occ, found Bitboard) []Move {
	us, them := p.side, p.side.Other()
	for _, cs := range castles[us] {
		if p.castling&cs.right == 0 || !p.Pieces(us, King).Has(cs.kingFrom) || !p.Pieces(us, Rook).Has(cs.rookFrom) {
			continue
		}
		if between[cs.kingFrom][cs.rookFrom].And(occ).Any() {
			continue
		}
		if p.attackersTo(cs.rookTo, occ, them).Any() { // the square the king passes
			continue
		}
		after := occ.Without(cs.kingFrom).Without(cs.rookFrom).With(cs.kingTo)
		if !found.Has(cs.rookTo) {
			after = after.With(cs.rookTo)
		}
		if p.attackersTo(cs.kingTo, after, them).Any() {
			continue
		}
		dst = append(dst, Move{cs.kingFrom, cs.kingTo, Castle})
	}
	return dst
}
