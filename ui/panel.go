package ui

import (
	"strconv"

	"mschess/engine"
	"mschess/engine/bot"
	"mschess/ui/text"
)

// Loss is a piece a side has lost.
type Loss struct {
	Piece     engine.Piece
	Destroyed bool // by a mine, rather than captured
}

// Panel is everything a front end needs to draw the side panel and the controls.
type Panel struct {
	Mines int          // the mine counter of the position on show (docs/rules.md §2)
	Side  engine.Color // the side to move in the live game
	Turn  string       // whose turn it is in the live game, or that it is over
	// Status is a notice, then check, a draw offer, the end of the game or
	// what the last move did; before the first move, that the game is the
	// daily puzzle, or on a first visit where the help is.
	Status string
	// Moves are the moves in the SAN of the records (docs/rules.md §8);
	// MoveWords, each of them in words, for a screen reader, which would spell
	// a move's letters or figurines out. Letters says that the move list
	// writes a move's pieces as its letters (Nf3), as the player chose, rather
	// than as figurines (♘f3), which read alike in every language.
	Moves     []string
	MoveWords []string
	Letters   bool
	// AskMines says that a move onto a found mine asks first (Ask), as it
	// does unless the player turned it off.
	AskMines bool
	// STUN is the STUN server a connection to a friend's device asks, "" for
	// none (App.STUN).
	STUN string

	// MinesLabel says what Mines counts, in the form its number takes: "mines
	// on the board"; Found, how many of them are found, "1 of them found", or ""
	// for none. Together they say that found mines count too (docs/rules.md §2).
	MinesLabel, Found string

	// Shown is the number of plies on show: len(Moves) when Live.
	Shown int
	// Recent is the last few moves up to the position on show, numbered as in
	// a record ("12. Nf3 Nc8 13. Qd2"), for a line under the board where the
	// move list is out of sight; "" before the first move.
	Recent string
	Live   bool
	// Lost holds, by engine.Color, the pieces each side had lost by the position on
	// show, most valuable first.
	Lost [2][]Loss

	DrawOffered bool // a draw offer waits for an answer from the person here
	CanTakeback bool
	// TakebackWhy says why the last move cannot be taken back (docs/rules.md §10):
	// it revealed something, or against the computer its reply did, or the game
	// is over; "" when it can or no move was played.
	TakebackWhy string
	// MoveError says why the move typed last was not played, in the App's
	// language, until the next move or another position on show; "" for none.
	MoveError string

	// TypedFor changes whenever the position that a move is typed for does,
	// and only then: a move at the screen, a take-back, another game. A move
	// still in the field for typed moves was typed for the position before,
	// so the page empties the field. Looking back through the moves keeps it,
	// and so does the computer's reply, during which the player may type the
	// next move.
	TypedFor int

	CanResign bool
	// OfferShown is set while the game runs and the other side takes draw
	// offers, for Offer draw: two people at one screen do, the computer does
	// not. CanOffer says whether the side to move may offer one now.
	OfferShown bool
	CanOffer   bool
	Over       bool // the live game has ended
	// Rematch is set when the player's own game is over, for a rematch;
	// Harder and Easier when the computer has a level above, or below, its
	// own for one.
	Rematch, Harder, Easier bool
	Result                  string
	Reason                  string

	// Ended is set when the game has just ended by an action on this page (a
	// move, a resignation, an agreed draw), until
	// DismissEnding or another game on show: the page tells the ending once, in
	// its dialog or to the page that frames it. A game that was over when it
	// was opened never sets it.
	Ended bool
	// Outcome is the game's result and How the way it ended, for the page that
	// frames this one; engine.Ongoing and engine.NoReason while it runs.
	Outcome engine.Result
	How     engine.Reason

	Flipped  bool
	AutoFlip bool

	// Back is set while BackToYourGame returns to the player's own game: a
	// finished game from a link or a record is on show (App.Reviewing), or a
	// friend's game is over with the player's own saved behind it in
	// progress, which a new game would replace.
	Back bool
	// Past is set when the page keeps finished games on the device: it has
	// storage, and is not the embed (PastGames).
	Past bool
	// Commitment is the game's commitment to its minefield, 32 hex digits, or ""
	// for a game not laid from a seed; Seed is the seed in decimal, revealed once
	// the game is over.
	Commitment, Seed string
	// Known says that anyone could know the game's minefield, and why: the
	// daily's of a date, one its link set, a record's; "" for a minefield the
	// page drew itself, which alone is secret.
	Known string
	// Replay is set once the game is over: its positions can be stepped through,
	// shown in View, exported, shared and verified.
	Replay     bool
	View       ReplayView
	CanVerify  bool
	Verify     string // the outcome of Verify in words, "" before it
	Verified   bool   // the outcome was a success
	CanBack    bool   // an earlier position is there to show
	CanForward bool   // a later one is

	// Ask is the question the page must put to the players in its dialog
	// before it goes on; its zero value asks nothing.
	Ask Ask
	// Welcome asks the page to put the question of whom to play, on a
	// player's first visit, until they answer it: ChooseOpponent, or
	// DismissWelcome for the game as it stands.
	Welcome bool
	// AskNames asks the page to ask two people at this screen their names,
	// until SetNames answers.
	AskNames bool
	// OpenHelp asks the page to open its help, as its address did (#help),
	// until HelpOpened.
	OpenHelp bool

	Opponent Opponent // who plays the other side, and on what clock
	// Clocks are the clocks by engine.Color, none Shown without a time
	// control; Ticking is set while one runs, or the grace period of a friend
	// who left a game, when the page calls Tick about every 100 ms.
	Clocks   [2]ClockFace
	Ticking  bool
	Thinking bool // the computer is to move, and its answer awaited
	Overlay  bool // the mine-odds overlay is on
	// Assisted says that the game on show was played with the overlay on; ""
	// for a game that was not.
	Assisted string
	// Flagged says how many fogged squares the person at the screen flagged as
	// mines, "2 flagged", or "" for none.
	Flagged  string
	FlagMode bool // a tap on a fogged square flags it
	// SearchFailed says in words that the computer could not find its move
	// (App.SearchFailed); "" otherwise.
	SearchFailed string
	// Online is the game against a friend on another page, if there is one.
	Online Online
	// Card is the result card of the player's daily game once it is over, to
	// copy or share; "" for any other game.
	Card string
	// Analysis is the analysis of the finished game on show (analysis.go).
	Analysis Analysis
}

