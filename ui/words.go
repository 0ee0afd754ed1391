package ui

import (
	"strconv"
	"strings"

	"mschess/engine"
	"mschess/ui/text"
)

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
func (a *App) PieceName(pc engine.Piece) string { return a.pieceWord(&pieceNames, pc) }

// pieceObject returns the name of pc as the object of a verb, such as "the
// white knight".
func (a *App) pieceObject(pc engine.Piece) string { return a.pieceWord(&pieceObjects, pc) }

// pieceWord returns the text that names pc in keys, or "" for no piece.
func (a *App) pieceWord(keys *[2][engine.King + 1]text.Key, pc engine.Piece) string {
	if pc.IsNone() || pc.Kind > engine.King || pc.Color > engine.Black {
		return ""
	}
	return a.text.Text(keys[pc.Color][pc.Kind])
}

// eventsText tells a move's events in words, one sentence each.
func (a *App) eventsText(evs []engine.Event) string {
	var b strings.Builder
	for _, ev := range evs {
		if s := a.eventText(ev); s != "" {
			if b.Len() > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(s)
		}
	}
	return b.String()
}

// headline tells only the events of a move that the status line repeats: those a
// player might miss on the board.
func (a *App) headline(evs []engine.Event) string {
	s := ""
	for _, ev := range evs {
		switch ev.Kind {
		case engine.EventSweep, engine.EventBlast, engine.EventSapper, engine.EventAllClear:
			s = join(s, a.eventText(ev))
		}
	}
	return s
}

// eventText tells one event in a sentence.
func (a *App) eventText(ev engine.Event) string {
	t := a.text
	switch ev.Kind {
	case engine.EventMove:
		return t.Sentence(text.EvMove, a.PieceName(ev.Piece), ev.From.String(), ev.To.String())
	case engine.EventCapture:
		return t.Sentence(text.EvCapture, a.PieceName(ev.Piece), ev.From.String(), a.pieceObject(ev.Captured), ev.To.String())
	case engine.EventCastle:
		if ev.To.File() > ev.From.File() {
			return t.Sentence(text.EvCastleShort, a.sideName(ev.Piece.Color))
		}
		return t.Sentence(text.EvCastleLong, a.sideName(ev.Piece.Color))
	case engine.EventSweep:
		k := text.EvSweepEmpty
		if ev.Removed {
			k = text.EvSweepCleared
		}
		return t.Sentence(k, a.PieceName(ev.Piece), ev.From.String(), ev.To.String())
	case engine.EventBlast:
		return t.Sentence(text.EvBlast, ev.To.String(), a.pieceObject(ev.Captured))
	case engine.EventSapper:
		return t.Sentence(text.EvSapper, a.PieceName(ev.Piece), ev.To.String())
	case engine.EventPromotion:
		return t.Text(text.EvPromotion, ev.To.String())
	case engine.EventReveal:
		return a.revealText(ev.Squares)
	case engine.EventAllClear:
		return t.Text(text.EvAllClear)
	case engine.EventCheck:
		return t.Sentence(text.InCheck, a.sideName(ev.Piece.Color))
	case engine.EventGameOver:
		return a.resultText()
	}
	return ""
}

// SquareLabel returns what a screen reader says for square s of the model sq:
// what a sighted player sees there, such as "e4, white knight, last move" or
// "d6, mine, 2 mines next to it, can move here".
func (a *App) SquareLabel(s engine.Square, sq Square) string {
	parts := []string{s.String()}
	if !sq.Piece.IsNone() {
		parts = append(parts, a.PieceName(sq.Piece))
	}
	if sq.Check {
		parts = append(parts, a.text.Text(text.SqCheck))
	}
	switch {
	case sq.Hidden:
		parts = append(parts, a.text.Text(text.SqFogged), a.text.Text(text.SqHiddenMine))
	case sq.Fog:
		parts = append(parts, a.text.Text(text.SqFogged))
	case sq.Mine:
		parts = append(parts, a.text.Text(text.SqMine))
	}
	switch {
	case sq.Fog:
	case sq.Number > 0:
		n := int(sq.Number)
		parts = append(parts, a.text.Plural(text.SqNumber, n, strconv.Itoa(n)))
	}
	if sq.Last {
		parts = append(parts, a.text.Text(text.SqLast))
	}
	parts = append(parts, a.aidWords(sq)...)
	if sq.Selected {
		parts = append(parts, a.text.Text(text.SqSelected))
	}
	if sq.Target {
		parts = append(parts, a.text.Text(text.SqTarget))
	}
	if sq.Target && sq.Risk != NoRisk {
		parts = append(parts, a.text.Text(riskWords[sq.Risk]))
	}
	switch {
	case sq.Sweep && sq.Mine:
		parts = append(parts, a.text.Text(text.SqSweepMine))
	case sq.Sweep:
		parts = append(parts, a.text.Text(text.SqSweep))
	}
	return strings.Join(parts, ", ")
}

// LossLabel names a lost piece, saying so when a mine destroyed it.
func (a *App) LossLabel(l Loss) string {
	if l.Destroyed {
		return a.text.Text(text.Destroyed, a.PieceName(l.Piece))
	}
	return a.PieceName(l.Piece)
}
