package ui

import (
	"strconv"

	"mschess/engine"
	"mschess/engine/bot"
	"mschess/persist"
	"mschess/ui/text"
)

// PastGames is the model of the finished games kept on the device
// (persist.History), for the page's dialog of them.
type PastGames struct {
	// Note says how many games are kept at most, or that none is there yet, or
	// why the games kept could not be read.
	Note  string
	Games []PastGame // the newest first
	// Tally counts the games against the computer, by its level, lowest
	// first; none when there is no such game.
	Tally []Tally
}

// PastGame is one finished game in PastGames, in words.
type PastGame struct {
	_        [0]func() // not comparable (docs/size.md)
	Date     string    // the UTC date it ended, as a record's, YYYY-MM-DD
	Opponent string    // two people, or the computer and its level
	Result   string    // who won, or "You won" against the computer
	Moves    int       // its length in moves, as its record numbers them
	// Recorded is set when its record is kept, to replay and export: all
	// but a friend's game that was claimed (docs/rules.md §11).
	Recorded bool
}

// Tally is what the person made of the games against the computer at one
// level.
type Tally struct {
	Level            int
	Won, Drawn, Lost int
	Text             string // all of it in words
}

// past is the App's part in the finished games kept on the device: it adds
// the player's own game and a friend's once it ends, never one in play, and
// lists, opens, exports and deletes them.
type past struct {
	app  *App
	list []persist.Past // as PastGames last listed them, the newest first
}

// kept reports whether the page keeps past games: it has storage, and it is
// not the embed, which has no list of them to show.
func (p *past) kept() bool { return p.app.env.Store != nil && !p.app.env.Embed }

// history returns the history in the page's store, or nil where the page
// keeps none.
func (p *past) history() *persist.History {
	if !p.kept() {
		return nil
	}
	return persist.NewHistory(p.app.env.Store)
}

// add adds the player's own game to the history once it is over, and a game
// against a friend once both pages opened its minefield, which its record
// lists, or once this page claimed it, without a record, since nobody can
// open its minefield: the page calls it when a move or an action ends the
// game, or when the friend's key opens the field, which happens once, so a
// reload that shows the finished game adds nothing (and the history keeps a
// game once anyway). Its record is the one Export gives.
func (p *past) add() {
	a := p.app
	h := p.history()
	f, online := a.rival.(*friend)
	if h == nil || !a.game.Over() || a.game.from != own && !(online && (f.checked() || f.abandoned)) {
		return
	}
	record, _, err := a.Export()
	if err != nil && !(online && f.abandoned) {
		return
	}
	unix, _ := a.clock()
	result, _ := a.game.Result()
	entry := persist.Past{Unix: unix, Friend: online, Result: result, Plies: a.game.Len(), Record: record}
	if o := a.rival.opponent(); o.Computer() {
		entry.Computer, entry.ComputerSide = int(o.Level), o.You.Other()
	}
	switch err := h.Add(entry); err.(type) {
	case nil:
	case *persist.HistoryError: // the game was added, to a history begun anew
		a.news.notices = append(a.news.notices, because(text.PastBad, err))
	default:
		a.news.notices = append(a.news.notices, func(c text.Catalog) string {
			return c.Text(text.PastNotAdded, c.Text(text.SaveRefused))
		})
	}
}

