package deal

import (
	"encoding/binary"
	"io"
	"slices"

	"github.com/gtank/ristretto255"

	"mschess/engine"
	"mschess/internal/sha2"
)

// firstCell is the square of the dealt vector's cell 0: cell i is the fog-zone square
// with engine index 24+i, a4 to h7.
const firstCell = engine.Square(24)

// phase is where the protocol stands.
type phase byte

const (
	phaseHello   phase = iota // White's hello, then Black's
	phaseShuffle              // White's shuffle, then Black's
	phasePlay                 // the holder moves, acts or reveals
	phaseReply                // the holder owes its shares for the last move
	phaseReveal               // the holder owes its secret key
	phaseDone
)

// Step is what the protocol waits for next.
type Step int

// The steps of a game, from one side's seat.
const (
	// Wait is for the peer's next message.
	Wait Step = iota
	// SendHello is for this side's Hello.
	SendHello
	// SendShuffle is for this side's Shuffle.
	SendShuffle
	// Play is for this side's Move, Action or Reveal.
	Play
	// SendReply is for this side's Reply to the peer's move.
	SendReply
	// SendReveal is for this side's Reveal, the peer having revealed.
	SendReveal
	// Done is a game whose minefield both sides have opened.
	Done
)

// Event is what an accepted message says.
type Event struct {
	// Payload is a move's or an action's payload, as its sender gave it.
	Payload []byte
	// Squares are the squares a move opens, when the message is the peer's move: the
	// caller checks that they are the ones the move lifts before it replies.
	Squares []engine.Square
	// Openings are the squares opened, when the message completes an opening: the
	// peer's reply to this side's move.
	Openings []engine.Opening
	// Action tells an action's payload from a move's.
	Action bool
}

// Party is one side of an online game: its half of the key, the transcript so far and the
// dealt minefield, which it holds only encrypted. It refuses, with an *Error and with no
// change of state, any message it cannot verify.
type Party struct {
	game   string
	side   engine.Color
	rand   io.Reader
	secret *scalar
	keys   [2]*point // by side; the peer's is nil until its hello
	field  []ciphertext

	phase  phase
	holder engine.Color // who sends the next message
	seq    uint32
	hash   [32]byte

	open       []engine.Square // the squares of the move that awaits its reply
	peerShares []*point        // the mover's shares, when the peer moved
	peerSecret *scalar         // once revealed
	// last is the latest batch of squares worked on, so that a move's sender and
	// receiver each fold the field and take their own shares once per move.
	last batch
}

// batch is what a party worked out for a batch of squares of the dealt field.
type batch struct {
	squares  []engine.Square
	combined []ciphertext
	own      []*point // this side's shares; nil until needed
}

// New starts a party for side in game, drawing its randomness from rand: crypto/rand's
// Reader natively and in the browser.
func New(game string, side engine.Color, rand io.Reader) (*Party, error) {
	if len(game) == 0 || len(game) > MaxGameID {
		return nil, fail(Malformed, "a game id of "+num(len(game))+" bytes")
	}
	if side > engine.Black {
		return nil, fail(Malformed, "side "+num(side))
	}
	x, err := randomScalar(rand)
	if err != nil {
		return nil, err
	}
	p := &Party{game: game, side: side, rand: rand, secret: x, field: startVector()}
	p.keys[side] = ristretto255.NewIdentityElement().ScalarBaseMult(x)
	p.hash = sha2.Sum256(append([]byte("mschess/deal/v1 transcript "), game...))
	return p, nil
}

// Game is the game the party was started for, which binds every message.
func (p *Party) Game() string { return p.game }

// Side is the side this party plays.
func (p *Party) Side() engine.Color { return p.side }

// Seq is the sequence number of the next message.
func (p *Party) Seq() uint32 { return p.seq }

// Transcript is the hash of every message so far, which the game's record keeps.
func (p *Party) Transcript() [32]byte { return p.hash }

// Next says what the protocol waits for.
func (p *Party) Next() Step {
	if p.phase == phaseDone {
		return Done
	}
	if p.holder != p.side {
		return Wait
	}
	return [...]Step{SendHello, SendShuffle, Play, SendReply, SendReveal}[p.phase]
}

// allowed reports whether a message of kind k may come next.
func (p *Party) allowed(k kind) bool {
	switch p.phase {
	case phaseHello:
		return k == kindHello
	case phaseShuffle:
		return k == kindShuffle
	case phasePlay:
		return k == kindMove || k == kindAction || k == kindReveal
	case phaseReply:
		return k == kindReply
	case phaseReveal:
		return k == kindReveal
	}
	return false
}

