package bot

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
)

// TestChooseNeverPeeks pins issue 10's fairness property (docs/rules.md §9): for the
// same view and seed the computer picks the same move whatever the hidden mines
// are. Each case is a position from a random game, with other minefields that
// show the players exactly the same view; every level chooses from the view of
// each, and also when the referee position is handed over by mistake.
func TestChooseNeverPeeks(t *testing.T) {
	games, nodes := 16, 3000
	if testing.Short() {
		games, nodes = 4, 600
	}
	r := rand.New(rand.NewPCG(10, 4))
	for i := range games {
		referees := sameViewMinefields(t, r, uint64(i))
		first, err := engine.NewGameFrom(referees[0])
		require.NoError(t, err)
		view := first.View()
		for level := MinLevel; level <= MaxLevel; level++ {
			opt := Options{Level: level, Nodes: nodes, Seed: uint64(i)}
			want, _, err := Choose(&view, opt)
			require.NoError(t, err)
			for _, referee := range referees {
				g, err := engine.NewGameFrom(referee)
				require.NoError(t, err)
				v := g.View()
				require.Equal(t, view, v, "the minefields must show the same view")
				got, _, err := Choose(&v, opt)
				require.NoError(t, err)
				assert.Equal(t, want, got, "level %d, view %s", level, view.Position.MFEN())
				mistake := engine.View{Position: referee, Numbers: v.Numbers}
				got, _, err = Choose(&mistake, opt)
				require.NoError(t, err)
				assert.Equal(t, want, got, "level %d handed the referee %s", level, referee.MFEN())
			}
		}
	}
}

// sameViewMinefields plays a random game of the minefield of seed until its view
// hides mines that could lie elsewhere, then returns the referee position and up
// to three others with the hidden mines moved where the view allows them.
func sameViewMinefields(t *testing.T, r *rand.Rand, seed uint64) []engine.Position {
	t.Helper()
	for {
		g := engine.NewGame(seed)
		plies := 2 + r.IntN(24)
		for !g.Over() && g.Len() < plies {
			moves := g.LegalMoves()
			_, err := g.Play(moves[r.IntN(len(moves))])
			require.NoError(t, err)
		}
		if g.Over() {
			seed += 1000
			continue
		}
		v := g.View()
		out := []engine.Position{g.Referee()}
		for range 200 {
			if p, ok := otherMinefield(t, r, &v); ok && !contains(out, p) {
				out = append(out, p)
			}
			if len(out) == 4 {
				break
			}
		}
		if len(out) > 1 {
			return out
		}
		seed += 1000
	}
}

// otherMinefield puts the view's hidden mines on fogged empty squares at random
// and returns the referee position they make, if it shows every number of v.
func otherMinefield(t *testing.T, r *rand.Rand, v *engine.View) (engine.Position, bool) {
	p := &v.Position
	free := p.Fog().AndNot(p.Occupied()).Squares()
	if len(free) < p.HiddenMines() {
		return engine.Position{}, false
	}
	r.Shuffle(len(free), func(i, j int) { free[i], free[j] = free[j], free[i] })
	mines := p.FoundMines()
	for _, s := range free[:p.HiddenMines()] {
		mines = mines.With(s)
	}
	for s := range engine.Square(engine.NumSquares) {
		near := engine.Attacks(engine.Piece{Kind: engine.King}, s, engine.Bitboard{})
		if n := v.Numbers[s]; n >= 0 && near.And(mines).Count() != int(n) {
			return engine.Position{}, false
		}
	}
	fields := strings.Fields(p.MFEN())
	var names []string
	for _, s := range mines.Squares() {
		names = append(names, s.String())
	}
	fields[6] = strings.Join(names, ",")
	referee, err := engine.ParseMFEN(strings.Join(fields, " "))
	require.NoError(t, err)
	return referee, true
}

func contains(ps []engine.Position, p engine.Position) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}
