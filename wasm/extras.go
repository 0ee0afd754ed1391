//go:build js && wasm

package main

import (
	"math"
	"strings"

	"honnef.co/go/js/dom/v2"

	"mschess/ui/text"
)

// What lies beyond the board and the game's own controls: the commitment,
// records, links and the embed snippet (their controls are in controls.go).

// copyCommitment copies the commitment, or shows all of it selected for the
// player to copy when the browser does not allow it.
func (p *page) copyCommitment() {
	f := &p.fair
	copyText(f.shown, func(ok bool) {
		if ok {
			p.toast.show(p.app.Text().Text(text.Copied))
			return
		}
		// The fallback: all 32 digits, selected for the player to copy.
		f.full = true
		f.drawCommitment()
		selectContents(f.commitment.get())
		p.toast.show(p.app.Text().Text(text.CopyByHand))
	})
}

// export offers the finished game's record to copy or download.
func (p *page) export() {
	if rec, name, err := p.app.Export(); err == nil {
		p.copying.show("export", p.app.Text().Text(text.ExportTitle), "", rec, name)
	}
}

// share offers the link to the finished game's replay, copied at once.
func (p *page) share() {
	if record, _, err := p.app.Export(); err == nil {
		p.copying.show("share", p.app.Text().Text(text.ShareTitle), "", p.app.LinkTo(record), "")
		p.copying.copy(p.app.Text())
	}
}

// copyCard offers the result card of the daily game, copied at once.
func (p *page) copyCard() {
	c := p.app.Text()
	p.copying.show("card", c.Text(text.CardCopy), "", p.app.Panel().Card, "")
	p.copying.copy(c)
}

// embedCode offers the snippet that embeds the game in another page.
func (p *page) embedCode() {
	c := p.app.Text()
	p.copying.show("embed", c.Text(text.EmbedTitle), c.Text(text.EmbedHelp), p.app.EmbedSnippet(), "")
}

// openImport opens the import dialog, empty.
func (p *page) openImport() {
	textAreaOf(byID("import-text")).SetValue("")
	inputOf(byID("import-file")).SetValue("")
	byID("import-error").SetTextContent("")
	showModal(byID("import-dialog"))
}

// readImportFile reads the file chosen into the import dialog's field.
func (p *page) readImportFile() {
	f, ok := chosenFile(inputOf(byID("import-file")))
	if !ok {
		return
	}
	msg := byID("import-error")
	if err := p.app.ImportFile(f.size()); err != nil {
		msg.SetTextContent(err.Error())
		return
	}
	f.read(func(record string) {
		textAreaOf(byID("import-text")).SetValue(record)
		msg.SetTextContent("")
	}, func(string) {
		msg.SetTextContent(p.app.Text().Text(text.FileError))
	})
}

// importRecord opens the record in the import dialog's field, or says what is
// wrong with it.
func (p *page) importRecord() {
	if err := p.app.Import(textAreaOf(byID("import-text")).Value()); err != nil {
		byID("import-error").SetTextContent(err.Error())
		return
	}
	closeDialog(byID("import-dialog"))
}

// copyDialog is the dialog that offers a text to copy, and to download.
type copyDialog struct {
	download download // the text last offered for download
}

// show opens the copy dialog of the given kind with text to copy; a file name
// offers it for download too.
func (d *copyDialog) show(kind, title, help, body, filename string) {
	dialog := byID("copy-dialog")
	dialog.SetAttribute("data-kind", kind)
	byID("copy-title").SetTextContent(title)
	h := byID("copy-help")
	h.SetTextContent(help)
	setFlag(h, "hidden", help == "")
	field := textAreaOf(byID("copy-text"))
	field.SetValue(body)
	byID("copy-status").SetTextContent("")
	download := byID("copy-download")
	if filename != "" {
		download.SetAttribute("href", d.download.offer(body))
		download.SetAttribute("download", filename)
	}
	setFlag(download, "hidden", filename == "")
	showModal(dialog)
	scrollToTop(field.BasicHTMLElement)
}

// copy copies the copy dialog's text, or selects it for the player to copy
// when the browser does not allow it, and says which in the words of c.
func (d *copyDialog) copy(c text.Catalog) {
	field, status := textAreaOf(byID("copy-text")), byID("copy-status")
	copyText(field.Value(), func(ok bool) {
		if ok {
			status.SetTextContent(c.Text(text.Copied))
			return
		}
		field.Focus()
		field.Select()
		status.SetTextContent(c.Text(text.CopyByHand))
	})
}

// toast is a short confirmation, #toast, shown for a few seconds.
type toast struct {
	text  textOut
	shown int // counts the toasts, so that a toast's timer hides only its own
}

// show shows msg. A later toast outlives the timer of the one it replaced,
// rather than cancelling it: dom/v2's timer releases its callback only when it
// fires.
func (t *toast) show(msg string) {
	t.text.show(msg)
	t.shown++
	shown := t.shown
	dom.GetWindow().SetTimeout(func() {
		if t.shown == shown {
			t.text.show("")
		}
	}, 4000)
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
	if game == nil || stage == nil || frame == nil {
		return
	}
	height := func(e element) float64 { return e.GetBoundingClientRect().Height() }
	// Every row of the game, the stage among them: a line more in the status
	// or a wider iframe changes the figure as much as a taller one.
	f, ok := observeResize(game, func() {
		// A browser without @property gives back the formula, which is no number.
		css := strings.TrimSpace(dom.GetWindow().GetComputedStyle(frame, "").GetPropertyValue("--stage-need"))
		need, ok := pixels(css)
		if !ok {
			return
		}
		h := int(math.Ceil(height(game) - height(stage) + need))
		if h != p.lastHeight {
			p.lastHeight = h
			// To any origin: anyone may embed the game, and what it says is no secret.
			postToHost(map[string]any{"type": "mschess:height", "height": h})
		}
	})
	if ok {
		p.listeners = append(p.listeners, f)
	}
}

// pixels reads a length in CSS pixels such as "612.5px". It is written by hand
// because strconv.ParseFloat is costly (docs/size.md).
func pixels(css string) (float64, bool) {
	num, ok := strings.CutSuffix(css, "px")
	if !ok || num == "" {
		return 0, false
	}
	v, scale := 0.0, 0.0
	for _, c := range num {
		switch {
		case c >= '0' && c <= '9' && scale == 0:
			v = v*10 + float64(c-'0')
		case c >= '0' && c <= '9':
			v += float64(c-'0') * scale
			scale /= 10
		case c == '.' && scale == 0:
			scale = 0.1
		default:
			return 0, false
		}
	}
	return v, true
}