// Panel returns the model of the side panel.
func (a *App) Panel() Panel {
	v := a.view()
	over := a.game.Over()
	moves := a.game.Moves()
	mines := v.Position.MineCounter()
	w := &a.words
	p := Panel{
		Mines:       mines,
		MinesLabel:  w.text.Plural(text.MinesLabel, mines),
		Found:       w.found(&v.Position),
		Side:        a.game.Side(),
		Turn:        a.turnText(w),
		Status:      join(a.status(w, a.newcomer, &v.Position), a.analysis.shownLine(w)),
		Moves:       make([]string, len(moves)),
		MoveWords:   make([]string, len(moves)),
		Letters:     a.Letters(),
		AskMines:    a.AsksMines(),
		STUN:        a.STUN(),
		Shown:       a.shown,
		Recent:      recent(moves[:a.shown]),
		Live:        a.live(),
		Lost:        lost(moves[:a.shown]),
		DrawOffered: a.draw.open && !a.rival.plays(a.draw.by.Other()),
		CanTakeback: a.rival.takesBack() && a.game.CanUndo(a.takebackPlies()) == nil,
		TakebackWhy: a.takebackWhy(w),
		CanResign:   !over && a.rival.resignable(),
		OfferShown:  !over && a.rival.takesOffers(),
		CanOffer:    !over && !a.draw.open && a.rival.takesOffers() && !a.rival.waiting(),
		Over:        over,
		Ended:       a.news.ended,
		Flipped:     a.orient.flipped,
		AutoFlip:    a.orient.auto,
		Back:        a.game.canGoBack(a.savedGame),
		Past:        a.past.kept(),
		Replay:      over,
		View:        a.replay,
		Verify:      a.verifyText(w),
		Verified:    a.verify.done && a.verify.err == nil,
		CanBack:     a.shown > 0,
		CanForward:  a.shown < len(moves),
		Ask:         a.askModel(w),
		Welcome:     a.welcome,
		AskNames:    a.players.askNames,
		Card:        a.challenge.card(w),
		OpenHelp:    a.opts.Help,
		Opponent:    a.clocks.with(a.rival.opponent()),
		Clocks:      a.clocks.faces(w, &a.game, a.rival),
		Ticking:     a.clocks.runs(&a.game, a.rival) || a.online.waits(),
		Thinking:    a.thinking(),
		Online:      a.online.panel(w),
		Overlay:     a.overlay,
		Flagged:     a.flagged(w),
		FlagMode:    a.flagMode,
		TypedFor:    a.typed,
		Known:       a.game.knownNote(w.text),
	}
	if a.news.refusal != nil {
		p.MoveError = a.news.refusal(w.text)
	}
	if a.assistedGame() {
		p.Assisted = w.text.Text(text.AssistedNote)
	}
	if a.failed && a.rivalToMove() {
		p.SearchFailed = w.text.Text(text.SearchFailed)
	}
	if c, ok := a.game.Commitment(); ok {
		p.Commitment, p.CanVerify = c, over
		if seed, _ := a.game.Seed(); over {
			p.Seed = strconv.FormatUint(seed, 10)
		}
	}
	for i, m := range moves {
		p.Moves[i], p.MoveWords[i] = m.SAN, w.moveWords(m.Events)
	}
	p.Analysis = a.analysis.model(w, &p)
	if over {
		p.Result, p.Reason = a.resultTitle(w), w.resultText(a.game.Game, a.rival)
		if p.Online.Letter != "" { // a game by links: the friend's page waits for this one's key
			p.Reason = join(p.Reason, p.Online.Status)
		}
		if o := a.rival.opponent(); !a.game.from.reviewing() {
			p.Rematch = !o.Friend || a.online.canRematch()
			p.Harder, p.Easier = o.Computer() && o.Level < bot.MaxLevel, o.Computer() && o.Level > bot.MinLevel
		}
	}
	p.Outcome, p.How = a.game.Result()
	return p
}

