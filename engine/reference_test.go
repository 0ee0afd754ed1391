package engine

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// This file holds a second move generator, written for plainness rather than speed:
// it walks the 80 squares one by one, asks PieceAt what stands where and steps along
// directions a square at a time. The engine's bitboard generator must agree with it
// everywhere. It shares nothing with movegen.go but Play, which it uses to try a move.

var (
	refRookDirs    = [][2]int{{0, 1}, {1, 0}, {0, -1}, {-1, 0}}
	refBishopDirs  = [][2]int{{1, 1}, {-1, 1}, {-1, -1}, {1, -1}}
	refQueenDirs   = append(append([][2]int{}, refRookDirs...), refBishopDirs...)
	refKnightJumps = [][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}
)

// refOffset returns the square df files and dr ranks away from s, and false when
// that is off the board.
func refOffset(s Square, df, dr int) (Square, bool) {
	f, r := s.File()+df, s.Rank()+dr
	if f < 0 || f >= Files || r < 0 || r >= Ranks {
		return NoSquare, false
	}
	return SquareAt(f, r), true
}

// refForward is the rank step of c's pawns.
func refForward(c Color) int {
	if c == White {
		return 1
	}
	return -1
}

// refKing finds c's king by looking at every square.
func refKing(p *Position, c Color) Square {
	for s := range Square(NumSquares) {
		if p.PieceAt(s) == (Piece{c, King}) {
			return s
		}
	}
	return NoSquare
}

// refPieceKeys is the pieces' part of Key worked out afresh, square by square,
// which the one Position keeps as its pieces move must always equal.
func refPieceKeys(p *Position) uint64 {
	var h uint64
	for s := range Square(NumSquares) {
		if pc := p.PieceAt(s); !pc.IsNone() {
			h ^= pieceKeys[pc.Color][pc.Kind][s]
		}
	}
	return h
}

// refAttacked reports whether a piece of by attacks s, looking outwards from s: a
// knight a jump away, a king a step away, a pawn diagonally behind, or a slider at
// the end of a clear line. Mines are not looked at: they never block (docs/rules.md §3).
func refAttacked(p *Position, s Square, by Color) bool {
	is := func(t Square, kinds ...Kind) bool {
		pc := p.PieceAt(t)
		if pc.IsNone() || pc.Color != by {
			return false
		}
		for _, k := range kinds {
			if pc.Kind == k {
				return true
			}
		}
		return false
	}
	for _, d := range refKnightJumps {
		if t, ok := refOffset(s, d[0], d[1]); ok && is(t, Knight) {
			return true
		}
	}
	for _, d := range refQueenDirs {
		if t, ok := refOffset(s, d[0], d[1]); ok && is(t, King) {
			return true
		}
	}
	for _, df := range []int{-1, 1} {
		if t, ok := refOffset(s, df, -refForward(by)); ok && is(t, Pawn) {
			return true
		}
	}
	slide := func(dirs [][2]int, kinds ...Kind) bool {
		for _, d := range dirs {
			for t, ok := refOffset(s, d[0], d[1]); ok; t, ok = refOffset(t, d[0], d[1]) {
				if !p.PieceAt(t).IsNone() {
					if is(t, kinds...) {
						return true
					}
					break
				}
			}
		}
		return false
	}
	return slide(refRookDirs, Rook, Queen) || slide(refBishopDirs, Bishop, Queen)
}

