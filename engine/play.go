package engine

// Effects is what playing a move did, beyond moving the piece. A UI shows it, a
// screen reader says it, and SAN takes its `*` suffix from it.
type Effects struct {
	Moved    Piece    // the piece that moved (the pawn, for a sweep)
	Captured Piece    // the piece taken, or NoPiece
	Blast    Square   // where a piece was destroyed by a mine, or NoSquare
	Lost     Piece    // the piece destroyed there, or NoPiece
	Sapper   Square   // where a king removed a mine unharmed, or NoSquare
	Swept    bool     // a sweep removed a mine
	Revealed Bitboard // squares whose fog lifted through landings or the sweep
	AllClear bool     // the last fogged mine was found or removed, and all fog lifted
	Promoted bool     // a pawn became a queen
	Exposed  bool     // a blast left the mover's king attacked: the mover has lost
}

// Play plays m, which must be legal, and reports what happened. The mines are the
// ones p knows of: a referee position plays out the real minefield, a player's view
// plays as if no fogged square held a mine.
func (p *Position) Play(m Move) Effects {
	us, them := p.side, p.side.Other()
	// A legal move's piece is the mover's and what it takes is the opponent's, so only
	// the kinds need looking up.
	e := Effects{Blast: NoSquare, Sapper: NoSquare, Moved: Piece{us, p.kindAt(m.From)}}
	p.halfmove++
	if m.Kind == Sweep {
		if p.mines.Has(m.To) {
			p.mines = p.mines.Without(m.To)
			e.Swept = true
		}
		// Only the swept square lifts: it is known to be clear (RULES.md §4).
		e.Revealed = p.fog.And(BitOf(m.To))
		p.fog = p.fog.Without(m.To)
		p.halfmove = 0
	} else {
		if p.colors[them].Has(m.To) { // most moves take nothing: no need to look for a kind
			e.Captured = Piece{them, p.kindAt(m.To)}
			p.remove(e.Captured, m.To)
			p.halfmove = 0
		}
		p.remove(e.Moved, m.From)
		p.put(e.Moved, m.To)
		if e.Moved.Kind == Pawn {
			p.halfmove = 0
		}
		p.castling &^= castleLoss[m.From] | castleLoss[m.To]
		if p.stirs(m.To) {
			p.land(m.To, &e)
		}
		if m.Kind == Castle {
			cs := castles[us][0]
			if m.To != cs.kingTo {
				cs = castles[us][1]
			}
			rook := Piece{us, Rook}
			p.remove(rook, cs.rookFrom)
			p.put(rook, cs.rookTo)
			if p.stirs(cs.rookTo) {
				p.land(cs.rookTo, &e)
			}
		}
		if m.Kind == Promotion && e.Blast != m.To {
			p.remove(e.Moved, m.To)
			p.put(Piece{us, Queen}, m.To)
			e.Promoted = true
		}
	}
	// All clear (RULES.md §2): once no mine can lie under fog, the fog is pointless.
	if p.fog.Any() && p.hidden == 0 && p.mines.And(p.fog).IsEmpty() {
		p.fog = Bitboard{}
		e.AllClear = true
	}
	if e.Blast != NoSquare {
		e.Exposed = p.Attacked(p.KingSquare(us), them)
	}
	if us == Black {
		p.fullmove++
	}
	p.side = them
	return e
}

// stirs reports whether a piece landing on s meets a mine or lifts fog, which land
// then resolves. Once the fog is gone most landings do neither, and this test is
// inlined where the call to land is not.
func (p *Position) stirs(s Square) bool {
	return p.mines.Has(s) || revealRing[s].And(p.fog).Any()
}

// land resolves a piece arriving on s (RULES.md §2–§3): a mine there is removed and
// destroys the piece unless it is a king; then the ring around s lifts, even when the
// piece was destroyed.
func (p *Position) land(s Square, e *Effects) {
	if p.mines.Has(s) {
		p.mines = p.mines.Without(s)
		if pc := p.PieceAt(s); pc.Kind == King {
			e.Sapper = s
		} else {
			p.remove(pc, s)
			e.Blast, e.Lost = s, pc
		}
	}
	ring := revealRing[s].And(p.fog)
	e.Revealed = e.Revealed.Or(ring)
	p.fog = p.fog.AndNot(ring)
}
