package persist

import "mschess/engine"

// Carry returns g with the settings p as the text of a save, its game masked
// as every save's is, for a link that carries a game in play to another page
// of the same device (the embed's "Open the full game"): the minefield
// travels, since the other page must go on with it, but no more in sight than
// in the browser's storage. Carried reads it back.
func Carry(g *engine.Game, p Prefs) (string, error) {
	return writeSave(g, p, 1, newNonce())
}

// Carried reads the game and the settings of a save's text that Carry wrote,
// or says what is wrong with it as Slot.Load does, in a *LoadError.
func Carried(text string) (*engine.Game, Prefs, error) {
	g, h, err := parse(text)
	if err != nil {
		return nil, Prefs{}, err
	}
	return g, h.prefs, nil
}
