package engine

import (
	"math/rand/v2"
	"testing"
)

// BenchmarkPerftStart6 is perft from the start to depth 6 without sweeps, the
// engine's yardstick; leaves/s is the figure to compare across builds.
func BenchmarkPerftStart6(b *testing.B) {
	p := StartPosition(Bitboard{})
	var nodes uint64
	for b.Loop() {
		nodes += p.Perft(6, false)
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "leaves/s")
}

// benchPositions returns referee positions from random games, with mines found,
// blasted and swept, for the benchmarks below.
func benchPositions() []Position {
	var out []Position
	for i, p := range randomGamePositions(8, 120) {
		if i%4 == 0 {
			out = append(out, p)
		}
	}
	return out
}

// BenchmarkLegalMoves generates the legal moves, sweeps included, of positions from
// random games.
func BenchmarkLegalMoves(b *testing.B) {
	positions := benchPositions()
	buf := make([]Move, 0, 256)
	for b.Loop() {
		for i := range positions {
			buf = positions[i].AppendLegalMoves(buf[:0], true)
		}
	}
	b.ReportMetric(float64(b.N*len(positions))/b.Elapsed().Seconds(), "positions/s")
}

// BenchmarkCountLegalMoves counts the legal moves, sweeps included, of positions
// from random games, as perft does at its last ply.
func BenchmarkCountLegalMoves(b *testing.B) {
	positions := benchPositions()
	n := 0
	for b.Loop() {
		for i := range positions {
			n += positions[i].countLegalMoves(true)
		}
	}
	b.ReportMetric(float64(b.N*len(positions))/b.Elapsed().Seconds(), "positions/s")
}

// BenchmarkPlay plays every legal move of positions from random games on a copy of
// the position, as perft does.
func BenchmarkPlay(b *testing.B) {
	type step struct {
		p Position
		m Move
	}
	var steps []step
	for _, p := range benchPositions() {
		for _, m := range p.LegalMoves() {
			steps = append(steps, step{p, m})
		}
	}
	var child Position
	var e Effects
	for b.Loop() {
		for i := range steps {
			child = steps[i].p
			child.play(steps[i].m, &e)
		}
	}
	b.ReportMetric(float64(b.N*len(steps))/b.Elapsed().Seconds(), "moves/s")
}

// BenchmarkGamePlay plays one random move in a game, as the referee does for each
// move of a real game: legality check, play, events, check and end of game.
func BenchmarkGamePlay(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 1))
	positions := benchPositions()
	var games []*Game
	var moves []Move
	for _, p := range positions {
		g, err := NewGameFrom(p)
		if err != nil {
			b.Fatal(err)
		}
		if legal := g.LegalMoves(); len(legal) > 0 {
			games = append(games, g)
			moves = append(moves, legal[r.IntN(len(legal))])
		}
	}
	for i := 0; b.Loop(); i++ {
		g := games[i%len(games)]
		if _, err := g.Play(moves[i%len(games)]); err != nil {
			b.Fatal(err)
		}
		g.pop(1) // whether §10 lets Undo take the move back is no matter here
	}
}
