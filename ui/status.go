package ui

import (
	"mschess/engine"
	"mschess/ui/text"
)

// The words of the turn line and the status line: whose move it is, what the
// last move did, a draw offer, the end of the game.

// turnText says whose turn it is in the position on show, as the rival has it
// said: while the player looks back, the side to move in the position looked
// at, since nobody is to move there; at the end of a finished game, that it is
// over.
func (m *match) turnText(w *words) string {
	if m.live() && m.game.Over() {
		return w.text.Text(text.GameOver)
	}
	r := m.rival
	if _, ok := r.(people); !ok && !m.live() {
		r = people{}
	}
	v := m.view()
	return r.turnWords(w, v.Position.Side())
}

// status returns the status line for the position on show, p, in the words of
// w: a pending notice first, whatever the state, then what the position calls
// for (situation).
func (m *match) status(w *words, newcomer bool, p *engine.Position) string {
	s := ""
	for _, note := range m.news.notices {
		s = join(s, note(w.text))
	}
	situation := m.situation(w, newcomer, p)
	if s != "" && situation != "" && m.live() && m.game.Over() {
		// Said as the end of the game on the board, lest it read as the end of
		// what the notice is about: a broken link's game, say.
		situation = w.text.Text(text.OnTheBoard, situation)
	}
	return join(s, situation)
}

// situation says where a replay or a look back stands, how the game ended, who
// offered a draw, or what the last move did and whether it gives check; before
// the first move of a daily game, that it is the daily puzzle, and of any other
// game on a player's first visit (newcomer), where the help is.
func (m *match) situation(w *words, newcomer bool, p *engine.Position) string {
	over := m.game.Over()
	switch {
	case !m.live() && m.shown == 0 && over:
		return w.text.Text(text.ReplayStart)
	case !m.live() && over:
		return w.text.Text(text.ReplayMove, m.game.Moves()[m.shown-1].SAN)
	case !m.live() && m.shown == 0:
		return w.text.Text(text.ViewingStart)
	case !m.live():
		return w.text.Text(text.ViewingMove, m.game.Moves()[m.shown-1].SAN)
	case over:
		return w.resultText(m.game.Game, m.rival)
	case m.draw.open:
		return w.offerText(m.draw)
	}
	s := ""
	moves := m.game.Moves()
	switch n := len(moves); {
	case n > 0 && m.news.answered:
		// The offer's answer is the news now (a notice).
	case n > 0:
		s = w.headline(moves[n-1].Events, m.game.Game)
		// The rival (the computer) may answer before the person has read what
		// their own move did, a blast above all: until they move again, say
		// both.
		if n > 1 && m.rival.plays(m.game.Side().Other()) {
			s = join(w.headline(moves[n-2].Events, m.game.Game), s)
		}
	case m.game.daily != "":
		// A daily game looks like any new one, and the note that names it may
		// be out of sight (a newcomer's trial).
		s = w.text.Text(text.DailyStarted, m.game.daily)
	case newcomer && len(m.news.notices) == 0:
		// Neither beside the daily's line nor after a notice: together they
		// would outgrow the status line's two lines, and those answer what
		// the player did or the address asked for.
		s = w.text.Text(text.NewHere)
	}
	if p.InCheck() {
		s = join(s, w.text.Sentence(text.InCheck, w.sideName(p.Side())))
	}
	return s
}

// offerText says who offered the draw d and who may answer it.
func (w *words) offerText(d drawOffer) string {
	return w.text.Sentence(text.DrawOffered, w.sideName(d.by), w.sideName(d.by.Other()))
}

// resultTitle names the result of the finished game: who won, as its rival has
// it said, or a draw.
func (m *match) resultTitle(w *words) string {
	switch r, _ := m.game.Result(); r {
	case engine.WhiteWins:
		return m.rival.winWords(w, engine.White)
	case engine.BlackWins:
		return m.rival.winWords(w, engine.Black)
	}
	return w.text.Text(text.Drawn)
}

// endTexts holds the sentence for each way a game ends.
var endTexts = [...]text.Key{
	engine.Checkmate:            text.EndCheckmate,
	engine.Stalemate:            text.EndStalemate,
	engine.KingExposed:          text.EndKingExposed,
	engine.Repetition:           text.EndRepetition,
	engine.InsufficientMaterial: text.EndMaterial,
	engine.Resignation:          text.EndResignation,
	engine.DrawAgreed:           text.EndDrawAgreed,
	engine.TimeForfeit:          text.EndTime,
}

// resultText explains how the finished game g ended, in a sentence or two;
// "" for a game in progress. The person who resigned against the rival you
// (nil for none) is told so: their colour would read as someone else's.
func (w *words) resultText(g *engine.Game, you rival) string {
	r, reason := g.Result()
	if r == engine.Ongoing || int(reason) >= len(endTexts) || reason == engine.NoReason {
		return ""
	}
	// For a draw, "winner" is the side to move: the one stalemated.
	winner := g.Side()
	if r == engine.WhiteWins {
		winner = engine.White
	} else if r == engine.BlackWins {
		winner = engine.Black
	}
	key := endTexts[reason]
	switch {
	case reason == engine.TimeForfeit && r == engine.Draw:
		key = text.EndTimeDraw // the side to move's flag fell
	case reason == engine.Resignation && you != nil && you.plays(winner):
		key = text.EndYouResigned
	}
	return w.text.Sentence(key, w.sideName(winner), w.sideName(winner.Other()))
}

// sideName returns "White" or "Black", as a side is named in mid-sentence.
func (w *words) sideName(c engine.Color) string {
	if c == engine.White {
		return w.text.Text(text.WhiteSide)
	}
	return w.text.Text(text.BlackSide)
}

// join joins two sentences with a space, either of which may be empty.
func join(s, t string) string {
	switch {
	case s == "":
		return t
	case t == "":
		return s
	}
	return s + " " + t
}
