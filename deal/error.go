package deal

import "fmt"

// ErrorKind says why a message was refused, so that a page can word it.
type ErrorKind int

// The ways a message can be refused.
const (
	// Malformed is a message that does not parse.
	Malformed ErrorKind = iota + 1
	// TooLong is a message, or a field in it, over its cap.
	TooLong
	// OutOfTurn is a message its sender was not due to send, or one that skips ahead.
	OutOfTurn
	// Replay is a message already received.
	Replay
	// OtherGame is a message for another game, or from a different history of this one.
	OtherGame
	// BadProof is a key or a shuffle whose proof does not verify.
	BadProof
	// BadShare is a decryption share or a revealed key that does not verify, or an
	// opening that decodes to no value the rules allow.
	BadShare
	// BadVersion is a message or a saved state of a version this code does not read.
	BadVersion
)

var kindText = map[ErrorKind]string{
	Malformed:  "the message is damaged or incomplete",
	TooLong:    "the message is too long",
	OutOfTurn:  "the message came out of turn",
	Replay:     "the message was already received",
	OtherGame:  "the message belongs to another game",
	BadProof:   "the opponent's proof does not check out",
	BadShare:   "the opponent's share of a square does not check out",
	BadVersion: "the message is from another version of the game",
}

// Error is a refused message or state, and why.
type Error struct {
	Kind   ErrorKind
	Detail string // what exactly, for a log; may be empty
}

func (e *Error) Error() string {
	if e.Detail == "" {
		return kindText[e.Kind]
	}
	return kindText[e.Kind] + ": " + e.Detail
}

func fail(kind ErrorKind, format string, args ...any) *Error {
	return &Error{Kind: kind, Detail: fmt.Sprintf(format, args...)}
}
