//go:build js && wasm

package main

import (
	"slices"
	"strconv"
	"strings"

	"honnef.co/go/js/dom/v2"

	"mschess/engine"
	"mschess/ui"
	"mschess/ui/text"
	"mschess/wasm/labels"
	"mschess/wasm/markup"
)

// page is the game's page: the elements index.html provides, what was last drawn
// into them, and the App they show.
type page struct {
	app      *ui.App
	sprite   string // URL of the piece sprite, from #board's data-sprite
	textLang string // the language of the labels the page holds

	board   element
	squares [engine.NumSquares]square
	prev    [engine.NumSquares]ui.Square // the models last drawn
	drawn   bool                         // prev holds what the squares show
	flipped bool
	focus   engine.Square // the square that takes the board's keyboard focus

	mines, turn, side, status  textOut
	minesLabel, found          textOut // what the counter counts, and how many are found
	recent                     textOut // the last moves, under the board
	takebackWhy, takebackTitle textOut
	controls                   []button // one for each of controls (controls.go)

	voice     voice                  // what the App says, read out and played
	moveError textOut                // why a typed move was not played
	moveInput *dom.HTMLInputElement  // the field for typed moves; nil in the embed
	draftFor  memo[int]              // Panel.TypedFor, as last drawn (drawDraft)
	themes    *dom.HTMLSelectElement // select#theme

	moves    element
	plies    []plyButton // the move list's buttons, one per ply
	rows     []element   // its items, one per move number
	current  int         // the ply whose button is marked current, 0 for none
	scrolled bool        // the list was scrolled to an earlier move than the last

	lost      [2]lazyElement
	lostDrawn [2][]ui.Loss

	gameover                    element
	gameoverTitle, gameoverText textOut
	told                        memo[bool] // Panel.Ended, as last drawn

	embed bool   // the page is embed.html, in another site's iframe
	addr  string // the query and fragment last put in the address

	replay flagOut

	commitmentRow, seedRow, knownNote, verifyRow flagOut
	commitment, verifyInput                      lazyElement
	commitmentFull                               bool   // all 32 digits are shown
	shownCommitment                              string // the commitment drawn
	seed, known, knownTitle, verifyResult        textOut
	verifyClass                                  textOut

	download   download
	toast      textOut
	toastShown int // counts the toasts, so that a toast's timer hides only its own
	lastHeight int // the height last asked of the host page

	drag drag
	play playing // playing alone: the opponent, the aids and the flags (play.go)

	// listeners are the page's event handlers. The page lives as long as the
	// program, so they are never released; keeping them makes that possible.
	listeners listeners
}

// plyButton is one move of the move list.
type plyButton struct {
	el  element
	san string
}

// newPage finds the page's elements, fills in its texts, builds the board and
// wires up the input.
func newPage(app *ui.App, embed bool) *page {
	p := &page{
		app:      app,
		textLang: labels.Lang,
		embed:    embed,
		board:    byID("board"), focus: markup.FirstFocus,
		mines: textAt("mines"), turn: textAt("turn"), side: attrAt("turn", "data-side"),
		minesLabel: textAt("mines-label"), found: textAt("mines-found"),
		status: textAt("status"), moveError: textAt("move-error"),
		voice:       voice{region: lazyElement{id: "announce"}},
		takebackWhy: textAt("takeback-why"), takebackTitle: attrAt("takeback", "title"),
		moves: byID("moves"), recent: textAt("recent"),
		lost:     [2]lazyElement{{id: "captured-white"}, {id: "captured-black"}},
		gameover: byID("gameover"), gameoverTitle: textAt("gameover-title"),
		gameoverText: textAt("gameover-text"),

		replay: flagAt("replay", "hidden"),

		commitmentRow: flagAt("commitment-row", "hidden"), seedRow: flagAt("seed-row", "hidden"),
		knownNote: flagAt("known-note", "hidden"), verifyRow: flagAt("verify-row", "hidden"),
		commitment: lazyElement{id: "commitment"}, verifyInput: lazyElement{id: "verify-commitment"},
		seed: textAt("seed"), known: textAt("known-text"), knownTitle: attrAt("known-note", "title"),
		verifyResult: textAt("verify-result"), verifyClass: attrAt("verify-result", "class"),
		toast: textAt("toast"),
	}
	p.sprite = p.board.GetAttribute("data-sprite") // not Dataset, a map of them all (docs/start.md)
	p.keepBuiltBoard()
	p.findControls()
	p.newPlaying()
	p.label()
	p.wire()
	p.wireLang()
	loc := dom.GetWindow().Location()
	p.addr = loc.Search() + loc.Hash()
	if embed {
		p.watchHeight()
	}
	return p
}

