package ui

import (
	"cmp"
	"io"

	"mschess/deal"
	"mschess/duel"
	"mschess/engine"
	"mschess/persist"
	"mschess/ui/text"
)

// friend is a friend on another page playing the other side of a game that the
// two pages deal between them (docs/rules.md §11): one side of the dealing
// protocol (duel.Side), whose game is the one on show. Neither page ever holds
// the minefield: a move that lifts fog is played once both pages have opened
// the squares it lifts, and a message from the friend's page that does not
// verify, or does not fit the game, stops it for good.
type friend struct {
	side   *duel.Side
	you    engine.Color
	inv    invitation
	joined bool // the friend's page has spoken, or the game goes by links: the deal runs
	conn   link // the direct connection to the friend's device (connect.go)
	// channel is the id whose BroadcastChannel the pages of one browser talk
	// over: the first game's, which its rematches keep; "" in a game by
	// links, whose messages go by none (byLinks).
	channel string
	rematch string   // the id of the rematch this page offered, while it waits for the answer
	outbox  []string // messages for the friend's page, as deal.Text writes them
	err     error    // why the game stopped, or nil while it runs
	// kept is the sequence number of the game as last kept on the device, or
	// dropped (resume.go).
	kept          uint32
	keptText      string // the text kept last, to tell another page's (keptElsewhere)
	keptResigning bool   // resigning, as last kept
	// gone is set while the friend's page is away: it went, or has not
	// answered this resumed page yet; since is when, in the page's time; told
	// is set once the page said that the grace period is over.
	gone, told bool
	since      int64
	// abandoned is set once this side claimed the game: the friend left it and
	// did not come back (docs/rules.md §11).
	abandoned bool
	// resigning is set while a resignation made on the friend's turn waits
	// for this side's turn to go (resignDue).
	resigning bool
	// before is the opponent the page had before this game, whom a game
	// after it faces again (next): the computer at its level, or people.
	before rival
	// behind is set when the player's own game, in progress, waits behind this
	// invitation: the page says it is kept (online.state), since the board
	// shows it no more.
	behind bool
}

// knock is the message a page that opens an invitation sends first, so that
// the inviter's page, which may have been waiting a while, starts the deal then:
// a BroadcastChannel keeps no message for a page that is not there yet. Like
// the pages' other words of their own it starts with "!", which no deal
// message does; a data channel just open is made sure of before it carries
// the knock (site/peer.js).
const knock = "!knock"

// newFriend returns the friend of invitation inv, with this page playing you:
// the dealing draws its randomness from rand, which must be a secure source.
func newFriend(inv invitation, you engine.Color, rand io.Reader) (*friend, error) {
	s, err := duel.New(inv.game(), you, rand)
	if err != nil {
		return nil, err
	}
	return &friend{side: s, you: you, inv: inv, channel: inv.id}, nil
}

func (f *friend) opponent() Opponent           { return Opponent{You: f.you, Friend: true, Clock: f.inv.clock} }
func (f *friend) plays(side engine.Color) bool { return side != f.you }

// takesOffers is true: a draw is offered and answered through the protocol
// (duel.Act). takesBack is true on this side's turn alone, when nothing waits
// for an answer: a take-back is asked then, and the friend must allow it.
func (f *friend) takesOffers() bool { return true }
func (f *friend) takesBack() bool   { return !f.waiting() }

func (f *friend) waitKey() text.Key { return text.FriendToMoveWait }

// pending reports whether the invitation still waits for the deal: neither
// dealt nor stopped.
func (f *friend) pending() bool { return f.err == nil && !f.side.Dealt() }

// next is the opponent before the friend (before): another game at this
// screen is not the friend's.
func (f *friend) next() rival { return f.before }

// keep keeps nothing: a dealt game is never saved.
func (f *friend) keep(*persist.Prefs) {}

func (f *friend) names(w *words) ([2]string, bool) {
	var names [2]string
	names[f.you] = w.text.Text(text.PlayerYou)
	names[f.you.Other()] = w.text.Text(text.OpponentFriend)
	return names, true
}

