package bot

import (
	"strings"
	"testing"

	"mschess/engine"
)

// plainStart is the set-up without mines or fog: plain chess on the 8×10 board.
const plainStart = "rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// viewAfter returns the view of the side to move after the SAN moves are played
// from the referee position start, written in MFEN.
func viewAfter(tb testing.TB, start string, moves ...string) engine.View {
	tb.Helper()
	return gameAfter(tb, start, moves...).View()
}

// gameAfter returns the game after the SAN moves are played from the referee
// position start, written in MFEN.
func gameAfter(tb testing.TB, start string, moves ...string) *engine.Game {
	tb.Helper()
	p, err := engine.ParseMFEN(start)
	if err != nil {
		tb.Fatal(err)
	}
	g, err := engine.NewGameFrom(p)
	if err != nil {
		tb.Fatal(err)
	}
	for _, san := range moves {
		if _, err := g.PlaySAN(san); err != nil {
			tb.Fatal(san, ": ", err)
		}
	}
	return g
}

// seedStart returns the referee MFEN of the start of a game on the minefield of seed.
func seedStart(seed uint64) string {
	p := engine.StartPosition(engine.MinesFromSeed(seed))
	return p.MFEN()
}

// cutNot reads a wanted move written "!Nd6", for "any move but Nd6".
func cutNot(want string) (string, bool) { return strings.CutPrefix(want, "!") }

// firstSearch is the first level that searches past one move; the levels
// below it pick among the near-best moves one move ahead.
const firstSearch Level = 4

// testNodes is the node budget of a test's searches: enough to see a few plies
// deep, and less under -short, which keeps the js/wasm run quick.
func testNodes() int {
	if testing.Short() {
		return 4000
	}
	return 20_000
}
