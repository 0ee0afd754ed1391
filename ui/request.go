package ui

import (
	"errors"
	"strconv"
	"strings"

	"mschess/engine"
	"mschess/engine/bot"
)

// Request is what the computer is asked when it is to move: its level, the
// players' view of the position, and the keys of the views before it, for the
// repetition rule; or, in the analysis of a finished game, to judge the move
// Played in that view (analysis.go). It holds nothing else, so the computer
// decides and judges from the players' view alone (docs/rules.md §9) wherever
// it runs: on the page, or in a worker that is handed the request as text.
type Request struct {
	Level   bot.Level
	View    engine.View
	History []uint64 // engine.Position.Key of each view before this one, oldest first
	// Played is the move to judge; its zero value, never a legal move, asks
	// for a move to choose.
	Played engine.Move
}

// The request as text: a header naming the format, then one "key: value" line
// each. The view is its MFEN, which lists only the found mines, and its numbers,
// one character a square from a1 on: "." for none, else the digit. A move to
// judge comes last, in coordinates: "played: e2e4".
const (
	requestMagic = "mschess-request 1"
	noNumber     = '.'
)

// String returns the request as text, for ParseRequest.
func (r Request) String() string {
	var b strings.Builder
	b.WriteString(requestMagic + "\nlevel: " + strconv.Itoa(int(r.Level)) + "\nview: " + r.View.Position.MFEN() + "\nnumbers: ")
	for _, n := range r.View.Numbers {
		if n < 0 {
			b.WriteByte(noNumber)
		} else {
			b.WriteByte(byte('0' + n))
		}
	}
	b.WriteString("\nhistory:")
	for _, k := range r.History {
		b.WriteString(" " + strconv.FormatUint(k, 16))
	}
	b.WriteByte('\n')
	if r.Played != (engine.Move{}) {
		b.WriteString("played: " + r.Played.String() + "\n")
	}
	return b.String()
}

// errRequest is the error ParseRequest wraps.
var errRequest = errors.New("not a request for the computer")

// ParseRequest reads a request that String wrote. It accepts a view only, never
// a referee position that lists the mines under fog.
func ParseRequest(text string) (Request, error) {
	bad := func(why string) (Request, error) { return Request{}, errors.New(errRequest.Error() + ": " + why) }
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	if len(lines) < 5 || len(lines) > 6 || lines[0] != requestMagic {
		return bad("it does not have the request's five lines, or six with a move to judge")
	}
	var r Request
	field := func(i int, key string) (string, bool) { return strings.CutPrefix(lines[i], key+":") }
	level, ok := field(1, "level")
	n, err := strconv.Atoi(strings.TrimSpace(level))
	if !ok || err != nil || n < int(bot.MinLevel) || n > int(bot.MaxLevel) {
		return bad("the level is not " + strconv.Itoa(int(bot.MinLevel)) + " to " + strconv.Itoa(int(bot.MaxLevel)))
	}
	r.Level = bot.Level(n)
	mfen, ok := field(2, "view")
	if !ok {
		return bad("there is no view")
	}
	if r.View.Position, err = engine.ParseMFEN(strings.TrimSpace(mfen)); err != nil {
		return bad(err.Error())
	}
	if p := &r.View.Position; p.Mines().And(p.Fog()).Any() {
		return bad("the view lists a mine under fog")
	}
	numbers, ok := field(3, "numbers")
	numbers = strings.TrimSpace(numbers)
	if !ok || len(numbers) != engine.NumSquares {
		return bad("there is not one number a square")
	}
	for s := range numbers {
		switch c := numbers[s]; {
		case c == noNumber:
			r.View.Numbers[s] = -1
		case c >= '0' && c <= '8':
			r.View.Numbers[s] = int8(c - '0')
		default:
			return bad("a number is not . or 0 to 8")
		}
	}
	history, ok := field(4, "history")
	if !ok {
		return bad("there is no history")
	}
	for _, h := range strings.Fields(history) {
		k, err := strconv.ParseUint(h, 16, 64)
		if err != nil {
			return bad("a key of the history is not hexadecimal")
		}
		r.History = append(r.History, k)
	}
	if len(r.History) > engine.MaxRecordPlies {
		return bad("the history is longer than any game")
	}
	if len(lines) == 6 {
		played, _ := field(5, "played")
		if r.Played, ok = moveNamed(r.View.Position.AppendLegalMoves(nil, true), strings.TrimSpace(played)); !ok {
			return bad("the move to judge is not legal in the view")
		}
	}
	return r, nil
}

// Decide returns the computer's move; memory, which may be nil, keeps its
// searches of plain chess for the next (bot.Options.Memory). The seed of the
// level's random choices is the view's own key, so that without a memory the
// same request always gets the same answer: an answer is as good as any other
// to the same request, however late.
func (r Request) Decide(memory *bot.Memory) (engine.Move, error) {
	m, _, err := bot.Choose(&r.View, bot.Options{Level: r.Level, Seed: r.View.Position.Key(), History: r.History, Memory: memory})
	return m, err
}

// Answer answers the request in text, as the computer's worker does: the move
// chosen, in coordinates; or for a move to judge, the judgement for
// App.Analysed: the better move in coordinates, then what the position and
// the move played were worth to the mover (bot.Judgement). A choice uses
// memory as Decide does; a judgement never does.
func (r Request) Answer(memory *bot.Memory) (string, error) {
	if r.Played == (engine.Move{}) {
		m, err := r.Decide(memory)
		return m.String(), err
	}
	j, err := bot.Analyse(&r.View, r.Played, bot.Options{History: r.History})
	return j.Best.String() + " " + strconv.Itoa(j.Before) + " " + strconv.Itoa(j.After), err
}
