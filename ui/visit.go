package ui

import (
	"mschess/engine"
	"mschess/persist"
	"mschess/share"
	"mschess/ui/text"
)

// visit is the page the App runs in, whatever game it shows: its address, its
// storage and the settings kept there, the language it speaks, and what it
// said last.
type visit struct {
	words // the language spoken (words.go)
	voice // what the App said last (speech.go)

	env  Env           // the page's storage, clock and address; zero for New
	opts Options       // what the address asked for
	slot *persist.Slot // the save in env.Store; nil when there is none
	// newcomer is set on a player's first visit: no game was saved on this
	// device before the page opened. It holds until the first move, while the
	// status line points to the help; never on the embed, which has no help.
	newcomer bool
	// welcome is set while the page asks a newcomer, up front, whom to play
	// (Panel.Welcome): the game would otherwise start between two people at
	// the screen, and a visitor alone would move a piece and see nothing
	// answer. It holds until the player answers.
	welcome bool
	// letters is the move list's choice made in the page, "on" for piece
	// letters or "off" for figurines (SetLetters), or "" for the one kept on
	// the device: a choice the store refuses still holds until the page closes.
	letters string
	// mineAsk is the choice made in the page to be asked before a move onto
	// a found mine, "on" or "off" (SetAskMines), or "" for the one kept on
	// the device.
	mineAsk string
	// looks are the Looks picked in the page, "" for the ones kept.
	looks [len(Looks)]string
}

// newVisit returns the visit of a page in env.
func newVisit(env Env) visit {
	v := visit{env: env, opts: ParseOptions(env.Query, env.Fragment)}
	if env.Store != nil {
		v.slot = persist.NewSlot(env.Store)
		// Asked before the game is opened, which may save a new one. Without a
		// store there is no telling a first visit from any other.
		v.newcomer = !env.Embed && !v.slot.Saved()
	}
	v.text = v.chooseLang()
	return v
}

// chooseLang returns the catalog a visit starts with: the language the address
// names (?lang=), else the one the player picked on an earlier visit, else the
// first of the browser's languages that the game speaks, else English.
func (v *visit) chooseLang() text.Catalog {
	tags := []string{v.opts.Lang}
	if v.env.Store != nil {
		tags = append(tags, persist.Lang(v.env.Store))
	}
	return text.Match(append(tags, v.env.Languages...)...)
}

// SetLang makes the App speak the language of tag, if the game speaks it, and
// keeps the choice in the store for the next visit. The address drops its
// ?lang= then: the player's choice outranks it. Every text is worded anew in
// the new language, except the last announcement, which is dropped rather than
// said again.
func (v *visit) SetLang(tag string) {
	c, ok := text.Lookup(tag)
	if !ok {
		return
	}
	v.text = c
	v.say("", NoCue)
	v.opts.Lang, v.env.Query = "", withoutParams(v.env.Query, "lang")
	if v.env.Store != nil {
		// A choice the store refuses still holds until the page is closed.
		_ = persist.SetLang(v.env.Store, c.Tag())
	}
}

// savedGame returns the game in the store, or nil when there is none or it
// cannot be read.
func (v *visit) savedGame() *engine.Game {
	if v.slot == nil {
		return nil
	}
	g, err := v.slot.Peek()
	if err != nil {
		return nil
	}
	return g
}

// clock reads the Env's clock; without one it is 1970 at an unknown date.
func (v *visit) clock() (unix int64, date string) {
	if v.env.Clock == nil {
		return 0, ""
	}
	unix = v.env.Clock()
	return unix, engine.UTCDate(unix)
}

// DismissWelcome closes the question of whom to play unanswered (Esc): the
// game goes on as it stands, between two people at this screen.
func (v *visit) DismissWelcome() { v.welcome = false }

// now reads the Env's Now; without one the time stands at 0.
func (v *visit) now() int64 {
	if v.env.Now == nil {
		return 0
	}
	return v.env.Now()
}

// HelpOpened tells the App that the page has opened its help, as its address
// asked (Panel.OpenHelp): it is asked for once.
func (v *visit) HelpOpened() { v.opts.Help = false }

// LinkTo returns a link to the replay of the finished game of record, as
// Export writes it: this page's address with the record in the fragment.
func (v *visit) LinkTo(record string) string { return v.env.Site + share.Encode(record) }

// HelpLink returns the address, relative to the embed, of the full page opened
// on its help, in the embed's theme and language: the embed has no help.
func (v *visit) HelpLink() string {
	return "index.html" + Options{Theme: v.opts.Theme, Lang: v.opts.Lang}.Query() + "#help"
}

// FriendLink returns the address, relative to the embed, of the full page
// opened on an invitation to play a friend, in the embed's theme and language:
// the embed has no invitation of its own (an invitation's page must stay open
// for the friend's answer, which a frame in another's page may not).
func (v *visit) FriendLink() string {
	return "index.html" + Options{Theme: v.opts.Theme, Lang: v.opts.Lang}.Query() + inviteFragment
}

// FullGameLink returns the address, relative to the embed, of the full page with
// the options the embed was opened with: the link as the page shows it, with
// no game in it (ContinueLink).
func (v *visit) FullGameLink() string {
	return "index.html" + v.opts.Query()
}
