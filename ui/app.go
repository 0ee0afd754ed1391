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

// App is the state of the game screen. Its zero value is not usable; make one with
// New.
type App struct {
	game *engine.Game
	text text.Catalog

	legal []engine.Move // legal moves of the live position, none once it is over

	sel engine.Square // the selected piece, or NoSquare
	// pressing is set between Press and Release when Press picked up a piece;
	// wasSelected tells whether that piece was already selected, so that a tap on
	// it puts it down again.
	pressing, wasSelected bool

	flipped, autoFlip bool

	shown int // the ply on show; game.Len() when live
	live  bool

	offer   engine.Color // who offered a draw, valid while offered
	offered bool

	fx       [engine.NumSquares]Effect // what the move just played did, square by square
	announce string                    // the last action in words, for a live region
	cue      Cue                       // and as a sound
	said     int                       // counts the things said (Speech.Serial)
	// notices are one-off messages that go before anything else in the status
	// line until the players next act on the game (see SetNotice). They are
	// worded when shown, so that they follow a change of language.
	notices []func() string

	env  Env           // the page's storage, clock and address; zero for New
	opts Options       // what the address asked for
	slot *persist.Slot // the save in env.Store; nil when there is none
	ask  asking        // the question put to the players, if any
	// adopted is set once the game is the player's own, kept in the store: opened
	// from it, started by the player, or played on. A game the address started is
	// not, so that opening the address alone never replaces the saved game.
	adopted bool
	// reviewing is set while a finished game from a link (linked) or a record is
	// on show, with the tags of its record; it is never saved.
	reviewing, linked bool
	tags              []engine.Tag
	public            bool   // the seed is known to whoever has the address: it named it
	daily             string // the UTC date of the daily minefield played, or ""
	full              bool   // a finished game shows its full minefield
	verify            verification

	vs    versus   // who plays the other side, and the computer's turn (opponent.go)
	aids  aids     // the mine-odds overlay (aids.go)
	flags flagging // the players' flags (flags.go)
}

// New returns an App playing g, with texts from c.
func New(g *engine.Game, c text.Catalog) *App {
	a := &App{text: c}
	a.setGame(g)
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
	a.setGame(engine.NewGame(seed))
	a.daily = date
	a.say(a.text.Text(text.NewGame)+". "+a.turnText(), NoCue)
	a.adopt()
}

// setGame shows g, forgetting everything about the game shown before.
func (a *App) setGame(g *engine.Game) {
	a.game = g
	a.announce, a.cue = "", NoCue
	a.offered = false
	a.adopted, a.reviewing, a.linked, a.tags = false, false, false, nil
	a.public, a.daily, a.full, a.verify = false, "", false, verification{}
	a.ask = asking{}
	a.forgetPlay()
	a.toLive()
}

// Game returns the game being played, for saving it. The caller must not change it.
func (a *App) Game() *engine.Game { return a.game }

// SetNotice shows a one-off message at the start of the status line, whatever
// else the line says, until the players next act on the game: a move, a
// takeback, a resignation, a draw offer or its answer, another position on show
// or another game. Turning the board and other settings leave it.
func (a *App) SetNotice(msg string) { a.notices = []func() string{func() string { return msg }} }

// Text returns the catalog the App speaks with.
func (a *App) Text() text.Catalog { return a.text }

// toLive shows the current position, drops any selection, effects and notice,
// refreshes the legal moves and turns the board if auto-flip is on.
func (a *App) toLive() {
	a.live, a.shown = true, a.game.Len()
	a.notices = nil
	a.legal = a.game.LegalMoves()
	a.deselect()
	a.fx = [engine.NumSquares]Effect{}
	if a.autoFlip {
		a.flipped = a.player() == engine.Black
	}
}

func (a *App) deselect() {
	a.sel = engine.NoSquare
	a.pressing = false
}

// Press handles a pointer pressed, or a key, on square s. With a piece selected and
// s one of its targets, the move is played — except that on a found mine in front
// of a selected pawn the pawn sweeps it rather than stepping onto it, since a step
// there blows the pawn up and is almost never meant (Step and a drag still make
// it). A piece of the side to move on s is selected. Anything else drops the
// selection. Press reports whether a piece was picked up: then a drag may follow,
// and Release must be called when it ends.
func (a *App) Press(s engine.Square) bool {
	a.fx = [engine.NumSquares]Effect{}
	a.pressing = false
	if !a.live || a.flagTap(s) {
		return false
	}
	if m, ok := a.sweepMove(); ok && m.To == s && a.foundMine(s) {
		a.play(m)
		return false
	}
	if a.sel != engine.NoSquare && a.playTo(s) {
		return false
	}
	view := a.game.View()
	if pc := view.Position.PieceAt(s); !pc.IsNone() && pc.Color == a.game.Side() && !a.game.Over() && !a.computerToMove() {
		a.wasSelected = a.sel == s
		a.sel, a.pressing = s, true
		return true
	}
	a.deselect()
	return false
}

