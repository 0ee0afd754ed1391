//go:build js && wasm

package main

import "syscall/js"

// wireHelp makes #help open the "How to play" dialog. Its sections are written
// in at the first opening, so that a page nobody asks for help on never builds
// them. The dialog is modal: the browser closes it on Esc and gives the focus
// back to the button.
func (p *page) wireHelp() {
	dialog, body := byID("help-dialog"), byID("help-body")
	if !dialog.ok() || !body.ok() {
		return
	}
	p.on(byID("help"), "click", func(js.Value) {
		if body.Get("childElementCount").Int() == 0 {
			for _, s := range p.app.Help() {
				sec := create("section")
				h := create("h3")
				h.setText(s.Heading)
				sec.append(h)
				for _, para := range s.Paragraphs {
					el := create("p")
					el.setText(para)
					sec.append(el)
				}
				body.append(sec)
			}
		}
		body.Set("scrollTop", 0)
		dialog.Call("showModal")
	})
}
