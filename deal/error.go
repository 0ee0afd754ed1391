package deal

import (
	"strconv"
	"strings"

	"mschess/engine"
)

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

// kindText words each kind, by its value: an array rather than a map, whose making
// costs more code (docs/size.md).
var kindText = [...]string{
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
	var what string
	if e.Kind > 0 && int(e.Kind) < len(kindText) {
		what = kindText[e.Kind]
	}
	if e.Detail == "" {
		return what
	}
	return what + ": " + e.Detail
}

// fail returns an error of kind with its detail. The details are written without
// fmt, which the wasm app cannot afford (docs/size.md).
func fail(kind ErrorKind, detail string) *Error {
	return &Error{Kind: kind, Detail: detail}
}

// num writes a count, a sequence number, a kind or a side in decimal.
func num[T ~int | ~int8 | ~uint8 | ~uint32](n T) string { return strconv.Itoa(int(n)) }

// squareList writes squares as "[e4 e5]".
func squareList(squares []engine.Square) string {
	names := make([]string, len(squares))
	for i, s := range squares {
		names[i] = s.String()
	}
	return "[" + strings.Join(names, " ") + "]"
}
