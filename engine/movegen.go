package engine

// LegalMoves returns every legal move of the side to move, sweeps included.
func (p *Position) LegalMoves() []Move { return p.AppendLegalMoves(make([]Move, 0, 64), true) }

// IsLegal reports whether m is among the legal moves.
func (p *Position) IsLegal(m Move) bool {
	var buf [64]Move // more than a piece ever has
	for _, l := range p.AppendLegalMovesFrom(buf[:0], m.From, true) {
		if l == m {
			return true
		}
	}
	return false
}

// AppendLegalMoves appends the legal moves of the side to move to dst and returns the
// extended slice; sweeps are left out unless sweeps is set.
//
// Legality is judged on what the players see (docs/rules.md §6): a move is legal when the
// mover's king is not attacked after it, with every fogged square taken as mine-free
// and the found mines taken into account. A non-king piece that lands on a found mine
// is destroyed, so it can neither block a check nor keep a pin there. Nothing here
// looks at a mine under fog.
func (p *Position) AppendLegalMoves(dst []Move, sweeps bool) []Move {
	dst, _ = p.generate(dst, everywhere, sweeps, true, true)
	return dst
}

// AppendLegalMovesFrom appends the legal moves of the side to move's piece on from
// to dst, as AppendLegalMoves lists them, and returns the extended slice: a search
// that has a move from elsewhere to try (a killer) tests it so without listing
// every move.
func (p *Position) AppendLegalMovesFrom(dst []Move, from Square, sweeps bool) []Move {
	if !from.Valid() {
		return dst
	}
	dst, _ = p.generate(dst, BitOf(from), sweeps, true, true)
	return dst
}

// AppendCaptures appends the legal captures and promotions of the side to move to
// dst and returns the extended slice: the moves a search follows past its depth
// until the position is quiet.
func (p *Position) AppendCaptures(dst []Move) []Move {
	dst, _ = p.generate(dst, everywhere, false, false, true)
	return dst
}

// countLegalMoves returns the number of legal moves, as AppendLegalMoves would list
// them, without listing them: perft's last ply needs only the count.
func (p *Position) countLegalMoves(sweeps bool) int {
	_, n := p.generate(nil, everywhere, sweeps, true, false)
	return n
}

// everywhere is every square, for generate's movers when any piece may move.
var everywhere = Bitboard{^uint64(0), ^uint64(0)}

