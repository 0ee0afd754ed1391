package odds

import (
	"math/bits"
	"strconv"

	"mschess/engine"
)

// The fog zone, ranks 4–7 (docs/rules.md §2), is squares 24 to 55: all in Bitboard.Lo, so
// a set of its squares, a field, fits in a uint32 with bit i for square zoneFirst+i.
const (
	zoneFirst engine.Square = 3 * engine.Files
	fieldSize               = 32
)

var zone = engine.Bitboard{Lo: (1<<fieldSize - 1) << zoneFirst}

// field returns the fog-zone squares of b as a field.
func field(b engine.Bitboard) uint32 { return uint32(b.Lo >> zoneFirst) }

// maxRules bounds the numbers that reach into the fog zone: those on ranks 3–8.
const maxRules = 6 * engine.Files

// A rule is what one shown number says once the found mines around it are taken off:
// need of the squares in mask hold a hidden mine. While counting, need and room
// count what is left: the mines still needed and the squares not yet decided.
type rule struct {
	mask       uint32
	square     engine.Square
	need, room int
}

// A class is a set of frontier squares under exactly the same rules: which of them
// hold the mines does not matter to any number, only how many.
type class struct {
	size  int
	rules uint64 // bit r for rules[r]
}

// A poly counts placements by their number of mines: p[k] placements hold k mines.
// Only degrees up to the number of hidden mines matter, so every poly of a count
// has that many plus one coefficients.
type poly []uint64

// binom[n][k] is n choose k.
var binom = func() (t [fieldSize + 1][fieldSize + 1]uint64) {
	for n := range t {
		t[n][0] = 1
		for k := 1; k <= n; k++ {
			t[n][k] = t[n-1][k-1] + t[n-1][k]
		}
	}
	return t
}()

// product sets p to a times b: the placements on two sets of squares that do not
// affect each other. p must not share memory with a or b.
func (p poly) product(a, b poly) {
	clear(p)
	for i, x := range a {
		for j, y := range b[:len(p)-i] {
			p[i+j] += x * y
		}
	}
}

// quotient sets p to a divided by b, where a is b times some poly q: p is q up to
// the degree a determines, len(a) less the lowest degree b has, and 0 beyond. It
// undoes product, low degrees first, without ever going below zero.
func (p poly) quotient(a, b poly) {
	clear(p)
	low := 0
	for b[low] == 0 {
		low++
	}
	for k := range len(a) - low {
		n := a[k+low]
		for i := 1; i <= k; i++ {
			n -= b[low+i] * p[k-i]
		}
		p[k] = n / b[low]
	}
}

// A counter counts the placements of the hidden mines on the open squares (fogged,
// without a piece or a listed mine) that agree with the numbers.
type counter struct {
	hidden   int
	rules    [maxRules]rule
	nRules   int
	safe     uint32 // open squares next to a number that needs no more mines
	frontier uint32 // open squares under at least one rule
	classes  [fieldSize]class
	nClasses int
	members  [fieldSize]uint32 // the squares of each class
	tried    int               // numbers of mines the search has tried on a class: the cost of the count

	// While counting one group of linked classes: its classes in the order they are
	// decided, the placements of its squares by number of mines, and for each class
	// the placements weighted by the mines it holds.
	order   [fieldSize]step
	nOrder  int
	group   poly
	byClass [fieldSize]poly
}