// context binds a proof to the game, the prover's side and the message's place in the
// transcript.
func (p *Party) context(side engine.Color) []byte {
	b := append([]byte{byte(len(p.game))}, p.game...)
	b = append(b, byte(side))
	b = binary.BigEndian.AppendUint32(b, p.seq)
	return append(b, p.hash[:]...)
}

func (p *Party) joint() *point { return ristretto255.NewIdentityElement().Add(p.keys[0], p.keys[1]) }

// send checks that kind k is this side's to send, then encodes and records it.
func (p *Party) send(m *message) ([]byte, error) {
	if p.holder != p.side || !p.allowed(m.kind) {
		return nil, fail(OutOfTurn, "it is not this side's turn to send that")
	}
	m.game, m.seq, m.prev = p.game, p.seq, p.hash
	b := m.encode()
	p.advance(m, b)
	return b, nil
}

// advance records an accepted or sent message and moves the protocol on.
func (p *Party) advance(m *message, b []byte) {
	other := p.holder ^ 1
	switch m.kind {
	case kindHello:
		p.keys[m.side] = m.key
		if m.side == engine.Black {
			p.phase = phaseShuffle
		}
		p.holder = other
	case kindShuffle:
		p.field = m.field
		if p.holder == engine.Black {
			p.phase = phasePlay
		}
		p.holder = other
	case kindMove:
		p.holder = other
		if len(m.squares) > 0 {
			p.phase = phaseReply
			p.open = m.squares
			if p.holder == p.side {
				p.peerShares = m.shares
			}
		}
	case kindReply:
		p.phase, p.open, p.peerShares = phasePlay, nil, nil
	case kindAction:
		p.holder = other
	case kindReveal:
		if p.phase == phaseReveal {
			p.phase = phaseDone
		} else {
			p.phase = phaseReveal
		}
		p.holder = other
	}
	p.seq++
	p.hash = sha2.Sum256(append(p.hash[:], b...))
}

// Hello is this side's first message: its key and the proof that it knows the secret.
func (p *Party) Hello() ([]byte, error) {
	pf, err := proveKey(p.context(p.side), p.secret, p.keys[p.side], p.rand)
	if err != nil {
		return nil, err
	}
	return p.send(&message{kind: kindHello, side: p.side, key: p.keys[p.side], keyPf: pf})
}

// Shuffle permutes and re-encrypts the field so far, with its proof: White shuffles the
// start vector, Black White's output, and the result is the minefield.
func (p *Party) Shuffle() ([]byte, error) {
	if p.phase != phaseShuffle || p.holder != p.side {
		return nil, fail(OutOfTurn, "it is not this side's turn to shuffle")
	}
	out, pf, err := shuffle(p.context(p.side), p.joint(), p.field, p.rand)
	if err != nil {
		return nil, err
	}
	return p.send(&message{kind: kindShuffle, field: out, shufPf: pf})
}

// Move sends a move's payload (its text) with this side's shares of the squares it
// lifts, which the caller knows from the public position. Its Openings come with the
// peer's reply; a move that lifts nothing needs no reply.
func (p *Party) Move(payload []byte, squares []engine.Square) ([]byte, error) {
	if len(payload) > MaxPayload {
		return nil, fail(TooLong, "a payload of "+num(len(payload))+" bytes")
	}
	if err := checkSquares(squares); err != nil {
		return nil, err
	}
	if p.phase != phasePlay || p.holder != p.side {
		return nil, fail(OutOfTurn, "it is not this side's turn to move")
	}
	m := &message{kind: kindMove, payload: payload, squares: slices.Clone(squares)}
	if err := p.prove(m); err != nil {
		return nil, err
	}
	return p.send(m)
}

// Reply sends this side's shares for the peer's move and returns the openings. squares
// are the squares the caller found the move to lift: unless they are the ones the peer
// opened, nothing is sent.
func (p *Party) Reply(squares []engine.Square) ([]byte, []engine.Opening, error) {
	if p.phase != phaseReply || p.holder != p.side {
		return nil, nil, fail(OutOfTurn, "there is no move to reply to")
	}
	if !SameSquares(squares, p.open) {
		return nil, nil, fail(BadShare, "the move opens "+squareList(p.open)+" where it lifts "+squareList(squares))
	}
	m := &message{kind: kindReply}
	if err := p.prove(m); err != nil {
		return nil, nil, err
	}
	openings, err := p.decode(m.shares, p.peerShares)
	if err != nil {
		return nil, nil, err
	}
	b, err := p.send(m)
	return b, openings, err
}

