package bot

import "mschess/engine"

// The evaluation counts in hundredths of a pawn, separately for the middlegame (mg)
// and the endgame (eg), and blends the two by how much material is left.

// value is a piece's worth for move ordering, exchanges and the greedy yardstick.
var value = [engine.King + 1]int32{engine.Pawn: 100, engine.Knight: 325, engine.Bishop: 335, engine.Rook: 500, engine.Queen: 975}

// phaseWeight is how much each piece counts towards the middlegame; the set-up
// holds fullPhase.
var phaseWeight = [engine.King + 1]int{engine.Knight: 1, engine.Bishop: 1, engine.Rook: 2, engine.Queen: 4}

const fullPhase = 24

// score is a middlegame and an endgame value.
type score struct{ mg, eg int32 }

func (a *score) add(b score) { a.mg += b.mg; a.eg += b.eg }
func (a *score) sub(b score) { a.mg -= b.mg; a.eg -= b.eg }

// times is n of b.
func times(n int32, b score) score { return score{n * b.mg, n * b.eg} }

// The most squares a piece's mobility tells apart, by kind: all a knight, a
// bishop or a rook can reach on this board; a queen's up to 27 of its 29, the
// last two seldom if ever seen in the data.
const (
	mobilityMaxKnight = 8
	mobilityMaxBishop = 13
	mobilityMaxRook   = 16
	mobilityMaxQueen  = 27
)

// Square tables and masks, for White; Black looks them up on the mirrored square.
var (
	pieceSquare [2][engine.King + 1][engine.NumSquares]score // by colour, material included
	// mobilityStart[k] is where the weights of k's mobility start, and
	// mobilityMax[k] the most squares they tell apart.
	mobilityStart = [engine.King + 1]int{engine.Knight: wKnightMobility, engine.Bishop: wBishopMobility, engine.Rook: wRookMobility, engine.Queen: wQueenMobility}
	mobilityMax   = [engine.King + 1]int{engine.Knight: mobilityMaxKnight, engine.Bishop: mobilityMaxBishop, engine.Rook: mobilityMaxRook, engine.Queen: mobilityMaxQueen}
	// passedMask[c][s]: the squares ahead of a pawn of c on s, on its file and the
	// two beside it, where an enemy pawn would stop it or take it on the way.
	passedMask [2][engine.NumSquares]engine.Bitboard
	fileMask   [engine.Files]engine.Bitboard
	rankMask   [engine.Ranks]engine.Bitboard
	// besideMask[f]: the files next to f.
	besideMask [engine.Files]engine.Bitboard
)

func init() { fillTables() }

// fillTables works out the square tables from weights, and the masks.
func fillTables() {
	for f := range engine.Files {
		for r := range engine.Ranks {
			s := engine.SquareAt(f, r)
			fileMask[f] = fileMask[f].With(s)
			rankMask[r] = rankMask[r].With(s)
			half := r*engine.Files/2 + min(f, engine.Files-1-f)
			for k := engine.Pawn; k <= engine.King; k++ {
				t := weights[wPawnSquare+int(k-engine.Pawn)*squaresPerKind+half]
				if k < engine.King {
					t.add(weights[wMaterial-engine.Pawn+k])
				}
				pieceSquare[engine.White][k][s] = t
				pieceSquare[engine.Black][k][mirror(s)] = t
			}
			for ahead := r + 1; ahead < engine.Ranks; ahead++ {
				for df := -1; df <= 1; df++ {
					if f+df >= 0 && f+df < engine.Files {
						passedMask[engine.White][s] = passedMask[engine.White][s].With(engine.SquareAt(f+df, ahead))
						passedMask[engine.Black][mirror(s)] = passedMask[engine.Black][mirror(s)].With(mirror(engine.SquareAt(f+df, ahead)))
					}
				}
			}
		}
	}
	for f := range engine.Files {
		if f > 0 {
			besideMask[f] = besideMask[f].Or(fileMask[f-1])
		}
		if f < engine.Files-1 {
			besideMask[f] = besideMask[f].Or(fileMask[f+1])
		}
	}
}

// mirror returns the square seen from the other side of the board.
func mirror(s engine.Square) engine.Square {
	return engine.SquareAt(s.File(), engine.Ranks-1-s.Rank())
}

// relative returns s as White sees it when it is c's.
func relative(c engine.Color, s engine.Square) engine.Square {
	if c == engine.Black {
		return mirror(s)
	}
	return s
}

