package ui

import (
	"errors"
	"io"
	"strings"

	"mschess/engine"
	"mschess/persist"
	"mschess/share"
	"mschess/ui/text"
)

// Clock reads the time, in Unix seconds, for the daily minefield and a
// record's date (engine.UTCDate).
type Clock func() (unix int64)

// Env is what a page gives Open: its address, its storage, its clock and its
// reader's languages.
type Env struct {
	Query, Fragment string        // location.search and location.hash
	Store           persist.Store // where the game is kept; nil when the browser refuses storage
	Clock           Clock
	// Random returns the seed of a new random minefield. The seed gives the
	// minefield away, so it must be unpredictable.
	Random func() uint64
	// Site is the page's address without query or fragment: the Site of an
	// exported record, the base of a shared link and of the embed snippet.
	Site string
	// Languages are the reader's languages, most wanted first, as BCP 47 tags
	// (navigator.languages): the first the game speaks is its language, unless
	// the address or an earlier choice names another.
	Languages []string
	// Embed is set on the embed, where the game is silent unless its address
	// asks for sound.
	Embed bool
	// Now is the page's time, on which the clocks run; without it they stand
	// still.
	Now Now
	// Entropy is the secure random source that this page's half of a game
	// against a friend draws from (crypto/rand's, or the browser's
	// crypto.getRandomValues): whoever could predict it would know the mines.
	// Without it, the page offers no such game.
	Entropy io.Reader
	// Peers is set where the browser connects to another device directly
	// (WebRTC): a game against a friend is then played between devices, and
	// not only between the pages of this browser.
	Peers bool
}

// Open returns the App for a page, with the game its address asks for: the
// finished game of a shared link (#g=…), shown as a replay; the game that the
// embed carried (#p=…, carry.go), taken up as the saved one; a new game on the
// minefield of ?seed=N or of today's ?daily=1; or else the saved game, or a new
// random game when there is none. A game the address asks for replaces the saved
// one only once a move is made, so that merely opening such an address never costs
// the player a game. Whatever cannot be opened — a bad link, a bad seed, a save
// that cannot be read — is explained in the status line, and the game goes on
// without it. Without a Store, the status line says once that the game will not
// be kept. On a first visit, when no game was ever saved in the Store, the
// status line of a new game points to the help until the first move, and the
// page asks up front whom to play (Panel.Welcome), except on the embed. The App speaks the language of ?lang=, else the one the player picked
// before (SetLang), else the first of Env.Languages that the game speaks, else
// English.
func Open(env Env) *App {
	a := newApp(newVisit(env))
	// startFromAddress starts a new game on the minefield of seed, which the
	// address named (date is the daily minefield's, or ""). It is not saved
	// until a move.
	startFromAddress := func(seed uint64, date string) {
		a.setGame(engine.NewGame(seed), started)
		a.game.daily, a.game.public = date, true
		if a.opts.HasOrientation {
			a.orient.flipped = a.opts.Orientation == engine.Black
		}
	}
	var notes []notice
	opened := false  // the game of a shared link
	refused := false // today's daily, tried on this device already
	if a.opts.Link != "" {
		g, tags, err := readLink(a.opts.Link)
		if err != nil {
			notes = append(notes, because(text.BadLink, err))
		} else {
			a.setGame(g, linked, tags...)
		}
		opened = err == nil
	}
	joined := a.opts.Invitation != "" && !opened && a.join(a.opts.Invitation)
	if a.opts.Invitation != "" && !joined {
		notes = append(notes, func(c text.Catalog) string { return c.Text(text.BadInvitation) })
	}
	resumed := !opened && !joined && a.opts.HasResume && a.rejoin(a.opts.Resume)
	if a.opts.Letter != "" { // the fragment holds nothing else
		if err := a.openLetter(a.opts.Letter); err != nil {
			notes = append(notes, func(c text.Catalog) string { return (&words{text: c}).errorText(err) })
		}
		resumed = a.game.from == dealt // the game of the letter, even one with a gap
	}
	notes = append(notes, a.news.notices...) // a kept game with a friend's that could not be read
	switch {
	case opened, joined, resumed:
	case a.opts.Carried != "":
		// Before ?seed= and ?daily=: the embed's link keeps the address that
		// started the game it carries, which that game outranks.
		if note := a.restore(); note != nil {
			notes = append(notes, note)
		}
		if note := a.carry.takeUp(); note != nil {
			notes = append(notes, note)
		}
	case a.opts.HasSeed:
		startFromAddress(a.opts.Seed, "")
	case a.opts.Daily:
		unix, date := a.clock()
		if refused = a.challenge.played(date); !refused {
			startFromAddress(engine.DailySeed(unix), date)
			break
		}
		fallthrough // one try a day: the saved game, and the replay offered
	default:
		if note := a.restore(); note != nil {
			notes = append(notes, note)
		}
		if side, ok := a.keptSide(); ok && !env.Embed {
			a.ask = asking{question: AskResumeFriend, yes: func() { a.rejoin(side) },
				no: func() { persist.DropFriend(env.Store, side) }} // else asked at every visit
		}
	}
	if a.opts.BadSeedGiven {
		bad := a.opts.BadSeed
		notes = append(notes, func(c text.Catalog) string { return c.Text(text.BadSeed, bad) })
	}
	if a.opts.BadSTUN {
		notes = append(notes, func(c text.Catalog) string { return c.Text(text.BadSTUN) })
	}
	if a.opts.BadGrace {
		notes = append(notes, func(c text.Catalog) string { return c.Text(text.BadGrace) })
	}
	if env.Store == nil && !opened {
		notes = append(notes, func(c text.Catalog) string { return c.Text(text.NotKept) })
	}
	a.news.notices = notes
	if refused {
		a.challenge.refuse()
	}
	// Not over a shared game's replay, nor when the address opens the help:
	// those came to look, not to play; nor to a friend who came to play the
	// game of an invitation.
	a.welcome = a.newcomer && !a.game.from.reviewing() && a.game.from != dealt && !a.opts.Help && a.opts.Carried == "" && a.opts.Letter == "" && a.ask.question == NoQuestion
	if a.opts.Invite && !opened && !joined && !env.Embed {
		a.Invite(engine.White)
	}
	return a
}

