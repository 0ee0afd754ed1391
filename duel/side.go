package duel

import (
	"io"
	"strconv"

	"mschess/deal"
	"mschess/engine"
)

// Side is one player's side of an online game: its half of the dealing protocol
// and the game as its player sees it, kept in step.
type Side struct {
	party *deal.Party
	game  *engine.Game

	mine     engine.Move     // this side's move that waits for the peer's openings
	theirs   engine.Move     // the peer's move that waits for this side's openings
	outbox   [][]byte        // messages owed already made, in order
	question Action          // an offer or request waiting for the side that holds the turn
	field    engine.Bitboard // the minefield, once both keys are revealed
	opened   bool
	log      []byte   // what was done to the game, which Save keeps (state.go)
	sent     [][]byte // the messages this side made since it last heard the peer (Resend)
	sentFrom uint32   // the sequence number of sent[0]
}

// Event is what a message received did.
type Event struct {
	// Moved reports that a move was played: the peer's, or this side's once the
	// peer's openings came. Game().Moves() holds it, with what it did.
	Moved bool
	// Action is the peer's action, or NoAction.
	Action Action
}

// New starts side's half of the game id, drawing the dealing's randomness from
// rand: crypto/rand's Reader natively and in the browser. Nothing from a seed
// may go there, since whoever knows the seed would know the mines.
func New(id string, side engine.Color, rand io.Reader) (*Side, error) {
	p, err := deal.New(id, side, rand)
	if err != nil {
		return nil, err
	}
	return &Side{party: p, game: engine.NewDealtGame(), mine: engine.NoMove, theirs: engine.NoMove}, nil
}

// Color is the side this one plays.
func (s *Side) Color() engine.Color { return s.party.Side() }

// Game is the game as this side's player sees it, for reading: a move played on
// it rather than through Move would part it from the peer's.
func (s *Side) Game() *engine.Game { return s.game }

// ID is the game's id, as New was given it.
func (s *Side) ID() string { return s.party.Game() }

// Transcript is the hash of every message so far, which the game's record keeps.
func (s *Side) Transcript() [32]byte { return s.party.Transcript() }

// Turn reports whether this side is to decide: to move or act, or to answer the
// peer's offer or request (Question).
func (s *Side) Turn() bool { return s.party.Next() == deal.Play && !s.game.Over() }

// Dealt reports whether the set-up is over: both hellos and both shuffles are
// in, and the minefield is dealt, encrypted.
func (s *Side) Dealt() bool { return s.party.Seq() >= setUpMessages }

// Question is the offer or request that waits for an answer from the side whose
// turn it is, or NoAction.
func (s *Side) Question() Action { return s.question }

// Field is the minefield as dealt, and whether both sides have opened it: once
// the game is over and both keys are revealed, checked against every move.
func (s *Side) Field() (engine.Bitboard, bool) { return s.field, s.opened }

// Move plays m, this side's move, and returns the message that sends it. A move
// that lifts no fog is played at once; one that does waits for the peer's
// openings, which Receive takes.
func (s *Side) Move(m engine.Move) ([]byte, error) {
	pos := s.game.Referee()
	switch {
	case s.game.Over():
		return nil, engine.ErrGameOver
	case !s.Turn():
		return nil, ErrNotYourTurn
	case s.question != NoAction:
		return nil, ErrUnanswered
	case !pos.IsLegal(m):
		return nil, engine.ErrIllegalMove
	}
	opens := s.game.Opens(m)
	msg, err := s.party.Move(movePayload(&pos, m), opens.Squares())
	if err != nil {
		return nil, err
	}
	s.sent = append(s.sent, msg)
	if opens.Any() {
		s.mine = m
	} else if err := s.play(m, nil); err != nil {
		return nil, err
	}
	return msg, nil
}

// Receive takes the peer's message. One that does not verify, or does not fit
// the game, is refused with an error and changes nothing; after one that is
// taken, Owed has what to send back.
func (s *Side) Receive(msg []byte) (Event, error) {
	var ev Event
	_, err := s.party.AcceptIf(msg, func(pe deal.Event) error {
		var err error
		ev, err = s.take(pe)
		return err
	})
	if err != nil {
		return Event{}, err
	}
	s.sent, s.sentFrom = nil, s.party.Seq()
	if s.theirs != engine.NoMove {
		if err := s.reply(); err != nil {
			return ev, err
		}
		ev.Moved = true
	}
	return ev, nil
}