// readNumbers turns the numbers of v into rules over the open squares.
func (c *counter) readNumbers(v *engine.View, open engine.Bitboard) error {
	openField := field(open)
	for s := range engine.Square(engine.NumSquares) {
		shown := int(v.Numbers[s])
		if shown < 0 {
			continue
		}
		around := engine.Neighbours(s)
		found := around.And(v.Position.Mines()).Count()
		mask := field(around) & openField
		r := rule{mask: mask, square: s, need: shown - found}
		switch most := found + bits.OnesCount32(mask); {
		case r.need < 0:
			return noLayout(s.String() + " shows " + strconv.Itoa(shown) + ", but the found mines around it number " + strconv.Itoa(found))
		case shown > most:
			return noLayout(s.String() + " shows " + strconv.Itoa(shown) + ", but only " + strconv.Itoa(most) + " squares around it can hold a mine")
		case r.need == 0:
			c.safe |= mask
		case mask != 0:
			c.rules[c.nRules] = r
			c.nRules++
		}
	}
	for i := range c.nRules {
		r := &c.rules[i]
		r.mask &^= c.safe
		if r.room = bits.OnesCount32(r.mask); r.need > r.room {
			return noLayout(r.square.String() + " shows " + strconv.Itoa(int(v.Numbers[r.square])) + ", but its other neighbours show that fewer squares around it can hold a mine")
		}
		c.frontier |= r.mask
	}
	c.sortIntoClasses()
	return nil
}

// sortIntoClasses puts each frontier square in the class of the squares under the
// same rules.
func (c *counter) sortIntoClasses() {
	var under [fieldSize]uint64
	for i := range c.nRules {
		for m := c.rules[i].mask; m != 0; m &= m - 1 {
			under[bits.TrailingZeros32(m)] |= 1 << i
		}
	}
	for m := c.frontier; m != 0; m &= m - 1 {
		sq := bits.TrailingZeros32(m)
		k := 0
		for k < c.nClasses && c.classes[k].rules != under[sq] {
			k++
		}
		if k == c.nClasses {
			c.classes[k] = class{rules: under[sq]}
			c.nClasses++
		}
		c.classes[k].size++
		c.members[k] |= 1 << sq
	}
}

// count returns how many placements of hidden mines on the open squares agree with
// the rules, and sets mined[i] to how many of them put a mine on zone square i.
func (c *counter) count(open engine.Bitboard, hidden int, mined *[fieldSize]uint64) uint64 {
	c.hidden = hidden
	free := field(open) &^ c.safe &^ c.frontier
	nFree := bits.OnesCount32(free)
	width := hidden + 1
	// One block holds every poly: the groups', the classes', and three more.
	block := make([]uint64, (2*c.nClasses+3)*width)
	next := func() poly {
		p := poly(block[:width:width])
		block = block[width:]
		return p
	}
	all, rest, spare := next(), next(), next()
	copy(all, binom[nFree][:])

	// Groups of classes linked through rules are counted apart and combined: the
	// placements of all are the product of those of the free squares and of each
	// group, since no rule spans two of them.
	var groups [fieldSize]poly
	var groupOf [fieldSize]int
	nGroups := 0
	for decided := uint32(0); decided != 1<<c.nClasses-1; nGroups++ {
		c.linkFrom(&decided)
		c.group = next()
		for _, st := range c.order[:c.nOrder] {
			c.byClass[st.class] = next()
			groupOf[st.class] = nGroups
		}
		c.place()
		groups[nGroups] = c.group
		spare.product(all, c.group)
		all, spare = spare, all
	}
	total := all[hidden]
	if total == 0 {
		return 0
	}

	// A square of class k holds a mine in the placements of its group that put one
	// there, times those of the rest with the other mines.
	for g := range nGroups {
		rest.quotient(all, groups[g])
		for k := range c.nClasses {
			if groupOf[k] != g {
				continue
			}
			var n uint64
			for mines, ways := range c.byClass[k] {
				n += ways * rest[hidden-mines]
			}
			n /= uint64(c.classes[k].size) // any one square of the class
			for m := c.members[k]; m != 0; m &= m - 1 {
				mined[bits.TrailingZeros32(m)] = n
			}
		}
	}
	if nFree > 0 {
		// A given free square holds a mine in C(n-1, k-1) of the C(n, k) ways.
		rest.quotient(all, binom[nFree][:width])
		var n uint64
		for k := 1; k <= min(nFree, hidden); k++ {
			n += binom[nFree-1][k-1] * rest[hidden-k]
		}
		for m := free; m != 0; m &= m - 1 {
			mined[bits.TrailingZeros32(m)] = n
		}
	}
	return total
}

