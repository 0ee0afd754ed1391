package engine

// SAN returns m, which must be legal, in standard algebraic notation without the
// suffixes that depend on what the move does (docs/rules.md §8): "Nf3", "exd5", "O-O",
// "e10=Q", "Se3".
func (p *Position) SAN(m Move) string {
	switch m.Kind {
	case Sweep:
		return "S" + m.To.String()
	case Castle:
		if m.To.File() == 6 {
			return "O-O"
		}
		return "O-O-O"
	}
	pc := p.PieceAt(m.From)
	capture := p.Occupied().Has(m.To)
	var s string
	if pc.Kind == Pawn {
		if capture {
			s = m.From.String()[:1] + "x"
		}
		s += m.To.String()
		if m.Kind == Promotion {
			s += "=Q"
		}
		return s
	}
	s = pc.Kind.Letter() + p.disambiguation(m, pc.Kind)
	if capture {
		s += "x"
	}
	return s + m.To.String()
}

// disambiguation returns the file, rank or both of m's origin that SAN needs to tell
// m from other moves of the same kind of piece to the same square.
func (p *Position) disambiguation(m Move, kind Kind) string {
	sameFile, sameRank, others := false, false, false
	for _, o := range p.LegalMoves() {
		if o.To != m.To || o.From == m.From || o.Kind == Sweep || p.PieceAt(o.From).Kind != kind {
			continue
		}
		others = true
		sameFile = sameFile || o.From.File() == m.From.File()
		sameRank = sameRank || o.From.Rank() == m.From.Rank()
	}
	from := m.From.String()
	switch {
	case !others:
		return ""
	case !sameFile:
		return from[:1]
	case !sameRank:
		return from[1:]
	}
	return from
}

// sanSuffix returns the suffixes of a move just played: "*" when the moving piece was
// destroyed, then "+" for check or "#" for checkmate.
func sanSuffix(e Effects, check, mate bool) string {
	s := ""
	if e.Lost != NoPiece && e.Lost.Color == e.Moved.Color {
		s = "*"
	}
	switch {
	case mate:
		s += "#"
	case check:
		s += "+"
	}
	return s
}
