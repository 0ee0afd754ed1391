package bot

import (
	"time"

	"mschess/engine"
)

// Scores.
const (
	mateScore = 30000
	maxPly    = 100
	// mateBound: a score beyond it is a forced mate.
	mateBound = mateScore - maxPly
	infinity  = mateScore + 1
	// chanceBound is what a loss or a win counts for under chance: a mate that
	// depends on odds is no mate, and a fixed figure keeps the odds comparable.
	chanceBound = 10000
	// mineReduction is how much less deeply the branch where a move meets a mine is
	// searched: the piece is gone, and the branch matters by its chance only.
	mineReduction = 2
	// marginPerPly is how much a quiet move is taken to change the score at most,
	// per ply left, for pruning near the leaves.
	marginPerPly = 120
	// firstBudget bounds the first iteration, in budgets; see searcher.started.
	firstBudget = 8
	// checkEvery is how many nodes pass between looks at the clock.
	checkEvery = 1024
	// contempt is what a draw costs the computer when it chooses a move: a draw
	// scores −contempt for its side and +contempt for the other, as many engines
	// score one (Fairy-Stockfish among them), so that in a position about level
	// it plays on rather than repeat. A judgement (Analyse) weighs a draw as
	// nothing.
	contempt = 20
)

// plyState is the scratch space of one ply, made once per search: positions
// declared inside the recursion would be moved to the heap at every node.
type plyState struct {
	// material is the position's at this ply, kept as the pieces move: see
	// setRoot and outcome.
	material material
	moves    []engine.Move
	order    []int64 // the moves' order keys, picked in order
	sorted   bool    // the moves not yet picked are in order (see pick)
	stage    int     // how far next has come at this ply (see stageTable)
	first    int     // the index of the first move of the list next picks from
	child    engine.Position
	killer   [2]engine.Move
	quiets   []engine.Move
	// afterNull is set when the position at this ply came of a null move, so that
	// two are never played in a row.
	afterNull bool
}

// searcher is one search, or a game's memory between its searches: its budget,
// its tables and its scratch space.
type searcher struct {
	spec       levelSpec
	sweeps     bool                        // sweeps are moves (Options.NoSweeps)
	chance     *[engine.NumSquares]float64 // the root's mine odds
	rootHidden int                         // hidden mines at the root
	tt         table
	evals      evalCache
	pawns      pawnCache
	history    [2][engine.NumSquares][engine.NumSquares]historyScore
	// line is the keys of the game's positions up to the root, then of the
	// positions on the path from the root; base is the root's index in it.
	line     []uint64
	base     int
	plies    [maxPly + 1]plyState
	nodes    int
	deadline time.Time
	// started is set once the first iteration is done: until then there is no
	// move to fall back on but the first in order, so the node budget stretches to
	// firstBudget times itself. The clock does not stretch.
	started bool
	stopped bool
	memory  *Memory // the Options.Memory the searcher is kept in, if any
	// draws is what a draw is worth to each side to move (levelSpec.contempt).
	draws [2]int32
}

// stop reports whether the budget has run out, and remembers it.
func (s *searcher) stop() bool {
	if s.stopped {
		return true
	}
	s.nodes++
	budget := s.spec.nodes
	if !s.started {
		budget *= firstBudget
	}
	s.stopped = s.nodes >= budget || s.nodes%checkEvery == 0 && !s.deadline.IsZero() && time.Now().After(s.deadline)
	return s.stopped
}

// setRoot makes root the position at ply 0, where every path of the search
// starts: the first of the path's keys, and the material the plies after it
// keep up to date.
func (s *searcher) setRoot(root *engine.Position) {
	s.line[s.base] = root.Key()
	s.plies[0].material = materialOf(root)
	s.draws[root.Side()], s.draws[root.Side().Other()] = -s.spec.contempt, s.spec.contempt
}

// repeats reports whether the position at ply repeats one on the line in a way
// the search counts as a draw: one after the root, which the side that went back
// to it may go back to again, as the strong engines count it; or one that stood
// twice before, the third time being a draw by docs/rules.md §7. A position of
// the game's stood once before is no draw: counting it one, the search would
// shun a winning line for passing through it. It looks all the way back: the
// halfmove clock would bound the look, but a sweep resets it while it may leave
// the position as it was.
func (s *searcher) repeats(ply int) bool {
	i, seen := s.base+ply, 0
	for j := i - 2; j >= 0; j -= 2 {
		if s.line[j] == s.line[i] {
			if seen++; j > s.base || seen == 2 {
				return true
			}
		}
	}
	return false
}

