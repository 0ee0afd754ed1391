// Package ui is the game as two players at one screen use it: what is selected,
// which way the board faces, which earlier position is on show, whether a draw is
// on offer, and what the last move did. It turns all of that into plain models —
// one per square, one for the side panel — that a front end only has to draw, and
// it takes the players' input as simple actions. It knows nothing of the DOM, so
// it is tested natively.
//
// Everything it shows comes from the players' view of the game (engine.Game.View
// and ViewAt): a mine under fog never reaches a model.
package ui

import (
	"mschess/engine"
	"mschess/persist"
	"mschess/ui/text"
)

// App is the state of the game screen, grouped by concern: the game on show and
// what is known of it, the position on show and how a finished game is shown,
// the piece being moved, the board's orientation, a draw offer, what the screen
// says of the last action, the page's session, the question put to the players,
// and playing alone: the opponent, the aids and the flags. Its zero value is not
// usable; make one with New.
type App struct {
	text text.Catalog

	game   current      // the game on show
	shown  int          // the ply on show: game.Len() when live
	typed  int          // counts the changes of the position a move is typed for (Panel.TypedFor)
	replay ReplayView   // how a finished game's board is shown
	sel    selection    // the piece being moved
	orient orientation  // which way the board faces
	draw   drawOffer    // a draw on offer, if any
	news   news         // what the screen tells of the last action
	sess   session      // the page's address and storage
	ask    asking       // the question put to the players, if any
	verify verification // the check of the minefield's commitment

	vs    versus   // who plays the other side, and the computer's turn (opponent.go)
	aids  aids     // the mine-odds overlay (aids.go)
	flags flagging // the players' flags (flags.go)
}

// current is the game on show, its legal moves and what is known about it
// besides its moves.
type current struct {
	*engine.Game
	legal []engine.Move // legal moves of the live position once asked for (legalMoves)
	from  origin
	tags  []engine.Tag // its record's tags, for a game from a link or a record
	// public is set when whoever has the address knows the seed: it named it.
	public bool
	daily  string // the UTC date of the daily minefield it is played on, or ""
}

// knownNote says why anyone could know the game's minefield, which is then no
// secret, in the words of c; "" for a minefield the page drew itself, the only
// kind that is secret.
func (g *current) knownNote(c text.Catalog) string {
	switch {
	case g.daily != "":
		return c.Text(text.DailyNote, g.daily)
	case g.public:
		return c.Text(text.SeedNote)
	case g.from.reviewing():
		return c.Text(text.RecordNote)
	}
	return ""
}

// knownTag is the record's tag for a minefield anyone could know, with the
// words of c, and whether there is one. A record's own game keeps its tags.
func (g *current) knownTag(c text.Catalog) (engine.Tag, bool) {
	switch {
	case g.daily != "":
		return engine.Tag{Name: knownTagName, Value: c.Text(text.DailyEvent, g.daily)}, true
	case g.public:
		return engine.Tag{Name: knownTagName, Value: c.Text(text.SeedTag)}, true
	}
	return engine.Tag{}, false
}

// knownTagName names the record's tag of a minefield anyone could know.
const knownTagName = "KnownMinefield"

// legalMoves returns the legal moves of the live position, none once the game
// is over. They are worked out when first asked for, not as each position
// comes: a page that opens a game can be drawn before it needs them.
func (c *current) legalMoves() []engine.Move {
	if c.legal == nil {
		c.legal = c.LegalMoves() // nil only once the game is over (docs/rules.md §7)
	}
	return c.legal
}

// origin is where the game on show came from, which decides whether it is
// saved and what the page's address says.
type origin uint8

const (
	// started is a game the address or New started. It is not the player's
	// until a move makes it so, so that opening an address alone never
	// replaces the saved game.
	started origin = iota
	// own is the player's game, kept in the store: opened from it, started by
	// the player, or played on.
	own
	// linked is a finished game from a shared link, on show as a replay; it is
	// never saved.
	linked
	// imported is a finished game from a record, as linked.
	imported
)

// reviewing reports whether the game is a finished one from a link or a
// record rather than the player's.
func (o origin) reviewing() bool { return o == linked || o == imported }

// selection is the piece the players are moving and the pointer's press on it.
type selection struct {
	sq    engine.Square // the selected piece, or NoSquare
	press press
}

// press is what a pointer still down did on the board, so that its release
// knows what to do.
type press uint8

const (
	notPressed   press = iota
	pickedUp           // picked up a piece that was not selected
	pressedAgain       // pressed the selected piece again: a tap puts it down
)

// orientation is which way the board faces.
type orientation struct {
	flipped bool // Black at the bottom
	auto    bool // the side to move sits at the bottom
}

