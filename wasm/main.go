//go:build js && wasm

// Command wasm is the game's page: it draws the models of package ui into the DOM
// that index.html lays out, and forwards the players' input to ui. It holds no
// rules and no game state of its own. site/boot.js starts it.
package main

// DOM contract of the page, for the browser tests in e2e/ (ids unless said
// otherwise; every text comes from ui/text, so tests compare with a ui.App or
// text.English rather than with literals). Every control, with its label, key
// and action and which page holds it, is in the table of page/controls, whose
// tests check both pages against it; the page warns on the console of a
// control it lacks.
//
// Board. #board (role=grid) holds ten div[role=row], rank 10 first, which hold
// the 80 div.sq[data-sq][role=gridcell] (see e2e/page_test.go for the classes),
// each named by aria-label with what it shows (ui.App.SquareLabel).
// The square in front of a selected pawn that can sweep has the class "sweep"
// and an svg.sweep-badge, a broom in its corner that sweeps, clear of the
// step's dot in the middle. When that square holds a found mine (classes
// "sweep mine"), a tap or click anywhere on the square sweeps; the pawn steps
// onto the mine only by a drag, or Shift+Enter on the focused square.
// Elsewhere a tap on the square steps. The piece that a move just carried has
// the class "glide", whose animation (named glide, none under reduced motion)
// slides it from the square it left; where a mine destroyed it, an svg.ghost
// of it, seen only while it slides, does so in its place. Keys on the board: arrows move the
// focus, Enter or Space clicks, Shift+Enter steps, S sweeps, F flags. Under the board,
// p#recent (aria-hidden) holds the last moves up to the one on show, for a
// phone where the move list is out of sight. In the replay with the mines a mine still
// under fog has the class "hidden-mine" and an svg.mine-icon.hidden; that class
// never appears while a game runs.
//
// Keys elsewhere, outside fields and dialogs (wasm/keys.go): ? opens
// dialog#keys-dialog (#keys-title, dl#keys-list of kbd keys and what they do,
// #keys-close), as #keys, after #help, does; M focuses input#move-input of
// form#move-form (#move-label, #move-play), which plays a typed move and says in
// p#move-error why it did not; the field is emptied once the position it was
// typed for is gone (a move at the screen, a take-back, another game), not by
// a look back through the moves nor by the computer's reply; U takes back, R
// flips, N starts a new game; ← and → (away from the board), Home and End step
// through the moves, during a game too.
//
// Panel. #mines (the mine counter), #mines-label (what it counts) and
// #mines-found (how many of those are found, empty for none), #turn, #status
// (also the readable message for a bad save, a bad link or a bad seed), #offer,
// #controls with #new, #takeback, #draw (hidden against the computer and, its
// place kept, once the game is over), #resign, #rematch in Resign's place then,
// #back ("back to your game", shown only while an imported or shared game is
// on show, when #takeback is disabled): in div#bar, beside or under the board;
// #more with #flip, #autoflip, #daily, #help and #keys;
// p#takeback-why, the reason Take back is disabled (docs/rules.md §10), also
// #takeback's title, empty when it is enabled or no move was played; #losses;
// #moves and #live. dialog#ask (on both pages) opens while ui.Panel.Ask asks
// something before a game in progress is replaced, or resigned: #ask-text,
// #ask-yes and #ask-no, which like Esc answers no. dialog#gameover opens when a
// game ends by a move, a resignation or an agreed draw on this page, never for
// a game that was already over when it was opened (restored, imported, from a
// link or from another tab); for a daily game it holds p#gameover-card, the
// result card (ui.Panel.Card, empty otherwise), with #gameover-card-copy and
// #gameover-card-share (shown where the browser shares), and #gameover-analyse,
// which starts the analysis below. dialog#welcome (index.html only) opens on a
// first visit, while ui.Panel.Welcome asks whom to play: #welcome-title,
// #welcome-computer over #welcome-level-1, -4, -7 and -9 (the computer at
// that level, the first with the focus), #welcome-people (two people at this
// screen), #welcome-friend (an invitation, as #online) and
// #welcome-note; Esc closes it and leaves two people. dialog#names (index.html
// only) asks two people at this screen their names while ui.Panel.AskNames:
// #name-white and #name-black, #names-play gives them, #names-skip and Esc
// skip them.
//
// Fairness. #fair holds everything that depends on the minefield, and nothing
// outside it does (a trace comparison drops the #fair subtree):
// #commitment-row (hidden for a game with no seed) with button#commitment,
// whose text is the first 8 hex digits and "…", whose data-commitment and title
// hold all 32, and a click shows all 32 (aria-expanded="true");
// #copy-commitment; #seed-row (hidden while the game runs) with #seed, the seed
// in decimal; #known-note (hidden unless anyone could know the game's
// minefield: the daily's, naming its UTC date as YYYY-MM-DD, one its link set,
// a record's); #verify-row (shown once a seeded game is over) with
// input#verify-commitment (filled with the game's commitment; a player may paste
// the one noted at the start) and #verify; p#verify-result (class "ok" or "bad",
// the outcome in words).
//
// Replay. section#replay is shown only when the game on show is finished: the
// buttons #replay-first, #replay-prev, #replay-next, #replay-last (disabled at
// the ends), which ←, →, Home and End do too (see Keys); radio inputs
// name="replay-view" with ids #view-players (what the players saw, the same for
// both) and #view-mines (with the mines still under fog); both face the way
// #flip turned the board.
//
// Analysis (ui.Analysis), in section#history above the move list: #analyse
// (shown once a game is over and until its analysis is done) and
// #analyse-stop (while it runs) with span#analysis-progress ("Analysing…
// 12/40", no live region: the App says its start and end); svg#analysis-graph
// (aria-hidden, hidden until a move is judged) whose polyline#analysis-line
// holds the graph's points; and ul#analysis-text, visually hidden, the graph
// in words. The computer's worker judges the moves (worker.go); a marked
// move's sign follows it in its button, and its name in the button's
// aria-label.
//
// Records. #export and #share are disabled while the game runs; #import and
// #embed-code always work. dialog#copy-dialog[data-kind=export|share|embed]
// shows #copy-title, textarea#copy-text (the record, the link or the iframe
// snippet), #copy-copy, p#copy-status (what the copy did), a#copy-download (only
// for export: download="minesweeper-chess-YYYY-MM-DD.pgn", href a blob: URL) and
// #copy-close. #share opens it with the link and copies the link at once.
// dialog#import-dialog has textarea#import-text, input#import-file,
// #import-open, p#import-error (the parser's error in words) and #import-cancel;
// an opened record shows as a replay, like a link. p#toast (role=status),
// which floats at the foot of the screen, confirms the copy of the commitment
// or of the code or link for a friend (#online-copy), or says to copy by hand.
//
// Past games. #past (hidden without storage) opens dialog#past-dialog:
// h2#past-title, p#past-note (the cap, that none is there yet, or why they
// could not be read), div#past-games (hidden with none) with a table whose
// tbody#past-list has a row per finished game kept (localStorage
// "mschess.history", package persist), the newest first: th[scope=row] the
// date, then the opponent, the result and the moves, then the buttons
// button[data-past=replay|export|delete][data-index=N]; replay closes the
// dialog for the game's replay (as an imported record), export opens
// dialog#copy-dialog[data-kind=export]; section#past-tally-section (hidden
// with no game against the computer) has ul#past-tally, a line per level;
// #past-close.
//
// Help. #help opens dialog#help-dialog (modal) with
// h2#help-title and div#help-body (a region named by the title, which takes
// the focus as it opens): one section per part of the rules, each an
// h3 and its paragraphs (ui.App.Help), and form button#help-close. Esc closes
// it too, and the focus goes back to #help. The embed has no help of its own:
// its a#help-link opens the full page's (see Address).
//
// Speech and look. div#announce (aria-live) says ui.App.Speech's text once per
// thing said, and the sound of its cue plays after the next frame unless
// ui.App.Sound is off (input#sound and #sound-label in div#settings switch it).
// select#theme (#theme-label) offers ui.Themes; <html> has the class
// theme-light, theme-dark or theme-contrast for the one picked, none for auto.
//
// Updates. div#update, hidden until a new version waits, with #update-text and
// button#update-reload; site/boot.js runs the service worker protocol (see
// site/sw.js) and reloads only after that button.
//
// Address and storage. ?seed=N starts that minefield, ?daily=1 today's daily
// one, even when a game is saved; the save is left alone until the first move
// there, after which seed and daily are dropped from the address
// (history.replaceState), so that a reload restores the game. Without them the
// saved game comes back, board orientation and auto-flip included. #g=… (from
// #share) opens that finished game's replay and never touches the save; a bad
// link's error shows in #status; a later #g=… in the same tab (hashchange) does
// the same, asking first in dialog#ask (ui.AskLink) over a game in progress.
// While a game runs location.hash is empty. The
// save is localStorage "mschess.save" (package persist), the embed's
// "mschess.save.embed"; a storage event (another tab saved) goes to
// ui.App.StorageChanged. ?theme=auto|light|dark|contrast picks the theme,
// ?sound=1|0 the sound; ?orientation=white|black turns a new game's board;
// other values are ignored. #help opens dialog#help-dialog as the page starts,
// and goes from the address at once.
//
// Language. p#lang-row holds label#lang-label and select#lang, whose options
// are the languages the game speaks, each named in itself (value the language
// tag); picking one rewrites the page's texts at once, keeps the choice in
// localStorage "mschess.lang" and drops ?lang= from the address. ?lang=xx (a
// tag the game speaks) picks the language for a link or the embed; without it
// the language is the one picked before, else the first of navigator.languages
// that the game speaks, else English. <html lang> names it. The move list and
// p#recent show a piece's letter as its figurine, svg.fig using the sprite's
// white piece (#wN) or for a sweep's S its #broom, hidden from screen readers:
// each move's button has the move in words as its aria-label. Where
// input#letters (#letters-label, in div#settings) is checked, which
// localStorage "mschess.letters" keeps, they show the English piece letters of
// the records (Nf3) instead. Where input#ask-mines (#ask-mines-label, in
// div#settings) is checked, as it is until the player unchecks it, which
// localStorage "mschess.mineask" keeps, a move onto a found mine asks first in
// dialog#ask (ui.AskMine).
//
// Playing alone. #play holds select#opponent (value "0" for another person,
// "1"–"12" the computer's level, "friend" a friend) and select#side ("white" or "black", the
// person's side against the computer, disabled against a person): a change
// over a game in progress asks in dialog#ask (ui.AskOpponent), and a no puts
// the choices back. input#overlay turns the mine-odds overlay on: each fogged
// square gets span.odds with its chance in words ("25%") and the class
// odds-on, and the selected piece's targets the class risk-safe, risk-risky or
// risk-deadly; without it a target on a found mine still gets risk-deadly.
// #assisted (hidden unless so) says the game was played with the overlay on.
// A right-click, a long press of a finger, or a tap in flag mode
// (input#flagmode) on a fogged square cycles its flag: span.flag.flag-mine,
// span.flag.flag-question, none; #flagged counts the mines' flags of the
// person at the screen ("2 flagged"; between two people, once either has any,
// it names the side, "White: 2 flagged"), empty for none. #thinking
// (role=status) shows while the computer thinks and the board has the class
// "thinking". The computer searches in the worker whose script <html
// data-worker> names (site/worker.js runs this same program); where none
// starts, on the page. When a search fails, #search-failed (role=alert,
// hidden otherwise) says so in #search-failed-text, and button#retry asks
// again, on the page.
//
// Clocks. select#clock (#clock-label, in #play; not in the embed) offers no
// clock ("-") or ui.TimeControls by value ("180+2"), chosen like the opponent
// (ui.AskClock over a game in progress). div#clocks (role=group, hidden
// without a time control) holds p#clock-white and p#clock-black (hidden for
// the computer, which has none), each with .clock-name, .clock-time
// ("04:59", "00:09.3") and a visually hidden span that says "low on time";
// the class "running" marks the clock that runs, "low" one that runs low.
// While one runs the page ticks every 100 ms (ui.App.Tick), and once a clock
// shows it tells ui at each visibilitychange whether it is hidden.
//
// Playing a friend. #online ("Play a friend") starts an invitation, this page
// playing White: input#online-link (in #online-link-row, hidden until then)
// holds the invitation link, the page's address with the fragment
// #friend=1.w.<id>.<offer> (the version, the inviter's side, the game's id and
// the code of the WebRTC offer that site/peer.js made: no secret, nothing
// about the mines), and p#online-status (role=status, hidden with nothing to
// say) says the state in words: preparing, waiting, connecting, dealing,
// playing, the minefield opened and checked at the end, or why the game
// stopped. The friend's page shows its answer code in input#online-answer (in
// #online-answer-row); #online-send holds #online-copy and #online-share (hidden
// where the browser has no share sheet) for the code on show, and
// details#online-qr-box its QR code. The inviter pastes the answer into
// input#online-reply of form#online-reply-row and connects with
// #online-connect; p#online-reply-error (role=alert) says why a code was
// refused. A page opened at the link in the same browser joins over the
// BroadcastChannel "mschess-<id>" instead; otherwise the messages go over the
// data channel once it opens. The two deal (docs/rules.md §11) and play move
// by move. A dealt game is never saved; its address drops the invitation.
// input#stun, in details#stun-box, sets the STUN server, kept on the device
// ("mschess.stun"), as ?stun= names it for one page (ui.Options); it shows
// the server in use once summary#stun-title opens the setting;
// p#stun-error (role=alert) says why a server was refused.
//
// Embed. embed.html (<html class="embed">) has the board, #info, #status, #new,
// #takeback, #flip, the opponent's and side's choices with #thinking and
// #search-failed, a#help-link (target=_blank, to index.html#help with the
// theme and language), a#open-full (target=_blank, to index.html with the
// same options; a click writes into its href the game with a move, as
// ui.App.ContinueLink carries it, which site/boot.js hands over to the tab
// it opens, mschessCarried there) and a#friend-link (target=_blank, to index.html#invite with the
// theme and language, where the full page starts an invitation). Framed, it posts to window.parent, target origin "*":
// {type: "mschess:height", height: <px>} when its content height changes, and
// {type: "mschess:gameover", result: "1-0"|"0-1"|"1/2-1/2", reason:
// "checkmate"|"stalemate"|…} (engine.Reason.String) when a game ends.

