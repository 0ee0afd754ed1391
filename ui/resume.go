package ui

import (
	"errors"
	"strconv"
	"strings"

	"mschess/deal"
	"mschess/engine"
	"mschess/persist"
	"mschess/sdpcode"
	"mschess/ui/text"
)

// A dropped connection is not a lost game (docs/rules.md §11). Each page keeps
// its side of a game with a friend on the device after every message
// (persist.KeepFriend), and its address says which side it plays
// ("#resume=w"), so that a reload resumes it at once; a page opened later
// offers to. The resumed page tells the friend's page how far it got, and
// each sends again what the other lacks (duel.Side.Resend), so a message lost
// in the drop is not lost for the game. A page that goes away says so; while
// the friend's page is gone a grace period runs (Options.Grace), after which
// the player may claim the game, which the friend has then resigned (§7).
//
// These messages are the pages' own, outside the dealing protocol, as a
// rematch's are (rematch.go):
//
//	!resume.<seq>   the page is back, at sequence number seq: say yours
//	!at.<seq>       the answer, at sequence number seq
//	!bye            the page is going away
const (
	resumePrefix = "#resume="
	resumeMsg    = "!resume."
	atMsg        = "!at."
	byeMsg       = "!bye"
	// dropped is friend.kept once the kept game is dropped: it is over, or
	// can no longer be played.
	dropped = ^uint32(0)
)

// keep keeps f's side of the game on the device when it has changed, and
// forgets it once the game is over and checked, claimed, or stopped.
func (o online) keep(f *friend) {
	s := o.app.env.Store
	switch {
	case s == nil || !f.joined || f.kept == dropped:
	case f.err != nil || f.checked() || f.abandoned:
		persist.DropFriend(s, f.you)
		f.kept = dropped
	case f.side.Seq() != f.kept || f.resigning != f.keptResigning:
		k := persist.Friend{Channel: f.channel, Side: f.side, ClockLeft: o.app.clocks.keptLeft(), Resigning: f.resigning}
		if persist.KeepFriend(s, k) == nil {
			f.kept, f.keptResigning = f.side.Seq(), f.resigning
			f.keptText, _ = persist.KeptFriend(s, f.you)
		}
	}
}

// errElsewhere stops a game with a friend that another page of this browser
// kept further on: a page resumed from a link while this one stood.
var errElsewhere = errors.New("the game goes on in another tab of this browser")

// keptElsewhere stops f's game on this page when another page of the browser
// kept it since, so that the two never keep it over each other; this page
// then keeps nothing more of it.
func (o online) keptElsewhere() {
	f, ok := o.app.rival.(*friend)
	if !ok || f.kept == dropped || f.keptText == "" || f.err != nil {
		return
	}
	if text, _ := persist.KeptFriend(o.app.env.Store, f.you); text != f.keptText {
		f.kept = dropped
		f.stop(errElsewhere)
		o.app.changed()
		o.app.say(o.state(&o.app.words, f), CueEnd)
	}
}

// keptSide returns the side of a game with a friend kept on the device, and
// whether there is one: White's first when the two pages of this browser
// kept one each. A game by links is none: the friend's next link takes it up,
// and a visit in between, days later maybe, neither asks nor gives it up.
func (o online) keptSide() (engine.Color, bool) {
	if o.app.env.Store == nil || o.app.env.Entropy == nil {
		return engine.White, false
	}
	for c := engine.White; c <= engine.Black; c++ {
		if text, ok := persist.KeptFriend(o.app.env.Store, c); ok && !persist.ByLinks(text) {
			return c, true
		}
	}
	return engine.White, false
}

// rejoin shows the game with a friend kept on the device that this page
// plays side in, and tells the friend's page it is back; it reports whether
// there was one to resume. One that cannot be read is set aside, and the
// status says why.
func (o online) rejoin(side engine.Color) bool { return o.rejoinGame(side, "") }

// rejoinGame is rejoin of the game of id alone, or of any for "".
func (o online) rejoinGame(side engine.Color, id string) bool {
	a := o.app
	if a.env.Store == nil || a.env.Entropy == nil {
		return false
	}
	k, err := persist.LoadFriend(a.env.Store, side, a.env.Entropy)
	if le, ok := err.(*persist.LoadError); ok {
		a.news.notices = append(a.news.notices, because(text.FriendKeptUnreadable, le))
	}
	if err != nil || id != "" && keptInvitation(k.Side).id != id {
		return false
	}
	f := &friend{side: k.Side, you: side, inv: keptInvitation(k.Side), channel: k.Channel, joined: true,
		kept: k.Side.Seq(), resigning: k.Resigning, keptResigning: k.Resigning}
	f.keptText, _ = persist.KeptFriend(a.env.Store, side)
	if !f.byLinks() { // a game by links has no page to tell
		f.gone, f.since = true, a.now()
		f.outbox = []string{resumeMsg + strconv.FormatUint(uint64(f.side.Seq()), 10)}
	}
	o.show(f)
	if k.ClockLeft != [2]int64{} && f.inv.clock.On() {
		a.clocks.left = k.ClockLeft
	}
	if f.side.Turn() {
		o.question(f, f.side.Question()) // the friend's, waiting for this page's answer
	}
	return true
}

