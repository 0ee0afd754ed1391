package duel

import "errors"

// Errors of a peer's message that verifies but does not fit the game. Each one
// refuses the message, which changes nothing, as does a message that does not
// verify (a *deal.Error).
var (
	// ErrPayload is a move or an action this version cannot read.
	ErrPayload = errors.New("the opponent's message holds no move or action this version of the game reads")
	// ErrIllegalMove is a move that is not legal in the position, or not the
	// opponent's to play.
	ErrIllegalMove = errors.New("the opponent's move is not legal here")
	// ErrOtherSquares is a move sent with the openings of other squares than the
	// ones it lifts (docs/rules.md §11).
	ErrOtherSquares = errors.New("the opponent's move opens other squares than the ones it uncovers")
	// ErrBadOpenings is a reply whose openings contradict what the board shows.
	ErrBadOpenings = errors.New("the opponent's openings do not agree with the board")
	// ErrAction is an action that does not fit the game: an answer to nothing, an
	// offer while one waits, or a take-back the rules do not allow (§10).
	ErrAction = errors.New("the opponent's action does not fit the game")
	// ErrEarlyReveal is a key revealed while the game is on.
	ErrEarlyReveal = errors.New("the opponent revealed its key while the game is on")
)

// Errors of this side's own calls, which send nothing.
var (
	// ErrNotYourTurn is a move or an action while the peer is to send.
	ErrNotYourTurn = errors.New("it is not this side's turn")
	// ErrUnanswered is a move or an offer while the peer's offer or request
	// waits for this side's answer.
	ErrUnanswered = errors.New("the opponent's offer or request waits for an answer")
	// ErrNothingToAnswer is an answer when no offer or request waits.
	ErrNothingToAnswer = errors.New("there is no offer or request to answer")
	// ErrNoAction is an Action that is none of the actions.
	ErrNoAction = errors.New("there is no such action")
)

// refusal is one of the errors above with what exactly was refused and, where
// another error says why, that error too; both answer errors.Is. It is written
// without fmt, which the wasm app cannot afford (docs/size.md).
type refusal struct {
	err    error
	detail string
	cause  error
}

// refuse returns err with detail and cause, either of which may be empty.
func refuse(err error, detail string, cause error) error {
	return &refusal{err, detail, cause}
}

func (r *refusal) Error() string {
	msg := r.err.Error()
	if r.detail != "" {
		msg += ": " + r.detail
	}
	if r.cause != nil {
		msg += ": " + r.cause.Error()
	}
	return msg
}

func (r *refusal) Unwrap() []error {
	if r.cause == nil {
		return []error{r.err}
	}
	return []error{r.err, r.cause}
}