// readLink reads the finished game of a shared link.
func readLink(link string) (*engine.Game, []engine.Tag, error) {
	record, err := share.Decode(link)
	if err != nil {
		return nil, nil, err
	}
	return readRecord(record)
}

// FollowLink opens the finished game of a shared link that the page's address
// now holds in its fragment (location.hash, at its hashchange event): a second
// link opened in the same tab. As with Import, the players are asked first when
// it would take the place of a game in progress. A fragment that holds no link,
// or the link on show, changes nothing; a bad link is explained in the status
// line.
func (a *App) FollowLink(fragment string) {
	link := ParseOptions("", fragment).Link
	if link == "" || a.game.from == linked && link == a.opts.Link {
		return
	}
	g, tags, err := readLink(link)
	if err != nil {
		a.news.notices = []notice{because(text.BadLink, err)}
		a.say(a.news.notices[0](a.text), NoCue)
		return
	}
	a.askFirst(AskLink, a.savedGame, func() {
		a.opts.Link = link
		a.setGame(g, linked, tags...)
		a.say(a.resultText(a.game.Game, a.rival), NoCue)
	})
}

// restore brings back the saved game, or starts a new random one when there is
// none or it cannot be read; it returns the notice of what went wrong, or nil. A
// save that could not be set aside is kept, and the new game goes unsaved.
func (a *App) restore() notice {
	var g *engine.Game
	var prefs persist.Prefs
	err := persist.ErrNoSave
	if a.slot != nil {
		g, prefs, err = a.slot.Load()
	}
	if err == nil {
		a.resume(g, prefs)
		return nil
	}
	a.setGame(engine.NewGame(a.env.Random()), started)
	if a.opts.HasOrientation {
		a.orient.flipped = a.opts.Orientation == engine.Black
	}
	a.adopt()
	if errors.Is(err, persist.ErrNoSave) {
		return nil
	}
	return because(text.BadSave, err)
}

// resume shows the player's saved game g with the settings its prefs keep.
func (a *App) resume(g *engine.Game, prefs persist.Prefs) {
	a.setGame(g, own)
	a.table.resume(prefs)
	a.match.resume(prefs)
}

// readRecord reads the record of a finished game.
func readRecord(record string) (*engine.Game, []engine.Tag, error) {
	g, tags, err := engine.ParseRecord(record)
	switch {
	case err != nil:
		return nil, nil, err
	case !g.Over():
		return nil, nil, errUnfinished
	}
	return g, tags, nil
}

// Import opens the finished game of a game record, as Export writes it, as a
// replay. What is wrong with a record it cannot open is said in words: the
// error's message is in the App's language. A record
// that reads would take the place of a game in progress only once the players
// say yes to the question it puts to them (Ask).
func (a *App) Import(record string) error {
	if strings.TrimSpace(record) == "" {
		return errors.New(a.text.Text(text.ImportEmpty))
	}
	g, tags, err := readRecord(record)
	if err != nil {
		return errors.New(a.text.Text(text.ImportError, a.errorText(err)))
	}
	openRecord(a, g, tags)
	return nil
}

