package engine

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
	// rankBB[r] is the zero-based rank r.
	rankBB [Ranks]Bitboard
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

// slide returns the squares a slider on s attacks along the directions first to
// last-1, over the occupancy occ: each ray up to and including its first occupied
// square. It is one loop with nothing left to call, because calls are what
// WebAssembly pays most for.
func slide(s Square, occ Bitboard, first, last int) Bitboard {
	var a Bitboard
	for dir := first; dir < last; dir++ {
		r := rays[dir][s]
		if b := r.And(occ); b.Any() {
			if dir&2 == 0 { // rays towards higher squares: the nearest blocker is the lowest
				r = r.Xor(rays[dir][b.First()])
			} else {
				r = r.Xor(rays[dir][b.Last()])
			}
		}
		a = a.Or(r)
	}
	return a
}

// rookAttacks returns the squares a rook on s attacks over the occupancy occ.
func rookAttacks(s Square, occ Bitboard) Bitboard { return slide(s, occ, dirN, dirNE) }

// bishopAttacks returns the squares a bishop on s attacks over the occupancy occ.
func bishopAttacks(s Square, occ Bitboard) Bitboard { return slide(s, occ, dirNE, numDirs) }

// queenAttacks returns the squares a queen on s attacks over the occupancy occ.
func queenAttacks(s Square, occ Bitboard) Bitboard { return slide(s, occ, dirN, numDirs) }
