package ui

import "mschess/engine"

// Direction is a way across the board as the screen shows it.
type Direction uint8

// The four directions, as the arrow keys name them.
const (
	Up Direction = iota
	Down
	Left
	Right
)

// steps holds each direction's step in files and ranks with White at the bottom.
var steps = [...]struct{ file, rank int }{Up: {0, 1}, Down: {0, -1}, Left: {-1, 0}, Right: {1, 0}}

// Beside returns the square next to s in direction d on the board as it is
// shown, turned round when Black is at the bottom; at the board's edge it
// returns s. A front end moves the keyboard focus with it.
func (a *App) Beside(s engine.Square, d Direction) engine.Square {
	if int(d) >= len(steps) || !s.Valid() {
		return s
	}
	df, dr := steps[d].file, steps[d].rank
	if a.orient.flipped {
		df, dr = -df, -dr
	}
	f, r := s.File()+df, s.Rank()+dr
	if f < 0 || f >= engine.Files || r < 0 || r >= engine.Ranks {
		return s
	}
	return engine.SquareAt(f, r)
}
