//go:build js && wasm

package main

import "honnef.co/go/js/dom/v2"

// wireHelp makes #help open the "How to play" dialog. Its sections are written
// in at the first opening, so that a page nobody asks for help on never builds
// them. The dialog is modal: the browser closes it on Esc and gives the focus
// back to the button.
func (p *page) wireHelp() {
	dialog, body := byID("help-dialog"), byID("help-body")
	if dialog == nil || body == nil {
		return
	}
	p.listeners.on(byID("help"), "click", func(dom.Event) {
		if !body.HasChildNodes() {
			for _, s := range p.app.Help() {
				sec := create("section")
				h := create("h3")
				h.SetTextContent(s.Heading)
				sec.AppendChild(h)
				for _, para := range s.Paragraphs {
					el := create("p")
					el.SetTextContent(para)
					sec.AppendChild(el)
				}
				body.AppendChild(sec)
			}
		}
		scrollToTop(body)
		showModal(dialog)
	})
}