// drawOffer is a draw offered and not answered yet.
type drawOffer struct {
	open bool
	by   engine.Color
}

// news is what the screen tells of the last action.
type news struct {
	fx       [engine.NumSquares]Effect // what the move just played did, square by square
	announce string                    // the last action in words, for a live region
	cue      Cue                       // and as a sound
	said     int                       // counts the things said (Speech.Serial)
	// notices are one-off messages that go before anything else in the status
	// line until the players next act on the game (see SetNotice). They are
	// worded when shown, so that they follow a change of language.
	notices []func() string
	// typed says why the move typed last was not played, worded when shown,
	// until the next move or another position on show; nil for none.
	typed func() string
	// ended is set when the action ended the game, until the page has told it
	// (DismissEnding) or another game is on show.
	ended bool
}

// session is the page the App runs in: its address and its storage.
type session struct {
	env  Env           // the page's storage, clock and address; zero for New
	opts Options       // what the address asked for
	slot *persist.Slot // the save in env.Store; nil when there is none
	// newcomer is set on a player's first visit: no game was saved on this
	// device before the page opened. It holds until the first move, while the
	// status line points to the help; never on the embed, which has no help.
	newcomer bool
}

// New returns an App playing g, with texts from c.
func New(g *engine.Game, c text.Catalog) *App {
	a := &App{text: c}
	a.setGame(g, started)
	return a
}

// NewGame starts a new game on the minefield of seed, keeping the board's
// orientation settings. It becomes the player's game, in place of the saved one;
// when that would replace a game in progress, the players are asked first (Ask).
func (a *App) NewGame(seed uint64) {
	a.askFirst(AskNewGame, func() { a.startGame(seed, "") })
}

// startGame starts the player's new game on the minefield of seed; date is the
// daily minefield's, or "".
func (a *App) startGame(seed uint64, date string) {
	a.setGame(engine.NewGame(seed), started)
	a.game.daily = date
	said := a.text.Text(text.NewGame) + "."
	if date != "" {
		said = a.text.Text(text.DailyStarted, date)
	}
	a.say(said+" "+a.turnText(), NoCue)
	a.adopt()
}

// setGame shows g, which came from where from says, forgetting everything about
// the game shown before but the board's orientation and the page's settings.
func (a *App) setGame(g *engine.Game, from origin) {
	a.game = current{Game: g, from: from}
	a.typed++
	a.replay, a.draw, a.verify, a.ask = PlayersView, drawOffer{}, verification{}, asking{}
	a.news.announce, a.news.cue, a.news.ended = "", NoCue, false
	a.forgetPlay()
	a.toLive()
}

// Game returns the game being played, for saving it. The caller must not change it.
func (a *App) Game() *engine.Game { return a.game.Game }

// SetNotice shows a one-off message at the start of the status line, whatever
// else the line says, until the players next act on the game: a move, a
// takeback, a resignation, a draw offer or its answer, another position on show
// or another game. Turning the board and other settings leave it.
func (a *App) SetNotice(msg string) { a.news.notices = []func() string{func() string { return msg }} }

// Text returns the catalog the App speaks with.
func (a *App) Text() text.Catalog { return a.text }

// toLive shows the current position, drops any selection, effects and notice,
// refreshes the legal moves and turns the board if auto-flip is on.
func (a *App) toLive() {
	a.shown = a.game.Len()
	a.news.notices, a.news.typed = nil, nil
	a.game.legal = nil
	a.deselect()
	a.news.fx = [engine.NumSquares]Effect{}
	a.autoFlip()
}

// autoFlip turns the side to move to the bottom, if auto-flip is on and the
// game runs: a finished game faces the way Flip turned it.
func (a *App) autoFlip() {
	if a.orient.auto && !a.game.Over() {
		a.orient.flipped = a.player() == engine.Black
	}
}

// live reports whether the current position is on show.
func (a *App) live() bool { return a.shown == a.game.Len() }

func (a *App) deselect() { a.sel = selection{sq: engine.NoSquare} }

// Deselect puts down the piece picked up, if any, as Esc does.
func (a *App) Deselect() { a.deselect() }

// Press handles a pointer pressed, or a key, on square s. With a piece selected and
// s one of its targets, the move is played — except that on a found mine in front
// of a selected pawn the pawn sweeps it rather than stepping onto it, since a step
// there blows the pawn up and is almost never meant (Step and a drag still make
// it). With the king selected, its own rook stands for castling on that side.
// A piece of the side to move on s is selected; in an earlier position on show,
// a piece that stands on s in the game too brings the game back to show,
// selected. Anything else drops the selection. Press reports whether a piece
// was picked up: then a drag may follow, and Release must be called when it
// ends.
func (a *App) Press(s engine.Square) bool {
	a.news.fx = [engine.NumSquares]Effect{}
	a.sel.press = notPressed
	if !a.live() {
		if !a.movable(s) || a.shownPiece(s) != a.livePiece(s) {
			return false
		}
		a.Live()
	}
	if a.flagTap(s) {
		return false
	}
	if m, ok := a.sweepMove(); ok && m.To == s && a.foundMine(s) {
		a.play(m)
		return false
	}
	if a.sel.sq != engine.NoSquare && a.playTo(s) {
		return false
	}
	if a.movable(s) {
		a.sel.press = pickedUp
		if a.sel.sq == s {
			a.sel.press = pressedAgain
		}
		a.sel.sq = s
		return true
	}
	a.deselect()
	return false
}

