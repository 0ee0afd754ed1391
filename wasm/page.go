//go:build js && wasm

package main

import (
	"strconv"

	"honnef.co/go/js/dom/v2"

	"mschess/engine"
	"mschess/page/labels"
	"mschess/page/markup"
	"mschess/ui"
	"mschess/ui/text"
)

// page is the game's page: the elements index.html provides, what was last drawn
// into them, and the App they show.
type page struct {
	app      *ui.App
	textLang string // the language of the labels the page holds

	boardView // the board and its squares (board.go)

	mines, turn, side, status  textOut
	minesLabel, found          textOut    // what the counter counts, and how many are found
	recent                     recentLine // the last moves, under the board (moves.go)
	takebackWhy, takebackTitle textOut
	controls                   []button // one for each of controls (controls.go)

	voice     voice                  // what the App says, read out and played
	moveError textOut                // why a typed move was not played
	moveInput *dom.HTMLInputElement  // the field for typed moves; nil in the embed
	draftFor  memo[int]              // Panel.TypedFor, as last drawn (drawDraft)
	themes    *dom.HTMLSelectElement // select#theme

	moves   moveList   // moves.go
	lost    lostPieces // moves.go
	ending  ending
	welcome welcome      // welcome.go
	names   welcome      // dialog#names, asked as welcome is (Panel.AskNames)
	fair    fairness     // fairness.go
	analyse analysisView // analysis.go
	clocks  clockView    // clock.go

	embed bool   // the page is embed.html, in another site's iframe
	addr  string // the query and fragment last put in the address

	copying    copyDialog
	toast      toast
	lastHeight int // the height last asked of the host page

	drag   drag
	tapped bool       // the pointer's last press began on the board (wireStrayClicks)
	play   playing    // playing alone: the opponent, the aids and the flags (play.go)
	online onlineView // playing a friend in another tab (online.go)
	past   pastView   // the finished games kept on the device (past.go)

	// listeners are the page's event handlers. The page lives as long as the
	// program, so they are never released; keeping them makes that possible.
	listeners listeners
}

// newPage finds the page's elements, fills in its texts, builds the board and
// wires up the input.
func newPage(app *ui.App, embed bool) *page {
	p := &page{
		app:       app,
		textLang:  labels.Lang,
		embed:     embed,
		boardView: boardView{board: byID("board"), focus: markup.FirstFocus},
		mines:     textAt("mines"), turn: textAt("turn"), side: attrAt("turn", "data-side"),
		minesLabel: textAt("mines-label"), found: textAt("mines-found"),
		status: textAt("status"), moveError: textAt("move-error"),
		voice:       voice{region: lazyElement{id: "announce"}},
		takebackWhy: textAt("takeback-why"), takebackTitle: attrAt("takeback", "title"),
		moves: moveList{el: byID("moves")}, recent: recentLine{lazyElement: lazyElement{id: "recent"}},
		lost: lostPieces{el: [2]lazyElement{{id: "captured-white"}, {id: "captured-black"}}},
		ending: ending{dialog: byID("gameover"), title: textAt("gameover-title"), text: textAt("gameover-text"),
			card: textAt("gameover-card"), share: flagAt("gameover-card-share", "hidden"), embed: embed},
		fair:    newFairness(),
		analyse: newAnalysisView(),
		welcome: welcome{dialog: lazyElement{id: "welcome"}},
		names:   welcome{dialog: lazyElement{id: "names"}},
		toast:   toast{text: textAt("toast")},
	}
	p.sprite = p.board.GetAttribute("data-sprite") // not Dataset, a map of them all (docs/start.md)
	p.keepBuilt(app)
	p.findControls()
	p.play = newPlaying(app, p.render)
	p.clocks = newClockView(func() {
		// A tick that said nothing changed the clocks alone.
		said := app.Speech().Serial
		app.Tick(pageHidden())
		if app.Speech().Serial == said {
			p.clocks.draw(app.Panel())
			return
		}
		p.render()
	}, func(hidden bool) {
		app.Tick(hidden)
		p.render()
	})
	p.online = newOnlineView(&p.listeners)
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
		p.play.label(c)
		p.textLang = lang
	}
	if el := byID("open-full"); el != nil {
		el.SetAttribute("href", p.app.FullGameLink())
	}
	if el := byID("help-link"); el != nil {
		el.SetAttribute("href", p.app.HelpLink())
	}
	if el := byID("friend-link"); el != nil {
		el.SetAttribute("href", p.app.FriendLink())
	}
}

// render draws the App's current models: the board, then the panel; then it
// brings the address up to date.
func (p *page) render() {
	p.boardView.draw(p.app)
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
	if len(n.Moves)+len(p.moves.plies) > 0 { // none to draw nor to take away (docs/start.md)
		p.moves.draw(n, p.sprite)
	}
	p.recent.show(recentDrawn{moves: n.Recent, letters: n.Letters}, p.sprite)
	for c := range n.Lost {
		p.lost.draw(c, n.Lost[c], p.sprite, p.app)
	}
	p.fair.draw(n)
	p.analyse.draw(n.Analysis)
	p.drawAsk(n.Ask)
	p.welcome.draw(n.Welcome, func(d element) { p.onDismiss(d, p.app.DismissWelcome) })
	p.names.draw(n.AskNames, func(d element) { p.onDismiss(d, p.app.SkipNames) })
	if n.OpenHelp {
		p.app.HelpOpened()
		p.help()
	}
	p.play.draw(n, p.app.Text(), p.board)
	p.clocks.draw(n)
	wired := p.online.wired
	p.online.draw(p.app, n.Online, p.render)
	if !wired && p.online.wired {
		p.wireStrayClicks() // with the first friend's game, as the codes it brings into view
	}
	p.ending.draw(n)
}

// ending is how the page tells the end of a game: the game-over dialog, or in
// the embed a message to the host page.
type ending struct {
	dialog            element // dialog#gameover; nil in the embed
	title, text, card textOut
	share             flagOut    // the card's Share, hidden where the browser has no share sheet
	told              memo[bool] // Panel.Ended, as last drawn
	embed             bool
}

// draw tells how the game just ended when the panel model starts to ask. It
// acts only when Panel.Ended changes: a dialog the player just closed stays
// closed until its close event has dismissed the ending.
func (e *ending) draw(n ui.Panel) {
	e.title.show(n.Result)
	e.text.show(n.Reason)
	if e.dialog != nil {
		e.card.show(n.Card)
		e.share.show(n.Card == "" || !canShare())
	}
	switch {
	case !e.told.changed(n.Ended):
	case !n.Ended:
		if e.dialog != nil {
			closeDialog(e.dialog)
		}
	case e.embed:
		postToHost(map[string]any{"type": "mschess:gameover", "result": n.Outcome.String(), "reason": n.How.String()})
	case e.dialog != nil:
		showModal(e.dialog)
	}
}
