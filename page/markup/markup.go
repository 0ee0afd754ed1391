// Package markup writes the board's squares as HTML. The page (package main
// in wasm/) draws the board and the help's diagrams with it, and tools/build
// writes with it the board of a new game into the built pages, which so show
// the board before the program runs.
package markup

import (
	"strconv"
	"strings"

	"mschess/engine"
	"mschess/ui"
)

// FirstFocus is the square of the board that the keyboard reaches first:
// White's king's pawn.
var FirstFocus = engine.SquareAt(4, 1)

// Hidden is the attribute of what assistive technology skips: the square's
// label says it all.
const Hidden = `aria-hidden="true"`

// Board returns the markup of the 80 squares, rank 10 first as White sees the
// board (the style sheet turns them round for #board.flipped), cell giving
// each square's. For screen readers the board is a grid of ten rows, one per
// rank, each square a cell named by its label; the rows take no box of their
// own (style.css), so the squares still lay out as one list.
func Board(cell func(engine.Square) string) string {
	var html strings.Builder
	for r := engine.Ranks - 1; r >= 0; r-- {
		html.WriteString(`<div role="row">`)
		for f := range engine.Files {
			html.WriteString(cell(engine.SquareAt(f, r)))
		}
		html.WriteString(`</div>`)
	}
	return html.String()
}

// Cell returns the markup of square s with its class, label and contents,
// which the keyboard reaches by Tab when focused.
func Cell(s engine.Square, class, label, contents string, focused bool) string {
	tab := "-1"
	if focused {
		tab = "0"
	}
	return `<div data-sq="` + s.String() + `" role="gridcell" tabindex="` + tab + `" class="` + class +
		`" aria-label="` + ui.EscapeAttr(label) + `">` + contents + `</div>`
}

// Contents returns the markup inside a square with model m: the piece, the
// number, a found mine, a mine under fog in a full-minefield replay, the sweep
// badge (a broom), the odds and the flag; the square's classes say which are
// there, for the style sheet. The pictures come from the sprite at URL sprite,
// "" for the one in the page.
func Contents(m ui.Square, sprite string) string {
	var c string
	if !m.Piece.IsNone() {
		code := ui.PieceCode(m.Piece)
		c = Icon(sprite, "piece", code, Hidden+` data-piece="`+code+`"`)
	}
	if m.Number > 0 {
		c += `<span class="num" ` + Hidden + `>` + strconv.Itoa(int(m.Number)) + `</span>`
	}
	if m.Mine {
		c += Icon(sprite, "mine-icon", "mine", Hidden)
	}
	if m.Hidden {
		c += Icon(sprite, "mine-icon hidden", "mine", Hidden)
	}
	if m.Sweep {
		c += Icon(sprite, "sweep-badge", "broom", Hidden)
	}
	if m.Odds != "" {
		c += `<span class="odds" ` + Hidden + `>` + ui.EscapeAttr(m.Odds) + `</span>`
	}
	if m.Flag != ui.NoFlag {
		c += `<span class="` + flagClasses[m.Flag] + `" ` + Hidden + `>` + flagSigns[m.Flag] + `</span>`
	}
	return c
}

// Icon returns the markup of an svg of the given class and further attributes
// (markup) that shows the symbol id of the sprite at URL sprite.
func Icon(sprite, class, id, attrs string) string {
	return `<svg class="` + class + `" ` + attrs + `><use href="` + sprite + "#" + id + `"/></svg>`
}

// Classes returns the class attribute of a square with model m. The class pc
// marks a piece on the square, which the style sheet cannot tell as cheaply.
func Classes(m ui.Square) string {
	c := "sq dark"
	if m.Light {
		c = "sq light"
	}
	flags := [...]struct {
		on   bool
		name string
	}{
		{!m.Piece.IsNone(), " pc"}, {m.Fog, " fog"}, {m.Mine, " mine"}, {m.Hidden, " hidden-mine"}, {m.Selected, " sel"}, {m.Target, " target"},
		{m.Sweep, " sweep"}, {m.Last, " last"}, {m.Check, " check"}, {m.Premove, " premove"}, {m.Better, " better"},
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
	c += riskClasses[m.Risk]
	if m.Odds != "" {
		c += " odds-on"
	}
	return c
}

// effectClasses are the class names of ui's effects.
var effectClasses = [...]string{
	ui.Revealed: " fx-reveal",
	ui.Swept:    " fx-swept",
	ui.Sapper:   " fx-sapper",
	ui.Blast:    " fx-blast",
}

// riskClasses are the class names of ui's risks, the risk of a move to a
// target.
var riskClasses = [...]string{ui.Safe: " risk-safe", ui.Risky: " risk-risky", ui.Deadly: " risk-deadly"}

// flagClasses and flagSigns draw each flag: a mine's flag is a picture, drawn
// by the style sheet; the question is a "?".
var (
	flagClasses = [...]string{ui.FlagMine: "flag flag-mine", ui.FlagQuestion: "flag flag-question"}
	flagSigns   = [...]string{ui.FlagMine: "", ui.FlagQuestion: "?"}
)
