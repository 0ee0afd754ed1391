package odds_test

import (
	"math/bits"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"mschess/engine"
)

// sq returns the square named name.
func sq(name string) engine.Square {
	s, err := engine.ParseSquare(name)
	if err != nil {
		panic(err)
	}
	return s
}

// squares returns the set of the squares named in names, separated by spaces.
func squares(names string) engine.Bitboard {
	var b engine.Bitboard
	for _, name := range strings.Fields(names) {
		b = b.With(sq(name))
	}
	return b
}

// refereeView returns the players' view of the referee position mfen, numbers
// included, as a game shows it.
func refereeView(t testing.TB, mfen string) engine.View {
	t.Helper()
	p, err := engine.ParseMFEN(mfen)
	require.NoError(t, err)
	g, err := engine.NewGameFrom(p)
	require.NoError(t, err)
	return g.View()
}

// handView returns a view made by hand: the position mfen (a player's view, ending
// its mine list in ?N) showing only the numbers given.
func handView(t testing.TB, mfen string, numbers map[string]int8) engine.View {
	t.Helper()
	p, err := engine.ParseMFEN(mfen)
	require.NoError(t, err)
	v := engine.View{Position: p}
	for s := range v.Numbers {
		v.Numbers[s] = -1
	}
	for name, n := range numbers {
		v.Numbers[sq(name)] = n
	}
	return v
}

// randomPlayViews returns the views at every ply of games seeded 1 to games, played
// by random legal moves for at most plies plies each.
func randomPlayViews(games, plies int) []engine.View {
	var out []engine.View
	for seed := range uint64(games) {
		g := engine.NewGame(seed + 1)
		r := rand.New(rand.NewPCG(seed, 1))
		for range plies {
			out = append(out, g.View())
			moves := g.LegalMoves()
			if len(moves) == 0 {
				break
			}
			if _, err := g.Play(moves[r.IntN(len(moves))]); err != nil {
				panic(err)
			}
		}
	}
	return out
}

// randomReferee returns the MFEN of a referee position that a game need not reach:
// up to maxMines mines, any fog, a few pieces anywhere, and the fog zone's squares
// each fogged with a chance of its own. It may be one the rules refuse.
func randomReferee(r *rand.Rand, maxMines int) string {
	var board [engine.NumSquares]byte
	board[sq("e1")], board[sq("e10")] = 'K', 'k'
	for range r.IntN(8) {
		if s := engine.SquareAt(r.IntN(engine.Files), 2+r.IntN(6)); board[s] == 0 {
			board[s] = "PNBRQpnbrq"[r.IntN(10)]
		}
	}
	var mines []string
	for range r.IntN(maxMines + 1) {
		if s := engine.SquareAt(r.IntN(engine.Files), 3+r.IntN(4)); board[s] == 0 {
			board[s] = '*'
			mines = append(mines, s.String())
		}
	}
	var placement, fog strings.Builder
	for rank := engine.Ranks - 1; rank >= 0; rank-- {
		empty := 0
		for file := range engine.Files {
			c := board[engine.SquareAt(file, rank)]
			if c == 0 || c == '*' {
				empty++
				continue
			}
			if empty > 0 {
				placement.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			placement.WriteByte(c)
		}
		if empty > 0 {
			placement.WriteString(strconv.Itoa(empty))
		}
		if rank > 0 {
			placement.WriteByte('/')
		}
	}
	fogged := r.Float64()
	for rank := 6; rank >= 3; rank-- {
		for range engine.Files {
			if r.Float64() < fogged {
				fog.WriteByte('#')
			} else {
				fog.WriteByte('.')
			}
		}
		if rank > 3 {
			fog.WriteByte('/')
		}
	}
	mineField := "-"
	if len(mines) > 0 {
		mineField = strings.Join(mines, ",")
	}
	return placement.String() + " w - - 0 1 " + mineField + " " + fog.String()
}

// bruteLimit bounds the placements bruteForce is asked to try.
const bruteLimit = 100_000

// placements returns how many ways there are to put v's hidden mines on its free
// fogged squares, whether they agree with the numbers or not.
func placements(v *engine.View) uint64 {
	p := &v.Position
	n := p.Fog().AndNot(p.Occupied()).AndNot(p.Mines()).Count()
	k := p.HiddenMines()
	c := uint64(1)
	for i := range k {
		c = c * uint64(n-i) / uint64(i+1)
	}
	return c
}

// bruteForce tries every placement of v's hidden mines on its free fogged squares
// and keeps those under which every number shown counts its neighbours' mines
// (docs/rules.md §2, §9). It returns how many agree, and for each square how many of
// them put a mine there. It knows neighbours by distance, not from the engine.
func bruteForce(v *engine.View) (layouts uint64, mined [engine.NumSquares]uint64) {
	p := &v.Position
	free := p.Fog().AndNot(p.Occupied()).AndNot(p.Mines()).Squares()
	type rule struct {
		around uint64 // bit i for free[i]
		need   int
	}
	var rules []rule
	for s := range engine.Square(engine.NumSquares) {
		if v.Numbers[s] < 0 {
			continue
		}
		rl := rule{need: int(v.Numbers[s])}
		for t := range engine.Square(engine.NumSquares) {
			if t == s || abs(t.File()-s.File()) > 1 || abs(t.Rank()-s.Rank()) > 1 {
				continue
			}
			if p.Mines().Has(t) {
				rl.need--
			}
			for i, f := range free {
				if f == t {
					rl.around |= 1 << i
				}
			}
		}
		rules = append(rules, rl)
	}
	k := p.HiddenMines()
	if k > len(free) {
		return 0, mined
	}
	// Gosper's hack walks the sets of k of the free squares in increasing order.
	for set := uint64(1)<<k - 1; set < 1<<len(free); {
		ok := true
		for _, rl := range rules {
			ok = ok && bits.OnesCount64(set&rl.around) == rl.need
		}
		if ok {
			layouts++
			for i, f := range free {
				if set>>i&1 != 0 {
					mined[f]++
				}
			}
		}
		if set == 0 {
			break
		}
		low := set & -set
		next := set + low
		set = next | (set^next)>>2/low
	}
	for _, s := range p.Fog().And(p.Mines()).Squares() {
		mined[s] = layouts // a listed mine lies there in every placement
	}
	return layouts, mined
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// hardViews returns the views of the referee positions in testdata/hard.txt.
func hardViews(t testing.TB) []engine.View {
	t.Helper()
	data, err := os.ReadFile("testdata/hard.txt")
	require.NoError(t, err)
	var out []engine.View
	for line := range strings.Lines(string(data)) {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
			out = append(out, refereeView(t, line))
		}
	}
	return out
}