// openRecord shows g, read from a record with its tags, in a's place of the
// game on show, which stays saved, after the players' yes when that is a game
// in progress (Ask): an imported record, or a past game replayed.
func openRecord(a *App, g *engine.Game, tags []engine.Tag) {
	a.askFirst(AskImport, a.savedGame, func() {
		a.setGame(g, imported, tags...)
		a.say(a.resultText(a.game.Game, a.rival), NoCue)
	})
}

// ImportFile says whether a file of size bytes may hold a record, before it is
// read: a larger one is refused unread, with the reason in words.
func (w *words) ImportFile(size int) error {
	if size > engine.MaxRecordBytes {
		return errors.New(w.text.Text(text.FileTooLarge))
	}
	return nil
}

// BackToYourGame leaves a game from a link or a record, a friend's game once
// over, or an invitation to a game with a friend not dealt yet
// (Online.Pending), for the player's saved game, or a new one when there is
// none. An invitation, which left the saved game as it was, goes as any game
// on show does when another takes its place, channel and connection with it:
// the page is back where it was before it. What the page kept of the friend's
// game (keep) goes too, and the page says the invitation is cancelled: a deal
// under way, or an invitation by links, would otherwise be offered back. A
// dealt game in play is resigned, not left.
func (a *App) BackToYourGame() {
	f, invited := a.rival.(*friend)
	invited = invited && f.pending()
	if !a.game.canGoBack(a.savedGame) && !invited {
		return
	}
	said := ""
	if invited {
		said = a.text.Text(text.OnlineCancelled)
		if s := a.env.Store; s != nil && f.joined {
			persist.DropFriend(s, f.you)
		}
	}
	a.news.notices = nil
	if note := a.restore(); note != nil {
		a.news.notices = []notice{note}
	}
	a.say(join(said, a.turnText(&a.words)), NoCue)
}

// Address returns the query string and fragment that the page's address should
// have now ("" for neither), for history.replaceState. A shared link stays while
// its replay is on show, and a ?seed= or ?daily= until the game it started is
// saved; after that the plain address reopens the saved game. The fragment holds
// nothing about a game in progress but the side of a game with a friend that
// this page keeps, which a reload resumes (resume.go), nor #help: the help opens
// once, as the page starts.
func (a *App) Address() string {
	switch {
	case a.game.from == linked:
		return a.env.Query + a.opts.Link
	case a.game.from == started:
		return withoutParams(a.env.Query)
	}
	if f, ok := a.rival.(*friend); ok && f.joined && f.kept != dropped {
		return withoutParams(a.env.Query, "seed", "daily") + resumePrefix + sideLetters[f.you]
	}
	return withoutParams(a.env.Query, "seed", "daily")
}

// adopt makes the game on show the player's own, saved in place of the saved
// game.
func (a *App) adopt() {
	a.game.from = own
	if a.slot != nil {
		a.saved(a.slot.Replace(a.game.Game, a.prefs(&a.match)))
	}
	a.challenge.note()
}

// save keeps the player's game in the store, if it has been taken on: opened from
// the save, started by the player, or played on. A game saved since in another
// tab is newer than this one: it takes this one's place.
func (a *App) save() {
	if a.slot != nil && a.game.from == own {
		a.saved(a.slot.Save(a.game.Game, a.prefs(&a.match)))
	}
	a.challenge.note()
}

// saved tells the players what became of a save, when it failed. When another
// tab saved the game since (persist.ErrSavedElsewhere), the newer game takes
// the place of this page's older one; a save it cannot read it leaves alone,
// and stops saving.
func (a *App) saved(err error) {
	switch {
	case errors.Is(err, persist.ErrSavedElsewhere):
		g, prefs, err := a.slot.Reload()
		if err != nil {
			a.news.notices = []notice{because(text.SavedElsewhereUnreadable, err)}
			a.say(a.news.notices[0](a.text), NoCue)
			return
		}
		a.resume(g, prefs)
		a.say(a.news.tell(text.SavedElsewhere, a.text), NoCue)
	case err != nil:
		k, ok := errorKey(err)
		if !ok {
			k = text.SaveRefused // the store's refusal, in the browser's words
		}
		a.news.notices = []notice{func(c text.Catalog) string { return c.Text(text.SaveFailed, c.Text(k)) }}
		a.say(join(a.announce, a.news.notices[0](a.text)), a.cue)
	}
}

// StorageChanged tells the App that the page's storage changed, perhaps in
// another tab or window of the same game (the storage event). When the player's
// game on show was saved anew there, the newer game takes its place, and the
// status line says so; this page never saves its older game over it.
func (a *App) StorageChanged() {
	if a.slot != nil && a.game.from == own && a.slot.Changed() {
		a.saved(persist.ErrSavedElsewhere)
	}
	a.keptElsewhere()
}
