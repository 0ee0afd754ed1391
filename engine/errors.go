package engine

import (
	"errors"
	"strconv"
)

// SyntaxError reports text that could not be read: what was being read, the
// offending text, where in it the fault lies and why it was refused. Its message is
// meant for players.
type SyntaxError struct {
	What  string // what was being read: "square", "MFEN", "move", …
	Text  string // the offending text
	Where string // where in Text the fault lies, such as "field 1 (placement)"; may be empty
	Why   string // what is wrong, in words
}

// Error returns a message such as `invalid square "z9": want a file a–h then a rank 1–10`
// or, with a place, `invalid MFEN "…": field 2 (side to move), want w or b`.
func (e *SyntaxError) Error() string {
	s := "invalid " + e.What + " " + excerpt(e.Text) + ": "
	if e.Where != "" {
		s += e.Where + ", "
	}
	return s + e.Why
}

// excerptLen is the most characters of a player's text that a message quotes:
// enough to find the place, never the whole of a hostile link or file.
const excerptLen = 40

// clip cuts text to excerptLen characters and "…", for a message.
func clip(text string) string {
	n := 0
	for i := range text {
		if n == excerptLen {
			return text[:i] + "…"
		}
		n++
	}
	return text
}

// excerpt quotes text for a message, clipped.
func excerpt(text string) string { return strconv.Quote(clip(text)) }

// MoveError reports a move that was read but cannot be played in the position: no
// legal move fits it (Err is ErrIllegalMove) or more than one does (Err is
// ErrAmbiguousMove).
type MoveError struct {
	Text string // the move as written
	Why  string // what is wrong, in words
	Err  error
}

// Error returns a message such as `illegal move "Nf3": no white knight can go to f3`.
func (e *MoveError) Error() string {
	what := "illegal"
	if e.Err == ErrAmbiguousMove {
		what = "ambiguous"
	}
	return what + " move " + excerpt(e.Text) + ": " + e.Why
}

// Unwrap returns ErrIllegalMove or ErrAmbiguousMove, for errors.Is.
func (e *MoveError) Unwrap() error { return e.Err }

// RecordError reports where a game record went wrong: the line and, when a move is
// at fault, its number as the record writes it ("12." or "12...").
type RecordError struct {
	Line int    // 1 for the first line; 0 when no one line is at fault
	Move string // the move's number, or "" when no move is at fault
	Err  error
}

// Error returns a message such as
// `record line 5, move 12...: illegal move "Nf3": no black knight can go to f3`.
func (e *RecordError) Error() string {
	s := "record"
	if e.Line > 0 {
		s += " line " + strconv.Itoa(e.Line)
	}
	if e.Move != "" {
		s += ", move " + e.Move
	}
	return s + ": " + e.Err.Error()
}

// Unwrap returns the error found at that place.
func (e *RecordError) Unwrap() error { return e.Err }

// Errors returned by game actions.
var (
	ErrGameOver      = errors.New("the game is over")
	ErrIllegalMove   = errors.New("that move is not legal here")
	ErrAmbiguousMove = errors.New("that move could be more than one legal move")
	ErrNothingUndo   = errors.New("there is no move to take back")
	ErrRevealed      = errors.New("a move that revealed part of the minefield stands: it cannot be taken back")
	ErrNoGameToDraw  = errors.New("a draw can only be agreed while the game is on")
	ErrGameNotOver   = errors.New("a game still in progress has no record: it would give away the hidden mines")
)

// ErrNoMinefield is the error of ParseRecord, inside a *RecordError, for a record
// that does not say where the mines are: most likely one of an ordinary chess game.
var ErrNoMinefield = errors.New("no Seed, Mines or FEN tag says where the mines are")
