// Package ui is the game screen as plain Go: what is selected, which way the
// board faces, which earlier position is on show, whether a draw is on offer,
// who plays the other side (a person at the same screen, the computer, or a
// friend on another page, with whom the minefield is dealt), the clocks, and
// what the last move did. It turns all of that into plain models — one per
// square, one for the side panel, the words of a live region — that a front end
// only has to draw, and it takes the players' input as simple actions. It
// writes a few pieces of markup the pages take whole (the options of a choice,
// the embed snippet) but touches no DOM, so it is tested natively.
//
// Everything it shows comes from the players' view of the game (engine.Game.View
// and ViewAt): a mine under fog never reaches a model.
package ui

import (
	"mschess/engine"
	"mschess/ui/text"
)

// App is the state of the game screen, grouped by concern: the visit (the
// page's address, storage, settings and language, and what it said last), the
// match (the game on show and everything that belongs to it alone, the other
// side of the board included) and the table (the board's orientation, the
// piece being moved and how a tap acts). Its zero value is not usable; make
// one with New or Open.
type App struct {
	visit // visit.go
	match // match.go
	table // table.go

	online    // a game against a friend on another page (online.go)
	byLinks   // a game against a friend by links (bylinks.go)
	past      // the finished games kept on the device (past.go)
	carry     // the embed's game carried to the full page (carry.go)
	challenge // the daily puzzle's one try a day and its result card (challenge.go)
	premoves  // moves queued on the rival's turn (premove.go)
	analysis  // the analysis of a finished game (analysis.go)
	players   // the names of two people at this screen (names.go)
}

// New returns an App playing g, with texts from c.
func New(g *engine.Game, c text.Catalog) *App {
	a := newApp(visit{words: words{text: c}})
	a.setGame(g, started)
	return a
}

// newApp returns an App of the visit v, its concerns tied to it, without a
// game yet.
func newApp(v visit) *App {
	a := &App{visit: v}
	a.online.app, a.byLinks.app, a.past.app, a.carry.app, a.challenge.app, a.premoves.app, a.analysis.app, a.players.app = a, a, a, a, a, a, a, a
	return a
}

// setGame shows g, which came from where from says, with the tags of its
// record for a game from a link or a record: a match of its own takes the
// place of the one before, against the same rival. The visit and the table
// (the board's orientation, the overlay) stay, but for auto-flip, which a
// finished game from a link or a record turns off.
func (a *App) setGame(g *engine.Game, from origin, tags ...engine.Tag) {
	a.match = a.match.next(g, from)
	a.game.tags = tags
	if from.reviewing() {
		a.orient.auto = false
	}
	a.toLive()
}

// startGame starts the player's new game on the minefield of seed; date is the
// daily minefield's, or "".
func (a *App) startGame(seed uint64, date string) {
	a.setGame(engine.NewGame(seed), started)
	a.game.daily = date
	said := a.text.Text(text.NewGame) + "."
	if date != "" {
		said = a.text.Text(text.DailyStarted, date)
	}
	a.players.name()
	a.say(said+" "+a.turnText(&a.words), NoCue)
	a.adopt()
}

// toLive shows the current position, drops any selection, effects and notice,
// refreshes the legal moves and turns the board if auto-flip is on.
func (a *App) toLive() {
	a.shown = a.game.Len()
	a.news = news{ended: a.news.ended}
	a.game.legal = nil
	a.deselect()
	a.autoFlip(a.player(), a.game.Over())
}

// play plays m, which is legal, on the clock and through the rival, and
// records what the last move did for the board's effects and the
// announcement. A friend's game may hold m until the friend's page has opened
// the squares it lifts (docs/rules.md §11): that page's answer plays it, and
// play(NoMove) then tells of it, as it tells of the friend's own moves. A
// premove queued before the rival's move follows it.
func (a *App) play(m engine.Move) {
	now, pre := a.now(), a.pre
	if m != engine.NoMove {
		if a.clocks.update(now, &a.game, a.rival); a.clocks.fallen() {
			a.Tick(a.clocks.hidden) // the flag fell before the move: Tick ends the game
			return
		}
		if !a.rival.play(a.game.Game, m) {
			a.changed()
			a.deselect()
			return
		}
	}
	before, _ := a.game.ViewAt(a.game.Len() - 1)
	mover := before.Position.Side()
	a.clocks.moved(mover)
	a.clocks.update(now, &a.game, a.rival)
	a.newcomer = false // the player has started: the pointer to the help has done its part
	if !a.rival.plays(mover) {
		a.typed++
	}
	a.changed()
	a.markAssisted(a.overlay)
	declined := a.draw.open && a.draw.by != mover
	if declined {
		a.draw.open = false // answering a draw offer with a move declines it
	}
	prior := a.news.fx
	a.toLive()
	last := a.game.Moves()[a.game.Len()-1]
	a.news.fx = effects(last.Events, before.Position.Fog().AndNot(a.game.fog()))
	if a.rival.plays(mover) {
		// The reply leaves on show what the players' own move set off, a
		// blast's mark above all, however soon it comes: until they act again.
		for s, e := range prior {
			a.news.fx[s] = max(a.news.fx[s], e)
		}
	}
	a.news.glides = glides(last.Events)
	said := a.eventsText(last.Events, a.game.Game)
	if declined {
		said = join(a.text.Sentence(text.DrawDeclined, a.sideName(mover)), said)
	}
	a.say(said, moveCue(last.Events))
	if a.game.Over() {
		a.showEnd()
	}
	switch a.game.from {
	case own:
		a.save()
	case started:
		a.adopt()
	}
	if a.game.Over() {
		a.past.add()
	}
	if a.rival.plays(mover) {
		a.premoves.follow(pre, last.Events)
	}
}

// ended settles the screen after a game action ended the game: the clocks
// stop, no offer stands, the live position shows, the result is announced and
// the game saved, and kept among the past games.
func (a *App) ended() {
	a.clocks.update(a.now(), &a.game, a.rival)
	a.draw.open = false
	a.toLive()
	a.say(a.resultText(a.game.Game, a.rival), CueEnd)
	a.showEnd()
	a.save()
	a.past.add()
}