// Action sends an opaque payload, such as a resignation or a draw offer or reply.
func (p *Party) Action(payload []byte) ([]byte, error) {
	if len(payload) > MaxPayload {
		return nil, fail(TooLong, "a payload of "+num(len(payload))+" bytes")
	}
	return p.send(&message{kind: kindAction, payload: slices.Clone(payload)})
}

// Reveal sends this side's secret key, once the game is over, so that both can open the
// whole minefield.
func (p *Party) Reveal() ([]byte, error) {
	return p.send(&message{kind: kindReveal, secret: p.secret})
}

// Mines are the squares of the four mines, once the peer has revealed its key.
func (p *Party) Mines() ([]engine.Square, error) {
	if p.peerSecret == nil {
		return nil, fail(OutOfTurn, "the opponent has not revealed its key")
	}
	x := ristretto255.NewScalar().Add(p.secret, p.peerSecret)
	var mines []engine.Square
	for i, c := range p.field {
		v, ok := decoding[[32]byte(ristretto255.NewIdentityElement().Subtract(c.c2, ristretto255.NewIdentityElement().ScalarMult(x, c.c1)).Bytes())]
		if !ok || v > 1 {
			return nil, fail(BadShare, "square "+(firstCell+engine.Square(i)).String()+" decodes to no mine bit")
		}
		if v == 1 {
			mines = append(mines, firstCell+engine.Square(i))
		}
	}
	if len(mines) != 4 {
		return nil, fail(BadShare, num(len(mines))+" mines in the field")
	}
	return mines, nil
}

// combined is, for each square s, the ciphertext of 9·m_s + Σ m_t over the fog-zone
// neighbours t of s: one value carries the mine bit and the number. The field is
// fixed once play starts, so the last batch's values are kept.
func (p *Party) combined(squares []engine.Square) []ciphertext {
	if slices.Equal(p.last.squares, squares) {
		return p.last.combined
	}
	out := make([]ciphertext, len(squares))
	for i, s := range squares {
		cell := int(s - firstCell)
		c := p.field[cell].nine()
		f, r := cell%8, cell/8
		for dr := -1; dr <= 1; dr++ {
			for df := -1; df <= 1; df++ {
				nf, nr := f+df, r+dr
				if (df != 0 || dr != 0) && nf >= 0 && nf < 8 && nr >= 0 && nr < cells/8 {
					c = c.add(p.field[nr*8+nf])
				}
			}
		}
		out[i] = c
	}
	p.last = batch{squares: slices.Clone(squares), combined: out}
	return out
}

func firsts(cs []ciphertext) []*point {
	out := make([]*point, len(cs))
	for i, c := range cs {
		out[i] = c.c1
	}
	return out
}

// ownShares are, for each square, the first part A of its combined ciphertext and this
// side's share x·A.
func (p *Party) ownShares(squares []engine.Square) (as, ds []*point) {
	as = firsts(p.combined(squares))
	if p.last.own == nil {
		p.last.own = make([]*point, len(as))
		for i, a := range as {
			p.last.own[i] = ristretto255.NewIdentityElement().ScalarMult(p.secret, a)
		}
	}
	return as, p.last.own
}

// prove fills m with this side's shares of the squares it opens (a move's own, or the
// ones its reply owes) and their proof.
func (p *Party) prove(m *message) error {
	squares := p.open
	if m.kind == kindMove {
		squares = m.squares
	}
	if len(squares) == 0 {
		return nil
	}
	as, ds := p.ownShares(squares)
	pf, err := proveShares(p.context(p.side), p.secret, p.keys[p.side], as, ds, p.rand)
	m.shares, m.sharePf = ds, pf
	return err
}

// decode combines both sides' shares of the open squares into their openings.
func (p *Party) decode(own, peer []*point) ([]engine.Opening, error) {
	cs := p.combined(p.open)
	out := make([]engine.Opening, len(cs))
	for i, c := range cs {
		v, ok := decoding[[32]byte(ristretto255.NewIdentityElement().Subtract(c.c2, ristretto255.NewIdentityElement().Add(own[i], peer[i])).Bytes())]
		if !ok {
			return nil, fail(BadShare, "square "+p.open[i].String()+" opens to no value the rules allow")
		}
		out[i] = engine.Opening{Square: p.open[i], Mine: v >= 9, Around: v % 9}
	}
	return out, nil
}
