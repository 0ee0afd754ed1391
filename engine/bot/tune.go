package bot

import "mschess/engine"

// Weights returns the evaluation's weights, each middlegame value followed by its
// endgame one, for tools/tune; the page never calls it.
func Weights() []int32 {
	out := make([]int32, 0, 2*numWeights)
	for _, w := range weights {
		out = append(out, w.mg, w.eg)
	}
	return out
}

// SetWeights sets the evaluation's weights, given as Weights returns them, for
// tools/tune. No search may run meanwhile.
func SetWeights(w []int32) {
	for i := range weights {
		weights[i] = score{w[2*i], w[2*i+1]}
	}
	fillTables()
}

// Evaluate returns the evaluation of p for White, without search.
func Evaluate(p *engine.Position) int {
	v, _ := evaluate(p, materialOf(p), nil, -infinity, infinity)
	if p.Side() == engine.Black {
		v = -v
	}
	return int(v)
}

// Quiet reports whether p is fit to tune the evaluation on: the side to move is
// not in check and has no capture or promotion that wins material in the
// exchange, so that a search would not move far from the evaluation.
func Quiet(p *engine.Position) bool {
	if p.InCheck() {
		return false
	}
	for _, m := range p.AppendLegalMoves(nil, false) {
		if !quiet(p, m) && seeGE(p, m, 1) {
			return false
		}
	}
	return true
}
