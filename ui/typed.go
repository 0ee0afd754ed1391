package ui

import (
	"errors"

	"mschess/engine"
	"mschess/ui/text"
)

// PlayTyped plays a move typed in standard algebraic notation, as the records
// write it (docs/rules.md §8): "Nf3", "exd5", "O-O", or "Se3" for a sweep. From an
// earlier position on show it goes back to the game first. What keeps the move
// from being played is said in words: the move is read against the players'
// view, so the answer never depends on a hidden mine; Panel.MoveError says it
// too, until the next move.
func (a *App) PlayTyped(san string) error {
	refuse := func(k text.Key, args ...string) error {
		a.news.typed = func() string { return a.text.Text(k, args...) }
		return errors.New(a.news.typed())
	}
	if a.game.Over() {
		return refuse(text.NoMoveOver)
	}
	if a.computerToMove() {
		return refuse(text.ComputerToMove)
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
			a.play(m)
			return nil
		}
	}
	return refuse(text.MoveIllegal, shown)
}
