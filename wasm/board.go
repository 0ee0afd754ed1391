//go:build js && wasm

package main

import (
	"strconv"

	"mschess/engine"
	"mschess/ui"
)

// square holds the elements of one square. The child elements are made when first
// needed and kept when taken off the square, so that a move reuses them.
type square struct {
	el     element
	piece  element // svg.piece
	use    element // its <use>
	num    element // span.num
	mine   element // svg.mine-icon, a found mine
	hidden element // svg.mine-icon.hidden, a mine under fog in a full-minefield replay
	bomb   element // svg.bomb, the sweep button
	on     struct{ piece, num, mine, hidden, bomb bool }
	class  string
	label  string
}

// buildBoard makes the 80 squares, rank 10 first as White sees the board; the style
// sheet turns them round for #board.flipped.
func (p *page) buildBoard() {
	frag := element{document.Call("createDocumentFragment")}
	for r := engine.Ranks - 1; r >= 0; r-- {
		for f := range engine.Files {
			s := engine.SquareAt(f, r)
			el := create("div")
			el.setAttr("data-sq", s.String())
			el.setAttr("role", "button")
			el.setAttr("tabindex", "-1")
			p.squares[s].el = el
			frag.append(el)
		}
	}
	p.board.append(frag)
}

// drawBoard brings the squares up to date with the models, touching only what
// changed since the last call.
func (p *page) drawBoard() {
	b := p.app.Board()
	for i := range b {
		if p.drawn && b[i] == p.prev[i] {
			continue
		}
		p.drawSquare(engine.Square(i), b[i])
	}
	p.prev, p.drawn = b, true
	if f := p.app.Flipped(); f != p.flipped {
		p.board.setClass("flipped", f)
		p.flipped = f
	}
}

func (p *page) drawSquare(s engine.Square, m ui.Square) {
	q := &p.squares[s]
	if c := classes(m); c != q.class {
		q.el.setAttr("class", c)
		q.class = c
	}
	if m.Piece != p.prev[s].Piece || !p.drawn {
		p.drawPiece(q, m.Piece)
	}
	showNum := m.Number > 0
	if showNum {
		if !q.num.ok() {
			q.num = create("span")
			q.num.setAttr("class", "num")
			q.num.setAttr("aria-hidden", "true")
		}
		q.num.setText(strconv.Itoa(int(m.Number)))
	}
	q.on.num = place(q.el, q.num, q.on.num, showNum)
	if m.Mine && !q.mine.ok() {
		q.mine = p.icon("mine-icon", "mine")
	}
	q.on.mine = place(q.el, q.mine, q.on.mine, m.Mine)
	if m.Hidden && !q.hidden.ok() {
		q.hidden = p.icon("mine-icon hidden", "mine")
	}
	q.on.hidden = place(q.el, q.hidden, q.on.hidden, m.Hidden)
	if m.Sweep && !q.bomb.ok() {
		q.bomb = p.icon("bomb", "mine")
	}
	q.on.bomb = place(q.el, q.bomb, q.on.bomb, m.Sweep)
	if l := p.app.SquareLabel(s, m); l != q.label {
		q.el.setAttr("aria-label", l)
		q.label = l
	}
}

// drawPiece puts pc on the square, or takes the piece off for engine.NoPiece. The
// piece goes first among the square's children, so that the style sheet can tell a
// number under a piece (`.piece ~ .num`) from one on an empty square.
func (p *page) drawPiece(q *square, pc engine.Piece) {
	if pc.IsNone() {
		q.on.piece = place(q.el, q.piece, q.on.piece, false)
		return
	}
	if !q.piece.ok() {
		q.piece = createSVG("svg")
		q.piece.setAttr("class", "piece")
		q.piece.setAttr("aria-hidden", "true")
		q.use = createSVG("use")
		q.piece.append(q.use)
	}
	code := ui.PieceCode(pc)
	q.piece.setAttr("data-piece", code)
	q.use.setAttr("href", p.sprite+"#"+code)
	if !q.on.piece {
		q.el.prepend(q.piece)
		q.on.piece = true
	}
}

// icon makes an svg showing the sprite's symbol id.
func (p *page) icon(class, id string) element {
	svg := createSVG("svg")
	svg.setAttr("class", class)
	svg.setAttr("aria-hidden", "true")
	use := createSVG("use")
	use.setAttr("href", p.sprite+"#"+id)
	svg.append(use)
	return svg
}

// place puts child on parent or takes it off, as want says, and returns want; on
// tells whether it is there now.
func place(parent, child element, on, want bool) bool {
	switch {
	case want && !on:
		parent.append(child)
	case !want && on:
		child.remove()
	}
	return want
}

// effectClasses are the class names of ui's effects.
var effectClasses = [...]string{
	ui.Revealed: " fx-reveal",
	ui.Swept:    " fx-swept",
	ui.Sapper:   " fx-sapper",
	ui.Blast:    " fx-blast",
}

// classes returns the class attribute of a square with model m.
func classes(m ui.Square) string {
	c := "sq dark"
	if m.Light {
		c = "sq light"
	}
	flags := [...]struct {
		on   bool
		name string
	}{
		{m.Fog, " fog"}, {m.Mine, " mine"}, {m.Hidden, " hidden-mine"}, {m.Selected, " sel"}, {m.Target, " target"},
		{m.Sweep, " sweep"}, {m.Last, " last"}, {m.Check, " check"},
	}
	for _, f := range flags {
		if f.on {
			c += f.name
		}
	}
	if m.Number > 0 {
		c += " n" + strconv.Itoa(int(m.Number))
	}
	if int(m.Effect) < len(effectClasses) {
		c += effectClasses[m.Effect]
	}
	return c
}
