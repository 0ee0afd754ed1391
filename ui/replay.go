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
func (a *App) SetReplayView(v ReplayView) {
	if v == PlayersView || v == WithMines && a.game.Over() {
		a.replay = v
	}
}

// hiddenMines returns the mines under fog at the ply on show, which only the full
// minefield of a finished game shows; none otherwise.
func (a *App) hiddenMines() engine.Bitboard {
	if a.replay != WithMines {
		return engine.Bitboard{}
	}
	ref, err := a.game.RefereeAt(a.shown)
	if err != nil {
		return engine.Bitboard{}
	}
	return ref.Mines().And(ref.Fog())
}

// First shows the starting position of the game.
func (a *App) First() { a.ShowPly(0) }

// Back shows the position one ply earlier, if there is one.
func (a *App) Back() {
	if a.shown > 0 {
		a.ShowPly(a.shown - 1)
	}
}

// Forward shows the position one ply later; from the last one it is the game.
func (a *App) Forward() { a.ShowPly(a.shown + 1) }

// Last shows the game as it stands.
func (a *App) Last() { a.Live() }

// verification is the outcome of Verify.
type verification struct {
	done       bool
	commitment string // the commitment checked
	err        error  // why it does not hold, or nil
}

// Verify checks, once the game is over, that its seed lays exactly the minefield
// that commitment promised — the one shown when the game started, as the player
// noted it, or "" for the game's own — and says the outcome in the panel.
func (a *App) Verify(commitment string) {
	c, ok := a.game.Commitment()
	seed, _ := a.game.Seed()
	if !ok || !a.game.Over() {
		return
	}
	if given := strings.TrimSpace(commitment); given != "" {
		c = given
	}
	a.verify = verification{done: true, commitment: c, err: engine.VerifyCommitment(c, seed)}
}

// verifyText says the outcome of Verify, or "" before it.
func (a *App) verifyText() string {
	v := a.verify
	seed, _ := a.game.Seed()
	s := strconv.FormatUint(seed, 10)
	switch _, unreadable := v.err.(*engine.SyntaxError); {
	case !v.done:
		return ""
	case v.err == nil && a.game.knownNote(a.text) != "":
		// The commitment proves the field fixed, never secret.
		return a.text.Text(text.VerifyOK, s, v.commitment) + " " + a.text.Text(text.VerifyNotSecret)
	case v.err == nil:
		return a.text.Text(text.VerifyOK, s, v.commitment)
	case unreadable:
		return a.text.Text(text.VerifyBad, a.text.Text(text.NotCommitment, clip(v.commitment)))
	}
	return a.text.Text(text.VerifyBad, a.text.Text(text.WrongCommitment, s, v.commitment))
}
