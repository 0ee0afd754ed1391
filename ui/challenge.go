package ui

import (
	"strconv"
	"strings"

	"mschess/persist"
	"mschess/ui/text"
)

// challenge is the App's part in the daily puzzle as a daily challenge: one
// try a day on this device, kept in its storage (persist.LastDaily), and at
// the end a result card to copy or share, which says how the game went and
// nothing of where the mines were. Without storage the page cannot tell a
// second try, and lets it be.
type challenge struct{ app *App }

// note keeps on the device that the player's daily game was tried, once it
// has a move (a daily merely opened and left is no try), and its record once
// it is over, for the replay a second try is offered.
func (c *challenge) note() {
	a := c.app
	if a.env.Store == nil || a.game.daily == "" || a.game.from != own || a.game.Len() == 0 {
		return
	}
	t := persist.DailyTry{Date: a.game.daily}
	if a.game.Over() {
		t.Record, _, _ = a.Export()
	}
	_ = persist.SetLastDaily(a.env.Store, t) // a refusal costs only the check on a second try
}

// played reports whether the daily game of date was tried on this device.
func (c *challenge) played(date string) bool {
	s := c.app.env.Store
	return s != nil && date != "" && persist.LastDaily(s).Date == date
}

// refuse tells the players that today's daily game was tried on this device,
// in place of a new try, and offers the replay of that game once it is over.
func (c *challenge) refuse() {
	a := c.app
	g, tags, err := readRecord(persist.LastDaily(a.env.Store).Record)
	if err != nil || a.ask.question != NoQuestion { // unfinished, or a friend's game waits
		a.say(a.news.tell(text.DailyPlayed, a.text), NoCue)
		return
	}
	a.ask = asking{question: AskDailyPlayed, yes: func() { openRecord(a, g, tags) }}
}

// card returns the result card of the player's daily game once it is over,
// in the words of w, or "" for any other game: the game and its date, then
// the outcome, the number of moves, the pieces lost to mines and whether the
// game was assisted. No square is named in it, so it says nothing of where a
// mine was.
func (c *challenge) card(w *words) string {
	a := c.app
	if a.game.daily == "" || a.game.from != own || !a.game.Over() {
		return ""
	}
	result, _ := a.game.Result()
	p := persist.Past{Result: result}
	if o := a.rival.opponent(); o.Computer() {
		p.Computer, p.ComputerSide = int(o.Level), o.You.Other()
	}
	lost := 0
	for _, m := range a.game.Moves() {
		if !m.Effects.Lost.IsNone() {
			lost++
		}
	}
	aids := text.CardUnassisted
	if a.assistedGame() {
		aids = text.CardAssisted
	}
	moves := (a.game.Len() + 1) / 2
	t := w.text
	return t.Text(text.AppTitle) + " · " + t.Text(text.DailyEvent, a.game.daily) + "\n" + strings.Join([]string{
		pastResult(w, p),
		t.Plural(text.CardMoves, moves, strconv.Itoa(moves)),
		t.Plural(text.CardLost, lost, strconv.Itoa(lost)),
		t.Text(aids),
	}, " · ")
}
