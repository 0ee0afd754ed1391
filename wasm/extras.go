//go:build js && wasm

package main

import (
	"math"
	"syscall/js"

	"mschess/ui"
	"mschess/ui/text"
)

// wireExtras connects what lies beyond the board and the game's own controls:
// the daily game, the replay, fairness, records, links, the embed snippet and
// the help.
// act wires a button to an App action followed by a render.
func (p *page) wireExtras(act func(id string, f func())) {
	act("daily", p.app.Daily)
	act("back", func() {
		p.app.BackToYourGame()
		p.over = p.app.Panel().Over
	})
	act("replay-first", p.app.First)
	act("replay-prev", p.app.Back)
	act("replay-next", p.app.Forward)
	act("replay-last", p.app.Last)
	for v, f := range p.views {
		p.on(f.el, "change", func(js.Value) {
			p.app.SetReplayView(ui.ReplayView(v))
			p.render()
		})
	}
	act("verify", func() { p.app.Verify(p.verifyInput.Get("value").String()) })
	p.on(p.commitment, "click", func(js.Value) {
		p.commitmentFull = !p.commitmentFull
		p.drawCommitment()
	})
	p.on(byID("copy-commitment"), "click", func(js.Value) {
		c := p.shownCommitment
		p.copy(c, func(ok bool) {
			if ok {
				p.showToast(p.app.Text().Text(text.Copied))
				return
			}
			// The fallback: all 32 digits, selected for the player to copy.
			p.commitmentFull = true
			p.drawCommitment()
			window.Call("getSelection").Call("selectAllChildren", p.commitment.Value)
			p.showToast(p.app.Text().Text(text.CopyByHand))
		})
	})
	c := p.app.Text()
	p.on(byID("export"), "click", func(js.Value) {
		if rec, name, err := p.app.Export(); err == nil {
			p.showCopy("export", c.Text(text.ExportTitle), "", rec, name)
		}
	})
	p.on(byID("share"), "click", func(js.Value) {
		if link, err := p.app.ShareLink(); err == nil {
			p.showCopy("share", c.Text(text.ShareTitle), "", link, "")
			p.copyShown()
		}
	})
	p.on(byID("embed-code"), "click", func(js.Value) {
		p.showCopy("embed", c.Text(text.EmbedTitle), c.Text(text.EmbedHelp), p.app.EmbedSnippet(), "")
	})
	p.on(byID("copy-copy"), "click", func(js.Value) { p.copyShown() })
	p.on(byID("import"), "click", func(js.Value) {
		p.importText.Set("value", "")
		p.importFile.Set("value", "")
		p.importError.setText("")
		p.importDialog.Call("showModal")
	})
	p.on(p.importFile, "change", func(js.Value) {
		files := p.importFile.Get("files")
		if files.Length() == 0 {
			return
		}
		if err := p.app.ImportFile(files.Index(0).Get("size").Int()); err != nil {
			p.importError.setText(err.Error())
			return
		}
		then(files.Index(0).Call("text"), func(v js.Value) {
			p.importText.Set("value", v)
			p.importError.setText("")
		}, func(why js.Value) {
			p.importError.setText(c.Text(text.FileError, jsMessage(why)))
		})
	})
	p.on(byID("import-open"), "click", func(js.Value) {
		if err := p.app.Import(p.importText.Get("value").String()); err != nil {
			p.importError.setText(err.Error())
			return
		}
		p.importDialog.Call("close")
		p.over = p.app.Panel().Over // a record opened is over already: no dialog
		p.render()
	})
	p.on(element{document}, "keydown", p.replayKey)
	p.wireHelp()
}

// replayKey steps through a finished game with ←, →, Home and End, unless the
// key is meant for the board, a form field or an open dialog.
func (p *page) replayKey(ev js.Value) {
	if !p.app.Panel().Replay || ev.Get("altKey").Bool() || ev.Get("ctrlKey").Bool() || ev.Get("metaKey").Bool() ||
		target(ev).closest("#board, input, textarea, select, dialog").ok() || document.Call("querySelector", "dialog[open]").Truthy() {
		return
	}
	switch ev.Get("key").String() {
	case "ArrowLeft":
		p.app.Back()
	case "ArrowRight":
		p.app.Forward()
	case "Home":
		p.app.First()
	case "End":
		p.app.Last()
	default:
		return
	}
	ev.Call("preventDefault")
	p.render()
}