// refMoves returns the legal moves of p's side to move (docs/rules.md §4–§6): every
// pseudo-legal move is tried on the player's view, where fogged squares are mine-free
// and found mines work, and kept when the mover's king is not attacked afterwards.
func refMoves(p *Position, sweeps bool) []Move {
	us, them := p.Side(), p.Side().Other()
	view := p.View()
	king := refKing(&view, us)
	if king == NoSquare {
		return nil
	}
	inCheck := refAttacked(&view, king, them)
	empty := func(s Square) bool { return view.PieceAt(s).IsNone() }
	enemy := func(s Square) bool { pc := view.PieceAt(s); return !pc.IsNone() && pc.Color == them }

	var cands []Move
	for from := range Square(NumSquares) {
		pc := view.PieceAt(from)
		if pc.IsNone() || pc.Color != us {
			continue
		}
		steps := func(jumps [][2]int) {
			for _, d := range jumps {
				if to, ok := refOffset(from, d[0], d[1]); ok && (empty(to) || enemy(to)) {
					cands = append(cands, Move{from, to, Ordinary})
				}
			}
		}
		slides := func(dirs [][2]int) {
			for _, d := range dirs {
				for to, ok := refOffset(from, d[0], d[1]); ok; to, ok = refOffset(to, d[0], d[1]) {
					if empty(to) || enemy(to) {
						cands = append(cands, Move{from, to, Ordinary})
					}
					if !empty(to) {
						break
					}
				}
			}
		}
		switch pc.Kind {
		case Pawn:
			fwd := refForward(us)
			kind := func(to Square) MoveKind {
				if to.Rank() == 0 || to.Rank() == Ranks-1 {
					return Promotion
				}
				return Ordinary
			}
			if front, ok := refOffset(from, 0, fwd); ok && empty(front) {
				cands = append(cands, Move{from, front, kind(front)})
				if sweeps && !inCheck {
					cands = append(cands, Move{from, front, Sweep})
				}
				startRank := 1
				if us == Black {
					startRank = Ranks - 2
				}
				if two, ok := refOffset(from, 0, 2*fwd); ok && from.Rank() == startRank && empty(two) {
					cands = append(cands, Move{from, two, Ordinary})
				}
			}
			for _, df := range []int{-1, 1} {
				if to, ok := refOffset(from, df, fwd); ok && enemy(to) {
					cands = append(cands, Move{from, to, kind(to)})
				}
			}
		case Knight:
			steps(refKnightJumps)
		case King:
			steps(refQueenDirs)
		case Bishop:
			slides(refBishopDirs)
		case Rook:
			slides(refRookDirs)
		case Queen:
			slides(refQueenDirs)
		}
	}

	// Castling (docs/rules.md §5), condition by condition; where the king lands is judged
	// below with every other move, by playing it.
	home := 0
	if us == Black {
		home = Ranks - 1
	}
	for _, c := range []struct {
		right                  Castling
		rookFile, kingTo, pass int
	}{
		{WhiteShort, 7, 6, 5}, {WhiteLong, 0, 2, 3},
	} {
		right := c.right
		if us == Black {
			right <<= 2
		}
		kingFrom, rookFrom := SquareAt(4, home), SquareAt(c.rookFile, home)
		if p.Castling()&right == 0 || inCheck ||
			view.PieceAt(kingFrom) != (Piece{us, King}) || view.PieceAt(rookFrom) != (Piece{us, Rook}) {
			continue
		}
		clear := true
		lo, hi := min(4, c.rookFile), max(4, c.rookFile)
		for f := lo + 1; f < hi; f++ {
			clear = clear && empty(SquareAt(f, home))
		}
		if clear && !refAttacked(&view, SquareAt(c.pass, home), them) {
			cands = append(cands, Move{kingFrom, SquareAt(c.kingTo, home), Castle})
		}
	}

	var legal []Move
	for _, m := range cands {
		after := view
		after.Play(m)
		if !refAttacked(&after, refKing(&after, us), them) {
			legal = append(legal, m)
		}
	}
	return legal
}

// refPerft counts move sequences with refMoves. A move after which the mover's own
// king stands attacked — only a blast can do that — ends the game (docs/rules.md §7), so
// nothing follows it.
func refPerft(p Position, depth int, sweeps bool) uint64 {
	if depth == 0 {
		return 1
	}
	moves := refMoves(&p, sweeps)
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		child := p
		child.Play(m)
		if !refAttacked(&child, refKing(&child, p.Side()), p.Side().Other()) {
			n += refPerft(child, depth-1, sweeps)
		}
	}
	return n
}

// randomGamePositions returns the referee positions of random games from NewGame,
// one game per seed. The moves lean towards sweeps and the fog zone, so that games
// are full of blasts, sweeps and found mines.
func randomGamePositions(seeds, maxPlies int) []Position {
	var out []Position
	for seed := range uint64(seeds) {
		r := rand.New(rand.NewPCG(seed, 1))
		g := NewGame(seed)
		for range maxPlies {
			out = append(out, g.Referee())
			moves := g.LegalMoves()
			if len(moves) == 0 {
				break
			}
			if _, err := g.Play(pickMove(r, moves)); err != nil {
				panic(err)
			}
		}
	}
	return out
}

// pickMove chooses a random move, taking a sweep or a move into the fog zone more
// often than the rest.
func pickMove(r *rand.Rand, moves []Move) Move {
	for range 2 {
		m := moves[r.IntN(len(moves))]
		if m.Kind == Sweep || m.To.InFogZone() {
			return m
		}
	}
	return moves[r.IntN(len(moves))]
}

