package engine

import (
	"errors"
	"strconv"
)

// The errors of this package are for programs and the people who write them:
// their messages are English, for logs, tests and the command-line tool. A
// player reads them through ui, which words each named error in the player's
// language: the Err… values below, and the typed errors by their fields, with
// the particulars (a line, a move, the text at fault) as parameters. So every
// error a player can meet is one of these, never a message alone.

// SyntaxError reports text that could not be read: what was being read, the
// offending text, where in it the fault lies and why it was refused.
type SyntaxError struct {
	What  string // what was being read: "square", "MFEN", "move", …
	Text  string // the offending text
	Where string // where in Text the fault lies, such as "field 1 (placement)"; may be empty
	Why   string // what is wrong, in words
	// Err is the named error that Why tells, when there is one: the rule
	// (Position.Validate) that a position read in whole breaks.
	Err error
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

// Unwrap returns Err, for errors.Is.
func (e *SyntaxError) Unwrap() error { return e.Err }

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

// Errors of NewGameFrom and of looking back over a game.
var (
	ErrViewOnly  = errors.New("a game needs every mine: this position hides some under fog")
	ErrNoSuchPly = errors.New("no such move in this game")
)

// Errors of Position.Validate: the rules that a position breaks.
var (
	ErrWhiteKings      = errors.New(White.String() + " must have exactly one king")
	ErrBlackKings      = errors.New(Black.String() + " must have exactly one king")
	ErrPawnOnEdge      = errors.New("no pawn may stand on rank 1 or rank 10")
	ErrMineOutsideZone = errors.New("mines can only lie in ranks 4–7")
	ErrFogOutsideZone  = errors.New("only squares in ranks 4–7 can be fogged")
	ErrPieceOnMine     = errors.New("a piece cannot stand on a mine")
	ErrTooManyHidden   = errors.New("there are not enough empty fogged squares for the hidden mines")
	ErrFogWithoutMine  = errors.New("no mine lies under fog, so no square can still be fogged")
	ErrCastlingRight   = errors.New("a castling right needs the king and that rook on their starting squares")
	ErrWaitingInCheck  = errors.New("the side not to move is in check")
)

// DetailError is a named error told with the particulars of one case: Err is
// the named error, Details what its message quotes, in the order Err's doc
// gives, as a record writes them (numbers, results, moves, a tag's words), so
// that a message in any language can quote them as they are.
type DetailError struct {
	Err     error
	Details []string
	msg     string
}

// detail returns err told as msg, with details.
func detail(err error, msg string, details ...string) *DetailError {
	return &DetailError{Err: err, Details: details, msg: msg}
}

// Error returns the message of the case, such as `move number 3 where 2 was due`.
func (e *DetailError) Error() string { return e.msg }

// Unwrap returns Err, for errors.Is.
func (e *DetailError) Unwrap() error { return e.Err }

// Errors of ParseRecord, inside a *RecordError, for a record whose parts do
// not fit together. Those with details come in a *DetailError.
var (
	ErrOpenComment = errors.New("a comment opened with { is never closed with }")
	ErrStrayBrace  = errors.New("a } closes no comment")
	ErrVariation   = errors.New("variations in ( ) are not supported")
	ErrLateTag     = errors.New("tag pairs must come before the moves")
	// ErrLoneTermination: the record names how the game ended but no result.
	ErrLoneTermination = errors.New("a Termination needs a result, in a Result tag or after the moves")
	// ErrResultNotLast: details the result, which stands before a move.
	ErrResultNotLast = errors.New("the result must come last")
	// ErrMoveNumber: details the number given, then the number due.
	ErrMoveNumber = errors.New("a move number is not the one due")
	// ErrMoveAfterEnd: details the result the game had ended with, then the
	// move that follows it.
	ErrMoveAfterEnd = errors.New("a move follows the end of the game")
	// ErrResultTags: details the result the movetext ends with, then the
	// Result tag's.
	ErrResultTags = errors.New("the movetext and the Result tag disagree")
	// ErrOtherEnd: details the result the moves end the game with, then how
	// (as a Termination tag says it).
	ErrOtherEnd = errors.New("the moves end the game otherwise than the record says")
	// ErrNoEnd: details the result the record states.
	ErrNoEnd = errors.New("the record states an end the moves do not reach")
)

// ErrBrokenCommitment is VerifyCommitment's error, in a *DetailError, for a seed
// that does not lay the minefield promised: details the seed, then the
// commitment.
var ErrBrokenCommitment = errors.New("the mines were not fixed by this seed")

// ErrNoMinefield is the error of ParseRecord, inside a *RecordError, for a record
// that does not say where the mines are: most likely one of an ordinary chess game.
var ErrNoMinefield = errors.New("no Seed, Mines or FEN tag says where the mines are")
