package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTakeback pins docs/rules.md §10: only a move that revealed nothing can be taken
// back, nothing can once the game is over, and several plies go back together
// or not at all. A refused take-back changes nothing.
func TestTakeback(t *testing.T) {
	seeded := func(seed uint64) func(*testing.T) *Game {
		return func(*testing.T) *Game { return NewGame(seed) }
	}
	from := func(mfen string) func(*testing.T) *Game {
		return func(t *testing.T) *Game { return gameFrom(t, mfen) }
	}
	resign := func(g *Game) error { return g.Resign(g.Side()) }
	draw := func(g *Game) error { return g.AgreeDraw() }
	for _, tc := range []struct {
		name  string
		game  func(*testing.T) *Game
		moves []string // in SAN
		end   func(*Game) error
		plies int
		want  error
	}{
		{
			name: "§10 a move that revealed nothing is taken back",
			game: seeded(1), moves: []string{"Nf3", "Nf8", "Ng1"}, plies: 1,
		},
		{
			name: "§10 a move that lifted fog stands",
			game: seeded(1), moves: []string{"Nf3"}, plies: 1, want: ErrRevealed,
		},
		{
			name: "§10 seed 1000: the knight blown up by Nc3 Nc8 Nb5 stays blown up",
			game: seeded(1000), moves: []string{"Nc3", "Nc8", "Nb5"}, plies: 1, want: ErrRevealed,
		},
		{
			name:  "§10 a blast on a found mine stands, though no fog lifted",
			game:  from("4k3/p7/8/8/8/8/8/3N4/P7/4K3 w - - 0 1 a7,e5 #......./......../......../........"),
			moves: []string{"Ne5"}, plies: 1, want: ErrRevealed,
		},
		{
			name:  "§10 a king clearing a found mine stands",
			game:  from("4k3/p7/8/8/8/8/4K3/8/P7/8 w - - 0 1 a7,e5 #......./......../......../........"),
			moves: []string{"Ke5"}, plies: 1, want: ErrRevealed,
		},
		{
			name:  "§10 a sweep that removed a found mine stands",
			game:  from("4k3/8/8/8/8/8/8/4P3/8/4K3 w - - 0 1 a7,e4 ########/########/########/####.###"),
			moves: []string{"Se4"}, plies: 1, want: ErrRevealed,
		},
		{
			name:  "§10 a sweep that found nothing where nothing was fogged is taken back",
			game:  from("4k3/8/8/8/8/8/8/8/4P3/4K3 w - - 0 1 a7,h7 ########/########/########/########"),
			moves: []string{"Se3"}, plies: 1,
		},
		{
			name:  "§10 the all clear stands",
			game:  from("4k3/p7/8/8/8/8/8/3N4/P7/4K3 w - - 0 1 f6 " + fogAll),
			moves: []string{"Ne5"}, plies: 1, want: ErrRevealed,
		},
		{
			name: "§10 a move and the one before it are taken back together",
			game: seeded(1), moves: []string{"Nf3", "Nf8", "Ng1", "Ng10"}, plies: 2,
		},
		{
			name: "§10 two plies stand together when the first revealed anything",
			game: seeded(1), moves: []string{"Nf3", "Nf8", "Ng1"}, plies: 2, want: ErrRevealed,
		},
		{
			name: "§10 after a resignation nothing is taken back, not even a quiet move",
			game: seeded(1), moves: []string{"Nf3", "Nf8", "Ng1"}, end: resign, plies: 1, want: ErrGameOver,
		},
		{
			name: "§10 after an agreed draw neither the result nor the move before it is taken back",
			game: seeded(1), moves: []string{"Nc3", "Nc8", "Nf3"}, end: draw, plies: 1, want: ErrGameOver,
		},
		{
			name:  "§10 after checkmate nothing is taken back",
			game:  from("7k/6pp/8/8/8/8/8/8/8/R6K w - - 0 1 a5 " + fogAll),
			moves: []string{"Ra10#"}, plies: 1, want: ErrGameOver,
		},
		{
			name: "there is nothing to take back before the first move",
			game: seeded(1), plies: 1, want: ErrNothingUndo,
		},
		{
			name:  "there are not two plies to take back after one",
			game:  from("4k3/8/8/8/8/8/8/8/4P3/4K3 w - - 0 1 a7,h7 ########/########/########/########"),
			moves: []string{"Se3"}, plies: 2, want: ErrNothingUndo,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := tc.game(t)
			for _, san := range tc.moves {
				_, err := g.PlaySAN(san)
				require.NoError(t, err, san)
			}
			if tc.end != nil {
				require.NoError(t, tc.end(g))
			}
			before, n := g.Referee(), g.Len()
			result, reason := g.Result()
			wantPos := before
			if tc.want == nil {
				wantPos = g.Moves()[n-tc.plies].before
			}

			assert.Equal(t, tc.want, g.CanUndo(tc.plies), "CanUndo")
			err := g.Undo(tc.plies)
			assert.Equal(t, tc.want, err, "Undo")
			assert.Equal(t, wantPos, g.Referee(), "the position")
			if tc.want != nil {
				assert.Equal(t, n, g.Len(), "a refused take-back leaves every move")
				r, why := g.Result()
				assert.Equal(t, []any{result, reason}, []any{r, why}, "and the result")
			}
		})
	}
}
