package ui

import (
	"mschess/engine"
	"mschess/ui/text"
)

// Effect is a short animation a square plays to show what the last move did.
type Effect uint8

// The effects, from least to most important: a square shows only the most
// important one that applies.
const (
	NoEffect Effect = iota
	Revealed        // the fog lifted from the square
	Swept           // a pawn swept the square
	Sapper          // a king cleared a mine here unharmed
	Blast           // a mine destroyed a piece here
)

// PieceCode names a piece as the sprite's symbols and the page's data-piece do:
// "wN", "bP".
func PieceCode(pc engine.Piece) string {
	c := "w"
	if pc.Color == engine.Black {
		c = "b"
	}
	return c + pc.Kind.Letter()
}

// Square is everything a front end needs to draw one square.
type Square struct {
	Piece  engine.Piece // the piece on the square, or engine.NoPiece
	Light  bool         // a light square (a1 is dark)
	Fog    bool         // fogged
	Number int8         // the mines around a revealed fog-zone square, -1 for none shown
	Mine   bool         // a found mine lies here
	// Hidden is a mine still under fog, shown only in the replay with the mines of a
	// finished game: it comes from engine.Game.RefereeAt, which refuses a game
	// in progress.
	Hidden   bool
	Selected bool // the selected piece stands here
	Target   bool // the selected piece can move here
	Sweep    bool // the selected pawn can sweep this square
	Last     bool // the last move started or ended here
	// Better is set on the squares of the move the analysis of a finished
	// game found better than the one on show, when that one earned a mark.
	Better bool
	Check  bool   // a king in check, or left open to capture by a blast, stands here
	Effect Effect // what the move just played did here
	Glide  Glide  // the piece that the move just played slid onto this square
	// Risk is what the selected piece risks by moving here, on a Target.
	Risk Risk
	// Odds is the chance of a mine on a fogged square in words, "25%", while
	// the mine-odds overlay is on; "" otherwise.
	Odds string
	Flag Flag // the flag the person at the screen put on this fogged square
	// Premove is set on the two squares of the move queued on the rival's
	// turn (premove.go).
	Premove bool
}

// StartBoard returns the board of a new game before its first move, the same
// for every minefield, since the players see none of it. The built pages hold
// it, so that the board shows before the program runs.
func StartBoard() [engine.NumSquares]Square {
	return New(engine.NewGame(0), text.Catalog{}).Board()
}

// Board returns the model of every square, indexed by engine.Square, for the
// position on show. It is built from the players' view alone.
func (a *App) Board() [engine.NumSquares]Square {
	v := a.view()
	p := &v.Position
	var b [engine.NumSquares]Square
	occupied, fog, found, hidden := p.Occupied(), p.Fog(), p.FoundMines(), a.hiddenMines()
	for s := range engine.Square(engine.NumSquares) {
		sq := &b[s]
		if occupied.Has(s) {
			sq.Piece = p.PieceAt(s)
		}
		sq.Light = s.Light()
		sq.Fog = fog.Has(s)
		sq.Number = v.Numbers[s]
		sq.Mine = found.Has(s)
		sq.Hidden = hidden.Has(s)
	}
	if a.shown > 0 {
		m := a.game.Moves()[a.shown-1].Move
		b[m.From].Last, b[m.To].Last = true, true
	}
	if p.InCheck() {
		b[p.KingSquare(p.Side())].Check = true
	}
	if _, reason := a.game.Result(); a.live() && reason == engine.KingExposed {
		b[p.KingSquare(p.Side().Other())].Check = true
	}
	a.markOdds(&b, &v, a.game.Over(), &a.words)
	a.analysis.markBetter(&b)
	if !a.live() {
		return b
	}
	a.markFlags(&b)
	a.premoves.mark(&b)
	if a.sel.sq != engine.NoSquare {
		b[a.sel.sq].Selected = true
		for _, m := range a.game.legalMoves() {
			if m.From != a.sel.sq {
				continue
			}
			if m.Kind == engine.Sweep {
				b[m.To].Sweep = true
			} else {
				b[m.To].Target = true
				b[m.To].Risk = a.risk(m, &v)
			}
		}
	}
	for s := range b {
		b[s].Effect = a.news.fx[s]
		b[s].Glide = a.news.glides[s]
	}
	return b
}

// effects returns what a move's events show on the board; revealed is every square
// whose fog lifted, the all-clear included.
func effects(evs []engine.Event, revealed engine.Bitboard) [engine.NumSquares]Effect {
	var fx [engine.NumSquares]Effect
	mark := func(s engine.Square, e Effect) {
		if s.Valid() && e > fx[s] {
			fx[s] = e
		}
	}
	for _, s := range revealed.Squares() {
		mark(s, Revealed)
	}
	for _, ev := range evs {
		switch ev.Kind {
		case engine.EventSweep:
			mark(ev.To, Swept)
		case engine.EventSapper:
			mark(ev.To, Sapper)
		case engine.EventBlast:
			mark(ev.To, Blast)
		}
	}
	return fx
}