// movable reports whether s holds a piece of the side to move in the game,
// which is not over, when the players are to move.
func (a *App) movable(s engine.Square) bool {
	pc := a.livePiece(s)
	return !pc.IsNone() && pc.Color == a.game.Side() && !a.game.Over() && !a.computerToMove()
}

// livePiece returns the piece on s in the game, or NoPiece.
func (a *App) livePiece(s engine.Square) engine.Piece {
	v := a.game.View()
	return v.Position.PieceAt(s)
}

// shownPiece returns the piece on s in the position on show, or NoPiece.
func (a *App) shownPiece(s engine.Square) engine.Piece {
	v := a.view()
	return v.Position.PieceAt(s)
}

// Release ends what Press began: the pointer came up on s (NoSquare when off the
// board). A drag (dragged set) to a target plays the move, a drag back to the
// piece's own square keeps it selected, and any other drop drops the selection. A
// tap on a piece that was already selected puts it down.
func (a *App) Release(s engine.Square, dragged bool) {
	pressed := a.sel.press
	if pressed == notPressed {
		return
	}
	a.sel.press = notPressed
	switch {
	case dragged && s == a.sel.sq:
	case dragged:
		if !a.playTo(s) {
			a.deselect()
		}
	case pressed == pressedAgain && s == a.sel.sq:
		a.deselect()
	}
}

// Click is a press and release on the same square without a drag: click a piece,
// then one of its targets.
func (a *App) Click(s engine.Square) {
	if a.Press(s) {
		a.Release(s, false)
	}
}

// Sweep makes the selected pawn sweep the square in front of it (docs/rules.md §4), when
// that is legal. It reports whether the sweep was played.
func (a *App) Sweep() bool {
	a.news.fx = [engine.NumSquares]Effect{}
	m, ok := a.sweepMove()
	if ok {
		a.play(m)
	}
	return ok
}

// foundMine reports whether the live position shows a found mine on s.
func (a *App) foundMine(s engine.Square) bool {
	v := a.game.View()
	return v.Position.FoundMines().Has(s)
}

// Step moves the selected piece to s by an ordinary move, even where Press would
// sweep: a pawn stepping onto a found mine. It reports whether a move was played.
func (a *App) Step(s engine.Square) bool {
	a.news.fx = [engine.NumSquares]Effect{}
	return a.live() && a.sel.sq != engine.NoSquare && a.playTo(s)
}

// sweepMove returns the selected pawn's sweep, if it has a legal one.
func (a *App) sweepMove() (engine.Move, bool) {
	if a.live() && a.sel.sq != engine.NoSquare {
		for _, m := range a.game.legalMoves() {
			if m.From == a.sel.sq && m.Kind == engine.Sweep {
				return m, true
			}
		}
	}
	return engine.NoMove, false
}

// playTo plays the selected piece's move to s, other than a sweep, if it is
// legal; s may also be the rook of a castling by the selected king.
func (a *App) playTo(s engine.Square) bool {
	for _, m := range a.game.legalMoves() {
		if m.From == a.sel.sq && m.Kind != engine.Sweep && (m.To == s || m.Kind == engine.Castle && castlingRook(m) == s) {
			a.play(m)
			return true
		}
	}
	return false
}

// castlingRook returns the square of the rook that castling m moves: the
// corner on the side the king goes (docs/rules.md §5).
func castlingRook(m engine.Move) engine.Square {
	file := 0
	if m.To.File() > m.From.File() {
		file = engine.Files - 1
	}
	return engine.SquareAt(file, m.From.Rank())
}

