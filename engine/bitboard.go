package engine

import "math/bits"

// Bitboard is a set of squares: bit n of the 80-bit value stands for Square(n).
// Lo holds squares 0–63 (ranks 1–8) and the low 16 bits of Hi hold squares 64–79
// (ranks 9–10); the other bits of Hi are always zero.
type Bitboard struct {
	Lo, Hi uint64
}

const hiMask = 1<<(NumSquares-64) - 1

// BitOf returns the set holding s alone. Go shifts by 64 or more give 0, so only the
// word that holds s gets a bit, and there is no branch to mispredict.
func BitOf(s Square) Bitboard {
	return Bitboard{Lo: 1 << uint(s), Hi: 1 << (uint(s) - 64)}
}

// And returns the squares in both b and c.
func (b Bitboard) And(c Bitboard) Bitboard { return Bitboard{b.Lo & c.Lo, b.Hi & c.Hi} }

// Or returns the squares in b or c.
func (b Bitboard) Or(c Bitboard) Bitboard { return Bitboard{b.Lo | c.Lo, b.Hi | c.Hi} }

// Xor returns the squares in exactly one of b and c.
func (b Bitboard) Xor(c Bitboard) Bitboard { return Bitboard{b.Lo ^ c.Lo, b.Hi ^ c.Hi} }

// AndNot returns the squares in b but not in c.
func (b Bitboard) AndNot(c Bitboard) Bitboard { return Bitboard{b.Lo &^ c.Lo, b.Hi &^ c.Hi} }

// Not returns the squares of the board not in b.
func (b Bitboard) Not() Bitboard { return Bitboard{^b.Lo, ^b.Hi & hiMask} }

// IsEmpty reports whether b holds no square.
func (b Bitboard) IsEmpty() bool { return b.Lo|b.Hi == 0 }

// Any reports whether b holds at least one square.
func (b Bitboard) Any() bool { return b.Lo|b.Hi != 0 }

// Has reports whether s is in b. It picks the word that holds s and shifts that
// alone, by less than 64: a shift that may reach 64 or more costs extra
// instructions, since Go defines its result. Off the board, nothing is in b.
func (b Bitboard) Has(s Square) bool {
	w := b.Lo
	if s >= 64 {
		w = b.Hi
	}
	return uint(s) < NumSquares && w>>(uint(s)%64)&1 != 0
}

// With returns b with s added.
func (b Bitboard) With(s Square) Bitboard { return b.Or(BitOf(s)) }

// Without returns b with s removed.
func (b Bitboard) Without(s Square) Bitboard { return b.AndNot(BitOf(s)) }

// shift returns b with every square moved d squares up (d > 0) or down (d < 0),
// |d| < 64; squares moved off the board are dropped. Pawns use it as a whole set,
// and a move across a board edge is theirs to mask out first. Both ways are worked
// out and one is picked, which costs less than a branch in WebAssembly.
func (b Bitboard) shift(d int) Bitboard {
	u, v := uint(d)&63, uint(-d)&63
	up := Bitboard{b.Lo << u, (b.Hi<<u | b.Lo>>(64-u)) & hiMask}
	down := Bitboard{b.Lo>>v | b.Hi<<(64-v), b.Hi >> v}
	if d < 0 {
		up = down
	}
	return up
}

// Count returns the number of squares in b.
func (b Bitboard) Count() int { return bits.OnesCount64(b.Lo) + bits.OnesCount64(b.Hi) }

// First returns the lowest square in b, or NoSquare when b is empty.
func (b Bitboard) First() Square {
	if b.Lo != 0 {
		return Square(bits.TrailingZeros64(b.Lo))
	}
	if b.Hi != 0 {
		return Square(64 + bits.TrailingZeros64(b.Hi))
	}
	return NoSquare
}

// PopFirst removes the lowest square from b and returns it.
func (b *Bitboard) PopFirst() Square {
	s, rest := b.Pop()
	*b = rest
	return s
}

// Pop returns the lowest square of b, which must not be empty, and b without it.
// Hot loops use it rather than PopFirst: a set whose address is taken lives in
// memory, one passed by value can stay in registers. There is no branch to take
// either, which WebAssembly pays for: when Lo is empty, TrailingZeros64 gives 64,
// the offset of Hi, and Lo&(Lo-1) stays 0.
func (b Bitboard) Pop() (Square, Bitboard) {
	s, hi := bits.TrailingZeros64(b.Lo), b.Hi
	if b.Lo == 0 {
		s += bits.TrailingZeros64(b.Hi)
		hi &= hi - 1
	}
	return Square(s), Bitboard{b.Lo & (b.Lo - 1), hi}
}

// Squares returns the squares of b in increasing order.
func (b Bitboard) Squares() []Square {
	out := make([]Square, 0, b.Count())
	for b.Any() {
		out = append(out, b.PopFirst())
	}
	return out
}
