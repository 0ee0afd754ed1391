package bot

import "mschess/engine"

// bound tells what a stored score is: exact, or a bound from a cut.
type bound uint8

const (
	noBound bound = iota
	exact
	lower // the score is at least this: the search failed high
	upper // the score is at most this: the search failed low
)

// entry is one slot of the transposition table.
type entry struct {
	key   uint64
	move  packedMove
	score int16
	depth int8
	bound bound
	gen   uint8 // the search that stored it (table.gen)
}

// boundOf is what a search's best score is of a position searched within
// alpha–beta.
func boundOf(best, alpha, beta int32) bound {
	switch {
	case best >= beta:
		return lower
	case best <= alpha:
		return upper
	}
	return exact
}

// settles reports whether e, whose score read at this ply is v, gives the value
// of a search within alpha–beta without searching.
func (e entry) settles(v, alpha, beta int32) bool {
	return e.bound == exact || e.bound == lower && v >= beta || e.bound == upper && v <= alpha
}

// table is the transposition table: positions already searched, by Position.Key,
// one slot each, the deeper search kept.
type table struct {
	slots[entry]
	gen uint8
}

// slots is a power-of-two table of slots, each found by the low bits of a key.
type slots[T any] []T

// reset empties s, at 1<<bits slots; clearing what is there costs less than
// making it anew (see spare).
func (s *slots[T]) reset(bits uint) {
	if len(*s) == 1<<bits {
		clear(*s)
		return
	}
	*s = make([]T, 1<<bits)
}

// at returns the slot of key.
func (s slots[T]) at(key uint64) *T { return &s[key&uint64(len(s)-1)] }

// probe returns the entry of key, if the table holds it, but no entry of an
// earlier search (table.gen) whose score is a draw's, move and all: the draw
// may be a repetition on that search's path, which need not be one now. Only a
// game's memory keeps a table from search to search, for the computer's
// choices, so an earlier search's draw scores ±contempt.
func (t *table) probe(key uint64) (entry, bool) {
	e := *t.at(key)
	return e, e.key == key && e.bound != noBound && (e.gen == t.gen || e.score != contempt && e.score != -contempt)
}

// store keeps what a search of depth found for key; score is relative to the root
// at ply, and mate scores are stored relative to the position instead.
func (t *table) store(key uint64, depth, ply int, score int32, b bound, m engine.Move) {
	e := t.at(key)
	if e.key == key && int(e.depth) > depth && b != exact {
		return
	}
	*e = entry{key: key, move: pack(m), score: int16(toTable(score, ply)), depth: int8(depth), bound: b, gen: t.gen}
}

// toTable and fromTable move a mate score between "plies from the root" and
// "plies from this position", so that a stored mate is right wherever it is met.
func toTable(score int32, ply int) int32 {
	switch {
	case score > mateBound:
		return score + int32(ply)
	case score < -mateBound:
		return score - int32(ply)
	}
	return score
}

func fromTable(score int32, ply int) int32 {
	switch {
	case score > mateBound:
		return score - int32(ply)
	case score < -mateBound:
		return score + int32(ply)
	}
	return score
}

// packedMove is a move in 16 bits: from, to and kind. Zero is no move: no legal
// move goes from a1 to a1.
type packedMove uint16

func pack(m engine.Move) packedMove {
	if m == engine.NoMove {
		return 0
	}
	return packedMove(uint16(m.From) | uint16(m.To)<<7 | uint16(m.Kind)<<14)
}

func (pm packedMove) unpack() engine.Move {
	if pm == 0 {
		return engine.NoMove
	}
	return engine.Move{From: engine.Square(pm & 127), To: engine.Square(pm >> 7 & 127), Kind: engine.MoveKind(pm >> 14)}
}

// evalCache keeps whole evaluations by Position.Key, one slot each. A node asks
// for its own more than once (the tests near the leaves, the null move, the
// captures' stand-pat) and transpositions meet again, and the evaluation is
// much of a node's work. A rough value is not kept, so that what a hit returns
// never depends on the window that first asked.
type evalCache struct{ slots[evalSlot] }

// evalCacheSmaller is how many times smaller, in powers of two, the evaluation
// cache is than the transposition table.
const evalCacheSmaller = 2

type evalSlot struct {
	key  uint64
	v    int32
	full bool
}

// evaluate is evaluate through s's cache of p, the position at ply; key is p's.
func (s *searcher) evaluate(p *engine.Position, ply int, key uint64, alpha, beta int32) int32 {
	e := s.evals.at(key)
	if e.full && e.key == key {
		return e.v
	}
	v, full := evaluate(p, s.plies[ply].material, &s.pawns, alpha, beta)
	if full {
		*e = evalSlot{key: key, v: v, full: true}
	}
	return v
}
