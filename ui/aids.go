package ui

import (
	"math"
	"strconv"

	"mschess/engine"
	"mschess/engine/odds"
	"mschess/ui/text"
)

// Risk is what a move of the selected piece risks on its target square.
type Risk uint8

// The risks. Without the mine-odds overlay only a found mine is marked, as
// Deadly; with it every target is marked, from the exact odds of docs/rules.md §9.
const (
	NoRisk Risk = iota // not a target, or nothing is marked
	Safe               // no mine can lie there, or the king would clear it (docs/rules.md §3)
	Risky              // a mine may lie there: Square.Odds says how likely
	Deadly             // a mine lies there, found or certain: the piece would be blown up
)

// assistedTag is the tag of a record of a game played with the overlay on.
const assistedTag = "Assisted"

// SetOverlay turns the mine-odds overlay on or off. Turning it on during the
// player's own game in progress marks the game as assisted, for good.
func (a *App) SetOverlay(on bool) {
	a.overlay = on
	a.markAssisted(on)
	a.save()
}

// markAssisted marks the player's game in progress as assisted while the
// overlay is on.
func (m *match) markAssisted(overlay bool) {
	if overlay && !m.game.from.reviewing() && !m.game.Over() {
		m.assisted = true
	}
}

// assistedGame reports whether the game on show was played with the overlay
// on: the player's own by what this page saw, a record or a link by its tag.
func (m *match) assistedGame() bool {
	if m.game.from.reviewing() {
		return hasTag(m.game.tags, assistedTag)
	}
	return m.assisted
}

// hasTag reports whether tags hold one called name.
func hasTag(tags []engine.Tag, name string) bool {
	for _, t := range tags {
		if t.Name == name {
			return true
		}
	}
	return false
}

// odds returns the mine odds of v, and whether there are any to show: only
// with the overlay on, and only while the game runs (over unset).
func (t *table) odds(v *engine.View, over bool) (*odds.Odds, bool) {
	if !t.overlay || over {
		return nil, false
	}
	m := &t.memo
	if !m.ok || m.view != *v {
		o, err := odds.Of(v)
		// A view of a real game always has a layout; without one, nothing shows.
		m.view, m.odds, m.ok = *v, o, err == nil
		if err != nil {
			return nil, false
		}
	}
	return &m.odds, true
}

// markOdds writes the overlay's odds on the fogged squares of b, the board
// of v, in the words of w.
func (t *table) markOdds(b *[engine.NumSquares]Square, v *engine.View, over bool, w *words) {
	o, ok := t.odds(v, over)
	if !ok {
		return
	}
	for _, s := range v.Position.Fog().Squares() {
		b[s].Odds = w.Percent(o.Mine[s])
	}
}

// risk returns what m, a move of the live position v other than a sweep, risks
// on its target. A king clears a mine unharmed (docs/rules.md §3).
func (t *table) risk(m engine.Move, v *engine.View) Risk {
	p := &v.Position
	o, ok := t.odds(v, false) // v is live, with a move to make: the game runs
	king := p.PieceAt(m.From).Kind == engine.King
	switch {
	case king && ok:
		return Safe
	case king:
		return NoRisk
	case p.FoundMines().Has(m.To):
		return Deadly
	case !ok:
		return NoRisk
	case o.Mined().Has(m.To):
		return Deadly
	case o.Mine[m.To] > 0:
		return Risky
	}
	return Safe
}

// Percent writes a chance as a whole percentage, never rounding a possible mine
// to 0% nor an uncertain one to 100%: "<1%" and ">99%" instead.
func (w *words) Percent(p float64) string {
	n := math.Round(p * 100)
	switch {
	case p > 0 && n == 0:
		return w.text.Text(text.OddsBelowOne)
	case p < 1 && n == 100:
		return w.text.Text(text.OddsAboveAll)
	}
	return w.text.Text(text.OddsPercent, strconv.Itoa(int(n)))
}

// riskWords names each risk in a square's spoken label.
var riskWords = [...]text.Key{Safe: text.SqSafe, Risky: text.SqRisky, Deadly: text.SqDeadly}

// aidWords are the parts of a square's spoken label that the aids add: its
// flag and its odds.
func (w *words) aidWords(sq Square) []string {
	var parts []string
	switch sq.Flag {
	case FlagMine:
		parts = append(parts, w.text.Text(text.SqFlagMine))
	case FlagQuestion:
		parts = append(parts, w.text.Text(text.SqFlagQuestion))
	}
	if sq.Odds != "" {
		parts = append(parts, w.text.Text(text.SqOdds, sq.Odds))
	}
	return parts
}
