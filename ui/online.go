package ui

import (
	"encoding/base64"
	"errors"
	"io"
	"slices"
	"strings"

	"mschess/duel"
	"mschess/engine"
	"mschess/sdpcode"
	"mschess/ui/text"
)

// Online is the model of a game against a friend on another page; its zero
// value is no such game.
type Online struct {
	// Link is the invitation link, for the inviter to send; "" on the page
	// that opened it, and while the connection's offer, which it carries, is
	// being made.
	Link string
	// Answer is the answer code for the friend to send back to the inviter,
	// once made; "" on the inviter's page.
	Answer string
	// Reply is set while the inviter's page takes the friend's answer code,
	// and in a game by links, where it takes the friend's letter (ConnectTo).
	Reply bool
	// Peer is the direct connection to the friend's device (connect.go).
	Peer Peer
	// ID names the connection between the two pages: the first game's id,
	// which its rematches keep. Another is another connection.
	ID string
	// Channel names the channel the two pages of one browser talk over (a
	// BroadcastChannel's name): the same on both pages, from the game's id;
	// "" once the game's messages go over the direct connection.
	Channel string
	// Status says in words where the game stands: waiting for the friend, the
	// deal, the game, or why it stopped.
	Status string
	// Stopped is set once a message from the friend's page did not verify or
	// did not fit the game: the game goes no further.
	Stopped bool
	// Claim is set once the friend left the game and did not come back within
	// the grace period: the player may claim it (ClaimWin).
	Claim bool
	// Redial is set while the friend is gone from a game between two devices:
	// the page may make new codes to reconnect (Redial).
	Redial bool
	// Letter is the link to send the friend in a game by links (bylinks.go):
	// the invitation, then what this page said since it last heard the
	// friend's page; "" when there is none.
	Letter string
	// Post is set while the invitation may turn into one to a game by links
	// (PlayByLinks), for a friend whose device this one cannot reach.
	Post bool
	// Pending is set from the invitation until the deal, on either page: the
	// page offers no new invitation then, which would take its place.
	Pending bool
}

// online is the App's part in a game against a friend on another page
// (docs/rules.md §11): the invitation, the messages between the two pages and
// what the page says of them. The game itself is the friend rival's
// (friend.go); online works on the App it belongs to.
type online struct{ app *App }

// invitation is what an invitation link carries: the game's id, the inviter's
// side, the version of the protocol and the code of the inviter's offer to
// connect, and nothing else: no secret, and nothing about the minefield, which
// nobody holds.
type invitation struct {
	id    string
	side  engine.Color       // the inviter's
	clock engine.TimeControl // the game's, on both pages (docs/rules.md §11)
	offer string             // the offer's code (package sdpcode), or "" for this browser's pages alone
	again bool               // the link reconnects the game in progress of id (Redial)
}

// The invitation's fragment: "#friend=1.w.<id>.<offer>", the version (with
// "r" after it, "1r", to reconnect), the inviter's side, with the time
// control after it if there is one ("w300+3", as engine.TimeControl writes
// it), the id, which is idBytes random bytes in unpadded base64url, and the
// offer's code when there is one. A fragment never reaches the host.
const (
	invitePrefix  = "#friend="
	inviteVersion = "1"
	idBytes       = 12
)

var sideLetters = [2]string{"w", "b"}

// sideOf returns the side a link names by its letter, and whether it names one.
func sideOf(l string) (engine.Color, bool) {
	for c, s := range sideLetters {
		if l == s {
			return engine.Color(c), true
		}
	}
	return engine.White, false
}

// inviteFragment is the fragment of a page that starts an invitation as it
// opens (Options.Invite).
const inviteFragment = "#invite"

// fragment writes the invitation as the link's fragment.
func (inv invitation) fragment() string {
	f := invitePrefix + inviteVersion
	if inv.again {
		f += "r"
	}
	f += "." + sideLetters[inv.side]
	if inv.clock.On() {
		f += inv.clock.String()
	}
	f += "." + inv.id
	if inv.offer != "" {
		f += "." + inv.offer
	}
	return f
}

// game names the game for the deal, which binds both pages' messages to it:
// the id, and the time control if there is one, so that two pages that do not
// play on the same clock do not deal.
func (inv invitation) game() string {
	if inv.clock.On() {
		return inv.id + "/" + inv.clock.String()
	}
	return inv.id
}

