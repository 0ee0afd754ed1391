package ui

import (
	"strconv"
	"strings"

	"mschess/engine"
	"mschess/ui/text"
)

// ReplayView is how a finished game's board is shown.
type ReplayView uint8

// The views of a finished game. The players' views are the view the players had
// during the game, which shows the same to both sides, facing one side or the
// other; the full minefield adds the mines that were still under fog.
const (
	AsWhite       ReplayView = iota // the players' view, White at the bottom
	AsBlack                         // the players' view, Black at the bottom
	FullMinefield                   // every mine shown, facing as the board was
)

// SetReplayView shows a finished game as v. Choosing a side turns the board to
// face it and turns auto-flip off, so that stepping through the game keeps it.
// While the game runs the full minefield shows nothing more than the players'
// view: engine.Game.RefereeAt refuses it.
func (a *App) SetReplayView(v ReplayView) {
	a.full = v == FullMinefield
	if v != FullMinefield {
		a.autoFlip = false
		a.flipped = v == AsBlack
	}
	a.save()
}

// replayView returns the view the board shows.
func (a *App) replayView() ReplayView {
	switch {
	case a.full:
		return FullMinefield
	case a.flipped:
		return AsBlack
	}
	return AsWhite
}

// hiddenMines returns the mines under fog at the ply on show, which only the full
// minefield of a finished game shows; none otherwise.
func (a *App) hiddenMines() engine.Bitboard {
	if !a.full {
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
	case v.err == nil:
		return a.text.Text(text.VerifyOK, s, v.commitment)
	case unreadable:
		return a.text.Text(text.VerifyBad, a.text.Text(text.NotCommitment, clip(v.commitment)))
	}
	return a.text.Text(text.VerifyBad, a.text.Text(text.WrongCommitment, s, v.commitment))
}
