package engine

// Attacks returns the squares that a piece pc standing on s attacks when the
// occupied squares are occ: a pawn its two squares diagonally forward, a slider
// its lines up to and including the first occupied square. Mines block nothing
// (docs/rules.md §3). Evaluation and exchange counting in a search use it.
func Attacks(pc Piece, s Square, occ Bitboard) Bitboard {
	if !s.Valid() {
		return Bitboard{}
	}
	switch pc.Kind {
	case Pawn:
		return pawnAttacks[pc.Color&1][s]
	case Knight:
		return knightAttacks[s]
	case Bishop:
		return slides(dirNE, s, occ)
	case Rook:
		return slides(dirN, s, occ)
	case Queen:
		return slides(dirNE, s, occ).Or(slides(dirN, s, occ))
	case King:
		return kingAttacks[s]
	}
	return Bitboard{}
}

// slides returns the squares a slider on from reaches along the four directions of
// rays from d on (the first two up, see dirN), each up to its first square in occ.
func slides(d int, from Square, occ Bitboard) Bitboard {
	return rayUp(rays[d][from], occ).Or(rayUp(rays[d+1][from], occ)).
		Or(rayDown(rays[d+2][from], occ)).Or(rayDown(rays[d+3][from], occ))
}
