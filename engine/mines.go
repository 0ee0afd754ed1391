package engine

import "math/rand/v2"

// minefieldStream is the PCG stream for minefields; a fixed value keeps a seed's
// minefield the same in every build (docs/rules.md §2).
const minefieldStream = 0x6d696e6566696c64 // "minefild"

// MinesFromSeed returns the minefield of seed: MineCount distinct fog-zone squares,
// each set of squares equally likely. The command-line tool, the page's ?seed= and the
// game records all place mines through it, so one seed means one minefield everywhere.
func MinesFromSeed(seed uint64) Bitboard {
	r := rand.New(rand.NewPCG(seed, minefieldStream))
	squares := fogZone.Squares()
	var mines Bitboard
	for i := range MineCount {
		j := i + r.IntN(len(squares)-i)
		squares[i], squares[j] = squares[j], squares[i]
		mines = mines.With(squares[i])
	}
	return mines
}
