package bot

import (
	"fmt"
	"testing"

	"mschess/engine"
)

// benchViews are views the benchmarks search: the start with its fog, an opening
// under fog and a middlegame of plain chess.
func benchViews(tb testing.TB) []engine.View {
	tb.Helper()
	mined := seedStart(1)
	var out []engine.View
	for _, game := range []struct {
		start string
		moves []string
	}{
		{mined, nil},
		{mined, []string{"Nc3", "Nc8", "Nf3", "Nf8", "e3", "e8", "Ne4", "Ne7"}},
		{plainStart, []string{"e4", "e7", "Nf3", "Nc8", "Bc4", "Bc7", "d3", "Nf8", "Nc3", "d8", "Bg5", "h8", "Bh4", "g7", "Bg3", "O-O", "O-O"}},
	} {
		out = append(out, viewAfter(tb, game.start, game.moves...))
	}
	return out
}

// BenchmarkChoose times one move at each level over the bench views. At the top level,
// ms/move in WebAssembly is the figure issue 10 bounds by a second; nodes/s is the
// search speed.
func BenchmarkChoose(b *testing.B) {
	views := benchViews(b)
	for level := MinLevel; level <= MaxLevel; level++ {
		b.Run(fmt.Sprintf("level%d", level), func(b *testing.B) {
			nodes, moves := 0, 0
			for b.Loop() {
				for i := range views {
					_, info, err := Choose(&views[i], Options{Level: level})
					if err != nil {
						b.Fatal(err)
					}
					nodes += info.Nodes
					moves++
				}
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
			b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(moves), "ms/move")
		})
	}
}
