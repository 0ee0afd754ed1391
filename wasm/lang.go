//go:build js && wasm

package main

import (
	"honnef.co/go/js/dom/v2"

	"mschess/ui"
)

// wireLang fills select#lang with the languages the game speaks, each under its
// own name, and switches the page to the one the player picks: ui keeps the
// choice, and every text on the page is written anew. The help's sections and
// the keys' help are written anew at their next opening.
func (p *page) wireLang() {
	el := byID("lang")
	if el == nil {
		return
	}
	for _, l := range ui.Languages() {
		o := create("option")
		o.SetAttribute("value", l.Tag)
		o.SetAttribute("lang", l.Tag)
		setFlag(o, "selected", l.Tag == p.app.Lang())
		o.SetTextContent(l.Name)
		el.AppendChild(o)
	}
	sel := &dom.HTMLSelectElement{BasicHTMLElement: el}
	p.listeners.on(el, "change", func(dom.Event) {
		p.app.SetLang(sel.Value())
		p.label()
		p.nameThemes()
		for _, id := range [...]string{"help-body", "keys-list"} {
			if el := byID(id); el != nil {
				el.SetTextContent("")
			}
		}
		p.drawn, p.lostDrawn = false, [2][]ui.Loss{}
		p.render()
	})
}
