package ui

import (
	"errors"
	"slices"
	"strings"

	"mschess/sdpcode"
	"mschess/ui/text"
)

// Peer is the model of the page's direct connection to the friend's device, a
// WebRTC data channel, which the page makes as Step says and reports on
// (Described, PeerOpened, PeerFailed). The two pages swap one code each to
// make it (docs/rules.md §11): the inviter's offer travels in the invitation
// link, and the friend's answer comes back by the same messenger.
type Peer struct {
	Step PeerStep
	// Remote is the friend's session description (SDP) to apply: the offer to
	// answer (Answer), or the answer to the page's offer (Connect).
	Remote string
	// ICE are the URLs of the ICE servers the connection gathers its addresses
	// from: none finds the addresses of this device alone, which reach a
	// device on the same network.
	ICE []string
}

// PeerStep is what the page is to do with its connection to the friend's
// device.
type PeerStep uint8

// The steps of the connection, in the order the two pages take them.
const (
	// NoPeer: the page has no connection, and closes any it has.
	NoPeer PeerStep = iota
	// Offer: the page makes a connection and its offer, and gives the offer's
	// description to Described: the invitation carries it.
	Offer
	// Answer: the page makes a connection that answers Remote, and gives the
	// answer's description to Described: the friend sends it back.
	Answer
	// Connect: the page applies Remote, the answer to its offer, and keeps
	// the connection.
	Connect
)

// link is a friend's game's direct connection, as far as this page knows it.
type link struct {
	step   PeerStep
	remote string   // the friend's SDP, to apply
	answer string   // this page's answer code, to send back
	open   bool     // the data channel is open: the game's messages go over it
	failed bool     // no direct connection could be made
	first  []string // what this page sent before the friend's page spoke
	redial bool     // new codes reconnect a game in progress (Redial)
}

// Described takes the description (SDP) of the page's side of the connection,
// once its addresses are gathered: the inviter's offer, which goes into the
// invitation link, or the friend's answer, which the friend sends back. A
// description that no code can carry leaves the game to the pages of this
// browser.
func (o online) Described(sdp string) {
	a := o.app
	f, ok := a.rival.(*friend)
	if !ok || f.conn.step != Offer && f.conn.step != Answer || f.inv.offer != "" && f.conn.step == Offer || f.conn.answer != "" {
		return
	}
	typ := sdpcode.Offer
	if f.conn.step == Answer {
		typ = sdpcode.Answer
	}
	d, err := sdpcode.Parse(typ, sdp)
	code := ""
	if err == nil {
		code, err = sdpcode.Encode(d)
	}
	switch {
	case err != nil:
		f.conn = link{step: NoPeer, failed: true, first: f.conn.first}
	case typ == sdpcode.Offer:
		f.inv.offer = code
	default:
		f.conn.answer = code
	}
	a.changed()
	a.say(o.state(&a.words, f), NoCue)
}

// ConnectTo connects the inviter's page to the friend's device through code,
// the answer the friend sent back; or, given a letter of a game by links,
// opens it (bylinks.go). A code or letter that cannot be used is refused, in
// words the player can act on, and the game stands.
func (o online) ConnectTo(code string) error {
	a := o.app
	if i := strings.Index(code, letterPrefix); i >= 0 {
		err := a.openLetter(strings.TrimSpace(code[i:]))
		a.changed()
		if err != nil {
			return errors.New(a.errorText(err))
		}
		return nil
	}
	f, ok := a.rival.(*friend)
	if ok && f.byLinks() {
		return errors.New(a.errorText(errLetter)) // no letter in it
	}
	if !ok || f.conn.step != Offer && f.conn.step != Connect || f.inv.offer == "" || f.joined && !f.conn.redial {
		return nil
	}
	d, err := sdpcode.Decode(code, sdpcode.Answer)
	if err != nil {
		return errors.New(a.errorText(err))
	}
	f.conn.step, f.conn.remote = Connect, d.SDP()
	a.changed()
	a.say(o.state(&a.words, f), NoCue)
	return nil
}

// PeerOpened tells that the data channel to the friend's device is open: the
// game's messages go over it from now on, and the page that joined sends again
// what it sent first, which went to this browser's other pages alone.
func (o online) PeerOpened() {
	f, ok := o.app.rival.(*friend)
	if !ok || f.conn.open || f.conn.step == NoPeer {
		return
	}
	f.conn.open, f.conn.redial = true, false
	if f.err == nil {
		f.outbox = append(slices.Clone(f.conn.first), f.outbox...)
	}
	o.app.changed()
}

// PeerFailed tells that the connection to the friend's device could not be
// made, or was lost: before the game, the invitation is left to the pages of
// this browser and the status says why; during it, the friend is gone, and
// the grace period runs (resume.go).
func (o online) PeerFailed() {
	a := o.app
	f, ok := a.rival.(*friend)
	if !ok || f.conn.step == NoPeer || f.err != nil {
		return
	}
	switch {
	case f.conn.open:
		f.conn, f.gone, f.since, f.told = link{}, true, a.now(), false
	case f.joined && !f.conn.redial:
		return // the friend's page is in this browser: the channel was not needed
	default:
		f.conn = link{failed: true, first: f.conn.first, redial: f.conn.redial}
	}
	a.changed()
	a.say(o.state(&a.words, f), CueEnd)
}

// heard settles the connection once the friend's page has spoken: when it did
// so over the channel of this browser's pages, no other connection is needed.
func (l *link) heard() {
	if !l.open {
		l.step = NoPeer
	}
}

// peer returns the model of f's connection, with the ICE servers of the
// page's options.
func (o online) peer(f *friend) Peer {
	p := Peer{Step: f.conn.step, Remote: f.conn.remote}
	if p.Step != NoPeer {
		p.ICE = o.app.iceServers()
	}
	return p
}

// connectState says where the connection to the friend's device stands before
// the friend's page has spoken, in the words of w; ok is false when it has
// nothing to say.
func (o online) connectState(w *words, f *friend) (string, bool) {
	inviter := f.you == f.inv.side
	switch {
	case f.conn.redial && !f.conn.failed && f.conn.step == Offer && f.inv.offer != "":
		return w.text.Text(text.OnlineRedialCode), true
	case f.conn.redial && !f.conn.failed && f.conn.step == Answer && f.conn.answer != "":
		return w.text.Text(text.OnlineRedialAnswer), true
	case f.conn.failed && inviter:
		return w.text.Text(text.OnlineNoPeer), true
	case f.conn.failed:
		return w.text.Text(text.OnlineNoAnswer), true
	case f.conn.step == Connect:
		return w.text.Text(text.OnlineConnecting), true
	case f.conn.step == Offer && f.inv.offer == "":
		return w.text.Text(text.OnlineOffering), true
	case f.conn.step == Offer:
		return w.text.Text(text.OnlineInvitingCode), true
	case f.conn.step == Answer && f.conn.answer == "":
		return w.text.Text(text.OnlineAnswering, w.sideName(f.you)), true
	case f.conn.step == Answer:
		return w.text.Text(text.OnlineSendAnswer, w.sideName(f.you)), true
	}
	return "", false
}
