package engine

// AssumeMine makes a player's view suppose that one of its hidden mines lies on s:
// the mine is listed and no longer counted as hidden. It reports whether it could,
// and changes nothing when it could not: s must be a fogged square with no piece and
// no listed mine, and the view must hide at least one mine.
//
// A search that decides from the view alone plays a move onto a fogged square both
// ways: on a copy after AssumeMine(m.To) for the branch where a mine lies there, and
// on a plain copy, which plays as if none did.
func (p *Position) AssumeMine(s Square) bool {
	if p.hidden <= 0 || !p.fog.Has(s) || p.mines.Has(s) || p.Occupied().Has(s) {
		return false
	}
	p.mines = p.mines.With(s)
	p.hidden--
	return true
}