// generate counts the legal moves of the pieces on movers and, when list is set,
// also appends them to dst; only captures and promotions unless quiets is set.
// One generator serves both, so perft's bulk count and the move list share every
// rule; only the knights are gathered two ways, and a test holds the two together.
// Moves come in groups that share a target set, so counting a group is one
// population count.
//
// It is written for WebAssembly, where Go's code pays dearly for each call and each
// branch taken (every jump goes through a dispatch table): slider attacks are
// worked out inline without a branch, pawns and the knights' count go as whole sets,
// and the rare cases (checks, pins, castling, listing) sit behind calls, which the
// compiler lays out of the way of the usual path.
func (p *Position) generate(dst []Move, movers Bitboard, sweeps, quiets, list bool) ([]Move, int) {
	us, them := p.side, p.side.Other()
	own, enemy := p.colors[us], p.colors[them]
	occ := own.Or(enemy)
	k := p.KingSquare(us)
	if k == NoSquare {
		return dst, 0
	}
	found := p.mines.AndNot(p.fog)
	n := 0

	// The king may step anywhere not attacked once it has left its square, so that a
	// slider's line through the king's old square counts.
	var safe Bitboard
	occNoKing := occ.Without(k)
	kingTo := kingAttacks[k].AndNot(own)
	if !movers.Has(k) {
		kingTo = Bitboard{}
	}
	if !quiets {
		kingTo = kingTo.And(enemy)
	}
	for t := kingTo; t.Any(); {
		var to Square
		if to, t = t.Pop(); p.attackersTo(to, occNoKing, them).IsEmpty() {
			safe = safe.With(to)
		}
	}
	n += safe.Count()
	if list {
		dst = appendMoves(dst, k, safe, Ordinary)
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
		s, snipers = snipers.Pop()
		switch b := between[k][s].And(occ); {
		case b.IsEmpty():
			checkers = checkers.With(s)
		case b.Count() == 1 && b.And(own).Any():
			pinned = pinned.Or(b)
		}
	}
	if checkers.Count() > 1 {
		return dst, n
	}
	target := own.Not()
	inCheck := checkers.Any()
	if inCheck {
		target = evasions(k, checkers, found)
	}
	steps := target // where pawns may step forward: only to promote, unless quiets
	if !quiets {
		steps = target.And(rankBB[pawnLastRank[us]])
		target = target.And(enemy)
	}
	// A pinned piece may only move along its pin. Pins are rare, so one test of the
	// set spares the square lookup. A pinned knight is left nothing.
	legal := func(from Square, to Bitboard) Bitboard {
		to = to.And(target)
		if pinned.Any() && pinned.Has(from) {
			to = to.And(pinLine(k, from, found))
		}
		return to
	}

	// Knights are counted as sets, one per jump, which needs no loop; they are
	// listed knight by knight. A pinned knight cannot move at all.
	kn := p.kinds[Knight].And(own).And(movers).AndNot(pinned)
	n += kn.And(notFileH).shift(jumpNNE).And(target).Count() +
		kn.And(notFileA).shift(jumpNNW).And(target).Count() +
		kn.And(notFilesGH).shift(jumpENE).And(target).Count() +
		kn.And(notFilesAB).shift(jumpWNW).And(target).Count() +
		kn.And(notFilesGH).shift(jumpESE).And(target).Count() +
		kn.And(notFilesAB).shift(jumpWSW).And(target).Count() +
		kn.And(notFileH).shift(jumpSSE).And(target).Count() +
		kn.And(notFileA).shift(jumpSSW).And(target).Count()
	if list {
		dst = appendKnightMoves(dst, kn, target)
	}
	// Bishops and rooks, and queens with both: a queen's two turns never reach the
	// same square. Each has four directions in rays from d on, the first two up.
	for _, slider := range [2]struct {
		kind Kind
		d    int
	}{{Bishop, dirNE}, {Rook, dirN}} {
		d := slider.d
		for pieces := p.kinds[slider.kind].Or(p.kinds[Queen]).And(own).And(movers); pieces.Any(); {
			var from Square
			from, pieces = pieces.Pop()
			to := rayUp(rays[d][from], occ).Or(rayUp(rays[d+1][from], occ)).
				Or(rayDown(rays[d+2][from], occ)).Or(rayDown(rays[d+3][from], occ))
			to = legal(from, to)
			n += to.Count()
			if list {
				dst = appendMoves(dst, from, to, Ordinary)
			}
		}
	}

	// Pawns go as sets, one per direction: a target square tells where its pawn
	// came from. A pinned pawn's steps off its pin line are taken out again.
	pawns := p.kinds[Pawn].And(own).And(movers)
	fwd := pawnForward[us]
	f := int(fwd)
	push := pawns.shift(f).AndNot(occ)
	sweepTo := push // a sweep moves nothing, so pins do not matter (docs/rules.md §4)
	double := push.And(rankBB[pawnThirdRank[us]]).shift(f).AndNot(occ)
	west := pawns.And(notFileA).shift(f - 1).And(enemy)
	east := pawns.And(notFileH).shift(f + 1).And(enemy)
	if pp := pawns.And(pinned); pp.Any() {
		push, double, west, east = pinPawns(pp, k, fwd, found, push, double, west, east)
	}
	push, double, west, east = push.And(steps), double.And(steps), west.And(target), east.And(target)
	if !sweeps || inCheck {
		sweepTo = Bitboard{}
	}
	n += push.Count() + double.Count() + west.Count() + east.Count() + sweepTo.Count()
	if list {
		dst = appendPawnMoves(dst, us, push, double, west, east, sweepTo)
	}

	// Castling needs its right and an empty corridor; most positions fail that
	// quick test, which spares them the full one.
	if cs := &castles[us]; quiets && !inCheck && movers.Has(k) && (p.corridorOpen(&cs[0], occ) || p.corridorOpen(&cs[1], occ)) {
		to := p.castleTargets(occ, found)
		n += to.Count()
		if list {
			dst = appendMoves(dst, k, to, Castle)
		}
	}
	return dst, n
}

// evasions returns the squares where a piece other than the king answers the check
// of the one checker: the checker's square, or one between it and the king k that
// holds no found mine, since a piece that lands on a found mine blocks nothing.
//
// This and the other functions marked noinline here serve rare cases or the
// listing, and stay calls on purpose (see generate).
//
//go:noinline
func evasions(k Square, checkers, found Bitboard) Bitboard {
	return checkers.Or(between[k][checkers.First()].AndNot(found))
}