// lost returns, by engine.Color, the pieces each side lost in moves, most
// valuable first.
func lost(moves []engine.Played) [2][]Loss {
	var l [2][]Loss
	for _, m := range moves {
		if e := m.Effects; !e.Captured.IsNone() {
			l[e.Captured.Color] = append(l[e.Captured.Color], Loss{Piece: e.Captured})
		}
		if e := m.Effects; !e.Lost.IsNone() {
			l[e.Lost.Color] = append(l[e.Lost.Color], Loss{Piece: e.Lost, Destroyed: true})
		}
	}
	for c := range l {
		l[c] = byKind(l[c])
	}
	return l
}

// byKind returns the losses, the most valuable kind first, each kind's in the
// order they were lost. A pass a kind, not a sort: a stable sort of the type
// costs 7 KB of download (docs/size.md).
func byKind(losses []Loss) []Loss {
	var sorted []Loss
	for k := engine.King; k >= engine.Pawn; k-- {
		for _, l := range losses {
			if l.Piece.Kind == k {
				sorted = append(sorted, l)
			}
		}
	}
	return sorted
}

// recentPlies is how many plies Panel.Recent holds at most: a phone's line.
const recentPlies = 6

// recent writes the last recentPlies of moves, numbered: a move of White's
// after its number ("12. Nf3"), and one of Black's that comes first after its
// number and an ellipsis ("12… Nc8").
func recent(moves []engine.Played) string {
	from := max(0, len(moves)-recentPlies)
	s := ""
	for i := from; i < len(moves); i++ {
		n := strconv.Itoa(i/2 + 1)
		switch {
		case i%2 == 0:
			s = join(s, n+".")
		case i == from:
			s = join(s, n+"…")
		}
		s = join(s, moves[i].SAN)
	}
	return s
}

// found says how many mines of position p are found, "1 of them found", or ""
// for none.
func (w *words) found(p *engine.Position) string {
	n := p.FoundMines().Count()
	if n == 0 {
		return ""
	}
	return w.text.Plural(text.MinesFound, n, strconv.Itoa(n))
}

// takebackWhy says in the words of w why the last move cannot be taken back,
// or "" when it can or there is none.
func (m *match) takebackWhy(w *words) string {
	plies := m.takebackPlies()
	err := m.game.CanUndo(plies)
	if err == nil && !m.rival.takesBack() {
		return w.text.Text(text.NoTakebackFriend)
	}
	switch err {
	case engine.ErrRevealed:
		// Against the computer Take back would undo its reply with the
		// person's move, and "the last move" would point at the reply: the
		// note names the one that revealed something (a newcomer's trial).
		if plies == 2 && m.rival.opponent().Computer() {
			if moves := m.game.Moves(); moves[len(moves)-1].Effects.Revealing() {
				return w.text.Text(text.NoTakebackReply)
			}
			return w.text.Text(text.NoTakebackYours)
		}
		return w.text.Text(text.NoTakebackRevealed)
	case engine.ErrGameOver:
		return w.text.Text(text.NoTakebackOver)
	}
	return ""
}
