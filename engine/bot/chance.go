package bot

import (
	"math"

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

// risk returns the chance that m, played in p, lands on a hidden mine. Once the
// fog has gone there is none, and the test is inlined.
func (s *searcher) risk(p *engine.Position, m engine.Move) float64 {
	if s.rootHidden == 0 {
		return 0
	}
	return landingRisk(s.chance, s.rootHidden, p, m)
}

// landingRisk returns the chance that m, played in p, lands on a hidden mine: the
// root's odds for its target, where rootHidden mines were hidden, shrunk by the
// mines that have gone off since.
func landingRisk(chance *[engine.NumSquares]float64, rootHidden int, p *engine.Position, m engine.Move) float64 {
	if !mayHideMine(p).Has(m.To) {
		return 0
	}
	return min(chance[m.To]*float64(p.HiddenMines())/float64(rootHidden), 1)
}

// mayHideMine returns the squares of p where a move may land on a hidden mine:
// the fogged empty ones, while any mine is hidden.
func mayHideMine(p *engine.Position) engine.Bitboard {
	if p.HiddenMines() == 0 {
		return engine.Bitboard{}
	}
	return p.Fog().AndNot(p.Occupied())
}

// child returns the value for the side to move in p of playing m there, searched to
// depth, within the window alpha–beta. A move onto a fogged square is a chance
// node: the branch where a mine lies there is searched first, less deeply and over
// a full window; its value fixes the window of the other branch.
func (s *searcher) child(p *engine.Position, m engine.Move, ply, depth int, alpha, beta int32) int32 {
	risk := s.risk(p, m)
	switch {
	case risk == 0:
		return s.outcome(p, m, false, ply, depth, alpha, beta)
	case risk >= 1:
		return s.outcome(p, m, true, ply, depth, alpha, beta)
	}
	mined := float64(clampChance(s.outcome(p, m, true, ply, depth-mineReduction, -infinity, infinity)))
	lo := math.Floor((float64(alpha) - risk*mined) / (1 - risk))
	hi := math.Ceil((float64(beta) - risk*mined) / (1 - risk))
	switch {
	case lo >= chanceBound: // even the best the other branch can do falls short
		return int32(math.Round(risk*mined + (1-risk)*chanceBound))
	case hi <= -chanceBound:
		return int32(math.Round(risk*mined - (1-risk)*chanceBound))
	}
	a, b := int32(max(lo, -chanceBound-1)), int32(min(hi, chanceBound+1))
	clear := float64(clampChance(s.outcome(p, m, false, ply, depth, a, b)))
	return int32(math.Round(risk*mined + (1-risk)*clear))
}

// clampChance counts a win or loss as ±chanceBound.
func clampChance(v int32) int32 { return min(max(v, -chanceBound), chanceBound) }

// outcome plays m in p, with a mine on its target if mined, and returns its value
// for the side to move in p.
func (s *searcher) outcome(p *engine.Position, m engine.Move, mined bool, ply, depth int, alpha, beta int32) int32 {
	c := &s.plies[ply].child
	*c = *p
	if mined {
		c.AssumeMine(m.To)
	}
	if c.Play(m).Exposed {
		return -(mateScore - int32(ply+1))
	}
	s.plies[ply+1].material = s.plies[ply].material.after(p, c)
	return -s.search(c, depth, ply+1, -beta, -alpha)
}