// randomPosition builds a random position through the package's internals. It leans
// towards what is hard to get right: sliders lined up on a king (pins and checks),
// castling rights, mines next to kings and on the squares between a king and a
// slider, found and under fog. The caller keeps it only if Validate accepts it.
func randomPosition(r *rand.Rand) Position {
	var p Position
	emptyAt := func(s Square) bool { return p.PieceAt(s).IsNone() && !p.mines.Has(s) }
	randomEmpty := func(ok func(Square) bool) Square {
		for range 100 {
			if s := Square(r.IntN(NumSquares)); emptyAt(s) && ok(s) {
				return s
			}
		}
		return NoSquare
	}
	anywhere := func(Square) bool { return true }
	putRandom := func(pc Piece, ok func(Square) bool) Square {
		s := randomEmpty(func(s Square) bool {
			return ok(s) && (pc.Kind != Pawn || (s.Rank() > 0 && s.Rank() < Ranks-1))
		})
		if s != NoSquare {
			p.put(pc, s)
		}
		return s
	}

	// Kings on their home squares often, so that castling comes up.
	for c := White; c <= Black; c++ {
		home := SquareAt(4, 0)
		if c == Black {
			home = SquareAt(4, Ranks-1)
		}
		if emptyAt(home) && r.IntN(2) == 0 {
			p.put(Piece{c, King}, home)
			for _, f := range []int{0, 7} {
				if rook := SquareAt(f, home.Rank()); emptyAt(rook) && r.IntN(3) > 0 {
					p.put(Piece{c, Rook}, rook)
					p.castling |= castleLoss[rook] & castleLoss[home]
				}
			}
		} else {
			// Near the fog zone, where mines can lie around it and on its lines.
			putRandom(Piece{c, King}, func(s Square) bool { return s.Rank() >= 2 && s.Rank() <= 7 })
		}
	}

	kinds := []Kind{Pawn, Pawn, Pawn, Knight, Bishop, Rook, Queen}
	for range r.IntN(14) {
		putRandom(Piece{Color(r.IntN(2)), kinds[r.IntN(len(kinds))]}, anywhere)
	}

	// Sliders lined up on a king, with perhaps a piece of either side in between.
	for range r.IntN(6) {
		c := Color(r.IntN(2))
		k := p.KingSquare(c)
		kind := []Kind{Bishop, Rook, Queen}[r.IntN(3)]
		dirs := refRookDirs
		if kind == Bishop || (kind == Queen && r.IntN(2) == 0) {
			dirs = refBishopDirs
		}
		d := dirs[r.IntN(len(dirs))]
		var path []Square
		for t, ok := refOffset(k, d[0], d[1]); ok && emptyAt(t); t, ok = refOffset(t, d[0], d[1]) {
			path = append(path, t)
		}
		if len(path) < 2 {
			continue
		}
		at := 1 + r.IntN(len(path)-1)
		p.put(Piece{c.Other(), kind}, path[at])
		if s, owner := path[r.IntN(at)], c; r.IntN(4) > 0 {
			if r.IntN(4) == 0 {
				owner = c.Other()
			}
			putRandom(Piece{owner, kinds[r.IntN(len(kinds))]}, func(t Square) bool { return t == s })
		}
		// A mine on the line, where a piece might interpose or a pinned piece go.
		if s := path[r.IntN(at)]; s.InFogZone() && emptyAt(s) && r.IntN(3) > 0 {
			p.mines = p.mines.With(s)
		}
	}

	// Mines next to the kings and anywhere in the fog zone.
	for c := White; c <= Black; c++ {
		for t := neighbours[p.KingSquare(c)].And(fogZone); t.Any(); {
			if s := t.PopFirst(); emptyAt(s) && r.IntN(3) == 0 {
				p.mines = p.mines.With(s)
			}
		}
	}
	for range r.IntN(6) {
		if s := randomEmpty(Square.InFogZone); s != NoSquare {
			p.mines = p.mines.With(s)
		}
	}

	// Fog over a random share of the fog zone, pieces or not.
	share := []int{0, 1, 2, 3}[r.IntN(4)]
	for t := fogZone; t.Any(); {
		if s := t.PopFirst(); r.IntN(3) < share {
			p.fog = p.fog.With(s)
		}
	}
	if p.mines.And(p.fog).IsEmpty() {
		p.fog = Bitboard{} // all clear (docs/rules.md §2)
	}

	for _, cs := range []castleSquares{castles[White][0], castles[White][1], castles[Black][0], castles[Black][1]} {
		if r.IntN(4) == 0 {
			p.castling &^= cs.right
		}
	}
	p.side = Color(r.IntN(2))
	p.fullmove = 1
	return p
}

