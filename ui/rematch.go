package ui

import (
	"strings"

	"mschess/ui/text"
)

// A rematch with a friend is played over the pages' connection as it stands,
// with the colours swapped and a minefield dealt anew under a new game id
// (docs/rules.md §11). Its messages are the pages' own, outside the dealing
// protocol, told apart by a first character that base64url, which the
// protocol's messages are written in, lacks:
//
//	!rematch.<id>   the offer, with the new game's id
//	!rematch.yes    the offer taken: the deal of the new game follows
//	!rematch.no     the offer refused
const (
	rematchPrefix = "!rematch."
	rematchYes    = rematchPrefix + "yes"
	rematchNo     = rematchPrefix + "no"
)

// canRematch reports whether a rematch can be offered: the game against the
// friend is over, checked, and the two pages still talk.
func (o online) canRematch() bool {
	f, ok := o.app.rival.(*friend)
	if !ok {
		return false
	}
	return f.err == nil && f.checked() && f.rematch == ""
}

// offerRematch offers the friend a rematch with the colours swapped.
func (o online) offerRematch() {
	a := o.app
	f, ok := a.rival.(*friend)
	if !ok || !o.canRematch() {
		return
	}
	if f.byLinks() {
		a.inviteByLinks(f.you.Other()) // a new invitation, which the friend may take or not
		return
	}
	id, err := newID(a.env.Entropy)
	if err != nil {
		return
	}
	f.rematch = id
	f.outbox = append(f.outbox, rematchPrefix+f.rematch)
	a.changed()
	a.news.DismissEnding() // the game-over dialog, which offered it, gives way to what becomes of the offer
	a.say(a.news.tell(text.RematchOffered, a.text), NoCue)
}

// rematchMessage takes a rematch message from the friend's page: an offer,
// which the players are asked about, or the answer to this page's offer.
func (o online) rematchMessage(f *friend, msg string) {
	a := o.app
	switch arg := strings.TrimPrefix(msg, rematchPrefix); {
	case f.err != nil || !a.game.Over():
		return
	case arg == "yes" && f.rematch != "":
		o.startRematch(f, f.rematch, false)
	case arg == "no" && f.rematch != "":
		f.rematch = ""
		a.changed()
		a.say(a.news.tell(text.RematchDeclined, a.text), NoCue)
	case validID(arg):
		a.changed()
		a.ask = asking{question: AskFriendRematch,
			yes: func() { o.startRematch(f, arg, true) },
			no: func() {
				f.outbox = append(f.outbox, rematchNo)
				a.changed()
			}}
		a.say(a.text.Text(text.AskFriendRematch), NoCue)
	}
}

// startRematch starts the rematch of id against f over the same connection,
// this page playing the other colour. Both pages are there already, so no
// knock is needed: the yes that takes the offer (joins) wakes the offerer's
// page, as a knock wakes an inviter's, and each then sends its hello when it
// plays White. The codes of the first game are done with.
func (o online) startRematch(f *friend, id string, joins bool) {
	inv := invitation{id: id, side: f.you.Other(), clock: f.inv.clock} // the offerer's new side
	if joins {
		inv.side = f.you
	}
	next := o.start(inv, f.you.Other())
	if next == nil {
		return
	}
	next.conn, next.channel = link{step: f.conn.step, remote: f.conn.remote, open: f.conn.open}, f.channel
	next.joined = !joins
	if joins {
		next.outbox = []string{rematchYes}
	}
	next.send(nil)
	o.app.say(o.state(&o.app.words, next), NoCue)
}
