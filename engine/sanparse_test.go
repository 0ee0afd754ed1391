package engine

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Positions for the SAN tests, all without mines or fog.
const (
	// White rooks on a1 and a5, knights on b6 and b10: origins told apart by rank.
	sanRanksFEN = "1N2k3/8/8/8/1N6/R7/8/8/8/R3K3 w - - 0 1"
	// White queens on a1, a3 and c1, all reaching b2: origin told apart by square.
	sanQueensFEN = "4k3/8/8/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1"
	// White pawns on e9 (to promote) and d4 (against a black pawn on e5), castling.
	sanPawnsFEN = "1k6/4P3/8/8/8/4p3/3P4/8/8/R3K2R w KQ - 0 1"
	// Black to move: a pawn on d2 to promote, castling on rank 10, a knight on a1 to take.
	sanBlackFEN = "r3k2r/8/8/8/8/8/8/8/3p4/NK6 b kq - 0 1"
	// White in check from a rook on e10; neither the knight on g1 nor the pawn on a2 can help.
	sanCheckFEN = "4r1k1/8/8/8/8/8/8/8/P7/4K1N1 w - - 0 1"
)

func TestParseSAN(t *testing.T) {
	tests := []struct {
		name, fen, text, from, to string
		kind                      MoveKind
	}{
		{"§8 pawn step", sanPawnsFEN, "d5", "d4", "d5", Ordinary},
		{"§8 pawn capture names the file", sanPawnsFEN, "dxe5", "d4", "e5", Ordinary},
		{"§8 promotion with =Q", sanPawnsFEN, "e10=Q", "e9", "e10", Promotion},
		{"§5 promotion is automatic, so =Q may be left out", sanPawnsFEN, "e10", "e9", "e10", Promotion},
		{"§8 black promotes on rank 1", sanBlackFEN, "d1=Q", "d2", "d1", Promotion},
		{"§4 sweep is S and the swept square", sanPawnsFEN, "Sd5", "d4", "d5", Sweep},
		{"§4 sweep on the last rank", sanPawnsFEN, "Se10", "e9", "e10", Sweep},
		{"§8 short castling", sanPawnsFEN, "O-O", "e1", "g1", Castle},
		{"§8 long castling", sanPawnsFEN, "O-O-O", "e1", "c1", Castle},
		{"§8 castling with zeros", sanPawnsFEN, "0-0", "e1", "g1", Castle},
		{"§8 black castles on rank 10", sanBlackFEN, "O-O-O", "e10", "c10", Castle},
		{"§8 piece move", sanRanksFEN, "Ke2", "e1", "e2", Ordinary},
		{"§8 origin by rank 1", sanRanksFEN, "R1a3", "a1", "a3", Ordinary},
		{"§8 origin by rank 5", sanRanksFEN, "R5a3", "a5", "a3", Ordinary},
		{"§8 origin by the two-digit rank 10", sanRanksFEN, "N10c8", "b10", "c8", Ordinary},
		{"§8 origin by rank 6", sanRanksFEN, "N6c8", "b6", "c8", Ordinary},
		{"§8 destination on rank 10", sanRanksFEN, "Nd9", "b10", "d9", Ordinary},
		{"§8 origin by file and rank", sanQueensFEN, "Qa1b2", "a1", "b2", Ordinary},
		{"§8 origin by file and two-digit rank", sanRanksFEN, "Nb10c8", "b10", "c8", Ordinary},
		{"§8 a capture by a piece", sanBlackFEN, "Rxa1", "a10", "a1", Ordinary},
		{"§8 suffixes are ignored", sanPawnsFEN, "dxe5+!?", "d4", "e5", Ordinary},
		{"§8 the blast suffix is ignored", sanPawnsFEN, "d5*#", "d4", "d5", Ordinary},
		{"§8 surrounding space is ignored", sanPawnsFEN, "  O-O-O\n", "e1", "c1", Castle},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := position(t, tt.fen)
			m, err := p.ParseSAN(tt.text)
			require.NoError(t, err)
			assert.Equal(t, Move{sq(tt.from), sq(tt.to), tt.kind}, m)
		})
	}
}

