package duel_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"mschess/engine"
)

// TestGamesFollowTheReferee plays whole games between two sides, each choosing
// from its own view, random moves and the computer's, and replays each on the
// minefield the two opened at the end: at every ply both sides' views are the
// referee's, numbers and found mines included (docs/rules.md §11), and so is the
// result (§7). Across the games mines go off (§3), are swept (§4) and the all
// clear comes (§2).
func TestGamesFollowTheReferee(t *testing.T) {
	tests := []struct {
		name   string
		choose chooser
		games  int
		plies  int
	}{
		{"random moves", randomMoves, 24, 300},
		{"the computer at level 1", levelOne, 4, 120},
	}
	var blasts, sweeps, allClear int
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			games := tt.games
			if testing.Short() {
				games = max(2, games/4)
			}
			for seed := range uint64(games) {
				p := newPair(t, seed)
				p.playOut(tt.choose, seed, tt.plies)
				ref := p.referee()
				for _, played := range ref.Moves() {
					e := played.Effects
					if e.Blast != engine.NoSquare {
						blasts++
					}
					if e.Swept {
						sweeps++
					}
					if e.AllClear {
						allClear++
					}
				}
			}
		})
	}
	t.Logf("%d blasts, %d mines swept, %d all clears", blasts, sweeps, allClear)
	require.Positive(t, blasts, "§3 a mine went off")
	require.Positive(t, sweeps, "§4 a sweep removed a mine")
	require.Positive(t, allClear, "§2 the all clear came")
}
