//go:build js && wasm

package main

import (
	"strconv"

	"honnef.co/go/js/dom/v2"

	"mschess/engine"
	"mschess/ui"
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
	board   box     // where the board was when the drag began
}

// wire connects the move list, the board, the dialogs and the keyboard to the
// App (the controls are wired in findControls, the flags' input is in
// play.go). Every handler acts on the App and then draws what changed.
func (p *page) wire() {
	p.listeners.on(p.moves.el, "click", func(ev dom.Event) {
		// The buttons hold only their text, so a click on one targets it.
		if n, err := strconv.Atoi(target(ev).Dataset()["ply"]); err == nil {
			p.app.ShowPly(n)
			p.render()
			// On a phone the list lies a screen below the board: the position
			// picked comes into sight, where the replay's steps follow it
			// (style.css).
			bringIntoView("board")
		}
	})
	p.onDismiss(p.ending.dialog, p.app.DismissEnding)
	p.wireKeep()
	p.wireKeys()
	p.wireSettings()
	// One listener for each kind of event (docs/start.md): a press both
	// moves a piece and times a long press for a flag (play.go).
	p.listeners.on(p.board, "pointerdown", func(ev dom.Event) { p.pointerDown(ev); p.pressDown(ev) })
	p.listeners.on(p.board, "pointermove", func(ev dom.Event) { p.drag.move(ev, p.board); p.play.press.move(ev) })
	p.listeners.on(p.board, "pointerup", func(ev dom.Event) { p.pointerUp(ev); p.play.press.held = false })
	p.listeners.on(p.board, "pointercancel", func(ev dom.Event) { p.pointerCancel(ev); p.play.press.held = false })
	p.listeners.on(p.board, "keydown", p.keyDown)
	p.listeners.on(p.board, "contextmenu", p.contextMenu)
}

// wireStrayClicks drops a pointer's click (detail > 0) that ends a tap on the
// board when it lands off the board. A tap plays its move as the finger
// touches the board, and the page may move under it before it lifts (a link
// for the friend comes into view, online.go): the click would press whatever
// is there now. A click of the keys' or a script's has detail 0, and goes.
func (p *page) wireStrayClicks() {
	onBoard := func(ev dom.Event) bool { return p.board.Call("contains", ev.Underlying().Get("target")).Bool() }
	p.listeners.capture(window, "pointerdown", func(ev dom.Event) { p.tapped = onBoard(ev) })
	p.listeners.capture(window, "click", func(ev dom.Event) {
		if p.tapped && ev.Underlying().Get("detail").Int() > 0 && !onBoard(ev) {
			preventEvent(ev)
			ev.Underlying().Call("stopPropagation")
		}
		p.tapped = false
	})
}

func (p *page) pointerDown(ev dom.Event) {
	pe, ok := ev.(*dom.PointerEvent)
	if !ok || pe.Button() != 0 || p.drag.active {
		return
	}
	pe.PreventDefault()
	if target(ev).Matches(".sweep-badge, .sweep-badge *") {
		p.app.Sweep()
		p.render()
		return
	}
	// The board's box is read before the page changes, while the layout the
	// browser just drew still holds: no layout is forced for it.
	b := boxOf(p.board)
	x, y := pe.ClientX(), pe.ClientY()
	s := b.square(x, y, p.flipped)
	if s == engine.NoSquare {
		return
	}
	// A ring the keyboard's focus left on the board (a dialog closed by a click
	// hands the board the focus) would stay on its square through a game
	// played with the pointer: a press takes it off. The board keeps its place
	// in the tab order, on the square pressed.
	if ae := document.Get("activeElement"); p.board.Call("contains", ae).Bool() && ae.Call("matches", ":focus-visible").Bool() {
		ae.Call("blur")
	}
	p.setFocus(s, false)
	picked := p.app.Press(s)
	p.render()
	if picked {
		// The piece comes first in its square (contents).
		piece := childAt(p.square(s).el, 0)
		p.drag = drag{active: true, pointer: pe.PointerID(), from: s, x: x, y: y, piece: piece, board: b}
		capturePointer(p.board, pe.PointerID())
	}
}

// onDismiss calls f, and draws the page, when the player closes dialog d other
// than by its buttons, which are controls: by Esc, at its cancel event, which
// comes at once. A dialog may also close without one (the browser spares a page
// repeated cancel events), so its close event calls f too; the browser may hold
// that back behind later input, and by then d may be open again for something
// new, which that close does not answer.
func (p *page) onDismiss(d element, f func()) {
	p.listeners.on(d, "cancel", func(dom.Event) {
		f()
		p.render()
	})
	p.listeners.on(d, "close", func(dom.Event) {
		if !d.Get("open").Bool() {
			f()
			p.render()
		}
		// Closed, a dialog gives the focus back to the control it came from;
		// when that one is gone (Resign, once the game is over), the focus
		// stays in the closed dialog until the browser drops it to the
		// document: the board takes it instead.
		if ae := document.Get("activeElement"); ae.Equal(document.Get("body")) || d.Call("contains", ae).Bool() {
			p.takeFocus()
		}
	})
}

