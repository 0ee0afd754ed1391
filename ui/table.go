package ui

import (
	"mschess/engine"
	"mschess/engine/odds"
	"mschess/persist"
)

// table is the board as the players handle it, whatever game is on it: which
// way it faces, the piece being moved, how a tap acts, and the mine-odds
// overlay with the odds it last showed.
type table struct {
	sel      selection   // the piece being moved
	pre      premove     // the move queued on the rival's turn, if any (premove.go)
	orient   orientation // which way the board faces
	flagMode bool        // a tap on a fogged square flags it, for touch screens, where there is no right-click
	overlay  bool        // the mine-odds overlay is on (aids.go)
	// memo is the odds of the view last worked out, kept because every render
	// asks.
	memo struct {
		view engine.View
		odds odds.Odds
		ok   bool
	}
}

// selection is the piece the players are moving and the pointer's press on it.
type selection struct {
	sq    engine.Square // the selected piece, or NoSquare
	press press
}

// press is what a pointer still down did on the board, so that its release
// knows what to do.
type press uint8

const (
	notPressed   press = iota
	pickedUp           // picked up a piece that was not selected
	pressedAgain       // pressed the selected piece again: a tap puts it down
)

// orientation is which way the board faces.
type orientation struct {
	flipped bool // Black at the bottom
	auto    bool // the side to move sits at the bottom
}

// prefs returns the settings that the save of m's game keeps: the table's and
// m's own.
func (t *table) prefs(m *match) persist.Prefs {
	p := persist.Prefs{Flipped: t.orient.flipped, AutoFlip: t.orient.auto, Odds: t.overlay}
	m.writePrefs(&p)
	return p
}

// resume takes up the table's settings that a save kept.
func (t *table) resume(p persist.Prefs) {
	t.orient.auto, t.orient.flipped = p.AutoFlip, p.Flipped
	t.overlay = p.Odds
}

// deselect puts down the piece picked up, and drops the premove with it.
func (t *table) deselect() { t.sel, t.pre = selection{sq: engine.NoSquare}, premove{} }

// Flipped reports whether the board is shown with Black at the bottom.
func (t *table) Flipped() bool { return t.orient.flipped }

// AutoFlip reports whether auto-flip is on.
func (t *table) AutoFlip() bool { return t.orient.auto }

// autoFlip turns the side of the person at the screen, player, to the bottom,
// if auto-flip is on and the game runs (over unset): a finished game faces the
// way Flip turned it.
func (t *table) autoFlip(player engine.Color, over bool) {
	if t.orient.auto && !over {
		t.orient.flipped = player == engine.Black
	}
}

// SetFlagMode turns flag mode on or off: while it is on, a tap on a fogged
// square flags it rather than selecting or moving.
func (t *table) SetFlagMode(on bool) { t.flagMode = on }

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
func (t *table) Beside(s engine.Square, d Direction) engine.Square {
	if int(d) >= len(steps) || !s.Valid() {
		return s
	}
	df, dr := steps[d].file, steps[d].rank
	if t.orient.flipped {
		df, dr = -df, -dr
	}
	f, r := s.File()+df, s.Rank()+dr
	if f < 0 || f >= engine.Files || r < 0 || r >= engine.Ranks {
		return s
	}
	return engine.SquareAt(f, r)
}
