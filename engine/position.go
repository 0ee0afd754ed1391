package engine

// Castling is a set of castling rights.
type Castling uint8

// The four castling rights.
const (
	WhiteShort Castling = 1 << iota
	WhiteLong
	BlackShort
	BlackLong
)

// Squares that matter for castling (docs/rules.md §5).
const (
	sqA1  Square = 0
	sqC1  Square = 2
	sqD1  Square = 3
	sqE1  Square = 4
	sqF1  Square = 5
	sqG1  Square = 6
	sqH1  Square = 7
	sqA10 Square = 72
	sqC10 Square = 74
	sqD10 Square = 75
	sqE10 Square = 76
	sqF10 Square = 77
	sqG10 Square = 78
	sqH10 Square = 79
)

// castleLoss[s] is the rights lost when a piece leaves or lands on s.
var castleLoss = func() (t [NumSquares]Castling) {
	t[sqE1], t[sqH1], t[sqA1] = WhiteShort|WhiteLong, WhiteShort, WhiteLong
	t[sqE10], t[sqH10], t[sqA10] = BlackShort|BlackLong, BlackShort, BlackLong
	return t
}()

// castleSquares describes one castling: the king's and rook's start and end squares.
type castleSquares struct {
	right                              Castling
	kingFrom, kingTo, rookFrom, rookTo Square
}

var castles = [2][2]castleSquares{
	White: {{WhiteShort, sqE1, sqG1, sqH1, sqF1}, {WhiteLong, sqE1, sqC1, sqA1, sqD1}},
	Black: {{BlackShort, sqE10, sqG10, sqH10, sqF10}, {BlackLong, sqE10, sqC10, sqA10, sqD10}},
}

// Position is everything that decides what can happen next: the pieces, the side to
// move, castling rights, the mines its holder knows of, the fog and the move clocks.
//
// The same type serves the referee and the players. A referee position lists every
// mine; a player's view (see View) lists only the found mines — those on revealed
// squares — and counts the rest in HiddenMines. Legal moves depend only on what both
// share, so they are the same in both (docs/rules.md §6).
//
// Position is a value: copy it to keep a state, then Play a move on the copy.
type Position struct {
	colors   [2]Bitboard
	kinds    [King + 1]Bitboard
	mines    Bitboard // mines known to the holder
	fog      Bitboard // fogged squares
	hidden   int      // mines under fog that mines does not list
	side     Color
	castling Castling
	halfmove int
	fullmove int
	// pieceKeys is the part of Key that the pieces make, kept up to date as they
	// move: working it out afresh took a loop over every piece at every node of
	// the computer's search.
	pieceKeys uint64
}

// StartPosition returns the set-up of docs/rules.md §1 with the given mines laid, every
// fog-zone square fogged and White to move.
func StartPosition(mines Bitboard) Position {
	var p Position
	back := [Files]Kind{Rook, Knight, Bishop, Queen, King, Bishop, Knight, Rook}
	for f := range Files {
		p.put(Piece{White, back[f]}, SquareAt(f, 0))
		p.put(Piece{White, Pawn}, SquareAt(f, 1))
		p.put(Piece{Black, Pawn}, SquareAt(f, Ranks-2))
		p.put(Piece{Black, back[f]}, SquareAt(f, Ranks-1))
	}
	p.mines = mines.And(fogZone)
	p.fog = fogZone
	p.castling = WhiteShort | WhiteLong | BlackShort | BlackLong
	p.fullmove = 1
	return p
}

func (p *Position) put(pc Piece, s Square) {
	b := BitOf(s)
	p.colors[pc.Color] = p.colors[pc.Color].Or(b)
	p.kinds[pc.Kind] = p.kinds[pc.Kind].Or(b)
	p.pieceKeys ^= pieceKeys[pc.Color][pc.Kind][s]
}

func (p *Position) remove(pc Piece, s Square) {
	b := BitOf(s)
	p.colors[pc.Color] = p.colors[pc.Color].AndNot(b)
	p.kinds[pc.Kind] = p.kinds[pc.Kind].AndNot(b)
	p.pieceKeys ^= pieceKeys[pc.Color][pc.Kind][s]
}

// PieceAt returns the piece on s, or NoPiece. An empty square is in neither colour's
// set and has NoKind, which makes NoPiece.
func (p *Position) PieceAt(s Square) Piece {
	pc := Piece{Kind: p.KindAt(s)}
	if p.colors[Black].Has(s) {
		pc.Color = Black
	}
	return pc
}

// KindAt returns the kind of the piece on s, or NoKind. It is small enough to be
// inlined, which saves a call wherever the colour is known or does not matter.
func (p *Position) KindAt(s Square) Kind {
	b := BitOf(s) // one shift for all the kinds, where Has would shift for each
	for k := Pawn; k <= King; k++ {
		if p.kinds[k].And(b).Any() {
			return k
		}
	}
	return NoKind
}

// Pieces returns the squares of c's pieces of kind k.
func (p *Position) Pieces(c Color, k Kind) Bitboard { return p.colors[c].And(p.kinds[k]) }

// Occupied returns every square that holds a piece.
func (p *Position) Occupied() Bitboard { return p.colors[White].Or(p.colors[Black]) }

// ColorSquares returns every square that holds a piece of c.
func (p *Position) ColorSquares(c Color) Bitboard { return p.colors[c] }

// Side returns the side to move.
func (p *Position) Side() Color { return p.side }

// Castling returns the castling rights.
func (p *Position) Castling() Castling { return p.castling }

