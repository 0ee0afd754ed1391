package bot

import (
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/engine/odds"
)

// levelsFrom lists the levels from first to MaxLevel.
func levelsFrom(first Level) []Level {
	var out []Level
	for l := first; l <= MaxLevel; l++ {
		out = append(out, l)
	}
	return out
}

// chooseSAN returns the SAN of the move Choose makes in the referee position
// written in MFEN, from its view, and the search's Info.
func chooseSAN(t *testing.T, mfen string, opt Options) (string, Info) {
	t.Helper()
	v := viewAfter(t, mfen)
	m, info, err := Choose(&v, opt)
	require.NoError(t, err)
	return v.Position.SAN(m), info
}

// allFog is the fog field with every fog-zone square fogged.
const allFog = "########/########/########/########"

func TestChooseTactics(t *testing.T) {
	tests := []struct {
		name, mfen string
		from       Level
		want       string
		score      int // the score to expect, when not 0
	}{
		{"§7 a back-rank mate in one", "6k1/5ppp/8/8/8/8/8/8/5PPP/R5K1 w - - 0 1", MinLevel, "Ra10", MateScore - 1},
		{"§7 a rook ladder mates in two", "7k/8/8/8/8/8/8/8/R7/1R4K1 w - - 0 1", firstSearch, "Rb9", MateScore - 3},
		// Across the fog the chance nodes take level 4's 200 nodes before
		// the mate is proved.
		{"§7 the rook ladder mates in two across the fog, which hides mines", "7k/8/8/8/8/8/8/8/R7/1R4K1 w - - 0 1 c5,f6 " + allFog, firstSearch + 1, "Rb9", MateScore - 3},
		{"§7 a queen sacrifice mates in two, smothered", "3r3k/pp4pp/7N/8/2Q5/8/8/q7/5PPP/6K1 w - - 0 30", MaxLevel, "Qg10", MateScore - 3},
		{"§5 takes a queen left hanging", "4k3/8/8/8/3q4/8/8/3R4/8/4K3 w - - 0 1", MinLevel, "Rxd6", 0},
	}
	for _, tt := range tests {
		for _, level := range levelsFrom(tt.from) {
			t.Run(tt.name, func(t *testing.T) {
				got, info := chooseSAN(t, tt.mfen, Options{Level: level, Nodes: testNodes()})
				assert.Equal(t, tt.want, got, "level %d", level)
				if tt.score != 0 {
					assert.Equal(t, tt.score, info.Score, "level %d", level)
				}
			})
		}
	}
}

// TestChooseMines pins how the computer weighs the minefield (docs/rules.md §3, §6).
func TestChooseMines(t *testing.T) {
	tests := []struct {
		name, mfen string
		want       string // the move to play, or "!" and the move never to play
	}{
		{
			"§3 no fork onto a found mine: the knight would be destroyed",
			"8/8/4k3/1q6/8/1N6/8/8/8/K7 w - - 0 1 d6 -", "!Nd6",
		},
		{
			"§6 no interposing on fog, where a mine would expose the king, while the king can step aside",
			"7k/4r3/8/8/5N2/8/8/5P2/3P1P2/3RK3 w - - 0 1 a7 " + allFog, "!Ne4",
		},
		{
			"§6 the fogged interposition when the only other one is mated at once",
			"7k/4r3/8/8/5N2/8/8/5P2/3P1P2/3RKR2 w - - 0 1 a7 " + allFog, "Ne4",
		},
	}
	for _, tt := range tests {
		for _, level := range levelsFrom(MinLevel) {
			t.Run(tt.name, func(t *testing.T) {
				got, _ := chooseSAN(t, tt.mfen, Options{Level: level, Nodes: testNodes()})
				if avoid, ok := cutNot(tt.want); ok {
					assert.NotEqual(t, avoid, got, "level %d", level)
				} else {
					assert.Equal(t, tt.want, got, "level %d", level)
				}
			})
		}
	}
}

