//go:build js && wasm

package main

import (
	"slices"
	"strconv"
	"syscall/js"

	"mschess/engine"
	"mschess/ui"
	"mschess/ui/text"
)

// page is the game's page: the elements index.html provides, what was last drawn
// into them, and the App they show.
type page struct {
	app    *ui.App
	sprite string // URL of the piece sprite, from #board's data-sprite

	board   element
	squares [engine.NumSquares]square
	prev    [engine.NumSquares]ui.Square // the models last drawn
	drawn   bool                         // prev holds what the squares show
	flipped bool
	focus   engine.Square // the square that takes the board's keyboard focus

	mines, turn, side, status, announce textOut
	takeback, resign, offer, accept     flagOut
	decline, live, autoflip             flagOut

	moves   element
	plies   []plyButton // the move list's buttons, one per ply
	rows    []element   // its items, one per move number
	current int         // the ply whose button is marked current, 0 for none

	lost      [2]element
	lostDrawn [2][]ui.Loss

	gameover, gameoverTitle, gameoverText element
	over                                  bool // the game-over dialog has been shown for this ending

	drag drag

	// listeners are the page's event handlers. The page lives as long as the
	// program, so they are never released; keeping them makes that possible.
	listeners []js.Func
}

// plyButton is one move of the move list.
type plyButton struct {
	el  element
	san string
}

// labels are the texts index.html leaves to the program, by element id.
var labels = [...]struct {
	id  string
	key text.Key
}{
	{"title", text.AppTitle}, {"new", text.NewGame}, {"takeback", text.Takeback},
	{"flip", text.Flip}, {"autoflip-label", text.AutoFlip}, {"resign", text.Resign},
	{"draw", text.OfferDraw}, {"accept-draw", text.AcceptDraw}, {"decline-draw", text.DeclineDraw},
	{"live", text.BackToGame}, {"mines-label", text.MinesLabel}, {"moves-label", text.MovesLabel},
	{"lost-white-label", text.LostByWhite}, {"lost-black-label", text.LostByBlack},
	{"gameover-new", text.NewGame}, {"gameover-close", text.Close},
}

// newPage finds the page's elements, fills in its texts, builds the board and
// wires up the input.
func newPage(app *ui.App) *page {
	p := &page{
		app:   app,
		board: byID("board"), focus: engine.SquareAt(4, 1),
		mines: textOut{el: byID("mines")}, turn: textOut{el: byID("turn")},
		side: textOut{el: byID("turn"), attr: "data-side"}, status: textOut{el: byID("status")},
		announce: textOut{el: byID("announce")},
		takeback: flagOut{el: byID("takeback"), prop: "disabled"},
		resign:   flagOut{el: byID("resign"), prop: "disabled"},
		offer:    flagOut{el: byID("draw"), prop: "disabled"},
		accept:   flagOut{el: byID("accept-draw"), prop: "hidden"},
		decline:  flagOut{el: byID("decline-draw"), prop: "hidden"},
		live:     flagOut{el: byID("live"), prop: "hidden"},
		autoflip: flagOut{el: byID("autoflip"), prop: "checked"},
		moves:    byID("moves"),
		lost:     [2]element{byID("captured-white"), byID("captured-black")},
		gameover: byID("gameover"), gameoverTitle: byID("gameover-title"), gameoverText: byID("gameover-text"),
	}
	p.sprite = p.board.attr("data-sprite")
	c := app.Text()
	document.Set("title", c.Text(text.AppTitle))
	for _, l := range labels {
		byID(l.id).setText(c.Text(l.key))
	}
	p.board.setAttr("aria-label", c.Text(text.BoardLabel))
	p.buildBoard()
	p.squares[p.focus].el.setAttr("tabindex", "0")
	p.wire()
	return p
}

// render draws the App's current models: the board, then the panel.
func (p *page) render() {
	p.drawBoard()
	p.drawPanel()
}

