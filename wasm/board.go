//go:build js && wasm

package main

import (
	"strconv"

	"mschess/engine"
	"mschess/page/labels"
	"mschess/page/markup"
	"mschess/ui"
)

// square is what one square shows: its class, label and contents as last
// drawn, and its element once something has needed it.
type square struct {
	el                     element
	class, label, contents string
	_                      [0]func() // not comparable (docs/size.md)
}

// boardView is the board as the page draws it: its element, what each square
// shows, and which square takes the keyboard's focus.
type boardView struct {
	board   element
	sprite  string // URL of the piece sprite, from #board's data-sprite
	squares [engine.NumSquares]square
	// prev is the models last drawn, nil before the first drawing: a slice,
	// as an array of them would link the array's equality (docs/size.md).
	prev    []ui.Square
	flipped bool
	focus   engine.Square // the square that takes the board's keyboard focus
}

// draw brings the squares up to date with app's models, touching only what
// changed since the last call. The first call writes the whole board at once,
// unless the page kept the built one (keepBuilt).
func (v *boardView) draw(app *ui.App) {
	b := app.Board()
	if v.prev == nil {
		v.write(b, app)
	}
	if f := app.Flipped(); f != v.flipped {
		setClass(v.board, "flipped", f)
		v.flipped = f
	}
	for i := range b {
		if v.prev != nil && b[i] != v.prev[i] {
			s := engine.Square(i)
			v.drawSquare(v.square(s), b[i], app.SquareLabel(s, b[i]))
			if g := b[i].Glide; g != v.prev[i].Glide && !g.Piece.IsNone() {
				v.glide(s, b[i])
			}
		}
	}
	v.keep(&b)
}

// keep makes b the models last drawn.
func (v *boardView) keep(b *[engine.NumSquares]ui.Square) {
	if v.prev == nil {
		v.prev = make([]ui.Square, len(b))
	}
	copy(v.prev, b[:])
}

// glide slides the piece that landed on square s, whose model is m, from the
// square it left (ui.Glide), by the style sheet's animation, which plays
// nothing for a player who asks for reduced motion. A piece that a mine
// destroyed on arrival is no longer on s: a ghost of it, which the style
// sheet shows only while it moves, slides the same way in its place. The
// ghost stays, unseen, until the square's contents are next written.
func (v *boardView) glide(s engine.Square, m ui.Square) {
	q := v.square(s)
	if m.Piece.IsNone() {
		q.el.Call("insertAdjacentHTML", "afterbegin", markup.Icon(v.sprite, "ghost", ui.PieceCode(m.Glide.Piece), markup.Hidden))
	}
	// From s back to where the piece was, in squares, which the piece's own
	// size makes percentages of; the board turned round turns them too.
	files, ranks := m.Glide.From.File()-s.File(), s.Rank()-m.Glide.From.Rank()
	if v.flipped {
		files, ranks = -files, -ranks
	}
	piece := childAt(q.el, 0) // the piece, or its ghost, comes first (contents)
	style := piece.Style()    // through the CSSOM: the page's policy refuses style attributes
	style.SetProperty("--gx", strconv.Itoa(100*files)+"%", "")
	style.SetProperty("--gy", strconv.Itoa(100*ranks)+"%", "")
	setClass(piece, "glide", true)
}

// unknown stands for what a square of the built page shows, which the page
// keeps without working it out: it equals no class, label or contents, so the
// square's first drawing writes all three.
const unknown = "\x00"

// keepBuilt keeps the squares that the built page holds, as it starts,
// when they show what the App's board does: the built pages hold the board of
// a new game, labelled in labels.Lang (tools/build).
func (v *boardView) keepBuilt(app *ui.App) {
	b := app.Board()
	if !v.board.HasChildNodes() || app.Lang() != labels.Lang {
		return
	}
	// Square by square, since comparing the arrays is code of its own
	// (docs/start.md).
	start := ui.StartBoard()
	for s := range b {
		if b[s] != start[s] {
			return
		}
	}
	for s := range v.squares {
		v.squares[s] = square{class: unknown, label: unknown, contents: unknown}
	}
	v.keep(&b)
}

// write writes the 80 squares of b in one piece of markup: one write costs
// the page far less than the hundreds of calls that making each element would
// take.
func (v *boardView) write(b [engine.NumSquares]ui.Square, app *ui.App) {
	v.board.SetInnerHTML(markup.Board(func(s engine.Square) string {
		q := &v.squares[s]
		*q = square{class: markup.Classes(b[s]), label: app.SquareLabel(s, b[s]), contents: markup.Contents(b[s], v.sprite)}
		return markup.Cell(s, q.class, q.label, q.contents, s == v.focus)
	}))
}

// square returns square s, with its element.
func (v *boardView) square(s engine.Square) *square {
	q := &v.squares[s]
	if q.el == nil {
		q.el = childAt(childAt(v.board, engine.Ranks-1-s.Rank()), s.File())
	}
	return q
}

// drawSquare writes to q's element what changed for the model m and its spoken
// label. The board and the help's diagrams draw their squares with it.
func (v *boardView) drawSquare(q *square, m ui.Square, label string) {
	if c := markup.Classes(m); c != q.class {
		q.el.SetAttribute("class", c)
		q.class = c
	}
	if c := markup.Contents(m, v.sprite); c != q.contents {
		q.el.SetInnerHTML(c)
		q.contents = c
	}
	if label != q.label {
		q.el.SetAttribute("aria-label", label)
		q.label = label
	}
}

// takeFocus gives the board the keyboard focus, at its square in the tab
// order, where the page stands: it takes the place of a control or a dialog
// that went, and a scroll to it would undo what the player just did (on a
// phone, Analyse brings the analysis below the board into sight).
func (v *boardView) takeFocus() {
	v.square(v.focus).el.Call("focus", map[string]any{"preventScroll": true})
}

// setFocus makes s the square that holds the board's place in the tab order, and
// gives it the keyboard focus when focus is set.
func (v *boardView) setFocus(s engine.Square, focus bool) {
	if s != v.focus {
		v.square(v.focus).el.SetAttribute("tabindex", "-1")
		v.square(s).el.SetAttribute("tabindex", "0")
		v.focus = s
	}
	if focus {
		v.square(s).el.Focus()
	}
}
