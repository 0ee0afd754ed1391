package duel_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"mschess/engine"
)

// BenchmarkSetUpBothSides is a whole set-up through the driver: both hellos and
// both shuffles, each made by one side and checked by the other.
func BenchmarkSetUpBothSides(b *testing.B) {
	for i := range b.N {
		newPair(b, uint64(i))
	}
}

// BenchmarkNineSquareMove is a move whose landing lifts nine fogged squares,
// played through the driver: the mover's shares, the other side's check, shares
// and play, and the mover's check and play. After e3 (which lifts d4, e4, f4) and
// a sweep that lifts nothing, Bb5 lands among nine squares still under fog.
func BenchmarkNineSquareMove(b *testing.B) {
	for i := range b.N {
		b.StopTimer()
		p := newPair(b, uint64(i))
		p.move(engine.White, "e3")
		p.move(engine.Black, "Se8")
		pos := p.sides[engine.White].Game().Referee()
		m, err := pos.ParseSAN("Bb5")
		require.NoError(b, err)
		require.Equal(b, 9, pos.Opens(m).Count())
		b.StartTimer()
		p.play(engine.White, m)
	}
}
