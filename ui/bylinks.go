package ui

import (
	"errors"
	"strconv"
	"strings"

	"mschess/deal"
	"mschess/duel"
	"mschess/engine"
	"mschess/ui/text"
)

// A game by links is played where the two devices cannot connect (docs/rules.md
// §11): each page's messages travel as a link, a letter, that the player sends
// by any messenger and the friend opens in the browser that plays the game, or
// pastes into it. A letter carries every message its side sent since it last
// heard the friend (duel.Side.Unheard), so a letter lost or opened twice costs
// nothing: the page skips what it had, and says when one is missing. The first
// letter is the invitation; a page with no game of its id joins it. There is no
// clock, no grace period and no rematch over the letters: a rematch is a new
// invitation.
//
//	#letter=1.<side>.<id>.<seq>.<message>.<message>…
//
// side is the sender's ("w" or "b"), id the game's, seq the sequence number of
// the first message, and each message is written as deal.Text writes it.
const (
	letterPrefix  = "#letter="
	letterVersion = "1"
	// maxLetter is the most messages one letter holds: the openings of the
	// friend's move, this side's actions and move, and its key at the end.
	maxLetter = 8
)

// byLinks is the App's part in a game by links: the letters, and the
// invitation to such a game. The game itself is the friend rival's, as over a
// connection; byLinks works on the App it belongs to.
type byLinks struct{ app *App }

// letter is what a letter carries.
type letter struct {
	side engine.Color // the sender's
	id   string
	from uint32 // the sequence number of msgs[0]
	msgs []string
}

// The errors of a letter that cannot be used; the page words them (errorKeys).
var (
	errLetter     = errors.New("not a letter of this version of the game")
	errLetterGame = errors.New("no game of this letter in this browser")
	errLetterGap  = errors.New("a letter before this one is missing")
	errLetterSeen = errors.New("nothing in this letter is new")
)

// parseLetter reads a letter's fragment, as fragment writes it.
func parseLetter(f string) (letter, error) {
	parts := strings.Split(strings.TrimPrefix(f, letterPrefix), ".")
	if len(parts) < 4 || len(parts) > 4+maxLetter || parts[0] != letterVersion || !validID(parts[2]) {
		return letter{}, errLetter
	}
	side, ok := sideOf(parts[1])
	from, err := strconv.ParseUint(parts[3], 10, 32)
	if !ok || err != nil {
		return letter{}, errLetter
	}
	for _, m := range parts[4:] {
		if _, err := deal.ParseText(m); err != nil || m == "" {
			return letter{}, errLetter
		}
	}
	return letter{side: side, id: parts[2], from: uint32(from), msgs: parts[4:]}, nil
}

// letterLink returns the letter f's page sends next, or "" when it has none:
// not a game by links, or stopped, or nothing unheard. The inviter's first
// letter may carry no message: it invites all the same.
func (b byLinks) letterLink(f *friend) string {
	from, msgs := f.side.Unheard()
	if !f.byLinks() || f.err != nil || len(msgs) == 0 && from > 0 {
		return ""
	}
	l := letter{side: f.you, id: f.inv.id, from: from}
	for _, m := range msgs {
		l.msgs = append(l.msgs, deal.Text(m))
	}
	return b.app.env.Site + l.fragment()
}

// fragment writes the letter as a link's fragment.
func (l letter) fragment() string {
	s := letterPrefix + letterVersion + "." + sideLetters[l.side] + "." + l.id + "." + strconv.FormatUint(uint64(l.from), 10)
	for _, m := range l.msgs {
		s += "." + m
	}
	return s
}

// PlayByLinks turns the invitation this page waits on into one to a game by
// links (Online.Post), for a friend whose device this one cannot reach: a new
// game on the same side, with no clock, which letters could not keep.
func (b byLinks) PlayByLinks() {
	f, ok := b.app.rival.(*friend)
	if ok && b.postable(f) {
		b.inviteByLinks(f.you)
	}
}

// postable reports whether f's invitation may turn into one by links: this
// page invited, and the friend's page has not spoken.
func (b byLinks) postable(f *friend) bool {
	return !f.byLinks() && !f.joined && f.err == nil && f.you == f.inv.side
}

// inviteByLinks invites the friend to a new game by links, this page playing
// you.
func (b byLinks) inviteByLinks(you engine.Color) {
	if id, err := newID(b.app.env.Entropy); err == nil {
		b.startByLinks(invitation{id: id, side: you}, you)
	}
}

// startByLinks shows the game by links of inv, this page playing you, and
// returns it; nil when this page's half of the deal could not be made.
func (b byLinks) startByLinks(inv invitation, you engine.Color) *friend {
	f, err := newFriend(inv, you, b.app.env.Entropy)
	if err != nil {
		return nil
	}
	f.joined, f.channel = true, "" // kept from the first letter on
	f.send(nil)                    // White's hello
	b.app.online.show(f)
	return f
}

// openLetter takes the letter in fragment: it shows the game by links it
// belongs to, the one on show or the one kept in this browser, or joins the
// game of an invitation, and plays the messages this page lacks. A letter it
// cannot use is refused with an error that says why; the messages before a
// gap are played. A letter taken before shows its game, and says so.
func (b byLinks) openLetter(fragment string) error {
	a := b.app
	l, err := parseLetter(fragment)
	if err != nil || a.env.Entropy == nil {
		return errLetter
	}
	you := l.side.Other()
	f, ok := a.rival.(*friend)
	if !ok || !f.byLinks() || f.you != you || f.inv.id != l.id {
		switch {
		case a.rejoinGame(you, l.id):
		case l.from == 0 && b.startByLinks(invitation{id: l.id, side: l.side}, you) != nil:
		default:
			return errLetterGame
		}
		f = a.rival.(*friend)
	}
	taken := len(l.msgs) == 0 // an invitation with no message is new all the same
	for i, m := range l.msgs {
		switch seq := l.from + uint32(i); {
		case f.err != nil:
			return nil // the status says why the game stopped
		case seq > f.side.Seq():
			return errLetterGap
		case seq == f.side.Seq():
			a.Receive(m)
			taken = true
		}
	}
	if !taken {
		return errLetterSeen
	}
	return nil
}

// letterState says where the game by links against f stands, in the words of
// w: what to send, and what to open.
func (b byLinks) letterState(w *words, f *friend) string {
	from, msgs := f.side.Unheard()
	switch {
	case f.checked() && len(msgs) == 0:
		return w.text.Text(text.OnlineChecked)
	case f.checked():
		return w.text.Text(text.OnlineLetterLast)
	case f.side.Turn():
		return w.text.Text(text.OnlineLetterTurn, w.sideName(f.you))
	case from == 0:
		return w.text.Text(text.OnlineLetterInvite)
	case f.side.Dealt() && !f.side.Game().Over() && f.side.Game().Side() == f.you && f.side.Question() == duel.NoAction:
		return w.text.Text(text.OnlineLetterHeld) // not played until the friend's page opens its squares
	}
	return w.text.Text(text.OnlineLetterSend)
}
