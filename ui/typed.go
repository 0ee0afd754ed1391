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
// view, so the answer never depends on a hidden mine.
func (a *App) PlayTyped(san string) error {
	if a.game.Over() {
		return errors.New(a.text.Text(text.NoMoveOver))
	}
	if a.computerToMove() {
		return errors.New(a.text.Text(text.ComputerToMove))
	}
	if !a.live() {
		a.toLive()
	}
	shown := clip(san)
	v := a.game.View()
	m, err := v.Position.ParseSAN(san)
	switch {
	case errors.Is(err, engine.ErrAmbiguousMove):
		return errors.New(a.text.Text(text.MoveAmbiguous, shown))
	case errors.Is(err, engine.ErrIllegalMove):
		return errors.New(a.text.Text(text.MoveIllegal, shown))
	case err != nil:
		return errors.New(a.text.Text(text.MoveUnreadable, shown))
	}
	for _, l := range a.game.legal {
		if l == m {
			a.deselect()
			a.play(m)
			return nil
		}
	}
	return errors.New(a.text.Text(text.MoveIllegal, shown))
}
