package ui

import "mschess/ui/text"

// KeyHelp is a line of the keyboard's help: keys, as printed on them, and what
// they do.
type KeyHelp struct {
	Keys, What string
}

// keyLines are the keyboard's help by line: the keys, either the letter or
// symbols printed on them (Caps) or, when Caps is empty, a text that names them
// (CapsKey), then what they do. The page's key handlers follow it
// (wasm/keys.go).
var keyLines = [...]struct {
	Caps    string
	CapsKey text.Key
	What    text.Key
}{
	{CapsKey: text.CapTab, What: text.KeyTab},
	{Caps: "↑ ↓ ← →", What: text.KeyArrows},
	{CapsKey: text.CapEnter, What: text.KeyEnter},
	{CapsKey: text.CapShiftEnter, What: text.KeyStep},
	{Caps: "S", What: text.KeySweep},
	{Caps: "F", What: text.KeyFlag},
	{Caps: "M", What: text.KeyType},
	{Caps: "U", What: text.Takeback},
	{Caps: "R", What: text.Flip},
	{Caps: "N", What: text.NewGame},
	{Caps: "← →", What: text.KeyHistory},
	{CapsKey: text.CapHomeEnd, What: text.KeyEnds},
	{CapsKey: text.CapEsc, What: text.KeyEsc},
	{Caps: "?", What: text.KeyShow},
}

// Keys returns the keyboard's help, in the App's language.
func (w *words) Keys() []KeyHelp {
	h := make([]KeyHelp, len(keyLines))
	for i, l := range keyLines {
		h[i] = KeyHelp{Keys: l.Caps, What: w.text.Text(l.What)}
		if l.Caps == "" {
			h[i].Keys = w.text.Text(l.CapsKey)
		}
	}
	return h
}
