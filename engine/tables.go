package engine

import "math/bits"

// Precomputed square sets. They are built at start-up rather than stored, which keeps
// the wasm binary small; building them takes well under a millisecond.

// Ray directions: the rook's four, then the bishop's four. Within each four, the
// first two run towards higher square numbers, so the nearest blocker on them is the
// lowest set bit; the other two run the other way. Opposite directions differ in
// bit 1.
const (
	dirN = iota
	dirE
	dirS
	dirW
	dirNE
	dirNW
	dirSW
	dirSE
	numDirs
)

var dirSteps = [numDirs][2]int{{0, 1}, {1, 0}, {0, -1}, {-1, 0}, {1, 1}, {-1, 1}, {-1, -1}, {1, -1}}

var (
	rays          [numDirs][NumSquares]Bitboard
	knightAttacks [NumSquares]Bitboard
	kingAttacks   [NumSquares]Bitboard
	pawnAttacks   [2][NumSquares]Bitboard
	// between[a][b] is the squares strictly between a and b on a shared line, else empty.
	between [NumSquares][NumSquares]Bitboard
	// line[a][b] is the whole line through a and b (both included), else empty.
	line [NumSquares][NumSquares]Bitboard
	// neighbours[s] is the up to eight squares around s.
	neighbours [NumSquares]Bitboard
	// revealRing[s] is what a landing on s unfogs: s and its neighbours, within the fog zone.
	revealRing [NumSquares]Bitboard
	// fogZone is ranks 4–7.
	fogZone Bitboard
	// rankBB[r] is the zero-based rank r, fileBB[f] the zero-based file f.
	rankBB [Ranks]Bitboard
	fileBB [Files]Bitboard
	// notFileA and the others are the squares a piece can leave eastward or westward
	// by one or two files without crossing the board's edge.
	notFileA, notFileH, notFilesAB, notFilesGH Bitboard
	// rookRays[s] and bishopRays[s] are the empty-board lines from s; they let attack
	// tests skip slider work when no slider stands on them.
	rookRays, bishopRays [NumSquares]Bitboard
)

func onBoard(f, r int) bool { return f >= 0 && f < Files && r >= 0 && r < Ranks }

func init() {
	for r := range Ranks {
		for f := range Files {
			s := SquareAt(f, r)
			rankBB[r] = rankBB[r].With(s)
			fileBB[f] = fileBB[f].With(s)
			if s.InFogZone() {
				fogZone = fogZone.With(s)
			}
			for _, d := range [][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}} {
				if onBoard(f+d[0], r+d[1]) {
					knightAttacks[s] = knightAttacks[s].With(SquareAt(f+d[0], r+d[1]))
				}
			}
			for dir, d := range dirSteps {
				if onBoard(f+d[0], r+d[1]) {
					kingAttacks[s] = kingAttacks[s].With(SquareAt(f+d[0], r+d[1]))
				}
				for i := 1; onBoard(f+i*d[0], r+i*d[1]); i++ {
					rays[dir][s] = rays[dir][s].With(SquareAt(f+i*d[0], r+i*d[1]))
				}
			}
			for _, df := range []int{-1, 1} {
				if onBoard(f+df, r+1) {
					pawnAttacks[White][s] = pawnAttacks[White][s].With(SquareAt(f+df, r+1))
				}
				if onBoard(f+df, r-1) {
					pawnAttacks[Black][s] = pawnAttacks[Black][s].With(SquareAt(f+df, r-1))
				}
			}
			neighbours[s] = kingAttacks[s]
		}
	}
	notFileA, notFileH = fileBB[0].Not(), fileBB[Files-1].Not()
	notFilesAB, notFilesGH = notFileA.AndNot(fileBB[1]), notFileH.AndNot(fileBB[Files-2])
	for s := range Square(NumSquares) {
		revealRing[s] = neighbours[s].With(s).And(fogZone)
		rookRays[s] = rays[dirN][s].Or(rays[dirE][s]).Or(rays[dirS][s]).Or(rays[dirW][s])
		bishopRays[s] = rays[dirNE][s].Or(rays[dirNW][s]).Or(rays[dirSW][s]).Or(rays[dirSE][s])
		for dir := range numDirs {
			opposite := dir ^ 2
			for ray := rays[dir][s]; ray.Any(); {
				t := ray.PopFirst()
				between[s][t] = rays[dir][s].And(rays[opposite][t])
				line[s][t] = rays[dir][s].Or(rays[opposite][s]).With(s)
			}
		}
	}
}

// rayUp returns the part of r, a ray running towards higher squares, up to and
// including its first square in occ. A sentinel bit past the board stands in for a
// missing blocker, so the nearest one is found without a branch: WebAssembly pays
// for every branch taken, and for every call, which is why this is small enough to
// be inlined.
func rayUp(r, occ Bitboard) Bitboard {
	lo, hi := r.Lo&occ.Lo, r.Hi&occ.Hi|1<<63
	mlo, mhi := (lo&-lo)<<1-1, (hi&-hi)<<1-1 // the bits up to the nearest blocker
	if lo != 0 {
		mhi = 0
	}
	return Bitboard{r.Lo & mlo, r.Hi & mhi}
}

// rayDown is rayUp for a ray running towards lower squares, where the nearest
// blocker is the highest. Square 0 (or 64) is the sentinel: when it stands on the
// ray it is the ray's last square, which the ray reaches either way.
func rayDown(r, occ Bitboard) Bitboard {
	lo, hi := r.Lo&occ.Lo|1, r.Hi&occ.Hi
	mlo := -(uint64(1) << (uint(bits.Len64(lo)-1) & 63)) // the bits from the nearest blocker up
	mhi := -(uint64(1) << (uint(bits.Len64(hi|1)-1) & 63))
	if hi != 0 {
		mlo = 0
	}
	return Bitboard{r.Lo & mlo, r.Hi & mhi}
}