// TestChooseSeeksRepetition pins that the search knows the game's history: a
// side a queen down takes the draw that a position standing for the third time
// brings, and does not count one that stood only once before as a draw
// (docs/rules.md §7). The computer scores the draw at the contempt it holds
// for one; a judgement of the same move, at nothing.
func TestChooseSeeksRepetition(t *testing.T) {
	const lost = "k7/2q5/8/8/8/8/8/8/8/6K1 w - - 10 40"
	after, before := viewAfter(t, lost, "Kh1"), viewAfter(t, lost)
	afterKh1, lostKey := after.Position.Key(), before.Position.Key()
	thrice := []uint64{afterKh1, lostKey, afterKh1}
	kh1, err := before.Position.ParseSAN("Kh1")
	require.NoError(t, err)
	j, err := Analyse(&before, kh1, Options{History: thrice})
	require.NoError(t, err)
	assert.Equal(t, Judgement{Best: kh1, Before: 0, After: 0, Nodes: j.Nodes}, j, "a judgement")
	for _, level := range levelsFrom(firstSearch) {
		got, info := chooseSAN(t, lost, Options{Level: level, Nodes: testNodes(), History: thrice})
		assert.Equal(t, "Kh1", got, "level %d: after Kh1 twice before", level)
		assert.Equal(t, -contempt, info.Score, "level %d: after Kh1 twice before", level)
		for _, history := range [][]uint64{{afterKh1}, nil} {
			got, info = chooseSAN(t, lost, Options{Level: level, Nodes: testNodes(), History: history})
			assert.Less(t, info.Score, -500, "level %d with the history %v plays %s", level, history, got)
		}
	}
}

// TestDrawsCostTheComputer pins the contempt on every draw the search meets
// inside its tree (docs/rules.md §7): a stalemate or bare kings, with either side
// to move, score −contempt for the side the computer plays (White here, the
// root's side to move) and +contempt for the other; for a judgement, nothing.
func TestDrawsCostTheComputer(t *testing.T) {
	const root = "k7/8/8/8/8/8/8/8/8/1R5K w - - 0 1"
	tests := []struct {
		name, mfen string
		want       int32 // for the side to move, when the computer is White
	}{
		{"§7 the computer stalemated", "7k/8/8/8/8/8/8/1q6/8/K7 w - - 0 1", -contempt},
		{"§7 its opponent stalemated", "k7/8/1Q6/8/8/8/8/8/8/7K b - - 0 1", contempt},
		{"§7 bare kings, the computer to move", "k7/8/8/8/8/8/8/8/8/7K w - - 0 1", -contempt},
		{"§7 bare kings, its opponent to move", "k7/8/8/8/8/8/8/8/8/7K b - - 0 1", contempt},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, p := viewAfter(t, root), viewAfter(t, tt.mfen)
			for _, by := range []struct {
				name           string
				contempt, want int32
			}{{"a choice", contempt, tt.want}, {"a judgement", 0, 0}} {
				spec := levels[MaxLevel]
				spec.contempt = by.contempt
				s := newSearcher(spec, nil, 0, Options{})
				s.setRoot(&r.Position)
				assert.Equal(t, by.want, s.search(&p.Position, 2, 1, -infinity, infinity), by.name)
				s.release()
			}
		})
	}
}

// TestRepeatsCountsAsTheRulesDo pins which repetitions the search counts as a
// draw (docs/rules.md §7): a position standing for the third time, and one
// repeated after the root, which the side that went back to it may go back to
// again; not a position of the game that stood once before, nor the root
// repeated once. The keys stand for positions, the game's before the root.
func TestRepeatsCountsAsTheRulesDo(t *testing.T) {
	const r, a, b, c, d = 1, 2, 3, 4, 5
	tests := []struct {
		name          string
		history, path []uint64 // path starts at the root
		want          bool
	}{
		{"§7 a position repeated after the root is a draw", nil, []uint64{r, a, b, a}, true},
		{"§7 the root repeated once is none", nil, []uint64{r, a, r}, false},
		{"§7 a position of the game that stood once before is none", []uint64{c, a}, []uint64{r, a}, false},
		{"§7 one that stood twice before stands for the third time", []uint64{c, a, d, a}, []uint64{r, a}, true},
		{"§7 the root that stood once before, repeated, stands for the third time", []uint64{r, c}, []uint64{r, a, r}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := &searcher{line: append(slices.Clone(tt.history), tt.path...), base: len(tt.history)}
			assert.Equal(t, tt.want, s.repeats(len(tt.path)-1))
		})
	}
}

