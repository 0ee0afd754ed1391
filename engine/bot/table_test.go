package bot

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
)

// TestEvalCacheKeepsWholeValues pins what the evaluation cache returns: a value
// asked for through a window far from it is rough and is not kept, and a whole
// value once kept is what every later window gets, so that a hit never depends
// on the window that first asked.
func TestEvalCacheKeepsWholeValues(t *testing.T) {
	v := viewAfter(t, plainStart, "e4", "e7", "Nf3", "Nc8", "Bc4", "Nf8")
	p := &v.Position
	whole, full := evaluate(p, materialOf(p), nil, -infinity, infinity)
	require.True(t, full)
	rough, full := evaluate(p, materialOf(p), nil, whole+2*lazyMargin, whole+2*lazyMargin+1)
	require.False(t, full)
	require.NotEqual(t, whole, rough, "the position must tell the rough value from the whole one")
	far := whole + 2*lazyMargin
	tests := []struct {
		name  string
		asks  [][2]int32 // the windows asked through, in turn
		wants int32      // what the last returns
	}{
		{"a rough value is not kept", [][2]int32{{far, far + 1}, {-infinity, infinity}}, whole},
		{"a window far off is answered roughly when nothing is kept", [][2]int32{{far, far + 1}, {far, far + 1}}, rough},
		{"a whole value kept answers a window far off", [][2]int32{{-infinity, infinity}, {far, far + 1}}, whole},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newSearcher(levels[MaxLevel], nil, 0, Options{})
			defer s.release()
			s.setRoot(p)
			var got int32
			for _, w := range tt.asks {
				got = s.evaluate(p, 0, p.Key(), w[0], w[1])
			}
			assert.Equal(t, tt.wants, got)
		})
	}
}

// TestPawnCacheChangesNoEvaluation: the evaluation through the pawn cache is the
// evaluation without it, whether the cache holds the pawns or another
// position's share its one slot.
func TestPawnCacheChangesNoEvaluation(t *testing.T) {
	var cache pawnCache
	cache.reset(0) // one slot, so that every change of the pawns meets another's
	r := rand.New(rand.NewPCG(1, 2))
	for game := range 20 {
		v := viewAfter(t, plainStart)
		p := v.Position
		for ply := 0; ply < 150 && !p.InsufficientMaterial(); ply++ {
			want, _ := evaluate(&p, materialOf(&p), nil, -infinity, infinity)
			for range 2 { // the first fills the slot, the second reads it
				got, _ := evaluate(&p, materialOf(&p), &cache, -infinity, infinity)
				require.Equal(t, want, got, "game %d, ply %d: %s", game, ply, p.MFEN())
			}
			moves := p.AppendLegalMoves(nil, false)
			if len(moves) == 0 {
				break
			}
			p.Play(moves[r.IntN(len(moves))])
		}
	}
}

// TestEvaluateAllocatesNothing: an evaluation without a pawn cache, as the tuner
// asks for hundreds of thousands, works its pawns out on the stack.
func TestEvaluateAllocatesNothing(t *testing.T) {
	v := viewAfter(t, plainStart, "e4", "e7", "d4", "d7")
	assert.Zero(t, testing.AllocsPerRun(100, func() { Evaluate(&v.Position) }))
}