// randomPositions returns n random positions that Validate accepts.
func randomPositions(seed uint64, n int) []Position {
	r := rand.New(rand.NewPCG(seed, 2))
	var out []Position
	for len(out) < n {
		if p := randomPosition(r); p.Validate() == nil {
			out = append(out, p)
		}
	}
	return out
}

// requireSameMoves compares the engine's legal moves, and perft's bulk count of
// them, with the reference's, with and without sweeps, on the referee position and
// on the player's view.
func requireSameMoves(t *testing.T, p Position, where string, args ...any) {
	t.Helper()
	view := p.View()
	for _, sweeps := range []bool{true, false} {
		want := refMoves(&p, sweeps)
		require.ElementsMatch(t, want, p.AppendLegalMoves(nil, sweeps), "%s, sweeps %v, referee:\n%s", fmt.Sprintf(where, args...), sweeps, describe(&p))
		require.ElementsMatch(t, want, view.AppendLegalMoves(nil, sweeps), "%s, sweeps %v, view:\n%s", fmt.Sprintf(where, args...), sweeps, describe(&view))
		require.Len(t, want, p.countLegalMoves(sweeps), "%s, sweeps %v, count:\n%s", fmt.Sprintf(where, args...), sweeps, describe(&p))
		require.Len(t, want, view.countLegalMoves(sweeps), "%s, sweeps %v, count in the view:\n%s", fmt.Sprintf(where, args...), sweeps, describe(&view))
	}
}

func TestReferenceMovesInRandomGames(t *testing.T) {
	seeds := 200
	if testing.Short() {
		seeds = 40
	}
	positions := randomGamePositions(seeds, 150)
	var blasts, sweeps, found int
	for i, p := range positions {
		requireSameMoves(t, p, "random game position %d", i)
		found += p.FoundMines().Count()
		for _, m := range p.LegalMoves() {
			child := p
			e := child.Play(m)
			if e.Blast != NoSquare {
				blasts++
			}
			if e.Swept {
				sweeps++
			}
		}
	}
	// The comparison is only worth something if the games met the mines.
	require.Greater(t, blasts, 100, "blasts among the moves tried")
	require.Greater(t, sweeps, 100, "sweeps that removed a mine")
	require.Greater(t, found, 100, "found mines seen")
}

func TestReferenceMovesInRandomPositions(t *testing.T) {
	n := 20000
	if testing.Short() {
		n = 3000
	}
	var checks, pins, castlings int
	for i, p := range randomPositions(1, n) {
		requireSameMoves(t, p, "random position %d", i)
		if p.InCheck() {
			checks++
		}
		for _, m := range p.LegalMoves() {
			if m.Kind == Castle {
				castlings++
			}
		}
		for s := range Square(NumSquares) {
			if pc := p.PieceAt(s); !pc.IsNone() && pc.Color == p.side && pc.Kind != King && isPinned(&p, s) {
				pins++
			}
		}
	}
	require.Greater(t, checks, n/20, "positions in check")
	require.Greater(t, pins, n/20, "pinned pieces")
	require.Greater(t, castlings, n/50, "castlings")
}

// isPinned reports whether taking the piece on s off the board would leave its
// king attacked when it is not now.
func isPinned(p *Position, s Square) bool {
	c := p.PieceAt(s).Color
	k := refKing(p, c)
	if refAttacked(p, k, c.Other()) {
		return false
	}
	q := *p
	q.remove(q.PieceAt(s), s)
	return refAttacked(&q, k, c.Other())
}

func TestReferencePerft(t *testing.T) {
	games, positions, depth := 30, 400, 3
	if testing.Short() {
		games, positions, depth = 6, 60, 2
	}
	var all []Position
	for i, p := range randomGamePositions(games, 120) {
		if i%20 == 0 {
			all = append(all, p)
		}
	}
	all = append(all, randomPositions(3, positions)...)
	for i, p := range all {
		for d := 1; d <= depth; d++ {
			for _, sweeps := range []bool{false, true} {
				require.Equal(t, refPerft(p, d, sweeps), p.Perft(d, sweeps), "position %d, depth %d, sweeps %v:\n%s", i, d, sweeps, describe(&p))
			}
		}
	}
}
