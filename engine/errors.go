package engine

import (
	"errors"
	"strconv"
)

// SyntaxError reports text that could not be read: what was being read, the
// offending text and why it was refused. Its message is meant for players.
type SyntaxError struct {
	What string // what was being read: "square", "MFEN", "move", …
	Text string // the offending text
	Why  string // what is wrong, in words
}

// Error returns a message such as `invalid square "z9": want a file a–h then a rank 1–10`.
func (e *SyntaxError) Error() string {
	return "invalid " + e.What + " " + strconv.Quote(e.Text) + ": " + e.Why
}

// Errors returned by game actions.
var (
	ErrGameOver     = errors.New("the game is over")
	ErrIllegalMove  = errors.New("that move is not legal here")
	ErrNothingUndo  = errors.New("there is no move to take back")
	ErrNoGameToDraw = errors.New("a draw can only be agreed while the game is on")
)