// dragged returns a pointer event of the pointer that drags a piece, if ev is
// one.
func (d *drag) dragged(ev dom.Event) (*dom.PointerEvent, bool) {
	pe, ok := ev.(*dom.PointerEvent)
	return pe, ok && d.active && pe.PointerID() == d.pointer
}

// move makes the dragged piece follow the pointer of ev, once it went further
// than dragThreshold; board is the board's element.
func (d *drag) move(ev dom.Event, board element) {
	pe, ok := d.dragged(ev)
	if !ok {
		return
	}
	x, y := pe.ClientX(), pe.ClientY()
	dx, dy := x-d.x, y-d.y
	if !d.moved {
		if dx*dx+dy*dy < dragThreshold*dragThreshold {
			return
		}
		d.moved = true
		setClass(d.piece, "drag", true)
		setClass(board, "dragging", true)
	}
	style := d.piece.Style()
	style.SetProperty("--dx", strconv.Itoa(dx)+"px", "")
	style.SetProperty("--dy", strconv.Itoa(dy)+"px", "")
}

func (p *page) pointerUp(ev dom.Event) {
	pe, ok := p.drag.dragged(ev)
	if !ok {
		return
	}
	d := p.drag.end(p.board)
	to := d.from
	if d.moved {
		to = d.board.square(pe.ClientX(), pe.ClientY(), p.flipped)
	}
	p.app.Release(to, d.moved)
	p.render()
}

// pointerCancel handles a drag the browser took over: the piece goes back and
// stays selected.
func (p *page) pointerCancel(dom.Event) {
	if !p.drag.active {
		return
	}
	d := p.drag.end(p.board)
	p.app.Release(d.from, true)
	p.render()
}

// end puts the dragged piece back in its square and returns the drag that
// ended.
func (d *drag) end(board element) drag {
	was := *d
	*d = drag{}
	if was.moved {
		setClass(was.piece, "drag", false)
		style := was.piece.Style()
		style.RemoveProperty("--dx")
		style.RemoveProperty("--dy")
		setClass(board, "dragging", false)
	}
	return was
}

// keyDown lets the board be played from the keyboard: the arrow keys move the
// focus over the squares as they are shown, Enter or Space acts as a click on the
// focused square, Shift+Enter steps there even onto a found mine, S sweeps
// with the selected pawn, and F flags the focused square as a right-click does.
func (p *page) keyDown(ev dom.Event) {
	ke, ok := ev.(*dom.KeyboardEvent)
	if !ok || ke.AltKey() || ke.CtrlKey() || ke.MetaKey() {
		return
	}
	switch ke.Key() {
	case "Enter", " ":
		if ke.ShiftKey() {
			p.app.Step(p.focus)
		} else {
			p.app.Click(p.focus)
		}
	case "s", "S":
		p.app.Sweep()
	case "f", "F":
		p.app.ToggleFlag(p.focus, false)
	default:
		step, arrow := arrowStep(ke.Key())
		if !arrow {
			return
		}
		p.setFocus(p.app.Beside(p.focus, step), true)
	}
	ke.PreventDefault()
	p.render()
}

// arrowStep returns the direction of an arrow key on the board as it is
// shown, and whether key is one (a switch, not a map: docs/size.md).
func arrowStep(key string) (ui.Direction, bool) {
	switch key {
	case "ArrowUp":
		return ui.Up, true
	case "ArrowDown":
		return ui.Down, true
	case "ArrowLeft":
		return ui.Left, true
	case "ArrowRight":
		return ui.Right, true
	}
	return 0, false
}

// box is where an element is in the viewport, in CSS pixels.
type box struct{ left, top, width, height float64 }

func boxOf(el element) box {
	r := el.GetBoundingClientRect()
	return box{r.Left(), r.Top(), r.Width(), r.Height()}
}

// square returns the square of a board drawn in b at the point x, y, or
// NoSquare outside it. The squares fill the board evenly, rank 10 at the top
// unless the board is flipped: finding one by arithmetic rather than by the
// browser's hit test forces no layout.
func (b box) square(x, y int, flipped bool) engine.Square {
	col := int((float64(x) - b.left) * engine.Files / b.width)
	row := int((float64(y) - b.top) * engine.Ranks / b.height)
	if float64(x) < b.left || float64(y) < b.top || col >= engine.Files || row >= engine.Ranks {
		return engine.NoSquare
	}
	if flipped {
		return engine.SquareAt(engine.Files-1-col, row)
	}
	return engine.SquareAt(col, engine.Ranks-1-row)
}

// bringIntoView scrolls the page, and any box of it that scrolls, the least
// that shows the element with that id whole: on a phone the panel lies below
// the board.
func bringIntoView(id string) {
	if el := byID(id); el != nil {
		el.Call("scrollIntoView", map[string]any{"block": "nearest"})
	}
}