// Halfmove returns the number of plies since the last capture or pawn action.
// It is kept for MFEN only: there is no 50-move rule (docs/rules.md §5).
func (p *Position) Halfmove() int { return p.halfmove }

// Fullmove returns the move number, starting at 1 and counting up after Black moves.
func (p *Position) Fullmove() int { return p.fullmove }

// Mines returns the mines this position knows of: every mine for a referee, the found
// ones for a player's view.
func (p *Position) Mines() Bitboard { return p.mines }

// FoundMines returns the mines on revealed squares, which both players can see.
func (p *Position) FoundMines() Bitboard { return p.mines.AndNot(p.fog) }

// HiddenMines returns the number of mines under fog that Mines does not list:
// zero for a referee position.
func (p *Position) HiddenMines() int { return p.hidden }

// MineCounter returns the number of mines still on the board, found or not (docs/rules.md §2).
func (p *Position) MineCounter() int { return p.mines.Count() + p.hidden }

// Fog returns the fogged squares.
func (p *Position) Fog() Bitboard { return p.fog }

// KingSquare returns the square of c's king, or NoSquare if it has none.
func (p *Position) KingSquare(c Color) Square { return p.Pieces(c, King).First() }

// InCheck reports whether the side to move is in check.
func (p *Position) InCheck() bool {
	k := p.KingSquare(p.side)
	return k != NoSquare && p.attackersTo(k, p.Occupied(), p.side.Other()).Any()
}

// Attacked reports whether a piece of side by attacks s. Mines never block lines
// (docs/rules.md §3).
func (p *Position) Attacked(s Square, by Color) bool {
	return s.Valid() && p.attackersTo(s, p.Occupied(), by).Any()
}

// AttackersTo returns by's pieces that attack s when the occupied squares are
// occ, as if the pieces off occ were gone: exchange counting in a search uses it.
func (p *Position) AttackersTo(s Square, occ Bitboard, by Color) Bitboard {
	return p.attackersTo(s, occ, by).And(occ)
}

// attackersTo returns by's pieces that attack s when the occupied squares are occ.
// A slider on a line from s attacks it when nothing stands between them; testing
// that for the few sliders on those lines needs no call, where walking the rays
// out of s would.
func (p *Position) attackersTo(s Square, occ Bitboard, by Color) Bitboard {
	a := knightAttacks[s].And(p.kinds[Knight]).
		Or(kingAttacks[s].And(p.kinds[King])).
		Or(pawnAttacks[by.Other()][s].And(p.kinds[Pawn]))
	rq := p.kinds[Rook].Or(p.kinds[Queen])
	bq := p.kinds[Bishop].Or(p.kinds[Queen])
	for sliders := rookRays[s].And(rq).Or(bishopRays[s].And(bq)).And(p.colors[by]); sliders.Any(); {
		var t Square
		if t, sliders = sliders.Pop(); between[s][t].And(occ).IsEmpty() {
			a = a.With(t)
		}
	}
	return a.And(p.colors[by])
}

// Number returns how many mines this position knows of on the neighbours of s. For a
// referee position that is the number a revealed square shows (docs/rules.md §2).
func (p *Position) Number(s Square) int { return Neighbours(s).And(p.mines).Count() }

// Neighbours returns the up to eight squares around s: those whose mines the number
// on s counts (docs/rules.md §2). Off the board it is empty.
func Neighbours(s Square) Bitboard {
	if !s.Valid() {
		return Bitboard{}
	}
	return neighbours[s]
}

// View returns the position as the players see it: mines under fog are taken out of
// the list and only counted (docs/rules.md §8–§9).
func (p *Position) View() Position {
	v := *p
	v.hidden += p.mines.And(p.fog).Count()
	v.mines = p.FoundMines()
	return v
}

// IsView reports whether the position is a player's view rather than a referee's: it
// hides mines under fog. A position with no mine under fog is both.
func (p *Position) IsView() bool { return p.hidden > 0 }

// Validate reports the first way in which p cannot arise under the rules, one of
// the ErrWhiteKings … ErrWaitingInCheck errors. Positions read from text are
// checked with it.
func (p *Position) Validate() error {
	for _, c := range []Color{White, Black} {
		if n := p.Pieces(c, King).Count(); n != 1 {
			return [...]error{White: ErrWhiteKings, Black: ErrBlackKings}[c]
		}
	}
	if p.kinds[Pawn].And(rankBB[0].Or(rankBB[Ranks-1])).Any() {
		return ErrPawnOnEdge
	}
	if p.mines.AndNot(fogZone).Any() {
		return ErrMineOutsideZone
	}
	if p.fog.AndNot(fogZone).Any() {
		return ErrFogOutsideZone
	}
	if p.mines.And(p.Occupied()).Any() {
		return ErrPieceOnMine
	}
	if p.hidden < 0 || p.hidden > p.fog.AndNot(p.Occupied()).AndNot(p.mines).Count() {
		return ErrTooManyHidden
	}
	if p.fog.Any() && p.hidden == 0 && p.mines.And(p.fog).IsEmpty() {
		return ErrFogWithoutMine
	}
	for _, cs := range []castleSquares{castles[White][0], castles[White][1], castles[Black][0], castles[Black][1]} {
		c := White
		if cs.right >= BlackShort {
			c = Black
		}
		if p.castling&cs.right != 0 && (!p.Pieces(c, King).Has(cs.kingFrom) || !p.Pieces(c, Rook).Has(cs.rookFrom)) {
			return ErrCastlingRight
		}
	}
	if p.Attacked(p.KingSquare(p.side.Other()), p.side) {
		return ErrWaitingInCheck
	}
	return nil
}
