package bot

import (
	"slices"
	"sync"
	"time"

	"mschess/engine"
)

// spare keeps the last searcher for the next search: the top level's table takes
// megabytes, and in WebAssembly the collection that a fresh one sets off costs
// more than clearing. One is enough, as the page searches one move at a time;
// sync.Pool would cost more download than it saves (docs/size.md).
var spare struct {
	sync.Mutex
	s *searcher
}

// newSearcher returns a searcher, fresh or as good as fresh, for one search; call
// its release when done. With opt.Memory, it is the memory's, and keeps the
// table and history of the search before when the view hides no mine (see
// Options.Memory).
func newSearcher(spec levelSpec, chance *[engine.NumSquares]float64, hidden int, opt Options) *searcher {
	var s *searcher
	if opt.Memory != nil {
		s = opt.Memory.s
	} else {
		spare.Lock()
		s = spare.s
		spare.s = nil
		spare.Unlock()
	}
	if s == nil {
		s = &searcher{}
		for i := range s.plies {
			s.plies[i].moves = make([]engine.Move, 0, 128)
			s.plies[i].order = make([]int64, 0, 128)
			s.plies[i].quiets = make([]engine.Move, 0, 128)
		}
	}
	// The table and the history are kept only from plain chess to plain chess,
	// and start anew when the table's count of searches comes round (table.gen).
	kept := opt.Memory != nil && hidden == 0 && s.rootHidden == 0 && len(s.tt.slots) == 1<<spec.ttBits
	if s.tt.gen++; !kept || s.tt.gen == 0 {
		s.tt.reset(spec.ttBits)
		s.history = [2][engine.NumSquares][engine.NumSquares]historyScore{}
	}
	s.memory = opt.Memory
	s.evals.reset(spec.ttBits - evalCacheSmaller)
	s.pawns.reset(pawnCacheBits)
	for i := range s.plies {
		s.plies[i].killer = [2]engine.Move{}
	}
	s.spec, s.chance, s.rootHidden, s.sweeps = spec, chance, hidden, !opt.NoSweeps
	s.line = append(s.line[:0], opt.History...)
	s.base = len(s.line)
	s.line = slices.Grow(s.line, maxPly+1)[:s.base+maxPly+1]
	s.nodes, s.deadline, s.started, s.stopped = 0, time.Time{}, false, false
	if opt.MoveTime > 0 {
		s.deadline = time.Now().Add(opt.MoveTime)
	}
	return s
}

// release keeps s in its memory, or as the spare searcher.
func (s *searcher) release() {
	if s.memory != nil {
		s.memory.s = s
		return
	}
	spare.Lock()
	spare.s = s
	spare.Unlock()
}
