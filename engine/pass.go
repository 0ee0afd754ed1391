package engine

// PassTurn gives the move to the other side and changes nothing else. It is no move
// of the game (the rules' only way to pass is a sweep, docs/rules.md §4), but what a
// search tries as a "null move", to learn whether the side to move stands so well
// that even doing nothing keeps it ahead. The side to move must not be in check.
func (p *Position) PassTurn() {
	p.fullmove += int(p.side)
	p.halfmove++
	p.side = p.side.Other()
}
