//go:build js && wasm

package main

import (
	"strings"

	"honnef.co/go/js/dom/v2"

	"mschess/page/labels"
	"mschess/ui"
	"mschess/ui/text"
)

// wireLang chooses the App's language in select#lang, whose options, the
// languages the game speaks each under its own name, tools/build wrote. The
// page switches to the one the player picks (chooseLang): ui keeps the choice,
// and every text on the page is written anew. The help's sections and the
// keys' help are written anew at their next opening.
func (p *page) wireLang() {
	if el := byID("lang"); el != nil && p.app.Lang() != labels.Lang {
		(&dom.HTMLSelectElement{BasicHTMLElement: el}).SetValue(p.app.Lang())
	}
}

// chooseLang switches the page to the language chosen in select#lang, once its
// texts are at hand.
func (p *page) chooseLang() {
	sel := &dom.HTMLSelectElement{BasicHTMLElement: byID("lang")}
	tag := sel.Value()
	if c, ok := text.Lookup(tag); ok && !c.Loaded() {
		loadTexts(tag, func(ok bool) {
			if ok {
				p.setLang(tag)
			} else {
				p.app.LangUnavailable(tag)
				sel.SetValue(p.app.Lang())
			}
			p.render()
		})
		return
	}
	p.setLang(tag)
}

// setLang switches the page to the language of tag, whose texts are at hand,
// for the next render.
func (p *page) setLang(tag string) {
	p.app.SetLang(tag)
	p.label()
	p.nameThemes()
	for _, id := range [...]string{"help-body", "keys-list"} {
		if el := byID(id); el != nil {
			el.SetTextContent("")
		}
	}
	p.prev, p.lost.drawn = nil, [2][]ui.Loss{}
}

// loadTexts fetches the texts of the language of tag from the file that <html
// data-texts> names for it (tools/build writes them from ui/text), and tells done
// whether they came and text.Load took them.
func loadTexts(tag string, done func(ok bool)) {
	for _, url := range strings.Fields(root.GetAttribute("data-texts")) {
		if strings.HasPrefix(url[strings.LastIndexByte(url, '/')+1:], tag+".") {
			fetchText(url, func(body string) { done(text.Load(tag, []byte(body)) == nil) }, func() { done(false) })
			return
		}
	}
	done(false)
}
