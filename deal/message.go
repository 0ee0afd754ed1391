package deal

import (
	"encoding/base64"
	"encoding/binary"

	"github.com/gtank/ristretto255"

	"mschess/engine"
	"mschess/internal/wire"
)

// Version is the version of the messages and saved states this package writes.
const Version = 1

// Caps on what a message may hold: a reader refuses anything longer before allocating.
const (
	// MaxGameID is the longest game id, in bytes.
	MaxGameID = 64
	// MaxPayload is the longest move or action payload, in bytes.
	MaxPayload = 256
	// MaxMessage is the longest binary message: a shuffle is about 6.4 KB.
	MaxMessage = 8192
)

// MaxText is the longest text form of a message.
var MaxText = base64.RawURLEncoding.EncodedLen(MaxMessage)

// kind is what a message does.
type kind byte

const (
	kindHello   kind = iota + 1 // side, key and its proof
	kindShuffle                 // 32 ciphertexts and the shuffle proof
	kindMove                    // payload, squares opened, the mover's shares and proof
	kindReply                   // the other side's shares for the last move and proof
	kindAction                  // an opaque payload: resign, draw, abandon
	kindReveal                  // the sender's secret key, at the end
)

const (
	pointSize  = 32
	headerSize = 2 + 1 + 4 + 32 // version, kind, game length; sequence; transcript hash
	proofSize  = 2 * pointSize
)

// message is one parsed protocol message.
type message struct {
	kind kind
	game string
	seq  uint32
	prev [32]byte

	side    engine.Color // hello
	key     *point       // hello
	keyPf   keyProof     // hello
	field   []ciphertext // shuffle
	shufPf  shuffleProof // shuffle
	payload []byte       // move, action
	squares []engine.Square
	shares  []*point // move, reply
	sharePf shareProof
	secret  *scalar // reveal
}

// Text is the base64url form of a binary message, with no padding.
func Text(msg []byte) string { return base64.RawURLEncoding.EncodeToString(msg) }

// ParseText reads the text form of a message back into its binary form.
func ParseText(text string) ([]byte, error) {
	if len(text) > MaxText {
		return nil, fail(TooLong, num(len(text))+" characters")
	}
	b, err := base64.RawURLEncoding.DecodeString(text)
	if err != nil {
		return nil, fail(Malformed, "not base64url")
	}
	return b, nil
}

func (m *message) encode() []byte {
	b := []byte{Version, byte(m.kind), byte(len(m.game))}
	b = append(b, m.game...)
	b = binary.BigEndian.AppendUint32(b, m.seq)
	b = append(b, m.prev[:]...)
	switch m.kind {
	case kindHello:
		b = append(b, byte(m.side))
		b = append(b, m.key.Bytes()...)
		b = appendScalars(b, m.keyPf.c, m.keyPf.s)
	case kindShuffle:
		for _, c := range m.field {
			b = appendPoints(b, c.c1, c.c2)
		}
		p := &m.shufPf
		b = appendPoints(b, p.perm[:]...)
		b = appendPoints(b, p.chain[:]...)
		b = appendScalars(b, p.c, p.s1, p.s2, p.s3, p.s4)
		b = appendScalars(b, p.sHat[:]...)
		b = appendScalars(b, p.sPrime[:]...)
	case kindMove:
		b = appendPayload(b, m.payload)
		b = append(b, byte(len(m.squares)))
		for _, s := range m.squares {
			b = append(b, byte(s))
		}
		b = appendShares(b, m)
	case kindReply:
		b = append(b, byte(len(m.shares)))
		b = appendShares(b, m)
	case kindAction:
		b = appendPayload(b, m.payload)
	case kindReveal:
		b = append(b, m.secret.Bytes()...)
	}
	return b
}

func appendPoints(b []byte, ps ...*point) []byte {
	for _, p := range ps {
		b = append(b, p.Bytes()...)
	}
	return b
}

func appendScalars(b []byte, ss ...*scalar) []byte {
	for _, s := range ss {
		b = append(b, s.Bytes()...)
	}
	return b
}

func appendPayload(b, payload []byte) []byte {
	return append(binary.BigEndian.AppendUint16(b, uint16(len(payload))), payload...)
}

// appendShares writes the shares and, when there are any, their proof.
func appendShares(b []byte, m *message) []byte {
	b = appendPoints(b, m.shares...)
	if len(m.shares) > 0 {
		b = appendScalars(b, m.sharePf.c, m.sharePf.s)
	}
	return b
}

