//go:build js && wasm

package main

import (
	"honnef.co/go/js/dom/v2"

	"mschess/ui"
)

// wireKeys connects the keyboard beyond the board (see keyDown for its keys):
// the controls' keys (controlKey) and the field for typed moves.
func (p *page) wireKeys() {
	p.listeners.on(root, "keydown", p.controlKey)
	form := byID("move-form")
	p.moveInput = inputOf(byID("move-input"))
	p.listeners.on(form, "submit", func(ev dom.Event) {
		preventEvent(ev)
		// Panel.MoveError says why a move was not played; one that was empties
		// the field, as any move does (drawDraft).
		_ = p.app.PlayTyped(p.moveInput.Value())
		p.render()
	})
}

// drawDraft empties the field for typed moves once the position its text was
// typed in is gone (Panel.TypedFor). The field starts empty, so the first
// drawing only notes the position.
func (p *page) drawDraft(live int) {
	if seen := p.draftFor.drawn; p.draftFor.changed(live) && seen && p.moveInput != nil {
		p.moveInput.SetValue("")
	}
}

// showKeys opens the keys' help, written in at its first opening.
func (p *page) showKeys() {
	dialog, list := byID("keys-dialog"), byID("keys-list")
	if dialog == nil || list == nil {
		return
	}
	if !list.HasChildNodes() {
		p.writeKeys(list, p.app.Keys())
	}
	showModal(dialog)
}

// writeKeys writes the keys' help into the list el: each line's keys, then
// what they do.
func (p *page) writeKeys(el element, keys []ui.KeyHelp) {
	for _, k := range keys {
		dt := create("dt")
		kbd := create("kbd")
		kbd.SetTextContent(k.Keys)
		dt.AppendChild(kbd)
		dd := create("dd")
		dd.SetTextContent(k.What)
		el.AppendChild(dt)
		el.AppendChild(dd)
	}
}