// session takes the pages' own messages of a dropped connection from the
// friend's page, and reports whether msg was one: the friend's page is going
// away, or is back and says how far it got, which this page answers with what
// it lacks. Once the game was claimed or stopped, it takes every message, and
// does nothing.
func (o online) session(f *friend, msg string) bool {
	a := o.app
	kind, arg, _ := strings.Cut(msg, ".")
	if f.abandoned || f.err != nil {
		return true // the game was claimed, the friend's page back too late; or it stopped
	}
	switch kind + "." {
	case byeMsg + ".":
		if !f.gone && !a.game.Over() {
			f.gone, f.since, f.told = true, a.now(), false
		}
	case resumeMsg, atMsg:
		seq, err := strconv.ParseUint(arg, 10, 32)
		if err != nil {
			return true
		}
		f.gone, f.joined = false, true
		if kind+"." == resumeMsg {
			f.outbox = append(f.outbox, atMsg+strconv.FormatUint(uint64(f.side.Seq()), 10))
		}
		again, err := f.side.Resend(uint32(seq))
		if err != nil {
			f.stop(err)
		}
		for _, m := range again {
			f.outbox = append(f.outbox, deal.Text(m))
		}
	default:
		return false
	}
	a.changed()
	a.say(o.state(&a.words, f), NoCue)
	return true
}

// Redial makes new codes to reconnect a game in progress whose friend's page is
// gone (Online.Redial): a link like an invitation, which the friend's device
// answers with its kept side of the game (answerRedial), and the pages then
// catch up as a resumed page does.
func (o online) Redial() {
	if f, ok := o.app.rival.(*friend); ok && o.redialable(f) {
		f.inv.offer, f.conn = "", link{step: Offer, redial: true}
		o.app.changed()
		o.app.say(o.state(&o.app.words, f), NoCue)
	}
}

// redialable reports whether f's game may be reconnected with new codes: the
// friend's page is gone, and the page can make a direct connection.
func (o online) redialable(f *friend) bool {
	return f.gone && f.err == nil && f.joined && !o.app.game.Over() && o.app.env.Peers && (!f.conn.redial || f.conn.failed)
}

// answerRedial answers the link of inv, which reconnects a game in progress,
// with this device's kept side of it, and reports whether there was one.
func (o online) answerRedial(inv invitation) bool {
	if !o.app.env.Peers || !o.rejoinGame(inv.side.Other(), inv.id) {
		return false
	}
	f := o.app.rival.(*friend)
	d, _ := sdpcode.Decode(inv.offer, sdpcode.Offer) // parseInvitation read it
	f.conn = link{step: Answer, remote: d.SDP(), redial: true, first: f.outbox}
	f.outbox = nil // "!resume" goes once the connection is open
	return true
}

// Leaving tells the App that the page is going away (pagehide): the friend's
// page is told, so that its grace period starts at once.
func (o online) Leaving() {
	if f, ok := o.app.rival.(*friend); ok && f.joined && f.err == nil && !o.app.game.Over() {
		f.outbox = append(f.outbox, byeMsg)
	}
}

// graceLeft is how long, in milliseconds, the friend who left f's game still
// has to come back before it may be claimed.
func (o online) graceLeft(f *friend) int64 {
	return max(0, o.app.opts.grace()-(o.app.now()-f.since))
}

// claimable reports whether f's game may be claimed: the friend left it and
// did not come back within the grace period.
func (o online) claimable(f *friend) bool {
	return f.gone && f.err == nil && !o.app.game.Over() && o.graceLeft(f) == 0
}

// waits reports whether a grace period runs, which the page follows as it
// follows a running clock (Panel.Ticking).
func (o online) waits() bool {
	f, ok := o.app.rival.(*friend)
	return ok && f.gone && f.err == nil && !o.app.game.Over() && o.graceLeft(f) > 0
}

// ClaimWin ends the game against a friend who left it and did not come back
// within the grace period: a win by abandonment, the friend having resigned
// (docs/rules.md §7, §11), as the status says. The game has no record: the
// friend's page holds half of every mine's key, so nobody can open the
// minefield a record lists. Before the grace period is over, or while the
// friend is there, it does nothing.
func (o online) ClaimWin() {
	a := o.app
	f, ok := a.rival.(*friend)
	if !ok || !o.claimable(f) || f.side.Claim() != nil {
		return
	}
	f.abandoned = true
	a.changed()
	a.ended()
}

// goneState says where a game whose friend left stands, in the words of w,
// and whether it has anything to say.
func (o online) goneState(w *words, f *friend) (string, bool) {
	switch {
	case f.abandoned:
		return w.text.Text(text.OnlineAbandoned), true
	case !f.gone || o.app.game.Over():
		return "", false
	case o.claimable(f):
		return w.text.Text(text.FriendGoneClaim), true
	}
	return w.text.Text(text.FriendGone), true
}

// tick says so once the grace period of a friend who left is over: the page
// follows it as a clock (Tick).
func (o online) tick() {
	a := o.app
	if f, ok := a.rival.(*friend); ok && !f.told && o.claimable(f) {
		f.told = true
		a.changed()
		a.say(o.state(&a.words, f), NoCue)
	}
}
