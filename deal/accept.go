package deal

import (
	"strconv"

	"github.com/gtank/ristretto255"

	"mschess/engine"
)

// Accept verifies the peer's message and, only when it verifies, records it.
func (p *Party) Accept(msg []byte) (Event, error) { return p.AcceptIf(msg, nil) }

// AcceptIf is Accept with the caller's own last check: check, unless nil, sees the
// event of a message that verifies, and an error from it refuses the message with
// no change of state, as Accept refuses one that does not verify. A game checks
// there that a move's payload is legal and lifts the squares it opens.
func (p *Party) AcceptIf(msg []byte, check func(Event) error) (Event, error) {
	m, err := parse(msg)
	if err != nil {
		return Event{}, err
	}
	switch {
	case m.game != p.game:
		return Event{}, fail(OtherGame, "game "+strconv.Quote(m.game))
	case m.seq < p.seq:
		return Event{}, fail(Replay, "message "+num(m.seq)+", expecting "+num(p.seq))
	case m.seq > p.seq:
		return Event{}, fail(OutOfTurn, "message "+num(m.seq)+", expecting "+num(p.seq))
	case m.prev != p.hash:
		return Event{}, fail(OtherGame, "the histories differ")
	case p.holder == p.side || !p.allowed(m.kind):
		return Event{}, fail(OutOfTurn, "a message of kind "+num(m.kind))
	}
	peer := p.side ^ 1
	ctx := p.context(peer)
	var ev Event
	switch m.kind {
	case kindHello:
		if m.side != peer {
			return Event{}, fail(OutOfTurn, "a hello from this side")
		}
		if !m.keyPf.verify(ctx, m.key) {
			return Event{}, fail(BadProof, "the key proof")
		}
	case kindShuffle:
		if !m.shufPf.verify(ctx, p.joint(), p.field, m.field) {
			return Event{}, fail(BadProof, "the shuffle proof")
		}
	case kindMove:
		if err := checkSquares(m.squares); err != nil {
			return Event{}, err
		}
		if len(m.squares) > 0 && !m.sharePf.verify(ctx, p.keys[peer], firsts(p.combined(m.squares)), m.shares) {
			return Event{}, fail(BadShare, "the mover's shares")
		}
		ev.Payload, ev.Squares = m.payload, m.squares
	case kindReply:
		if len(m.shares) != len(p.open) || !m.sharePf.verify(ctx, p.keys[peer], firsts(p.combined(p.open)), m.shares) {
			return Event{}, fail(BadShare, "the reply's shares")
		}
		_, own := p.ownShares(p.open)
		if ev.Openings, err = p.decode(own, m.shares); err != nil {
			return Event{}, err
		}
	case kindAction:
		ev.Payload, ev.Action = m.payload, true
	case kindReveal:
		if ristretto255.NewIdentityElement().ScalarBaseMult(m.secret).Equal(p.keys[peer]) != 1 {
			return Event{}, fail(BadShare, "the revealed key")
		}
	}
	if check != nil {
		if err := check(ev); err != nil {
			return Event{}, err
		}
	}
	if m.kind == kindReveal {
		p.peerSecret = m.secret
	}
	p.advance(m, msg)
	return ev, nil
}

// checkSquares refuses squares outside the fog zone or repeated.
func checkSquares(squares []engine.Square) error {
	var seen [cells]bool
	for _, s := range squares {
		if s < firstCell || s >= firstCell+cells || seen[s-firstCell] {
			return fail(Malformed, "square "+num(s))
		}
		seen[s-firstCell] = true
	}
	return nil
}

// SameSquares reports whether a and b hold the same squares, each as many times. It
// counts rather than sorts, which would link a sort of squares (docs/size.md).
func SameSquares(a, b []engine.Square) bool {
	var count [256]int
	for _, s := range a {
		count[uint8(s)]++
	}
	for _, s := range b {
		count[uint8(s)]--
	}
	for _, n := range count {
		if n != 0 {
			return false
		}
	}
	return true
}
