package bot

import (
	"errors"
	"math/rand/v2"
	"strconv"
	"time"

	"mschess/engine"
)

// Level is how strongly the computer plays, from MinLevel (a beginner) to MaxLevel.
type Level int

// The range of levels.
const (
	MinLevel Level = 1
	MaxLevel Level = 12
)

// levelSpec is what a level searches with.
type levelSpec struct {
	nodes    int   // the budget of search nodes
	depth    int   // the deepest iteration
	margin   int32 // moves this close to the best score are picked from at random
	ttBits   uint  // the transposition table has 1<<ttBits entries
	everyOne bool  // score every root move exactly, for the pick among near-best moves
	contempt int32 // what a draw costs the side to move at the root: Choose's, none in a judgement
}

// levels holds the specs of the levels (issue 23; README.md has how each
// scores against the one below). Levels 1 to 3 look one move ahead and
// through the exchanges that follow, and play any move within a margin of
// their best: 1.2, 0.6 and 0.25 pawns. From level 4 on each plays its best
// within a budget some 2.1 to 3 times the one below, with a table that grows
// with it; level 12's budget is meant to answer in a second in WebAssembly,
// but on a slow day of the machine README.md measures on (BenchmarkChoose)
// its 320,000 nodes take 0.93 to 1.05 s.
var levels = [MaxLevel + 1]levelSpec{
	1:  {nodes: 1_000, depth: 1, margin: 120, ttBits: 12, everyOne: true},
	2:  {nodes: 1_000, depth: 1, margin: 60, ttBits: 12, everyOne: true},
	3:  {nodes: 1_000, depth: 1, margin: 25, ttBits: 12, everyOne: true},
	4:  {nodes: 200, depth: maxPly, ttBits: 12},
	5:  {nodes: 500, depth: maxPly, ttBits: 12},
	6:  {nodes: 1_500, depth: maxPly, ttBits: 13},
	7:  {nodes: 4_000, depth: maxPly, ttBits: 14},
	8:  {nodes: 10_000, depth: maxPly, ttBits: 15},
	9:  {nodes: 25_000, depth: maxPly, ttBits: 16},
	10: {nodes: 56_000, depth: maxPly, ttBits: 17},
	11: {nodes: 120_000, depth: maxPly, ttBits: 18},
	12: {nodes: 320_000, depth: maxPly, ttBits: 20},
}

// Options is what Choose is asked, beyond the view.
type Options struct {
	// Level is MinLevel to MaxLevel.
	Level Level
	// Nodes, when above zero and below the level's own budget, lowers the budget of
	// search nodes. A choice under a node budget alone is reproducible.
	Nodes int
	// MoveTime, when above zero, stops the search after that long; the choice then
	// depends on the speed of the machine. A page does well to set one as a guard
	// on a slow device: the budgets are sized for a second on a desktop.
	MoveTime time.Duration
	// Seed drives the level's randomness: the same view, options and seed make the
	// same choice.
	Seed uint64
	// History holds Position.Key of each view of the game before this one, oldest
	// first, so that the search knows which positions would repeat (docs/rules.md §7).
	// It may be empty.
	History []uint64
	// NoSweeps plays chess on this board without sweeps, as against a chess engine
	// that knows none (mschess versus): the search never sweeps, and takes a side
	// with no other move as checkmated or stalemated. The game itself has sweeps
	// (docs/rules.md §4).
	NoSweeps bool
	// Memory, when set, keeps the search's transposition table and its history
	// of quiet moves for the next search given the same Memory, as the strong
	// engines keep theirs from one move of a game to the next: where the game's
	// positions meet again, the search starts from what the one before found,
	// and plays better for its nodes. It serves only views that hide no mine,
	// plain chess (docs/rules.md §9): under fog a search starts afresh. The
	// choice then depends on the game's searches before it as well as on the
	// view, all of them made from what the players saw. Give a game its own
	// (one that games share serves each less), or none for the view alone.
	Memory *Memory
}

// Memory is what the computer keeps from one search of a game for the next; see
// Options.Memory. Its zero value holds nothing. One search at a time may use it.
type Memory struct{ s *searcher }

// Info tells how a choice was made.
type Info struct {
	// Depth is the deepest search iteration completed, in plies.
	Depth int
	// Nodes is the number of positions searched.
	Nodes int
	// Score is the chosen move's value for the side to move, in hundredths of a
	// pawn: a forced checkmate ±(MateScore − plies to it), a draw −20 (contempt).
	Score int
}

// MateScore is the score of checkmating at once; see Info.Score.
const MateScore = mateScore

// Errors Choose and the yardsticks return.
var (
	ErrNoLevel = errors.New("no such level: choose " + strconv.Itoa(int(MinLevel)) + " to " + strconv.Itoa(int(MaxLevel)))
	ErrNoMove  = errors.New("there is no legal move: the game is over")
)

// Choose returns the move the computer plays in the view v, for the side to move.
// It looks at nothing but v and, in plain chess, opt.Memory's searches of the
// game's views before it (docs/rules.md §9). It fails when the level is out of range,
// when the side to move has no legal move, and when the view's numbers cannot be
// right for any placement of the hidden mines.
func Choose(v *engine.View, opt Options) (engine.Move, Info, error) {
	if opt.Level < MinLevel || opt.Level > MaxLevel {
		return engine.NoMove, Info{}, ErrNoLevel
	}
	spec := levels[opt.Level]
	spec.contempt = contempt
	if opt.Nodes > 0 && opt.Nodes < spec.nodes {
		spec.nodes = opt.Nodes
	}
	root, chance, err := setUp(v, !opt.NoSweeps)
	if err != nil {
		return engine.NoMove, Info{}, err
	}
	s := newSearcher(spec, chance, root.HiddenMines(), opt)
	defer s.release()
	m, info := s.choose(&root, rand.New(rand.NewPCG(opt.Seed, choiceStream)))
	return m, info, nil
}

// choiceStream is the PCG stream of the levels' random picks.
const choiceStream = 0x636f6d7075746572 // "computer"

// setUp returns the position to search from v, with what a player may know of the
// mines only, and the chance that each square hides a mine. It fails when the side
// to move has no legal move, sweeps counted only if sweeps is set.
func setUp(v *engine.View, sweeps bool) (engine.Position, *[engine.NumSquares]float64, error) {
	// View is the identity on a player's view; on a referee position handed over by
	// mistake it hides what a player cannot see.
	w := *v
	w.Position = v.Position.View()
	if len(w.Position.AppendLegalMoves(nil, sweeps)) == 0 {
		return w.Position, nil, ErrNoMove
	}
	chance, err := mineChances(&w)
	return w.Position, chance, err
}
