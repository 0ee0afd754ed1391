package duel

import (
	"encoding/binary"
	"errors"
	"io"
	"strconv"

	"mschess/deal"
	"mschess/engine"
	"mschess/internal/wire"
)

// A side is saved so that a reload, a closed tab or a phone that sleeps does
// not lose the game (docs/rules.md §11): Save writes, in order,
//
//	byte     StateVersion
//	bytes    the party's saved state (deal.Party.Save)
//	byte     the question waiting, an Action
//	bytes    this side's move waiting for openings, in SAN, or none
//	bytes    the peer's move waiting for this side's openings, likewise
//	4 bytes  the sequence number of the first message this side sent since it
//	         last heard the peer, big-endian, then those messages, as a uvarint
//	         count and bytes each
//	bytes    the game, as the log of what was done to it (op*)
//
// where bytes are a uvarint length and that many bytes. The game is kept as what
// was done to it rather than as a record, so that Restore replays it through the
// same calls, each of which checks what it is given: a log that no game could
// have written is refused.
//
// It lets the player learn no mine: it holds this side's key share, a mine
// needs both, the peer's shares are of squares the rules open at once, and the
// peer's key comes only once the game is over (ErrEarlyReveal refuses it).

// StateVersion is the version of the saved state Save writes.
const StateVersion = 1

// ErrState is a saved state that cannot be restored: damaged, cut, of another
// version, or of no game that could have been played.
var ErrState = errors.New("the saved game with a friend cannot be read")

// The steps of the game's log.
const (
	opPlay   = iota + 1 // a move that lifted no fog: its SAN
	opOpened            // a move and the openings of what it lifted: its SAN, then square, mine and count of each
	opResign            // a resignation: the side that resigned
	opDraw              // a draw agreed
	opUndo              // a take-back of takeBackPlies plies
	opFlag              // the side to move's flag fallen
)

// logMove records m, a move about to be played in the game's position, with the
// openings it is played with, if any.
func (s *Side) logMove(m engine.Move, opened []engine.Opening) {
	pos := s.game.Referee()
	op := byte(opPlay)
	if opened != nil {
		op = opOpened
	}
	s.log = appendBytes(append(s.log, op), []byte(pos.SAN(m)))
	if opened != nil {
		s.log = binary.AppendUvarint(s.log, uint64(len(opened)))
		for _, o := range opened {
			mine := byte(0)
			if o.Mine {
				mine = 1
			}
			s.log = append(s.log, byte(o.Square), mine, byte(o.Around))
		}
	}
}

// play plays m, logged, with the openings it lifted, if any.
func (s *Side) play(m engine.Move, opened []engine.Opening) error {
	n := len(s.log)
	s.logMove(m, opened)
	var err error
	if opened != nil {
		_, err = s.game.PlayOpened(m, opened)
	} else {
		_, err = s.game.Play(m)
	}
	if err != nil {
		s.log = s.log[:n]
	}
	return err
}

// Save returns everything the side needs to go on after a reload, at the same
// sequence number (Restore). It holds this side's key share: keep it on this
// device, and never send it anywhere.
func (s *Side) Save() []byte {
	b := appendBytes([]byte{StateVersion}, s.party.Save())
	b = append(b, byte(s.question))
	for _, m := range [2]engine.Move{s.mine, s.theirs} {
		san := ""
		if m != engine.NoMove {
			pos := s.game.Referee()
			san = pos.SAN(m)
		}
		b = appendBytes(b, []byte(san))
	}
	b = binary.BigEndian.AppendUint32(b, s.sentFrom)
	b = binary.AppendUvarint(b, uint64(len(s.sent)))
	for _, m := range s.sent {
		b = appendBytes(b, m)
	}
	return appendBytes(b, s.log)
}

