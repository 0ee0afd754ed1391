//go:build js && wasm

package main

import (
	"honnef.co/go/js/dom/v2"

	"mschess/ui"
)

// wireKeys connects the keyboard beyond the board (see keyDown for its keys):
// the page's shortcuts, the field for typed moves and the keys' help,
// dialog#keys-dialog.
func (p *page) wireKeys() {
	p.listeners.on(root, "keydown", p.shortcut)
	p.listeners.on(byID("keys"), "click", func(dom.Event) { p.showKeys() })
	form, input := byID("move-form"), inputOf(byID("move-input"))
	p.listeners.on(form, "submit", func(ev dom.Event) {
		preventEvent(ev)
		if err := p.app.PlayTyped(input.Value()); err != nil {
			p.moveError.show(err.Error())
		} else {
			input.SetValue("")
			p.moveError.show("")
		}
		p.render()
	})
}

// shortcut acts on the keys that the keys' help (ui.App.Keys) lists beyond the
// board's: ?, M, U, R and N anywhere, ← and → away from the board, Home and
// End. Keys typed into a field, keys with Ctrl, Alt or ⌘, keys the board took
// and keys in a dialog are left alone.
func (p *page) shortcut(ev dom.Event) {
	ke, ok := ev.(*dom.KeyboardEvent)
	if !ok || ke.DefaultPrevented() || ke.AltKey() || ke.CtrlKey() || ke.MetaKey() ||
		closest(target(ev), "input, textarea, select, dialog") != nil || dialogOpen() {
		return
	}
	onBoard := closest(target(ev), "#board") != nil
	switch ke.Key() {
	case "?":
		p.showKeys()
	case "m", "M":
		if in := byID("move-input"); in != nil {
			in.Focus()
		}
	case "u", "U":
		p.app.Takeback()
	case "r", "R":
		p.app.Flip()
	case "n", "N":
		p.app.NewGame(randomSeed())
	case "ArrowLeft":
		if onBoard {
			return
		}
		p.app.Back()
	case "ArrowRight":
		if onBoard {
			return
		}
		p.app.Forward()
	case "Home":
		p.app.First()
	case "End":
		p.app.Last()
	default:
		return
	}
	ke.PreventDefault()
	p.render()
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
