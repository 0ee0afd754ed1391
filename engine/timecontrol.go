package engine

import (
	"errors"
	"strconv"
	"strings"
)

// TimeControl is a game's time control (docs/rules.md §7): each side's time for
// the game and the time added to its clock after each of its moves, in seconds.
// The zero value is no time control.
type TimeControl struct {
	Base, Increment int
}

// The longest time control ParseTimeControl reads: beyond any game's.
const (
	MaxBase      = 3 * 60 * 60
	MaxIncrement = 10 * 60
)

// ErrTimeControl is ParseTimeControl's error.
var ErrTimeControl = errors.New("not a time control: want seconds for the game, + and seconds added a move, as 300+3, or - for none")

// On reports whether tc is a time control rather than none.
func (tc TimeControl) On() bool { return tc != TimeControl{} }

// String writes tc as a record's TimeControl tag holds it, as in PGN: "300+3",
// or "-" for none.
func (tc TimeControl) String() string {
	if !tc.On() {
		return "-"
	}
	return strconv.Itoa(tc.Base) + "+" + strconv.Itoa(tc.Increment)
}

// ParseTimeControl reads a time control as String writes it: a game of 1 s to
// MaxBase with an increment of 0 to MaxIncrement, or none.
func ParseTimeControl(s string) (TimeControl, error) {
	if s == "-" {
		return TimeControl{}, nil
	}
	base, inc, ok := strings.Cut(s, "+")
	b, err1 := strconv.Atoi(base)
	i, err2 := strconv.Atoi(inc)
	if !ok || err1 != nil || err2 != nil || b < 1 || b > MaxBase || i < 0 || i > MaxIncrement || strings.HasPrefix(inc, "+") || strings.HasPrefix(base, "+") {
		return TimeControl{}, ErrTimeControl
	}
	return TimeControl{Base: b, Increment: i}, nil
}