// search returns the value of p for its side to move, searched to depth plies
// within alpha–beta; ply is its distance from the root.
func (s *searcher) search(p *engine.Position, depth, ply int, alpha, beta int32) int32 {
	afterNull := s.plies[ply].afterNull
	s.plies[ply].afterNull = false
	if p.InsufficientMaterial() {
		return s.draws[p.Side()]
	}
	if depth <= 0 || ply >= maxPly {
		return s.quiesce(p, ply, alpha, beta)
	}
	key := p.Key()
	s.line[s.base+ply] = key
	if s.repeats(ply) {
		return s.draws[p.Side()]
	}
	if s.stop() {
		return 0
	}
	inCheck := p.InCheck()
	if inCheck {
		depth++
	}
	ttMove := engine.NoMove
	if e, ok := s.tt.probe(key); ok {
		ttMove = e.move.unpack()
		if v := fromTable(int32(e.score), ply); int(e.depth) >= depth && e.settles(v, alpha, beta) {
			return v
		}
	}
	// A position without a move from the table was seldom searched before, and seldom
	// matters: it is searched a ply less deeply, which is how the strong engines
	// spare the search that would find it one.
	if ttMove == engine.NoMove && depth >= 4 {
		depth--
	}
	// Nothing is listed before the tests below, which often spare the whole
	// search (see next). As in the strong engines, they do not first ask whether
	// the side to move is stalemated.
	//
	// Near the leaves, a position far above beta is taken to hold, and quiet moves
	// that cannot lift one far below alpha are not searched.
	futile := false
	if !inCheck && ply > 0 && depth <= 3 && alpha > -mateBound && beta < mateBound {
		static := s.evaluate(p, ply, key, alpha, beta)
		if static-marginPerPly*int32(depth) >= beta {
			return static
		}
		futile = static+marginPerPly*int32(depth) <= alpha
	}
	if !inCheck && !afterNull && depth >= 2 && ply > 0 && beta < mateBound && s.mayPass(p) && s.evaluate(p, ply, key, beta-1, beta) >= beta {
		if v := s.nullMove(p, depth, ply, beta); v >= beta {
			return v
		}
	}
	best, bestMove := int32(-infinity), engine.NoMove
	origAlpha := alpha
	pv := beta-alpha > 1
	tried := s.plies[ply].quiets[:0] // the quiet moves searched, for the history
	for i := 0; ; i++ {
		m, ok := s.next(p, ply, i, ttMove, listStaged)
		if !ok {
			break
		}
		quiet := quiet(p, m)
		// A move that gives check is neither pruned nor reduced: checks are where
		// the tactics are. Whether it does is asked only of a move that would be.
		if i > 0 && !inCheck && best > -mateBound {
			late := quiet && (futile || !pv && depth < len(lateMoves) && i >= lateMoves[depth])
			if (late || !pv && depth <= seeDepth && !seeGE(p, m, seeMargin(quiet, depth))) && !givesCheck(p, m) {
				if late {
					best = max(best, alpha)
				}
				continue
			}
		}
		var v int32
		if i == 0 {
			v = s.child(p, m, ply, depth-1, alpha, beta)
		} else {
			r := 0
			if quiet && !inCheck {
				if r = s.lateReduction(p, m, ply, i, depth, pv); r > 0 && givesCheck(p, m) {
					r = 0
				}
			}
			v = s.child(p, m, ply, depth-1-r, alpha, alpha+1)
			if v > alpha && (r > 0 || v < beta) {
				v = s.child(p, m, ply, depth-1, alpha, beta)
			}
		}
		if s.stopped {
			return 0
		}
		if v > best {
			best, bestMove = v, m
		}
		if v > alpha {
			alpha = v
		}
		if alpha >= beta {
			if quiet {
				s.rememberCut(p, m, ply, depth, tried)
			}
			break
		}
		if quiet {
			tried = append(tried, m)
		}
	}
	if best == -infinity { // there was no move to search
		if inCheck {
			return -(mateScore - int32(ply))
		}
		return s.draws[p.Side()]
	}
	s.plies[ply].quiets = tried
	s.tt.store(key, depth, ply, best, boundOf(best, origAlpha, beta), bestMove)
	return best
}

// nullMove is the null-move test of a position at depth whose side to move is not
// in check and stands at or above beta: the side passes, and the opponent's reply is
// searched less deeply; if even then the side holds beta, the position is taken to,
// and the search of its moves is spared. It returns the value found, below beta
// when the test fails.
func (s *searcher) nullMove(p *engine.Position, depth, ply int, beta int32) int32 {
	c := &s.plies[ply].child
	*c = *p
	c.PassTurn()
	s.plies[ply+1].afterNull = true
	s.plies[ply+1].material = s.plies[ply].material
	r := 3 + depth/6
	v := -s.search(c, depth-1-r, ply+1, -beta, -beta+1)
	switch {
	case s.stopped:
		return -infinity
	case v > mateBound: // a mate found after passing is no mate of this position
		return beta
	}
	return v
}

