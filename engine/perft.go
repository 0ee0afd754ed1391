package engine

// maxPly bounds perft depth; deeper searches are far beyond any useful running time.
const maxPly = 64

// Perft counts the sequences of depth legal moves from p, sweeps included or not.
// The last ply is counted in bulk, by the length of the move list. A move whose blast
// exposes the mover's king ends the game (RULES.md §6), so nothing follows it.
func (p *Position) Perft(depth int, sweeps bool) uint64 {
	if depth <= 0 {
		return 1
	}
	var buf [maxPly][]Move
	return p.perft(depth, sweeps, buf[:min(depth, maxPly)])
}

func (p *Position) perft(depth int, sweeps bool, buf [][]Move) uint64 {
	moves := p.AppendLegalMoves(buf[0][:0], sweeps)
	buf[0] = moves
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		child := *p
		if e := child.Play(m); !e.Exposed {
			n += child.perft(depth-1, sweeps, buf[1:])
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
