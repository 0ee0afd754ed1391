package ui

import (
	"strconv"
	"strings"

	"mschess/engine"
	"mschess/ui/text"
)

// ReplayView is how a finished game's board is shown.
type ReplayView uint8

// The views of a finished game. Both face the way Flip turned the board.
const (
	// PlayersView is what the players saw during the game: the same for both
	// sides, who share one fog (docs/rules.md §2).
	PlayersView ReplayView = iota
	// WithMines adds the mines that were still under fog.
	WithMines
)

// SetReplayView shows a finished game as v. A game still in play has only the
// players' view: its hidden mines are never shown (engine.Game.RefereeAt
// refuses them too).
func (m *match) SetReplayView(v ReplayView) {
	if v == PlayersView || v == WithMines && m.game.Over() {
		m.replay = v
	}
}

// hiddenMines returns the mines under fog at the ply on show, which only the full
// minefield of a finished game shows; none otherwise.
func (m *match) hiddenMines() engine.Bitboard {
	if m.replay != WithMines {
		return engine.Bitboard{}
	}
	ref, err := m.game.RefereeAt(m.shown)
	if err != nil {
		return engine.Bitboard{}
	}
	return ref.Mines().And(ref.Fog())
}

// verification is the outcome of Verify.
type verification struct {
	done       bool
	commitment string // the commitment checked
	err        error  // why it does not hold, or nil
}

// Verify checks, once the game is over, that its seed lays exactly the minefield
// that commitment promised — the one shown when the game started, as the player
// noted it, or "" for the game's own — and says the outcome in the panel.
func (m *match) Verify(commitment string) {
	c, ok := m.game.Commitment()
	seed, _ := m.game.Seed()
	if !ok || !m.game.Over() {
		return
	}
	if given := strings.TrimSpace(commitment); given != "" {
		c = given
	}
	m.verify = verification{done: true, commitment: c, err: engine.VerifyCommitment(c, seed)}
}

// verifyText says the outcome of Verify in the words of w, or "" before it.
func (m *match) verifyText(w *words) string {
	v := m.verify
	seed, _ := m.game.Seed()
	s := strconv.FormatUint(seed, 10)
	switch _, unreadable := v.err.(*engine.SyntaxError); {
	case !v.done:
		return ""
	case v.err == nil && m.game.knownNote(w.text) != "":
		// The commitment proves the field fixed, never secret.
		return w.text.Text(text.VerifyOK, s, v.commitment) + " " + w.text.Text(text.VerifyNotSecret)
	case v.err == nil:
		return w.text.Text(text.VerifyOK, s, v.commitment)
	case unreadable:
		return w.text.Text(text.VerifyBad, w.text.Text(text.NotCommitment, clip(v.commitment)))
	}
	return w.text.Text(text.VerifyBad, w.text.Text(text.WrongCommitment, s, v.commitment))
}
