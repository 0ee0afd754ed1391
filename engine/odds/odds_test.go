package odds_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/engine/odds"
)

// kings is a board with the two kings alone, to which the cases add mines and fog.
const kings = "4k3/8/8/8/8/8/8/8/8/4K3 w - - 0 1 "

func TestOf(t *testing.T) {
	start := engine.NewGame(7).View()
	tests := []struct {
		name        string
		view        engine.View
		layouts     uint64
		odds        map[string]float64 // the chance of a mine on some of the squares
		safe, mined string
	}{
		{"§9 with no number shown every fogged square is as likely", start, 35960,
			map[string]float64{"a4": 4. / 32, "e5": 4. / 32, "h7": 4. / 32, "e1": 0}, "", ""},
		{"§2 a 0 leaves no mine around it",
			handView(t, kings+"?1 ########/......../########/........", map[string]int8{"b4": 0}), 13,
			map[string]float64{"a5": 0, "c5": 0, "d5": 1. / 13, "h7": 1. / 13}, "a5 b5 c5", ""},
		{"§9 a number with as many free squares around it as it shows has a mine on each",
			handView(t, kings+"?2 ########/......../##....../........", map[string]int8{"a4": 2}), 1,
			map[string]float64{"a5": 1, "b5": 1, "a7": 0}, "a7 b7 c7 d7 e7 f7 g7 h7", "a5 b5"},
		{"§9 a 1 between two squares is even odds",
			handView(t, kings+"?2 ########/########/########/..######", map[string]int8{"a4": 1, "b4": 1}), 2 * 26,
			map[string]float64{"a5": 0.5, "b5": 0.5, "c4": 0, "c5": 0, "d4": 1. / 26, "h7": 1. / 26}, "c4 c5", ""},
		{"§9 each placement counts once, so the frontier is weighed by the ways the rest can lie",
			handView(t, kings+"?2 ########/......../###...../........", map[string]int8{"a4": 1, "c4": 1}), 8 + 1,
			map[string]float64{"b5": 8. / 9, "a5": 1. / 9, "c5": 1. / 9, "a7": 1. / 9}, "", ""},
		{"§2 numbers count found mines too",
			handView(t, kings+"c5,?1 ########/......../##....../........", map[string]int8{"b4": 2}), 2,
			map[string]float64{"a5": 0.5, "b5": 0.5, "c5": 0, "a7": 0}, "a7 b7 c7 d7 e7 f7 g7 h7", ""},
		{"§3 no mine lies under a piece",
			handView(t, "4k3/8/8/8/8/N7/8/8/8/4K3 w - - 0 1 ?1 ......../......../##....../........", map[string]int8{"a4": 1}), 1,
			map[string]float64{"a5": 0, "b5": 1}, "a5", "b5"},
		{"§2 with no fog there is nothing to place", refereeView(t, kings), 1,
			map[string]float64{"e5": 0}, "", ""},
		{"§2 after the all clear found mines stay but no fog is left", refereeView(t, kings+"e5 -"), 1,
			map[string]float64{"e5": 0}, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := odds.Of(&tt.view)
			require.NoError(t, err)
			assert.Equal(t, tt.layouts, got.Layouts)
			for name, want := range tt.odds {
				assert.InDelta(t, want, got.Mine[sq(name)], 1e-12, name)
			}
			assert.Equal(t, squares(tt.safe).Squares(), got.Safe().Squares(), "safe")
			assert.Equal(t, squares(tt.mined).Squares(), got.Mined().Squares(), "mined")
		})
	}
}

