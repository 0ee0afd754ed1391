package bot

import (
	"errors"
	"slices"

	"mschess/engine"
)

// AnalysisNodes is the node budget of the analysis of one move: twice that of
// level 3, the club player, whose search sees a piece left hanging, a fork and
// a mate in two, so that it looks a little deeper than the levels most people
// play. It is a budget of nodes, never of time, so that the same game is
// judged the same on every machine. BenchmarkAnalyse's 40-ply game takes
// 843,652 nodes, the searches comparing the two moves included: some 4 s at
// the 200,000 nodes/s of WebAssembly (BenchmarkChoose), a tenth of a second a
// move, which the page shows as it goes.
const AnalysisNodes = 2 * 10_000

// Judgement is the computer's opinion of one move, from the view of the
// player who made it, in hundredths of a pawn for that player.
type Judgement struct {
	// Best is the move the search prefers; the move played when it is as good.
	Best engine.Move
	// Before is what the position was worth to the mover: the value of the
	// better of Best and the move played. After is what the move played is
	// worth: under fog, the expectation over the mine it may meet, at the
	// odds the view gave (docs/rules.md §9), never the mine it found.
	Before, After int
	// Nodes is the number of positions searched, the same for the same view.
	Nodes int
}

// A Mark says how much a move lost against the better one.
type Mark uint8

// The marks, by how much a move lost (markLoss).
const (
	Good       Mark = iota // no loss worth a mark
	Inaccuracy             // ?!
	Mistake                // ?
	Blunder                // ??
)

// markLoss holds, by Mark, the least loss in hundredths of a pawn that earns
// it: half a pawn, a pawn, three pawns, the thresholds most analysis tools
// use.
var markLoss = [...]int{Inaccuracy: 50, Mistake: 100, Blunder: 300}

// ScoreCap is the value beyond which a position counts as won, so that a move
// that wins a little less while winning anyway is no mistake, and a forced
// mate counts as that.
const ScoreCap = 1000

// Capped returns a value of a Judgement with wins and losses, a mate included,
// counted as ScoreCap: what the marks and a graph measure.
func Capped(v int) int { return min(max(v, -ScoreCap), ScoreCap) }

// Loss is what the move played lost against Best, counted with Capped.
func (j Judgement) Loss() int { return max(0, Capped(j.Before)-Capped(j.After)) }

// Mark is the mark the move played earns by its Loss.
func (j Judgement) Mark() Mark {
	m := Good
	for k := Inaccuracy; k <= Blunder; k++ {
		if j.Loss() >= markLoss[k] {
			m = k
		}
	}
	return m
}

// ErrNotPlayable is Analyse's error for a move that is not legal in the view.
var ErrNotPlayable = errors.New("the move is not legal in the view")

// Analyse judges the move played in the view v by the side to move, from v
// alone (docs/rules.md §9): what the mover could know then, never the mines
// found later. It searches as the strongest levels do, within AnalysisNodes,
// for the best move; then it searches the move played and the best move again,
// to the depth the search completed, so that the two are compared at one depth.
// Only opt.History is used: the same view, move and history always get the
// same Judgement.
func Analyse(v *engine.View, played engine.Move, opt Options) (Judgement, error) {
	root, chance, err := setUp(v, true)
	if err != nil {
		return Judgement{}, err
	}
	if !slices.Contains(root.AppendLegalMoves(nil, true), played) {
		return Judgement{}, ErrNotPlayable
	}
	spec := levelSpec{nodes: AnalysisNodes, depth: maxPly, ttBits: 16}
	s := newSearcher(spec, chance, root.HiddenMines(), Options{History: opt.History})
	defer s.release()
	best, info := s.choose(&root, nil) // no margin: nothing is picked at random
	j := Judgement{Best: best}
	// Each comparing search is bounded by its depth; the budget only guards
	// against a position whose search explodes, when a shallower one does.
	for depth := max(info.Depth, 1); ; depth-- {
		s.stopped, s.spec.nodes = false, s.nodes+AnalysisNodes
		j.After = int(s.child(&root, played, 0, depth-1, -infinity, infinity))
		j.Before = j.After
		if best != played {
			j.Before = int(s.child(&root, best, 0, depth-1, -infinity, infinity))
		}
		if !s.stopped || depth == 1 {
			break
		}
	}
	if j.After >= j.Before {
		j.Best, j.Before = played, j.After
	}
	j.Nodes = s.nodes
	return j, nil
}
