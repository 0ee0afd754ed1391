package engine

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// describe writes p for failure messages: its MFEN, to reproduce the failure, then a
// diagram with rank 10 at the top: piece letters as in FEN, "@" for a mine under fog,
// "*" for a found mine, "#" for other fogged squares.
func describe(p *Position) string {
	var b strings.Builder
	b.WriteString(p.MFEN() + "\n")
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
	return b.String()
}

// position reads an MFEN the test wrote; a mistake in it fails the test.
func position(t *testing.T, mfen string) Position {
	t.Helper()
	p, err := ParseMFEN(mfen)
	require.NoError(t, err)
	return p
}

// gameFrom starts a game from a referee position written in MFEN.
func gameFrom(t *testing.T, mfen string) *Game {
	t.Helper()
	g, err := NewGameFrom(position(t, mfen))
	require.NoError(t, err)
	return g
}

// moveNames writes moves as Move.String does: "e2e4", "Se3", "e1g1".
func moveNames(moves []Move) []string {
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = m.String()
	}
	return out
}

// legalMove finds the legal move of p written as Move.String writes it.
func legalMove(t *testing.T, p *Position, name string) Move {
	t.Helper()
	for _, m := range p.LegalMoves() {
		if m.String() == name {
			return m
		}
	}
	require.Failf(t, "no such legal move", "%s in\n%s", name, describe(p))
	return NoMove
}

// play plays the named moves in g and returns the events of the last one.
func play(t *testing.T, g *Game, names ...string) []Event {
	t.Helper()
	var events []Event
	for _, name := range names {
		p := g.Referee()
		var err error
		events, err = g.Play(legalMove(t, &p, name))
		require.NoError(t, err, name)
	}
	return events
}

// sq reads a square name the test wrote.
func sq(name string) Square {
	s, err := ParseSquare(name)
	if err != nil {
		panic(err)
	}
	return s
}

// squares reads a space-separated list of square names into a set.
func squares(names string) Bitboard {
	var b Bitboard
	for _, name := range strings.Fields(names) {
		b = b.With(sq(name))
	}
	return b
}