// setUpMessages is the length of the set-up: two hellos and two shuffles.
const setUpMessages = 4

// take checks the peer's verified message pe against the game and, when it
// fits, plays it: it runs before the protocol records the message, and its error
// refuses it.
func (s *Side) take(pe deal.Event) (Event, error) {
	peer := s.Color().Other()
	switch {
	case pe.Action:
		a, err := readAction(pe.Payload)
		if err == nil {
			err = s.allowed(a)
		}
		if err != nil {
			return Event{}, refuse(ErrAction, "", err)
		}
		return Event{Action: a}, s.apply(a, peer)
	case pe.Payload != nil:
		return s.takeMove(pe)
	case pe.Openings != nil:
		if err := s.play(s.mine, pe.Openings); err != nil {
			return Event{}, refuse(ErrBadOpenings, "", err)
		}
		s.mine = engine.NoMove
		return Event{Moved: true}, nil
	case s.party.Seq() >= setUpMessages && !s.game.Over():
		return Event{}, ErrEarlyReveal
	}
	return Event{}, nil
}

// takeMove checks the peer's move, and plays it when it lifts no fog.
func (s *Side) takeMove(pe deal.Event) (Event, error) {
	if s.game.Over() || s.game.Side() == s.Color() {
		return Event{}, refuse(ErrIllegalMove, "it is not the opponent's move", nil)
	}
	pos := s.game.Referee()
	m, err := readMove(&pos, pe.Payload)
	if err != nil {
		return Event{}, err
	}
	opens := s.game.Opens(m)
	if !deal.SameSquares(pe.Squares, opens.Squares()) {
		return Event{}, refuse(ErrOtherSquares, pos.SAN(m)+" opens "+strconv.Itoa(len(pe.Squares))+" squares", nil)
	}
	if opens.Any() {
		s.theirs = m
		return Event{}, nil
	}
	if err := s.play(m, nil); err != nil {
		return Event{}, err
	}
	return Event{Moved: true}, nil
}

// reply opens the squares of the peer's move with this side's shares, and plays it.
func (s *Side) reply() error {
	msg, openings, err := s.party.Reply(s.game.Opens(s.theirs).Squares())
	if err != nil {
		return err
	}
	s.outbox, s.sent = append(s.outbox, msg), append(s.sent, msg)
	if err := s.play(s.theirs, openings); err != nil {
		return refuse(ErrBadOpenings, "", err)
	}
	s.theirs = engine.NoMove
	return nil
}

// Owed returns the messages this side owes the peer that need no decision, in
// order: its hello and its shuffle in the set-up, the openings of the peer's
// move, and its key once the game is over. When both keys are out it opens the
// minefield, checking the game against it (engine.Game.OpenField).
func (s *Side) Owed() ([][]byte, error) {
	if s.party.Next() == deal.SendReply {
		if err := s.reply(); err != nil { // Receive's failed: the random source did
			return nil, err
		}
	}
	for {
		var msg []byte
		var err error
		switch s.party.Next() {
		case deal.SendHello:
			msg, err = s.party.Hello()
		case deal.SendShuffle:
			msg, err = s.party.Shuffle()
		case deal.Play:
			if !s.game.Over() {
				return s.drain(), nil
			}
			msg, err = s.party.Reveal()
		case deal.SendReveal:
			msg, err = s.party.Reveal()
		case deal.Done:
			return s.drain(), s.open()
		default:
			return s.drain(), nil
		}
		if err != nil {
			return nil, err
		}
		s.outbox, s.sent = append(s.outbox, msg), append(s.sent, msg)
	}
}

func (s *Side) drain() [][]byte {
	out := s.outbox
	s.outbox = nil
	return out
}

// open opens the minefield once both keys are out.
func (s *Side) open() error {
	if s.opened {
		return nil
	}
	mines, err := s.party.Mines()
	if err != nil {
		return err
	}
	var field engine.Bitboard
	for _, m := range mines {
		field = field.With(m)
	}
	if err := s.game.OpenField(field); err != nil {
		return err
	}
	s.field, s.opened = field, true
	return nil
}
