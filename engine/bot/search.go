package bot

import (
	"math"
	"math/rand/v2"
	"slices"
	"sync"
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
)

// plyState is the scratch space of one ply, made once per search: positions
// declared inside the recursion would be moved to the heap at every node.
type plyState struct {
	moves  []engine.Move
	order  []int32
	child  engine.Position
	killer [2]engine.Move
}

// searcher is one search: its budget, its tables and its scratch space.
type searcher struct {
	spec       levelSpec
	chance     *[engine.NumSquares]float64 // the root's mine odds
	rootHidden int                         // hidden mines at the root
	tt         table
	history    [2][engine.NumSquares][engine.NumSquares]int32
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
}

// spare keeps the last searcher for the next search: a level 4 table takes
// megabytes, and in WebAssembly the collection that a fresh one sets off costs
// more than clearing. One is enough, as the page searches one move at a time;
// sync.Pool would cost more download than it saves (docs/size.md).
var spare struct {
	sync.Mutex
	s *searcher
}

// newSearcher returns a searcher, fresh or as good as fresh, for one search; call
// its release when done.
func newSearcher(spec levelSpec, chance *[engine.NumSquares]float64, hidden int, opt Options) *searcher {
	spare.Lock()
	s := spare.s
	spare.s = nil
	spare.Unlock()
	if s == nil {
		s = &searcher{}
		for i := range s.plies {
			s.plies[i].moves = make([]engine.Move, 0, 128)
			s.plies[i].order = make([]int32, 0, 128)
		}
	}
	if len(s.tt.slots) == 1<<spec.ttBits {
		clear(s.tt.slots)
	} else {
		s.tt = newTable(spec.ttBits)
	}
	s.history = [2][engine.NumSquares][engine.NumSquares]int32{}
	for i := range s.plies {
		s.plies[i].killer = [2]engine.Move{}
	}
	s.spec, s.chance, s.rootHidden = spec, chance, hidden
	s.line = append(s.line[:0], opt.History...)
	s.base = len(s.line)
	s.line = slices.Grow(s.line, maxPly+1)[:s.base+maxPly+1]
	s.nodes, s.deadline, s.started, s.stopped = 0, time.Time{}, false, false
	if opt.MoveTime > 0 {
		s.deadline = time.Now().Add(opt.MoveTime)
	}
	return s
}

// release keeps s as the spare searcher.
func (s *searcher) release() {
	spare.Lock()
	spare.s = s
	spare.Unlock()
}

// rootMove is a move at the root with its latest score.
type rootMove struct {
	move engine.Move
	// score ranks the move by its kind (rootKind.rank); value is what it is
	// worth.
	score, value int32
	kind         rootKind
}

// rootKind sorts the root moves whose rank is not their value alone.
type rootKind uint8

const (
	ordinary rootKind = iota
	stakes            // it stakes the king on odds (stakeRank)
	pass              // a sweep that can reveal nothing (isPass, passRank)
)

// rank is the score of a root move of kind k worth v.
func (k rootKind) rank(v int32) int32 {
	switch k {
	case stakes:
		return stakeRank(v)
	case pass:
		return passRank(v)
	}
	return v
}

// choose runs the iterative deepening from root and picks the move.
func (s *searcher) choose(root *engine.Position, r *rand.Rand) (engine.Move, Info) {
	moves := s.rootMoves(root)
	info := Info{}
	for depth := 1; depth <= s.spec.depth; depth++ {
		done := s.rootIteration(root, moves, depth)
		if done == 0 {
			break
		}
		s.started = true
		// The moves searched are sorted by score, best first; the rest keep their
		// order after them.
		sortRoot(moves[:done])
		if done == len(moves) {
			info.Depth = depth
		}
		if done < len(moves) || s.stopped || moves[0].score > mateBound || moves[0].score < -mateBound {
			break
		}
	}
	best := moves[0]
	if s.spec.margin > 0 {
		best = s.pickNearBest(moves, r)
	}
	info.Nodes, info.Score = s.nodes, int(best.value)
	return best.move, info
}

