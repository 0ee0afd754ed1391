package odds_test

import (
	"math/rand/v2"
	"testing"

	"mschess/engine"
	"mschess/engine/odds"
)

// BenchmarkOf works out the odds of many views; ns/position is the figure to read.
// random-play is positions reached in games of random moves, many-mines positions
// set up in MFEN with up to 20 mines, hardest those of testdata/hard.txt.
func BenchmarkOf(b *testing.B) {
	cases := []struct {
		name  string
		views []engine.View
	}{
		{"random-play", randomPlayViews(10, 200)},
		{"many-mines", manyMineViews(b, 500)},
		{"hardest", hardViews(b)},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				for i := range c.views {
					if _, err := odds.Of(&c.views[i]); err != nil {
						b.Fatal(err)
					}
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(c.views)), "ns/position")
		})
	}
}

// manyMineViews returns the views of n referee positions set up in MFEN with up
// to 20 mines.
func manyMineViews(b *testing.B, n int) []engine.View {
	r := rand.New(rand.NewPCG(5, 6))
	var out []engine.View
	for len(out) < n {
		p, err := engine.ParseMFEN(randomReferee(r, 20))
		if err != nil {
			continue
		}
		g, err := engine.NewGameFrom(p)
		if err != nil {
			b.Fatal(err)
		}
		out = append(out, g.View())
	}
	return out
}
