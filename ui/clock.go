package ui

import (
	"strconv"

	"mschess/duel"
	"mschess/engine"
	"mschess/persist"
	"mschess/ui/text"
)

// TimeControls are the time controls the page offers besides none, shortest
// first.
var TimeControls = [...]engine.TimeControl{{Base: 180, Increment: 2}, {Base: 300, Increment: 3}, {Base: 600, Increment: 5}, {Base: 900, Increment: 10}}

// TimeControlOptions is the markup of the options of the page's choice of
// clock, named in the language of c: none, then TimeControls. Each option's
// value is the time control as engine.TimeControl.String writes it ("-" for
// none).
func TimeControlOptions(c text.Catalog) string {
	options := OptionHTML(engine.TimeControl{}.String(), c.Text(text.NoClock), "", false)
	for _, tc := range TimeControls {
		options += OptionHTML(tc.String(), clockName(c, tc), "", false)
	}
	return options
}

// clockName names tc, one of TimeControls, in the language of c: "5 min + 3 s".
func clockName(c text.Catalog, tc engine.TimeControl) string {
	return c.Text(text.ClockOption, strconv.Itoa(tc.Base/60), strconv.Itoa(tc.Increment))
}

// Now reads the page's time in milliseconds, from any start but steadily
// forward (performance.now): the clocks run on it. The App never reads a
// clock of its own, so that tests drive the time.
type Now func() (ms int64)

// ClockFace is one side's clock as the panel shows it.
type ClockFace struct {
	_       [0]func() // not comparable (docs/size.md)
	Shown   bool      // the side plays on a clock: against the computer only the person does
	Name    string    // the side, "White"
	Time    string    // what is left, "04:59", or with tenths under 10 s, "00:09.3"
	Running bool      // the clock runs now
	// Low is set under lowTime; LowText says so in words, "" otherwise, since
	// the page marks it with more than a colour.
	Low     bool
	LowText string
}

// clocks are the players' clocks under the game's time control (docs/rules.md
// §7), in the page's time (Now). The side to move's clock runs (runs says
// when); whoever changes that, a move, a take-back, the page hidden, first
// brings them up to now (update), so that every millisecond is charged to
// the clock that ran. Nothing hidden decides any of it.
type clocks struct {
	control engine.TimeControl
	left    [2]int64     // the milliseconds left, by engine.Color
	running bool         // a clock ran since at,
	side    engine.Color // this side's
	at      int64        // the page's time of the last update
	hidden  bool         // the page is out of sight
	warned  [2]bool      // the low time was said, by engine.Color
}

// newClocks returns the clocks of a new game under tc on a page that is
// hidden or not.
func newClocks(tc engine.TimeControl, hidden bool) clocks {
	ms := int64(tc.Base) * 1000
	return clocks{control: tc, left: [2]int64{ms, ms}, hidden: hidden}
}

// next returns the clocks of the next game on the same page, under the same
// time control.
func (c *clocks) next() clocks { return newClocks(c.control, c.hidden) }

// resume takes up the clocks that the prefs of a save kept, stopped until the
// page next tells the time.
func (c *clocks) resume(p persist.Prefs) {
	*c = newClocks(p.Clock, c.hidden)
	if p.Clock.On() {
		c.left = p.ClockLeft
	}
}

// keptLeft returns what the clocks have left, to keep, or none without a
// time control.
func (c *clocks) keptLeft() (left [2]int64) {
	if c.control.On() {
		left = c.left
	}
	return left
}

// keep writes the clocks into the prefs of a save.
func (c *clocks) keep(p *persist.Prefs) { p.Clock, p.ClockLeft = c.control, c.left }

// with returns o with the clocks' time control: the terms the game is played on.
func (c *clocks) with(o Opponent) Opponent {
	o.Clock = c.control
	return o
}

// runs reports whether the clock of the side to move of g runs: under a time
// control, once each side has moved, while the player's own game or a game
// against a friend is on, for a side on a clock (onClock), and between two
// people at one screen while the page is in sight.
func (c *clocks) runs(g *current, r rival) bool {
	return c.control.On() && (g.from == own || g.from == dealt) && !g.Over() && g.Len() >= 2 &&
		onClock(r, g.Side()) && !(c.hidden && sharedScreen(r))
}

// onClock reports whether side plays on a clock against r: a person does, at
// this screen or a friend's; the computer does not.
func onClock(r rival, side engine.Color) bool {
	_, remote := r.(*friend)
	return remote || !r.plays(side)
}

