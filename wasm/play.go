//go:build js && wasm

package main

import (
	"strconv"
	"strings"

	"honnef.co/go/js/dom/v2"

	"mschess/engine"
	"mschess/engine/bot"
	"mschess/ui"
	"mschess/ui/text"
)

// longPress is how long, in milliseconds, a finger rests on a square before
// the press flags it.
const longPress = 500

// playing holds the page's part in playing alone: the opponent's controls,
// the aids with the mines and the flags on the squares.
type playing struct {
	opponent, side *dom.HTMLSelectElement
	// clock is select#clock, which the embed lacks, and clockShown the time
	// control it shows: the built page's first option, none, until a change.
	// It is looked up only then (docs/start.md).
	clock              lazyElement
	clockShown         memo[engine.TimeControl]
	thinking, assisted flagOut
	thinkingText       textOut
	failed             flagOut // p#search-failed, hidden unless the search failed
	failedText         textOut
	assistedText       textOut
	flagged            textOut
	computer           *computer
	press              touch
}

// touch is a finger's press on the board, timed for a long press. It counts
// the presses, so that a long press's timer acts only if its press is still
// the last one and still held.
type touch struct {
	n    int
	held bool
	at   engine.Square
	x, y int
}

// newPlaying finds the controls of playing alone; the embed lacks them, and
// plays as two people. The computer answers app, and render draws the page
// once app has its answer.
func newPlaying(app *ui.App, render func()) playing {
	var pl playing
	if el := byID("opponent"); el != nil {
		pl.opponent = &dom.HTMLSelectElement{BasicHTMLElement: el}
	}
	if el := byID("side"); el != nil {
		pl.side = &dom.HTMLSelectElement{BasicHTMLElement: el}
	}
	pl.clock, pl.clockShown = lazyElement{id: "clock"}, memo[engine.TimeControl]{drawn: true}
	pl.thinking, pl.thinkingText = flagAt("thinking", "hidden"), textAt("thinking")
	pl.failed, pl.failedText = flagAt("search-failed", "hidden"), textAt("search-failed-text")
	pl.assisted, pl.assistedText = flagAt("assisted", "hidden"), textAt("assisted")
	pl.flagged = textAt("flagged")
	loc := dom.GetWindow().Location()
	path := loc.Pathname()
	siteRoot := loc.Protocol() + "//" + loc.Host() + path[:strings.LastIndexByte(path, '/')+1]
	pl.computer = newComputer(app, root.GetAttribute("data-worker"), siteRoot, render)
	return pl
}

// label writes the opponents' and the clocks' names in the language of c, as
// the options of their choices, in one piece of markup each. The next render
// chooses the ones playing.
func (pl *playing) label(c text.Catalog) {
	if pl.opponent != nil {
		pl.opponent.SetInnerHTML(ui.OpponentOptions(c))
	}
	if el := pl.clock.get(); el != nil {
		el.SetInnerHTML(ui.TimeControlOptions(c))
		pl.clockShown.drawn = false // the first option is chosen now
	}
}

// chooseOpponent plays against the opponent, on the side and the clock
// chosen; the embed has no clock to choose, and keeps its own.
func (p *page) chooseOpponent() {
	pl := &p.play
	if pl.opponent == nil || pl.side == nil {
		return
	}
	level, _ := strconv.Atoi(pl.opponent.Value())
	you := engine.White
	if level != 0 && pl.side.Value() == sideValues[engine.Black] {
		you = engine.Black
	}
	tc := p.app.Panel().Opponent.Clock
	if el := pl.clock.get(); el != nil {
		tc, _ = engine.ParseTimeControl(el.Get("value").String()) // one of the options; none else
		pl.clockShown.drawn = false                               // a no puts the clock playing back
	}
	p.app.ChooseOpponent(ui.Opponent{Level: bot.Level(level), You: you, Clock: tc}, randomSeed())
}

// contextMenu flags the square right-clicked. It keeps the browser's menu
// off the board, which a long press on a touch screen would open too.
func (p *page) contextMenu(ev dom.Event) {
	preventEvent(ev)
	var me *dom.MouseEvent
	switch e := ev.(type) {
	case *dom.PointerEvent:
		if e.PointerType() == "touch" {
			return // a long press, which pressDown times
		}
		me = e.MouseEvent
	case *dom.MouseEvent:
		me = e
	default:
		return
	}
	if p.app.ToggleFlag(boxOf(p.board).square(me.ClientX(), me.ClientY(), p.flipped), true) {
		p.render()
	}
}

// pressDown starts timing a finger's press on a square, for a long press.
func (p *page) pressDown(ev dom.Event) {
	pe, ok := ev.(*dom.PointerEvent)
	pr := &p.play.press
	pr.n++
	pr.held = false
	if !ok || pe.PointerType() == "mouse" {
		return
	}
	pr.x, pr.y = pe.ClientX(), pe.ClientY()
	pr.at = boxOf(p.board).square(pr.x, pr.y, p.flipped)
	pr.held = pr.at != engine.NoSquare
	n := pr.n
	dom.GetWindow().SetTimeout(func() {
		if pr.n == n && pr.held && p.app.ToggleFlag(pr.at, true) {
			pr.held = false
			p.render()
		}
	}, longPress)
}

// move lets go of a long press once the finger travels: a drag is no press.
func (pr *touch) move(ev dom.Event) {
	pe, ok := ev.(*dom.PointerEvent)
	if !ok || !pr.held {
		return
	}
	dx, dy := pe.ClientX()-pr.x, pe.ClientY()-pr.y
	if dx*dx+dy*dy >= dragThreshold*dragThreshold {
		pr.held = false
	}
}

// draw draws the controls of playing alone from the panel's model n, in the
// words of c, and puts the computer's request to it when it is to move; board
// is the board's element.
func (pl *playing) draw(n ui.Panel, c text.Catalog, board element) {
	if pl.opponent != nil && pl.side != nil {
		// The choices show the opponent playing, also after a choice that the
		// players said no to.
		showValue(pl.opponent, n.Opponent.Choice())
		showValue(pl.side, sideValues[n.Opponent.You])
	}
	if tc := n.Opponent.Clock; pl.clockShown.changed(tc) {
		if el := pl.clock.get(); el != nil {
			el.Set("value", tc.String())
		}
	}
	pl.thinking.show(!n.Thinking)
	if n.Thinking {
		pl.thinkingText.show(c.Text(text.Thinking))
	}
	setClass(board, "thinking", n.Thinking)
	pl.failed.show(n.SearchFailed == "")
	pl.failedText.show(n.SearchFailed)
	pl.assisted.show(n.Assisted == "")
	pl.assistedText.show(n.Assisted)
	pl.flagged.show(n.Flagged)
	pl.computer.ask()
}

// showValue makes value the chosen one of sel, unless it is already.
func showValue(sel *dom.HTMLSelectElement, value string) {
	if sel.Value() != value {
		sel.Set("value", value)
	}
}

// sideValues are the side choice's values, by engine.Color.
var sideValues = [2]string{"white", "black"}
