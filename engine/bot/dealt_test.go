package bot

import (
	"testing"

	"github.com/stretchr/testify/require"

	"mschess/engine"
)

// TestPlaysADealtGame: the computer plays a game whose minefield nobody holds
// (docs/rules.md §11) as it plays one under a referee, since it decides from
// the view alone (§9): the same moves, move for move, on the same field.
func TestPlaysADealtGame(t *testing.T) {
	games, plies := 4, 60
	if testing.Short() {
		games, plies = 2, 30
	}
	for seed := range uint64(games) {
		ref := engine.NewGame(seed)
		start := ref.Start()
		field := start.Mines()
		dealt := engine.NewDealtGame()
		for !ref.Over() && ref.Len() < plies {
			opt := Options{Level: MinLevel + Level(ref.Len()%2), Nodes: 800, Seed: seed}
			v := ref.View()
			m, _, err := Choose(&v, opt)
			require.NoError(t, err)
			dv := dealt.View()
			dm, _, err := Choose(&dv, opt)
			require.NoError(t, err)
			require.Equal(t, m, dm, "seed %d, ply %d", seed, ref.Len())
			_, err = ref.Play(m)
			require.NoError(t, err)
			opened := engine.OpeningsOf(field, dealt.Opens(m))
			if len(opened) > 0 {
				_, err = dealt.PlayOpened(m, opened)
			} else {
				_, err = dealt.Play(m)
			}
			require.NoError(t, err)
			require.Equal(t, ref.View(), dealt.View(), "seed %d, ply %d", seed, ref.Len())
		}
	}
}