// showCopy opens the copy dialog of the given kind with text to copy; a file name
// offers it for download too.
func (p *page) showCopy(kind, title, help, body, filename string) {
	p.copyDialog.setAttr("data-kind", kind)
	byID("copy-title").setText(title)
	h := byID("copy-help")
	h.setText(help)
	h.Set("hidden", help == "")
	p.copyText.Set("value", body)
	p.copyStatus.setText("")
	if p.blobURL != "" {
		window.Get("URL").Call("revokeObjectURL", p.blobURL)
		p.blobURL = ""
	}
	if filename != "" {
		blob := window.Get("Blob").New([]any{body}, map[string]any{"type": "text/plain;charset=utf-8"})
		p.blobURL = window.Get("URL").Call("createObjectURL", blob).String()
		p.copyDownload.setAttr("href", p.blobURL)
		p.copyDownload.setAttr("download", filename)
	}
	p.copyDownload.Set("hidden", filename == "")
	if !p.copyDialog.Get("open").Bool() {
		p.copyDialog.Call("showModal")
	}
	p.copyText.Set("scrollTop", 0)
}

// copyShown copies the copy dialog's text, or selects it for the player to copy
// when the browser does not allow it, and says which.
func (p *page) copyShown() {
	p.copy(p.copyText.Get("value").String(), func(ok bool) {
		c := p.app.Text()
		if ok {
			p.copyStatus.setText(c.Text(text.Copied))
			return
		}
		p.copyText.Call("focus")
		p.copyText.Call("select")
		p.copyStatus.setText(c.Text(text.CopyByHand))
	})
}

// copy puts s on the clipboard and tells done whether it could.
func (p *page) copy(s string, done func(ok bool)) {
	clip := window.Get("navigator").Get("clipboard")
	if clip.IsUndefined() || clip.IsNull() {
		done(false)
		return
	}
	then(clip.Call("writeText", s), func(js.Value) { done(true) }, func(js.Value) { done(false) })
}

// showToast shows a short confirmation for a few seconds.
func (p *page) showToast(msg string) {
	p.toast.show(msg)
	if p.toastTimer.Truthy() {
		window.Call("clearTimeout", p.toastTimer)
	}
	var f js.Func
	f = js.FuncOf(func(js.Value, []js.Value) any {
		f.Release()
		p.toastTimer = js.Value{}
		p.toast.show("")
		return nil
	})
	p.toastTimer = window.Call("setTimeout", f, 4000)
}

// jsMessage returns a JavaScript error's message, or the value as text.
func jsMessage(v js.Value) string {
	if m := v.Get("message"); m.Type() == js.TypeString {
		return m.String()
	}
	return v.Call("toString").String()
}

// watchHeight tells the host page the height the embed asks for whenever it
// changes, so that the host can size the iframe to it. The board grows to fill
// whatever height it is given, so the content's height follows the iframe's
// and is no figure to ask for. The embed asks for the height of its other rows
// and the stage's height that style.css gives as --stage-need: the one at which
// the board takes the stage's full width or, side by side, where the board's
// column widens with the height, the stage's own. An iframe sized to it gets
// the same figure back, and one that is not still learns what the board would
// need. It is rounded up, so that the board loses no pixel to the host.
func (p *page) watchHeight() {
	game, stage, frame := byID("game"), byID("stage"), byID("frame")
	if !game.ok() || !stage.ok() || !frame.ok() || window.Get("ResizeObserver").IsUndefined() {
		return
	}
	height := func(e element) float64 { return e.Call("getBoundingClientRect").Get("height").Float() }
	f := js.FuncOf(func(js.Value, []js.Value) any {
		// A browser without @property gives back the formula, which is no number.
		need := window.Call("parseFloat", window.Call("getComputedStyle", frame.Value).Call("getPropertyValue", "--stage-need")).Float()
		if math.IsNaN(need) {
			return nil
		}
		h := int(math.Ceil(height(game) - height(stage) + need))
		if h != p.lastHeight {
			p.lastHeight = h
			p.post(map[string]any{"type": "mschess:height", "height": h})
		}
		return nil
	})
	p.listeners = append(p.listeners, f)
	// Every row of the game, the stage among them: a line more in the status
	// or a wider iframe changes the figure as much as a taller one.
	ro := window.Get("ResizeObserver").New(f)
	for c := game.Get("firstElementChild"); !c.IsNull(); c = c.Get("nextElementSibling") {
		ro.Call("observe", c)
	}
}

// post sends msg to the page that frames the embed, if any. The target origin is
// "*": anyone may embed the game, and what it says is no secret.
func (p *page) post(msg map[string]any) {
	parent := window.Get("parent")
	if parent.IsUndefined() || parent.Equal(window) {
		return
	}
	parent.Call("postMessage", msg, "*")
}
