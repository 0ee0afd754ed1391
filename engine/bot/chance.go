package bot

import "mschess/engine"

// mineChances returns the chance that each square of the view hides a mine.
//
// TEMPORARY: a uniform estimate (the hidden mines spread evenly over the fogged
// empty squares) until mschess/engine/odds lands; it is replaced by odds.Of.
func mineChances(v *engine.View) (*[engine.NumSquares]float64, error) {
	var c [engine.NumSquares]float64
	p := &v.Position
	open := p.Fog().AndNot(p.Occupied())
	if n := open.Count(); n > 0 {
		for b := open; b.Any(); {
			c[b.PopFirst()] = float64(p.HiddenMines()) / float64(n)
		}
	}
	return &c, nil
}