// turnWords speaks to the person: their move, or the friend's, which is also
// what the game waits for while the friend's page opens the squares of the
// person's move; in a game by links, the link to send until the friend's
// comes.
func (f *friend) turnWords(w *words, side engine.Color) string {
	_, msgs := f.side.Unheard()
	switch {
	case f.byLinks() && len(msgs) > 0 && !f.side.Turn():
		return w.text.Text(text.OnlineLetterToSend) // the link waits below the board on a phone
	case f.resigning:
		return w.text.Text(text.FriendResignWaits)
	case f.answer() != "":
		return w.text.Text(text.FriendAnswerToSend) // the code waits below the board on a phone
	case !f.side.Dealt():
		return w.text.Text(text.FriendWaiting)
	case f.side.Question() != duel.NoAction && f.side.Turn():
		return w.text.Text(text.FriendAsks) // whichever side is to move
	case f.side.Question() != duel.NoAction:
		return w.text.Text(text.FriendWaiting) // for the answer to this side's offer
	case side == f.you && f.side.Turn():
		return w.text.Text(text.YourMove)
	}
	return w.text.Text(text.FriendToMove)
}

func (f *friend) winWords(w *words, side engine.Color) string { return w.yourResult(side, f.you) }

// waiting reports whether the game waits for the friend's page, or has
// stopped: during the deal, while a move waits for its openings, and on the
// friend's turn; and while the friend's offer of a draw waits for an answer,
// which is all this side may do then.
func (f *friend) waiting() bool {
	return f.err != nil || !f.side.Turn() || f.side.Question() != duel.NoAction
}

// play sends m to the friend's page. A move that lifts no fog is played at
// once; one that does, once the friend's openings come (receive).
func (f *friend) play(g *engine.Game, m engine.Move) bool {
	n := g.Len()
	msg, err := f.side.Move(m)
	if err != nil {
		f.stop(err)
		return false
	}
	f.send(msg)
	return g.Len() > n
}

// resign resigns on this side's turn, a question of the friend's
// unanswered or not. On the friend's turn the two pages cannot speak out of
// turn, so the resignation waits for this side's (resignDue).
func (f *friend) resign(g *engine.Game, _ engine.Color) bool {
	switch {
	case f.err != nil || !f.side.Dealt() || g.Over():
		return false
	case !f.side.Turn():
		f.resigning = true
		return false
	}
	f.resigning = false
	msg, err := f.side.Act(duel.Resign)
	if err != nil {
		f.stop(err)
		return false
	}
	f.send(msg)
	return g.Over()
}

// resignDue sends the resignation made on the friend's turn, once this
// side's turn has come, and reports whether it ended g.
func (f *friend) resignDue(g *engine.Game) bool {
	return f.resigning && f.side.Turn() && f.resign(g, f.you)
}

// resignable reports whether this side may resign now: on either side's
// turn once the deal is done, but once only.
func (f *friend) resignable() bool { return f.err == nil && f.side.Dealt() && !f.resigning }

// act sends a to the friend's page, on this side's turn: an offer of a draw
// or a request for a take-back, or the answer to the friend's.
func (f *friend) act(_ *engine.Game, a duel.Action) bool {
	if f.err != nil || !f.side.Turn() {
		return false
	}
	msg, err := f.side.Act(a)
	if err != nil {
		return false // an offer while one waits, an answer to none: nothing is sent
	}
	f.send(msg)
	return true
}

// receive takes a message from the friend's page, and returns what it did. The first one, a knock or
// the friend's hello, starts the deal; after one that does not verify or fit,
// the game stops, and nothing more is taken.
func (f *friend) receive(msg string) duel.Event {
	var ev duel.Event
	if f.err != nil || msg == knock && f.joined {
		return ev
	}
	if msg != knock {
		b, err := deal.ParseText(msg)
		if err == nil {
			ev, err = f.side.Receive(b)
		}
		if err != nil {
			f.stop(err)
			return ev
		}
	}
	f.joined = true
	f.send(nil)
	return ev
}

