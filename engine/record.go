package engine

import (
	"errors"
	"slices"
	"strconv"
	"strings"
)

// Tag is one tag pair of a game record, written [Name "Value"].
type Tag struct {
	Name, Value string
}

// variantName is the Variant tag of every record.
const variantName = "Minesweeper Chess"

// rosterTags describe the game; every record has them, in this order, with "?" for
// what is not known (as in PGN).
var rosterTags = [...]string{"Event", "Site", "Date", "Round", "White", "Black"}

// gameTags follow from the game itself: Record writes them and ParseRecord checks them.
var gameTags = [...]string{"Result", "Variant", "Seed", "Mines", "FEN", "Termination"}

// recordWidth is the longest movetext line Record writes, as in PGN export.
const recordWidth = 79

// The most ParseRecord reads: a longer record is refused before a move is
// replayed, so that a hostile link or file costs the page next to nothing. The
// longest real games of chess run to some 500 plies; a game of MaxRecordPlies
// plies writes a record of about 21 KB.
const (
	MaxRecordBytes = 64 << 10
	MaxRecordPlies = 3000
)

// Errors of ParseRecord for a record beyond its limits.
var (
	ErrRecordTooLong = errors.New("the record is longer than " + strconv.Itoa(MaxRecordBytes>>10) + " KB, far longer than any game's")
	ErrTooManyMoves  = errors.New("the record has more than " + strconv.Itoa(MaxRecordPlies) + " moves, far more than any game's")
)

// Record writes a finished game as a game record, in the manner of PGN: tag pairs,
// a blank line, then the moves in SAN with move numbers, ending with the result:
//
//	[Event "Club night"]
//	[Site "?"]
//	[Date "2025.03.14"]
//	[Round "?"]
//	[White "Ada"]
//	[Black "Brian"]
//	[Result "0-1"]
//	[Variant "Minesweeper Chess"]
//	[Seed "7"]
//	[Mines "a4,b5,e6,h6"]
//	[Termination "resignation"]
//
//	1. Nc3 Se8 2. Nb5* Nc8 3. d4 e7 0-1
//
// The tags describe the game: the roster tags Event, Site, Date, Round, White and
// Black come first, "?" when not given, then any others in the order given. The rest
// follow from the game, so Record writes them itself and refuses them in tags: Result;
// Variant; Seed, when the minefield came from a seed (MinesFromSeed); Mines, the
// mines at the start; FEN, the starting position in referee MFEN, when it is not the
// standard set-up; and Termination, why the game ended (Reason.String). With them
// anyone can replay the game and check that the seed really lays those mines.
//
// A game still in progress has no record, because a record lists the minefield:
// Record returns ErrGameNotOver for it.
func (g *Game) Record(tags []Tag) (string, error) {
	if !g.Over() {
		return "", ErrGameNotOver
	}
	return g.SecretRecord(tags)
}

// SecretRecord writes the record of the game as it stands, finished or not, with its
// whole minefield; a game in progress ends with "*". It is for the players' own
// device, where a game is saved to be resumed, and never for showing or sharing.
func (g *Game) SecretRecord(tags []Tag) (string, error) {
	for i, t := range tags {
		why := tagProblem(t.Name, t.Value)
		switch {
		case why != "":
		case isGameTag(t.Name):
			why = "it follows from the game, so Record writes it"
		case findTag(tags[:i], t.Name) >= 0:
			why = "it is given twice"
		}
		if why != "" {
			return "", &SyntaxError{What: "tag", Text: t.Name, Why: why}
		}
	}
	var b strings.Builder
	for _, name := range rosterTags {
		v := "?"
		if i := findTag(tags, name); i >= 0 {
			v = tags[i].Value
		} else if name == "Date" {
			v = "????.??.??"
		}
		writeTag(&b, name, v)
	}
	result, reason := g.Result()
	writeTag(&b, "Result", result.String())
	writeTag(&b, "Variant", variantName)
	if seed, ok := g.Seed(); ok {
		writeTag(&b, "Seed", strconv.FormatUint(seed, 10))
	}
	writeTag(&b, "Mines", mineList(g.start.mines, 0))
	if g.start != StartPosition(g.start.mines) {
		writeTag(&b, "FEN", g.start.MFEN())
	}
	if reason != NoReason {
		writeTag(&b, "Termination", reason.String())
	}
	for _, t := range tags {
		if !isRosterTag(t.Name) {
			writeTag(&b, t.Name, t.Value)
		}
	}
	b.WriteByte('\n')

	width := 0
	word := func(w string) {
		switch {
		case width > 0 && width+1+len(w) > recordWidth:
			b.WriteByte('\n')
			width = 0
		case width > 0:
			b.WriteByte(' ')
			width++
		}
		b.WriteString(w)
		width += len(w)
	}
	for i, pl := range g.plies {
		switch {
		case pl.before.side == White:
			word(strconv.Itoa(pl.before.fullmove) + ". " + pl.SAN)
		case i == 0:
			word(strconv.Itoa(pl.before.fullmove) + "... " + pl.SAN)
		default:
			word(pl.SAN)
		}
	}
	word(result.String())
	b.WriteByte('\n')
	return b.String(), nil
}

