package ui

import (
	"strconv"
	"strings"

	"mschess/engine"
	"mschess/ui/text"
)

// Cue is the sound that goes with what the App last said: one per kind of
// event a chess player expects to hear. A front end plays it once what it tells
// is on the screen.
type Cue uint8

// The cues, from least to most important: an action that calls for several
// sounds gets the most important one.
const (
	NoCue      Cue = iota
	CueMove        // a piece moved
	CueSweep       // a pawn swept
	CueCapture     // a piece was taken
	CueBlast       // a mine went off, or a king cleared one
	CueCheck       // a king is in check
	CueEnd         // the game ended
)

// Speech is what the App last said, for a live region and a sound: Text in
// words, Cue as a sound. Serial counts the things said, so that a front end
// tells the same words said twice from words it has already said.
type Speech struct {
	Text   string
	Cue    Cue
	Serial int
}

// voice is what the App said last. It outlives the games it speaks of: Serial
// only ever grows.
type voice struct {
	announce string // the last action in words, for a live region
	cue      Cue    // and as a sound
	said     int    // counts the things said (Speech.Serial)
}

// Speech returns the last action in words and as a sound: what the last move
// did and revealed, a takeback, a draw offer and its answer, a position looked
// back at, the end of the game. It is built from the players' view alone.
func (v *voice) Speech() Speech {
	return Speech{Text: v.announce, Cue: v.cue, Serial: v.said}
}

// say makes s, with the sound c, what the App says next.
func (v *voice) say(s string, c Cue) {
	v.announce, v.cue = s, c
	v.said++
}

// moveCue returns the sound of a move's events.
func moveCue(evs []engine.Event) Cue {
	c := CueMove
	for _, ev := range evs {
		var e Cue
		switch ev.Kind {
		case engine.EventSweep:
			e = CueSweep
		case engine.EventCapture:
			e = CueCapture
		case engine.EventBlast, engine.EventSapper:
			e = CueBlast
		case engine.EventCheck:
			e = CueCheck
		case engine.EventGameOver:
			e = CueEnd
		}
		c = max(c, e)
	}
	return c
}

// revealText says which squares the move just played in g revealed and what
// each of them shows now: its number, a found mine, or nothing ("clear").
func (w *words) revealText(squares engine.Bitboard, g *engine.Game) string {
	v := g.View()
	found := v.Position.FoundMines()
	var parts []string
	for _, s := range squares.Squares() {
		n := strconv.Itoa(int(v.Numbers[s]))
		switch {
		case found.Has(s) && v.Numbers[s] > 0:
			parts = append(parts, w.text.Text(text.RevealedMineNumber, s.String(), n))
		case found.Has(s):
			parts = append(parts, w.text.Text(text.RevealedMine, s.String()))
		case v.Numbers[s] > 0:
			parts = append(parts, w.text.Text(text.RevealedNumber, s.String(), n))
		default:
			parts = append(parts, w.text.Text(text.RevealedClear, s.String()))
		}
	}
	return w.text.Text(text.Revealed, strings.Join(parts, ", "))
}
