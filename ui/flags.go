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

// notes are each side's flags, by engine.Color.
type notes [2]persist.Notes

// canFlag reports whether s may take a flag: a fogged square of the live game,
// while it runs.
func (m *match) canFlag(s engine.Square) bool {
	return m.live() && !m.game.from.reviewing() && !m.game.Over() && s.Valid() && m.game.fog().Has(s)
}

// ToggleFlag moves the flag of the person at the screen on s to the next one:
// none, a mine, "?", none again (F, a right-click, a long press). Squares other
// than the live game's fogged ones take no flag. It reports whether the flag
// changed. With aloud, it also says the square's name with its new flag, as a
// right-click, a long press or a tap in flag mode asks: the keyboard's F
// changes the name of the focused square, which a screen reader reads, but a
// pointer's square need not hold the focus.
func (a *App) ToggleFlag(s engine.Square, aloud bool) bool {
	if !a.canFlag(s) {
		return false
	}
	n := &a.notes[a.player()]
	switch flagOn(n, s) {
	case NoFlag:
		n.Mines = n.Mines.With(s)
	case FlagMine:
		n.Mines, n.Questions = n.Mines.Without(s), n.Questions.With(s)
	default:
		n.Questions = n.Questions.Without(s)
	}
	a.save()
	if aloud {
		a.say(a.SquareLabel(s, a.Board()[s]), NoCue)
	}
	return true
}

// flagOn returns the flag that notes n put on s.
func flagOn(n *persist.Notes, s engine.Square) Flag {
	switch {
	case n.Mines.Has(s):
		return FlagMine
	case n.Questions.Has(s):
		return FlagQuestion
	}
	return NoFlag
}

// markFlags writes the flags of the person at the screen on the fogged squares
// of b, in the live game.
func (m *match) markFlags(b *[engine.NumSquares]Square) {
	if !m.live() || m.game.from.reviewing() || m.game.Over() {
		return
	}
	n := &m.notes[m.player()]
	for _, s := range m.game.fog().Squares() {
		b[s].Flag = flagOn(n, s)
	}
}

// flagged says in the words of w how many fogged squares the person at the
// screen flagged as mines, "2 flagged", or "" for none. Two people at one
// screen each see only their own flags, so there, once either side has any, it
// names whose are shown, "White: 0 flagged" too: else a side's flags would
// seem to vanish when the turn passes.
func (m *match) flagged(w *words) string {
	if !m.live() || m.game.from.reviewing() || m.game.Over() {
		return ""
	}
	fog, side := m.game.fog(), m.player()
	n := m.notes[side].Mines.And(fog).Count()
	if !sharedScreen(m.rival) {
		if n == 0 {
			return ""
		}
		return w.text.Plural(text.FlaggedCount, n, strconv.Itoa(n))
	}
	if n == 0 && m.notes[side.Other()].Mines.And(fog).IsEmpty() {
		return ""
	}
	key := text.FlagsOfWhite
	if side == engine.Black {
		key = text.FlagsOfBlack
	}
	return w.text.Plural(key, n, strconv.Itoa(n))
}

// kept returns the flags to save: those on squares still fogged, fog.
func (n *notes) kept(fog engine.Bitboard) [2]persist.Notes {
	var out [2]persist.Notes
	for c, side := range n {
		out[c] = persist.Notes{Mines: side.Mines.And(fog), Questions: side.Questions.And(fog)}
	}
	return out
}