// play plays m, which is legal, and records what it did for the board's effects
// and the announcement.
func (a *App) play(m engine.Move) {
	mover := a.game.Side()
	before := a.fog()
	if _, err := a.game.Play(m); err != nil {
		// m came from the legal moves of this very position, so this cannot happen.
		a.deselect()
		return
	}
	a.sess.newcomer = false // the player has started: the pointer to the help has done its part
	if o := a.vs.opponent; !o.Computer() || mover == o.You {
		a.typed++
	}
	a.vs.changed()
	a.markAssisted()
	declined := a.draw.open && a.draw.by != mover
	if declined {
		a.draw.open = false // answering a draw offer with a move declines it
	}
	a.toLive()
	last := a.game.Moves()[a.game.Len()-1]
	a.news.fx = effects(last.Events, before.AndNot(a.fog()))
	said := a.eventsText(last.Events)
	if declined {
		said = join(a.text.Sentence(text.DrawDeclined, a.sideName(mover)), said)
	}
	a.say(said, moveCue(last.Events))
	if a.game.Over() {
		a.showEnd()
	}
	if a.game.from == own {
		a.save()
	} else {
		a.adopt()
	}
}

// fog returns the fogged squares of the live position.
func (a *App) fog() engine.Bitboard {
	v := a.game.View()
	return v.Position.Fog()
}

// Takeback takes back the last move, when docs/rules.md §10 allows: only a move that
// revealed nothing, and nothing once the game is over — a finished game from a
// link or a record included. Against the computer it takes back the person's
// move and the reply together, and cancels a search in progress. Panel.TakebackWhy
// says why not.
func (a *App) Takeback() {
	if a.game.Undo(a.takebackPlies()) != nil {
		return
	}
	a.typed++
	a.vs.changed()
	a.draw.open = false
	a.toLive()
	a.say(a.text.Text(text.Takeback)+". "+a.turnText(), CueMove)
	a.save()
}

// Flip turns the board round.
func (a *App) Flip() {
	a.orient.flipped = !a.orient.flipped
	a.save()
}

// SetAutoFlip turns auto-flip on or off. When it is on the side to move sits at the
// bottom while the game runs, so the board turns after every move.
func (a *App) SetAutoFlip(on bool) {
	a.orient.auto = on
	a.autoFlip()
	a.save()
}

// Resign ends the game with a loss for the side to move, or against the computer
// for the person.
func (a *App) Resign() {
	if a.game.Resign(a.player()) == nil {
		a.ended()
	}
}

// AskResign asks the players first, as the page's Resign button does, for a
// slip of the hand would end the game for good; their yes resigns (Answer).
func (a *App) AskResign() {
	if !a.game.Over() {
		a.ask = asking{question: AskResign, yes: a.Resign}
	}
}

// OfferDraw makes the side to move offer a draw, which the other side may accept or
// decline; a move by the other side declines it too.
func (a *App) OfferDraw() {
	if a.game.Over() || a.draw.open {
		return
	}
	a.toLive()
	a.draw.by, a.draw.open = a.game.Side(), true
	a.say(a.offerText(), NoCue)
}

// AcceptDraw ends the game in a draw, if one is on offer.
func (a *App) AcceptDraw() {
	if a.draw.open && a.game.AgreeDraw() == nil {
		a.ended()
	}
}

// ended settles the screen after a game action ended the game: no offer stands,
// the live position shows, the result is announced and the game saved.
func (a *App) ended() {
	a.draw.open = false
	a.toLive()
	a.say(a.resultText(), CueEnd)
	a.showEnd()
	a.save()
}

// showEnd shows the game just ended: its ending is told (Panel.Ended), and the
// mines still under fog appear on the board, as Minesweeper shows them once
// nothing is left to play for; the players' view is a choice away.
func (a *App) showEnd() {
	a.news.ended = true
	a.replay = WithMines
}

// DismissEnding tells the App that the page has told the players how the game
// just ended (Panel.Ended), and closed whatever it told it in.
func (a *App) DismissEnding() { a.news.ended = false }

// DeclineDraw takes the draw offer off the board: the side that made it
// withdraws it while it is still that side's move, else the other declines it.
func (a *App) DeclineDraw() {
	if !a.draw.open {
		return
	}
	a.draw.open, a.news.notices = false, nil
	if a.draw.by == a.game.Side() {
		a.say(a.text.Sentence(text.DrawWithdrawn, a.sideName(a.draw.by)), NoCue)
	} else {
		a.say(a.text.Sentence(text.DrawDeclined, a.sideName(a.draw.by.Other())), NoCue)
	}
}

// ShowPly shows the position after ply plies, read-only: no piece can be selected
// until Live. Showing the current ply is the same as Live.
func (a *App) ShowPly(ply int) {
	if ply < 0 || ply >= a.game.Len() {
		a.Live()
		return
	}
	a.deselect()
	a.news.fx = [engine.NumSquares]Effect{}
	a.shown, a.news.notices = ply, nil
	v := a.view()
	a.say(a.situation(&v.Position), NoCue)
}

// Live goes back from an earlier position to the game.
func (a *App) Live() {
	a.toLive()
	v := a.view()
	a.say(join(a.turnText()+".", a.situation(&v.Position)), NoCue)
}