// pickNearBest picks at random among the root moves that score within the level's
// margin of the best one, which are sorted first. It leaves the passes out while
// there is another move (docs/rules.md §4): a shallow search finds passing
// nearly as good as most moves, so the pick would pass as often as it plays, and
// a sweep that reveals nothing looks like a glitch. moves is changed.
func (s *searcher) pickNearBest(moves []rootMove, r *rand.Rand) rootMove {
	if slices.ContainsFunc(moves, func(m rootMove) bool { return m.kind != pass }) {
		moves = slices.DeleteFunc(moves, func(m rootMove) bool { return m.kind == pass })
	}
	n := 1
	for n < len(moves) && moves[n].score >= moves[0].score-s.spec.margin {
		n++
	}
	return moves[r.IntN(n)]
}

// sortRoot sorts the root moves by score, best first, keeping the order of equal
// ones so that the choice does not depend on the sort.
func sortRoot(moves []rootMove) {
	for i := 1; i < len(moves); i++ {
		for j := i; j > 0 && moves[j].score > moves[j-1].score; j-- {
			moves[j], moves[j-1] = moves[j-1], moves[j]
		}
	}
}

// rootIteration searches every root move to depth and returns how many it
// finished before the budget ran out.
func (s *searcher) rootIteration(root *engine.Position, moves []rootMove, depth int) int {
	s.line[s.base] = root.Key()
	alpha := int32(-infinity)
	for i := range moves {
		rm := &moves[i]
		var v int32
		switch {
		case i == 0 || rm.kind == stakes || s.spec.everyOne:
			v = s.child(root, rm.move, 0, depth-1, -infinity, infinity)
		default:
			v = s.child(root, rm.move, 0, depth-1, alpha, alpha+1)
			if v > alpha && !s.stopped {
				v = s.child(root, rm.move, 0, depth-1, alpha, infinity)
			}
		}
		if s.stopped { // v is worth nothing: the search was cut short
			return i
		}
		rm.value, rm.score = v, rm.kind.rank(v)
		alpha = max(alpha, rm.score)
	}
	return len(moves)
}

// passRank ranks a pass worth v just below every move worth as much: the
// computer passes only when its search finds every other move worse, as in a
// zugzwang, since a sweep that reveals nothing looks like a glitch (docs/rules.md §4).
func passRank(v int32) int32 { return v - 1 }

// stakeRank ranks a move that stakes the king on odds, worth v: below every move
// that does not lose by force, whatever its value, and above every move that does.
// Among themselves such moves keep the order of their values.
func stakeRank(v int32) int32 {
	if v <= -mateBound {
		return v
	}
	return (clampChance(v)-chanceBound)/2 - chanceBound - 1
}

// rootMoves lists the root's legal moves in a first order, the moves that stake
// the king on odds last (see stakesKing).
func (s *searcher) rootMoves(root *engine.Position) []rootMove {
	var safe, risky []rootMove
	moves := s.orderedMoves(root, 0, engine.NoMove, true)
	for i := range moves {
		if m := s.pick(0, i); s.stakesKing(root, m) {
			risky = append(risky, rootMove{move: m, kind: stakes})
		} else {
			rm := rootMove{move: m}
			if isPass(root, m) {
				rm.kind = pass
			}
			safe = append(safe, rm)
		}
	}
	return append(safe, risky...)
}

// stakeDepth is how deep stakesKing looks for a forced loss after a blast.
const stakeDepth = 3

// stakesKing reports whether m might meet a mine and, if it does, loses the game by
// force: its blast exposes the king (docs/rules.md §6), or the opponent then mates.
func (s *searcher) stakesKing(root *engine.Position, m engine.Move) bool {
	if s.risk(root, m) == 0 {
		return false
	}
	c := &s.plies[0].child
	*c = *root
	c.AssumeMine(m.To)
	if c.Play(m).Exposed {
		return true
	}
	s.line[s.base] = root.Key()
	return s.search(c, stakeDepth-1, 1, mateBound, mateBound+1) > mateBound
}

// risk returns the chance that m, played in p, lands on a hidden mine.
func (s *searcher) risk(p *engine.Position, m engine.Move) float64 {
	return landingRisk(s.chance, s.rootHidden, p, m)
}

