//go:build js && wasm

package main

import (
	"strings"

	"honnef.co/go/js/dom/v2"

	"mschess/ui"
)

// control is one of the page's controls, as one entry serves to wire it, to
// draw it and to reach it from the keyboard. Its label, like every text of the
// pages that stays put, is in package labels: the built pages hold them in
// English, and the page writes them only in another language.
type control struct {
	id string
	// act is what a click does, or a change for a form field (input, select);
	// the page is drawn again after it.
	act     func(*page)
	enabled func(ui.Panel) bool // nil for always
	shown   func(ui.Panel) bool // nil for always
	checked func(ui.Panel) bool // a checkbox's or radio's state; nil for other controls
	// key is a key that acts as a click while the control is shown and
	// enabled, with the focus anywhere but the board, a form field or a
	// dialog; "" for none. Letters match either case.
	key string
}

// controls are the page's controls. An element that a page lacks (embed.html
// has few of them) is skipped.
var controls = [...]control{
	{id: "new", act: newGame, key: "n"},
	{id: "gameover-new", act: newGame},
	{id: "daily", act: app((*ui.App).Daily)},
	{id: "back", act: app((*ui.App).BackToYourGame),
		shown: func(n ui.Panel) bool { return n.Reviewing }},
	{id: "takeback", act: app((*ui.App).Takeback),
		enabled: func(n ui.Panel) bool { return n.CanTakeback }, key: "u"},
	{id: "flip", act: app((*ui.App).Flip), key: "r"},
	{id: "autoflip", act: func(p *page) { p.app.SetAutoFlip(checked("autoflip")) },
		checked: func(n ui.Panel) bool { return n.AutoFlip }},
	{id: "draw", act: app((*ui.App).OfferDraw),
		enabled: func(n ui.Panel) bool { return n.CanOffer },
		shown:   func(n ui.Panel) bool { return n.OfferShown }},
	{id: "resign", act: app((*ui.App).Resign),
		enabled: func(n ui.Panel) bool { return n.CanResign }},
	{id: "accept-draw", act: app((*ui.App).AcceptDraw), shown: drawOffered},
	{id: "decline-draw", act: app((*ui.App).DeclineDraw), shown: drawOffered},
	{id: "live", act: app((*ui.App).Live),
		shown: func(n ui.Panel) bool { return !n.Live }},
	{id: "help", act: (*page).help},
	{id: "keys", act: (*page).showKeys, key: "?"},

	{id: "opponent", act: (*page).chooseOpponent},
	{id: "side", act: (*page).chooseOpponent,
		enabled: func(n ui.Panel) bool { return n.Opponent.Computer() }},
	{id: "overlay", act: func(p *page) { p.app.SetOverlay(checked("overlay")) },
		checked: func(n ui.Panel) bool { return n.Overlay }},
	{id: "flagmode", act: func(p *page) { p.app.SetFlagMode(checked("flagmode")) },
		checked: func(n ui.Panel) bool { return n.FlagMode }},
	{id: "retry", act: app((*ui.App).Retry)},

	{id: "replay-first", act: showPly(func(ui.Panel) int { return 0 }), enabled: canBack, key: "Home"},
	{id: "replay-prev", act: showPly(func(n ui.Panel) int { return n.Shown - 1 }), enabled: canBack, key: "ArrowLeft"},
	{id: "replay-next", act: showPly(func(n ui.Panel) int { return n.Shown + 1 }), enabled: canForward, key: "ArrowRight"},
	{id: "replay-last", act: app((*ui.App).Live), enabled: canForward, key: "End"},
	{id: "view-players", act: view(ui.PlayersView),
		checked: func(n ui.Panel) bool { return n.View == ui.PlayersView }},
	{id: "view-mines", act: view(ui.WithMines),
		checked: func(n ui.Panel) bool { return n.View == ui.WithMines }},

	{id: "commitment", act: func(p *page) { p.fair.toggle() }},
	{id: "copy-commitment", act: (*page).copyCommitment},
	{id: "verify", act: func(p *page) { p.app.Verify(inputOf(p.fair.verifyInput.get()).Value()) }},
	{id: "export", act: (*page).export, enabled: replay},
	{id: "share", act: (*page).share, enabled: replay},
	{id: "import", act: (*page).openImport},
	{id: "embed-code", act: (*page).embedCode},
	{id: "copy-copy", act: func(p *page) { p.copying.copy(p.app.Text()) }},
	{id: "import-file", act: (*page).readImportFile},
	{id: "import-open", act: (*page).importRecord},

	{id: "theme", act: (*page).chooseTheme},
	{id: "sound", act: func(p *page) { p.app.SetSound(checked("sound")) }},
	{id: "lang", act: (*page).chooseLang},

	{id: "ask-yes", act: func(p *page) { p.app.Answer(true) }},
	{id: "gameover-close", act: app((*ui.App).DismissEnding)},
}

