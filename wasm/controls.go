//go:build js && wasm

package main

import (
	"strings"

	"honnef.co/go/js/dom/v2"

	"mschess/engine"
	"mschess/engine/bot"
	"mschess/page/controls"
	"mschess/ui"
)

// rematch is a rematch with the computer's level moved by step.
func rematch(step int) func(*page) {
	return func(p *page) { p.app.Rematch(randomSeed(), step) }
}

// playAgainst answers the first visit's question of whom to play: the
// computer at level, or two people for 0.
func playAgainst(level bot.Level) func(*page) {
	return func(p *page) { p.app.ChooseOpponent(ui.Opponent{Level: level}, randomSeed()) }
}

// acts are what each action of the controls' table does on the page; the page
// is drawn again after it. Markup's is nil: the page's markup or another
// control's action does it.
var acts = [controls.NumActions]func(*page){
	controls.NewGame:          func(p *page) { p.app.NewGame(randomSeed()) },
	controls.Rematch:          rematch(0),
	controls.RematchHarder:    rematch(1),
	controls.RematchEasier:    rematch(-1),
	controls.Daily:            app((*ui.App).Daily),
	controls.BackToYourGame:   app((*ui.App).BackToYourGame),
	controls.Takeback:         app((*ui.App).Takeback),
	controls.Flip:             app((*ui.App).Flip),
	controls.AutoFlip:         func(p *page) { p.app.SetAutoFlip(checked("autoflip")) },
	controls.OfferDraw:        app((*ui.App).OfferDraw),
	controls.Resign:           app((*ui.App).Resign),
	controls.AcceptDraw:       func(p *page) { p.app.AnswerDraw(true) },
	controls.DeclineDraw:      func(p *page) { p.app.AnswerDraw(false) },
	controls.Live:             func(p *page) { p.app.ShowPly(ui.Live) },
	controls.Help:             (*page).help,
	controls.ShowKeys:         (*page).showKeys,
	controls.ChooseOpponent:   (*page).chooseOpponent,
	controls.Overlay:          func(p *page) { p.app.SetOverlay(checked("overlay")) },
	controls.FlagMode:         func(p *page) { p.app.SetFlagMode(checked("flagmode")) },
	controls.Retry:            app((*ui.App).Retry),
	controls.FirstPly:         showPly(func(ui.Panel) int { return 0 }),
	controls.PrevPly:          showPly(func(n ui.Panel) int { return n.Shown - 1 }),
	controls.NextPly:          showPly(func(n ui.Panel) int { return n.Shown + 1 }),
	controls.ViewPlayers:      view(ui.PlayersView),
	controls.ViewMines:        view(ui.WithMines),
	controls.ToggleCommitment: func(p *page) { p.fair.toggle() },
	controls.CopyCommitment:   (*page).copyCommitment,
	controls.Verify:           func(p *page) { p.app.Verify(inputOf(p.fair.verifyInput.get()).Value()) },
	controls.Export:           (*page).export,
	controls.Share:            (*page).share,
	controls.OpenImport:       (*page).openImport,
	controls.EmbedCode:        (*page).embedCode,
	controls.CopyText:         func(p *page) { p.copying.copy(p.app.Text()) },
	controls.ReadImportFile:   (*page).readImportFile,
	controls.ImportRecord:     (*page).importRecord,
	controls.ChooseTheme:      (*page).chooseTheme,
	controls.Sound:            func(p *page) { p.app.SetSound(checked("sound")) },
	controls.ChooseLang:       (*page).chooseLang,
	controls.AnswerYes:        func(p *page) { p.app.Answer(true) },
	controls.AnswerNo:         func(p *page) { p.app.Answer(false) },
	controls.DismissEnding:    app((*ui.App).DismissEnding),
	controls.PlayLevel1:       playAgainst(1),
	controls.PlayLevel4:       playAgainst(4),
	controls.PlayLevel7:       playAgainst(7),
	controls.PlayLevel9:       playAgainst(9),
	controls.PlayPeople:       playAgainst(0),
	controls.Letters:          func(p *page) { p.app.SetLetters(checked("letters")) },
	controls.AskMines:         func(p *page) { p.app.SetAskMines(checked("ask-mines")) },
	controls.SetSTUN:          setSTUN,
	controls.ShowSTUN:         showSTUN,
	controls.Invite:           func(p *page) { p.app.Invite(engine.White) },
	controls.Analyse:          startAnalysis,
	controls.StopAnalysis:     app((*ui.App).LeaveAnalysis),
	controls.CopyOnline:       func(p *page) { p.online.copy(p.app.Text(), &p.toast) },
	controls.ClaimWin:         app((*ui.App).ClaimWin),
	controls.Redial:           app((*ui.App).Redial),
	controls.PlayByLinks:      app((*ui.App).PlayByLinks),
	controls.ShareOnline:      func(p *page) { shareText(p.online.sent) },
	controls.OpenPast:         func(p *page) { p.past.open(p) },
	controls.OpenFull:         func(p *page) { byID("open-full").SetAttribute("href", p.app.ContinueLink()) },
	controls.CopyCard:         (*page).copyCard,
	controls.ShareCard:        func(p *page) { shareText(p.app.Panel().Card) },
	controls.ChooseBoard:      chooseLook(0),
	controls.ChoosePieces:     chooseLook(1),
	controls.GiveNames: func(p *page) {
		p.app.SetNames(inputOf(byID("name-white")).Value(), inputOf(byID("name-black")).Value())
	},
	controls.SkipNames: app((*ui.App).SkipNames),
	controls.ChangeNames: func(p *page) {
		n := p.app.ChangeNames()
		inputOf(byID("name-white")).SetValue(n[0])
		inputOf(byID("name-black")).SetValue(n[1])
	},
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

// checked reports whether the checkbox or radio of id is checked.
func checked(id string) bool { return inputOf(byID(id)).Checked() }

// button is one of the page's controls, with its element once something needed
// it and what was last drawn of it.
type button struct {
	*controls.Control
	act                       func(*page) // nil for Markup
	el                        lazyElement
	disabled, hidden, checked flagOut
}

// newButton makes the button of c. Its element is looked up when it is first
// drawn or keyed, not as the page starts (lazyElement): a click or change
// finds its control by the id of the element it happened on.
// The table says which page holds which control, so a control's element that
// is missing is the page's error: the page says so (lazyElement.control)
// rather than go on quietly without it.
func newButton(c *controls.Control) button {
	b := button{Control: c, act: acts[c.Act], el: lazyElement{id: c.ID, control: true},
		disabled: flagAt(c.ID, "disabled"), hidden: flagAt(c.ID, "hidden"), checked: flagAt(c.ID, "checked")}
	b.disabled.control, b.hidden.control, b.checked.control = true, true, true
	return b
}

// findControls makes the controls of the page (the embed's, when embed is
// set) that act or change: those of Markup with nothing to draw need no
// button. One listener for clicks and one for changes serve them all, by the
// id of the element the event happened on or in: each listener costs the
// start a few calls into JavaScript.
func (p *page) findControls() {
	on := controls.Index
	if p.embed {
		on = controls.Embed
	}
	for i := range controls.All {
		c := &controls.All[i]
		if c.On(on) && (c.Act != controls.Markup || c.Enabled != nil || c.Shown != nil || c.Checked != nil) {
			p.controls = append(p.controls, newButton(c))
		}
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
		if p.controls[i].ID != id {
			continue
		}
		if tag := el.TagName(); p.controls[i].act != nil && (tag == "INPUT" || tag == "SELECT") == change {
			p.controls[i].act(p)
			p.render()
		}
		return
	}
}

// drawControls enables, shows and checks the controls as the panel model says.
// A control that goes, hidden or disabled, with the focus on it would leave
// the focus to the document, where a keyboard or a screen reader loses its
// place (Analyse, gone once pressed): its heir takes it, once drawn, else the
// board.
func (p *page) drawControls(n ui.Panel) {
	var went *button // the control that went with the focus on it
	for i := range p.controls {
		b := &p.controls[i]
		if b.Enabled == nil && b.Shown == nil && b.Control.Checked == nil {
			continue
		}
		// Asked before the change, which drops the focus at once.
		gone := b.Enabled != nil && b.disabled.drawn && !b.disabled.last && !b.Enabled(n) ||
			b.Shown != nil && b.hidden.drawn && !b.hidden.last && !b.Shown(n)
		if gone {
			el := b.el.get()
			gone = el != nil && document.Get("activeElement").Equal(el.Underlying())
		}
		if b.Enabled != nil {
			b.disabled.show(!b.Enabled(n))
		}
		if b.Shown != nil {
			b.hidden.show(!b.Shown(n))
		}
		if b.Control.Checked != nil {
			b.checked.show(b.Control.Checked(n))
		}
		if gone {
			went = b
		}
	}
	if went == nil {
		return
	}
	if heir := byID(went.Heir); heir != nil { // none for ""
		heir.Focus()
		return
	}
	p.takeFocus()
}

// controlKey acts on the control whose key was pressed, if it is shown and
// enabled, unless the key is meant for a form field or an open dialog, or the
// board took it; Esc in dialog#ask answers no, and elsewhere puts down the
// piece picked up and gives the board the focus. M, which no control has,
// takes the focus to the field for typed moves.
func (p *page) controlKey(ev dom.Event) {
	ke, ok := ev.(*dom.KeyboardEvent)
	if !ok || ke.DefaultPrevented() || ke.AltKey() || ke.CtrlKey() || ke.MetaKey() {
		return
	}
	key := ke.Key()
	if key == "Escape" && closest(target(ev), "#ask") != nil {
		p.app.Answer(false) // at once, as #ask-no does: see wireKeep
		p.render()
		return
	}
	notOurs := closest(target(ev), "input, textarea, select, dialog") != nil || dialogOpen()
	// Esc goes back to the board, from the field for typed moves too: from
	// the move list or the field, Tab and Shift+Tab take long.
	if key == "Escape" && (!notOurs || target(ev).ID() == "move-input") {
		p.app.Deselect()
		p.render()
		p.takeFocus()
		return
	}
	if notOurs {
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
		if !strings.EqualFold(b.Key, key) || b.el.get() == nil {
			continue
		}
		n := p.app.Panel()
		if (b.Enabled != nil && !b.Enabled(n)) || (b.Shown != nil && !b.Shown(n)) {
			return
		}
		ke.PreventDefault()
		b.act(p)
		p.render()
		return
	}
}
