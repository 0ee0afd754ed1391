package main

import (
	"math"
	"runtime"
	"slices"
	"sync"

	"mschess/engine"
	"mschess/engine/bot"
)

// sample is a position and the result of its game for White.
type sample struct {
	p      engine.Position
	result float64
}

// evaluations returns the evaluation of each sample under the weights set now,
// spread over the machine's cores.
func evaluations(s []sample) []float64 {
	out := make([]float64, len(s))
	workers := runtime.GOMAXPROCS(0)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			for i := w; i < len(s); i += workers {
				out[i] = float64(bot.Evaluate(&s[i].p))
			}
		})
	}
	wg.Wait()
	return out
}

// squaredError is the mean squared error of the results predicted from evals.
func squaredError(s []sample, evals []float64, k float64) float64 {
	sum := 0.0
	for i, e := range evals {
		d := s[i].result - 1/(1+math.Exp(-k*e))
		sum += d * d
	}
	return sum / float64(max(len(s), 1))
}

// meanError is the error of the weights set now.
func meanError(s []sample, k float64) float64 {
	return squaredError(s, evaluations(s), k)
}

// fitK returns the K that makes the weights set now predict the results best, by
// a ternary search: the error is convex enough in K.
func fitK(s []sample) float64 {
	evals := evaluations(s)
	lo, hi := 0.0001, 0.05
	for range 60 {
		a, b := lo+(hi-lo)/3, hi-(hi-lo)/3
		if squaredError(s, evals, a) < squaredError(s, evals, b) {
			hi = b
		} else {
			lo = a
		}
	}
	return (lo + hi) / 2
}

// tune moves each weight by step while that lowers the error on s plus pull
// times the squares of how far the weights moved, halving the step when a pass
// lowers nothing, for at most passes passes; report hears the error after each.
// The pull keeps a weight that the data says little about near where it was. A
// weight that moves nothing in the first pass is left alone after it: the
// evaluation does not use it. It returns the weights, and leaves them set.
func tune(s []sample, k float64, passes int, step int32, pull float64, report func(pass int, err float64)) []int32 {
	start := bot.Weights()
	w := slices.Clone(start)
	// cost returns the error of the weights set now, and it with the pull.
	cost := func() (float64, float64) {
		e, c := meanError(s, k), 0.0
		for i, v := range w {
			d := float64(v - start[i])
			c += d * d
		}
		return e, e + pull*c
	}
	err, best := cost()
	idle := make([]bool, len(w))
	for pass := 1; pass <= passes && step > 0; pass++ {
		improved := false
		for i := range w {
			if idle[i] {
				continue
			}
			moves := false
			for _, d := range [2]int32{step, -step} {
				w[i] += d
				bot.SetWeights(w)
				e, c := cost()
				moves = moves || e != err
				if c < best {
					err, best, improved = e, c, true
					break
				}
				w[i] -= d
			}
			idle[i] = pass == 1 && !moves
		}
		bot.SetWeights(w)
		report(pass, err)
		if !improved {
			step /= 2
		}
	}
	return w
}
