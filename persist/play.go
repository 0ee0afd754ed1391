package persist

import (
	"strconv"
	"strings"

	"mschess/engine"
	"mschess/engine/bot"
)

// Notes are what one player noted on the board: squares flagged as a suspected
// mine, and squares marked "?". They are the player's own thoughts, no secret.
type Notes struct {
	Mines, Questions engine.Bitboard
}

// The settings of play, written after the board's only when they differ from
// the defaults (two people, no overlay, no flags), so that such a save reads
// as before:
//
//	level: black 7
//	odds: true
//	assisted: true
//	white-flags: e5 f6
//	white-questions: d4
//	known: daily 2026-12-02
//	clock: 300+3 281500 300000
//	white-name: Ada
//
// The computer's side, then its level; a save of the five levels before issue
// 23's ladder says "computer" in place of "level", and its level is read as
// the nearest of today's (fromOldLadder). Squares in algebraic notation; the time
// control as a record's TimeControl tag, then the milliseconds left to White
// and to Black.
const (
	levelKey     = "level"
	oldLevelKey  = "computer" // the level of the ladder before issue 23's
	oddsKey      = "odds"
	assistedKey  = "assisted"
	knownKey     = "known"
	clockKey     = "clock"
	flagsKind    = "flags"     // after a side's name and "-"
	questionKind = "questions" // likewise
	nameKind     = "name"      // likewise
)

// sideNames names the sides in the settings, by engine.Color.
var sideNames = [2]string{"white", "black"}

// playLines returns the settings of play, one "key: value" line each.
func (p Prefs) playLines() string {
	var b strings.Builder
	line := func(key, value string) { b.WriteString(key + ": " + value + "\n") }
	if p.Computer != 0 {
		line(levelKey, sideNames[p.ComputerSide&1]+" "+strconv.Itoa(p.Computer))
	}
	if p.Odds {
		line(oddsKey, "true")
	}
	if p.Assisted {
		line(assistedKey, "true")
	}
	if p.Known != "" {
		line(knownKey, p.Known)
	}
	if p.Clock.On() {
		line(clockKey, p.Clock.String()+" "+strconv.FormatInt(p.ClockLeft[engine.White], 10)+" "+strconv.FormatInt(p.ClockLeft[engine.Black], 10))
	}
	for c, n := range p.Names {
		if n != "" {
			line(sideNames[c]+"-"+nameKind, n)
		}
	}
	for c, n := range p.Notes {
		if n.Mines.Any() {
			line(sideNames[c]+"-"+flagsKind, squareList(n.Mines))
		}
		if n.Questions.Any() {
			line(sideNames[c]+"-"+questionKind, squareList(n.Questions))
		}
	}
	return b.String()
}

// squareList writes squares in square order, separated by spaces.
func squareList(b engine.Bitboard) string {
	names := make([]string, 0, b.Count())
	for _, s := range b.Squares() {
		names = append(names, s.String())
	}
	return strings.Join(names, " ")
}

// oldLadder maps each level of the five before issue 23's ladder to the
// nearest of today's by budget: 2,500 nodes to 4,000, 40,000 to 25,000.
var oldLadder = [...]int{1: 1, 2: 7, 3: 8, 4: 9, 5: 12}

// readLevel reads the computer's level, written as a number of the ladder
// before issue 23's when old is set, and reports whether it is one.
func readLevel(s string, old bool) (int, bool) {
	n, err := strconv.Atoi(s)
	switch {
	case err != nil || n < 1 || s != strconv.Itoa(n):
		return 0, false
	case !old:
		return n, n <= int(bot.MaxLevel)
	case n < len(oldLadder):
		return oldLadder[n], true
	}
	return 0, false
}

// problem is what is wrong with the value of a setting of play, in words.
type problem string

func (p problem) Error() string { return string(p) }

// settingProblem says what is wrong with a setting's value: what a problem
// says, or for the board's settings, which strconv.ParseBool reads, that it is
// not a truth value.
func settingProblem(err error) string {
	if p, ok := err.(problem); ok {
		return string(p)
	}
	return "is not true or false"
}

// readPlay reads the setting of play key, and reports whether it is one.
func (p *Prefs) readPlay(key, value string) (known bool, err error) {
	switch key {
	case levelKey, oldLevelKey:
		side, level, _ := strings.Cut(value, " ")
		n, ok := readLevel(level, key == oldLevelKey)
		c, known := sideOf(side)
		if !ok || !known {
			return true, problem("is not a side and a level")
		}
		p.Computer, p.ComputerSide = n, c
	case oddsKey:
		p.Odds, err = strconv.ParseBool(value)
	case assistedKey:
		p.Assisted, err = strconv.ParseBool(value)
	case knownKey:
		if !validKnown(value) {
			return true, problem("is not " + KnownByAddress + " or " + KnownDaily + " and a date")
		}
		p.Known = value
	case clockKey:
		return true, p.readClock(value)
	default:
		name, kind, ok := strings.Cut(key, "-")
		c, side := sideOf(name)
		if kind == nameKind && ok && side {
			p.Names[c] = CleanName(value)
			return true, nil
		}
		if !ok || !side || (kind != flagsKind && kind != questionKind) {
			return false, nil
		}
		squares, err := readSquares(value)
		if err != nil {
			return true, err
		}
		if kind == flagsKind {
			p.Notes[c].Mines = squares
		} else {
			p.Notes[c].Questions = squares
		}
	}
	return true, err
}

// maxLeft is the most time a clock may hold, in milliseconds: a game's longest
// time and an increment for each move of the longest record.
const maxLeft = (engine.MaxBase + engine.MaxIncrement*engine.MaxRecordPlies) * 1000

// badClock is what is wrong with a clock's setting that does not read.
const badClock = problem("is not a time control and the time left to each side")

// readClock reads the setting of the clock.
func (p *Prefs) readClock(value string) error {
	f := strings.Fields(value)
	if len(f) != 3 {
		return badClock
	}
	tc, err := engine.ParseTimeControl(f[0])
	if err != nil || !tc.On() {
		return badClock
	}
	var left [2]int64
	for c := range left {
		left[c], err = strconv.ParseInt(f[1+c], 10, 64)
		if err != nil || left[c] < 0 || left[c] > maxLeft {
			return badClock
		}
	}
	p.Clock, p.ClockLeft = tc, left
	return nil
}

// validKnown reports whether value is one Prefs.Known can hold: the daily's
// date is written as engine.UTCDate writes it, YYYY-MM-DD.
func validKnown(value string) bool {
	kind, date, dated := strings.Cut(value, " ")
	if kind == KnownByAddress && !dated {
		return true
	}
	if kind != KnownDaily || len(date) != len("2006-01-02") {
		return false
	}
	for i, c := range []byte(date) {
		if digit := c >= '0' && c <= '9'; i == 4 || i == 7 {
			if c != '-' {
				return false
			}
		} else if !digit {
			return false
		}
	}
	return true
}

// sideOf reads a side's name.
func sideOf(name string) (engine.Color, bool) {
	switch name {
	case sideNames[engine.White]:
		return engine.White, true
	case sideNames[engine.Black]:
		return engine.Black, true
	}
	return engine.White, false
}

// readSquares reads a list of squares that squareList wrote.
func readSquares(value string) (engine.Bitboard, error) {
	var b engine.Bitboard
	for _, name := range strings.Fields(value) {
		s, err := engine.ParseSquare(name)
		if err != nil {
			return b, problem("lists something that is not a square")
		}
		b = b.With(s)
	}
	return b, nil
}
