package bot

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
)

// minedStart is a start whose field holds a mine on e4, which a pawn's first
// double step reaches.
const minedStart = "rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 e4,c5,f6,h7 ########/########/########/########"

// analyse returns the Judgement of the SAN move played after the moves from
// the referee position start.
func analyse(t *testing.T, start, san string, moves ...string) (engine.View, Judgement) {
	t.Helper()
	v := viewAfter(t, start, moves...)
	m, err := v.Position.ParseSAN(san)
	require.NoError(t, err)
	j, err := Analyse(&v, m, Options{})
	require.NoError(t, err)
	return v, j
}

// TestAnalyseMarks pins the marks of issue 23's analysis of a finished game: a
// move is judged by what it loses against the best one, from the mover's view.
func TestAnalyseMarks(t *testing.T) {
	tests := []struct {
		name, start, played string
		want                Mark
		best                string // the better move, "" when the one played is good
	}{
		{"a move that leaves the queen to a pawn is a blunder, and saving the queen is better", "4k3/1p6/2p5/3Q4/8/8/8/8/PP6/4K3 w - - 0 30", "a3", Blunder, "Q"},
		{"saving the queen is no mistake", "4k3/1p6/2p5/3Q4/8/8/8/8/PP6/4K3 w - - 0 30", "Qb5", Good, ""},
		// docs/rules.md §9: a pawn's step onto the fog at the start risks one
		// chance in eight; that it found the mine on e4 does not make it a
		// mistake, as the mover could not know.
		{"a step onto the fog at fair odds is not marked for the mine it found", minedStart, "e4", Good, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v, j := analyse(t, tt.start, tt.played)
			assert.Equal(t, tt.want, j.Mark(), "loss %d", j.Loss())
			if tt.best == "" {
				return
			}
			assert.Equal(t, tt.best, v.Position.SAN(j.Best)[:len(tt.best)], "the better move")
			assert.GreaterOrEqual(t, j.Before, j.After)
		})
	}
}

// TestAnalyseIsTheViewsAlone pins docs/rules.md §9 for the analysis: the same
// view and move get the same Judgement whatever the hidden mines are, and the
// search is reproducible, its node count too.
func TestAnalyseIsTheViewsAlone(t *testing.T) {
	games := 4
	if testing.Short() {
		games = 2
	}
	r := rand.New(rand.NewPCG(23, 4))
	for i := range games {
		referees := sameViewMinefields(t, r, uint64(i))
		var want Judgement
		for k, referee := range referees {
			g, err := engine.NewGameFrom(referee)
			require.NoError(t, err)
			v := g.View()
			played := g.LegalMoves()[0]
			j, err := Analyse(&v, played, Options{})
			require.NoError(t, err)
			if k == 0 {
				want = j
				continue
			}
			assert.Equal(t, want, j, "view %s", v.Position.MFEN())
		}
	}
}

// TestAnalyseRefusesAnIllegalMove: a move that the view does not allow has no
// judgement.
func TestAnalyseRefusesAnIllegalMove(t *testing.T) {
	v := viewAfter(t, plainStart)
	m, err := v.Position.ParseSAN("e4")
	require.NoError(t, err)
	w := viewAfter(t, plainStart, "e4")
	_, err = Analyse(&w, m, Options{})
	assert.ErrorIs(t, err, ErrNotPlayable)
}

// BenchmarkAnalyse times the analysis of a 40-ply game under fog, move by
// move as a page asks for it; nodes/game is deterministic.
func BenchmarkAnalyse(b *testing.B) {
	g := engine.NewGame(1)
	for g.Len() < 40 && !g.Over() {
		v := g.View()
		m, _, err := Choose(&v, Options{Level: 2, Seed: uint64(g.Len())})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := g.Play(m); err != nil {
			b.Fatal(err)
		}
	}
	moves := g.Moves()
	nodes := 0
	for b.Loop() {
		nodes = 0
		var history []uint64
		for ply := range moves {
			v, err := g.ViewAt(ply)
			if err != nil {
				b.Fatal(err)
			}
			j, err := Analyse(&v, moves[ply].Move, Options{History: history})
			if err != nil {
				b.Fatal(err)
			}
			nodes += j.Nodes
			history = append(history, v.Position.Key())
		}
	}
	b.ReportMetric(float64(len(moves)), "plies")
	b.ReportMetric(float64(nodes), "nodes/game")
}
