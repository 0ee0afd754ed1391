//go:build js && wasm

package main

import (
	"strconv"
	"syscall/js"

	"mschess/engine"
)

// dragThreshold is how far, in CSS pixels, a pointer must travel with a piece
// before the press counts as a drag rather than a click.
const dragThreshold = 5

// drag follows a pointer that picked up a piece.
type drag struct {
	active  bool
	pointer int
	from    engine.Square
	x, y    int     // where the pointer went down
	moved   bool    // it went further than dragThreshold
	piece   element // the piece's svg, which follows the pointer
}

// on adds a listener to target and keeps it; a target the page lacks is
// skipped.
func (p *page) on(target element, typ string, f func(ev js.Value)) {
	if target.ok() {
		p.listeners = append(p.listeners, target.on(typ, f))
	}
}

// wire connects the controls, the move list and the board to the App. Every
// handler acts on the App and then draws what changed.
func (p *page) wire() {
	act := func(id string, f func()) {
		p.on(byID(id), "click", func(js.Value) {
			f()
			p.render()
		})
	}
	newGame := func() { p.app.NewGame(randomSeed()) }
	act("new", newGame)
	act("gameover-new", newGame)
	act("takeback", p.app.Takeback)
	act("flip", p.app.Flip)
	act("resign", p.app.Resign)
	act("draw", p.app.OfferDraw)
	act("accept-draw", p.app.AcceptDraw)
	act("decline-draw", p.app.DeclineDraw)
	act("live", p.app.Live)
	autoflip := byID("autoflip")
	p.on(autoflip, "change", func(js.Value) {
		p.app.SetAutoFlip(autoflip.Get("checked").Bool())
		p.render()
	})
	p.on(p.moves, "click", func(ev js.Value) {
		b := target(ev).closest("button[data-ply]")
		if !b.ok() {
			return
		}
		if n, err := strconv.Atoi(b.attr("data-ply")); err == nil {
			p.app.ShowPly(n)
			p.render()
		}
	})
	p.wireExtras(act)
	p.wireKeep(act)
	p.on(p.board, "pointerdown", p.pointerDown)
	p.on(p.board, "pointermove", p.pointerMove)
	p.on(p.board, "pointerup", p.pointerUp)
	p.on(p.board, "pointercancel", p.pointerCancel)
	p.on(p.board, "keydown", p.keyDown)
	// A long press on a touch screen would open the context menu over the board.
	p.on(p.board, "contextmenu", func(ev js.Value) { ev.Call("preventDefault") })
}

// target returns the element an event happened on.
func target(ev js.Value) element { return wrap(ev.Get("target")) }

// pointer returns an event's pointer id and position.
func pointer(ev js.Value) (id, x, y int) {
	return ev.Get("pointerId").Int(), ev.Get("clientX").Int(), ev.Get("clientY").Int()
}

func (p *page) pointerDown(ev js.Value) {
	if ev.Get("button").Int() != 0 || p.drag.active {
		return
	}
	ev.Call("preventDefault")
	if target(ev).closest(".bomb").ok() {
		p.app.Sweep()
		p.render()
		return
	}
	s := p.squareOf(target(ev))
	if s == engine.NoSquare {
		return
	}
	p.setFocus(s, false)
	picked := p.app.Press(s)
	p.render()
	if picked {
		id, x, y := pointer(ev)
		p.drag = drag{active: true, pointer: id, from: s, x: x, y: y, piece: p.squares[s].piece}
		p.board.Call("setPointerCapture", id)
	}
}

func (p *page) pointerMove(ev js.Value) {
	id, x, y := pointer(ev)
	if !p.drag.active || id != p.drag.pointer {
		return
	}
	dx, dy := x-p.drag.x, y-p.drag.y
	if !p.drag.moved {
		if dx*dx+dy*dy < dragThreshold*dragThreshold {
			return
		}
		p.drag.moved = true
		p.drag.piece.setClass("drag", true)
		p.board.setClass("dragging", true)
	}
	style := p.drag.piece.Get("style")
	style.Call("setProperty", "--dx", strconv.Itoa(dx)+"px")
	style.Call("setProperty", "--dy", strconv.Itoa(dy)+"px")
}

func (p *page) pointerUp(ev js.Value) {
	id, x, y := pointer(ev)
	if !p.drag.active || id != p.drag.pointer {
		return
	}
	d := p.endDrag()
	to := d.from
	if d.moved {
		to = p.squareOf(wrap(document.Call("elementFromPoint", x, y)))
	}
	p.app.Release(to, d.moved)
	p.render()
}

// pointerCancel handles a drag the browser took over: the piece goes back and
// stays selected.
func (p *page) pointerCancel(js.Value) {
	if !p.drag.active {
		return
	}
	d := p.endDrag()
	p.app.Release(d.from, true)
	p.render()
}

// endDrag puts the dragged piece back in its square and returns the drag that
// ended.
func (p *page) endDrag() drag {
	d := p.drag
	p.drag = drag{}
	if d.moved {
		d.piece.setClass("drag", false)
		style := d.piece.Get("style")
		style.Call("removeProperty", "--dx")
		style.Call("removeProperty", "--dy")
		p.board.setClass("dragging", false)
	}
	return d
}

// keyDown lets the board be played from the keyboard: the arrow keys move the
// focus over the squares as they are shown, Enter or Space acts as a click on the
// focused square, Shift+Enter steps there even onto a found mine, and S sweeps
// with the selected pawn.
func (p *page) keyDown(ev js.Value) {
	if ev.Get("altKey").Bool() || ev.Get("ctrlKey").Bool() || ev.Get("metaKey").Bool() {
		return
	}
	df, dr := 0, 0
	switch ev.Get("key").String() {
	case "ArrowUp":
		dr = 1
	case "ArrowDown":
		dr = -1
	case "ArrowLeft":
		df = -1
	case "ArrowRight":
		df = 1
	case "Enter", " ":
		if ev.Get("shiftKey").Bool() {
			p.app.Step(p.focus)
		} else {
			p.app.Click(p.focus)
		}
	case "s", "S":
		p.app.Sweep()
	default:
		return
	}
	ev.Call("preventDefault")
	if p.flipped {
		df, dr = -df, -dr
	}
	f, r := p.focus.File()+df, p.focus.Rank()+dr
	if f >= 0 && f < engine.Files && r >= 0 && r < engine.Ranks {
		p.setFocus(engine.SquareAt(f, r), true)
	}
	p.render()
}

// setFocus makes s the square that holds the board's place in the tab order, and
// gives it the keyboard focus when focus is set.
func (p *page) setFocus(s engine.Square, focus bool) {
	if s != p.focus {
		p.squares[p.focus].el.setAttr("tabindex", "-1")
		p.squares[s].el.setAttr("tabindex", "0")
		p.focus = s
	}
	if focus {
		p.squares[s].el.Call("focus")
	}
}

// squareOf returns the square an element belongs to, or NoSquare.
func (p *page) squareOf(el element) engine.Square {
	sq := el.closest(".sq")
	if !sq.ok() {
		return engine.NoSquare
	}
	s, err := engine.ParseSquare(sq.attr("data-sq"))
	if err != nil {
		return engine.NoSquare
	}
	return s
}