// keptInvitation returns the invitation under which s, this page's kept side
// of a game, was dealt: its id and clock, as game wrote them.
func keptInvitation(s *duel.Side) invitation {
	id, clock, _ := strings.Cut(s.ID(), "/")
	inv := invitation{id: id, side: s.Color()}
	inv.clock, _ = engine.ParseTimeControl(clock) // none for ""
	return inv
}

// newID draws a game's id from rand, the page's secure source: idBytes bytes
// in unpadded base64url.
func newID(rand io.Reader) (string, error) {
	var id [idBytes]byte
	if _, err := io.ReadFull(rand, id[:]); err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString(id[:]), nil
}

// validID reports whether s is a game's id as newID writes it.
func validID(s string) bool {
	b, err := base64.RawURLEncoding.DecodeString(s)
	return err == nil && len(b) == idBytes
}

// errInvitation is the error of an invitation link that cannot be read.
var errInvitation = errors.New("not an invitation of this version of the game")

// parseInvitation reads an invitation's fragment, as fragment writes it.
func parseInvitation(f string) (invitation, error) {
	parts := strings.Split(strings.TrimPrefix(f, invitePrefix), ".")
	again := len(parts) == 4 && parts[0] == inviteVersion+"r"
	if len(parts) < 3 || len(parts) > 4 || parts[0] != inviteVersion && !again || !validID(parts[2]) {
		return invitation{}, errInvitation
	}
	inv := invitation{id: parts[2], again: again}
	if len(parts) == 4 {
		if _, err := sdpcode.Decode(parts[3], sdpcode.Offer); err != nil {
			return invitation{}, errInvitation // the page says no more of a damaged link
		}
		inv.offer = parts[3]
	}
	side, clock := parts[1][:min(1, len(parts[1]))], parts[1][min(1, len(parts[1])):]
	if clock != "" {
		tc, err := engine.ParseTimeControl(clock)
		if err != nil || !slices.Contains(TimeControls[:], tc) {
			return invitation{}, errInvitation // the page offers no other
		}
		inv.clock = tc
	}
	var ok bool
	if inv.side, ok = sideOf(side); !ok {
		return invitation{}, errInvitation
	}
	return inv, nil
}

// Invite starts a game against a friend on another page, this page playing
// you: Panel.Online.Link is the invitation to send, and the game waits for the
// friend's page, then for the deal. The saved game stays as it is: a dealt game
// is never saved. Over a game against a friend in progress, which would be
// lost, the players are asked first (Ask).
func (o online) Invite(you engine.Color) {
	a := o.app
	if a.env.Entropy == nil {
		return // a page with no secure source offers no online play
	}
	a.welcome = false
	invite := func() {
		if id, err := newID(a.env.Entropy); err == nil {
			o.start(invitation{id: id, side: you, clock: a.clocks.control}, you)
		}
	}
	if a.game.from != dealt {
		behind := a.game.from == own && inProgress(a.game.Game)
		invite() // the player's own game stays saved
		if f, ok := a.rival.(*friend); ok {
			f.behind = behind
		}
		return
	}
	a.askFirst(AskNewGame, func() *engine.Game { return nil }, invite) // the saved game stays too
}

// join joins the game of the invitation in fragment, playing the side the
// inviter left, and reports whether it could: the invitation reads, and this
// page has a secure source for its half of the deal.
func (o online) join(fragment string) bool {
	inv, err := parseInvitation(fragment)
	if err != nil || o.app.env.Entropy == nil {
		return false
	}
	if inv.again {
		return o.answerRedial(inv)
	}
	f := o.start(inv, inv.side.Other())
	if f == nil {
		return false
	}
	f.outbox = []string{knock} // this page is the one that comes second
	f.send(nil)                // the hello, when this page plays White
	f.conn.first = slices.Clone(f.outbox)
	if inv.offer != "" && o.app.env.Peers {
		d, _ := sdpcode.Decode(inv.offer, sdpcode.Offer) // parseInvitation read it
		f.conn.step, f.conn.remote = Answer, d.SDP()
	}
	return true
}

// start shows the dealt game of inv, this page playing you, against the
// friend; nil when this page's half of the deal could not be made.
func (o online) start(inv invitation, you engine.Color) *friend {
	a := o.app
	f, err := newFriend(inv, you, a.env.Entropy)
	if err != nil {
		return nil
	}
	if you == inv.side && a.env.Peers {
		f.conn.step = Offer
	}
	o.show(f)
	return f
}

