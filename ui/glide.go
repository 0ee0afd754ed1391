package ui

import "mschess/engine"

// Glide is a piece's slide onto a square by the move just played: the piece
// as it left its square (a pawn, for one that became a queen there), and that
// square. A front end slides what stands on the square from From; Piece is
// what it draws for a piece that a mine destroyed on arrival, which glides
// too though the square no longer holds it (the square's Effect is then
// Blast). The glide is the same whatever the move met, and the blast's mark
// goes off once it ends, so its timing tells nothing. Its zero value is no
// glide.
type Glide struct {
	Piece engine.Piece // the piece that glides, or engine.NoPiece for none
	From  engine.Square
}

// glides returns the slides that a move's events show on the board, by the
// square each piece lands on: the piece that moved, and in castling the rook
// as well (docs/rules.md §5). A sweep moves nothing.
func glides(evs []engine.Event) [engine.NumSquares]Glide {
	var g [engine.NumSquares]Glide
	for _, ev := range evs {
		switch ev.Kind {
		case engine.EventMove, engine.EventCapture:
			g[ev.To] = Glide{Piece: ev.Piece, From: ev.From}
		case engine.EventCastle:
			g[ev.To] = Glide{Piece: ev.Piece, From: ev.From}
			m := engine.Move{From: ev.From, To: ev.To, Kind: engine.Castle}
			// The rook lands between the king's two squares.
			rookTo := engine.SquareAt((ev.From.File()+ev.To.File())/2, ev.To.Rank())
			g[rookTo] = Glide{Piece: engine.Piece{Color: ev.Piece.Color, Kind: engine.Rook}, From: castlingRook(m)}
		}
	}
	return g
}

// still stops what the last move shows on the board, its effects and its
// slides, once the players act again: a front end plays them once, as they
// appear.
func (n *news) still() {
	n.fx = [engine.NumSquares]Effect{}
	n.glides = [engine.NumSquares]Glide{}
}