import (
	"syscall/js"
	"time"

	"honnef.co/go/js/dom/v2"

	"mschess/ui"
)

func main() {
	mark("mschess:main") // this and the next marks time the start's phases (e2e/bench_test.go)
	if inWorker() {
		serveWorker()
		select {} // the worker's requests run the search from here on
	}
	loc := dom.GetWindow().Location()
	embed := root.Class().Contains("embed")
	suffix := ""
	if embed {
		suffix = ".embed"
	}
	// Not location.origin, which is "null" in a sandboxed frame.
	site := loc.Protocol() + "//" + loc.Host() + loc.Pathname()
	fragment := loc.Hash()
	if c := window.Get("mschessCarried"); c.Type() == js.TypeString { // the embed's game, handed over (site/boot.js)
		fragment = c.String()
	}
	app := ui.Open(ui.Env{
		Query:     loc.Search(),
		Fragment:  fragment,
		Store:     openStore(suffix),
		Clock:     clock,
		Random:    randomSeed,
		Site:      site,
		Languages: browserLanguages(),
		Embed:     embed,
		Now:       now,
		Entropy:   secureRandom{},
		Peers:     canConnect(),
	})
	if tag := app.LangWanted(); tag != "" {
		loaded := make(chan bool, 1)
		loadTexts(tag, func(ok bool) { loaded <- ok })
		if !<-loaded {
			app.LangUnavailable(tag)
		}
	}
	mark("mschess:opened")
	showTheme(app.Theme())
	p := newPage(app, embed)
	mark("mschess:built")
	p.render()
	ready()
	select {} // the page's event handlers run the game from here on
}

// ready tells the page, and the tests that wait on it, that the game is
// playable.
func ready() {
	mark("mschess:playable")
	root.SetAttribute("data-state", "ready")
}

// clock reads the time in Unix seconds.
func clock() int64 { return time.Now().Unix() }

// started is when the program started, from which now counts.
var started = time.Now()

// now reads the page's time in milliseconds, for the clocks: Go's monotonic
// time, which in the browser is performance.now, never the wall clock, which
// the system may set back.
func now() int64 { return time.Since(started).Milliseconds() }

// randomSeed returns a seed for a new minefield. It comes from the browser's
// secure source, because the seed gives the minefield away (docs/rules.md §2):
// nothing a player can observe may predict it.
func randomSeed() uint64 {
	var b [8]byte
	randomBytes(b[:])
	var s uint64
	for _, c := range b {
		s = s<<8 | uint64(c)
	}
	return s
}