// Release ends what Press began: the pointer came up on s (NoSquare when off the
// board). A drag (dragged set) to a target plays the move, a drag back to the
// piece's own square keeps it selected, and any other drop drops the selection. A
// tap on a piece that was already selected puts it down.
func (a *App) Release(s engine.Square, dragged bool) {
	if !a.pressing {
		return
	}
	a.pressing = false
	switch {
	case dragged && s == a.sel:
	case dragged:
		if !a.playTo(s) {
			a.deselect()
		}
	case a.wasSelected && s == a.sel:
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
	a.fx = [engine.NumSquares]Effect{}
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
	a.fx = [engine.NumSquares]Effect{}
	return a.live && a.sel != engine.NoSquare && a.playTo(s)
}

// sweepMove returns the selected pawn's sweep, if it has a legal one.
func (a *App) sweepMove() (engine.Move, bool) {
	if a.live && a.sel != engine.NoSquare {
		for _, m := range a.legal {
			if m.From == a.sel && m.Kind == engine.Sweep {
				return m, true
			}
		}
	}
	return engine.NoMove, false
}

// playTo plays the selected piece's move to s, other than a sweep, if it is legal.
func (a *App) playTo(s engine.Square) bool {
	for _, m := range a.legal {
		if m.From == a.sel && m.To == s && m.Kind != engine.Sweep {
			a.play(m)
			return true
		}
	}
	return false
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
	a.vs.changed()
	a.markAssisted()
	declined := a.offered && a.offer != mover
	if declined {
		a.offered = false // answering a draw offer with a move declines it
	}
	a.toLive()
	last := a.game.Moves()[a.game.Len()-1]
	a.fx = effects(last.Events, before.AndNot(a.fog()))
	said := a.eventsText(last.Events)
	if declined {
		said = join(a.text.Sentence(text.DrawDeclined, a.sideName(mover)), said)
	}
	a.say(said, moveCue(last.Events))
	if a.adopted {
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
	a.vs.changed()
	a.offered = false
	a.toLive()
	a.say(a.text.Text(text.Takeback)+". "+a.turnText(), CueMove)
	a.save()
}

// Flip turns the board round.
func (a *App) Flip() {
	a.flipped = !a.flipped
	a.save()
}

// SetAutoFlip turns auto-flip on or off. When it is on the side to move sits at the
// bottom, so the board turns after every move.
func (a *App) SetAutoFlip(on bool) {
	a.autoFlip = on
	if on {
		a.flipped = a.player() == engine.Black
	}
	a.save()
}

// Resign ends the game with a loss for the side to move, or against the computer
// for the person.
func (a *App) Resign() {
	if a.game.Resign(a.player()) == nil {
		a.ended()
	}
}

// OfferDraw makes the side to move offer a draw, which the other side may accept or
// decline; a move by the other side declines it too.
func (a *App) OfferDraw() {
	if a.game.Over() || a.offered {
		return
	}
	a.toLive()
	a.offer, a.offered = a.game.Side(), true
	a.say(a.offerText(), NoCue)
}

// AcceptDraw ends the game in a draw, if one is on offer.
func (a *App) AcceptDraw() {
	if a.offered && a.game.AgreeDraw() == nil {
		a.ended()
	}
}

// ended settles the screen after a game action ended the game: no offer stands,
// the live position shows, the result is announced and the game saved.
func (a *App) ended() {
	a.offered = false
	a.toLive()
	a.say(a.resultText(), CueEnd)
	a.save()
}

// DeclineDraw takes the draw offer off the board: the side that made it
// withdraws it while it is still that side's move, else the other declines it.
func (a *App) DeclineDraw() {
	if !a.offered {
		return
	}
	a.offered, a.notices = false, nil
	if a.offer == a.game.Side() {
		a.say(a.text.Sentence(text.DrawWithdrawn, a.sideName(a.offer)), NoCue)
	} else {
		a.say(a.text.Sentence(text.DrawDeclined, a.sideName(a.offer.Other())), NoCue)
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
	a.fx = [engine.NumSquares]Effect{}
	a.live, a.shown, a.notices = false, ply, nil
	v := a.view()
	a.say(a.situation(&v.Position), NoCue)
}

// Live goes back from an earlier position to the game.
func (a *App) Live() {
	a.toLive()
	v := a.view()
	a.say(join(a.turnText()+".", a.situation(&v.Position)), NoCue)
}
