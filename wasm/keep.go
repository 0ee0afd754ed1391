//go:build js && wasm

package main

import (
	"syscall/js"

	"mschess/ui"
)

// What keeps the player's game: the page's own question before a game in
// progress is replaced, and the news that another tab saved the game.

// drawAsk opens dialog#ask with the App's question, and closes it once none is
// asked.
func (p *page) drawAsk(q ui.Ask) {
	d := byID("ask")
	if !d.ok() {
		return
	}
	open := d.Get("open").Bool()
	if q.Question == ui.NoQuestion {
		if open {
			d.Call("close")
		}
		return
	}
	byID("ask-text").setText(q.Text)
	byID("ask-yes").setText(q.Yes)
	byID("ask-no").setText(q.No)
	if !open {
		d.Call("showModal")
	}
}

// wireKeep answers the question, yes by #ask-yes and no by anything else that
// closes the dialog (#ask-no, Esc), and passes the storage event on.
func (p *page) wireKeep(act func(id string, f func())) {
	act("ask-yes", func() {
		p.app.Answer(true)
		p.over = p.app.Panel().Over // a game opened over: no game-over dialog
	})
	p.on(byID("ask"), "close", func(js.Value) {
		if p.app.Panel().Ask.Question != ui.NoQuestion {
			p.app.Answer(false)
			p.render()
		}
	})
	p.on(element{window}, "storage", func(js.Value) {
		p.app.StorageChanged()
		p.over = p.app.Panel().Over // a game ended in another tab: no dialog here
		p.render()
	})
}
