package engine

import (
	"strconv"
	"strings"
)

// MFEN field names, for error messages (docs/rules.md §8).
var mfenFieldNames = [...]string{"placement", "side to move", "castling", "en passant", "halfmove clock", "move number", "mines", "fog"}

// mfenReaders read the MFEN fields in order into a position. Each returns what is
// wrong with its field, or "" when the field is good.
var mfenReaders = [...]func(p *Position, field string) string{
	readPlacement, readSide, readCastling, readEnPassant, readHalfmove, readFullmove, readMineField, readFog,
}

// ParseMFEN reads a position written in MFEN (docs/rules.md §8): the six fields of FEN
// on the 8×10 board, then the mines and the fog. A plain six-field FEN is a position
// with no mines and no fog; seven fields give mines but no fog. Fields may be
// separated by any amount of white space, but each field must be exactly right.
//
// A referee position lists every mine; a player's view ends its mine list with ?N for
// N mines under fog and lists only the found ones. The position must be one that can
// arise under the rules (see Position.Validate).
func ParseMFEN(text string) (Position, error) {
	// A fault in one field quotes that field; the message quotes only the start
	// of a longer text.
	fail := func(quoted, where, why string) (Position, error) {
		return Position{}, &SyntaxError{What: "MFEN", Text: quoted, Where: where, Why: why}
	}
	fields := strings.Fields(text)
	if n := len(fields); n < 6 || n > len(mfenReaders) {
		return fail(text, "", "want 6 fields (a FEN) or 8 (a FEN, then mines and fog), not "+strconv.Itoa(n))
	}
	var p Position
	for i, f := range fields {
		if why := mfenReaders[i](&p, f); why != "" {
			return fail(f, mfenFieldPlace(i), why)
		}
	}
	if p.hidden > 0 {
		// A view lists only found mines; one under fog would be a leak.
		if s := p.mines.And(p.fog).First(); s != NoSquare {
			return fail(fields[6], mfenFieldPlace(6), s.String()+" is fogged, and a player's view (ending in ?N) lists only mines on revealed squares")
		}
	}
	if err := p.Validate(); err != nil {
		return Position{}, &SyntaxError{What: "MFEN", Text: text, Why: err.Error(), Err: err}
	}
	return p, nil
}

// mfenFieldPlace names field i (zero-based) for error messages: "field 1 (placement)".
func mfenFieldPlace(i int) string {
	return "field " + strconv.Itoa(i+1) + " (" + mfenFieldNames[i] + ")"
}

func readPlacement(p *Position, field string) string {
	ranks := strings.Split(field, "/")
	if len(ranks) != Ranks {
		return "want " + strconv.Itoa(Ranks) + " ranks separated by /, not " + strconv.Itoa(len(ranks))
	}
	for i, text := range ranks {
		r := Ranks - 1 - i
		name := "rank " + strconv.Itoa(r+1)
		f, lastDigit := 0, false
		for j := range len(text) {
			c := text[j]
			if c >= '1' && c <= '8' {
				if lastDigit {
					return name + " has two counts of empty squares in a row; write them as one"
				}
				f += int(c - '0')
				lastDigit = true
				continue
			}
			pc, ok := pieceFromFEN(c)
			if !ok {
				return name + ": " + strconv.QuoteRune(rune(c)) + " is neither a piece letter (PNBRQK, lower case for Black) nor a count of empty squares 1–8"
			}
			if f < Files {
				p.put(pc, SquareAt(f, r))
			}
			f++
			lastDigit = false
		}
		if f != Files {
			return name + " has " + strconv.Itoa(f) + " squares, want " + strconv.Itoa(Files)
		}
	}
	return ""
}

// pieceFromFEN reads a FEN piece letter: upper case for White, lower case for Black.
func pieceFromFEN(c byte) (Piece, bool) {
	pc := Piece{White, kindFromLetter(c)}
	if c >= 'a' {
		pc = Piece{Black, kindFromLetter(c - ('a' - 'A'))}
	}
	return pc, pc.Kind != NoKind
}

func readSide(p *Position, field string) string {
	switch field {
	case "w":
		p.side = White
	case "b":
		p.side = Black
	default:
		return "want w or b"
	}
	return ""
}

// castlingLetters are the FEN letters of WhiteShort, WhiteLong, BlackShort, BlackLong.
const castlingLetters = "KQkq"

func readCastling(p *Position, field string) string {
	if field == "-" {
		return ""
	}
	for i := range len(field) {
		j := strings.IndexByte(castlingLetters, field[i])
		if j < 0 {
			return "want - or some of the letters KQkq"
		}
		right := Castling(1) << j
		if p.castling&right != 0 {
			return field[i:i+1] + " is given twice"
		}
		p.castling |= right
	}
	return ""
}

func readEnPassant(_ *Position, field string) string {
	if field != "-" {
		return "there is no en passant in Minesweeper Chess, so this field is always -"
	}
	return ""
}

