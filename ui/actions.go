package ui

import (
	"mschess/duel"
	"mschess/engine"
	"mschess/ui/text"
)

// NewGame starts a new game on the minefield of seed, keeping the board's
// orientation settings. It becomes the player's game, in place of the saved one;
// when that would replace a game in progress, the players are asked first (Ask).
func (a *App) NewGame(seed uint64) {
	a.askFirst(AskNewGame, a.savedGame, func() { a.startGame(seed, "") })
}

// Daily starts a new game on today's daily puzzle: the minefield of the UTC
// date, the same for every player that day. As with NewGame, the players are
// asked first when it would replace a game in progress. There is one try a
// day on a device: a second is refused, with the replay of the first offered
// (challenge.go).
func (a *App) Daily() {
	unix, date := a.clock()
	if a.challenge.played(date) {
		a.challenge.refuse()
		return
	}
	a.askFirst(AskDaily, a.savedGame, func() { a.startGame(engine.DailySeed(unix), date) })
}

// Takeback takes back the last move, when docs/rules.md §10 allows: only a move that
// revealed nothing, and nothing once the game is over — a finished game from a
// link or a record included. Against the computer it takes back the person's
// move and the reply together, and cancels a search in progress. The time
// spent stays spent, but the increments of the moves taken back go. Panel.TakebackWhy
// says why not.
func (a *App) Takeback() {
	plies, now := a.takebackPlies(), a.now()
	if !a.rival.takesBack() || a.game.CanUndo(plies) != nil {
		return
	}
	if _, ok := a.rival.(*friend); ok {
		a.online.askTakeBack()
		return
	}
	a.clocks.update(now, &a.game, a.rival)
	a.clocks.takeBack(&a.game, a.rival, plies)
	_ = a.game.Undo(plies) // CanUndo allowed it
	a.clocks.update(now, &a.game, a.rival)
	tookBack(a)
}

// tookBack settles a's screen after a take-back, at this screen or by the
// friend's consent, and says so.
func tookBack(a *App) {
	a.typed++
	a.changed()
	a.draw.open = false
	a.toLive()
	a.say(a.text.Text(text.Takeback)+". "+a.turnText(&a.words), CueMove)
	a.save()
}

// Flip turns the board round.
func (a *App) Flip() {
	a.orient.flipped = !a.orient.flipped
	a.save()
}

// SetAutoFlip turns auto-flip on or off. When it is on the side to move sits at the
// bottom while the game runs, so the board turns after every move.
func (a *App) SetAutoFlip(on bool) {
	a.orient.auto = on
	a.autoFlip(a.player(), a.game.Over())
	a.save()
}

// Resign asks the players first, for a slip of the hand would end the game for
// good; their yes (Answer) ends the game with a loss for the side to move, or
// against the computer for the person.
func (a *App) Resign() {
	if a.game.Over() {
		return
	}
	a.ask = asking{question: AskResign, yes: func() {
		if a.rival.resign(a.game.Game, a.player()) {
			a.ended()
		} else {
			a.say(a.turnText(&a.words), NoCue) // a friend's game: it goes on the person's turn
		}
	}}
}

// OfferDraw makes the side to move offer a draw, which the other side may accept or
// decline; a move by the other side declines it too. Against a rival that takes
// no offers (the computer) there is none to make.
func (a *App) OfferDraw() {
	if a.game.Over() || a.draw.open || !a.rival.takesOffers() || !a.rival.act(a.game.Game, duel.OfferDraw) {
		return
	}
	a.toLive()
	a.draw.by, a.draw.open = a.game.Side(), true
	a.say(a.offerText(a.draw), NoCue)
}

// AnswerDraw answers the draw offer on the board, if there is one: accepted, it
// ends the game in a draw; else the side that made it withdraws it while it is
// still that side's move, or the other declines it. An offer to a friend on
// another page is the friend's to answer: it cannot be withdrawn
// (docs/rules.md §11).
func (a *App) AnswerDraw(accept bool) {
	switch {
	case !a.draw.open:
	case accept:
		if a.rival.act(a.game.Game, duel.AcceptDraw) {
			a.ended()
		}
	default:
		key, side := text.DrawDeclined, a.draw.by.Other()
		if a.draw.by == a.game.Side() && !a.rival.plays(a.draw.by) { // the offer made at this screen
			key, side = text.DrawWithdrawn, a.draw.by
		}
		if a.rival.act(a.game.Game, duel.DeclineDraw) {
			a.say(a.closeOffer(key, side)(a.text), NoCue)
		}
	}
}

// closeOffer closes the draw offer, declined or withdrawn as key says by side,
// and returns the notice that says so.
func (m *match) closeOffer(key text.Key, side engine.Color) notice {
	said := func(c text.Catalog) string { w := words{text: c}; return c.Sentence(key, w.sideName(side)) }
	m.draw.open, m.news.answered = false, true
	m.news.notices = []notice{said}
	return said
}

// Live is the ply that ShowPly takes to go back from an earlier position to
// the game.
const Live = -1

// ShowPly shows the position after ply plies, read-only: no piece can be selected
// until the game is back on show. Live, the current ply or any other out of the
// game's range brings the game back: a front end steps back with
// ShowPly(Panel.Shown-1) while Panel.CanBack, forward with ShowPly(Panel.Shown+1).
func (a *App) ShowPly(ply int) {
	if ply < 0 || ply >= a.game.Len() {
		a.toLive()
		v := a.view()
		a.say(join(a.turnText(&a.words)+".", a.situation(&a.words, a.newcomer, &v.Position)), NoCue)
		return
	}
	a.deselect()
	a.news.still()
	a.shown, a.news.notices = ply, nil
	v := a.view()
	a.say(a.situation(&a.words, a.newcomer, &v.Position), NoCue)
}