// send queues msg, if any, and then what this side owes the friend's page
// without a decision: its part of the deal, the openings of the friend's move,
// its key once the game is over.
func (f *friend) send(msg []byte) {
	if msg != nil {
		f.outbox = append(f.outbox, deal.Text(msg))
	}
	owed, err := f.side.Owed()
	if err != nil {
		f.stop(err)
		return
	}
	for _, m := range owed {
		f.outbox = append(f.outbox, deal.Text(m))
	}
}

// answer returns the answer code this page has for the friend to send back,
// until the friend's page speaks: "" on the inviter's page, and once sent.
func (f *friend) answer() string {
	if f.joined && !f.conn.redial {
		return ""
	}
	return f.conn.answer
}

// byLinks reports whether the game goes by links (bylinks.go), over no
// channel and no connection.
func (f *friend) byLinks() bool { return f.channel == "" }

// checked reports whether both pages opened the minefield at the end, and the
// game was checked against it.
func (f *friend) checked() bool {
	_, opened := f.side.Field()
	return opened
}

// stop stops the game for err: nothing more is sent, taken or played.
func (f *friend) stop(err error) {
	f.err = err
	f.outbox = nil
}

// panel returns the model of the game against a friend, in the words of w.
func (o online) panel(w *words) Online {
	f, ok := o.app.rival.(*friend)
	if !ok {
		return Online{}
	}
	p := Online{Peer: o.peer(f), ID: cmp.Or(f.channel, f.inv.id), Answer: f.answer()} // a game by links has no channel
	switch inv := f.inv; {
	case f.conn.redial && f.conn.step != Answer && inv.offer != "":
		inv.side, inv.again = f.you, true
		p.Link = o.app.env.Site + inv.fragment()
	case f.you == f.inv.side && !f.joined && (f.inv.offer != "" || f.conn.step == NoPeer):
		p.Link = o.app.env.Site + f.inv.fragment()
	}
	p.Reply = (p.Link != "" && f.conn.step != NoPeer || f.byLinks()) && f.err == nil
	p.Letter, p.Post = o.app.letterLink(f), o.app.postable(f)
	if !f.conn.open && f.channel != "" {
		p.Channel = "mschess-" + f.channel
	}
	p.Status, p.Stopped, p.Claim = o.state(w, f), f.err != nil, o.claimable(f)
	p.Redial, p.Pending = o.redialable(f), f.pending()
	return p
}

// state says where the game against f stands, in the words of w.
func (o online) state(w *words, f *friend) string {
	s := o.phase(w, f)
	if tc := f.inv.clock; tc.On() && f.err == nil && !f.side.Dealt() {
		s = join(s, w.text.Text(text.OnlineClock, clockName(w.text, tc)))
	}
	if f.behind && f.pending() {
		s = join(s, w.text.Text(text.OnlineGameKept, w.text.Text(text.OnlineCancel)))
	}
	return s
}

// phase says in words what the game against f waits for, or how it stopped.
func (o online) phase(w *words, f *friend) string {
	opened := f.checked()
	switch {
	case f.err != nil:
		return w.text.Text(text.OnlineStopped, w.errorText(f.err))
	case f.byLinks():
		return o.app.letterState(w, f)
	}
	if s, ok := o.connectState(w, f); ok && f.conn.redial {
		return s
	}
	if s, ok := o.goneState(w, f); ok {
		return s
	}
	switch {
	case opened:
		return w.text.Text(text.OnlineChecked)
	case f.side.Dealt():
		return w.text.Text(text.OnlinePlaying, w.sideName(f.you))
	case f.joined:
		return w.text.Text(text.OnlineDealing)
	}
	if s, ok := o.connectState(w, f); ok {
		return s
	}
	if f.you == f.inv.side {
		return w.text.Text(text.OnlineInviting)
	}
	return w.text.Text(text.OnlineJoining)
}
