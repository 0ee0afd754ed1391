//go:build js && wasm

package main

import (
	"strconv"

	"mschess/ui"
)

// help opens the "How to play" dialog. Its sections are written in at the
// first opening, so that a page nobody asks for help on never builds them. The
// dialog is modal: the browser closes it on Esc and gives the focus back to the
// button.
func (p *page) help() {
	dialog, body := byID("help-dialog"), byID("help-body")
	if dialog == nil || body == nil {
		return
	}
	if c := p.app.Text(); !c.HasHelp() {
		// The app comes without the help's texts (package text): they come
		// with the language's file, which the service worker keeps offline.
		loadTexts(c.Lang(), func(ok bool) {
			if ok && p.app.Text().HasHelp() {
				p.help()
			} else {
				p.app.HelpUnavailable()
			}
			p.render()
		})
		return
	}
	if !body.HasChildNodes() {
		for _, s := range p.app.Help() {
			sec := create("section")
			h := create("h3")
			h.SetTextContent(s.Heading)
			sec.AppendChild(h)
			for _, para := range s.Paragraphs {
				el := create("p")
				el.SetTextContent(para)
				sec.AppendChild(el)
			}
			for _, d := range s.Diagrams {
				sec.AppendChild(p.diagram(d))
			}
			body.AppendChild(sec)
		}
	}
	scrollToTop(body)
	showModal(dialog)
}

// diagram draws one of the help's small boards, square by square as the board
// draws its own, under its caption. A screen reader reads the diagram as one
// picture, by its summary.
func (p *page) diagram(d ui.Diagram) element {
	fig := create("figure")
	fig.SetAttribute("class", "diagram")
	grid := create("div")
	grid.SetAttribute("class", "diagram-board")
	grid.SetAttribute("role", "img")
	grid.SetAttribute("aria-label", d.Summary)
	grid.Style().SetProperty("--files", strconv.Itoa(d.Files), "")
	grid.Style().SetProperty("--ranks", strconv.Itoa(d.Ranks), "")
	for i, m := range d.Squares {
		if i%d.Files == 0 {
			grid.AppendChild(coordinate(d.RankNames[i/d.Files]))
		}
		q := square{el: create("div")}
		p.drawSquare(&q, m, "")
		grid.AppendChild(q.el)
	}
	grid.AppendChild(coordinate(""))
	for _, f := range d.FileNames {
		grid.AppendChild(coordinate(f))
	}
	caption := create("figcaption")
	caption.SetTextContent(d.Caption)
	caption.SetAttribute("aria-hidden", "true")
	fig.AppendChild(grid)
	fig.AppendChild(caption)
	return fig
}

// coordinate makes a rank's number or a file's letter at a diagram's edge.
func coordinate(name string) element {
	el := create("span")
	el.SetAttribute("class", "coord")
	el.SetTextContent(name)
	return el
}
