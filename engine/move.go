package engine

// MoveKind tells apart the moves that do more than carry a piece from one square to
// another.
type MoveKind uint8

// The kinds of move.
const (
	// Ordinary carries a piece from From to To, capturing whatever stands there.
	Ordinary MoveKind = iota
	// Sweep leaves the pawn on From and clears any mine from To, the square in front
	// of it (docs/rules.md §4).
	Sweep
	// Castle moves the king from From to To and the rook beside it (docs/rules.md §5).
	Castle
	// Promotion is a pawn's move to the last rank, where it becomes a queen (docs/rules.md §5).
	Promotion
)

// Move is one legal action of the side to move. For a sweep, From is the pawn and To
// the swept square; for castling, From and To are the king's squares.
type Move struct {
	From, To Square
	Kind     MoveKind
}

// NoMove is the zero Move's stand-in for "no move".
var NoMove = Move{From: NoSquare, To: NoSquare}

// String returns the move in coordinates, such as "e2e4"; a sweep is written as in
// SAN, "S" + the swept square.
func (m Move) String() string {
	if m.Kind == Sweep {
		return "S" + m.To.String()
	}
	return m.From.String() + m.To.String()
}