// mayPass reports whether the null move tells the truth in p: it would not where the
// side to move must move and every move harms it (zugzwang), which happens in
// endings of kings and pawns. A pawn that may sweep a clear square can pass for
// real (docs/rules.md §4), and then there is no zugzwang at all.
func (s *searcher) mayPass(p *engine.Position) bool {
	us := p.Side()
	pieces := p.ColorSquares(us).AndNot(p.Pieces(us, engine.Pawn)).AndNot(p.Pieces(us, engine.King))
	return pieces.Any() || s.sweeps && p.CanPass()
}

// quiesce searches only captures and promotions, and every reply to a check, so
// that the evaluation is never taken in the middle of an exchange.
func (s *searcher) quiesce(p *engine.Position, ply int, alpha, beta int32) int32 {
	if s.stop() {
		return 0
	}
	// The table serves the captures as it does the search; what it holds of a
	// deeper search is kept.
	key := p.Key()
	ttMove, deeper := engine.NoMove, false
	if e, ok := s.tt.probe(key); ok {
		ttMove, deeper = e.move.unpack(), e.depth > 0
		if v := fromTable(int32(e.score), ply); e.settles(v, alpha, beta) {
			return v
		}
	}
	// At the last ply there is no room for another, not even to answer a check.
	inCheck := ply < maxPly && p.InCheck()
	best, bestMove := int32(-infinity), engine.NoMove
	origAlpha := alpha
	if !inCheck {
		best = s.evaluate(p, ply, key, alpha, beta)
		if best >= beta || ply >= maxPly {
			return best
		}
		alpha = max(alpha, best)
	}
	if !inCheck && ttMove != engine.NoMove && quiet(p, ttMove) {
		ttMove = engine.NoMove // from a deeper search: not one for this one
	}
	what := listCaptures
	if inCheck {
		what = listAll
	}
	for i := 0; ; i++ {
		m, ok := s.next(p, ply, i, ttMove, what)
		if !ok {
			break
		}
		if !inCheck && !worthCapturing(p, m, best, alpha) {
			continue
		}
		v := s.child(p, m, ply, 0, alpha, beta)
		if s.stopped {
			return 0
		}
		if v > best {
			best, bestMove = v, m
		}
		if v > alpha {
			alpha = v
			if alpha >= beta {
				break
			}
		}
	}
	if best == -infinity { // in check, with no move
		return -(mateScore - int32(ply))
	}
	if !deeper {
		s.tt.store(key, 0, ply, best, boundOf(best, origAlpha, beta), bestMove)
	}
	return best
}

// deltaMargin is how much more than the piece it takes a capture may be worth
// through what follows it.
const deltaMargin = 200

// worthCapturing reports whether the capture or promotion m could lift the score
// from standPat above alpha and does not throw a piece away: it takes at least
// as much as it risks, or takes on a square the opponent does not guard.
func worthCapturing(p *engine.Position, m engine.Move, standPat, alpha int32) bool {
	if m.Kind == engine.Promotion {
		return true
	}
	victim := value[p.KindAt(m.To)]
	if standPat+victim+deltaMargin <= alpha {
		return false
	}
	return value[p.KindAt(m.From)] <= victim || seeGE(p, m, 0)
}

// quiet reports whether m neither captures nor promotes.
func quiet(p *engine.Position, m engine.Move) bool {
	return m.Kind != engine.Promotion && !p.ColorSquares(p.Side().Other()).Has(m.To)
}

// rememberCut records a quiet move that refuted the position: as a killer at its
// ply and in the history table, which order quiet moves elsewhere.
func (s *searcher) rememberCut(p *engine.Position, m engine.Move, ply, depth int, tried []engine.Move) {
	k := &s.plies[ply].killer
	if k[0] != m {
		k[1], k[0] = k[0], m
	}
	bonus := int32(min(depth*depth, 400))
	h := &s.history[p.Side()]
	h[m.From][m.To].learn(bonus)
	for _, q := range tried {
		h[q.From][q.To].learn(-bonus)
	}
}

// historyMax bounds the history scores, well below orderKiller.
const historyMax = 1 << 14

// historyScore is how often a quiet move refuted a position, less how often it
// failed to.
type historyScore int32

// learn moves a history score by bonus, less as it nears ±historyMax, so that
// the scores follow what the search finds lately.
func (h *historyScore) learn(bonus int32) {
	*h += historyScore(bonus - int32(*h)*abs32(bonus)/historyMax)
}

func abs32(x int32) int32 {
	if x < 0 {
		return -x
	}
	return x
}