// reader takes a message or a saved state apart, remembering the first fault.
type reader struct{ wire.Reader }

// newReader reads b, which ends early when it is cut.
func newReader(b []byte) *reader {
	return &reader{wire.Reader{B: b, Short: fail(Malformed, "it ends early")}}
}

func (r *reader) point() *point {
	b := r.Take(pointSize)
	if b == nil {
		return nil
	}
	p, err := ristretto255.NewIdentityElement().SetCanonicalBytes(b)
	if err != nil {
		r.Err = fail(Malformed, "a point is not valid")
		return nil
	}
	return p
}

func (r *reader) scalar() *scalar {
	b := r.Take(pointSize)
	if b == nil {
		return nil
	}
	s, err := ristretto255.NewScalar().SetCanonicalBytes(b)
	if err != nil {
		r.Err = fail(Malformed, "a number is not valid")
		return nil
	}
	return s
}

func (r *reader) points(ps []*point) {
	for i := range ps {
		ps[i] = r.point()
	}
}

func (r *reader) scalars(ss []*scalar) {
	for i := range ss {
		ss[i] = r.scalar()
	}
}

func (r *reader) payload() []byte {
	n := r.Take(2)
	if n == nil {
		return nil
	}
	size := int(binary.BigEndian.Uint16(n))
	if size > MaxPayload {
		r.Err = fail(TooLong, "a payload of "+num(size)+" bytes")
		return nil
	}
	return append([]byte{}, r.Take(size)...)
}

func (r *reader) count() int {
	n := int(r.Byte())
	if n > cells {
		r.Err = fail(TooLong, num(n)+" squares")
		return 0
	}
	return n
}

// shares reads n shares and, when n > 0, their proof.
func (r *reader) shares(m *message, n int) {
	m.shares = make([]*point, n)
	r.points(m.shares)
	if n > 0 {
		m.sharePf.c, m.sharePf.s = r.scalar(), r.scalar()
	}
}

// parse reads a binary message, refusing it before allocating when it is over a cap.
func parse(b []byte) (*message, error) {
	if len(b) > MaxMessage {
		return nil, fail(TooLong, num(len(b))+" bytes")
	}
	r := newReader(b)
	if v := r.Byte(); r.Err == nil && v != Version {
		return nil, fail(BadVersion, "version "+num(v))
	}
	m := &message{kind: kind(r.Byte())}
	n := int(r.Byte())
	if r.Err == nil && (n == 0 || n > MaxGameID) {
		return nil, fail(Malformed, "a game id of "+num(n)+" bytes")
	}
	m.game = string(r.Take(n))
	if seq := r.Take(4); seq != nil {
		m.seq = binary.BigEndian.Uint32(seq)
	}
	copy(m.prev[:], r.Take(32))
	switch m.kind {
	case kindHello:
		m.side = engine.Color(r.Byte())
		if r.Err == nil && m.side > engine.Black {
			return nil, fail(Malformed, "side "+num(m.side))
		}
		m.key = r.point()
		m.keyPf.c, m.keyPf.s = r.scalar(), r.scalar()
	case kindShuffle:
		m.field = make([]ciphertext, cells)
		for i := range m.field {
			m.field[i] = ciphertext{r.point(), r.point()}
		}
		p := &m.shufPf
		r.points(p.perm[:])
		r.points(p.chain[:])
		p.c, p.s1, p.s2, p.s3, p.s4 = r.scalar(), r.scalar(), r.scalar(), r.scalar(), r.scalar()
		r.scalars(p.sHat[:])
		r.scalars(p.sPrime[:])
	case kindMove:
		m.payload = r.payload()
		m.squares = make([]engine.Square, r.count())
		for i, c := range r.Take(len(m.squares)) {
			m.squares[i] = engine.Square(c)
		}
		r.shares(m, len(m.squares))
	case kindReply:
		r.shares(m, r.count())
	case kindAction:
		m.payload = r.payload()
	case kindReveal:
		m.secret = r.scalar()
	default:
		if r.Err == nil {
			return nil, fail(Malformed, "kind "+num(m.kind))
		}
	}
	if r.Err != nil {
		return nil, r.Err
	}
	if len(r.B) > 0 {
		return nil, fail(Malformed, num(len(r.B))+" bytes too many")
	}
	return m, nil
}
