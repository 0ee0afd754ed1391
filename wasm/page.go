//go:build js && wasm

package main

import (
	"slices"
	"strconv"

	"honnef.co/go/js/dom/v2"

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

	mines, turn, side, status       textOut
	takebackWhy, takebackTitle      textOut
	takeback, resign, offer, accept flagOut
	decline, live, autoflip         flagOut

	voice     voice     // what the App says, read out and played
	moveError textOut   // why a typed move was not played
	themes    []element // select#theme's options, by ui.Themes

	moves   element
	plies   []plyButton // the move list's buttons, one per ply
	rows    []element   // its items, one per move number
	current int         // the ply whose button is marked current, 0 for none

	lost      [2]element
	lostDrawn [2][]ui.Loss

	gameover, gameoverTitle, gameoverText element
	// over tells whether the game on show had ended at the last render, so that
	// an ending is told (dialog, message to the host page) once, when it happens.
	over bool

	embed bool   // the page is embed.html, in another site's iframe
	addr  string // the query and fragment last put in the address

	back, replay, first, before, after, last flagOut
	views                                    [2]flagOut // the radios, by ui.ReplayView
	export, share                            flagOut

	commitmentRow, seedRow, dailyNote, verifyRow flagOut
	commitment                                   element
	verifyInput                                  *dom.HTMLInputElement
	commitmentFull                               bool   // all 32 digits are shown
	shownCommitment                              string // the commitment drawn
	seed, daily, verifyResult                    textOut
	verifyClass                                  textOut

	copyDialog, copyStatus, copyDownload element
	copyText, importText                 *dom.HTMLTextAreaElement
	download                             download
	importDialog, importError            element
	importFile                           *dom.HTMLInputElement
	toast                                textOut
	toastShown                           int // counts the toasts, so that a toast's timer hides only its own
	lastHeight                           int // the height last asked of the host page

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

// labels are the texts the pages leave to the program, by element id. An element
// that a page lacks (embed.html has few of them) is skipped.
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
	{"daily", text.Daily}, {"back", text.BackToYourGame},
	{"update-text", text.UpdateReady}, {"update-reload", text.UpdateReload},
	{"commitment-label", text.CommitmentLabel}, {"copy-commitment", text.Copy},
	{"seed-label", text.SeedLabel}, {"verify", text.Verify},
	{"replay-label", text.ReplayLabel}, {"replay-first", text.ReplayFirst}, {"replay-prev", text.ReplayBack},
	{"replay-next", text.ReplayForward}, {"replay-last", text.ReplayLast},
	{"view-players-label", text.ViewPlayers}, {"view-mines-label", text.ViewMines},
	{"export", text.Export}, {"share", text.Share}, {"import", text.Import}, {"embed-code", text.Embed},
	{"copy-copy", text.Copy}, {"copy-download", text.Download}, {"copy-close", text.CloseDialog},
	{"import-title", text.ImportTitle}, {"import-help", text.ImportHelp}, {"import-file-label", text.ImportFile},
	{"import-open", text.ImportOpen}, {"import-cancel", text.Cancel}, {"open-full", text.OpenFull},
	{"help", text.HowToPlay}, {"help-title", text.HowToPlay}, {"help-close", text.CloseDialog},
	{"lang-label", text.LangLabel},
	{"keys", text.KeysButton}, {"keys-title", text.KeysTitle}, {"keys-close", text.CloseDialog},
	{"move-label", text.MoveInputLabel}, {"move-play", text.MovePlay},
	{"theme-label", text.ThemeLabel}, {"sound-label", text.SoundLabel},
	{"opponent-label", text.PlayAgainst}, {"side-label", text.YourSide}, {"side-white", text.PlayAsWhite},
	{"side-black", text.PlayAsBlack}, {"overlay-label", text.OddsOverlay}, {"flagmode-label", text.FlagMode},
}

// newPage finds the page's elements, fills in its texts, builds the board and
// wires up the input.
func newPage(app *ui.App, embed bool) *page {
	p := &page{
		app:   app,
		embed: embed,
		board: byID("board"), focus: engine.SquareAt(4, 1),
		mines: textOut{el: byID("mines")}, turn: textOut{el: byID("turn")},
		side: textOut{el: byID("turn"), attr: "data-side"}, status: textOut{el: byID("status")},
		moveError:   textOut{el: byID("move-error")},
		voice:       voice{region: byID("announce")},
		takebackWhy: textOut{el: byID("takeback-why")}, takebackTitle: textOut{el: byID("takeback"), attr: "title"},
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

		back:   flagOut{el: byID("back"), prop: "hidden"},
		replay: flagOut{el: byID("replay"), prop: "hidden"},
		first:  flagOut{el: byID("replay-first"), prop: "disabled"},
		before: flagOut{el: byID("replay-prev"), prop: "disabled"},
		after:  flagOut{el: byID("replay-next"), prop: "disabled"},
		last:   flagOut{el: byID("replay-last"), prop: "disabled"},
		views: [2]flagOut{ui.PlayersView: {el: byID("view-players"), prop: "checked"},
			ui.WithMines: {el: byID("view-mines"), prop: "checked"}},
		export: flagOut{el: byID("export"), prop: "disabled"},
		share:  flagOut{el: byID("share"), prop: "disabled"},

		commitmentRow: flagOut{el: byID("commitment-row"), prop: "hidden"},
		seedRow:       flagOut{el: byID("seed-row"), prop: "hidden"},
		dailyNote:     flagOut{el: byID("daily-note"), prop: "hidden"},
		verifyRow:     flagOut{el: byID("verify-row"), prop: "hidden"},
		commitment:    byID("commitment"), verifyInput: inputOf(byID("verify-commitment")),
		seed: textOut{el: byID("seed")}, daily: textOut{el: byID("daily-note")},
		verifyResult: textOut{el: byID("verify-result")}, verifyClass: textOut{el: byID("verify-result"), attr: "class"},

		copyDialog: byID("copy-dialog"), copyText: textAreaOf(byID("copy-text")), copyStatus: byID("copy-status"),
		copyDownload: byID("copy-download"),
		importDialog: byID("import-dialog"), importText: textAreaOf(byID("import-text")),
		importFile: inputOf(byID("import-file")), importError: byID("import-error"),
		toast: textOut{el: byID("toast")},
	}
	p.sprite = p.board.Dataset()["sprite"]
	p.label()
	p.buildBoard()
	p.squares[p.focus].el.SetAttribute("tabindex", "0")
	p.newPlaying()
	p.wire()
	p.wirePlaying()
	p.wireLang()
	p.over = app.Panel().Over
	loc := dom.GetWindow().Location()
	p.addr = loc.Search() + loc.Hash()
	if embed {
		p.watchHeight()
	}
	return p
}

