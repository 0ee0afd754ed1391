package engine

// Effects is what playing a move did, beyond moving the piece. A UI shows it, a
// screen reader says it, and SAN takes its `*` suffix from it.
type Effects struct {
	// Revealed comes first so that the rest packs into its last word: at 32 bytes,
	// WebAssembly clears and copies an Effects with a few stores instead of a call.

	Revealed Bitboard // squares whose fog lifted through landings or the sweep
	Moved    Piece    // the piece that moved (the pawn, for a sweep)
	Captured Piece    // the piece taken, or NoPiece
	Blast    Square   // where a piece was destroyed by a mine, or NoSquare
	Lost     Piece    // the piece destroyed there, or NoPiece
	Sapper   Square   // where a king removed a mine unharmed, or NoSquare
	Swept    bool     // a sweep removed a mine
	AllClear bool     // the last fogged mine was found or removed, and all fog lifted
	Promoted bool     // a pawn became a queen
	Exposed  bool     // a blast left the mover's king attacked: the mover has lost
}

// Revealing reports whether the move told the players anything of the minefield:
// fog lifted, a mine went off, was swept or was cleared by a king, or the all
// clear (docs/rules.md §10). What was seen stays seen, so such a move cannot be taken
// back.
func (e Effects) Revealing() bool {
	return e.Revealed.Any() || e.Blast != NoSquare || e.Sapper != NoSquare || e.Swept || e.AllClear
}

// Play plays m, which must be legal, and reports what happened. The mines are the
// ones p knows of: a referee position plays out the real minefield, a player's view
// plays as if no fogged square held a mine.
func (p *Position) Play(m Move) Effects {
	var e Effects
	p.play(m, &e)
	return e
}

// play is Play reporting to *e, which perft keeps from move to move: returning an
// Effects costs WebAssembly a bulk copy.
func (p *Position) play(m Move, e *Effects) {
	us, them := p.side, p.side.Other()
	// A legal move's piece is the mover's and what it takes is the opponent's, so only
	// the kinds need looking up.
	*e = Effects{Blast: NoSquare, Sapper: NoSquare, Moved: Piece{us, p.KindAt(m.From)}}
	p.halfmove++
	if m.Kind == Sweep {
		p.sweep(m.To, e)
	} else {
		to := BitOf(m.To)
		if p.colors[them].And(to).Any() { // most moves take nothing: no need to look for a kind
			e.Captured = Piece{them, p.KindAt(m.To)}
			p.remove(e.Captured, m.To)
			p.halfmove = 0
		}
		// The piece leaves one square and lands on the other: one flip of both does.
		both := to.With(m.From)
		p.colors[us] = p.colors[us].Xor(both)
		p.kinds[e.Moved.Kind] = p.kinds[e.Moved.Kind].Xor(both)
		p.pieceKeys ^= pieceKeys[us][e.Moved.Kind][m.From] ^ pieceKeys[us][e.Moved.Kind][m.To]
		if e.Moved.Kind == Pawn {
			p.halfmove = 0
		}
		p.castling &^= castleLoss[m.From] | castleLoss[m.To]
		if p.stirs(m.To, to) {
			p.land(m.To, e)
		}
		if m.Kind == Castle {
			p.castleRook(m.To, e)
		}
		if m.Kind == Promotion && e.Blast != m.To {
			p.promote(m.To)
			e.Promoted = true
		}
	}
	// All clear (docs/rules.md §2): once no mine can lie under fog, the fog is pointless.
	if p.fog.Any() && p.hidden == 0 && p.mines.And(p.fog).IsEmpty() {
		p.fog = Bitboard{}
		e.AllClear = true
	}
	if e.Blast != NoSquare {
		e.Exposed = p.Attacked(p.KingSquare(us), them)
	}
	p.fullmove += int(us) // Black is 1: the move number goes up once Black has moved
	p.side = them
}

// The moves below are rare, and kept out of line on purpose: the compiler lays a
// branch to a call out of the way, so that the usual move runs straight through
// Play, where WebAssembly would pay for each jump taken.

// sweep resolves a sweep of s (docs/rules.md §4): a mine there is removed, and only s
// lifts, since it is now known to be clear.
//
//go:noinline
func (p *Position) sweep(s Square, e *Effects) {
	if p.mines.Has(s) {
		p.mines = p.mines.Without(s)
		e.Swept = true
	}
	e.Revealed = p.fog.And(BitOf(s))
	p.fog = p.fog.Without(s)
	p.halfmove = 0
}

// castleRook moves the rook of the castling whose king went to kingTo, and
// resolves its landing.
//
//go:noinline
func (p *Position) castleRook(kingTo Square, e *Effects) {
	cs := castles[p.side][0]
	if kingTo != cs.kingTo {
		cs = castles[p.side][1]
	}
	rook := Piece{p.side, Rook}
	p.remove(rook, cs.rookFrom)
	p.put(rook, cs.rookTo)
	if p.stirs(cs.rookTo, BitOf(cs.rookTo)) {
		p.land(cs.rookTo, e)
	}
}

// promote turns the side to move's pawn on s into a queen (docs/rules.md §5).
//
//go:noinline
func (p *Position) promote(s Square) {
	p.remove(Piece{p.side, Pawn}, s)
	p.put(Piece{p.side, Queen}, s)
}

// stirs reports whether a piece landing on s, whose set is b, meets a mine or lifts
// fog, which land then resolves. Once the fog is gone most landings do neither,
// and this test is inlined.
func (p *Position) stirs(s Square, b Bitboard) bool {
	return b.And(p.mines).Or(revealRing[s].And(p.fog)).Any()
}

// land resolves a piece arriving on s (docs/rules.md §2–§3): a mine there is removed and
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