func readHalfmove(p *Position, field string) string {
	n, ok := readCount(field)
	if !ok {
		return "want the number of plies since the last capture or pawn move, 0 or more"
	}
	p.halfmove = n
	return ""
}

func readFullmove(p *Position, field string) string {
	n, ok := readCount(field)
	if !ok || n < 1 {
		return "want the move number, 1 or more"
	}
	p.fullmove = n
	return ""
}

// readCount reads a whole number written in decimal digits alone.
func readCount(text string) (int, bool) {
	if text == "" || strings.Trim(text, "0123456789") != "" {
		return 0, false
	}
	n, err := strconv.Atoi(text)
	return n, err == nil
}

func readMineField(p *Position, field string) string {
	mines, hidden, why := parseMineList(field, true)
	p.mines, p.hidden = mines, hidden
	return why
}

// parseMineList reads a comma-separated list of mine squares, or "-" for none. With
// view set, the list may end in ?N for N mines under fog. It returns what is wrong,
// or "" when the list is good.
func parseMineList(text string, view bool) (mines Bitboard, hidden int, why string) {
	if text == "-" {
		return mines, 0, ""
	}
	items := strings.Split(text, ",")
	for i, item := range items {
		if view && strings.HasPrefix(item, "?") {
			n, ok := readCount(item[1:])
			switch {
			case i != len(items)-1:
				return mines, 0, "?N, the count of mines under fog, must come last"
			case !ok || n < 1:
				return mines, 0, "after ? want the number of mines under fog, 1 or more"
			}
			return mines, n, ""
		}
		s, err := ParseSquare(item)
		switch {
		case item == "":
			return mines, 0, "want - or squares separated by single commas"
		case err != nil:
			return mines, 0, excerpt(item) + " is not a square"
		case mines.Has(s):
			return mines, 0, item + " is listed twice"
		}
		mines = mines.With(s)
	}
	return mines, 0, ""
}

// fogRanks are the zero-based ranks of the fog field's groups, top rank first.
var fogRanks = [...]int{fogHighRank, fogHighRank - 1, fogHighRank - 2, fogLowRank}

func readFog(p *Position, field string) string {
	if field == "-" {
		return ""
	}
	groups := strings.Split(field, "/")
	if len(groups) != len(fogRanks) {
		return "want - or 4 groups separated by /, for ranks 7, 6, 5 and 4, not " + strconv.Itoa(len(groups))
	}
	for i, g := range groups {
		r := fogRanks[i]
		name := "rank " + strconv.Itoa(r+1)
		if len(g) != Files {
			return name + " has " + strconv.Itoa(len(g)) + " characters, want " + strconv.Itoa(Files)
		}
		for f := range Files {
			switch g[f] {
			case '#':
				p.fog = p.fog.With(SquareAt(f, r))
			case '.':
			default:
				return name + ": " + strconv.QuoteRune(rune(g[f])) + " is neither # (fogged) nor . (revealed)"
			}
		}
	}
	return ""
}

// MFEN returns the position in MFEN (docs/rules.md §8). A position with neither mines nor
// fog is written as a plain six-field FEN; any other gets all eight fields, the mine
// list ending in ?N when the position is a player's view with N mines under fog.
func (p *Position) MFEN() string {
	var b strings.Builder
	for r := Ranks - 1; r >= 0; r-- {
		empty := byte(0)
		for f := range Files {
			pc := p.PieceAt(SquareAt(f, r))
			if pc.IsNone() {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteByte('0' + empty)
				empty = 0
			}
			b.WriteByte(pc.FEN())
		}
		if empty > 0 {
			b.WriteByte('0' + empty)
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	b.WriteString(" " + p.side.String()[:1] + " ")
	if p.castling&15 == 0 {
		b.WriteByte('-')
	}
	for i := range len(castlingLetters) {
		if p.castling&(1<<i) != 0 {
			b.WriteByte(castlingLetters[i])
		}
	}
	b.WriteString(" - " + strconv.Itoa(p.halfmove) + " " + strconv.Itoa(p.fullmove))
	if p.mines.IsEmpty() && p.hidden == 0 && p.fog.IsEmpty() {
		return b.String()
	}
	b.WriteByte(' ')
	b.WriteString(mineList(p.mines, p.hidden))
	b.WriteByte(' ')
	if p.fog.IsEmpty() {
		b.WriteByte('-')
		return b.String()
	}
	for i, r := range fogRanks {
		if i > 0 {
			b.WriteByte('/')
		}
		for f := range Files {
			if p.fog.Has(SquareAt(f, r)) {
				b.WriteByte('#')
			} else {
				b.WriteByte('.')
			}
		}
	}
	return b.String()
}

// mineList writes mines in square order, then ?hidden when hidden > 0; "-" for none.
func mineList(mines Bitboard, hidden int) string {
	var items []string
	for _, s := range mines.Squares() {
		items = append(items, s.String())
	}
	if hidden > 0 {
		items = append(items, "?"+strconv.Itoa(hidden))
	}
	if len(items) == 0 {
		return "-"
	}
	return strings.Join(items, ",")
}