// label writes the texts that stay put in the App's language: the page's lang,
// its title, the controls' labels and the links that carry the language.
func (p *page) label() {
	c := p.app.Text()
	root.SetAttribute("lang", p.app.Lang())
	setTitle(c.Text(text.AppTitle))
	for _, l := range labels {
		if el := byID(l.id); el != nil {
			el.SetTextContent(c.Text(l.key))
		}
	}
	if el := byID("commitment-row"); el != nil {
		el.SetAttribute("title", c.Text(text.CommitmentHelp))
	}
	if el := byID("open-full"); el != nil {
		el.SetAttribute("href", p.app.FullGameLink())
	}
	p.board.SetAttribute("aria-label", c.Text(text.BoardLabel))
	p.labelPlaying()
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
	p.takeback.show(!n.CanTakeback)
	p.takebackWhy.show(n.TakebackWhy)
	p.takebackTitle.show(n.TakebackWhy)
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
	p.drawReplay(n)
	p.drawAsk(n.Ask)
	p.drawPlaying(n)
	switch {
	case n.Over && !p.over:
		p.ended(n)
	case !n.Over && p.over && p.gameover != nil:
		closeDialog(p.gameover)
	}
	p.over = n.Over
}

// ended tells that the game just ended: the game-over dialog on the page, a
// message to the host page in the embed.
func (p *page) ended(n ui.Panel) {
	if p.embed {
		result, reason := p.app.Game().Result()
		postToHost(map[string]any{"type": "mschess:gameover", "result": result.String(), "reason": reason.String()})
	}
	if p.gameover == nil {
		return
	}
	p.gameoverTitle.SetTextContent(n.Result)
	p.gameoverText.SetTextContent(n.Reason)
	showModal(p.gameover)
}

// drawReplay draws what belongs to a finished game and its fairness: the
// replay's steps and views, the commitment, the seed and its check, the daily
// note, and the records' buttons.
func (p *page) drawReplay(n ui.Panel) {
	p.back.show(!n.Reviewing)
	p.replay.show(!n.Replay)
	p.first.show(!n.CanBack)
	p.before.show(!n.CanBack)
	p.after.show(!n.CanForward)
	p.last.show(!n.CanForward)
	for v := range p.views {
		p.views[v].show(n.View == ui.ReplayView(v))
	}
	p.export.show(!n.Replay)
	p.share.show(!n.Replay)
	p.dailyNote.show(n.Daily == "")
	p.daily.show(n.Daily)
	p.commitmentRow.show(n.Commitment == "")
	if n.Commitment != p.shownCommitment && p.commitment != nil {
		p.shownCommitment, p.commitmentFull = n.Commitment, false
		p.commitment.SetAttribute("data-commitment", n.Commitment)
		p.commitment.SetAttribute("title", n.Commitment)
		p.verifyInput.SetValue(n.Commitment)
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
	p.commitment.SetTextContent(c)
	p.commitment.SetAttribute("aria-expanded", expanded)
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
}

// drawLosses shows the pieces side c has lost, when they changed.
func (p *page) drawLosses(c int, losses []ui.Loss) {
	if p.lost[c] == nil || slices.Equal(losses, p.lostDrawn[c]) {
		return
	}
	box := p.lost[c]
	box.SetTextContent("")
	for _, l := range losses {
		svg := p.icon("lost", ui.PieceCode(l.Piece))
		svg.SetAttribute("data-piece", ui.PieceCode(l.Piece))
		svg.SetAttribute("role", "img")
		svg.SetAttribute("aria-label", p.app.LossLabel(l))
		svg.RemoveAttribute("aria-hidden")
		if l.Destroyed {
			svg.SetAttribute("class", "lost destroyed")
		}
		box.AppendChild(svg)
	}
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

// textOut is an element's text, or one of its attributes when attr is set.
type textOut struct {
	el   element
	attr string
	memo[string]
}

func (t *textOut) show(s string) {
	if t.el == nil || !t.changed(s) {
		return
	}
	if t.attr != "" {
		t.el.SetAttribute(t.attr, s)
	} else {
		t.el.SetTextContent(s)
	}
}

// flagOut is a boolean property of an element, such as disabled or hidden,
// written as its attribute; but checked is set as the input's checkedness, which
// its attribute no longer sets once the player has changed it.
type flagOut struct {
	el   element
	prop string
	memo[bool]
}

func (f *flagOut) show(on bool) {
	if f.el == nil || !f.changed(on) {
		return
	}
	if f.prop == "checked" {
		inputOf(f.el).SetChecked(on)
		return
	}
	setFlag(f.el, f.prop, on)
}