// label writes the texts that stay put in the App's language, unless the page
// holds them in it already, as the built pages do in labels.Lang: the page's
// lang, its title, the labels and the opponents' names. It then writes the
// links that carry the language.
func (p *page) label() {
	if lang := p.app.Lang(); lang != p.textLang {
		c := p.app.Text()
		root.SetAttribute("lang", lang)
		setTitle(c.Text(text.AppTitle))
		for _, l := range labels.All {
			el := byID(l.ID)
			switch {
			case el == nil:
			case l.Attr != "":
				el.SetAttribute(l.Attr, c.Text(l.Key))
			default:
				el.SetTextContent(c.Text(l.Key))
			}
		}
		p.labelPlaying()
		p.textLang = lang
	}
	if el := byID("open-full"); el != nil {
		el.SetAttribute("href", p.app.FullGameLink())
	}
	if el := byID("help-link"); el != nil {
		el.SetAttribute("href", p.app.HelpLink())
	}
}

// render draws the App's current models: the board, then the panel; then it
// brings the address up to date.
func (p *page) render() {
	p.drawBoard()
	p.drawPanel()
	if a := p.app.Address(); a != p.addr {
		replaceAddress(dom.GetWindow().Location().Pathname() + a)
		p.addr = a
	}
}

func (p *page) drawPanel() {
	n := p.app.Panel()
	p.mines.show(strconv.Itoa(n.Mines))
	p.minesLabel.show(n.MinesLabel)
	p.found.show(n.Found)
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
	p.voice.speak(p.app.Speech(), p.app.Sound())
	p.drawControls(n)
	p.takebackWhy.show(n.TakebackWhy)
	p.takebackTitle.show(n.TakebackWhy)
	p.moveError.show(n.MoveError)
	p.drawDraft(n.TypedFor)
	if len(n.Moves)+len(p.plies) > 0 { // none to draw nor to take away (docs/start.md)
		p.drawMoves(n)
	}
	p.recent.show(n.Recent)
	for c := range n.Lost {
		p.drawLosses(c, n.Lost[c])
	}
	p.drawReplay(n)
	p.drawAsk(n.Ask)
	if n.OpenHelp {
		p.app.HelpOpened()
		p.help()
	}
	p.drawPlaying(n)
	p.drawEnding(n)
}

// drawEnding tells how the game just ended when the panel model starts to ask:
// in the game-over dialog on the page, in a message to the host page in the
// embed. It acts only when Panel.Ended changes: a dialog the player just closed
// stays closed until its close event has dismissed the ending.
func (p *page) drawEnding(n ui.Panel) {
	p.gameoverTitle.show(n.Result)
	p.gameoverText.show(n.Reason)
	switch {
	case !p.told.changed(n.Ended):
	case !n.Ended:
		if p.gameover != nil {
			closeDialog(p.gameover)
		}
	case p.embed:
		postToHost(map[string]any{"type": "mschess:gameover", "result": n.Outcome.String(), "reason": n.How.String()})
	case p.gameover != nil:
		showModal(p.gameover)
	}
}

// drawReplay draws what belongs to a finished game and its fairness: the
// replay's steps and views, the commitment, the seed and its check, the note of a
// minefield anyone could know, and the records' buttons.
func (p *page) drawReplay(n ui.Panel) {
	p.replay.show(!n.Replay)
	p.knownNote.show(n.Known == "")
	p.known.show(n.Known)
	p.knownTitle.show(n.Known) // the embed's mark shows only an eye: the words come on hover
	p.commitmentRow.show(n.Commitment == "")
	if c := p.commitment.get(); n.Commitment != p.shownCommitment && c != nil {
		p.shownCommitment, p.commitmentFull = n.Commitment, false
		c.SetAttribute("data-commitment", n.Commitment)
		c.SetAttribute("title", n.Commitment)
		inputOf(p.verifyInput.get()).SetValue(n.Commitment)
		p.drawCommitment()
	}
	p.seedRow.show(n.Seed == "")
	p.seed.show(n.Seed)
	p.verifyRow.show(!n.CanVerify)
	p.verifyResult.show(n.Verify)
	switch {
	case n.Verify == "":
		p.verifyClass.show("")
	case n.Verified:
		p.verifyClass.show("ok")
	default:
		p.verifyClass.show("bad")
	}
}

// drawCommitment shows the commitment's first 8 digits, or all of them.
func (p *page) drawCommitment() {
	c := p.shownCommitment
	expanded := "true"
	if !p.commitmentFull && len(c) > 8 {
		c, expanded = c[:8]+"…", "false"
	}
	el := p.commitment.get()
	el.SetTextContent(c)
	el.SetAttribute("aria-expanded", expanded)
}