// Restore reads a side back from what Save returned, drawing the dealing's
// randomness from rand from then on. A state that is damaged, of another version
// or of no game that could have been played is refused with ErrState.
func Restore(b []byte, rand io.Reader) (*Side, error) {
	r := stateReader(b)
	if v := r.Byte(); r.Err == nil && v != StateVersion {
		return nil, refuse(ErrState, "version "+strconv.Itoa(int(v)), nil)
	}
	party, err := deal.Restore(r.Bytes(), rand)
	if r.Err == nil && err != nil {
		return nil, refuse(ErrState, "", err)
	}
	s := &Side{party: party, game: engine.NewDealtGame()}
	question := Action(r.Byte())
	sans := [2][]byte{r.Bytes(), r.Bytes()}
	if seq := r.Take(4); seq != nil {
		s.sentFrom = binary.BigEndian.Uint32(seq)
	}
	s.sent = make([][]byte, r.Uvarint())
	for i := range s.sent {
		s.sent[i] = r.Bytes()
	}
	log := r.Bytes()
	switch {
	case r.Err != nil:
		return nil, r.Err
	case len(r.B) > 0:
		return nil, refuse(ErrState, strconv.Itoa(len(r.B))+" bytes too many", nil)
	case question != NoAction && question != OfferDraw && question != AskTakeBack:
		return nil, refuse(ErrState, "the question "+question.String(), nil)
	}
	if err := s.replay(log); err != nil { // which answers questions as it goes
		return nil, refuse(ErrState, "", err)
	}
	s.question = question
	pos := s.game.Referee()
	for i, m := range []*engine.Move{&s.mine, &s.theirs} {
		*m = engine.NoMove
		if len(sans[i]) > 0 {
			if *m, err = readMove(&pos, append([]byte{PayloadVersion}, sans[i]...)); err != nil {
				return nil, refuse(ErrState, "", err)
			}
		}
	}
	if s.party.Next() == deal.Done {
		if err := s.open(); err != nil {
			return nil, refuse(ErrState, "", err)
		}
	}
	return s, nil
}

// replay plays the game's log on s's new game, checking every step.
func (s *Side) replay(log []byte) error {
	r := stateReader(log)
	for len(r.B) > 0 && r.Err == nil {
		var err error
		switch op := r.Byte(); op {
		case opPlay, opOpened:
			pos := s.game.Referee()
			var m engine.Move
			if m, err = readMove(&pos, append([]byte{PayloadVersion}, r.Bytes()...)); err != nil {
				return err
			}
			var opened []engine.Opening
			if op == opOpened {
				opened = make([]engine.Opening, r.Uvarint())
				for i := range opened {
					sq, mine, around := r.Byte(), r.Byte(), r.Byte()
					opened[i] = engine.Opening{Square: engine.Square(sq), Mine: mine == 1, Around: int(around)}
				}
			}
			if r.Err == nil {
				err = s.play(m, opened)
			}
		case opResign:
			err = s.resign(engine.Color(r.Byte() & 1))
		case opDraw:
			err = s.apply(AcceptDraw, s.Color())
		case opUndo:
			err = s.apply(AllowTakeBack, s.Color())
		case opFlag:
			err = s.apply(Flag, s.Color())
		default:
			err = errors.New("step " + strconv.Itoa(int(op)))
		}
		if err != nil {
			return err
		}
	}
	return r.Err
}

// resign ends the game with a loss for c, logged.
func (s *Side) resign(c engine.Color) error {
	if err := s.game.Resign(c); err != nil {
		return err
	}
	s.log = append(s.log, opResign, byte(c))
	return nil
}

// Resend returns the messages this side sent that a peer at sequence number seq,
// as it says on reconnecting, has not had: none when it is not behind. A seq
// before the messages this side keeps is refused with ErrState: the peer lost
// messages it had taken, and the two can no longer agree.
func (s *Side) Resend(seq uint32) ([][]byte, error) {
	end := s.sentFrom + uint32(len(s.sent))
	switch {
	case seq < s.sentFrom:
		return nil, refuse(ErrState, "the friend's page is back at message "+strconv.Itoa(int(seq)), nil)
	case seq >= end:
		return nil, nil
	}
	return s.sent[seq-s.sentFrom:], nil
}

// Unheard returns the messages this side sent since it last heard the peer, and
// the sequence number of the first: all the peer may lack, which a page that
// plays by links sends whole each time (docs/rules.md §11).
func (s *Side) Unheard() (uint32, [][]byte) { return s.sentFrom, s.sent }

// Seq is the sequence number of the next message: how many this side has sent
// and taken, which it tells the peer on reconnecting (Resend).
func (s *Side) Seq() uint32 { return s.party.Seq() }

func appendBytes(b, data []byte) []byte {
	return append(binary.AppendUvarint(b, uint64(len(data))), data...)
}

// stateReader reads a saved state, or its log, which is refused when cut.
func stateReader(b []byte) *wire.Reader {
	return &wire.Reader{B: b, Short: refuse(ErrState, "cut short", nil)}
}

// Claim ends the game with a loss for the peer, who left it and did not come
// back within the grace period (docs/rules.md §11): the one who left has
// resigned (§7). It sends nothing, as there is no one to send it to; Save keeps
// it.
func (s *Side) Claim() error { return s.resign(s.Color().Other()) }
