package ui

import (
	"errors"

	"mschess/engine"
	"mschess/ui/text"
)

// Press handles a pointer pressed, or a key, on square s. With a piece selected and
// s one of its targets, the move is played, or asked about first when it
// would land the piece on a found mine (AsksMines) — except that on a found mine in front
// of a selected pawn the pawn sweeps it rather than stepping onto it, since a step
// there blows the pawn up and is almost never meant (Step and a drag still make
// it). With the king selected, its own rook stands for castling on that side.
// A piece of the side to move on s is selected; in an earlier position on show,
// a piece that stands on s in the game too brings the game back to show,
// selected. In flag mode a tap on a fogged square flags it instead, aloud. While
// the computer or a friend is to move, the person's own pieces are picked up
// the same way, and a target queues a premove (premove.go); any press drops
// the premove queued before. Anything else drops the selection. Press reports
// whether a piece was picked up: then a drag may follow, and Release must be
// called when it ends.
func (a *App) Press(s engine.Square) bool {
	a.news.still()
	defer a.premoves.cancelled(a.pre)
	a.pre = premove{}
	a.sel.press = notPressed
	if !a.live() {
		if !a.movable(s) || a.shownPiece(s) != a.game.livePiece(s) {
			return false
		}
		a.ShowPly(Live)
	}
	if a.flagMode && a.ToggleFlag(s, true) {
		return false
	}
	if m, ok := a.sweepMove(a.sel.sq); ok && m.To == s && a.game.foundMine(s) {
		a.play(m)
		return false
	}
	if m, ok := a.moveTo(a.sel.sq, s); ok {
		a.warnFirst(m, a.AsksMines(), a.play)
		return false
	}
	if a.movable(s) {
		a.sel.press = pickedUp
		if a.sel.sq == s {
			a.sel.press = pressedAgain
		} else {
			a.say(a.text.Text(text.PickedUp, a.PieceName(a.game.livePiece(s)), s.String()), NoCue)
		}
		a.sel.sq = s
		return true
	}
	if !a.premoves.queue(a.sel.sq, s) {
		a.putDown(s)
	}
	return false
}

// Release ends what Press began: the pointer came up on s (NoSquare when off the
// board). A drag (dragged set) to a target plays the move, or on the rival's
// turn queues it as a premove, even onto a square that one of the person's
// own pieces holds now (a tap there picks that piece up); a drag back to the
// piece's own square keeps it selected, and any other drop drops the selection. A
// tap on a piece that was already selected puts it down. A move dropped in
// place does not glide, as a tapped one does: the piece is already there.
func (a *App) Release(s engine.Square, dragged bool) {
	pressed := a.sel.press
	if pressed == notPressed {
		return
	}
	a.sel.press = notPressed
	switch {
	case dragged && s == a.sel.sq:
	case dragged:
		if m, ok := a.moveTo(a.sel.sq, s); ok {
			a.warnFirst(m, a.AsksMines(), a.play)
			// The piece was dropped where it goes: it has nothing to slide.
			a.news.glides = [engine.NumSquares]Glide{}
		} else if !a.premoves.queue(a.sel.sq, s) {
			a.putDown(s)
		}
	case pressed == pressedAgain && s == a.sel.sq:
		a.putDown(s)
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
	a.news.still()
	m, ok := a.sweepMove(a.sel.sq)
	if ok {
		a.play(m)
	}
	return ok
}

// Step moves the selected piece to s by an ordinary move, even where Press would
// sweep: a pawn stepping onto a found mine. It reports whether the move was
// played, or asked about first as Press asks.
func (a *App) Step(s engine.Square) bool {
	a.news.still()
	m, ok := a.moveTo(a.sel.sq, s)
	if ok {
		a.warnFirst(m, a.AsksMines(), a.play)
	}
	return ok
}

// PlayTyped plays a move typed in standard algebraic notation, as the records
// write it (docs/rules.md §8): "Nf3", "exd5", "O-O", or "Se3" for a sweep. From an
// earlier position on show it goes back to the game first. What keeps the move
// from being played is said in words: the move is read against the players'
// view, so the answer never depends on a hidden mine; Panel.MoveError says it
// too, until the next move.
func (a *App) PlayTyped(san string) error {
	refuse := func(k text.Key, args ...string) error {
		a.news.refusal = func(c text.Catalog) string { return c.Text(k, args...) }
		return errors.New(a.news.refusal(a.text))
	}
	if a.game.Over() {
		return refuse(text.NoMoveOver)
	}
	if a.rivalToMove() {
		return refuse(a.rival.waitKey())
	}
	if !a.live() {
		a.toLive()
	}
	shown := clip(san)
	v := a.game.View()
	m, err := v.Position.ParseSAN(san)
	switch {
	case errors.Is(err, engine.ErrAmbiguousMove):
		return refuse(text.MoveAmbiguous, shown)
	case errors.Is(err, engine.ErrIllegalMove):
		return refuse(text.MoveIllegal, shown)
	case err != nil:
		return refuse(text.MoveUnreadable, shown)
	}
	for _, l := range a.game.legalMoves() {
		if l == m {
			a.deselect()
			a.warnFirst(m, a.AsksMines(), a.play)
			return nil
		}
	}
	return refuse(text.MoveIllegal, shown)
}

// movable reports whether s holds a piece of the side to move in the game,
// which is not over, when the players are to move; or of the person's side
// while the rival is to move and a premove may be queued.
func (m *match) movable(s engine.Square) bool {
	pc := m.game.livePiece(s)
	if premoving(m) {
		return !pc.IsNone() && pc.Color != m.game.Side()
	}
	return !pc.IsNone() && pc.Color == m.game.Side() && !m.game.Over() && !m.rivalToMove()
}

// sweepMove returns the sweep of the pawn on from, if it has a legal one in
// the live position on show.
func (m *match) sweepMove(from engine.Square) (engine.Move, bool) {
	if m.live() && from != engine.NoSquare {
		for _, l := range m.game.legalMoves() {
			if l.From == from && l.Kind == engine.Sweep {
				return l, true
			}
		}
	}
	return engine.NoMove, false
}

// moveTo returns the legal move, other than a sweep, of the piece on from to s
// in the live position on show, if there is one; s may also be the rook of a
// castling by the king on from.
func (m *match) moveTo(from, s engine.Square) (engine.Move, bool) {
	if !m.live() || from == engine.NoSquare {
		return engine.NoMove, false
	}
	for _, l := range m.game.legalMoves() {
		if l.From == from && l.Kind != engine.Sweep && (l.To == s || l.Kind == engine.Castle && castlingRook(l) == s) {
			return l, true
		}
	}
	return engine.NoMove, false
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
