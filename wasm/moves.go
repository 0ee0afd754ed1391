//go:build js && wasm

package main

import (
	"slices"
	"strconv"

	"mschess/page/markup"
	"mschess/ui"
)

// The moves played: the move list, and the pieces each side has lost.

// moveList is the list of the moves played, ol#moves: one item per move
// number holding a button per ply, the ply on show marked as current.
type moveList struct {
	el       element     // nil in the embed
	plies    []plyButton // its buttons, one per ply
	rows     []element   // its items, one per move number
	current  int         // the ply whose button is marked current, 0 for none
	scrolled bool        // the list was scrolled to an earlier move than the last
}

// plyButton is one move of the move list, and what was last drawn of it.
type plyButton struct {
	el element
	plyDrawn
}

// plyDrawn is what a ply's button shows: its move, as figurines or letters,
// and its words, which name it for a screen reader.
type plyDrawn struct {
	san, words string
	letters    bool
}

// show writes d into the button el: the move as figurines from the sprite at
// URL sprite, or as letters.
func (d plyDrawn) show(el element, sprite string) {
	if d.letters {
		el.SetTextContent(d.san)
	} else {
		el.SetInnerHTML(markup.Figurines(sprite, d.san))
	}
	el.SetAttribute("aria-label", d.words)
}

// draw brings the move list up to date with the panel n, its figurines from
// the sprite at URL sprite.
func (l *moveList) draw(n ui.Panel, sprite string) {
	if l.el == nil {
		return
	}
	for len(l.plies) > len(n.Moves) {
		last := len(l.plies) - 1
		l.plies[last].el.Remove()
		l.plies = l.plies[:last]
		if last%2 == 0 {
			l.rows[len(l.rows)-1].Remove()
			l.rows = l.rows[:len(l.rows)-1]
		}
	}
	if l.current > len(l.plies) {
		l.current = 0
	}
	for i, san := range n.Moves {
		d := plyDrawn{san: san, words: n.MoveWords[i], letters: n.Letters}
		if i < len(l.plies) {
			if l.plies[i].plyDrawn != d {
				d.show(l.plies[i].el, sprite)
				l.plies[i].plyDrawn = d
			}
			continue
		}
		if i%2 == 0 {
			row := create("li")
			l.el.AppendChild(row)
			l.rows = append(l.rows, row)
		}
		b := create("button")
		b.SetAttribute("type", "button")
		b.SetAttribute("tabindex", "-1")
		b.SetAttribute("data-ply", strconv.Itoa(i+1))
		d.show(b, sprite)
		l.rows[len(l.rows)-1].AppendChild(b)
		l.plies = append(l.plies, plyButton{el: b, plyDrawn: d})
	}
	if n.Shown == l.current {
		return
	}
	// The list is one stop of Tab, the move on show's button (the first's at
	// the start), as a list of many moves calls for: a newcomer's trial
	// pressed Tab 18 times to pass nine moves. In it ← and → step through the
	// game (ui's keys), and the focus follows the move on show.
	was, now := l.plies[max(l.current, 1)-1].el, l.plies[max(n.Shown, 1)-1].el
	focus := document.Get("activeElement").Equal(was.Underlying())
	was.RemoveAttribute("aria-current")
	was.SetAttribute("tabindex", "-1")
	now.SetAttribute("tabindex", "0")
	if n.Shown > 0 {
		now.SetAttribute("aria-current", "true")
	}
	if focus {
		now.Focus()
	}
	l.current = n.Shown
	// Live, the reversed list keeps the newest move in view by itself, unless
	// it was scrolled to an earlier one: reading the layout costs a move.
	if !n.Live || l.scrolled {
		l.scrolled = !n.Live
		if n.Shown > 0 {
			keepInView(l.plies[n.Shown-1].el)
		} else if len(l.rows) > 0 {
			keepInView(l.rows[0])
		}
	}
}

// recentLine is p#recent, the last moves under the board, as figurines or
// letters (ui.Panel.Recent), and what was last drawn of it.
type recentLine struct {
	lazyElement
	memo[recentDrawn]
}

// recentDrawn is what p#recent shows.
type recentDrawn struct {
	moves   string
	letters bool
}

// show writes the moves as letters, or as figurines from the sprite at URL
// sprite. Like textOut, it leaves the built page's empty line alone.
func (r *recentLine) show(d recentDrawn, sprite string) {
	if (!r.drawn && d.moves == "") || !r.changed(d) {
		return
	}
	switch el := r.get(); {
	case el == nil:
	case d.letters:
		el.SetTextContent(d.moves)
	default:
		el.SetInnerHTML(markup.Figurines(sprite, d.moves))
	}
}

// keepInView scrolls the move list's box, and nothing else, so that el, in
// it, shows whole.
func keepInView(el element) {
	box := closest(el, ".scroll")
	if box == nil {
		return
	}
	b, e := box.GetBoundingClientRect(), el.GetBoundingClientRect()
	by := 0.0
	switch {
	case e.Top() < b.Top():
		by = e.Top() - b.Top()
	case e.Bottom() > b.Bottom():
		by = e.Bottom() - b.Bottom()
	default:
		return
	}
	box.Set("scrollTop", box.Get("scrollTop").Float()+by)
}

// lostPieces are the pieces each side has lost, by engine.Color, and what was
// last drawn of them.
type lostPieces struct {
	el    [2]lazyElement
	drawn [2][]ui.Loss
}

// draw shows the pieces side c has lost, when they changed, with the sprite
// at the URL sprite and the words of app.
func (l *lostPieces) draw(c int, losses []ui.Loss, sprite string, app *ui.App) {
	if slices.Equal(losses, l.drawn[c]) {
		return
	}
	el := l.el[c].get()
	if el == nil {
		return
	}
	var html string
	for _, loss := range losses {
		class := "lost"
		if loss.Destroyed {
			class = "lost destroyed"
		}
		code := ui.PieceCode(loss.Piece)
		html += markup.Icon(sprite, class, code, `data-piece="`+code+`" role="img" aria-label="`+ui.EscapeAttr(app.LossLabel(loss))+`"`)
	}
	el.SetInnerHTML(html)
	l.drawn[c] = losses
}
