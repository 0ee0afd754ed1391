package odds

import "mschess/engine"

// Tried returns how many times Of gives a class of squares a number of mines while
// it counts the placements for v: the deterministic cost its budget is checked on.
func Tried(v *engine.View) int {
	var c counter
	c.odds(v)
	return c.tried
}