func TestOfRefusesAViewNoPlacementAgreesWith(t *testing.T) {
	tests := []struct {
		name    string
		view    engine.View
		message string
	}{
		{"§2 a number cannot show more mines than the squares around it can hold",
			handView(t, kings+"?1 ......../......../##....../........", map[string]int8{"a4": 3}),
			"a4 shows 3, but only 2 squares around it can hold a mine"},
		{"§2 a number counts the found mines around it",
			handView(t, kings+"c5,?1 ########/......../##....../........", map[string]int8{"b4": 0}),
			"b4 shows 0, but the found mines around it number 1"},
		{"§9 two numbers that contradict each other",
			handView(t, kings+"?1 ########/......../###...../........", map[string]int8{"a4": 1, "b4": 0}),
			"a4 shows 1, but its other neighbours show that fewer squares around it can hold a mine"},
		{"§9 the numbers need more mines than are hidden",
			handView(t, kings+"?1 ########/......../##....../........", map[string]int8{"a4": 2}),
			"the numbers shown and the count of hidden mines (1) cannot all be right"},
		{"§9 the numbers leave too few squares for the hidden mines",
			handView(t, kings+"?2 ......../......../###...../........", map[string]int8{"a4": 1, "c4": 0}),
			"the numbers shown and the count of hidden mines (2) cannot all be right"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := odds.Of(&tt.view)
			require.ErrorIs(t, err, odds.ErrNoLayout)
			assert.Equal(t, odds.ErrNoLayout.Error()+": "+tt.message, err.Error())
			assert.Zero(t, got.Layouts)
		})
	}
}

// requireBruteForceAgrees checks Of on v against trying every placement (docs/rules.md §9).
func requireBruteForceAgrees(t *testing.T, v *engine.View) {
	t.Helper()
	where := v.Position.MFEN()
	layouts, mined := bruteForce(v)
	got, err := odds.Of(v)
	if layouts == 0 {
		require.ErrorIs(t, err, odds.ErrNoLayout, where)
		return
	}
	require.NoError(t, err, where)
	require.Equal(t, layouts, got.Layouts, where)
	var safe, sure engine.Bitboard
	for s := range engine.Square(engine.NumSquares) {
		if !v.Position.Fog().Has(s) {
			require.Zero(t, got.Mine[s], "%s: %v is not fogged", where, s)
			continue
		}
		require.InDelta(t, float64(mined[s])/float64(layouts), got.Mine[s], 1e-12, "%s: %v", where, s)
		switch mined[s] {
		case 0:
			safe = safe.With(s)
		case layouts:
			sure = sure.With(s)
		}
	}
	require.Equal(t, safe, got.Safe(), where)
	require.Equal(t, sure, got.Mined(), where)
}

// scale returns n, or a tenth of it in -short mode.
func scale(n int) int {
	if testing.Short() {
		return max(n/10, 1)
	}
	return n
}

func TestOfAgreesWithBruteForce(t *testing.T) {
	t.Run("§9 positions reached in random play", func(t *testing.T) {
		views := randomPlayViews(scale(20), 150)
		checked := 0
		for i := range views {
			if placements(&views[i]) <= bruteLimit {
				requireBruteForceAgrees(t, &views[i])
				checked++
			}
		}
		assert.Greater(t, checked, len(views)*9/10, "nearly every position of random play is small enough to try in full")
	})
	t.Run("§2 positions set up in MFEN, with any number of mines and any fog", func(t *testing.T) {
		r := rand.New(rand.NewPCG(1, 2))
		checked, many := 0, 0
		for checked < scale(3000) {
			p, err := engine.ParseMFEN(randomReferee(r, 14))
			if err != nil {
				continue // not a position the rules allow
			}
			g, err := engine.NewGameFrom(p)
			require.NoError(t, err)
			v := g.View()
			if placements(&v) > bruteLimit {
				continue
			}
			requireBruteForceAgrees(t, &v)
			checked++
			if v.Position.HiddenMines() > engine.MineCount {
				many++
			}
		}
		assert.Greater(t, many, checked/8, "many positions hide more mines than a game starts with")
	})
	t.Run("§9 the hardest views we found", func(t *testing.T) {
		for _, v := range hardViews(t) {
			if !testing.Short() || placements(&v) <= bruteLimit {
				requireBruteForceAgrees(t, &v)
			}
		}
	})
	t.Run("§9 views with a number changed, which may agree with no placement", func(t *testing.T) {
		views := randomPlayViews(scale(20), 150)
		r := rand.New(rand.NewPCG(3, 4))
		refused := 0
		for i := range views {
			v := views[i]
			shown := v.Position.Fog().Not().And(zone).Squares()
			if len(shown) == 0 || placements(&v) > bruteLimit {
				continue
			}
			v.Numbers[shown[r.IntN(len(shown))]] = int8(r.IntN(4))
			if layouts, _ := bruteForce(&v); layouts == 0 {
				refused++
			}
			requireBruteForceAgrees(t, &v)
		}
		assert.Positive(t, refused, "some changes contradict the other numbers")
	})
}

