package bot

import (
	"math"

	"mschess/engine"
)

// What the search prunes and reduces off the principal variation.

// reductions[d][i] is how many plies less deeply the i-th move is searched at depth
// d, where good ordering makes a late move unlikely to be best: it grows with the
// logarithms of both, as in the strong engines.
var reductions = func() (t [32][64]int8) {
	for d := 1; d < len(t); d++ {
		for i := 1; i < len(t[d]); i++ {
			t[d][i] = int8(0.75 + math.Log(float64(d))*math.Log(float64(i))/1.9)
		}
	}
	return t
}()

// lateReduction is how many plies less deeply the i-th quiet move is searched at
// depth, less in a node on the principal variation; a move that proves better is
// searched again in full. The moves before lateFirst, and any move at a depth
// below 3, are searched in full.
func (s *searcher) lateReduction(p *engine.Position, m engine.Move, ply, i, depth int, pv bool) int {
	if depth < 3 || i < lateFirst {
		return 0
	}
	r := int(reductions[min(depth, 31)][min(i, 63)])
	if pv {
		r--
	}
	if k := s.plies[ply].killer; m == k[0] || m == k[1] {
		r--
	}
	// A move that often refuted other positions is reduced less, one that seldom
	// did more.
	r -= int(s.history[p.Side()][m.From][m.To]) / (historyMax / 2)
	return max(min(r, depth-2), 0)
}

// Moves that lose material in the exchange on their target are not searched near
// the leaves off the principal variation: seeDepth is how near, and seeMargin how
// much they may lose.
const seeDepth = 4

func seeMargin(quiet bool, depth int) int32 {
	if quiet {
		return -50 * int32(depth)
	}
	return -100 * int32(depth)
}

// givesCheck reports whether m, played in p, checks the opponent's king: by the
// piece moved, or by a line it opens. (A castling rook's check is not seen.)
func givesCheck(p *engine.Position, m engine.Move) bool {
	if m.Kind == engine.Sweep {
		return false
	}
	us := p.Side()
	k := p.KingSquare(us.Other())
	if k == engine.NoSquare {
		return false
	}
	kind := p.KindAt(m.From)
	if m.Kind == engine.Promotion {
		kind = engine.Queen
	}
	// Most moves are on no line through the king, and need no more than a look
	// at the lines: a slider checks only from one, and only a piece leaving one
	// can open another's (the side to move gives no check before it moves).
	occ := p.Occupied().Without(m.From).With(m.To)
	if kind != engine.King && (kind < engine.Bishop || kind > engine.Queen || lines[kind][m.To].Has(k)) &&
		engine.Attacks(engine.Piece{Color: us, Kind: kind}, m.To, occ).Has(k) {
		return true
	}
	return lines[engine.Queen][k].Has(m.From) && p.AttackersTo(k, occ, us).Any() // occ lacks m.From
}

// lines[k][s] is the squares a slider of kind k on s would reach on an empty board.
var lines = func() (t [engine.Queen + 1][engine.NumSquares]engine.Bitboard) {
	for k := engine.Bishop; k <= engine.Queen; k++ {
		for s := range engine.Square(engine.NumSquares) {
			t[k][s] = engine.Attacks(engine.Piece{Kind: k}, s, engine.Bitboard{})
		}
	}
	return t
}()

// lateFirst is the first move that may be reduced: the table's move and the best
// capture come before.
const lateFirst = 2

// lateMoves[d] is how many moves are searched at depth d off the principal
// variation before the quiet ones left are taken to be no better and pruned.
var lateMoves = [4]int{0, 6, 10, 16}
