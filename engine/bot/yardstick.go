package bot

import (
	"math/rand/v2"

	"mschess/engine"
)

// Random returns a legal move of the view's side to move picked at random, every
// move as likely: the weakest yardstick for the levels.
func Random(v *engine.View, seed uint64) (engine.Move, error) {
	root, _, err := setUp(v, true)
	if err != nil {
		return engine.NoMove, err
	}
	moves := root.LegalMoves()
	return moves[rand.New(rand.NewPCG(seed, choiceStream)).IntN(len(moves))], nil
}

// Greedy returns the move that leaves the side to move the most material on
// average over the mine odds, looking no further: a yardstick that takes what is
// offered and never sees the recapture. A move whose blast would expose its own
// king counts as losing everything. Ties are broken at random.
func Greedy(v *engine.View, seed uint64) (engine.Move, error) {
	root, chance, err := setUp(v, true)
	if err != nil {
		return engine.NoMove, err
	}
	moves := root.LegalMoves()
	r := rand.New(rand.NewPCG(seed, choiceStream))
	r.Shuffle(len(moves), func(i, j int) { moves[i], moves[j] = moves[j], moves[i] })
	best, bestGain := engine.NoMove, -1.0e9
	for _, m := range moves {
		risk := landingRisk(chance, root.HiddenMines(), &root, m)
		gain := (1-risk)*balanceAfter(&root, m, false) + risk*balanceAfter(&root, m, true)
		if gain > bestGain {
			best, bestGain = m, gain
		}
	}
	return best, nil
}

// lostEverything is the balance of a side whose king is exposed by its own blast.
const lostEverything = -100_000

// balanceAfter returns the mover's material less the opponent's after m is played
// in p, with a mine on its target if mined.
func balanceAfter(p *engine.Position, m engine.Move, mined bool) float64 {
	c := *p
	if mined {
		c.AssumeMine(m.To)
	}
	if c.Play(m).Exposed {
		return lostEverything
	}
	us := p.Side()
	var balance int32
	for k := engine.Pawn; k < engine.King; k++ {
		balance += value[k] * int32(c.Pieces(us, k).Count()-c.Pieces(us.Other(), k).Count())
	}
	return float64(balance)
}
