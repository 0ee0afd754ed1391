package deal_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"mschess/engine"
)

// BenchmarkSetUp times one side's part of the deal, Black's: checking White's key
// and shuffle, and making its own key, shuffle and proofs. White's part is left out.
func BenchmarkSetUp(b *testing.B) {
	for b.Loop() {
		b.StopTimer()
		p := newPair(b, 1)
		w, bl := p.sides[engine.White], p.sides[engine.Black]
		hello, err := w.Hello()
		require.NoError(b, err)
		b.StartTimer()
		_, err = bl.Accept(hello)
		require.NoError(b, err)
		own, err := bl.Hello()
		require.NoError(b, err)
		b.StopTimer()
		_, err = w.Accept(own)
		require.NoError(b, err)
		shuffled, err := w.Shuffle()
		require.NoError(b, err)
		b.StartTimer()
		_, err = bl.Accept(shuffled)
		require.NoError(b, err)
		_, err = bl.Shuffle()
		require.NoError(b, err)
	}
}

// BenchmarkRevealingMove times a move that opens nine squares, both sides' work:
// the mover's shares, their check, the reply's shares and their check, each side
// decoding the openings.
func BenchmarkRevealingMove(b *testing.B) {
	p := newPair(b, 1)
	p.setUp()
	ring := []engine.Square{
		engine.SquareAt(2, 4), engine.SquareAt(3, 4), engine.SquareAt(4, 4),
		engine.SquareAt(2, 5), engine.SquareAt(3, 5), engine.SquareAt(4, 5),
		engine.SquareAt(2, 6), engine.SquareAt(3, 6), engine.SquareAt(4, 6),
	}
	mover := engine.White
	for b.Loop() {
		mine, theirs := p.open(mover, ring...)
		if len(mine) != len(ring) || len(theirs) != len(ring) {
			b.Fatalf("%d and %d openings of %d squares", len(mine), len(theirs), len(ring))
		}
		mover ^= 1
	}
}
