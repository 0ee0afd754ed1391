package engine

// Result is the outcome of a game.
type Result uint8

// The outcomes.
const (
	Ongoing Result = iota
	WhiteWins
	BlackWins
	Draw
)

// winner returns the result in which c wins.
func winner(c Color) Result {
	if c == White {
		return WhiteWins
	}
	return BlackWins
}

// String returns the result as written in game records: "1-0", "0-1", "1/2-1/2" or "*".
func (r Result) String() string {
	switch r {
	case WhiteWins:
		return "1-0"
	case BlackWins:
		return "0-1"
	case Draw:
		return "1/2-1/2"
	}
	return "*"
}

// Reason is why a game ended (docs/rules.md §7).
type Reason uint8

// The reasons a game ends.
const (
	NoReason Reason = iota
	Checkmate
	Stalemate
	KingExposed
	Repetition
	InsufficientMaterial
	Resignation
	DrawAgreed
	TimeForfeit // the side to move's flag fell (Game.Flag)
)

var reasonNames = [...]string{"", "checkmate", "stalemate", "king exposed by a blast", "threefold repetition", "insufficient material", "resignation", "draw agreed", "time forfeit"}

// String returns the reason in words, as used in records and by the command-line tool.
func (r Reason) String() string {
	if int(r) < len(reasonNames) {
		return reasonNames[r]
	}
	return "unknown"
}
