package duel

import (
	"errors"
	"fmt"

	"mschess/engine"
)

// PayloadVersion is the version of the move and action payloads this package
// writes: a move is the version byte and its SAN as Position.SAN writes it
// before the move is played (no suffix: the mover does not know yet what its
// landing sets off); an action is the version byte and the action's code.
const PayloadVersion = 1

// Action is something a player does besides moving.
type Action byte

// The actions. A take-back asks to take back the asker's last move and the
// opponent's answer to it, which leaves the asker to move again (docs/rules.md §10).
const (
	NoAction Action = iota
	// Resign ends the game with a loss for the sender (§7).
	Resign
	// OfferDraw offers the opponent a draw; AcceptDraw and DeclineDraw answer it.
	OfferDraw
	AcceptDraw
	DeclineDraw
	// AskTakeBack asks to take back two plies; AllowTakeBack and RefuseTakeBack
	// answer it.
	AskTakeBack
	AllowTakeBack
	RefuseTakeBack
)

var actionNames = [...]string{"no action", "resign", "offer a draw", "accept the draw", "decline the draw", "ask for a take-back", "allow the take-back", "refuse the take-back"}

// String names the action in words.
func (a Action) String() string {
	if int(a) < len(actionNames) {
		return actionNames[a]
	}
	return fmt.Sprintf("action %d", byte(a))
}

// valid reports whether a is an action one may do.
func (a Action) valid() bool { return a != NoAction && int(a) < len(actionNames) }

// question is what an answer answers, NoAction for what is no answer.
func (a Action) question() Action {
	switch a {
	case AcceptDraw, DeclineDraw:
		return OfferDraw
	case AllowTakeBack, RefuseTakeBack:
		return AskTakeBack
	}
	return NoAction
}

func movePayload(p *engine.Position, m engine.Move) []byte {
	return append([]byte{PayloadVersion}, p.SAN(m)...)
}

func actionPayload(a Action) []byte { return []byte{PayloadVersion, byte(a)} }

// readMove reads a move's payload in p, refusing text SAN would not write.
func readMove(p *engine.Position, payload []byte) (engine.Move, error) {
	if len(payload) < 2 || payload[0] != PayloadVersion {
		return engine.NoMove, fmt.Errorf("%w: a move of %d bytes, version %v", ErrPayload, len(payload), payload[:min(1, len(payload))])
	}
	text := string(payload[1:])
	m, err := p.ParseSAN(text)
	var unreadable *engine.SyntaxError
	switch {
	case errors.As(err, &unreadable):
		return engine.NoMove, fmt.Errorf("%w: %w", ErrPayload, err)
	case err != nil:
		return engine.NoMove, fmt.Errorf("%w: %w", ErrIllegalMove, err)
	}
	if p.SAN(m) != text {
		return engine.NoMove, fmt.Errorf("%w: %q is written %q", ErrPayload, text, p.SAN(m))
	}
	return m, nil
}

// readAction reads an action's payload.
func readAction(payload []byte) (Action, error) {
	if len(payload) != 2 || payload[0] != PayloadVersion || !Action(payload[1]).valid() {
		return NoAction, fmt.Errorf("%w: an action % x", ErrPayload, payload)
	}
	return Action(payload[1]), nil
}
