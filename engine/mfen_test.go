package engine

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestMFENStartExample(t *testing.T) {
	// The example of docs/rules.md §8.
	p, err := ParseMFEN("rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 c5,f6,d7,h4 ########/########/########/########")
	require.NoError(t, err)
	assert.Equal(t, StartPosition(minesAt(t, "c5", "f6", "d7", "h4")), p)
	assert.Equal(t, "rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 h4,c5,f6,d7 ########/########/########/########", p.MFEN(),
		"mines are written in square order, a1 first")
	v := p.View()
	assert.Equal(t, "rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ?4 ########/########/########/########", v.MFEN(),
		"§8 the view of the start lists no mine and counts four under fog")
}

func TestMFENForms(t *testing.T) {
	tests := []struct {
		name, text, want string
	}{
		{"§8 a plain six-field FEN means no mines and no fog",
			"4k3/8/8/8/8/8/8/8/8/4K3 w - - 0 1", "4k3/8/8/8/8/8/8/8/8/4K3 w - - 0 1"},
		{"§8 fields may be spread with any white space",
			"  4k3/8/8/8/8/8/8/8/8/4K3\tb  -  - 3   40 \n", "4k3/8/8/8/8/8/8/8/8/4K3 b - - 3 40"},
		{"§8 found mines with no fog need all eight fields",
			"4k3/8/8/8/8/8/8/8/8/4K3 w - - 0 1 d5", "4k3/8/8/8/8/8/8/8/8/4K3 w - - 0 1 d5 -"},
		{"§8 mines - and fog - are the plain FEN",
			"4k3/8/8/8/8/8/8/8/8/4K3 w - - 0 1 - -", "4k3/8/8/8/8/8/8/8/8/4K3 w - - 0 1"},
		{"§8 a fog field with nothing fogged is written -",
			"4k3/8/8/8/8/8/8/8/8/4K3 w - - 0 1 d5 ......../......../......../........", "4k3/8/8/8/8/8/8/8/8/4K3 w - - 0 1 d5 -"},
		{"§8 a player's view lists found mines then ?N",
			"4k3/8/8/8/8/8/8/8/8/4K3 w - - 0 1 e5,?2 ########/########/####.###/########", "4k3/8/8/8/8/8/8/8/8/4K3 w - - 0 1 e5,?2 ########/########/####.###/########"},
		{"§8 castling rights may come in any order",
			"r3k2r/8/8/8/8/8/8/8/8/R3K2R w qkQK - 0 1", "r3k2r/8/8/8/8/8/8/8/8/R3K2R w KQkq - 0 1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := ParseMFEN(tt.text)
			require.NoError(t, err)
			assert.Equal(t, tt.want, p.MFEN())
		})
	}
}

func TestMFENRoundTrip(t *testing.T) {
	seeds, n := 60, 2000
	if testing.Short() {
		seeds, n = 10, 300
	}
	positions := append(randomGamePositions(seeds, 300), randomPositions(7, n)...)
	for _, p := range positions {
		if p.Attacked(p.KingSquare(p.side.Other()), p.side) {
			continue // §6 a blast exposed the mover's king: the game is over, not a position to load
		}
		for _, form := range []Position{p, p.View()} {
			text := form.MFEN()
			got, err := ParseMFEN(text)
			require.NoError(t, err, text)
			require.Equal(t, form, got, text)
		}
	}
}

