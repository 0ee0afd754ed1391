package engine

import "strconv"

// Board dimensions (docs/rules.md §1).
const (
	Files      = 8
	Ranks      = 10
	NumSquares = Files * Ranks
)

// The fog zone is ranks 4–7 (docs/rules.md §2), the only place mines can lie.
const (
	fogLowRank  = 3 // rank 4, zero-based
	fogHighRank = 6 // rank 7, zero-based
)

// MineCount is the number of mines laid at the start of a game (docs/rules.md §2).
const MineCount = 4

// Square is one of the 80 squares, numbered rank by rank from a1 = 0 to h10 = 79.
type Square int8

// NoSquare stands for the absence of a square.
const NoSquare Square = -1

// SquareAt returns the square on the zero-based file and rank.
func SquareAt(file, rank int) Square { return Square(rank*Files + file) }

// File returns the zero-based file of s (0 for a, 7 for h).
func (s Square) File() int { return int(s) % Files }

// Rank returns the zero-based rank of s (0 for rank 1, 9 for rank 10).
func (s Square) Rank() int { return int(s) / Files }

// Light reports whether s is a light square, as h1 is.
func (s Square) Light() bool { return (s.File()+s.Rank())%2 == 1 }

// Valid reports whether s is on the board.
func (s Square) Valid() bool { return s >= 0 && s < NumSquares }

// InFogZone reports whether s lies in ranks 4–7, where mines and fog can be.
func (s Square) InFogZone() bool {
	r := s.Rank()
	return s.Valid() && r >= fogLowRank && r <= fogHighRank
}

// String returns the square's name, such as "e4" or "a10".
func (s Square) String() string {
	if !s.Valid() {
		return "-"
	}
	return string(rune('a'+s.File())) + strconv.Itoa(s.Rank()+1)
}

// ParseSquare reads a square name such as "e4" or "h10".
func ParseSquare(text string) (Square, error) {
	if len(text) < 2 || len(text) > 3 || text[0] < 'a' || text[0] > 'h' {
		return NoSquare, &SyntaxError{What: "square", Text: text, Why: "want a file a–h then a rank 1–10"}
	}
	rank, err := strconv.Atoi(text[1:])
	if err != nil || rank < 1 || rank > Ranks || text[1] == '0' || text[1] == '+' {
		return NoSquare, &SyntaxError{What: "square", Text: text, Why: "want a file a–h then a rank 1–10"}
	}
	return SquareAt(int(text[0]-'a'), rank-1), nil
}

// Color is a side: White or Black.
type Color uint8

// The two sides.
const (
	White Color = iota
	Black
)

// Other returns the opponent of c.
func (c Color) Other() Color { return c ^ 1 }

// String returns "white" or "black".
func (c Color) String() string {
	if c == White {
		return "white"
	}
	return "black"
}

// Kind is the kind of a chess piece.
type Kind uint8

// The piece kinds; NoKind marks an empty square.
const (
	NoKind Kind = iota
	Pawn
	Knight
	Bishop
	Rook
	Queen
	King
)

const kindLetters = " PNBRQK"

// Letter returns the upper-case letter of the kind ("P", "N", …), or "" for NoKind.
func (k Kind) Letter() string {
	if k == NoKind || k > King {
		return ""
	}
	return kindLetters[k : k+1]
}

var kindNames = [...]string{"piece", "pawn", "knight", "bishop", "rook", "queen", "king"}

// Name returns the kind in English words, "knight" or "pawn", for messages and
// tools; "piece" for NoKind. Player-facing text in other languages has its own table.
func (k Kind) Name() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "piece"
}

// kindFromLetter reads an upper-case piece letter; it returns NoKind for anything else.
func kindFromLetter(b byte) Kind {
	for k := Pawn; k <= King; k++ {
		if kindLetters[k] == b {
			return k
		}
	}
	return NoKind
}

// Piece is a coloured piece. The zero value is no piece.
type Piece struct {
	Color Color
	Kind  Kind
}

// NoPiece is the empty square's piece.
var NoPiece = Piece{}

// IsNone reports whether p is no piece.
func (p Piece) IsNone() bool { return p.Kind == NoKind }

// FEN returns the piece's FEN letter: upper case for White, lower case for Black.
func (p Piece) FEN() byte {
	if p.Kind == NoKind {
		return '.'
	}
	b := kindLetters[p.Kind]
	if p.Color == Black {
		b += 'a' - 'A'
	}
	return b
}

// String returns the piece's FEN letter as a string.
func (p Piece) String() string { return string(p.FEN()) }
