package engine

import "strings"

// describe draws p for failure messages, rank 10 at the top: piece letters as in FEN,
// "@" for a mine under fog, "*" for a found mine, "#" for other fogged squares.
func describe(p *Position) string {
	var b strings.Builder
	for r := Ranks - 1; r >= 0; r-- {
		for f := range Files {
			s := SquareAt(f, r)
			switch pc := p.PieceAt(s); {
			case !pc.IsNone():
				b.WriteByte(pc.FEN())
			case p.mines.Has(s) && p.fog.Has(s):
				b.WriteByte('@')
			case p.mines.Has(s):
				b.WriteByte('*')
			case p.fog.Has(s):
				b.WriteByte('#')
			default:
				b.WriteByte('.')
			}
		}
		b.WriteByte('\n')
	}
	b.WriteString(p.side.String() + " to move")
	return b.String()
}