func TestParseSANErrors(t *testing.T) {
	const (
		syntax = iota
		illegal
		ambiguous
	)
	tests := []struct {
		name, fen, text string
		kind            int
		want            string
	}{
		{"§8 empty text", sanPawnsFEN, "", syntax,
			`invalid move "": want a move such as e4, Nf3, exd5, O-O, e10=Q, or S and a square to sweep, such as Se3`},
		{"§1 no rank 11", sanPawnsFEN, "e11", syntax,
			`invalid move "e11": want a move such as e4, Nf3, exd5, O-O, e10=Q, or S and a square to sweep, such as Se3`},
		{"§8 unknown piece letter", sanPawnsFEN, "Xe4", syntax,
			`invalid move "Xe4": want a move such as e4, Nf3, exd5, O-O, e10=Q, or S and a square to sweep, such as Se3`},
		{"§8 a pawn's file is written only for a capture", sanPawnsFEN, "de5", syntax,
			`invalid move "de5": want a move such as e4, Nf3, exd5, O-O, e10=Q, or S and a square to sweep, such as Se3`},
		{"§5 promotion is always to a queen", sanPawnsFEN, "e10=N", syntax,
			`invalid move "e10=N": a pawn always promotes to a queen: write =Q or nothing`},
		{"§5 only pawns promote", sanRanksFEN, "Ra3=Q", syntax,
			`invalid move "Ra3=Q": only a pawn promotes`},
		{"§8 no such piece", sanPawnsFEN, "Nf3", illegal,
			`illegal move "Nf3": no white knight can go to f3`},
		{"§8 no pawn there", sanPawnsFEN, "a3", illegal,
			`illegal move "a3": no white pawn can go to a3`},
		{"§8 a capture needs a piece to take", sanPawnsFEN, "dxc5", illegal,
			`illegal move "dxc5": there is nothing to take on c5`},
		{"§8 a pawn capture needs a pawn on that file", sanPawnsFEN, "fxe5", illegal,
			`illegal move "fxe5": no white pawn on the f-file can take on e5`},
		{"§5 =Q only on the last rank", sanPawnsFEN, "d5=Q", illegal,
			`illegal move "d5=Q": =Q is only for a pawn reaching the last rank`},
		{"§4 a sweep needs a pawn behind the square", sanPawnsFEN, "Se7", illegal,
			`illegal move "Se7": no white pawn can sweep e7`},
		{"§5 castling needs the right", sanRanksFEN, "O-O", illegal,
			`illegal move "O-O": castling short is not possible now`},
		{"§5 castling long needs the right", sanRanksFEN, "O-O-O", illegal,
			`illegal move "O-O-O": castling long is not possible now`},
		{"§8 origin rank that has no such piece", sanRanksFEN, "R7a3", illegal,
			`illegal move "R7a3": no white rook on rank 7 can go to a3`},
		{"§8 origin file that has no such piece", sanRanksFEN, "Rba3", illegal,
			`illegal move "Rba3": no white rook on the b-file can go to a3`},
		{"§8 origin square that has no such piece", sanQueensFEN, "Qb1b2", illegal,
			`illegal move "Qb1b2": no white queen on b1 can go to b2`},
		{"§5 a move must answer check", sanCheckFEN, "Nf3", illegal,
			`illegal move "Nf3": no white knight can go to f3 (white is in check)`},
		{"§4 no sweep in check", sanCheckFEN, "Sa3", illegal,
			`illegal move "Sa3": no white pawn can sweep a3 (white is in check)`},
		{"§8 two rooks reach a3", sanRanksFEN, "Ra3", ambiguous,
			`ambiguous move "Ra3": it could be R1a3 or R5a3`},
		{"§8 two knights on one file reach c8", sanRanksFEN, "Nbc8", ambiguous,
			`ambiguous move "Nbc8": it could be N6c8 or N10c8`},
		{"§8 three queens reach b2", sanQueensFEN, "Qb2", ambiguous,
			`ambiguous move "Qb2": it could be Qa1b2, Qcb2 or Q3b2`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := position(t, tt.fen)
			_, err := p.ParseSAN(tt.text)
			require.Error(t, err)
			assert.Equal(t, tt.want, err.Error())
			var se *SyntaxError
			assert.Equal(t, tt.kind == syntax, errors.As(err, &se), "a *SyntaxError")
			assert.Equal(t, tt.kind == illegal, errors.Is(err, ErrIllegalMove), "ErrIllegalMove")
			assert.Equal(t, tt.kind == ambiguous, errors.Is(err, ErrAmbiguousMove), "ErrAmbiguousMove")
		})
	}
}

