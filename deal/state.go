package deal

import (
	"encoding/binary"
	"io"

	"github.com/gtank/ristretto255"

	"mschess/engine"
)

// stateMark tells a saved party from a message, whose second byte is its kind.
const stateMark = 0x80

// Save returns everything the party needs to go on after a reload or a dropped
// connection, at the same sequence number. It holds this side's secret key share:
// keep it with the saved game on this device, and never send it anywhere.
func (p *Party) Save() []byte {
	b := []byte{Version, stateMark, byte(len(p.game))}
	b = append(b, p.game...)
	b = append(b, byte(p.side), byte(p.phase), byte(p.holder))
	b = binary.BigEndian.AppendUint32(b, p.seq)
	b = append(b, p.hash[:]...)
	b = append(b, p.secret.Bytes()...)
	if peer := p.keys[p.side^1]; peer != nil {
		b = appendPoints(append(b, 1), peer)
	} else {
		b = append(b, 0)
	}
	for _, c := range p.field {
		b = appendPoints(b, c.c1, c.c2)
	}
	b = append(b, byte(len(p.open)))
	for _, s := range p.open {
		b = append(b, byte(s))
	}
	b = appendPoints(append(b, byte(len(p.peerShares))), p.peerShares...)
	if p.peerSecret != nil {
		b = append(append(b, 1), p.peerSecret.Bytes()...)
	} else {
		b = append(b, 0)
	}
	return b
}

// Restore reads a party back from what Save returned, drawing its randomness from
// rand from then on. A state that is damaged, of another version or inconsistent in
// itself is refused with an *Error.
func Restore(b []byte, rand io.Reader) (*Party, error) {
	if len(b) > MaxMessage {
		return nil, fail(TooLong, "a saved state of "+num(len(b))+" bytes")
	}
	r := newReader(b)
	if v := r.Byte(); r.Err == nil && v != Version {
		return nil, fail(BadVersion, "saved state version "+num(v))
	}
	if mark := r.Byte(); r.Err == nil && mark != stateMark {
		return nil, fail(Malformed, "not a saved state")
	}
	n := int(r.Byte())
	if r.Err == nil && (n == 0 || n > MaxGameID) {
		return nil, fail(Malformed, "a game id of "+num(n)+" bytes")
	}
	p := &Party{game: string(r.Take(n)), rand: rand}
	p.side, p.phase, p.holder = engine.Color(r.Byte()), phase(r.Byte()), engine.Color(r.Byte())
	if seq := r.Take(4); seq != nil {
		p.seq = binary.BigEndian.Uint32(seq)
	}
	copy(p.hash[:], r.Take(32))
	p.secret = r.scalar()
	if r.Err == nil && (p.side > engine.Black || p.holder > engine.Black || p.phase > phaseDone) {
		return nil, fail(Malformed, "side "+num(p.side)+", phase "+num(p.phase)+", holder "+num(p.holder))
	}
	if r.Byte() == 1 {
		p.keys[p.side^1] = r.point()
	}
	p.field = make([]ciphertext, cells)
	for i := range p.field {
		p.field[i] = ciphertext{r.point(), r.point()}
	}
	p.open = make([]engine.Square, r.count())
	for i, c := range r.Take(len(p.open)) {
		p.open[i] = engine.Square(c)
	}
	if len(p.open) == 0 {
		p.open = nil
	}
	if shares := r.count(); shares > 0 {
		p.peerShares = make([]*point, shares)
		r.points(p.peerShares)
	}
	if r.Byte() == 1 {
		p.peerSecret = r.scalar()
	}
	if r.Err != nil {
		return nil, r.Err
	}
	if len(r.B) > 0 {
		return nil, fail(Malformed, num(len(r.B))+" bytes too many")
	}
	if err := p.consistent(); err != nil {
		return nil, err
	}
	p.keys[p.side] = ristretto255.NewIdentityElement().ScalarBaseMult(p.secret)
	return p, nil
}

// consistent refuses a restored state that no game could have reached, so that a
// damaged save fails at once rather than later against the peer.
func (p *Party) consistent() error {
	peer := p.keys[p.side^1]
	switch {
	case peer == nil && (p.phase != phaseHello || p.seq > 1):
		return fail(Malformed, "a saved state past the hellos without the opponent's key")
	case checkSquares(p.open) != nil:
		return fail(Malformed, "the squares awaiting a reply")
	case (len(p.open) > 0) != (p.phase == phaseReply):
		return fail(Malformed, "squares awaiting a reply in phase "+num(p.phase))
	case len(p.peerShares) != 0 && len(p.peerShares) != len(p.open):
		return fail(Malformed, num(len(p.peerShares))+" shares for "+num(len(p.open))+" squares")
	case p.peerSecret != nil && (peer == nil || ristretto255.NewIdentityElement().ScalarBaseMult(p.peerSecret).Equal(peer) != 1):
		return fail(Malformed, "the opponent's revealed key")
	}
	return nil
}