// update charges the time since the last update to the clock that ran, never
// below zero, and notes which runs from now on in g against r.
func (c *clocks) update(now int64, g *current, r rival) {
	if c.running {
		c.left[c.side] = max(0, c.left[c.side]-max(0, now-c.at))
	}
	c.running, c.side, c.at = c.runs(g, r), g.Side(), now
}

// fallen reports whether the running clock has reached zero: its flag fell.
func (c *clocks) fallen() bool { return c.running && c.left[c.side] == 0 }

// moved adds the increment to the clock of mover, who just moved on it.
// Called after the move and before the next update.
func (c *clocks) moved(mover engine.Color) {
	if c.running && c.side == mover {
		c.left[mover] += int64(c.control.Increment) * 1000
	}
}

// takeBack takes away the increments of the last plies moves of g, which a
// take-back undoes, from the clocks they went to: a move made on a running
// clock (runs), from the third ply on, by a person. The time spent stays
// spent.
func (c *clocks) takeBack(g *current, r rival, plies int) {
	side := g.Side()
	for ply := g.Len() - 1; ply >= g.Len()-plies; ply-- {
		side = side.Other() // who played ply
		if ply >= 2 && onClock(r, side) {
			c.left[side] = max(0, c.left[side]-int64(c.control.Increment)*1000)
		}
	}
}

// lowTime is when a clock runs low, in milliseconds: under a tenth of the
// game's time, or 20 s when that is less.
func (c *clocks) lowTime() int64 { return min(int64(c.control.Base)*100, 20000) }

// warning returns the side whose running clock has just run low, and whether
// one has: it is said once a game.
func (c *clocks) warning() (engine.Color, bool) {
	if !c.running || c.warned[c.side] || c.left[c.side] >= c.lowTime() {
		return c.side, false
	}
	c.warned[c.side] = true
	return c.side, true
}

// faces returns the clocks of g as the panel shows them, by engine.Color, in
// the words of w, against r: none for a finished game from a link or a
// record, which was not played on them.
func (c *clocks) faces(w *words, g *current, r rival) [2]ClockFace {
	var f [2]ClockFace
	if !c.control.On() || g.from.reviewing() {
		return f
	}
	names := [2]text.Key{text.PlayAsWhite, text.PlayAsBlack}
	for side := range f {
		left := c.left[side]
		f[side] = ClockFace{
			Shown: onClock(r, engine.Color(side)), Name: w.text.Text(names[side]), Time: clockTime(left),
			Running: c.running && c.side == engine.Color(side), Low: left < c.lowTime(),
		}
		if f[side].Low {
			f[side].LowText = w.text.Text(text.ClockLow)
		}
	}
	return f
}

// clockTime writes ms as a clock shows it: minutes and seconds, "04:59", and
// tenths under 10 s, "00:09.3", each rounded down, as a clock counts.
func clockTime(ms int64) string {
	s := ms / 1000
	t := twoDigits(s/60) + ":" + twoDigits(s%60)
	if ms < 10000 {
		t += "." + strconv.FormatInt(ms/100%10, 10)
	}
	return t
}

// twoDigits writes n, from 0, with two digits at least.
func twoDigits(n int64) string {
	if n < 10 {
		return "0" + strconv.FormatInt(n, 10)
	}
	return strconv.FormatInt(n, 10)
}

// Tick brings the clocks up to the page's time (Env.Now), and to whether the
// page is hidden (document.hidden): the page calls it at every
// visibilitychange and, while Panel.Ticking, about every 100 ms. Between two
// people at one screen the clocks stop while the page is hidden, and the game
// is saved as it goes out of sight. When the running clock reaches zero its
// flag falls, and the game ends (docs/rules.md §7), whatever the players were
// asked (Ask); when it first runs low, the App says so, once a game for each
// side. The grace period of a friend who left a game runs on it too
// (resume.go).
func (a *App) Tick(hidden bool) {
	a.online.tick()
	now := a.now()
	a.clocks.update(now, &a.game, a.rival)
	hiding := hidden && !a.clocks.hidden
	a.clocks.hidden = hidden
	a.clocks.update(now, &a.game, a.rival)
	if a.clocks.fallen() {
		// Against a friend, only the page whose clock ran out can end the
		// game on it, as only it can tell: on the other page the clock stays
		// at zero until that page says its flag fell.
		if a.rival.act(a.game.Game, duel.Flag) {
			a.ask = asking{} // a question about the game, a resignation above all, is void
			a.changed()
			a.ended()
		}
		return
	}
	if hiding {
		a.save()
	}
	if side, low := a.clocks.warning(); low {
		a.say(a.text.Sentence(text.LowTimeSaid, a.sideName(side), clockTime(a.clocks.left[side])), NoCue)
	}
}
