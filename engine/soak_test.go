package engine_test

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"runtime"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/engine/bot"
	"mschess/persist"
)

// The soak runs only when asked: go test ./engine -run Soak -soak, with
// -soak.games=100000 for the full run (issue 25, item 6).
var (
	soak      = flag.Bool("soak", false, "run TestSoak, the long random and computer games")
	soakGames = flag.Int("soak.games", 200, "how many games TestSoak plays")
)

// soakPlies is where a soak game stops when it has not ended: far past the
// length of games that end.
const soakPlies = 400

// TestSoak plays -soak.games games, a quarter of them by the computer at level
// 1 from the view of the side to move and the rest by random moves, and checks
// every invariant of docs/rules.md after each ply; at a random ply of each game
// a save and a record read back as the same game. It logs the plies it
// checked and the time it took.
func TestSoak(t *testing.T) {
	if !*soak {
		t.Skip("the soak runs with -soak (and -soak.games=N)")
	}
	start := time.Now()
	var plies atomic.Int64
	// One share of the seeds per core: the games are independent.
	shares := uint64(runtime.GOMAXPROCS(0))
	t.Run("games", func(t *testing.T) {
		for share := range shares {
			t.Run(fmt.Sprint(share), func(t *testing.T) {
				t.Parallel()
				for seed := share; seed < uint64(*soakGames); seed += shares {
					plies.Add(int64(soakGame(t, seed)))
				}
			})
		}
	})
	t.Logf("%d games, %d plies checked in %v", *soakGames, plies.Load(), time.Since(start).Round(time.Millisecond))
}

// soakGame plays the game of seed to its end or soakPlies, checking each ply,
// and returns how many plies it played.
func soakGame(t *testing.T, seed uint64) int {
	r := rand.New(rand.NewPCG(seed, 25))
	computer := seed%4 == 0
	g := engine.NewGame(seed)
	roundTrip := 1 + r.IntN(60)
	for !g.Over() && g.Len() < soakPlies {
		where := fmt.Sprintf("seed %d, ply %d", seed, g.Len())
		v := g.View()
		var m engine.Move
		var err error
		if computer {
			m, _, err = bot.Choose(&v, bot.Options{Level: bot.MinLevel, Nodes: 200, Seed: seed + uint64(g.Len())})
		} else {
			m, err = bot.Random(&v, r.Uint64())
		}
		require.NoError(t, err, where)
		before := g.Referee()
		_, err = g.Play(m)
		require.NoError(t, err, where)
		requireSoakStep(t, g, &before, where)
		if g.Len() == roundTrip {
			requireRoundTrips(t, g, where)
		}
	}
	return g.Len()
}

// requireSoakStep checks what every ply must keep true: the mine counter
// (docs/rules.md §2, §6), the numbers (§2), the fog (§2–§3), the players' view
// (§9) and the take-back (§10).
func requireSoakStep(t *testing.T, g *engine.Game, before *engine.Position, where string) {
	t.Helper()
	after := g.Referee()
	v := g.View()
	listed := v.Position.Mines()
	require.Equal(t, after.MineCounter(), listed.Count()+v.Position.HiddenMines(), "%s: counter = listed + hidden", where)
	require.Equal(t, after.MineCounter(), v.Position.MineCounter(), "%s: the view's counter", where)
	require.LessOrEqual(t, after.MineCounter(), before.MineCounter(), "%s: the mine counter rose", where)
	require.True(t, after.Fog().AndNot(before.Fog()).IsEmpty(), "%s: fog came back", where)
	require.True(t, listed.And(after.Fog()).IsEmpty(), "%s: the view lists a mine under fog", where)
	require.True(t, listed.AndNot(after.Mines()).IsEmpty(), "%s: the view lists a mine that is not", where)
	// Plain comparisons first: testify's bookkeeping per square would take most
	// of the soak's time.
	for s := range engine.Square(engine.NumSquares) {
		if (after.Fog().Has(s) || after.Mines().Has(s)) && !s.InFogZone() {
			require.Fail(t, "fog or a mine outside ranks 4–7", "%s: on %v", where, s)
		}
		if want := wantNumber(&after, s); want != int(v.Numbers[s]) {
			require.Equal(t, want, int(v.Numbers[s]), "%s: the number on %v", where, s)
		}
	}
	last := g.Moves()[g.Len()-1]
	err := g.CanUndo(1)
	if g.Over() || last.Effects.Revealing() {
		require.Error(t, err, "%s: a take-back of a move that revealed something, or of an ended game", where)
		return
	}
	require.NoError(t, err, "%s: a take-back of a move that revealed nothing", where)
	require.NoError(t, g.Undo(1), where)
	require.Equal(t, *before, g.Referee(), "%s: the take-back restores the position", where)
	_, err = g.Play(last.Move)
	require.NoError(t, err, where)
	require.Equal(t, after, g.Referee(), "%s: the move replays the same", where)
}

// wantNumber is the number the view must show on s: the mines around it when s
// is a revealed square of the fog zone, else -1.
func wantNumber(referee *engine.Position, s engine.Square) int {
	if !s.InFogZone() || referee.Fog().Has(s) {
		return -1
	}
	n := 0
	for df := -1; df <= 1; df++ {
		for dr := -1; dr <= 1; dr++ {
			f, r := s.File()+df, s.Rank()+dr
			if (df != 0 || dr != 0) && f >= 0 && f < engine.Files && r >= 0 && r < engine.Ranks &&
				referee.Mines().Has(engine.SquareAt(f, r)) {
				n++
			}
		}
	}
	return n
}

// requireRoundTrips saves g and loads it back (persist), and writes its record
// with the minefield and reads it back: each gives the same game.
func requireRoundTrips(t *testing.T, g *engine.Game, where string) {
	t.Helper()
	store := persist.NewMemStore()
	require.NoError(t, persist.NewSlot(store).Save(g, persist.Prefs{}), where)
	loaded, _, err := persist.NewSlot(store).Load()
	require.NoError(t, err, "%s: loading the save", where)
	requireSameGame(t, g, loaded, where+", save")

	record, err := g.SecretRecord(nil)
	require.NoError(t, err, where)
	read, _, err := engine.ParseRecord(record)
	require.NoError(t, err, "%s: reading the record\n%s", where, record)
	requireSameGame(t, g, read, where+", record")
}

// requireSameGame checks that got is the game of want: the same start, moves,
// position and result.
func requireSameGame(t *testing.T, want, got *engine.Game, where string) {
	t.Helper()
	require.Equal(t, want.Start(), got.Start(), "%s: the start", where)
	require.Equal(t, want.Moves(), got.Moves(), "%s: the moves", where)
	require.Equal(t, want.Referee(), got.Referee(), "%s: the position", where)
	wr, wreason := want.Result()
	gr, greason := got.Result()
	require.Equal(t, []any{wr, wreason}, []any{gr, greason}, "%s: the result", where)
}
