package ui

import (
	"mschess/engine"
	"mschess/ui/text"
)

// Question is a question the page puts to the players, in a dialog of its own,
// before it replaces or ends their game in progress: New game, Daily, Import
// and Resign would otherwise lose it with no way back (docs/rules.md §10).
type Question uint8

// The questions.
const (
	NoQuestion        Question = iota
	AskNewGame                 // start a new game?
	AskDaily                   // start today's daily puzzle?
	AskImport                  // open the record?
	AskOpponent                // start a new game against another opponent?
	AskLink                    // open the shared game of a link?
	AskResign                  // resign the game?
	AskClock                   // start a new game on another clock?
	AskMine                    // move a piece onto a found mine, which destroys it? (minefound.go)
	AskFriendTakeback          // allow the friend's take-back?
	AskFriendRematch           // play the rematch the friend offers?
	AskCarry                   // continue the embed's game in place of the game in progress? (carry.go)
	AskDailyPlayed             // today's daily was played: see its replay? (challenge.go)
	AskResumeFriend            // reconnect to the interrupted game with a friend? (resume.go)
)

// questionTexts holds each question's words, its yes and its no.
var questionTexts = [...]struct{ text, yes, no text.Key }{
	AskNewGame:        {text.AskNewGame, text.AskYesNewGame, text.AskNo},
	AskDaily:          {text.AskDaily, text.AskYesDaily, text.AskNo},
	AskImport:         {text.AskImport, text.AskYesImport, text.AskNo},
	AskOpponent:       {text.AskOpponent, text.AskYesNewGame, text.AskNo},
	AskLink:           {text.AskLink, text.AskYesLink, text.AskNo},
	AskResign:         {text.AskResign, text.AskYesResign, text.AskNo},
	AskClock:          {text.AskClock, text.AskYesNewGame, text.AskNo},
	AskMine:           {text.AskMinePawn, text.AskYesMine, text.AskNoMine}, // the piece's own words take the place of the text (mineWords)
	AskFriendTakeback: {text.AskFriendTakeback, text.AskYesTakeback, text.AskNoTakeback},
	AskFriendRematch:  {text.AskFriendRematch, text.AskYesRematch, text.AskNoRematch},
	AskCarry:          {text.AskCarry, text.AskYesCarry, text.AskNo},
	AskDailyPlayed:    {text.DailyPlayed, text.AskYesDailyReplay, text.CloseDialog},
	AskResumeFriend:   {text.AskResumeFriend, text.AskYesResume, text.AskNo},
}

// Ask is the model of the page's question dialog. Its zero value asks nothing:
// the dialog is closed.
type Ask struct {
	Question Question
	Text     string // the question in words
	Yes, No  string // the labels of its two answers
}

// asking is the question on the table, what a yes to it does, and a no when
// the no does more than leave things as they are; words, when set, word it in
// place of the question's text.
type asking struct {
	question Question
	yes, no  func()
	words    notice
}

// askFirst does f at once, unless it would replace a game in progress: then it
// puts question q to the players, and f waits for their yes (Answer). A new game
// replaces the saved game (saved returns it, or nil for none), in progress even
// while another game is on show; a record or a link opened replaces only the
// game on show. A game against a friend in progress, never saved, is the one
// asked about; once it is over, the saved game is again.
func (m *match) askFirst(q Question, saved func() *engine.Game, f func()) {
	g := m.game.Game
	if m.game.from != own && !(m.game.from == dealt && inProgress(g)) {
		g = nil
		if q != AskImport && q != AskLink {
			g = saved()
		}
	}
	if !inProgress(g) {
		f()
		return
	}
	m.ask = asking{question: q, yes: f}
}

// inProgress reports whether g, which may be nil, is a game with moves that is
// not over: one the players would lose.
func inProgress(g *engine.Game) bool { return g != nil && g.Len() > 0 && !g.Over() }

// Answer answers the question on the table: yes does what it asked about, no
// leaves the game as it is. Either way the dialog closes.
func (m *match) Answer(yes bool) {
	q := m.ask
	m.ask = asking{}
	switch {
	case yes && q.yes != nil:
		q.yes()
	case !yes && q.no != nil:
		q.no()
	}
}

// askModel returns the model of the question dialog, in the words of w.
func (m *match) askModel(w *words) Ask {
	q := m.ask.question
	if q == NoQuestion {
		return Ask{}
	}
	t := questionTexts[q]
	a := Ask{Question: q, Text: w.text.Text(t.text), Yes: w.text.Text(t.yes), No: w.text.Text(t.no)}
	if m.ask.words != nil {
		a.Text = m.ask.words(w.text)
	}
	return a
}
