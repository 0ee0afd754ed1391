package ui

import "mschess/ui/text"

// KeyHelp is a line of the keyboard's help: keys, as printed on them, and what
// they do.
type KeyHelp struct {
	Keys, What string
}

// keyLines are the keyboard's help by line: the keys, either the letter or
// symbols printed on them (Caps) or, when Caps is empty, a text that names them
// (CapsKey), then what they do, and for the keys of the page's controls
// (page/controls) the values of KeyboardEvent.key they stand for. The page's
// key handlers follow it (wasm/input.go, wasm/controls.go).
var keyLines = [...]struct {
	Caps    string
	CapsKey text.Key
	What    text.Key
	bound   []string
}{
	{CapsKey: text.CapTab, What: text.KeyTab},
	{Caps: "↑ ↓ ← →", What: text.KeyArrows},
	{CapsKey: text.CapEnter, What: text.KeyEnter},
	{CapsKey: text.CapShiftEnter, What: text.KeyStep},
	{Caps: "S", What: text.KeySweep},
	{Caps: "F", What: text.KeyFlag},
	{Caps: "M", What: text.KeyType},
	{Caps: "U", What: text.Takeback, bound: []string{"u"}},
	{Caps: "R", What: text.Flip, bound: []string{"r"}},
	{Caps: "N", What: text.NewGame, bound: []string{"n"}},
	{Caps: "← →", What: text.KeyHistory, bound: []string{"ArrowLeft", "ArrowRight"}},
	{CapsKey: text.CapHomeEnd, What: text.KeyEnds, bound: []string{"Home", "End"}},
	{CapsKey: text.CapEsc, What: text.KeyEsc},
	{Caps: "?", What: text.KeyShow, bound: []string{"?"}},
}

// KeysBound returns the keys of the page's controls that the keyboard's help
// tells of, as KeyboardEvent.key names them, letters in lower case: the
// controls' table (page/controls) binds exactly these.
func KeysBound() []string {
	var keys []string
	for _, l := range keyLines {
		keys = append(keys, l.bound...)
	}
	return keys
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