// linkFrom sets order to a group of classes linked through rules, none of them in
// decided, and adds them to decided. The order settles rules early, so that a
// placement that breaks one is dropped before it grows: it starts from the class
// under the most rules, and each next class is the one most tied to the rules
// already begun and least to new ones.
func (c *counter) linkFrom(decided *uint32) {
	c.nOrder = 0
	var begun uint64
	for {
		next, best := -1, 0
		for k := range c.nClasses {
			rs := c.classes[k].rules
			if *decided&(1<<k) != 0 || c.nOrder > 0 && rs&begun == 0 {
				continue
			}
			score := 2*bits.OnesCount64(rs&begun) - bits.OnesCount64(rs&^begun)
			if c.nOrder == 0 {
				score = bits.OnesCount64(rs)
			}
			if next < 0 || score > best {
				next, best = k, score
			}
		}
		if next < 0 {
			return
		}
		c.order[c.nOrder] = step{class: next}
		c.nOrder++
		*decided |= 1 << next
		begun |= c.classes[next].rules
	}
}

// A step is one class of a group in the search of place.
type step struct {
	class       int
	mines, most int    // mines on the class now, and the most it can take
	ways        uint64 // placements of the classes decided before it
}

// place counts the placements of the group's squares that agree with the rules,
// by number of mines, and for each class weighted by the mines it holds. It is a
// depth-first search that decides one class at a time, in order, and goes back as
// soon as a class has no choice left; a loop rather than recursion, since calls
// are dear in WebAssembly.
func (c *counter) place() {
	steps := c.order[:c.nOrder]
	depth, mines, ways := 0, 0, uint64(1)
	for {
		// Down: each class takes the fewest mines it can, while it can take any.
		for ; depth < len(steps); depth++ {
			c.tried++
			st := &steps[depth]
			cl := &c.classes[st.class]
			lo, hi := c.choices(cl, mines)
			if lo > hi {
				break
			}
			c.shift(cl, lo, -cl.size)
			st.mines, st.most, st.ways = lo, hi, ways
			mines += lo
			ways *= binom[cl.size][lo]
		}
		if depth == len(steps) {
			c.group[mines] += ways
			for _, st := range steps {
				c.byClass[st.class][mines] += ways * uint64(st.mines)
			}
		}
		// Up: to the deepest class that can take one more mine.
		for {
			if depth == 0 {
				return
			}
			depth--
			st := &steps[depth]
			cl := &c.classes[st.class]
			if st.mines < st.most {
				c.tried++
				c.shift(cl, 1, 0)
				st.mines++
				mines++
				ways = st.ways * binom[cl.size][st.mines]
				depth++
				break
			}
			c.shift(cl, -st.mines, cl.size)
			mines -= st.mines
		}
	}
}

// choices returns the fewest and most mines class cl can take with mines placed:
// every rule on it must still be able to reach its need, with no more mines than it
// needs and no fewer than the squares left to it can make up, and every other rule
// must still find the mines it needs among those not yet placed.
func (c *counter) choices(cl *class, mines int) (lo, hi int) {
	elsewhere := 0
	for i := range c.nRules {
		if cl.rules>>i&1 == 0 {
			elsewhere = max(elsewhere, c.rules[i].need)
		}
	}
	hi = min(cl.size, c.hidden-mines-elsewhere)
	for rs := cl.rules; rs != 0; rs &= rs - 1 {
		r := &c.rules[bits.TrailingZeros64(rs)]
		hi = min(hi, r.need)
		lo = max(lo, r.need-r.room+cl.size)
	}
	return lo, hi
}

// shift places mines more on class cl and adds room to the squares its rules have
// left to decide.
func (c *counter) shift(cl *class, mines, room int) {
	for rs := cl.rules; rs != 0; rs &= rs - 1 {
		r := &c.rules[bits.TrailingZeros64(rs)]
		r.need -= mines
		r.room += room
	}
}