// writeTag writes a tag pair, escaping the value's backslashes and quotes by a
// loop rather than strings.ReplaceAll, which the app would link for this alone
// (docs/size.md).
func writeTag(b *strings.Builder, name, value string) {
	b.WriteString("[" + name + ` "`)
	for i := range len(value) {
		if c := value[i]; c == '\\' || c == '"' {
			b.WriteByte('\\')
		}
		b.WriteByte(value[i])
	}
	b.WriteString("\"]\n")
}

// tagProblem says what is wrong with a tag pair, or returns "" when it can be
// written and read back: a name of letters, digits and "_", starting with a letter,
// and a value on one line.
func tagProblem(name, value string) string {
	if name == "" || !isLetter(name[0]) || strings.IndexFunc(name, func(r rune) bool { return r > 0x7f || !isNameByte(byte(r)) }) >= 0 {
		return "a tag name is letters, digits and _, starting with a letter"
	}
	if strings.IndexFunc(value, func(r rune) bool { return r < ' ' || r == 0x7f }) >= 0 {
		return "a tag value must be one line of text, without control characters"
	}
	return ""
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// isNameByte reports whether c may stand in a tag name.
func isNameByte(c byte) bool { return isLetter(c) || c >= '0' && c <= '9' || c == '_' }

func isGameTag(name string) bool { return slices.Contains(gameTags[:], name) }

func isRosterTag(name string) bool { return slices.Contains(rosterTags[:], name) }

// findTag returns the index of the tag called name, or -1.
func findTag(tags []Tag, name string) int {
	return slices.IndexFunc(tags, func(t Tag) bool { return t.Name == name })
}

// recordReader reads a record's text from the start, keeping the line number.
type recordReader struct {
	text string
	pos  int
	line int
}

// fail returns a RecordError at the current line.
func (r *recordReader) fail(err error) error { return &RecordError{Line: r.line, Err: err} }

// skipSpace skips white space and ";" comments, which run to the end of the line.
func (r *recordReader) skipSpace() {
	for r.pos < len(r.text) {
		switch c := r.text[r.pos]; {
		case c == '\n':
			r.line++
		case c == ';':
			if end := strings.IndexByte(r.text[r.pos:], '\n'); end >= 0 {
				r.pos += end
				continue
			}
			r.pos = len(r.text)
			continue
		case c != ' ' && c != '\t' && c != '\r':
			return
		}
		r.pos++
	}
}

// restOfLine returns the text from the current position to the end of its line.
func (r *recordReader) restOfLine() string {
	rest := r.text[r.pos:]
	if end := strings.IndexByte(rest, '\n'); end >= 0 {
		rest = rest[:end]
	}
	return strings.TrimSpace(rest)
}

// recordTag is a tag pair read from a record, with the line it stood on.
type recordTag struct {
	Tag
	line int
}

// readTag reads a tag pair, the reader standing on its "[".
func (r *recordReader) readTag() (recordTag, error) {
	bad := func(why string) (recordTag, error) {
		return recordTag{}, r.fail(&SyntaxError{What: "tag pair", Text: r.restOfLine(), Why: why})
	}
	t := recordTag{line: r.line}
	start := r.pos
	r.pos++
	for r.pos < len(r.text) && isNameByte(r.text[r.pos]) {
		r.pos++
	}
	t.Name = r.text[start+1 : r.pos]
	for r.pos < len(r.text) && r.text[r.pos] == ' ' {
		r.pos++
	}
	if r.pos >= len(r.text) || r.text[r.pos] != '"' {
		r.pos = start
		return bad(`want [Name "value"], the value in double quotes`)
	}
	var v strings.Builder
	for r.pos++; ; r.pos++ {
		if r.pos >= len(r.text) || r.text[r.pos] == '\n' {
			r.pos = start
			return bad(`the value has no closing "`)
		}
		c := r.text[r.pos]
		if c == '"' {
			break
		}
		if c == '\\' && r.pos+1 < len(r.text) && (r.text[r.pos+1] == '"' || r.text[r.pos+1] == '\\') {
			r.pos++
			c = r.text[r.pos]
		}
		v.WriteByte(c)
	}
	t.Value = v.String()
	r.pos++
	for r.pos < len(r.text) && r.text[r.pos] == ' ' {
		r.pos++
	}
	if r.pos >= len(r.text) || r.text[r.pos] != ']' {
		r.pos = start
		return bad(`want ] after the value`)
	}
	r.pos++
	if why := tagProblem(t.Name, t.Value); why != "" {
		r.pos = start
		return bad(why)
	}
	return t, nil
}

// recordToken is one word of movetext, with the line it stood on.
type recordToken struct {
	text string
	line int
}

// readMovetext splits the rest of the text into words, leaving out comments.
func (r *recordReader) readMovetext() ([]recordToken, error) {
	var out []recordToken
	for r.skipSpace(); r.pos < len(r.text); r.skipSpace() {
		switch c := r.text[r.pos]; c {
		case '{':
			end := strings.IndexByte(r.text[r.pos:], '}')
			if end < 0 {
				return nil, r.fail(errors.New("a comment opened with { is never closed with }"))
			}
			r.line += strings.Count(r.text[r.pos:r.pos+end], "\n")
			r.pos += end + 1
		case '}':
			return nil, r.fail(errors.New("a } closes no comment"))
		case '(', ')':
			return nil, r.fail(errors.New("variations in ( ) are not supported"))
		case '[':
			return nil, r.fail(errors.New("tag pairs must come before the moves"))
		default:
			end := strings.IndexAny(r.text[r.pos:], " \t\r\n{};()[")
			if end < 0 {
				end = len(r.text) - r.pos
			}
			out = append(out, recordToken{r.text[r.pos : r.pos+end], r.line})
			r.pos += end
		}
	}
	return out, nil
}

// parseResult reads a result as Result.String writes it.
func parseResult(text string) (Result, bool) {
	for _, res := range []Result{Ongoing, WhiteWins, BlackWins, Draw} {
		if res.String() == text {
			return res, true
		}
	}
	return Ongoing, false
}

// ParseRecord reads a game record (see Game.Record for the format) and replays it,
// checking every move and the stated result. It returns the game and the tags that
// describe it — all but Result, Variant, Seed, Mines, FEN and Termination, which the
// game itself holds — in the order read, so that g.Record(tags) writes the record
// again.
//
// The minefield comes from the Seed, Mines or FEN tags; when more than one is given
// they must agree. Move numbers may be left out but must be right when given;
// comments in { } and after ; are skipped. A game that ended by resignation or an
// agreed draw is ended so again. A record longer than MaxRecordBytes or with more
// than MaxRecordPlies moves is refused whole (ErrRecordTooLong, ErrTooManyMoves).
// Errors are *RecordError values that say the line and, for a move, its number;
// they quote no more than a few dozen characters of the text.
func ParseRecord(text string) (*Game, []Tag, error) {
	if len(text) > MaxRecordBytes {
		return nil, nil, &RecordError{Err: ErrRecordTooLong}
	}
	r := &recordReader{text: text, line: 1}
	var all []recordTag
	tag := func(name string) (recordTag, bool) {
		i := slices.IndexFunc(all, func(t recordTag) bool { return t.Name == name })
		if i < 0 {
			return recordTag{}, false
		}
		return all[i], true
	}
	for r.skipSpace(); r.pos < len(r.text) && r.text[r.pos] == '['; r.skipSpace() {
		t, err := r.readTag()
		if err != nil {
			return nil, nil, err
		}
		if _, dup := tag(t.Name); dup {
			return nil, nil, &RecordError{Line: t.line, Err: &SyntaxError{What: "tag", Text: t.Name, Why: "it is given twice"}}
		}
		all = append(all, t)
	}
	g, err := recordGame(tag)
	if err != nil {
		return nil, nil, err
	}
	tokens, err := r.readMovetext()
	if err != nil {
		return nil, nil, err
	}
	if err := countMoves(tokens); err != nil {
		return nil, nil, err
	}
	stated, statedLine, err := replay(g, tokens)
	if err != nil {
		return nil, nil, err
	}
	if t, ok := tag("Result"); ok {
		res, ok := parseResult(t.Value)
		switch {
		case !ok:
			return nil, nil, &RecordError{Line: t.line, Err: &SyntaxError{What: "Result tag", Text: t.Value, Why: "want 1-0, 0-1, 1/2-1/2 or *"}}
		case statedLine > 0 && res != stated:
			return nil, nil, &RecordError{Line: statedLine, Err: errors.New("the movetext ends with " + stated.String() + ", but the Result tag says " + res.String())}
		}
		stated, statedLine = res, t.line
	}
	if err := settleRecord(g, stated, statedLine, tag); err != nil {
		return nil, nil, err
	}
	var tags []Tag
	for _, t := range all {
		if !isGameTag(t.Name) {
			tags = append(tags, t.Tag)
		}
	}
	return g, tags, nil
}

// recordGame sets up the game a record starts from, out of its Variant, Seed,
// Mines and FEN tags.
func recordGame(tag func(string) (recordTag, bool)) (*Game, error) {
	bad := func(t recordTag, why string) (*Game, error) {
		return nil, &RecordError{Line: t.line, Err: &SyntaxError{What: t.Name + " tag", Text: t.Value, Why: why}}
	}
	if t, ok := tag("Variant"); ok && !strings.EqualFold(t.Value, variantName) {
		return bad(t, "this reads only records of "+variantName)
	}
	seedTag, hasSeed := tag("Seed")
	var seed uint64
	if hasSeed {
		n, err := strconv.ParseUint(seedTag.Value, 10, 64)
		if err != nil {
			return bad(seedTag, "want a whole number from 0 to 18446744073709551615")
		}
		seed = n
	}
	minesTag, hasMines := tag("Mines")
	var mines Bitboard
	if hasMines {
		var why string
		if mines, _, why = parseMineList(minesTag.Value, false); why != "" {
			return bad(minesTag, why)
		}
		if mines.AndNot(fogZone).Any() {
			return bad(minesTag, "mines can only lie in ranks 4–7")
		}
	}
	fenTag, hasFEN := tag("FEN")
	var start Position
	from := fenTag
	switch {
	case hasFEN:
		p, err := ParseMFEN(fenTag.Value)
		if err != nil {
			return nil, &RecordError{Line: fenTag.line, Err: err}
		}
		if p.IsView() {
			return bad(fenTag, "a record's FEN lists every mine, so it cannot count hidden ones with ?N")
		}
		start = p
	case hasMines:
		start, from = StartPosition(mines), minesTag
	case hasSeed:
		start, from = StartPosition(MinesFromSeed(seed)), seedTag
	default:
		return nil, &RecordError{Err: ErrNoMinefield}
	}
	if hasMines && hasFEN && mines != start.mines {
		return bad(minesTag, "the FEN lays its mines on "+mineList(start.mines, 0))
	}
	if hasSeed {
		if m := MinesFromSeed(seed); m != start.mines {
			return bad(seedTag, "this seed lays its mines on "+mineList(m, 0)+", not on "+mineList(start.mines, 0))
		}
	}
	g, err := NewGameFrom(start)
	if err != nil {
		return nil, &RecordError{Line: from.line, Err: errors.New("the starting position is not possible: " + err.Error())}
	}
	g.seed, g.seeded = seed, hasSeed
	return g, nil
}

// splitMoveNumber splits a word of movetext into the move number it starts with,
// as in "12." or "12...", and the move after it: ("", word) when it has no
// number, and (number, "") when it is only one.
func splitMoveNumber(word string) (number, san string) {
	digits := len(word) - len(strings.TrimLeft(word, "0123456789"))
	if digits == 0 || digits == len(word) || word[digits] != '.' {
		return "", word
	}
	return word[:digits], strings.TrimLeft(word[digits:], ".")
}

// countMoves refuses movetext with more than MaxRecordPlies moves, before any is
// replayed.
func countMoves(tokens []recordToken) error {
	n := 0
	for _, tok := range tokens {
		if _, san := splitMoveNumber(tok.text); san == "" {
			continue
		}
		if _, ok := parseResult(tok.text); ok {
			continue
		}
		if n++; n > MaxRecordPlies {
			return &RecordError{Line: tok.line, Err: ErrTooManyMoves}
		}
	}
	return nil
}

// replay plays the movetext on g. It returns the result the movetext ends with and
// the line of it, 0 when it gives none.
func replay(g *Game, tokens []recordToken) (Result, int, error) {
	for i, tok := range tokens {
		if res, ok := parseResult(tok.text); ok {
			if i != len(tokens)-1 {
				return Ongoing, 0, &RecordError{Line: tok.line, Err: errors.New("the result " + tok.text + " must come last")}
			}
			return res, tok.line, nil
		}
		number := strconv.Itoa(g.pos.fullmove) + "."
		if g.pos.side == Black {
			number += ".."
		}
		given, san := splitMoveNumber(tok.text)
		if given != "" {
			if n, _ := strconv.Atoi(given); n != g.pos.fullmove {
				return Ongoing, 0, &RecordError{Line: tok.line, Err: errors.New("move number " + clip(given) + " where " + strconv.Itoa(g.pos.fullmove) + " was due")}
			}
			if san == "" {
				continue
			}
		}
		if g.Over() {
			res, reason := g.Result()
			return Ongoing, 0, &RecordError{Line: tok.line, Move: number, Err: errors.New("the game was already over, " + res.String() + " by " + reason.String() + ", before " + excerpt(san))}
		}
		if _, err := g.PlaySAN(san); err != nil {
			return Ongoing, 0, &RecordError{Line: tok.line, Move: number, Err: err}
		}
	}
	return Ongoing, 0, nil
}

// settleRecord checks the result a record states, at line (0 when it states none),
// against the replayed game, and ends the game by resignation or agreement when the
// record says so.
func settleRecord(g *Game, stated Result, line int, tag func(string) (recordTag, bool)) error {
	reason := NoReason
	termTag, hasTerm := tag("Termination")
	if line == 0 {
		if hasTerm {
			return &RecordError{Line: termTag.line, Err: errors.New("a Termination needs a result, in a Result tag or after the moves")}
		}
		return nil // no result stated: the moves say it all
	}
	if hasTerm {
		reason = reasonFromWords(termTag.Value)
		if reason == NoReason {
			return &RecordError{Line: termTag.line, Err: &SyntaxError{What: "Termination tag", Text: termTag.Value,
				Why: "want one of " + strings.Join(reasonNames[1:len(reasonNames)-1], ", ") + " or " + reasonNames[len(reasonNames)-1]}}
		}
		line = termTag.line
	}
	says := stated.String()
	if hasTerm {
		says += " by " + reason.String()
	}
	got, why := g.Result()
	if g.Over() {
		if stated != got || hasTerm && reason != why {
			return &RecordError{Line: line, Err: errors.New("the moves end the game " + got.String() + " by " + why.String() + ", but the record says " + says)}
		}
		return nil
	}
	switch {
	case stated == Ongoing && !hasTerm:
		return nil
	case (stated == WhiteWins || stated == BlackWins) && (!hasTerm || reason == Resignation):
		loser := White
		if stated == WhiteWins {
			loser = Black
		}
		return g.Resign(loser)
	case stated == Draw && (!hasTerm || reason == DrawAgreed):
		return g.AgreeDraw()
	}
	return &RecordError{Line: line, Err: errors.New("the record says " + says + ", but the moves do not end the game")}
}

// reasonFromWords reads a Reason as Reason.String writes it, in any case.
func reasonFromWords(words string) Reason {
	for r := Checkmate; int(r) < len(reasonNames); r++ {
		if strings.EqualFold(words, r.String()) {
			return r
		}
	}
	return NoReason
}
