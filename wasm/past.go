//go:build js && wasm

package main

import (
	"strconv"

	"honnef.co/go/js/dom/v2"

	"mschess/ui"
	"mschess/ui/text"
)

// pastView is the dialog of the finished games kept on the device
// (ui.PastGames): a table of them, each row with its buttons to replay,
// export and delete it, and the tally by computer level. Its
// rows are written anew at each drawing, and one listener on the table's body,
// added at the first opening, serves their buttons by data-past and data-index.
type pastView struct {
	wired bool
}

// open lists the games and opens the dialog.
func (v *pastView) open(p *page) {
	dialog, list := byID("past-dialog"), byID("past-list")
	if dialog == nil || list == nil {
		return
	}
	if !v.wired {
		v.wired = true
		p.listeners.on(list, "click", func(ev dom.Event) { v.act(p, ev) })
	}
	v.draw(p.app)
	showModal(dialog)
}

// pastActions are the actions of a past game's row, each a button with
// data-past set to its name and data-index to the game's place in the list
// (ui.App.PastGames), and their labels.
var pastActions = [...]struct {
	name  string
	label text.Key
}{{"replay", text.PastReplay}, {"export", text.Export}, {"delete", text.PastDelete}}

// draw writes the games and the tally of the App's list into the dialog: a
// row a game, its date the row's header.
func (v *pastView) draw(app *ui.App) {
	m := app.PastGames()
	c := app.Text()
	byID("past-note").SetTextContent(m.Note)
	list := byID("past-list")
	list.SetInnerHTML("")
	for i, g := range m.Games {
		row := appendText(list, "tr", "")
		appendText(row, "th", g.Date).SetAttribute("scope", "row")
		appendText(row, "td", g.Opponent)
		appendText(row, "td", g.Result)
		appendText(row, "td", strconv.Itoa(g.Moves))
		cell := appendText(row, "td", "")
		for _, a := range pastActions {
			if !g.Recorded && a.name != "delete" {
				continue // a friend's game claimed: no record to replay or export
			}
			b := appendText(cell, "button", c.Text(a.label))
			b.SetAttribute("type", "button")
			b.SetAttribute("class", "small")
			b.SetAttribute("data-past", a.name)
			b.SetAttribute("data-index", strconv.Itoa(i))
		}
	}
	setFlag(byID("past-games"), "hidden", len(m.Games) == 0)
	tally := byID("past-tally")
	tally.SetInnerHTML("")
	for _, t := range m.Tally {
		appendText(tally, "li", t.Text)
	}
	setFlag(byID("past-tally-section"), "hidden", len(m.Tally) == 0)
}

// appendText appends an element of tag holding s to parent, and returns it.
func appendText(parent element, tag, s string) element {
	el := create(tag)
	el.SetTextContent(s)
	parent.AppendChild(el)
	return el
}

// act does what a row's button says (pastActions): a replay closes
// the dialog for the game on the board; an export offers the record over it;
// a delete lists the games anew and keeps the focus in the dialog.
func (v *pastView) act(p *page, ev dom.Event) {
	btn := closest(target(ev), "button[data-past]")
	if btn == nil {
		return
	}
	i, err := strconv.Atoi(btn.GetAttribute("data-index"))
	if err != nil {
		return
	}
	switch btn.GetAttribute("data-past") {
	case pastActions[0].name:
		closeDialog(byID("past-dialog"))
		p.app.ReplayPast(i)
		p.render()
	case pastActions[1].name:
		if rec, name, ok := p.app.ExportPast(i); ok {
			p.copying.show("export", p.app.Text().Text(text.ExportTitle), "", rec, name)
		}
	case pastActions[2].name:
		p.app.DeletePast(i)
		v.draw(p.app)
		byID("past-close").Focus()
	}
}
