package persist

import (
	"errors"
	"slices"
	"strings"

	"mschess/engine"
)

// Carry returns g with the settings p as the text of a save, its game masked
// as every save's is, for a link that carries a game in play to another page
// of the same device (the embed's "Open the full game"): the minefield
// travels, since the other page must go on with it, but no more in sight than
// in the browser's storage. Carried reads it back.
func Carry(g *engine.Game, p Prefs) (string, error) {
	return writeSave(g, p, 1, newNonce())
}

// ErrCarriedBefore: the link's game was taken up on this device already.
var ErrCarriedBefore = errors.New("its game was opened on this device already: such a link opens once")

// The links taken up on a device are kept under carriedKey, by the text of
// their nonce, the first nonceChars of the masked game without the line
// breaks that its decoding skips (so that a break put in front of it does
// not make a link new), one a line, the newest maxCarried of them: some
// 6 KB, enough that nobody carries that many games to forget one.
const (
	carriedKey = "mschess.carried"
	nonceChars = 22
	maxCarried = 256
)

// Carried reads the game and the settings of a save's text that Carry wrote,
// or says what is wrong with it as Slot.Load does, in a *LoadError. A link is
// taken once: s notes it, and refuses it after with ErrCarriedBefore, since a
// kept copy would bring its game back to an earlier move than the one it went
// on to (RULES.md §10). Without a store, or one that refuses, nothing is noted.
func Carried(s Store, text string) (*engine.Game, Prefs, error) {
	g, h, err := parse(text)
	if err != nil {
		return nil, Prefs{}, err
	}
	if s == nil {
		return g, h.prefs, nil
	}
	_, masked, _ := strings.Cut(text, "\n\n")
	masked = strings.ReplaceAll(strings.ReplaceAll(masked, "\r", ""), "\n", "")
	nonce := masked[:min(len(masked), nonceChars)]
	kept, _ := s.Get(carriedKey)
	taken := strings.Fields(kept)
	if slices.Contains(taken, nonce) {
		return nil, Prefs{}, ErrCarriedBefore
	}
	taken = append(taken, nonce)
	s.Set(carriedKey, strings.Join(taken[max(0, len(taken)-maxCarried):], "\n"))
	return g, h.prefs, nil
}
