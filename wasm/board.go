//go:build js && wasm

package main

import (
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

// drawBoard brings the squares up to date with the models, touching only what
// changed since the last call. The first call writes the whole board at once,
// unless the page kept the built one (keepBuiltBoard).
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

// unknown stands for what a square of the built page shows, which the page
// keeps without working it out: it equals no class, label or contents, so the
// square's first drawing writes all three.
const unknown = "\x00"

// keepBuiltBoard keeps the squares that the built page holds, as it starts,
// when they show what the App's board does: the built pages hold the board of
// a new game, labelled in labels.Lang (tools/build).
func (p *page) keepBuiltBoard() {
	b := p.app.Board()
	if !p.board.HasChildNodes() || p.app.Lang() != labels.Lang {
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
	for s := range p.squares {
		p.squares[s] = square{class: unknown, label: unknown, contents: unknown}
	}
	p.prev, p.drawn = b, true
}

// writeBoard writes the 80 squares of b in one piece of markup: one write costs
// the page far less than the hundreds of calls that making each element would
// take.
func (p *page) writeBoard(b [engine.NumSquares]ui.Square) {
	p.board.SetInnerHTML(markup.Board(func(s engine.Square) string {
		q := &p.squares[s]
		*q = square{class: markup.Classes(b[s]), label: p.app.SquareLabel(s, b[s]), contents: markup.Contents(b[s], p.sprite)}
		return markup.Cell(s, q.class, q.label, q.contents, s == p.focus)
	}))
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
	if c := markup.Classes(m); c != q.class {
		q.el.SetAttribute("class", c)
		q.class = c
	}
	if c := markup.Contents(m, p.sprite); c != q.contents {
		q.el.SetInnerHTML(c)
		q.contents = c
	}
	if label != q.label {
		q.el.SetAttribute("aria-label", label)
		q.label = label
	}
}