// lazyMargin is how far beyond the window the material and placement of the pieces
// must lie for evaluate to stop there: the rest of the evaluation seldom moves the
// score further than that.
const lazyMargin = 300

// material is the part of the evaluation that each piece makes by itself where
// it stands, and the phase the pieces make. A search keeps it from ply to ply
// (see after), where summing it afresh took a loop over every piece at every
// evaluation.
type material struct {
	sides [2]score // by colour, each piece by its square table
	phase int      // the pieces' phase weights, not yet bounded by fullPhase
}

// materialOf sums the material of p: all its pieces came to their squares
// from an empty board.
func materialOf(p *engine.Position) material {
	return material{}.after(&engine.Position{}, p)
}

// after returns the material of child, a position reached from parent, whose
// material m is: only the squares a piece left or came to count, however it did
// (a move, a capture, a promotion, a blast). No piece changes its kind where it
// stands, so those are the squares each colour gained or lost.
func (m material) after(parent, child *engine.Position) material {
	for c := engine.White; c <= engine.Black; c++ {
		was := parent.ColorSquares(c)
		for b := was.Xor(child.ColorSquares(c)); b.Any(); {
			var s engine.Square
			s, b = b.Pop()
			if was.Has(s) {
				k := parent.KindAt(s)
				m.sides[c].sub(pieceSquare[c][k][s])
				m.phase -= phaseWeight[k]
			} else {
				k := child.KindAt(s)
				m.sides[c].add(pieceSquare[c][k][s])
				m.phase += phaseWeight[k]
			}
		}
	}
	return m
}

// evaluate returns the value of p, whose material is m, for its side to move, or
// only a rough one when it lies far outside alpha–beta, and whether the value is
// the whole one. It sees what a player sees: the pieces, the found mines (which no
// piece but a king can land on) and no more.
func evaluate(p *engine.Position, m material, pawns *pawnCache, alpha, beta int32) (int32, bool) {
	sides := m.sides
	phase := min(m.phase, fullPhase)
	forSide := func(sides *[2]score) int32 {
		total := sides[engine.White]
		total.sub(sides[engine.Black])
		v := (total.mg*int32(phase) + total.eg*int32(fullPhase-phase)) / fullPhase
		v += mopUp(p, v)
		if p.Side() == engine.Black {
			v = -v
		}
		return min(max(v+weights[wTempo].mg, -evalLimit), evalLimit)
	}
	if v := forSide(&sides); v+lazyMargin <= alpha || v-lazyMargin >= beta {
		return v, false
	}
	occ := p.Occupied()
	found := p.FoundMines()
	// What each side attacks, by the kind of its pieces that attack, and in all.
	var byKind [2][engine.King + 1]engine.Bitboard
	var attacked [2]engine.Bitboard
	var spare pawnSlot
	ps := pawns.of(p, &spare)
	for c := engine.White; c <= engine.Black; c++ {
		byKind[c][engine.Pawn] = ps.attacks[c]
		byKind[c][engine.King] = engine.Attacks(engine.Piece{Color: c, Kind: engine.King}, p.KingSquare(c), occ)
		attacked[c] = byKind[c][engine.Pawn].Or(byKind[c][engine.King])
	}
	var danger [2]int32 // attack units against each side's king
	var attackers [2]int
	for c := engine.White; c <= engine.Black; c++ {
		// A piece's mobility counts the squares it reaches that are neither its
		// side's nor found mines nor guarded by an enemy pawn.
		area := p.ColorSquares(c).Or(found).Or(byKind[c.Other()][engine.Pawn]).Not()
		enemyKingZone := byKind[c.Other()][engine.King]
		sc := &sides[c]
		for k := engine.Knight; k <= engine.Queen; k++ {
			for b := p.Pieces(c, k); b.Any(); {
				var s engine.Square
				s, b = b.Pop()
				att := engine.Attacks(engine.Piece{Color: c, Kind: k}, s, occ)
				byKind[c][k] = byKind[c][k].Or(att)
				sc.add(weights[mobilityStart[k]+min(att.And(area).Count(), mobilityMax[k])])
				if n := int32(att.And(enemyKingZone).Count()); n > 0 {
					danger[c.Other()] += n * weights[wAttackUnits-engine.Knight+k].mg
					attackers[c.Other()]++
				}
			}
			attacked[c] = attacked[c].Or(byKind[c][k])
		}
		if p.Pieces(c, engine.Bishop).Count() >= 2 {
			sc.add(weights[wBishopPair])
		}
		sc.add(ps.shape[c])
		sc.add(passedPawns(p, c, ps.passed[c]))
		sc.add(rookFiles(p, c))
		sc.mg += kingShield(p, c)
	}
	for c := engine.White; c <= engine.Black; c++ {
		if attackers[c] >= 2 && p.Pieces(c.Other(), engine.Queen).Any() {
			sides[c].mg -= min(danger[c]*danger[c]*weights[wDanger].mg/16, 500)
		}
		sides[c].add(threats(p, c, &byKind, &attacked))
	}
	return forSide(&sides), true
}