func (p *page) drawPanel() {
	n := p.app.Panel()
	p.mines.show(strconv.Itoa(n.Mines))
	p.turn.show(n.Turn)
	switch {
	case n.Over:
		p.side.show("over")
	case n.Side == engine.Black:
		p.side.show("black")
	default:
		p.side.show("white")
	}
	p.status.show(n.Status)
	p.announce.show(p.app.Announcement())
	p.takeback.show(!n.CanTakeback)
	p.resign.show(!n.CanResign)
	p.offer.show(!n.CanOffer)
	p.accept.show(!n.DrawOffered)
	p.decline.show(!n.DrawOffered)
	p.live.show(n.Live)
	p.autoflip.show(n.AutoFlip)
	p.drawMoves(n)
	for c := range n.Lost {
		p.drawLosses(c, n.Lost[c])
	}
	switch {
	case n.Over && !p.over:
		p.gameoverTitle.setText(n.Result)
		p.gameoverText.setText(n.Reason)
		if !p.gameover.Get("open").Bool() {
			p.gameover.Call("showModal")
		}
	case !n.Over && p.over && p.gameover.Get("open").Bool():
		p.gameover.Call("close")
	}
	p.over = n.Over
}

// drawMoves brings the move list up to date: one item per move number holding a
// button per ply, and the button of the ply on show marked as current.
func (p *page) drawMoves(n ui.Panel) {
	for len(p.plies) > len(n.Moves) {
		last := len(p.plies) - 1
		p.plies[last].el.remove()
		p.plies = p.plies[:last]
		if last%2 == 0 {
			p.rows[len(p.rows)-1].remove()
			p.rows = p.rows[:len(p.rows)-1]
		}
	}
	if p.current > len(p.plies) {
		p.current = 0
	}
	for i, san := range n.Moves {
		if i < len(p.plies) {
			if p.plies[i].san != san {
				p.plies[i].el.setText(san)
				p.plies[i].san = san
			}
			continue
		}
		if i%2 == 0 {
			row := create("li")
			p.moves.append(row)
			p.rows = append(p.rows, row)
		}
		b := create("button")
		b.setAttr("type", "button")
		b.setAttr("data-ply", strconv.Itoa(i+1))
		b.setText(san)
		p.rows[len(p.rows)-1].append(b)
		p.plies = append(p.plies, plyButton{el: b, san: san})
	}
	if n.Shown == p.current {
		return
	}
	if p.current > 0 {
		p.plies[p.current-1].el.removeAttr("aria-current")
	}
	if n.Shown > 0 {
		p.plies[n.Shown-1].el.setAttr("aria-current", "true")
	}
	p.current = n.Shown
}

// drawLosses shows the pieces side c has lost, when they changed.
func (p *page) drawLosses(c int, losses []ui.Loss) {
	if slices.Equal(losses, p.lostDrawn[c]) {
		return
	}
	box := p.lost[c]
	box.setText("")
	for _, l := range losses {
		svg := p.icon("lost", pieceCode(l.Piece))
		svg.setAttr("data-piece", pieceCode(l.Piece))
		svg.setAttr("role", "img")
		svg.setAttr("aria-label", p.app.LossLabel(l))
		svg.removeAttr("aria-hidden")
		if l.Destroyed {
			svg.setAttr("class", "lost destroyed")
		}
		box.append(svg)
	}
	p.lostDrawn[c] = losses
}

// textOut is an element's text, or one of its attributes when attr is set,
// written only when it changes.
type textOut struct {
	el    element
	attr  string
	last  string
	drawn bool
}

func (t *textOut) show(s string) {
	if t.drawn && s == t.last {
		return
	}
	if t.attr != "" {
		t.el.setAttr(t.attr, s)
	} else {
		t.el.setText(s)
	}
	t.last, t.drawn = s, true
}

// flagOut is a boolean property of an element, such as disabled or hidden,
// written only when it changes.
type flagOut struct {
	el    element
	prop  string
	last  bool
	drawn bool
}

func (f *flagOut) show(on bool) {
	if f.drawn && on == f.last {
		return
	}
	f.el.Set(f.prop, on)
	f.last, f.drawn = on, true
}
