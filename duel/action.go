package duel

import "mschess/engine"

// takeBackPlies is what a take-back takes back: the asker's last move and the
// answer to it, so that the asker is to move again, as against the computer
// (docs/rules.md §10). Only the side to move may ask, since only it holds the turn.
const takeBackPlies = 2

// Act does a, this side's action, and returns the message that sends it: resign,
// flag, offer a draw or ask for a take-back (on this side's turn to move), or answer
// the peer's offer or request. A take-back happens only when the peer allows it,
// and only of moves that revealed nothing (docs/rules.md §10, §11).
func (s *Side) Act(a Action) ([]byte, error) {
	switch {
	case s.game.Over():
		return nil, engine.ErrGameOver
	case !s.Turn():
		return nil, ErrNotYourTurn
	}
	if !a.valid() {
		return nil, ErrNoAction
	}
	if err := s.allowed(a); err != nil {
		return nil, err
	}
	msg, err := s.party.Action(actionPayload(a))
	if err != nil {
		return nil, err
	}
	s.sent = append(s.sent, msg)
	return msg, s.apply(a, s.Color())
}

// allowed reports whether the side whose turn it is may do a.
func (s *Side) allowed(a Action) error {
	q := a.question()
	switch {
	case s.game.Over():
		return engine.ErrGameOver
	case a == Resign:
		return nil
	case q != NoAction && q != s.question:
		return ErrNothingToAnswer
	case q != NoAction:
		return nil
	case s.question != NoAction:
		return ErrUnanswered
	case a == AskTakeBack:
		return s.game.CanUndo(takeBackPlies)
	}
	// OfferDraw, and Flag, which must wait like a move while the side to move
	// waits for an answer: the clock that runs is that side's.
	return nil
}

// apply does a, an allowed action of side by.
func (s *Side) apply(a Action, by engine.Color) error {
	var err error
	switch a {
	case OfferDraw, AskTakeBack:
		s.question = a
		return nil
	case Resign:
		err = s.resign(by)
	case Flag:
		if err = s.game.Flag(); err == nil { // the side to move's, which is by's
			s.log = append(s.log, opFlag)
		}
	case AcceptDraw:
		if err = s.game.AgreeDraw(); err == nil {
			s.log = append(s.log, opDraw)
		}
	case AllowTakeBack:
		if err = s.game.Undo(takeBackPlies); err == nil {
			s.log = append(s.log, opUndo)
		}
	}
	s.question = NoAction
	return err
}
