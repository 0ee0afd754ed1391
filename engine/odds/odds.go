// Package odds works out, from the players' view alone, the exact chance that each
// fogged square holds a mine (docs/rules.md §9): among all placements of the hidden mines
// on fogged squares that agree with every number shown, each equally likely, the
// share that put a mine there.
//
// Counting placements one by one would take too long on a board with many hidden
// mines, so the count is split. Fogged squares next to no number take their mines in
// any of C(n, k) ways. The others, the frontier, fall into classes of squares that
// touch the same numbers and so are interchangeable; classes linked by a number are
// enumerated together by how many mines each holds, and unlinked groups are combined
// by their counts alone.
package odds

import (
	"errors"
	"strconv"

	"mschess/engine"
)

// ErrNoLayout is the error Of wraps when no placement of the hidden mines agrees with
// the view, which a view of a real game never gives.
var ErrNoLayout = errors.New("no placement of the hidden mines agrees with the view")

// noLayout is ErrNoLayout with the reason. The package does without fmt, which
// the app cannot afford (docs/size.md).
type noLayout string

func (e noLayout) Error() string { return ErrNoLayout.Error() + ": " + string(e) }

// Unwrap returns ErrNoLayout, for errors.Is.
func (e noLayout) Unwrap() error { return ErrNoLayout }

// Odds is the chance that each fogged square of a view holds a mine.
type Odds struct {
	// Mine[s] is the probability of a mine on the fogged square s, 0 for every
	// other square. A fogged square with a piece on it is 0, a mine listed on a
	// fogged square is 1.
	Mine [engine.NumSquares]float64
	// Layouts is how many placements of the hidden mines agree with the view.
	Layouts uint64

	safe, mined engine.Bitboard
}

// Safe returns the fogged squares that certainly hold no mine.
func (o *Odds) Safe() engine.Bitboard { return o.safe }

// Mined returns the fogged squares that certainly hold a mine.
func (o *Odds) Mined() engine.Bitboard { return o.mined }

// Of works out, from the players' view alone, the chance that each fogged square
// holds a mine (docs/rules.md §9). Every shown number counts the mines around its square,
// found or hidden; Numbers[s] below 0 means no number. It returns an error wrapping
// ErrNoLayout, saying why where it can, when no placement agrees with the view.
func Of(v *engine.View) (Odds, error) {
	var c counter
	return c.odds(v)
}

// odds is Of, counting with c.
func (c *counter) odds(v *engine.View) (Odds, error) {
	p := &v.Position
	fog := p.Fog().And(zone)
	open := fog.AndNot(p.Occupied()).AndNot(p.Mines())
	hidden := p.HiddenMines()
	if hidden < 0 || hidden > open.Count() {
		return Odds{}, noLayout("the count of hidden mines (" + strconv.Itoa(hidden) + ") does not fit the free fogged squares (" + strconv.Itoa(open.Count()) + ")")
	}
	if err := c.readNumbers(v, open); err != nil {
		return Odds{}, err
	}
	var counts [fieldSize]uint64
	total := c.count(open, hidden, &counts)
	if total == 0 {
		return Odds{}, noLayout("the numbers shown and the count of hidden mines (" + strconv.Itoa(hidden) + ") cannot all be right")
	}
	o := Odds{Layouts: total, safe: fog.And(p.Occupied()).AndNot(p.Mines()), mined: fog.And(p.Mines())}
	for b := o.mined; b.Any(); {
		o.Mine[b.PopFirst()] = 1
	}
	for b := open; b.Any(); {
		s := b.PopFirst()
		n := counts[s-zoneFirst]
		o.Mine[s] = float64(n) / float64(total)
		switch n {
		case 0:
			o.safe = o.safe.With(s)
		case total:
			o.mined = o.mined.With(s)
		}
	}
	return o, nil
}
