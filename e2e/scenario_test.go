package e2e

import (
	"slices"
	"testing"

	"mschess/engine"
)

// firstSeed is where the search for a minefield starts. Seeds this long cannot
// turn up in a page by chance, which the no-trace test relies on.
const firstSeed uint64 = 7_340_016_000

// seedsToTry bounds the search; every scenario below finds its minefield within
// a few hundred seeds.
const seedsToTry = 20_000

// scenario is a game that a test plays through the page: the minefield's seed
// and the moves, found with the engine rather than written down, so that they
// stay right whatever the minefield generator does.
type scenario struct {
	seed  uint64
	moves []engine.Move
}

// findScenario returns the first seed, from firstSeed on, on whose minefield one
// of the scripts (moves in SAN, both sides) plays through and the finished game
// satisfies want, with that script's moves. It fails t when there is none.
func findScenario(t testing.TB, want func(*engine.Game) bool, scripts ...[]string) scenario {
	t.Helper()
	for seed := firstSeed; seed < firstSeed+seedsToTry; seed++ {
		for _, script := range scripts {
			if g, ok := playScript(seed, script); ok && want(g) {
				return scenario{seed: seed, moves: movesOf(g)}
			}
		}
	}
	t.Fatalf("no seed in [%d, %d) has a minefield for %q", firstSeed, firstSeed+seedsToTry, scripts)
	return scenario{}
}

// playScript plays script on the minefield of seed and reports whether every
// move was legal.
func playScript(seed uint64, script []string) (*engine.Game, bool) {
	g := engine.NewGame(seed)
	for _, san := range script {
		if _, err := g.PlaySAN(san); err != nil {
			return g, false
		}
	}
	return g, true
}

func movesOf(g *engine.Game) []engine.Move {
	var ms []engine.Move
	for _, p := range g.Moves() {
		ms = append(ms, p.Move)
	}
	return ms
}

// noMineHit reports whether no move of g, but its last if except is set,
// touched a mine: no blast, no royal sapper, no sweep that removed one.
func noMineHit(g *engine.Game, exceptLast bool) bool {
	ps := g.Moves()
	if exceptLast && len(ps) > 0 {
		ps = ps[:len(ps)-1]
	}
	for _, p := range ps {
		if e := p.Effects; e.Blast != engine.NoSquare || e.Sapper != engine.NoSquare || e.Swept {
			return false
		}
	}
	return true
}

// lastEffects returns what the last move of g did.
func lastEffects(g *engine.Game) engine.Effects {
	ps := g.Moves()
	return ps[len(ps)-1].Effects
}

// The games the tests play. Each function names what its last move shows.

// quietGame: pawn moves through the fog and a pawn capture, no mine touched.
func quietGame(t testing.TB) scenario {
	return findScenario(t, func(g *engine.Game) bool {
		return noMineHit(g, false) && !lastEffects(g).Captured.IsNone()
	}, []string{"e4", "d7", "e5", "d6", "exd6"})
}

// sweepGame: a pawn sweeps a found mine from the square in front of it.
func sweepGame(t testing.TB) scenario {
	return findScenario(t, func(g *engine.Game) bool {
		return noMineHit(g, true) && lastEffects(g).Swept
	}, []string{"e4", "Nf8", "Se5"}, []string{"d4", "Nf8", "Sd5"})
}

// blastGame: a knight jumps onto a hidden mine and is destroyed.
func blastGame(t testing.TB) scenario {
	return findScenario(t, func(g *engine.Game) bool {
		e := lastEffects(g)
		return noMineHit(g, true) && e.Blast != engine.NoSquare && e.Lost.Kind == engine.Knight && !g.Over()
	}, []string{"Nf3", "Nf8", "Ng5"}, []string{"Nf3", "Nf8", "Nh4"}, []string{"Nc3", "Nc8", "Nb5"})
}

// sapperGame: the white king walks up and steps on a found mine, unharmed.
func sapperGame(t testing.TB) scenario {
	walk := []string{"e4", "Nf8", "Ke2", "Ng10", "Ke3", "Nf8"}
	return findScenario(t, func(g *engine.Game) bool {
		return noMineHit(g, true) && lastEffects(g).Sapper != engine.NoSquare
	}, slices.Concat(walk, []string{"Kf4"}), slices.Concat(walk, []string{"Kd4"}))
}

// castlingGame: White clears the king's side and castles short.
func castlingGame(t testing.TB) scenario {
	return findScenario(t, func(g *engine.Game) bool {
		return noMineHit(g, false) && g.Moves()[g.Len()-1].Move.Kind == engine.Castle
	}, []string{"Nf3", "Nf8", "e3", "Ng10", "Be2", "Nf8", "O-O"})
}

// promotionGame: the h-pawn walks through the fog, takes twice and becomes a
// queen on h10.
func promotionGame(t testing.TB) scenario {
	return findScenario(t, func(g *engine.Game) bool {
		return noMineHit(g, false) && lastEffects(g).Promoted
	}, []string{"h4", "Na8", "h5", "Nb10", "h6", "Na8", "h7", "Nb10", "h8", "Na8", "hxg9", "Nb10", "gxh10=Q"})
}

// mateGame: the fool's mate of this board, Black's queen mating from h4.
func mateGame(t testing.TB) scenario {
	return findScenario(t, func(g *engine.Game) bool {
		r, why := g.Result()
		return noMineHit(g, false) && r == engine.BlackWins && why == engine.Checkmate
	}, []string{"f3", "e8", "g4", "Qh6", "a3", "Qh4"})
}