// zone is the fog zone, ranks 4–7 (docs/rules.md §2).
var zone = squares("a4 b4 c4 d4 e4 f4 g4 h4 a5 b5 c5 d5 e5 f5 g5 h5 a6 b6 c6 d6 e6 f6 g6 h6 a7 b7 c7 d7 e7 f7 g7 h7")

// FuzzOf checks that Of never panics on a view read from MFEN, and that what it
// gives is a sound distribution of the hidden mines (docs/rules.md §9). A referee position
// is seen through a game, numbers included, and a view must then agree with it; a
// player's view takes its numbers, which may agree with nothing, from the bytes.
func FuzzOf(f *testing.F) {
	for _, seed := range []struct {
		mfen    string
		numbers []byte
	}{
		{"rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 c5,f6,d7,h4 ########/########/########/########", nil},
		{"rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 a4,b5,e6,h6 ########/########/...#####/...#####", nil},
		{kings + "a5,b5,c5,d5,e5,f5,g5,h5,a7,c7,e7,g7 ########/......../########/........", nil},
		{kings + "?2 ########/########/########/..######", []byte{2, 2}},
		{kings + "e5,?3 ########/##....##/##....##/########", []byte{1, 2, 3, 4, 5, 6, 7, 8, 9}},
		{kings + "?1 ......../......../##....../........", []byte{4}},
	} {
		f.Add(seed.mfen, seed.numbers)
	}
	f.Fuzz(func(t *testing.T, mfen string, numbers []byte) {
		p, err := engine.ParseMFEN(mfen)
		if err != nil {
			return
		}
		truth := p.Mines().And(p.Fog())
		var v engine.View
		if p.IsView() {
			v = engine.View{Position: p}
			for s := range v.Numbers {
				v.Numbers[s] = -1
			}
			for i, s := range zone.AndNot(p.Fog()).Squares() {
				if i < len(numbers) {
					v.Numbers[s] = int8(numbers[i]%11) - 1 // -1 for no number, up to 9
				}
			}
		} else {
			g, err := engine.NewGameFrom(p)
			require.NoError(t, err)
			v = g.View()
		}
		got, err := odds.Of(&v)
		if err != nil {
			require.True(t, p.IsView(), "the view of a referee position agrees with its own mines: %v", err)
			require.ErrorIs(t, err, odds.ErrNoLayout)
			return
		}
		require.Positive(t, got.Layouts)
		sum := 0.0
		for s, chance := range got.Mine {
			require.GreaterOrEqual(t, chance, 0.0)
			require.LessOrEqual(t, chance, 1.0)
			sum += chance
			require.Equal(t, chance == 0 && p.Fog().Has(engine.Square(s)), got.Safe().Has(engine.Square(s)))
			require.Equal(t, chance == 1, got.Mined().Has(engine.Square(s)))
		}
		require.InDelta(t, float64(v.Position.HiddenMines()), sum, 1e-9, "the chances add up to the mines hidden")
		require.True(t, got.Safe().And(truth).IsEmpty(), "a mine under fog is never called safe")
		require.True(t, got.Mined().AndNot(truth).IsEmpty() || p.IsView(), "only a real mine is called certain")
	})
}

// TestSearchBudget pins the cost of the count on the numbers of mines its search
// tries on classes of squares, a figure that does not depend on the machine.
func TestSearchBudget(t *testing.T) {
	var four, many []engine.View
	for _, v := range hardViews(t) {
		if v.Position.HiddenMines() <= engine.MineCount {
			four = append(four, v)
		} else {
			many = append(many, v)
		}
	}
	tests := []struct {
		name   string
		views  []engine.View
		budget int
	}{
		{"§2 positions reached in random play", randomPlayViews(scale(20), 150), 100},
		{"§2 the hardest views found with four mines, as a game has", four, 1000},
		{"§2 the hardest views found with more mines", many, 10000},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			require.NotEmpty(t, tt.views)
			for i := range tt.views {
				assert.LessOrEqual(t, odds.Tried(&tt.views[i]), tt.budget, tt.views[i].Position.MFEN())
			}
		})
	}
}
