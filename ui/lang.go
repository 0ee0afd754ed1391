package ui

import "mschess/ui/text"

// Language is one of the languages the game speaks, as a page offers it.
type Language struct {
	Tag  string // its BCP 47 primary subtag, for <html lang> and ?lang=
	Name string // its name in itself
}

// Languages returns the languages the game speaks, in the order a page lists
// them.
func Languages() []Language {
	all := text.All()
	langs := make([]Language, len(all))
	for i, c := range all {
		langs[i] = Language{Tag: c.Tag(), Name: c.Name()}
	}
	return langs
}

// Lang returns the language the App speaks, as a BCP 47 primary subtag ("en").
func (w *words) Lang() string { return w.text.Lang() }

// LangWanted returns the language whose texts the App waits for, as a primary
// subtag, or "" when it has them. Only the app built with webtexts waits (see
// package text): the page loads them with text.Load before its first drawing, or
// calls LangUnavailable if they do not come. Until then the App speaks English.
func (w *words) LangWanted() string {
	if w.text.Loaded() {
		return ""
	}
	return w.text.Tag()
}