// evalLimit bounds the evaluation well inside chanceBound, so that no position
// short of a mate looks as bad as a loss under chance.
const evalLimit = chanceBound - 1000

// pawnShape values c's pawns by where they and the enemy's stand, c's attacking
// pawnAtt, and returns the passed ones: these gain by how far they have come;
// pawns side by side or guarded by a pawn gain, doubled and isolated ones lose.
func pawnShape(c engine.Color, own, enemy, pawnAtt engine.Bitboard) (score, engine.Bitboard) {
	var sc score
	var passed engine.Bitboard
	for b := own; b.Any(); {
		s := b.PopFirst()
		f, rel := s.File(), int32(relative(c, s).Rank())
		if passedMask[c][s].And(enemy).IsEmpty() {
			sc.add(weights[wPassed+rel])
			passed = passed.With(s)
		}
		switch {
		case pawnAtt.Has(s):
			sc.add(weights[wGuarded])
			sc.add(times(rel, weights[wGuardedRank]))
		case besideMask[f].And(own).And(rankMask[s.Rank()]).Any():
			sc.add(weights[wBeside])
			sc.add(times(rel, weights[wBesideRank]))
		case besideMask[f].And(own).IsEmpty():
			sc.add(weights[wIsolated])
		}
	}
	for f := range engine.Files {
		if n := int32(fileMask[f].And(own).Count()); n > 1 {
			sc.add(times(n-1, weights[wDoubled]))
		}
	}
	return sc, passed
}

// passedPawns values c's passed pawns past the middle by what stands about them:
// more with the way ahead free and, in the ending, with their own king near and
// the enemy's far.
func passedPawns(p *engine.Position, c engine.Color, passed engine.Bitboard) score {
	var sc score
	occ := p.Occupied()
	ours, theirs := p.KingSquare(c), p.KingSquare(c.Other())
	for b := passed; b.Any(); {
		s := b.PopFirst()
		w := int32(relative(c, s).Rank()) - 3
		if w <= 0 {
			continue
		}
		stop := engine.SquareAt(s.File(), s.Rank()+1-2*int(c))
		if !occ.Has(stop) {
			sc.add(times(w, weights[wPassedFree]))
		}
		sc.eg += w * (weights[wPassedEnemyKing].eg*distance(theirs, stop) + weights[wPassedOwnKing].eg*distance(ours, stop))
	}
	return sc
}

// pawnCache keeps what the pawns alone make of the evaluation, by where they
// stand: pawns move seldom, so most positions of a search share theirs with
// positions evaluated before.
type pawnCache struct{ slots[pawnSlot] }

// pawnCacheBits is the size of the pawn cache, in powers of two.
const pawnCacheBits = 11

// pawnSlot is what the pawns of both sides make of the evaluation, by colour:
// the squares they attack, their shape's worth and the passed ones. A slot with
// no pawns is right as it is, zero.
type pawnSlot struct {
	pawns, attacks, passed [2]engine.Bitboard
	shape                  [2]score
}

// of returns the pawn slot of p, worked out afresh when c does not hold it; a nil
// cache holds nothing, and the slot is then worked out in spare, which the
// caller keeps on its stack: an evaluation without a cache allocates nothing.
func (c *pawnCache) of(p *engine.Position, spare *pawnSlot) *pawnSlot {
	pawns := [2]engine.Bitboard{p.Pieces(engine.White, engine.Pawn), p.Pieces(engine.Black, engine.Pawn)}
	e := spare
	if c != nil {
		w, b := pawns[engine.White], pawns[engine.Black]
		h := w.Lo*0x9e3779b97f4a7c15 ^ w.Hi*0xbf58476d1ce4e5b9 ^ b.Lo*0x94d049bb133111eb ^ b.Hi*0xd6e8feb86659fd93
		// Compared word by word: comparing the arrays whole costs a call in WebAssembly.
		if e = c.at(h ^ h>>32); e.pawns[engine.White] == w && e.pawns[engine.Black] == b {
			return e
		}
	}
	e.pawns = pawns
	for side := engine.White; side <= engine.Black; side++ {
		var att engine.Bitboard
		for b := pawns[side]; b.Any(); {
			att = att.Or(engine.Attacks(engine.Piece{Color: side, Kind: engine.Pawn}, b.PopFirst(), engine.Bitboard{}))
		}
		e.attacks[side] = att
	}
	for side := engine.White; side <= engine.Black; side++ {
		e.shape[side], e.passed[side] = pawnShape(side, pawns[side], pawns[side.Other()], e.attacks[side])
	}
	return e
}

