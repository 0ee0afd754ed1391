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
	bomb   element // svg.sweep-badge, the sweep button
	on     struct{ piece, num, mine, hidden, bomb bool }
	class  string
	label  string
}

// buildBoard makes the 80 squares, rank 10 first as White sees the board; the style
// sheet turns them round for #board.flipped. For screen readers the board is a
// grid of ten rows, one per rank, each square a cell named by its label; the
// rows take no box of their own (style.css), so the squares still lay out as
// one list.
func (p *page) buildBoard() {
	for r := engine.Ranks - 1; r >= 0; r-- {
		row := create("div")
		row.SetAttribute("role", "row")
		for f := range engine.Files {
			s := engine.SquareAt(f, r)
			el := create("div")
			el.SetAttribute("data-sq", s.String())
			el.SetAttribute("role", "gridcell")
			el.SetAttribute("tabindex", "-1")
			p.squares[s].el = el
			row.AppendChild(el)
		}
		p.board.AppendChild(row)
	}
}

// drawBoard brings the squares up to date with the models, touching only what
// changed since the last call.
func (p *page) drawBoard() {
	b := p.app.Board()
	for i := range b {
		if p.drawn && b[i] == p.prev[i] {
			continue
		}
		s := engine.Square(i)
		p.drawSquare(&p.squares[s], b[i], p.prev[i].Piece, !p.drawn, p.app.SquareLabel(s, b[i]))
		drawAids(&p.play.squares[s], p.squares[s].el, b[i])
	}
	p.prev, p.drawn = b, true
	if f := p.app.Flipped(); f != p.flipped {
		setClass(p.board, "flipped", f)
		p.flipped = f
	}
}

// drawSquare brings q up to date with the model m and its spoken label; was is
// the piece it shows, and fresh is set while it shows nothing yet. The board
// and the help's diagrams draw their squares with it.
func (p *page) drawSquare(q *square, m ui.Square, was engine.Piece, fresh bool, label string) {
	if c := classes(m); c != q.class {
		q.el.SetAttribute("class", c)
		q.class = c
	}
	if m.Piece != was || fresh {
		p.drawPiece(q, m.Piece)
	}
	showNum := m.Number > 0
	if showNum {
		if q.num == nil {
			q.num = create("span")
			q.num.SetAttribute("class", "num")
			q.num.SetAttribute("aria-hidden", "true")
		}
		q.num.SetTextContent(strconv.Itoa(int(m.Number)))
	}
	q.on.num = place(q.el, q.num, q.on.num, showNum)
	if m.Mine && q.mine == nil {
		q.mine = p.icon("mine-icon", "mine")
	}
	q.on.mine = place(q.el, q.mine, q.on.mine, m.Mine)
	if m.Hidden && q.hidden == nil {
		q.hidden = p.icon("mine-icon hidden", "mine")
	}
	q.on.hidden = place(q.el, q.hidden, q.on.hidden, m.Hidden)
	if m.Sweep && q.bomb == nil {
		q.bomb = p.icon("sweep-badge", "broom")
	}
	q.on.bomb = place(q.el, q.bomb, q.on.bomb, m.Sweep)
	if label != q.label {
		q.el.SetAttribute("aria-label", label)
		q.label = label
	}
}

// drawPiece puts pc on the square, or takes the piece off for engine.NoPiece.
func (p *page) drawPiece(q *square, pc engine.Piece) {
	if pc.IsNone() {
		q.on.piece = place(q.el, q.piece, q.on.piece, false)
		return
	}
	if q.piece == nil {
		q.piece = createSVG("svg")
		q.piece.SetAttribute("class", "piece")
		q.piece.SetAttribute("aria-hidden", "true")
		q.use = createSVG("use")
		q.piece.AppendChild(q.use)
	}
	code := ui.PieceCode(pc)
	q.piece.SetAttribute("data-piece", code)
	q.use.SetAttribute("href", p.sprite+"#"+code)
	q.on.piece = place(q.el, q.piece, q.on.piece, true)
}

// icon makes an svg showing the sprite's symbol id.
func (p *page) icon(class, id string) element {
	svg := createSVG("svg")
	svg.SetAttribute("class", class)
	svg.SetAttribute("aria-hidden", "true")
	use := createSVG("use")
	use.SetAttribute("href", p.sprite+"#"+id)
	svg.AppendChild(use)
	return svg
}

// place puts child on parent or takes it off, as want says, and returns want; on
// tells whether it is there now.
func place(parent, child element, on, want bool) bool {
	switch {
	case want && !on:
		parent.AppendChild(child)
	case !want && on:
		child.Remove()
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

// classes returns the class attribute of a square with model m. The class pc
// marks a piece on the square, which the style sheet cannot tell as cheaply.
func classes(m ui.Square) string {
	c := "sq dark"
	if m.Light {
		c = "sq light"
	}
	flags := [...]struct {
		on   bool
		name string
	}{
		{!m.Piece.IsNone(), " pc"}, {m.Fog, " fog"}, {m.Mine, " mine"}, {m.Hidden, " hidden-mine"}, {m.Selected, " sel"}, {m.Target, " target"},
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
	return c + aidClasses(m)
}