// landingRisk returns the chance that m, played in p, lands on a hidden mine: the
// root's odds for its target, where rootHidden mines were hidden, shrunk by the
// mines that have gone off since.
func landingRisk(chance *[engine.NumSquares]float64, rootHidden int, p *engine.Position, m engine.Move) float64 {
	hidden := p.HiddenMines()
	if hidden == 0 || !p.Fog().Has(m.To) || p.Occupied().Has(m.To) {
		return 0
	}
	return min(chance[m.To]*float64(hidden)/float64(rootHidden), 1)
}

// child returns the value for the side to move in p of playing m there, searched to
// depth, within the window alpha–beta. A move onto a fogged square is a chance
// node: the branch where a mine lies there is searched first, less deeply and over
// a full window; its value fixes the window of the other branch.
func (s *searcher) child(p *engine.Position, m engine.Move, ply, depth int, alpha, beta int32) int32 {
	risk := s.risk(p, m)
	switch {
	case risk == 0:
		return s.outcome(p, m, false, ply, depth, alpha, beta)
	case risk >= 1:
		return s.outcome(p, m, true, ply, depth, alpha, beta)
	}
	mined := float64(clampChance(s.outcome(p, m, true, ply, depth-mineReduction, -infinity, infinity)))
	lo := math.Floor((float64(alpha) - risk*mined) / (1 - risk))
	hi := math.Ceil((float64(beta) - risk*mined) / (1 - risk))
	switch {
	case lo >= chanceBound: // even the best the other branch can do falls short
		return int32(math.Round(risk*mined + (1-risk)*chanceBound))
	case hi <= -chanceBound:
		return int32(math.Round(risk*mined - (1-risk)*chanceBound))
	}
	a, b := int32(max(lo, -chanceBound-1)), int32(min(hi, chanceBound+1))
	clear := float64(clampChance(s.outcome(p, m, false, ply, depth, a, b)))
	return int32(math.Round(risk*mined + (1-risk)*clear))
}

// clampChance counts a win or loss as ±chanceBound.
func clampChance(v int32) int32 { return min(max(v, -chanceBound), chanceBound) }

