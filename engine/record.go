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
// Record returns ErrGameNotOver for it. A dealt game's record lists the field
// both players opened at the end (OpenField), and so replays under a referee;
// before that, Record returns ErrFieldUnknown. Its caller adds what else the
// players' devices agreed on, such as the hash of their messages (docs/rules.md
// §11), as tags.
func (g *Game) Record(tags []Tag) (string, error) {
	switch {
	case !g.Over():
		return "", ErrGameNotOver
	case g.dealt && g.field == nil:
		return "", ErrFieldUnknown
	}
	return g.SecretRecord(tags)
}

// TranscriptTag is the tag that a dealt game's record keeps of sum, the hash
// of every message the players' devices sent each other (docs/rules.md §11).
func TranscriptTag(sum [32]byte) Tag { return Tag{Name: "Transcript", Value: hexString(sum[:])} }

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
	start := g.start
	if g.field != nil {
		start = g.field.start
	}
	writeTag(&b, "Mines", mineList(start.mines, 0))
	if start != StartPosition(start.mines) {
		writeTag(&b, "FEN", start.MFEN())
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

// writeTag writes a tag pair, its value's backslashes and quotes escaped.
func writeTag(b *strings.Builder, name, value string) {
	b.WriteString("[" + name + ` "` + strings.ReplaceAll(strings.ReplaceAll(value, `\`, `\\`), `"`, `\"`) + "\"]\n")
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