// distance is how many king steps part a from b, up to 7; a missing king is far.
func distance(a, b engine.Square) int32 {
	if a == engine.NoSquare || b == engine.NoSquare {
		return 7
	}
	return int32(min(max(abs(a.File()-b.File()), abs(a.Rank()-b.Rank())), 7))
}

// threats values what c attacks of the other side's, given what each side
// attacks by kind and in all: the side to move may not be able to save all of it.
func threats(p *engine.Position, c engine.Color, byKind *[2][engine.King + 1]engine.Bitboard, attacked *[2]engine.Bitboard) score {
	them := c.Other()
	pawns := p.Pieces(them, engine.Pawn)
	pieces := p.ColorSquares(them).AndNot(pawns).AndNot(p.Pieces(them, engine.King))
	queens := p.Pieces(them, engine.Queen)
	heavy := queens.Or(p.Pieces(them, engine.Rook))
	undefended := attacked[c].AndNot(attacked[them])
	var sc score
	for i, n := range [...]int{
		byKind[c][engine.Pawn].And(pieces).Count(),
		byKind[c][engine.Knight].Or(byKind[c][engine.Bishop]).And(heavy).Count(),
		byKind[c][engine.Rook].And(queens).Count(),
		undefended.And(pieces).Count(),
		undefended.And(pawns).Count(),
	} {
		sc.add(times(int32(n), weights[wThreatByPawn+i]))
	}
	return sc
}

// rookFiles values c's rooks on files free of pawns, or of their own pawns.
func rookFiles(p *engine.Position, c engine.Color) score {
	var sc score
	pawns, own := p.Pieces(engine.White, engine.Pawn).Or(p.Pieces(engine.Black, engine.Pawn)), p.Pieces(c, engine.Pawn)
	for b := p.Pieces(c, engine.Rook); b.Any(); {
		file := fileMask[b.PopFirst().File()]
		switch {
		case file.And(pawns).IsEmpty():
			sc.add(weights[wRookOpen])
		case file.And(own).IsEmpty():
			sc.add(weights[wRookHalfOpen])
		}
	}
	return sc
}

// kingShield is the middlegame worth of missing pawns in front of c's king, while
// it stays near its own back rank.
func kingShield(p *engine.Position, c engine.Color) int32 {
	k := p.KingSquare(c)
	if k == engine.NoSquare || relative(c, k).Rank() > 1 {
		return 0
	}
	ahead := engine.Attacks(engine.Piece{Color: c, Kind: engine.Pawn}, k, engine.Bitboard{})
	step := 1
	if c == engine.Black {
		step = -1
	}
	if r := k.Rank() + step; r >= 0 && r < engine.Ranks {
		ahead = ahead.With(engine.SquareAt(k.File(), r))
	}
	return weights[wKingShield].mg * int32(ahead.Count()-ahead.And(p.Pieces(c, engine.Pawn)).Count())
}

// mopUp helps the side far ahead in an ending without pawns on the other side to
// mate: it drives the lone king to the edge and brings its own king near. v is the
// evaluation so far, for White.
func mopUp(p *engine.Position, v int32) int32 {
	win := engine.White
	if v < 0 {
		win = engine.Black
	}
	lose := win.Other()
	if v > -400 && v < 400 || p.Pieces(lose, engine.Pawn).Any() || p.ColorSquares(lose).Count() > 2 {
		return 0
	}
	wk, lk := p.KingSquare(win), p.KingSquare(lose)
	edge := 7 - int32(min(lk.File(), engine.Files-1-lk.File())+min(lk.Rank(), engine.Ranks-1-lk.Rank()))
	near := 16 - int32(abs(wk.File()-lk.File())+abs(wk.Rank()-lk.Rank()))
	bonus := 12*edge + 6*near
	if win == engine.Black {
		bonus = -bonus
	}
	return bonus
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
