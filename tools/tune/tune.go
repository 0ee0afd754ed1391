package main

import (
	"math"
	"runtime"
	"slices"
	"sync"

	"mschess/engine"
	"mschess/engine/bot"
)

// sample is a position and what the evaluation is fitted to predict of it.
type sample struct {
	p engine.Position
	// result is the game's result for White; score is the playing engine's own
	// score of p for White, in hundredths of a pawn, when scored.
	result, score float64
	scored        bool
	// target is what the evaluation is fitted to: the result, or a blend of it
	// with the score's prediction (blend).
	target float64
	// game counts the games of the data before p's.
	game int
}

// evaluations returns the evaluation of each sample under the weights set now.
func evaluations(s []sample) []float64 {
	out := make([]float64, len(s))
	inParallel(len(s), func(_, i int) { out[i] = float64(bot.Evaluate(&s[i].p)) })
	return out
}

// workers is how many goroutines share the evaluations out: one a core.
var workers = runtime.GOMAXPROCS(0)

// inParallel calls f(w, i) for each i below n, shared out over the workers; w
// is the number of the worker that calls it.
func inParallel(n int, f func(w, i int)) {
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			for i := w; i < n; i += workers {
				f(w, i)
			}
		})
	}
	wg.Wait()
}

// squaredError is the mean squared error of the targets predicted from evals.
func squaredError(s []sample, evals []float64, k float64) float64 {
	sum := 0.0
	for i, e := range evals {
		sum += sampleError(&s[i], e, k)
	}
	return sum / float64(max(len(s), 1))
}

func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// meanError is the error of the weights set now.
func meanError(s []sample, k float64) float64 {
	return squaredError(s, evaluations(s), k)
}

// fitK returns the K that makes the weights set now predict the targets best.
func fitK(s []sample) float64 {
	evals := evaluations(s)
	return bestK(func(k float64) float64 { return squaredError(s, evals, k) })
}

// bestK returns the K between 0.0001 and 0.05 where errorAt is least, by a
// ternary search: the error is convex enough in K.
func bestK(errorAt func(k float64) float64) float64 {
	lo, hi := 0.0001, 0.05
	for range 60 {
		a, b := lo+(hi-lo)/3, hi-(hi-lo)/3
		if errorAt(a) < errorAt(b) {
			hi = b
		} else {
			lo = a
		}
	}
	return (lo + hi) / 2
}

// blend sets each sample's target to lambda of its result and the rest of what
// its score predicts, through the K that makes the scores predict the results
// best; a sample without a score keeps its result. A deeper engine's score is a
// steadier target than one game's result, which a later blunder decides. It
// returns that K.
func blend(s []sample, lambda float64) float64 {
	k := bestK(func(k float64) float64 {
		sum := 0.0
		for _, x := range s {
			if x.scored {
				d := x.result - sigmoid(k*x.score)
				sum += d * d
			}
		}
		return sum
	})
	for i := range s {
		s[i].target = s[i].result
		if s[i].scored {
			s[i].target = lambda*s[i].result + (1-lambda)*sigmoid(k*s[i].score)
		}
	}
	return k
}

// tune moves each weight by step while that lowers the error on s plus pull
// times the squares of how far the weights moved, halving the step when a pass
// lowers nothing, for at most passes passes; report hears the error after each.
// The pull keeps a weight that the data says little about near where it was. It
// returns the weights, and leaves them set.
//
// A weight changes the evaluation of only the positions that hold what it
// weighs: a step evaluates those alone, which for most weights (a piece on a
// square) are few, and a weight that changes none is left as it is, as is one
// held.
func tune(s []sample, k float64, passes int, step int32, pull float64, held []bool, report func(pass int, err float64)) []int32 {
	start := bot.Weights()
	w := slices.Clone(start)
	var evals, sqErr []float64 // each sample's evaluation and squared error
	var total float64
	// measure evaluates every sample afresh, so that the sums kept as steps are
	// taken do not drift from what they sum.
	measure := func() {
		evals, sqErr, total = evaluations(s), make([]float64, len(s)), 0
		for i, e := range evals {
			sqErr[i] = sampleError(&s[i], e, k)
			total += sqErr[i]
		}
	}
	measure()
	n := float64(max(len(s), 1))
	touches := touched(s, w, evals, held)
	next := slices.Clone(evals)
	for pass := 1; pass <= passes && step > 0; pass++ {
		improved := false
		for i := range w {
			if len(touches[i]) == 0 {
				continue
			}
			for _, d := range [2]int32{step, -step} {
				w[i] += d
				bot.SetWeights(w)
				change := reevaluate(s, touches[i], next, sqErr, k)
				grow := float64(w[i]-start[i])*float64(w[i]-start[i]) - float64(w[i]-d-start[i])*float64(w[i]-d-start[i])
				if change/n+pull*grow < 0 {
					total += change
					for _, j := range touches[i] {
						evals[j] = next[j]
						sqErr[j] = sampleError(&s[j], evals[j], k)
					}
					improved = true
					break
				}
				w[i] -= d
			}
		}
		bot.SetWeights(w)
		measure()
		report(pass, total/n)
		if !improved {
			step /= 2
		}
	}
	return w
}

// sampleError is the squared error of x's target predicted from the evaluation e.
func sampleError(x *sample, e, k float64) float64 {
	d := x.target - sigmoid(k*e)
	return d * d
}

// reevaluate evaluates the samples at the indices in touched under the weights
// set now into next, and returns how much their error changes from sqErr.
func reevaluate(s []sample, touched []int32, next, sqErr []float64, k float64) float64 {
	changes := make([]float64, workers)
	inParallel(len(touched), func(w, i int) {
		j := touched[i]
		next[j] = float64(bot.Evaluate(&s[j].p))
		changes[w] += sampleError(&s[j], next[j], k) - sqErr[j]
	})
	sum := 0.0
	for _, c := range changes {
		sum += c
	}
	return sum
}

// touched returns, for each weight of w not held, the indices of the samples
// whose evaluations, evals under w, it changes: it moves each weight by a pawn,
// far enough that the blend of middlegame and endgame rounds no change away.
func touched(s []sample, w []int32, evals []float64, held []bool) [][]int32 {
	out := make([][]int32, len(w))
	for i := range w {
		if held[i] {
			continue
		}
		w[i] += probe
		bot.SetWeights(w)
		for j, e := range evaluations(s) {
			if e != evals[j] {
				out[i] = append(out[i], int32(j))
			}
		}
		w[i] -= probe
	}
	bot.SetWeights(w)
	return out
}

// probe is how far touched moves a weight.
const probe = 100
