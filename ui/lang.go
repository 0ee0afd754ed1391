package ui

import (
	"mschess/persist"
	"mschess/ui/text"
)

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

// chooseLang returns the catalog Open starts with: the language the address
// names (?lang=), else the one the player picked on an earlier visit, else the
// first of the browser's languages that the game speaks, else English.
func (a *App) chooseLang() text.Catalog {
	tags := []string{a.sess.opts.Lang}
	if a.sess.env.Store != nil {
		tags = append(tags, persist.Lang(a.sess.env.Store))
	}
	return text.Match(append(tags, a.sess.env.Languages...)...)
}

// Lang returns the language the App speaks, as a BCP 47 primary subtag ("en").
func (a *App) Lang() string { return a.text.Lang() }

// SetLang makes the App speak the language of tag, if the game speaks it, and
// keeps the choice in the store for the next visit. The address drops its
// ?lang= then: the player's choice outranks it. Every text is worded anew in
// the new language, except the last announcement, which is dropped rather than
// said again.
func (a *App) SetLang(tag string) {
	c, ok := text.Lookup(tag)
	if !ok {
		return
	}
	a.text = c
	a.say("", NoCue)
	a.sess.opts.Lang, a.sess.env.Query = "", withoutParams(a.sess.env.Query, "lang")
	if a.sess.env.Store != nil {
		// A choice the store refuses still holds until the page is closed.
		_ = persist.SetLang(a.sess.env.Store, c.Tag())
	}
}

// LangWanted returns the language whose texts the App waits for, as a primary
// subtag, or "" when it has them. Only the app built with webtexts waits (see
// package text): the page loads them with text.Load before its first drawing, or
// calls LangUnavailable if they do not come. Until then the App speaks English.
func (a *App) LangWanted() string {
	if a.text.Loaded() {
		return ""
	}
	return a.text.Tag()
}

// LangUnavailable says in the status that the texts of the language of tag did
// not come, so the page goes on in the language it speaks.
func (a *App) LangUnavailable(tag string) {
	c, _ := text.Lookup(tag)
	a.unavailable(text.LangUnavailable, c.Name())
}

// HelpUnavailable says in the status that the help's texts did not come (see
// text.Catalog.HasHelp), so the help cannot open yet.
func (a *App) HelpUnavailable() { a.unavailable(text.HelpUnavailable) }

// unavailable adds the notice of k, worded when shown.
func (a *App) unavailable(k text.Key, args ...string) {
	a.news.notices = append(a.news.notices, func() string { return a.text.Text(k, args...) })
}
