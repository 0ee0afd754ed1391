package bot

import (
	"mschess/engine"
	"mschess/engine/odds"
)

// mineChances returns the exact chance that each square of the view hides a mine
// (docs/rules.md §9), or an error when no placement of the hidden mines agrees with it.
func mineChances(v *engine.View) (*[engine.NumSquares]float64, error) {
	o, err := odds.Of(v)
	if err != nil {
		return nil, err
	}
	return &o.Mine, nil
}