// TestParseSANRoundTrip reads back what SAN writes, for every legal move of many
// positions, with and without the suffixes a game adds.
func TestParseSANRoundTrip(t *testing.T) {
	seeds, n := 60, 2000
	if testing.Short() {
		seeds, n = 10, 300
	}
	for _, p := range append(randomGamePositions(seeds, 300), randomPositions(11, n)...) {
		for _, m := range p.LegalMoves() {
			san := p.SAN(m)
			for _, text := range []string{san, san + "*+"} {
				got, err := p.ParseSAN(text)
				require.NoError(t, err, "%s in %s", text, p.MFEN())
				require.Equal(t, m, got, "%s in %s", text, p.MFEN())
			}
		}
	}
}

func TestPlaySAN(t *testing.T) {
	t.Run("§8 a move in SAN is played", func(t *testing.T) {
		g := NewGame(1)
		evs, err := g.PlaySAN("Nc3")
		require.NoError(t, err)
		require.NotEmpty(t, evs)
		assert.Equal(t, Event{Kind: EventMove, Piece: Piece{White, Knight}, From: sq("b1"), To: sq("c3")}, evs[0])
		assert.Equal(t, Black, g.Side())
	})
	t.Run("§8 an illegal move changes nothing", func(t *testing.T) {
		g := NewGame(1)
		_, err := g.PlaySAN("Nc4")
		require.ErrorIs(t, err, ErrIllegalMove)
		assert.Equal(t, 0, g.Len())
		assert.Equal(t, g.Start(), g.Referee())
	})
	t.Run("§7 no move after the game is over", func(t *testing.T) {
		g := NewGame(1)
		require.NoError(t, g.Resign(White))
		_, err := g.PlaySAN("Nc3")
		require.ErrorIs(t, err, ErrGameOver)
	})
}

// FuzzParseSAN checks that ParseSAN never panics on any text in a few positions,
// that what it accepts is a legal move which SAN writes back to the same move, and
// that what it refuses gets one of its two kinds of error.
func FuzzParseSAN(f *testing.F) {
	fens := []string{
		"rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 c5,f6,d7,h4 ########/########/########/########",
		sanRanksFEN, sanQueensFEN, sanPawnsFEN, sanBlackFEN, sanCheckFEN,
	}
	for i, text := range []string{"e4", "Nf3", "R1a3", "e10=Q", "O-O-O", "d1=Q+", "Sa3"} {
		f.Add(text, uint8(i))
	}
	f.Fuzz(func(t *testing.T, text string, which uint8) {
		p := position(t, fens[int(which)%len(fens)])
		m, err := p.ParseSAN(text)
		if err != nil {
			var se *SyntaxError
			var me *MoveError
			require.True(t, errors.As(err, &se) || errors.As(err, &me), "want a *SyntaxError or a *MoveError, got %v", err)
			return
		}
		require.True(t, p.IsLegal(m), "%v is not legal", m)
		again, err := p.ParseSAN(p.SAN(m))
		require.NoError(t, err)
		require.Equal(t, m, again)
	})
}
