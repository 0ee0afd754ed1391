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

// aids is the help the players take with the mines.
type aids struct {
	overlay bool // the mine-odds overlay is on
	// assisted is set once the player's game has been played with the overlay
	// on; a record keeps it as a tag.
	assisted bool
	// The odds of the view last worked out, kept because every render asks.
	memo struct {
		view engine.View
		odds odds.Odds
		ok   bool
	}
}

// assistedTag is the tag of a record of a game played with the overlay on.
const assistedTag = "Assisted"

// SetOverlay turns the mine-odds overlay on or off. Turning it on during the
// player's own game in progress marks the game as assisted, for good.
func (a *App) SetOverlay(on bool) {
	a.aids.overlay = on
	a.markAssisted()
	a.save()
}

// markAssisted marks the player's game in progress as assisted while the
// overlay is on.
func (a *App) markAssisted() {
	if a.aids.overlay && !a.game.from.reviewing() && !a.game.Over() {
		a.aids.assisted = true
	}
}

// assisted reports whether the game on show was played with the overlay on:
// the player's own by what this page saw, a record or a link by its tag.
func (a *App) assisted() bool {
	if a.game.from.reviewing() {
		return hasTag(a.game.tags, assistedTag)
	}
	return a.aids.assisted
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
// with the overlay on, and only while the game runs.
func (a *App) odds(v *engine.View) (*odds.Odds, bool) {
	if !a.aids.overlay || a.game.Over() {
		return nil, false
	}
	m := &a.aids.memo
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

// markOdds writes the overlay's odds on the fogged squares of b.
func (a *App) markOdds(b *[engine.NumSquares]Square, v *engine.View) {
	o, ok := a.odds(v)
	if !ok {
		return
	}
	for _, s := range v.Position.Fog().Squares() {
		b[s].Odds = a.Percent(o.Mine[s])
	}
}

// risk returns what m, a move of the live position v other than a sweep, risks
// on its target.
func (a *App) risk(m engine.Move, v *engine.View) Risk {
	p := &v.Position
	if p.PieceAt(m.From).Kind == engine.King {
		return a.markedSafe(v)
	}
	if p.FoundMines().Has(m.To) {
		return Deadly
	}
	o, ok := a.odds(v)
	switch {
	case !ok:
		return NoRisk
	case o.Mined().Has(m.To):
		return Deadly
	case o.Mine[m.To] > 0:
		return Risky
	}
	return Safe
}

// markedSafe returns Safe when the overlay marks risks, else NoRisk.
func (a *App) markedSafe(v *engine.View) Risk {
	if _, ok := a.odds(v); ok {
		return Safe
	}
	return NoRisk
}

// Percent writes a chance as a whole percentage, never rounding a possible mine
// to 0% nor an uncertain one to 100%: "<1%" and ">99%" instead.
func (a *App) Percent(p float64) string {
	n := math.Round(p * 100)
	switch {
	case p > 0 && n == 0:
		return a.text.Text(text.OddsBelowOne)
	case p < 1 && n == 100:
		return a.text.Text(text.OddsAboveAll)
	}
	return a.text.Text(text.OddsPercent, strconv.Itoa(int(n)))
}

// riskWords names each risk in a square's spoken label.
var riskWords = [...]text.Key{Safe: text.SqSafe, Risky: text.SqRisky, Deadly: text.SqDeadly}

// aidWords are the parts of a square's spoken label that the aids add: its
// flag and its odds.
func (a *App) aidWords(sq Square) []string {
	var parts []string
	switch sq.Flag {
	case FlagMine:
		parts = append(parts, a.text.Text(text.SqFlagMine))
	case FlagQuestion:
		parts = append(parts, a.text.Text(text.SqFlagQuestion))
	}
	if sq.Odds != "" {
		parts = append(parts, a.text.Text(text.SqOdds, sq.Odds))
	}
	return parts
}
