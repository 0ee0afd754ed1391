package ui

import (
	"strconv"

	"mschess/engine"
	"mschess/persist"
	"mschess/ui/text"
)

// Flag is a player's own mark on a fogged square. Flags are notes and nothing
// more: they never stop a move, and only the player sets them, so they tell
// nothing that the player did not already think.
type Flag uint8

// The flags, in the order a square cycles through them.
const (
	NoFlag       Flag = iota
	FlagMine          // the player suspects a mine here
	FlagQuestion      // the player is unsure: "?"
)

// flagging is what the players noted on the board, and how a tap notes it.
type flagging struct {
	notes [2]persist.Notes // each side's flags, by engine.Color
	// mode makes a tap on a fogged square flag it, for touch screens, where
	// there is no right-click.
	mode bool
}

// player returns the side of the person at the screen now: the side to move
// when two people play, the person's own against the computer.
func (a *App) player() engine.Color {
	if o := a.vs.opponent; o.Computer() {
		return o.You
	}
	return a.game.Side()
}

// canFlag reports whether s may take a flag: a fogged square of the live game,
// while it runs.
func (a *App) canFlag(s engine.Square) bool {
	return a.live() && !a.game.from.reviewing() && !a.game.Over() && s.Valid() && a.fog().Has(s)
}

// ToggleFlag moves the flag of the person at the screen on s to the next one:
// none, a mine, "?", none again (a right-click or a long press). Squares other
// than the live game's fogged ones take no flag. It reports whether the flag
// changed.
func (a *App) ToggleFlag(s engine.Square) bool {
	if !a.canFlag(s) {
		return false
	}
	n := &a.flags.notes[a.player()]
	switch a.flagOn(n, s) {
	case NoFlag:
		n.Mines = n.Mines.With(s)
	case FlagMine:
		n.Mines, n.Questions = n.Mines.Without(s), n.Questions.With(s)
	default:
		n.Questions = n.Questions.Without(s)
	}
	a.save()
	return true
}

// flagOn returns the flag that notes n put on s.
func (a *App) flagOn(n *persist.Notes, s engine.Square) Flag {
	switch {
	case n.Mines.Has(s):
		return FlagMine
	case n.Questions.Has(s):
		return FlagQuestion
	}
	return NoFlag
}

// SetFlagMode turns flag mode on or off: while it is on, a tap on a fogged
// square flags it rather than selecting or moving.
func (a *App) SetFlagMode(on bool) { a.flags.mode = on }

// flagTap flags s instead of a press in flag mode, and reports whether it did.
func (a *App) flagTap(s engine.Square) bool {
	return a.flags.mode && a.ToggleFlag(s)
}

// markFlags writes the flags of the person at the screen on the fogged squares
// of b, in the live game.
func (a *App) markFlags(b *[engine.NumSquares]Square) {
	if !a.live() || a.game.from.reviewing() || a.game.Over() {
		return
	}
	n := &a.flags.notes[a.player()]
	for _, s := range a.fog().Squares() {
		b[s].Flag = a.flagOn(n, s)
	}
}

// flagged says how many fogged squares the person at the screen flagged as
// mines, "2 flagged", or "" for none. Two people at one screen each see only
// their own flags, so there, once either side has any, it names whose are
// shown, "White: 0 flagged" too: else a side's flags would seem to vanish
// when the turn passes.
func (a *App) flagged() string {
	if !a.live() || a.game.from.reviewing() || a.game.Over() {
		return ""
	}
	fog, side := a.fog(), a.player()
	n := a.flags.notes[side].Mines.And(fog).Count()
	if a.vs.opponent.Computer() {
		if n == 0 {
			return ""
		}
		return a.text.Plural(text.FlaggedCount, n, strconv.Itoa(n))
	}
	if n == 0 && a.flags.notes[side.Other()].Mines.And(fog).IsEmpty() {
		return ""
	}
	key := text.FlagsOfWhite
	if side == engine.Black {
		key = text.FlagsOfBlack
	}
	return a.text.Plural(key, n, strconv.Itoa(n))
}

// savedNotes returns the flags to save: those on squares still fogged.
func (a *App) savedNotes() [2]persist.Notes {
	fog := a.fog()
	var out [2]persist.Notes
	for c, n := range a.flags.notes {
		out[c] = persist.Notes{Mines: n.Mines.And(fog), Questions: n.Questions.And(fog)}
	}
	return out
}