// PastGames lists the finished games kept on the device, the newest first,
// with the tally by computer level, in the App's words. The games' actions
// (ReplayPast, ExportPast, DeletePast) name a game by its place in this list.
func (p *past) PastGames() PastGames {
	w := &p.app.words
	h := p.history()
	p.list = nil
	if h == nil {
		return PastGames{}
	}
	games, err := h.Games()
	if err != nil {
		return PastGames{Note: w.text.Text(text.PastBad, w.errorText(err))}
	}
	m := PastGames{Note: w.text.Text(text.PastNote, strconv.Itoa(persist.MaxPast))}
	if len(games) == 0 {
		m.Note = w.text.Text(text.PastNone)
	}
	var tally [bot.MaxLevel + 1]Tally // by level
	for i := len(games) - 1; i >= 0; i-- {
		g := games[i]
		p.list = append(p.list, g)
		m.Games = append(m.Games, PastGame{Date: engine.UTCDate(g.Unix), Opponent: pastOpponent(w, g),
			Result: pastResult(w, g), Moves: (g.Plies + 1) / 2, Recorded: g.Record != ""})
		if g.Computer == 0 {
			continue
		}
		t := &tally[g.Computer]
		t.Level = g.Computer
		switch g.Result {
		case engine.Draw:
			t.Drawn++
		case won(g.ComputerSide.Other()):
			t.Won++
		default:
			t.Lost++
		}
	}
	for _, t := range tally {
		if t.Level != 0 {
			t.Text = w.text.Text(text.PastTallyLine, strconv.Itoa(t.Level), strconv.Itoa(t.Won), strconv.Itoa(t.Drawn), strconv.Itoa(t.Lost))
			m.Tally = append(m.Tally, t)
		}
	}
	return m
}

// won returns the result in which c wins.
func won(c engine.Color) engine.Result {
	if c == engine.White {
		return engine.WhiteWins
	}
	return engine.BlackWins
}

// pastOpponent names a past game's opponent in the words of w.
func pastOpponent(w *words, g persist.Past) string {
	switch {
	case g.Friend:
		return w.text.Text(text.OpponentFriend)
	case g.Computer == 0:
		return w.text.Text(text.WelcomePeople)
	}
	return opponentName(w.text, bot.Level(g.Computer))
}

// pastResult says a past game's result in the words of w: for the person
// against the computer, else for a side, and by abandonment for a friend's
// game that was claimed.
func pastResult(w *words, g persist.Past) string {
	if g.Friend && g.Record == "" {
		return w.text.Text(text.PastAbandoned, pastResult(w, persist.Past{Result: g.Result}))
	}
	switch {
	case g.Result == engine.Draw:
		return w.text.Text(text.Drawn)
	case g.Computer != 0 && g.Result == won(g.ComputerSide.Other()):
		return w.text.Text(text.YouWon)
	case g.Computer != 0:
		return w.text.Text(text.YouLost)
	case g.Result == engine.WhiteWins:
		return w.text.Text(text.WhiteWins)
	}
	return w.text.Text(text.BlackWins)
}

// listed returns the game at place i of the list PastGames last gave.
func (p *past) listed(i int) (persist.Past, bool) {
	if i < 0 || i >= len(p.list) {
		return persist.Past{}, false
	}
	return p.list[i], true
}

// ReplayPast opens the game at place i of PastGames for replay, as a record
// imported is: in place of the game on show, which stays saved, after the
// players' yes when that is a game in progress (Ask). BackToYourGame goes back.
func (p *past) ReplayPast(i int) {
	a := p.app
	entry, ok := p.listed(i)
	if !ok || entry.Record == "" {
		return
	}
	g, tags, err := readRecord(entry.Record)
	if err != nil {
		a.news.notices = []notice{because(text.ImportError, err)}
		return
	}
	openRecord(a, g, tags)
}

// ExportPast returns the record of the game at place i of PastGames, as
// Export gave it when the game ended, and a file name for it; ok is false
// when there is no such game, or it has no record.
func (p *past) ExportPast(i int) (record, filename string, ok bool) {
	entry, ok := p.listed(i)
	if !ok || entry.Record == "" {
		return "", "", false
	}
	return entry.Record, recordName(engine.UTCDate(entry.Unix)), true
}

// DeletePast deletes the game at place i of PastGames from the device; the
// page then lists them anew.
func (p *past) DeletePast(i int) {
	entry, ok := p.listed(i)
	if h := p.history(); ok && h != nil {
		_ = h.Delete(entry) // a history that cannot be read keeps its games: PastGames says why
	}
}
