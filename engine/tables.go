package engine

// Precomputed square sets. They are built at start-up rather than stored, which keeps
// the wasm binary small; building them takes well under a millisecond.

// Ray directions. The first four run towards higher square numbers, so the nearest
// blocker on them is the lowest set bit; the last four run the other way.
const (
	dirN = iota
	dirE
	dirNE
	dirNW
	dirS
	dirW
	dirSW
	dirSE
	numDirs
)

var dirSteps = [numDirs][2]int{{0, 1}, {1, 0}, {1, 1}, {-1, 1}, {0, -1}, {-1, 0}, {-1, -1}, {1, -1}}

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
			opposite := (dir + 4) % numDirs
			for ray := rays[dir][s]; ray.Any(); {
				t := ray.PopFirst()
				between[s][t] = rays[dir][s].And(rays[opposite][t])
				line[s][t] = rays[dir][s].Or(rays[opposite][s]).With(s)
			}
		}
	}
}

// rayAttack returns the squares a slider on s reaches along dir, up to and including
// the first occupied square.
func rayAttack(dir int, s Square, occ Bitboard) Bitboard {
	r := rays[dir][s]
	if b := r.And(occ); b.Any() {
		if dir < dirS {
			r = r.Xor(rays[dir][b.First()])
		} else {
			r = r.Xor(rays[dir][b.Last()])
		}
	}
	return r
}

// rookAttacks returns the squares a rook on s attacks over the occupancy occ.
func rookAttacks(s Square, occ Bitboard) Bitboard {
	return rayAttack(dirN, s, occ).Or(rayAttack(dirE, s, occ)).Or(rayAttack(dirS, s, occ)).Or(rayAttack(dirW, s, occ))
}

// bishopAttacks returns the squares a bishop on s attacks over the occupancy occ.
func bishopAttacks(s Square, occ Bitboard) Bitboard {
	return rayAttack(dirNE, s, occ).Or(rayAttack(dirNW, s, occ)).Or(rayAttack(dirSW, s, occ)).Or(rayAttack(dirSE, s, occ))
}
