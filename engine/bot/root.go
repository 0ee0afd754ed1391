package bot

import (
	"math/rand/v2"

	"mschess/engine"
)

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
	pass              // a sweep that can reveal nothing (Position.IsPass, passRank)
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
		if done < len(moves) || s.stopped || provenMate(moves[0].score, depth) {
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

// provenMate reports whether score, found by an iteration to depth, is a mate
// no further away than depth: a mate beyond it may have been read from the
// table, whose line the iteration did not follow, and lead nowhere new.
func provenMate(score int32, depth int) bool {
	return abs32(score) > mateBound && mateScore-abs32(score) <= int32(depth)
}

// pickNearBest picks at random among the root moves that score within the level's
// margin of the best one, which are sorted first. It leaves the passes out while
// there is another move (docs/rules.md §4): a shallow search finds passing
// nearly as good as most moves, so the pick would pass as often as it plays, and
// a sweep that reveals nothing looks like a glitch. moves is changed.
func (s *searcher) pickNearBest(moves []rootMove, r *rand.Rand) rootMove {
	played := moves[:0]
	for _, m := range moves {
		if m.kind != pass {
			played = append(played, m)
		}
	}
	if len(played) > 0 {
		moves = played
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
	s.setRoot(root)
	alpha := int32(-infinity)
	for i := range moves {
		rm := &moves[i]
		var v int32
		switch {
		case i == 0 && rm.kind == ordinary && depth >= aspirationDepth && !s.spec.everyOne && rm.value > -mateBound && rm.value < mateBound:
			v = s.aspire(root, rm.move, depth, rm.value)
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

// Aspiration windows: from aspirationDepth on, the first root move, the best of the
// last iteration, is searched in a window of aspirationWindow around its last
// value, which cuts off more than an open window; a value that falls outside is
// searched again with that side of the window widened.
const (
	aspirationDepth  = 4
	aspirationWindow = 30
)

// aspire returns the value of the root move m searched to depth, from a window
// around last.
func (s *searcher) aspire(root *engine.Position, m engine.Move, depth int, last int32) int32 {
	lo, hi := last-aspirationWindow, last+aspirationWindow
	for widen := int32(aspirationWindow); ; widen *= 4 {
		v := s.child(root, m, 0, depth-1, lo, hi)
		switch {
		case s.stopped:
			return v
		case v <= lo:
			lo = max(lo-widen, -infinity)
		case v >= hi:
			hi = min(hi+widen, infinity)
		default:
			return v
		}
		if widen > 1000 {
			lo, hi = -infinity, infinity
		}
	}
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
	moves := s.orderedMoves(root, 0, engine.NoMove, listAll)
	for i := range moves {
		if m := s.pick(0, i); s.stakesKing(root, m) {
			risky = append(risky, rootMove{move: m, kind: stakes})
		} else {
			rm := rootMove{move: m}
			if root.IsPass(m) {
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
	s.setRoot(root)
	s.plies[1].material = s.plies[0].material.after(root, c)
	return s.search(c, stakeDepth-1, 1, mateBound, mateBound+1) > mateBound
}
