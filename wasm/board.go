//go:build js && wasm

package main

import (
	"strconv"
	"strings"

	"mschess/engine"
	"mschess/ui"
)

// square is what one square shows: its class, label and contents as last
// drawn, and its element once something has needed it.
type square struct {
	el                     element
	class, label, contents string
}

// drawBoard brings the squares up to date with the models, touching only what
// changed since the last call. The first call writes the whole board at once.
func (p *page) drawBoard() {
	b := p.app.Board()
	if !p.drawn {
		p.writeBoard(b)
	}
	for i := range b {
		if p.drawn && b[i] != p.prev[i] {
			s := engine.Square(i)
			p.drawSquare(p.square(s), b[i], p.app.SquareLabel(s, b[i]))
		}
	}
	p.prev, p.drawn = b, true
	if f := p.app.Flipped(); f != p.flipped {
		setClass(p.board, "flipped", f)
		p.flipped = f
	}
}

// writeBoard writes the 80 squares of b in one piece of markup, rank 10 first as
// White sees the board; the style sheet turns them round for #board.flipped.
// One write costs the page far less than the hundreds of calls that making
// each element would take. For screen readers the board is a grid of ten rows,
// one per rank, each square a cell named by its label; the rows take no box of
// their own (style.css), so the squares still lay out as one list.
func (p *page) writeBoard(b [engine.NumSquares]ui.Square) {
	var html strings.Builder
	for r := engine.Ranks - 1; r >= 0; r-- {
		html.WriteString(`<div role="row">`)
		for f := range engine.Files {
			s := engine.SquareAt(f, r)
			q := &p.squares[s]
			*q = square{class: classes(b[s]), label: p.app.SquareLabel(s, b[s]), contents: p.contents(b[s])}
			tab := "-1"
			if s == p.focus {
				tab = "0"
			}
			html.WriteString(`<div data-sq="` + s.String() + `" role="gridcell" tabindex="` + tab + `" class="` + q.class +
				`" aria-label="` + ui.EscapeAttr(q.label) + `">` + q.contents + `</div>`)
		}
		html.WriteString(`</div>`)
	}
	p.board.SetInnerHTML(html.String())
}

// square returns square s, with its element.
func (p *page) square(s engine.Square) *square {
	q := &p.squares[s]
	if q.el == nil {
		q.el = childAt(childAt(p.board, engine.Ranks-1-s.Rank()), s.File())
	}
	return q
}

// drawSquare writes to q's element what changed for the model m and its spoken
// label. The board and the help's diagrams draw their squares with it.
func (p *page) drawSquare(q *square, m ui.Square, label string) {
	if c := classes(m); c != q.class {
		q.el.SetAttribute("class", c)
		q.class = c
	}
	if c := p.contents(m); c != q.contents {
		q.el.SetInnerHTML(c)
		q.contents = c
	}
	if label != q.label {
		q.el.SetAttribute("aria-label", label)
		q.label = label
	}
}

// contents returns the markup inside a square with model m: the piece, the
// number, a found mine, a mine under fog in a full-minefield replay, the sweep
// badge (a broom); the square's classes say which are there, for the style sheet.
func (p *page) contents(m ui.Square) string {
	var c string
	if !m.Piece.IsNone() {
		code := ui.PieceCode(m.Piece)
		c = p.icon("piece", code, hidden+` data-piece="`+code+`"`)
	}
	if m.Number > 0 {
		c += `<span class="num" ` + hidden + `>` + strconv.Itoa(int(m.Number)) + `</span>`
	}
	if m.Mine {
		c += p.icon("mine-icon", "mine", hidden)
	}
	if m.Hidden {
		c += p.icon("mine-icon hidden", "mine", hidden)
	}
	if m.Sweep {
		c += p.icon("sweep-badge", "broom", hidden)
	}
	return c + aidContents(m)
}

// hidden is the attribute of what assistive technology skips: the square's
// label says it all.
const hidden = `aria-hidden="true"`

// icon returns the markup of an svg of the given class and further attributes
// (markup) that shows the sprite's symbol id.
func (p *page) icon(class, id, attrs string) string {
	return `<svg class="` + class + `" ` + attrs + `><use href="` + p.sprite + "#" + id + `"/></svg>`
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
