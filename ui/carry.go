package ui

import (
	"mschess/engine"
	"mschess/persist"
	"mschess/share"
	"mschess/ui/text"
)

// carry is the App's part in the embed's "Open the full game": the link
// carries the game on show to the full page, which takes it up as its game in
// play.
type carry struct{ app *App }

// ContinueLink returns FullGameLink and, once the game has a move, that game
// in the fragment, which no server sees, as the save keeps it: its minefield
// masked (persist.Carry, share.EncodePlay), for the full page to continue it,
// or to show it as it ended. The page asks for it as the link is followed, so
// that no address holding a game sits in the page before. A game in play goes
// with the link, and a new one starts here: played on in both pages, either
// could go back to a move before what the other had shown (RULES.md §10).
func (c *carry) ContinueLink() string {
	a := c.app
	link := a.FullGameLink()
	if a.game.Len() == 0 || a.game.from == dealt {
		return link
	}
	save, err := persist.Carry(a.game.Game, a.prefs(&a.match))
	if err != nil {
		return link // too long to carry: the full page opens as it would
	}
	if !a.game.Over() {
		a.startGame(a.env.Random(), "")
		a.say(a.news.tell(text.CarriedOn, a.text), NoCue)
	}
	return link + share.EncodePlay(save)
}

// takeUp makes the game in play that the address carries (Options.Carried)
// the player's own, in place of the saved game on show: at once when that is
// no game in progress, or the same game at an earlier move; never when it is
// the same game further on; else after the players' yes (AskCarry). It
// returns the notice of a link it cannot read.
func (c *carry) takeUp() notice {
	a := c.app
	save, err := share.DecodePlay(a.opts.Carried)
	var g *engine.Game
	var prefs persist.Prefs
	if err == nil {
		g, prefs, err = persist.Carried(a.env.Store, save)
	}
	if err != nil {
		return because(text.BadLink, err)
	}
	take := func() {
		a.resume(g, prefs)
		a.adopt()
	}
	switch saved := a.savedGame(); {
	case sameGame(saved, g):
		take()
		return nil
	case sameGame(g, saved):
		// The saved game went further than the link: going back would take
		// back moves and what they showed (RULES.md §10).
		return nil
	}
	a.askFirst(AskCarry, a.savedGame, take)
	return nil
}

// sameGame reports whether later is saved, at the same move or further on:
// the same minefield and the same moves.
func sameGame(saved, later *engine.Game) bool {
	if saved == nil || later == nil || saved.Len() > later.Len() {
		return false
	}
	s1, ok1 := saved.Seed()
	s2, ok2 := later.Seed()
	if !ok1 || !ok2 || s1 != s2 {
		return false
	}
	ls := later.Moves()
	for i, m := range saved.Moves() {
		if m.Move != ls[i].Move {
			return false
		}
	}
	return true
}
