package duel

import (
	"strconv"

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
	// Flag ends the game on time: the sender's clock ran out on its turn
	// (§7). Only the sender's page can tell, and it can only lose by it.
	Flag
)

var actionNames = [...]string{"no action", "resign", "offer a draw", "accept the draw", "decline the draw", "ask for a take-back", "allow the take-back", "refuse the take-back", "flag"}

// String names the action in words.
func (a Action) String() string {
	if int(a) < len(actionNames) {
		return actionNames[a]
	}
	return "action " + strconv.Itoa(int(a))
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
		return engine.NoMove, refuse(ErrPayload, "a move of "+strconv.Itoa(len(payload))+" bytes", nil)
	}
	text := string(payload[1:])
	m, err := p.ParseSAN(text)
	// ParseSAN returns its errors themselves: a type assertion finds them, without
	// errors.As (docs/size.md).
	_, unreadable := err.(*engine.SyntaxError)
	switch {
	case unreadable:
		return engine.NoMove, refuse(ErrPayload, "", err)
	case err != nil:
		return engine.NoMove, refuse(ErrIllegalMove, "", err)
	}
	if p.SAN(m) != text {
		return engine.NoMove, refuse(ErrPayload, strconv.Quote(text)+" is written "+strconv.Quote(p.SAN(m)), nil)
	}
	return m, nil
}

// readAction reads an action's payload.
func readAction(payload []byte) (Action, error) {
	if len(payload) != 2 || payload[0] != PayloadVersion || !Action(payload[1]).valid() {
		return NoAction, refuse(ErrPayload, "an action of "+strconv.Itoa(len(payload))+" bytes", nil)
	}
	return Action(payload[1]), nil
}