// pinLine returns where a piece on from, pinned to its king on k, may go: along
// the pin line, but not onto a found mine, which would destroy it and open the line.
//
//go:noinline
func pinLine(k, from Square, found Bitboard) Bitboard {
	return line[k][from].AndNot(found)
}

// pinPawns takes out of the pawns' target sets the steps of the pinned pawns pp
// that leave their pin lines.
//
//go:noinline
func pinPawns(pp Bitboard, k, fwd Square, found, push, double, west, east Bitboard) (Bitboard, Bitboard, Bitboard, Bitboard) {
	for pp.Any() {
		var from Square
		from, pp = pp.Pop()
		off := pinLine(k, from, found).Not()
		push = push.AndNot(off.And(BitOf(from + fwd)))
		double = double.AndNot(off.And(BitOf(from + 2*fwd)))
		west = west.AndNot(off.And(BitOf(from + fwd - 1)))
		east = east.AndNot(off.And(BitOf(from + fwd + 1)))
	}
	return push, double, west, east
}

// appendMoves appends the moves of kind from from to each square of to.
//
//go:noinline
func appendMoves(dst []Move, from Square, to Bitboard, kind MoveKind) []Move {
	for to.Any() {
		var s Square
		s, to = to.Pop()
		dst = append(dst, Move{from, s, kind})
	}
	return dst
}

// The knight's jumps, in squares: north-north-east, north-north-west, and so on.
const (
	jumpNNE = 2*Files + 1
	jumpNNW = 2*Files - 1
	jumpENE = Files + 2
	jumpWNW = Files - 2
	jumpESE = -Files + 2
	jumpWSW = -Files - 2
	jumpSSE = -2*Files + 1
	jumpSSW = -2*Files - 1
)

// appendKnightMoves appends the moves of the knights on kn to the squares of target.
//
//go:noinline
func appendKnightMoves(dst []Move, kn, target Bitboard) []Move {
	for kn.Any() {
		var from Square
		from, kn = kn.Pop()
		dst = appendMoves(dst, from, knightAttacks[from].And(target), Ordinary)
	}
	return dst
}

// appendPawnMoves appends the pawn moves to the squares of the four target sets,
// whose pawns stand a step, two steps, or a step towards file h or file a behind
// them, and the sweeps of the squares of sweep. A move to the last rank promotes.
//
//go:noinline
func appendPawnMoves(dst []Move, us Color, push, double, west, east, sweep Bitboard) []Move {
	last := rankBB[pawnLastRank[us]]
	fwd := pawnForward[us]
	for i, to := range [4]Bitboard{push, double, west, east} {
		d := [4]Square{fwd, 2 * fwd, fwd - 1, fwd + 1}[i]
		for to.Any() {
			var s Square
			s, to = to.Pop()
			kind := Ordinary
			if last.Has(s) {
				kind = Promotion
			}
			dst = append(dst, Move{s - d, s, kind})
		}
	}
	for sweep.Any() {
		var s Square
		s, sweep = sweep.Pop()
		dst = append(dst, Move{s - fwd, s, Sweep})
	}
	return dst
}

// Pawn geometry by colour: a step forward, the rank a first step reaches (from
// where a double step goes on), and the last rank.
var (
	pawnForward   = [2]Square{Files, -Files}
	pawnThirdRank = [2]int{2, Ranks - 3}
	pawnLastRank  = [2]int{Ranks - 1, 0}
)

// corridorOpen reports whether the side to move holds the right to castle cs and
// nothing stands between its king's and its rook's squares.
func (p *Position) corridorOpen(cs *castleSquares, occ Bitboard) bool {
	return p.castling&cs.right != 0 && between[cs.kingFrom][cs.rookFrom].And(occ).IsEmpty()
}

// castleTargets returns the king's squares of the castlings of docs/rules.md §5 that are
// legal. The king's final square is tested with the pieces where they will stand,
// because a rook that lands on a found mine is destroyed and can no longer shield
// the king.
func (p *Position) castleTargets(occ, found Bitboard) Bitboard {
	us, them := p.side, p.side.Other()
	var to Bitboard
	for _, cs := range castles[us] {
		if !p.corridorOpen(&cs, occ) || !p.Pieces(us, King).Has(cs.kingFrom) || !p.Pieces(us, Rook).Has(cs.rookFrom) {
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
		to = to.With(cs.kingTo)
	}
	return to
}
