package engine

import "strings"

// sanPattern is what a SAN text says about a move, before it is matched against the
// legal moves.
type sanPattern struct {
	castle   int    // the king's destination file for castling (6 or 2), or -1
	sweep    bool   // "S" + square
	kind     Kind   // the moving piece, Pawn when no letter is written
	file     int    // the origin's file, or -1 when not given
	rank     int    // the origin's rank, or -1 when not given
	capture  bool   // an "x" was written
	promote  bool   // "=Q" was written
	to       Square // the destination or swept square
	fromText string // the origin as written, for messages: "b", "1", "b1" or ""
}

// sanSuffixes may follow a move on input and are ignored (docs/rules.md §8).
const sanSuffixes = "+#*!?"

// sanHelp is the reason given for text that cannot be read as a move at all.
const sanHelp = "want a move such as e4, Nf3, exd5, O-O, e10=Q, or S and a square to sweep, such as Se3"

// readSAN reads the shape of a move from text, without looking at a position.
func readSAN(text string) (sanPattern, error) {
	pat := sanPattern{castle: -1, kind: Pawn, file: -1, rank: -1, to: NoSquare}
	fail := func(why string) (sanPattern, error) {
		return pat, &SyntaxError{What: "move", Text: text, Why: why}
	}
	s := strings.TrimRight(strings.TrimSpace(text), sanSuffixes)
	switch s {
	case "O-O", "0-0":
		pat.castle = 6
		return pat, nil
	case "O-O-O", "0-0-0":
		pat.castle = 2
		return pat, nil
	}
	if n := len(s); n >= 2 && s[n-2] == '=' {
		switch k := kindFromLetter(s[n-1]); k {
		case Queen:
			pat.promote = true
			s = s[:n-2]
		case Knight, Bishop, Rook:
			return fail("a pawn always promotes to a queen: write =Q or nothing")
		default:
			return fail(sanHelp)
		}
	}
	// The destination is the end of the text: a file and one or two rank digits. An
	// origin rank can be two digits as well ("N10c8"), so the text is read from the
	// right.
	i := len(s)
	for i > 0 && s[i-1] >= '0' && s[i-1] <= '9' {
		i--
	}
	if i == 0 || i == len(s) {
		return fail(sanHelp)
	}
	to, err := ParseSquare(s[i-1:])
	if err != nil {
		return fail(sanHelp)
	}
	pat.to = to
	s = s[:i-1]
	if strings.HasSuffix(s, "x") {
		pat.capture = true
		s = s[:len(s)-1]
	}
	if s == "S" && !pat.capture && !pat.promote {
		pat.sweep = true
		return pat, nil
	}
	if s != "" {
		if k := kindFromLetter(s[0]); k > Pawn {
			pat.kind = k
			s = s[1:]
		}
	}
	pat.fromText = s
	if s != "" && s[0] >= 'a' && s[0] <= 'h' {
		pat.file = int(s[0] - 'a')
		s = s[1:]
	}
	if s != "" {
		r, ok := readCount(s)
		if !ok || r < 1 || r > Ranks || s[0] == '0' {
			return fail(sanHelp)
		}
		pat.rank = r - 1
	}
	if pat.kind == Pawn {
		// A pawn's origin is its file, written only for a capture: "exd5".
		if pat.rank >= 0 || pat.capture != (pat.file >= 0) {
			return fail(sanHelp)
		}
		if !pat.capture {
			pat.file = to.File()
		}
	} else if pat.promote {
		return fail("only a pawn promotes")
	}
	return pat, nil
}

// ParseSAN reads a move of the side to move written in standard algebraic notation
// (docs/rules.md §8): "e4", "Nf3", "Bxe5", "exd5", "O-O" or "0-0", "e10=Q" (the "=Q" may be
// left out, since a pawn on the last rank always becomes a queen), "R1a3", "Nb10c8",
// or a sweep, "Se3". Suffixes "+", "#", "*", "!" and "?" are accepted and ignored.
//
// Text that cannot be read gives a *SyntaxError; text that reads as a move but fits
// no legal move, or more than one, gives a *MoveError.
func (p *Position) ParseSAN(text string) (Move, error) {
	pat, err := readSAN(text)
	if err != nil {
		return NoMove, err
	}
	illegal := func(why string) (Move, error) {
		if p.InCheck() {
			why += " (" + p.side.String() + " is in check)"
		}
		return NoMove, &MoveError{Text: text, Why: why, Err: ErrIllegalMove}
	}
	switch occupied := p.Occupied().Has(pat.to); {
	case pat.capture && !occupied:
		return illegal("there is nothing to take on " + pat.to.String())
	case pat.promote && pat.to.Rank() != promotionRank(p.side):
		return illegal("=Q is only for a pawn reaching the last rank")
	}
	var found []Move
	for _, m := range p.LegalMoves() {
		if pat.fits(p, m) {
			found = append(found, m)
		}
	}
	switch len(found) {
	case 1:
		return found[0], nil
	case 0:
		return illegal(pat.noMove(p.side))
	}
	names := make([]string, len(found))
	for i, m := range found {
		names[i] = p.SAN(m)
	}
	last := len(names) - 1
	why := "it could be " + strings.Join(names[:last], ", ") + " or " + names[last]
	return NoMove, &MoveError{Text: text, Why: why, Err: ErrAmbiguousMove}
}

// fits reports whether the legal move m is one that pat describes.
func (pat *sanPattern) fits(p *Position, m Move) bool {
	switch {
	case pat.castle >= 0:
		return m.Kind == Castle && m.To.File() == pat.castle
	case pat.sweep:
		return m.Kind == Sweep && m.To == pat.to
	}
	return m.Kind != Sweep && m.Kind != Castle && m.To == pat.to &&
		p.PieceAt(m.From).Kind == pat.kind &&
		(pat.file < 0 || m.From.File() == pat.file) &&
		(pat.rank < 0 || m.From.Rank() == pat.rank)
}

// noMove says in words that no legal move of side fits pat.
func (pat *sanPattern) noMove(side Color) string {
	switch {
	case pat.castle == 6:
		return "castling short is not possible now"
	case pat.castle == 2:
		return "castling long is not possible now"
	case pat.sweep:
		return "no " + side.String() + " pawn can sweep " + pat.to.String()
	}
	who := "no " + side.String() + " " + pat.kind.Name()
	switch {
	case pat.kind == Pawn && pat.capture:
		return who + " on the " + pat.fromText + "-file can take on " + pat.to.String()
	case pat.kind == Pawn:
		return who + " can go to " + pat.to.String()
	case pat.file >= 0 && pat.rank >= 0:
		who += " on " + pat.fromText
	case pat.file >= 0:
		who += " on the " + pat.fromText + "-file"
	case pat.rank >= 0:
		who += " on rank " + pat.fromText
	}
	return who + " can go to " + pat.to.String()
}

// promotionRank returns the zero-based rank where c's pawns promote.
func promotionRank(c Color) int {
	if c == White {
		return Ranks - 1
	}
	return 0
}

// PlaySAN plays the move written in text (see Position.ParseSAN) for the side to
// move and returns what happened, in order.
func (g *Game) PlaySAN(text string) ([]Event, error) {
	if g.Over() {
		return nil, ErrGameOver
	}
	m, err := g.pos.ParseSAN(text)
	if err != nil {
		return nil, err
	}
	return g.Play(m)
}