func TestParseMFENErrors(t *testing.T) {
	const start = "rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR"
	const fog = "########/########/########/########"
	tests := []struct {
		name, text   string
		quoted, want string // the text the message quotes, clipped, and what it says of it
	}{
		{"§8 too few fields", start + " w KQkq -",
			"rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/R…", "want 6 fields (a FEN) or 8 (a FEN, then mines and fog), not 4"},
		{"§8 too many fields", start + " w KQkq - 0 1 c5 " + fog + " x",
			"rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/R…", "want 6 fields (a FEN) or 8 (a FEN, then mines and fog), not 9"},
		{"§1 ten ranks", "rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
			"rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNB…", "field 1 (placement), want 10 ranks separated by /, not 9"},
		{"§1 eight files: too many", "rnbqkbnr/pppppppp/8/8/8/8/1p7/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
			"rnbqkbnr/pppppppp/8/8/8/8/1p7/8/PPPPPPPP…", "field 1 (placement), rank 4 has 9 squares, want 8"},
		{"§1 eight files: too few", "rnbqkbnr/ppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
			"rnbqkbnr/ppppppp/8/8/8/8/8/8/PPPPPPPP/RN…", "field 1 (placement), rank 9 has 7 squares, want 8"},
		{"§8 counts of empty squares are written as one", "rnbqkbnr/pppppppp/44/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
			"rnbqkbnr/pppppppp/44/8/8/8/8/8/PPPPPPPP/…", "field 1 (placement), rank 8 has two counts of empty squares in a row; write them as one"},
		{"§8 piece letters", "rnbqkbnr/pppppppp/8/8/8/3X4/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
			"rnbqkbnr/pppppppp/8/8/8/3X4/8/8/PPPPPPPP…", "field 1 (placement), rank 5: 'X' is neither a piece letter (PNBRQK, lower case for Black) nor a count of empty squares 1–8"},
		{"§8 side to move", start + " white KQkq - 0 1",
			"white", "field 2 (side to move), want w or b"},
		{"§8 castling letters", start + " w KQkx - 0 1",
			"KQkx", "field 3 (castling), want - or some of the letters KQkq"},
		{"§8 castling letters once each", start + " w KQK - 0 1",
			"KQK", "field 3 (castling), K is given twice"},
		{"§5 no en passant", start + " w KQkq e3 0 1",
			"e3", "field 4 (en passant), there is no en passant in Minesweeper Chess, so this field is always -"},
		{"§8 halfmove clock is a count", start + " w KQkq - -1 1",
			"-1", "field 5 (halfmove clock), want the number of plies since the last capture or pawn move, 0 or more"},
		{"§8 move number starts at 1", start + " w KQkq - 0 0",
			"0", "field 6 (move number), want the move number, 1 or more"},
		{"§8 mines are squares", start + " w KQkq - 0 1 c5,z9 " + fog,
			"c5,z9", `field 7 (mines), "z9" is not a square`},
		{"§8 mines are separated by single commas", start + " w KQkq - 0 1 c5,,d6 " + fog,
			"c5,,d6", "field 7 (mines), want - or squares separated by single commas"},
		{"§8 a mine is listed once", start + " w KQkq - 0 1 c5,d6,c5 " + fog,
			"c5,d6,c5", "field 7 (mines), c5 is listed twice"},
		{"§8 ?N comes last", start + " w KQkq - 0 1 ?2,c5 " + fog,
			"?2,c5", "field 7 (mines), ?N, the count of mines under fog, must come last"},
		{"§8 ?N counts at least one mine", start + " w KQkq - 0 1 ?0 " + fog,
			"?0", "field 7 (mines), after ? want the number of mines under fog, 1 or more"},
		{"§8 a view lists no fogged mine", start + " w KQkq - 0 1 c5,?3 " + fog,
			"c5,?3", "field 7 (mines), c5 is fogged, and a player's view (ending in ?N) lists only mines on revealed squares"},
		{"§8 fog has four groups", start + " w KQkq - 0 1 c5 ########/########/########",
			"########/########/########", "field 8 (fog), want - or 4 groups separated by /, for ranks 7, 6, 5 and 4, not 3"},
		{"§8 fog groups have eight characters", start + " w KQkq - 0 1 c5 ########/#######/########/########",
			"########/#######/########/########", "field 8 (fog), rank 6 has 7 characters, want 8"},
		{"§8 fog is # or .", start + " w KQkq - 0 1 c5 ########/########/########/###x####",
			"########/########/########/###x####", "field 8 (fog), rank 4: 'x' is neither # (fogged) nor . (revealed)"},
		{"§2 mines lie in ranks 4–7", start + " w KQkq - 0 1 c3 " + fog,
			"rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/R…", "mines can only lie in ranks 4–7"},
		{"§1 one king each", "rnbq1bnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1",
			"rnbq1bnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/R…", "black must have exactly one king"},
		{"§2 fog needs a mine under it", start + " w KQkq - 0 1 - " + fog,
			"rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/R…", "no mine lies under fog, so no square can still be fogged"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseMFEN(tt.text)
			var se *SyntaxError
			require.True(t, errors.As(err, &se), "want a *SyntaxError, got %v", err)
			assert.Equal(t, `invalid MFEN "`+tt.quoted+`": `+tt.want, err.Error())
		})
	}
}

// FuzzParseMFEN checks that ParseMFEN never panics, that whatever it accepts is a
// valid position that writes back to the same position, and that every legal move
// of it can be written and played.
func FuzzParseMFEN(f *testing.F) {
	for _, text := range []string{
		"rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 c5,f6,d7,h4 ########/########/########/########",
		"rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ?4 ########/########/########/########",
		"4k3/8/8/8/8/8/8/8/8/4K3 w - - 0 1",
		"4k3/8/8/8/8/8/8/8/8/4K3 w - - 0 1 e5,?2 ########/########/####.###/########",
		"r3k2r/8/8/8/8/8/8/8/8/R3K2R b KQkq - 12 40 d5 -",
	} {
		f.Add(text)
	}
	f.Fuzz(func(t *testing.T, text string) {
		p, err := ParseMFEN(text)
		if err != nil {
			var se *SyntaxError
			require.True(t, errors.As(err, &se), "want a *SyntaxError, got %v", err)
			return
		}
		require.NoError(t, p.Validate())
		again, err := ParseMFEN(p.MFEN())
		require.NoError(t, err, p.MFEN())
		require.Equal(t, p, again, p.MFEN())
		for _, m := range p.LegalMoves() {
			require.NotEmpty(t, p.SAN(m))
			child := p
			child.Play(m)
		}
	})
}
