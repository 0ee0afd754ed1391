//go:build js && wasm

package main

import (
	"honnef.co/go/js/dom/v2"

	"mschess/ui"
)

// What keeps the player's game: the page's own question before a game in
// progress is replaced, and the news that another tab saved the game.

// drawAsk opens dialog#ask with the App's question, and closes it once none is
// asked.
func (p *page) drawAsk(q ui.Ask) {
	d := byID("ask")
	if d == nil {
		return
	}
	if q.Question == ui.NoQuestion {
		closeDialog(d)
		return
	}
	byID("ask-text").SetTextContent(q.Text)
	byID("ask-yes").SetTextContent(q.Yes)
	no := byID("ask-no")
	no.SetTextContent(q.No)
	if !d.Get("open").Bool() {
		showModal(d)
		// The safe answer takes the focus from the page rather than by
		// autofocus, which a browser refuses in a frame of another site.
		no.Focus()
	}
}

// wireKeep answers no to the question by anything else that closes the
// dialog, and passes the storage event and the address's new fragment (a
// second shared link opened in this tab) on. #ask-no (a control) and Esc in
// the dialog (controlKey) answer at once, not at this close, which comes a
// task after the dialog closes: a click in between would find the question
// still asked and open the dialog again over what the click opened.
func (p *page) wireKeep() {
	ask := byID("ask")
	p.listeners.on(ask, "close", func(dom.Event) {
		// The browser may deliver a close after the dialog was opened again for
		// the next question: that close answers nothing.
		if !ask.Get("open").Bool() && p.app.Panel().Ask.Question != ui.NoQuestion {
			p.app.Answer(false)
			p.render()
		}
	})
	p.listeners.add(window, "storage", func(dom.Event) {
		p.app.StorageChanged()
		p.render()
	})
	p.listeners.add(window, "hashchange", func(dom.Event) {
		// What the address holds now: the next render puts back the game's own
		// address unless the link opens.
		loc := dom.GetWindow().Location()
		p.addr = loc.Search() + loc.Hash()
		p.app.FollowLink(loc.Hash())
		p.render()
	})
}