// TestMaterialFollowsEveryMove: the material a search keeps from ply to ply is
// the material summed afresh, whatever took a piece off its square or put one on
// another: a capture, a promotion and castling (docs/rules.md §5), a blast
// (§3), a sweep (§4). Random games on real minefields meet them all.
func TestMaterialFollowsEveryMove(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	met := map[string]bool{}
	for game := range 40 {
		p := engine.StartPosition(engine.MinesFromSeed(uint64(game)))
		kept := materialOf(&p)
		for ply := 0; ply < 200; ply++ {
			moves := p.AppendLegalMoves(nil, true)
			if len(moves) == 0 {
				break
			}
			m := moves[r.IntN(len(moves))]
			child := p
			e := child.Play(m)
			met["a capture"] = met["a capture"] || e.Captured != engine.NoPiece
			met["a promotion"] = met["a promotion"] || e.Promoted
			met["castling"] = met["castling"] || m.Kind == engine.Castle
			met["a blast"] = met["a blast"] || e.Blast != engine.NoSquare
			met["a sweep"] = met["a sweep"] || m.Kind == engine.Sweep
			kept = kept.after(&p, &child)
			require.Equal(t, materialOf(&child), kept, "game %d, ply %d, after %v in %s", game, ply, m, p.MFEN())
			if e.Exposed {
				break
			}
			p = child
		}
	}
	for _, what := range []string{"a capture", "a promotion", "castling", "a blast", "a sweep"} {
		assert.True(t, met[what], "no game met %s", what)
	}
}

// TestKeptEvaluationsAreTheirPositions: every whole evaluation a search keeps is
// the evaluation of the position it is kept for, summed afresh, so the material
// the search carries from ply to ply is right after moves, blasts and null
// moves. The positions within three plies of the root are looked up, null moves
// and blasts among them. (What stakesKing carries it cannot see: that search's
// window sits at the mate bound, so none of its evaluations is whole or kept.)
func TestKeptEvaluationsAreTheirPositions(t *testing.T) {
	for _, tt := range []struct {
		name, start string
		moves       []string
	}{
		{"plain chess", plainStart, []string{"e4", "e7", "Nf3", "Nc8", "Bc4", "d8"}},
		{"under fog", seedStart(1), []string{"Nc3", "Nc8", "Nf3", "Nf8", "e3", "e8", "Ne4", "Ne7"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			v := viewAfter(t, tt.start, tt.moves...)
			chance, err := mineChances(&v)
			require.NoError(t, err)
			s := newSearcher(levelSpec{nodes: 20_000, depth: maxPly, ttBits: 16}, chance, v.Position.HiddenMines(), Options{})
			defer s.release()
			s.choose(&v.Position, nil)
			checked := 0
			var visit func(p *engine.Position, plies int)
			visit = func(p *engine.Position, plies int) {
				key := p.Key()
				if e := s.evals.at(key); e.full && e.key == key {
					want, _ := evaluate(p, materialOf(p), nil, -infinity, infinity)
					require.Equal(t, want, e.v, "%s", p.MFEN())
					checked++
				}
				if plies == 0 {
					return
				}
				if !p.InCheck() {
					c := *p
					c.PassTurn()
					visit(&c, plies-1)
				}
				for _, m := range p.AppendLegalMoves(nil, true) {
					for _, mined := range []bool{false, true} {
						if mined && !mayHideMine(p).Has(m.To) {
							continue
						}
						c := *p
						if mined {
							c.AssumeMine(m.To)
						}
						if !c.Play(m).Exposed {
							visit(&c, plies-1)
						}
					}
				}
			}
			visit(&v.Position, 3)
			assert.Greater(t, checked, 100, "evaluations looked up")
		})
	}
}

// TestTableForgetsEarlierDraws pins what a game's memory hands from one search to
// the next: an entry of an earlier search, but not one that scores a draw, which
// may be a repetition on that search's path and none on this one's (docs/rules.md
// §7); in the search that stored it, a draw is served like any score.
func TestTableForgetsEarlierDraws(t *testing.T) {
	const key = 0x9e3779b97f4a7c15
	tests := []struct {
		name  string
		score int32
		later bool // probed by the next search rather than the one that stored it
		want  bool
	}{
		{"a draw for the computer's side, later", -contempt, true, false},
		{"a draw for its opponent, later", contempt, true, false},
		{"a score, later", contempt + 1, true, true},
		{"nothing gained, later", 0, true, true},
		{"a draw, in the same search", -contempt, false, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var tb table
			tb.reset(4)
			tb.store(key, 3, 0, tt.score, exact, engine.NoMove)
			if tt.later {
				tb.gen++
			}
			_, ok := tb.probe(key)
			assert.Equal(t, tt.want, ok)
		})
	}
}