// app makes an action of the page from an action of its App.
func app(f func(*ui.App)) func(*page) { return func(p *page) { f(p.app) } }

// showPly makes the action of a replay's step: the ply it shows, from the
// panel as drawn. Only an enabled button acts, so the ply is in the game.
func showPly(ply func(ui.Panel) int) func(*page) {
	return func(p *page) { p.app.ShowPly(ply(p.app.Panel())) }
}

// view makes the action of a replay view's radio.
func view(v ui.ReplayView) func(*page) { return func(p *page) { p.app.SetReplayView(v) } }

func newGame(p *page) { p.app.NewGame(randomSeed()) }

func drawOffered(n ui.Panel) bool { return n.DrawOffered }
func replay(n ui.Panel) bool      { return n.Replay }
func canBack(n ui.Panel) bool     { return n.CanBack }
func canForward(n ui.Panel) bool  { return n.CanForward }

// checked reports whether the checkbox or radio of id is checked.
func checked(id string) bool { return inputOf(byID(id)).Checked() }

// button is one of the page's controls, with its element once something needed
// it and what was last drawn of it.
type button struct {
	*control
	el                        lazyElement
	disabled, hidden, checked flagOut
}

// newButton makes the button of c. Its element is looked up when it is first
// drawn or keyed, not as the page starts (lazyElement): a click or change
// finds its control by the id of the element it happened on.
func newButton(c *control) button {
	return button{control: c, el: lazyElement{id: c.id},
		disabled: flagAt(c.id, "disabled"), hidden: flagAt(c.id, "hidden"), checked: flagAt(c.id, "checked")}
}

// findControls makes the page's controls. One listener for clicks and one for
// changes serve them all, by the id of the element the event happened on or
// in: each listener costs the start a few calls into JavaScript.
func (p *page) findControls() {
	p.controls = make([]button, len(controls))
	for i := range controls {
		p.controls[i] = newButton(&controls[i])
	}
	p.listeners.on(root, "click", func(ev dom.Event) { p.dispatch(ev, false) })
	p.listeners.on(root, "change", func(ev dom.Event) { p.dispatch(ev, true) })
}

// dispatch acts on a click, or a change when change is set, of a control: a
// form field (input, select) acts on its change, any other control on its
// click.
func (p *page) dispatch(ev dom.Event, change bool) {
	el := closest(target(ev), "[id]")
	if el == nil {
		return
	}
	id := el.ID()
	for i := range p.controls {
		if p.controls[i].id != id {
			continue
		}
		if tag := el.TagName(); (tag == "INPUT" || tag == "SELECT") == change {
			p.controls[i].act(p)
			p.render()
		}
		return
	}
}

// drawControls enables, shows and checks the controls as the panel model says.
func (p *page) drawControls(n ui.Panel) {
	for i := range p.controls {
		b := &p.controls[i]
		if b.enabled == nil && b.shown == nil && b.control.checked == nil {
			continue
		}
		if b.enabled != nil {
			b.disabled.show(!b.enabled(n))
		}
		if b.shown != nil {
			b.hidden.show(!b.shown(n))
		}
		if b.control.checked != nil {
			b.checked.show(b.control.checked(n))
		}
	}
}

// controlKey acts on the control whose key was pressed, if it is shown and
// enabled, unless the key is meant for a form field or an open dialog, or the
// board took it. M, which no control has, takes the focus to the field for
// typed moves.
func (p *page) controlKey(ev dom.Event) {
	ke, ok := ev.(*dom.KeyboardEvent)
	if !ok || ke.DefaultPrevented() || ke.AltKey() || ke.CtrlKey() || ke.MetaKey() ||
		closest(target(ev), "input, textarea, select, dialog") != nil || dialogOpen() {
		return
	}
	key := ke.Key()
	if key == "Escape" {
		p.app.Deselect()
		p.render()
		return
	}
	if strings.EqualFold(key, "m") {
		if in := byID("move-input"); in != nil {
			ke.PreventDefault()
			in.Focus()
		}
		return
	}
	for i := range p.controls {
		b := &p.controls[i]
		if !strings.EqualFold(b.key, key) || b.el.get() == nil {
			continue
		}
		n := p.app.Panel()
		if (b.enabled != nil && !b.enabled(n)) || (b.shown != nil && !b.shown(n)) {
			return
		}
		ke.PreventDefault()
		b.act(p)
		p.render()
		return
	}
}