// show shows the dealt game of f, this page playing its side.
func (o online) show(f *friend) {
	a := o.app
	a.setGame(f.side.Game(), dealt)
	f.before = a.rival
	a.rival, a.clocks = f, newClocks(f.inv.clock, a.clocks.hidden)
	a.orient.flipped = f.you == engine.Black
	a.toLive()
	a.say(o.state(&a.words, f), NoCue)
}

// Receive takes a message from the friend's page, as Outgoing wrote it there,
// and plays what it did: a move of the friend's, or this page's move once the
// friend's page opened its squares, or the end of the game. A message that
// does not verify, or does not fit the game, stops it, and the status says
// why; nothing of it is shown.
func (o online) Receive(msg string) {
	a := o.app
	f, ok := a.rival.(*friend)
	if !ok {
		return
	}
	if strings.HasPrefix(msg, rematchPrefix) {
		o.rematchMessage(f, msg)
		return
	}
	if o.session(f, msg) {
		return
	}
	f.gone = false // whatever the friend's page says, it is there
	n, over, stopped, wasDealt, checked := a.game.Len(), a.game.Over(), f.err != nil, f.side.Dealt(), f.checked()
	ev := f.receive(msg)
	if f.checked() && !checked {
		a.past.add()
	}
	if f.joined {
		f.conn.heard()
	}
	switch {
	case f.err != nil && !stopped:
		a.changed()
		a.say(o.state(&a.words, f), CueEnd)
	case f.side.Dealt() && !wasDealt:
		a.changed()
		a.say(join(o.state(&a.words, f), a.turnText(&a.words)+"."), NoCue)
	case a.game.Len() > n:
		a.play(engine.NoMove)
	case a.game.Len() < n:
		tookBack(a) // the friend allowed this side's take-back
	case a.game.Over() && !over:
		a.ended() // the friend resigned, or accepted a draw
	case ev.Action == duel.OfferDraw, ev.Action == duel.AskTakeBack:
		o.question(f, ev.Action)
	case ev.Action == duel.DeclineDraw:
		a.changed()
		a.say(a.closeOffer(text.DrawDeclined, f.you.Other())(a.text), NoCue)
	case ev.Action == duel.RefuseTakeBack:
		a.changed()
		a.say(a.news.tell(text.TakebackRefused, a.text), NoCue)
	default:
		a.changed()
	}
	if f.resignDue(a.game.Game) {
		a.ended() // the resignation made on the friend's turn
	}
}

// Outgoing returns the messages for the friend's page, oldest first, and
// forgets them: the page sends them at once, in order.
func (o online) Outgoing() []string {
	f, ok := o.app.rival.(*friend)
	if !ok {
		return nil
	}
	o.keep(f) // before anything goes: what is sent is kept
	if f.byLinks() {
		f.outbox = nil // the letter carries them (bylinks.go)
		return nil
	}
	if !f.joined && f.you == f.inv.side {
		return nil // the inviter's hello waits until the friend's page is there
	}
	out := f.outbox
	f.outbox = nil
	return out
}

// question puts the friend's offer of a draw or request for a take-back, q,
// to the player, who is to answer it: as it comes, or as a page that resumed
// the game finds it waiting.
func (o online) question(f *friend, q duel.Action) {
	a := o.app
	a.changed()
	switch q {
	case duel.OfferDraw:
		a.draw.by, a.draw.open = f.you.Other(), true
		a.say(a.offerText(a.draw), NoCue)
	case duel.AskTakeBack:
		a.ask = asking{question: AskFriendTakeback,
			yes: func() { o.answerTakeBack(duel.AllowTakeBack) },
			no:  func() { o.answerTakeBack(duel.RefuseTakeBack) }}
		a.say(a.text.Text(text.AskFriendTakeback), NoCue)
	}
}

// askTakeBack asks the friend's page to take back this side's last move and
// the answer to it, which it may allow or refuse (docs/rules.md §10, §11).
func (o online) askTakeBack() {
	a := o.app
	if a.rival.act(a.game.Game, duel.AskTakeBack) {
		a.changed()
		a.say(a.news.tell(text.TakebackAsked, a.text), NoCue)
	}
}

// answerTakeBack answers the friend's request for a take-back with ans,
// allowing or refusing it.
func (o online) answerTakeBack(ans duel.Action) {
	a := o.app
	n := a.game.Len()
	if !a.rival.act(a.game.Game, ans) {
		return
	}
	if a.game.Len() < n {
		tookBack(a)
		return
	}
	a.changed()
	a.say(a.news.tell(text.TakebackYouRefused, a.text), NoCue)
}
