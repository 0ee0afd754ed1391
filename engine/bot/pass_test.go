package bot

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
)

// Positions where White's b2 pawn is pinned to its king by the bishop on e5: it
// may not step forward, but it may sweep b3, a square outside the fog zone,
// which can reveal nothing and only passes the turn (docs/rules.md §4).
const (
	// onlyPass: the sweep is White's only legal move.
	onlyPass = "4k3/8/8/8/8/4b3/8/n7/PP6/K7 w - - 0 1"
	// passOrLoseKnight: besides the sweep, only the knight on h1 can move, and
	// each of its two squares is taken by a pawn.
	passOrLoseKnight = "4k3/8/8/8/8/4b3/7p/n3p3/PP2P3/K6N w - - 0 1"
	// asGoodAsPass: a lost ending where, by the search, Ke3 does exactly as
	// well as the sweep Sg5.
	asGoodAsPass = "8/8/8/4p1p1/4P2p/3k3P/1np3P1/2p2K2/2p5/2R5 w - - 1 74"
)

// TestChoosePasses pins when the computer plays a sweep that can reveal nothing
// (docs/rules.md §4): only when its search finds every other move worse, and at
// the levels one move ahead only when there is no other move at all.
func TestChoosePasses(t *testing.T) {
	tests := []struct {
		name, mfen string
		levels     []Level
		want       string // the move to play, or "!" and the move never to play
	}{
		{"§4 every level passes when passing is the only legal move", onlyPass, levelsFrom(MinLevel), "Sb3"},
		{"§4 the levels one move ahead never pass while they have another move, however poor", passOrLoseKnight, []Level{MinLevel, 2, 3}, "!Sb3"},
		{"§4 the levels that search pass when every other move loses a piece", passOrLoseKnight, levelsFrom(firstSearch), "Sb3"},
		{"§4 a search plays a move it finds as good as passing, not the pass", asGoodAsPass, levelsFrom(firstSearch), "!Sg5"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, level := range tt.levels {
				for seed := range uint64(8) {
					got, _ := chooseSAN(t, tt.mfen, Options{Level: level, Nodes: testNodes(), Seed: seed})
					if avoid, ok := cutNot(tt.want); ok {
						assert.NotEqual(t, avoid, got, "level %d, seed %d", level, seed)
					} else {
						assert.Equal(t, tt.want, got, "level %d, seed %d", level, seed)
					}
				}
			}
		})
	}
}

// TestLevelOneNeverPasses pins that the beginner, over many games and
// minefields, never sweeps a square that can reveal nothing (docs/rules.md §4),
// such as one on rank 3 at the start, while it has any other move.
func TestLevelOneNeverPasses(t *testing.T) {
	games, plies := uint64(24), 60
	if testing.Short() {
		games, plies = 6, 40
	}
	for seed := range games {
		g := gameAfter(t, seedStart(seed))
		for ply := 0; ply < plies && !g.Over(); ply++ {
			v := g.View()
			m, _, err := Choose(&v, Options{Level: MinLevel, Seed: seed<<8 | uint64(ply)})
			require.NoError(t, err)
			if hasMoveButPass(&v.Position) {
				require.False(t, v.Position.IsPass(m), "seed %d, ply %d: %s in %s", seed, ply, v.Position.SAN(m), v.Position.MFEN())
			}
			_, err = g.Play(m)
			require.NoError(t, err)
		}
	}
}

// hasMoveButPass reports whether the side to move in p has a legal move other
// than a sweep that can reveal nothing.
func hasMoveButPass(p *engine.Position) bool {
	for _, m := range p.LegalMoves() {
		if !p.IsPass(m) {
			return true
		}
	}
	return false
}

// TestPickNearBestOnlyPasses: when every root move is a pass, as where two
// pinned pawns may only sweep squares outside the fog (docs/rules.md §4), the
// pick is one of them; it must not leave itself nothing to pick from.
func TestPickNearBestOnlyPasses(t *testing.T) {
	moves := []rootMove{
		{move: engine.Move{Kind: engine.Sweep, From: engine.SquareAt(1, 1), To: engine.SquareAt(1, 2)}, kind: pass},
		{move: engine.Move{Kind: engine.Sweep, From: engine.SquareAt(2, 1), To: engine.SquareAt(2, 2)}, kind: pass},
	}
	want := []engine.Move{moves[0].move, moves[1].move}
	s := &searcher{}
	for seed := range uint64(8) {
		var got rootMove
		require.NotPanics(t, func() { got = s.pickNearBest(slices.Clone(moves), rand.New(rand.NewPCG(seed, 0))) })
		assert.Contains(t, want, got.move, "seed %d", seed)
	}
}

// TestNoSweepsPlaysChess pins Options.NoSweeps, chess without the sweep of
// docs/rules.md §4: where the sweep is the only move the side to move is
// stalemated, and where the other moves lose a piece one of them is played all the
// same.
func TestNoSweepsPlaysChess(t *testing.T) {
	for level := MinLevel; level <= MaxLevel; level++ {
		v := viewAfter(t, onlyPass)
		_, _, err := Choose(&v, Options{Level: level, Nodes: testNodes(), NoSweeps: true})
		assert.ErrorIs(t, err, ErrNoMove, "level %d: §5 stalemate without the sweep", level)
		got, _ := chooseSAN(t, passOrLoseKnight, Options{Level: level, Nodes: testNodes(), NoSweeps: true})
		assert.Contains(t, []string{"Ng3", "Nf2"}, got, "level %d", level)
	}
}
