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

// IsPass reports whether m is a sweep that can reveal nothing, which only passes
// the turn (docs/rules.md §4): its square is neither fogged nor a found mine,
// which both players see alike (docs/rules.md §9).
func (p *Position) IsPass(m Move) bool {
	return m.Kind == Sweep && !p.fog.Or(p.mines).Has(m.To)
}

// CanPass reports whether the side to move has a legal move that IsPass: a pawn
// with an empty square in front that is neither fogged nor a found mine, while
// not in check.
func (p *Position) CanPass() bool {
	pawns := p.kinds[Pawn].And(p.colors[p.side])
	clear := pawns.shift(int(pawnForward[p.side])).AndNot(p.Occupied()).AndNot(p.fog).AndNot(p.mines)
	return clear.Any() && !p.InCheck()
}