// drawMoves brings the move list up to date: one item per move number holding a
// button per ply, and the button of the ply on show marked as current.
func (p *page) drawMoves(n ui.Panel) {
	if p.moves == nil {
		return
	}
	for len(p.plies) > len(n.Moves) {
		last := len(p.plies) - 1
		p.plies[last].el.Remove()
		p.plies = p.plies[:last]
		if last%2 == 0 {
			p.rows[len(p.rows)-1].Remove()
			p.rows = p.rows[:len(p.rows)-1]
		}
	}
	if p.current > len(p.plies) {
		p.current = 0
	}
	for i, san := range n.Moves {
		if i < len(p.plies) {
			if p.plies[i].san != san {
				p.plies[i].el.SetTextContent(san)
				p.plies[i].san = san
			}
			continue
		}
		if i%2 == 0 {
			row := create("li")
			p.moves.AppendChild(row)
			p.rows = append(p.rows, row)
		}
		b := create("button")
		b.SetAttribute("type", "button")
		b.SetAttribute("data-ply", strconv.Itoa(i+1))
		b.SetTextContent(san)
		p.rows[len(p.rows)-1].AppendChild(b)
		p.plies = append(p.plies, plyButton{el: b, san: san})
	}
	if n.Shown == p.current {
		return
	}
	if p.current > 0 {
		p.plies[p.current-1].el.RemoveAttribute("aria-current")
	}
	if n.Shown > 0 {
		p.plies[n.Shown-1].el.SetAttribute("aria-current", "true")
	}
	p.current = n.Shown
	// Live, the reversed list keeps the newest move in view by itself, unless
	// it was scrolled to an earlier one: reading the layout costs a move.
	if !n.Live || p.scrolled {
		p.scrolled = !n.Live
		if n.Shown > 0 {
			keepInView(p.plies[n.Shown-1].el)
		} else if len(p.rows) > 0 {
			keepInView(p.rows[0])
		}
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

// drawLosses shows the pieces side c has lost, when they changed.
func (p *page) drawLosses(c int, losses []ui.Loss) {
	if slices.Equal(losses, p.lostDrawn[c]) {
		return
	}
	el := p.lost[c].get()
	if el == nil {
		return
	}
	var html string
	for _, l := range losses {
		class := "lost"
		if l.Destroyed {
			class = "lost destroyed"
		}
		code := ui.PieceCode(l.Piece)
		html += markup.Icon(p.sprite, class, code, `data-piece="`+code+`" role="img" aria-label="`+ui.EscapeAttr(p.app.LossLabel(l))+`"`)
	}
	el.SetInnerHTML(html)
	p.lostDrawn[c] = losses
}

// memo is the value last written to the page, so that a value is written only when
// it changes: DOM writes are what an update costs.
type memo[T comparable] struct {
	last  T
	drawn bool
}

// changed records v and reports whether it differs from what was last written.
func (m *memo[T]) changed(v T) bool {
	if m.drawn && v == m.last {
		return false
	}
	m.last, m.drawn = v, true
	return true
}

// lazyElement is the page's element of an id, looked up when it is first
// needed: each lookup costs the start a few calls into JavaScript, and most of
// the page's elements are not written until the game changes.
type lazyElement struct {
	id    string
	el    element   // nil when the page lacks it
	found bool      // el was looked up
	_     [0]func() // not comparable (docs/size.md)
}

// get returns the element, or nil when the page lacks it.
func (l *lazyElement) get() element {
	if !l.found {
		l.el, l.found = byID(l.id), true
	}
	return l.el
}

// textOut is an element's text, or one of its attributes when attr is set.
// The pages start each such element empty and without the attribute, so
// that an empty text needs no first write, nor the element.
type textOut struct {
	lazyElement
	attr string
	memo[string]
}

// textAt is the text of the element of id.
func textAt(id string) textOut { return textOut{lazyElement: lazyElement{id: id}} }

// attrAt is the attribute attr of the element of id.
func attrAt(id, attr string) textOut { return textOut{lazyElement: lazyElement{id: id}, attr: attr} }

func (t *textOut) show(s string) {
	if (!t.drawn && s == "") || !t.changed(s) {
		return
	}
	switch el := t.get(); {
	case el == nil:
	case t.attr != "":
		el.SetAttribute(t.attr, s)
	default:
		el.SetTextContent(s)
	}
}

// flagOut is a boolean property of an element, such as disabled or hidden,
// written as its attribute; but checked is set as the input's checkedness, which
// its attribute no longer sets once the player has changed it.
type flagOut struct {
	lazyElement
	prop string
	memo[bool]
}

// flagAt is the property prop of the element of id.
func flagAt(id, prop string) flagOut { return flagOut{lazyElement: lazyElement{id: id}, prop: prop} }

// builtFlags are the flags that the built page holds set, "id:prop"
// between spaces (tools/build writes them into <html data-flags>, and says
// why checkedness is not among them), or "" where the page does not say.
var builtFlags = readBuiltFlags()

func readBuiltFlags() string {
	if root == nil || !root.HasAttribute("data-flags") {
		return ""
	}
	return " " + root.GetAttribute("data-flags") + " "
}

func (f *flagOut) show(on bool) {
	if !f.drawn && builtFlags != "" && f.prop != "checked" {
		// As the built page holds it, drawn already (docs/start.md).
		f.last, f.drawn = strings.Contains(builtFlags, " "+f.id+":"+f.prop+" "), true
	}
	if !f.changed(on) {
		return
	}
	switch el := f.get(); {
	case el == nil:
	case f.prop == "checked":
		inputOf(el).SetChecked(on)
	default:
		setFlag(el, f.prop, on)
	}
}
