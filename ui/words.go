package ui

import (
	"strconv"
	"strings"

	"mschess/engine"
	"mschess/ui/text"
)

// words is what the App says things with: the texts of its language. Its
// methods word what the models and the live region say.
type words struct {
	text text.Catalog
}

// Text returns the catalog the App speaks with.
func (w *words) Text() text.Catalog { return w.text }

// pieceNames holds the name of each piece, by colour and kind.
var pieceNames = [2][engine.King + 1]text.Key{
	engine.White: {engine.Pawn: text.WhitePawn, engine.Knight: text.WhiteKnight, engine.Bishop: text.WhiteBishop,
		engine.Rook: text.WhiteRook, engine.Queen: text.WhiteQueen, engine.King: text.WhiteKing},
	engine.Black: {engine.Pawn: text.BlackPawn, engine.Knight: text.BlackKnight, engine.Bishop: text.BlackBishop,
		engine.Rook: text.BlackRook, engine.Queen: text.BlackQueen, engine.King: text.BlackKing},
}

// pieceObjects holds the same names as the object of a verb: "takes the white
// knight".
var pieceObjects = [2][engine.King + 1]text.Key{
	engine.White: {engine.Pawn: text.WhitePawnObj, engine.Knight: text.WhiteKnightObj, engine.Bishop: text.WhiteBishopObj,
		engine.Rook: text.WhiteRookObj, engine.Queen: text.WhiteQueenObj, engine.King: text.WhiteKingObj},
	engine.Black: {engine.Pawn: text.BlackPawnObj, engine.Knight: text.BlackKnightObj, engine.Bishop: text.BlackBishopObj,
		engine.Rook: text.BlackRookObj, engine.Queen: text.BlackQueenObj, engine.King: text.BlackKingObj},
}

// PieceName returns the name of pc in words, such as "white knight".
func (w *words) PieceName(pc engine.Piece) string { return w.pieceWord(&pieceNames, pc) }

// pieceObject returns the name of pc as the object of a verb, such as "the
// white knight".
func (w *words) pieceObject(pc engine.Piece) string { return w.pieceWord(&pieceObjects, pc) }

// pieceWord returns the text that names pc in keys, or "" for no piece.
func (w *words) pieceWord(keys *[2][engine.King + 1]text.Key, pc engine.Piece) string {
	if pc.IsNone() || pc.Kind > engine.King || pc.Color > engine.Black {
		return ""
	}
	return w.text.Text(keys[pc.Color][pc.Kind])
}

// eventsText tells the events of a move just played in g in words, one
// sentence each.
func (w *words) eventsText(evs []engine.Event, g *engine.Game) string {
	var b strings.Builder
	for _, ev := range evs {
		if s := w.eventText(ev, g); s != "" {
			if b.Len() > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(s)
		}
	}
	return b.String()
}

// headline tells only the events of a move of g that the status line
// repeats: those a player might miss on the board.
func (w *words) headline(evs []engine.Event, g *engine.Game) string {
	s := ""
	for _, ev := range evs {
		switch ev.Kind {
		case engine.EventSweep, engine.EventBlast, engine.EventSapper, engine.EventAllClear:
			s = join(s, w.eventText(ev, g))
		}
	}
	return s
}

// moveWords tells what a move did on the board in words, one sentence for
// each of its events but what it revealed and how the game ended, which the
// live region said as it was played: "White knight from g1 to f3."
func (w *words) moveWords(evs []engine.Event) string {
	s := ""
	for _, ev := range evs {
		if ev.Kind != engine.EventReveal && ev.Kind != engine.EventGameOver {
			s = join(s, w.eventText(ev, nil))
		}
	}
	return s
}

// eventText tells one event of a move of g in a sentence.
func (w *words) eventText(ev engine.Event, g *engine.Game) string {
	t := w.text
	switch ev.Kind {
	case engine.EventMove:
		return t.Sentence(text.EvMove, w.PieceName(ev.Piece), ev.From.String(), ev.To.String())
	case engine.EventCapture:
		return t.Sentence(text.EvCapture, w.PieceName(ev.Piece), ev.From.String(), w.pieceObject(ev.Captured), ev.To.String())
	case engine.EventCastle:
		if ev.To.File() > ev.From.File() {
			return t.Sentence(text.EvCastleShort, w.sideName(ev.Piece.Color))
		}
		return t.Sentence(text.EvCastleLong, w.sideName(ev.Piece.Color))
	case engine.EventSweep:
		k := text.EvSweepEmpty
		if ev.Removed {
			k = text.EvSweepCleared
		}
		return t.Sentence(k, w.PieceName(ev.Piece), ev.From.String(), ev.To.String())
	case engine.EventBlast:
		return t.Sentence(text.EvBlast, ev.To.String(), w.pieceObject(ev.Captured))
	case engine.EventSapper:
		return t.Sentence(text.EvSapper, w.PieceName(ev.Piece), ev.To.String())
	case engine.EventPromotion:
		return t.Text(text.EvPromotion, ev.To.String())
	case engine.EventReveal:
		return w.revealText(ev.Squares, g)
	case engine.EventAllClear:
		return t.Text(text.EvAllClear)
	case engine.EventCheck:
		return t.Sentence(text.InCheck, w.sideName(ev.Piece.Color))
	case engine.EventGameOver:
		return w.resultText(g, nil)
	}
	return ""
}

// SquareLabel returns what a screen reader says for square s of the model sq:
// what a sighted player sees there, such as "e4, white knight, last move" or
// "d6, mine, 2 mines next to it, can move here".
func (w *words) SquareLabel(s engine.Square, sq Square) string {
	parts := []string{s.String()}
	if !sq.Piece.IsNone() {
		parts = append(parts, w.PieceName(sq.Piece))
	}
	parts = w.also(parts, sq.Check, text.SqCheck)
	parts = w.also(parts, sq.Hidden || sq.Fog, text.SqFogged)
	parts = w.also(parts, sq.Hidden, text.SqHiddenMine)
	parts = w.also(parts, !sq.Hidden && !sq.Fog && sq.Mine, text.SqMine)
	if !sq.Fog && sq.Number > 0 {
		n := int(sq.Number)
		parts = append(parts, w.text.Plural(text.SqNumber, n, strconv.Itoa(n)))
	}
	parts = w.also(parts, sq.Last, text.SqLast)
	parts = append(parts, w.aidWords(sq)...)
	parts = w.also(parts, sq.Selected, text.SqSelected)
	parts = w.also(parts, sq.Premove, text.SqPremove)
	parts = w.also(parts, sq.Better, text.SqBetter)
	parts = w.also(parts, sq.Target, text.SqTarget)
	parts = w.also(parts, sq.Target && sq.Risk != NoRisk, riskWords[sq.Risk])
	parts = w.also(parts, sq.Sweep && sq.Mine, text.SqSweepMine)
	parts = w.also(parts, sq.Sweep && !sq.Mine, text.SqSweep)
	return strings.Join(parts, ", ")
}

// also appends k's words to parts when on: one append, where one for each
// word would each be compiled in full (docs/size.md).
func (w *words) also(parts []string, on bool, k text.Key) []string {
	if on {
		return append(parts, w.text.Text(k))
	}
	return parts
}

// LossLabel names a lost piece, saying so when a mine destroyed it.
func (w *words) LossLabel(l Loss) string {
	if l.Destroyed {
		return w.text.Text(text.Destroyed, w.PieceName(l.Piece))
	}
	return w.PieceName(l.Piece)
}
