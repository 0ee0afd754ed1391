package ui

import (
	"mschess/engine"
	"mschess/persist"
	"mschess/ui/text"
)

// players asks two people at this screen their names, once, at their first
// new game (Panel.AskNames), and names the players of their games.
type players struct {
	app      *App
	askNames bool // the question is put
	// named are the names given in the page (namesGiven): a store that
	// refuses them does not ask them again at the next game.
	named      [2]string
	namesGiven bool
}

// name names the two people of a new game at this screen as given before,
// or, the first time, asks their names. The embed, a game of another site's
// page, asks nothing.
func (p *players) name() {
	a := p.app
	r, ok := a.rival.(people)
	p.askNames = false
	if !ok || a.env.Embed {
		return
	}
	asked := p.namesGiven
	r.named = p.named
	if a.env.Store != nil && !asked {
		r.named, asked = persist.Names(a.env.Store)
	}
	a.rival, p.askNames = r, !asked
}

// SetNames answers the question of the players' names, while it is put:
// White's and Black's, "" for a name not given, as both are when the players
// skip it. The game at this screen takes them, and they are kept for the
// next games.
func (p *players) SetNames(white, black string) {
	if !p.askNames {
		return
	}
	a := p.app
	p.named = [2]string{persist.CleanName(white), persist.CleanName(black)}
	p.askNames, p.namesGiven = false, true
	if a.env.Store != nil {
		_ = persist.SetNames(a.env.Store, p.named)
	}
	if r, ok := a.rival.(people); ok {
		r.named = p.named
		a.rival = r
		a.save()
	}
}

// ChangeNames puts the question of the names of the two people at this
// screen again, and returns the names given, for its fields; against the
// computer or a friend, and in the embed, it asks nothing.
func (p *players) ChangeNames() [2]string {
	r, ok := p.app.rival.(people)
	p.askNames = ok && !p.app.env.Embed
	return r.named
}

// SkipNames answers the question of the players' names with the names as
// they were: none at the first question, the names given at a change.
func (p *players) SkipNames() {
	r, _ := p.app.rival.(people)
	p.SetNames(r.named[0], r.named[1])
}

// swap gives each of the two people at this screen the other's colour, and
// name, as a rematch does; the next games keep them so.
func (p *players) swap() {
	if r, ok := p.app.rival.(people); ok {
		r.named[0], r.named[1] = r.named[1], r.named[0]
		p.app.rival, p.named, p.namesGiven = r, r.named, true
	}
}

// names gives the record the names given, "?" for one not given.
func (p people) names(*words) ([2]string, bool) {
	names := p.named
	for c, n := range names {
		if n == "" {
			names[c] = "?"
		}
	}
	return names, p.named != [2]string{}
}

// turnWords names the side to move, and its player when named.
func (p people) turnWords(w *words, c engine.Color) string {
	turn := w.text.Text(text.BlackToMove)
	if c == engine.White {
		turn = w.text.Text(text.WhiteToMove)
	}
	if p.named[c] != "" {
		turn += " (" + p.named[c] + ")"
	}
	return turn
}

// winWords names the winner, by name when given.
func (p people) winWords(w *words, c engine.Color) string {
	if p.named[c] != "" {
		return w.text.Text(text.NamedWins, p.named[c])
	}
	if c == engine.White {
		return w.text.Text(text.WhiteWins)
	}
	return w.text.Text(text.BlackWins)
}
