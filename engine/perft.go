package engine

// MaxPerftDepth is the deepest count Perft makes; deeper ones would run for ages
// and are refused.
const MaxPerftDepth = 64

// Perft counts the sequences of depth legal moves from p, sweeps included or not.
// The last ply is counted in bulk: its moves are counted, not listed. A move whose
// blast exposes the mover's king ends the game (docs/rules.md §6), so nothing follows
// it. A depth above MaxPerftDepth counts nothing.
func (p *Position) Perft(depth int, sweeps bool) uint64 {
	switch {
	case depth <= 0:
		return 1
	case depth > MaxPerftDepth:
		return 0
	}
	return p.perft(depth, sweeps, make([]perftPly, depth))
}

// perftPly is the scratch space of one ply of perft, made once per call: a child
// position declared inside the recursion would be moved to the heap at every node.
type perftPly struct {
	moves   []Move
	child   Position
	effects Effects
}

func (p *Position) perft(depth int, sweeps bool, plies []perftPly) uint64 {
	if depth == 1 {
		return uint64(p.countLegalMoves(sweeps))
	}
	ply := &plies[0]
	ply.moves = p.AppendLegalMoves(ply.moves[:0], sweeps)
	var n uint64
	for _, m := range ply.moves {
		ply.child = *p
		ply.child.play(m, &ply.effects)
		switch {
		case ply.effects.Exposed:
		case depth == 2: // counted here, which spares a call per node
			n += uint64(ply.child.countLegalMoves(sweeps))
		default:
			n += ply.child.perft(depth-1, sweeps, plies[1:])
		}
	}
	return n
}

// DivideEntry is one root move's share of a perft count.
type DivideEntry struct {
	Move  Move
	Nodes uint64
}

// Divide returns each legal root move with the perft count below it, for finding
// where two move generators disagree.
func (p *Position) Divide(depth int, sweeps bool) []DivideEntry {
	var out []DivideEntry
	for _, m := range p.AppendLegalMoves(nil, sweeps) {
		child := *p
		var n uint64 = 1
		if e := child.Play(m); e.Exposed {
			n = 0
		} else if depth > 1 {
			n = child.Perft(depth-1, sweeps)
		}
		out = append(out, DivideEntry{m, n})
	}
	return out
}
