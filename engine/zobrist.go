package engine

// Keys that identify a position for the repetition rule (docs/rules.md §7): placement, side
// to move, castling rights, mines and fog. They are built from a fixed generator so
// that they are the same in every run.
var (
	pieceKeys    [2][King + 1][NumSquares]uint64
	mineKeys     [NumSquares]uint64
	fogKeys      [NumSquares]uint64
	castlingKeys [16]uint64
	hiddenKeys   [NumSquares + 1]uint64
	blackKey     uint64
)

func init() {
	state := uint64(0x9e3779b97f4a7c15)
	next := func() uint64 { // splitmix64
		state += 0x9e3779b97f4a7c15
		z := state
		z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
		z = (z ^ z>>27) * 0x94d049bb133111eb
		return z ^ z>>31
	}
	for c := range pieceKeys {
		for k := range pieceKeys[c] {
			for s := range pieceKeys[c][k] {
				pieceKeys[c][k][s] = next()
			}
		}
	}
	for s := range NumSquares {
		mineKeys[s], fogKeys[s] = next(), next()
	}
	for i := range castlingKeys {
		castlingKeys[i] = next()
	}
	for i := range hiddenKeys {
		hiddenKeys[i] = next()
	}
	blackKey = next()
}

// Key returns a hash of everything the repetition rule compares. Two positions with
// the same key are, for all practical purposes, the same position.
func (p *Position) Key() uint64 {
	h := p.pieceKeys ^ castlingKeys[p.castling&15] ^ hiddenKeys[min(max(p.hidden, 0), NumSquares)]
	if p.side == Black {
		h ^= blackKey
	}
	var s Square
	for b := p.mines; b.Any(); {
		s, b = b.Pop()
		h ^= mineKeys[s]
	}
	for b := p.fog; b.Any(); {
		s, b = b.Pop()
		h ^= fogKeys[s]
	}
	return h
}