// outcome plays m in p, with a mine on its target if mined, and returns its value
// for the side to move in p.
func (s *searcher) outcome(p *engine.Position, m engine.Move, mined bool, ply, depth int, alpha, beta int32) int32 {
	c := &s.plies[ply].child
	*c = *p
	if mined {
		c.AssumeMine(m.To)
	}
	if c.Play(m).Exposed {
		return -(mateScore - int32(ply+1))
	}
	return -s.search(c, depth, ply+1, -beta, -alpha)
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

// repeats reports whether the position at ply stood before on the line; the search
// counts that as a draw. It looks all the way back: the halfmove clock would bound
// the look, but a sweep resets it while it may leave the position as it was.
func (s *searcher) repeats(ply int) bool {
	i := s.base + ply
	for j := i - 2; j >= 0; j -= 2 {
		if s.line[j] == s.line[i] {
			return true
		}
	}
	return false
}

// search returns the value of p for its side to move, searched to depth plies
// within alpha–beta; ply is its distance from the root.
func (s *searcher) search(p *engine.Position, depth, ply int, alpha, beta int32) int32 {
	if p.InsufficientMaterial() {
		return 0
	}
	if depth <= 0 || ply >= maxPly {
		return s.quiesce(p, ply, alpha, beta)
	}
	key := p.Key()
	s.line[s.base+ply] = key
	if s.repeats(ply) {
		return 0
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
		v := fromTable(int32(e.score), ply)
		if int(e.depth) >= depth && (e.bound == exact || e.bound == lower && v >= beta || e.bound == upper && v <= alpha) {
			return v
		}
	}
	moves := s.orderedMoves(p, ply, ttMove, true)
	if len(moves) == 0 {
		if inCheck {
			return -(mateScore - int32(ply))
		}
		return 0
	}
	// Near the leaves, a position far above beta is taken to hold, and quiet moves
	// that cannot lift one far below alpha are not searched.
	futile := false
	if !inCheck && ply > 0 && depth <= 3 && alpha > -mateBound && beta < mateBound {
		static := evaluate(p, alpha, beta)
		if static-marginPerPly*int32(depth) >= beta {
			return static
		}
		futile = static+marginPerPly*int32(depth) <= alpha
	}
	// A pawn that sweeps a clear square only passes the turn. When the side to
	// move can pass and still stands above beta after a shallower search, the
	// position is good enough: the other moves are not searched.
	if pass := passMove(p, moves); !inCheck && depth >= 3 && ply > 0 && pass != engine.NoMove && evaluate(p, beta-1, beta) >= beta {
		if v := s.child(p, pass, ply, depth-3, beta-1, beta); v >= beta && !s.stopped {
			return v
		}
	}
	best, bestMove := int32(-infinity), engine.NoMove
	origAlpha := alpha
	for i := range moves {
		m := s.pick(ply, i)
		quiet := quiet(p, m)
		if futile && quiet && i > 0 {
			best = max(best, alpha)
			continue
		}
		var v int32
		if i == 0 {
			v = s.child(p, m, ply, depth-1, alpha, beta)
		} else {
			r := 0
			if quiet && !inCheck {
				r = lateReduction(i, depth)
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
				s.rememberCut(p, m, ply, depth)
			}
			break
		}
	}
	b := exact
	switch {
	case best >= beta:
		b = lower
	case best <= origAlpha:
		b = upper
	}
	s.tt.store(key, depth, ply, best, b, bestMove)
	return best
}

// lateReduction is how many plies less deeply the i-th quiet move is searched at
// depth, where good ordering makes a late move unlikely to be best; a move that
// proves better is searched again in full.
func lateReduction(i, depth int) int {
	switch {
	case depth < 3 || i < 3:
		return 0
	case i >= 8 && depth >= 5:
		return 2
	}
	return 1
}

// quiesce searches only captures and promotions, and every reply to a check, so
// that the evaluation is never taken in the middle of an exchange.
func (s *searcher) quiesce(p *engine.Position, ply int, alpha, beta int32) int32 {
	if s.stop() {
		return 0
	}
	inCheck := p.InCheck()
	best := int32(-infinity)
	if !inCheck {
		best = evaluate(p, alpha, beta)
		if best >= beta || ply >= maxPly {
			return best
		}
		alpha = max(alpha, best)
	}
	moves := s.orderedMoves(p, ply, engine.NoMove, inCheck)
	if inCheck && len(moves) == 0 {
		return -(mateScore - int32(ply))
	}
	for i := range moves {
		m := s.pick(ply, i)
		if !inCheck && !worthCapturing(p, m, best, alpha) {
			continue
		}
		v := s.child(p, m, ply, 0, alpha, beta)
		if s.stopped {
			return 0
		}
		best = max(best, v)
		if v > alpha {
			alpha = v
			if alpha >= beta {
				break
			}
		}
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
	victim := value[p.PieceAt(m.To).Kind]
	if standPat+victim+deltaMargin <= alpha {
		return false
	}
	return value[p.PieceAt(m.From).Kind] <= victim || !p.Attacked(m.To, p.Side().Other())
}

// quiet reports whether m neither captures nor promotes.
func quiet(p *engine.Position, m engine.Move) bool {
	return m.Kind != engine.Promotion && !p.ColorSquares(p.Side().Other()).Has(m.To)
}

// rememberCut records a quiet move that refuted the position: as a killer at its
// ply and in the history table, which order quiet moves elsewhere.
func (s *searcher) rememberCut(p *engine.Position, m engine.Move, ply, depth int) {
	k := &s.plies[ply].killer
	if k[0] != m {
		k[1], k[0] = k[0], m
	}
	h := &s.history[p.Side()][m.From][m.To]
	*h = min(*h+int32(depth*depth), 1<<20)
}

// passMove returns a sweep of a revealed square that holds no mine, which only
// passes the turn, or NoMove.
func passMove(p *engine.Position, moves []engine.Move) engine.Move {
	for _, m := range moves {
		if isPass(p, m) {
			return m
		}
	}
	return engine.NoMove
}

// isPass reports whether m is a sweep that changes nothing but the side to move:
// the players see that the square swept is neither fogged nor a found mine
// (docs/rules.md §4), so judging it needs nothing hidden (docs/rules.md §9).
func isPass(p *engine.Position, m engine.Move) bool {
	return m.Kind == engine.Sweep && !p.Fog().Has(m.To) && !p.FoundMines().Has(m.To)
}