// TestQuiesceAtTheLastPly: at maxPly the captures' search answers even a check
// with the evaluation, as it has no ply left to search a reply on, rather than
// run past the searcher's scratch space.
func TestQuiesceAtTheLastPly(t *testing.T) {
	v := viewAfter(t, "4k3/8/8/8/8/8/8/8/4q3/4K3 w - - 0 1")
	p := &v.Position
	require.True(t, p.InCheck())
	s := newSearcher(levels[MaxLevel], nil, 0, Options{})
	defer s.release()
	s.plies[maxPly].material = materialOf(p)
	want, _ := evaluate(p, materialOf(p), nil, -infinity, infinity)
	assert.Equal(t, want, s.quiesce(p, maxPly, -infinity, infinity))
}

func TestChooseErrors(t *testing.T) {
	start := viewAfter(t, plainStart)
	mated := viewAfter(t, "k7/8/8/8/8/8/8/8/p5PP/7K b - - 0 30", "a1=Q")
	wrong := viewAfter(t, seedStart(7), "Nc3")
	wrong.Numbers[engine.SquareAt(2, 3)] = 8 // c4 has three fogged neighbours
	tests := []struct {
		name  string
		view  *engine.View
		level Level
		want  error
	}{
		{"level 0 is no level", &start, 0, ErrNoLevel},
		{"level 13 is no level", &start, MaxLevel + 1, ErrNoLevel},
		{"§7 no move once checkmated", &mated, MinLevel, ErrNoMove},
		{"§9 numbers that no minefield shows", &wrong, MinLevel, odds.ErrNoLayout},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, _, err := Choose(tt.view, Options{Level: tt.level})
			assert.ErrorIs(t, err, tt.want)
			assert.Equal(t, engine.NoMove, m)
		})
	}
}

// TestChooseIsReproducible pins that a node budget makes the choice and the
// search itself the same each time.
func TestChooseIsReproducible(t *testing.T) {
	v := viewAfter(t, seedStart(3), "Nc3", "Nc8")
	for _, level := range levelsFrom(MinLevel) {
		opt := Options{Level: level, Nodes: 5000, Seed: 9}
		m1, info1, err := Choose(&v, opt)
		require.NoError(t, err)
		m2, info2, err := Choose(&v, opt)
		require.NoError(t, err)
		assert.Equal(t, m1, m2, "level %d", level)
		assert.Equal(t, info1, info2, "level %d", level)
	}
}

// TestLevelOneVaries pins the beginner's randomness: its seed picks among good
// moves, while the top level plays its best whatever the seed.
func TestLevelOneVaries(t *testing.T) {
	v := viewAfter(t, plainStart)
	picks := map[Level]map[engine.Move]bool{MinLevel: {}, MaxLevel: {}}
	for seed := range uint64(8) {
		for level := range picks {
			m, _, err := Choose(&v, Options{Level: level, Nodes: 3000, Seed: seed})
			require.NoError(t, err)
			picks[level][m] = true
		}
	}
	assert.Greater(t, len(picks[MinLevel]), 2, "level 1 opens in more than two ways")
	assert.Len(t, picks[MaxLevel], 1, "the top level opens in one way")
}

// TestChooseStopsOnTheClock pins that MoveTime ends a search before its budget.
func TestChooseStopsOnTheClock(t *testing.T) {
	v := viewAfter(t, plainStart)
	m, info, err := Choose(&v, Options{Level: MaxLevel, MoveTime: time.Millisecond})
	require.NoError(t, err)
	assert.True(t, v.Position.IsLegal(m))
	assert.Less(t, info.Nodes, levels[MaxLevel].nodes)
}
