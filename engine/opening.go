package engine

// Opening is what the minefield says of one fogged square as its fog lifts, in a game
// whose minefield nobody holds: an online game, whose mines are dealt encrypted between
// the two players and opened square by square as the rules reveal them. It says whether
// the square holds a mine and how many mines the minefield as dealt holds on the
// square's neighbours. Around counts the dealt field, before any mine was removed:
// removals are public, so the game takes them off itself.
type Opening struct {
	Square Square
	Mine   bool
	Around int
}

// OpeningsOf returns, in square order, what the minefield field, as dealt, says of
// each of squares: what whoever holds a field, such as a test or a tool replaying a
// game, settles a dealt game's move with (Game.PlayOpened).
func OpeningsOf(field, squares Bitboard) []Opening {
	var out []Opening
	for _, s := range squares.Squares() {
		out = append(out, Opening{Square: s, Mine: field.Has(s), Around: Neighbours(s).And(field).Count()})
	}
	return out
}
