package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Each test here pins one rule of docs/rules.md and names its section. Positions are
// written in MFEN; "fog all" below means every square of ranks 4–7 is fogged.

var (
	wP, wN, wB, wR, wQ, wK = Piece{White, Pawn}, Piece{White, Knight}, Piece{White, Bishop}, Piece{White, Rook}, Piece{White, Queen}, Piece{White, King}
	bP, bN, bR, bQ, bK     = Piece{Black, Pawn}, Piece{Black, Knight}, Piece{Black, Rook}, Piece{Black, Queen}, Piece{Black, King}
)

// fogAll is the fog field with every fog-zone square fogged, as at the start.
const fogAll = "########/########/########/########"

// rulesStart is the start position of docs/rules.md §8, with a referee's mine list.
const rulesStart = "rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 c5,f6,d7,h4 " + fogAll

func TestSetUp(t *testing.T) {
	p := NewGame(7).Referee()
	t.Run("§1 the board has 80 squares, a1 to h10", func(t *testing.T) {
		names := map[string]bool{}
		for s := range Square(NumSquares) {
			got, err := ParseSquare(s.String())
			require.NoError(t, err)
			assert.Equal(t, s, got)
			names[s.String()] = true
		}
		assert.Len(t, names, 80)
		assert.Equal(t, "a1", Square(0).String())
		assert.Equal(t, "h10", Square(79).String())
		for _, bad := range []string{"i1", "a0", "a11", "e", "h100"} {
			_, err := ParseSquare(bad)
			assert.Error(t, err, bad)
		}
	})
	for _, tc := range []struct {
		name    string
		squares string
		want    Piece
	}{
		{"§1 White's rooks stand on a1 and h1", "a1 h1", wR},
		{"§1 White's knights stand on b1 and g1", "b1 g1", wN},
		{"§1 White's bishops stand on c1 and f1", "c1 f1", wB},
		{"§1 White's queen stands on d1", "d1", wQ},
		{"§1 White's king stands on e1", "e1", wK},
		{"§1 White's pawns fill rank 2", "a2 b2 c2 d2 e2 f2 g2 h2", wP},
		{"§1 Black's pawns fill rank 9", "a9 b9 c9 d9 e9 f9 g9 h9", bP},
		{"§1 Black's rooks stand on a10 and h10", "a10 h10", bR},
		{"§1 Black's knights stand on b10 and g10", "b10 g10", bN},
		{"§1 Black's bishops stand on c10 and f10", "c10 f10", Piece{Black, Bishop}},
		{"§1 Black's queen stands on d10", "d10", bQ},
		{"§1 Black's king stands on e10", "e10", bK},
		{"§1 ranks 3 to 8 start empty", "a3 b3 c3 d3 e3 f3 g3 h3 a4 h4 d5 e6 a7 h7 a8 b8 c8 d8 e8 f8 g8 h8", NoPiece},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, s := range squares(tc.squares).Squares() {
				assert.Equal(t, tc.want, p.PieceAt(s), s.String())
			}
		})
	}
	t.Run("§1 32 pieces in all", func(t *testing.T) {
		assert.Equal(t, 32, p.Occupied().Count())
	})
	t.Run("§1 White moves first, with every castling right", func(t *testing.T) {
		assert.Equal(t, White, p.Side())
		assert.Equal(t, WhiteShort|WhiteLong|BlackShort|BlackLong, p.Castling())
	})
}

func TestMinefieldFromSeed(t *testing.T) {
	t.Run("§2 4 distinct mines in ranks 4–7, the whole fog zone fogged", func(t *testing.T) {
		for seed := range uint64(500) {
			g := NewGame(seed)
			p := g.Referee()
			require.Equal(t, 4, p.Mines().Count(), "seed %d", seed)
			require.Equal(t, 4, p.MineCounter(), "seed %d", seed)
			for _, s := range p.Mines().Squares() {
				require.True(t, s.Rank() >= 3 && s.Rank() <= 6, "seed %d: mine on %v", seed, s)
			}
			require.Equal(t, 32, p.Fog().Count())
			for _, s := range p.Fog().Squares() {
				require.True(t, s.Rank() >= 3 && s.Rank() <= 6, "seed %d: fog on %v", seed, s)
			}
		}
	})
	t.Run("§2 the same seed lays the same minefield", func(t *testing.T) {
		for seed := range uint64(100) {
			a, b := NewGame(seed).Referee(), NewGame(seed).Referee()
			require.Equal(t, a.Mines(), b.Mines())
			require.Equal(t, MinesFromSeed(seed), a.Mines())
			got, ok := NewGame(seed).Seed()
			require.True(t, ok)
			require.Equal(t, seed, got)
		}
	})
	t.Run("§2 different seeds lay different minefields, each square as likely", func(t *testing.T) {
		// 35960 fields are possible: 4000 seeds should repeat a field only rarely,
		// and put a mine on each of the 32 squares about 500 times.
		fields := map[Bitboard]bool{}
		perSquare := map[Square]int{}
		for seed := range uint64(4000) {
			m := MinesFromSeed(seed)
			fields[m] = true
			for _, s := range m.Squares() {
				perSquare[s]++
			}
		}
		assert.Greater(t, len(fields), 3700)
		assert.Len(t, perSquare, 32)
		for s, n := range perSquare {
			assert.InDelta(t, 500, n, 100, "mines laid on %v", s)
		}
	})
	t.Run("§2 the players see no mine at the start, only the counter", func(t *testing.T) {
		v := NewGame(3).View()
		assert.True(t, v.Position.Mines().IsEmpty())
		assert.Equal(t, 4, v.Position.HiddenMines())
		assert.Equal(t, 4, v.Position.MineCounter())
		for s := range Square(NumSquares) {
			assert.Equal(t, int8(-1), v.Numbers[s], "number on %v", s)
		}
	})
}

// moveCase is a move played on a referee position, with everything it must do.
type moveCase struct {
	name  string
	mfen  string
	move  string  // as Move.String writes it
	want  Effects // exactly what Play reports
	at    Piece   // what stands on the move's To square afterwards
	mines string  // the mines left, every one
}

// runMoveCases plays each case's move and checks its effects, what stands where it
// went, the mines and the counter, and that the fog lifted exactly from the squares
// reported (or everywhere, on an all clear).
func runMoveCases(t *testing.T, cases []moveCase) {
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p := position(t, tc.mfen)
			before := p
			m := legalMove(t, &p, tc.move)
			assert.Equal(t, tc.want, p.Play(m))
			assert.Equal(t, tc.at, p.PieceAt(m.To), "on %v", m.To)
			if m.Kind == Sweep {
				assert.Equal(t, tc.want.Moved, p.PieceAt(m.From), "the sweeping pawn stays")
			}
			assert.Equal(t, squares(tc.mines).Squares(), p.Mines().Squares(), "mines")
			assert.Equal(t, squares(tc.mines).Count(), p.MineCounter(), "mine counter")
			wantFog := before.Fog().AndNot(tc.want.Revealed)
			if tc.want.AllClear {
				wantFog = Bitboard{}
			}
			assert.Equal(t, wantFog.Squares(), p.Fog().Squares(), "fog")
		})
	}
}

// effects returns the effects of a move by moved that did nothing but move it.
func effects(moved Piece) Effects { return Effects{Moved: moved, Blast: NoSquare, Sapper: NoSquare} }

// with returns e changed by f, to write expected effects briefly.
func (e Effects) with(f func(*Effects)) Effects {
	f(&e)
	return e
}

func revealing(names string) func(*Effects) { return func(e *Effects) { e.Revealed = squares(names) } }

const ringE5 = "d4 e4 f4 d5 e5 f5 d6 e6 f6"

func TestLandingReveals(t *testing.T) {
	runMoveCases(t, []moveCase{
		{
			name: "§2 a landing lifts one ring, the square and its 8 neighbours, with no cascade from squares showing no number",
			mfen: "4k3/8/8/8/8/8/8/3N4/8/4K3 w - - 0 1 a7,h7 " + fogAll,
			move: "d3e5", want: effects(wN).with(revealing(ringE5)), at: wN, mines: "a7 h7",
		},
		{
			name: "§2 a landing on rank 3 lifts the neighbouring squares of rank 4",
			mfen: "4k3/8/8/8/8/8/8/8/8/1N2K3 w - - 0 1 a7,h7 " + fogAll,
			move: "b1c3", want: effects(wN).with(revealing("b4 c4 d4")), at: wN, mines: "a7 h7",
		},
		{
			name: "§2 a landing on rank 8 lifts the neighbouring squares of rank 7",
			mfen: "4k1n1/8/8/8/8/8/8/8/8/4K3 b - - 0 1 a4,h4 " + fogAll,
			move: "g10f8", want: effects(bN).with(revealing("e7 f7 g7")), at: bN, mines: "a4 h4",
		},
		{
			name: "§2 a landing on the edge lifts the neighbours there are",
			mfen: "4k3/8/8/8/8/8/8/1N6/8/4K3 w - - 0 1 a7,h7 " + fogAll,
			move: "b3a5", want: effects(wN).with(revealing("a4 b4 a5 b5 a6 b6")), at: wN, mines: "a7 h7",
		},
		{
			name: "§2 a landing far from the fog zone lifts nothing",
			mfen: "4k3/8/8/8/8/8/8/3N4/8/4K3 w - - 0 1 a7,h7 " + fogAll,
			move: "e1d2", want: effects(wK), at: wK, mines: "a7 h7",
		},
		{
			name: "§2 squares already revealed are not reported again",
			mfen: "4k3/8/8/8/8/8/8/3N4/8/4K3 w - - 0 1 a7,h7 ########/########/####.###/####.###",
			move: "d3e5", want: effects(wN).with(revealing("d4 f4 d5 f5 d6 e6 f6")), at: wN, mines: "a7 h7",
		},
		{
			name: "§2 a capture lifts the ring around the captured piece's square",
			mfen: "4k3/8/8/8/8/4p3/8/3N4/8/4K3 w - - 0 1 a7,h7 " + fogAll,
			move: "d3e5", want: effects(wN).with(func(e *Effects) { e.Captured, e.Revealed = bP, squares(ringE5) }), at: wN, mines: "a7 h7",
		},
		{
			name: "§2 a pawn's double step lifts the ring around where it lands",
			mfen: "4k3/8/8/8/8/8/8/8/4P3/4K3 w - - 0 1 a7,h7 " + fogAll,
			move: "e2e4", want: effects(wP).with(revealing("d4 e4 f4 d5 e5 f5")), at: wP, mines: "a7 h7",
		},
		{
			name: "§2 the ring lifts even when the landing piece is destroyed",
			mfen: "4k3/8/8/8/8/8/8/3N4/8/4K3 w - - 0 1 a7,e5 " + fogAll,
			move: "d3e5",
			want: effects(wN).with(func(e *Effects) { e.Blast, e.Lost, e.Revealed = sq("e5"), wN, squares(ringE5) }),
			at:   NoPiece, mines: "a7",
		},
		{
			name: "§2 a found mine stays dangerous",
			mfen: "4k3/8/8/8/8/8/8/1N6/8/4K3 w - - 0 1 d4,h7 ########/########/########/###.####",
			move: "b3d4",
			want: effects(wN).with(func(e *Effects) { e.Blast, e.Lost, e.Revealed = sq("d4"), wN, squares("c4 e4 c5 d5 e5") }),
			at:   NoPiece, mines: "h7",
		},
	})
}

func TestAllClear(t *testing.T) {
	allClear := func(names string) func(*Effects) {
		return func(e *Effects) { e.Revealed, e.AllClear = squares(names), true }
	}
	runMoveCases(t, []moveCase{
		{
			name: "§2 all clear: the ring finds the last fogged mine and all fog lifts; the mine stays",
			mfen: "4k3/8/8/8/8/8/8/3N4/8/4K3 w - - 0 1 f6 " + fogAll,
			move: "d3e5", want: effects(wN).with(allClear(ringE5)), at: wN, mines: "f6",
		},
		{
			name: "§2 no all clear while a mine is still fogged",
			mfen: "4k3/8/8/8/8/8/8/3N4/8/4K3 w - - 0 1 a7,f6 " + fogAll,
			move: "d3e5", want: effects(wN).with(revealing(ringE5)), at: wN, mines: "a7 f6",
		},
		{
			name: "§2 all clear: a blast removes the last fogged mine",
			mfen: "4k3/8/8/8/8/8/8/3N4/8/4K3 w - - 0 1 e5 " + fogAll,
			move: "d3e5",
			want: effects(wN).with(func(e *Effects) {
				e.Blast, e.Lost, e.Revealed, e.AllClear = sq("e5"), wN, squares(ringE5), true
			}),
			at: NoPiece,
		},
		{
			name: "§2 all clear: a sweep removes the last fogged mine",
			mfen: "4k3/8/8/8/8/8/8/4P3/8/4K3 w - - 0 1 e4 " + fogAll,
			move: "Se4",
			want: effects(wP).with(func(e *Effects) { e.Swept, e.Revealed, e.AllClear = true, squares("e4"), true }),
			at:   NoPiece,
		},
		{
			name: "§2 all clear: a royal sapper removes the last fogged mine",
			mfen: "4k3/8/8/8/8/8/4K3/8/8/8 w - - 0 1 e5 " + fogAll,
			move: "e4e5",
			want: effects(wK).with(func(e *Effects) { e.Sapper, e.Revealed, e.AllClear = sq("e5"), squares(ringE5), true }),
			at:   wK,
		},
	})
}

func TestMines(t *testing.T) {
	blast := func(s string, lost Piece, ring string) func(*Effects) {
		return func(e *Effects) { e.Blast, e.Lost, e.Revealed = sq(s), lost, squares(ring) }
	}
	runMoveCases(t, []moveCase{
		{
			name: "§3 a king landing on a found mine is a royal sapper: the mine goes, the king stays",
			mfen: "4k3/8/8/8/8/8/4K3/8/8/8 w - - 0 1 a7,e5 ########/########/####.###/########",
			move: "e4e5",
			want: effects(wK).with(func(e *Effects) { e.Sapper, e.Revealed = sq("e5"), squares("d4 e4 f4 d5 f5 d6 e6 f6") }),
			at:   wK, mines: "a7",
		},
		{
			name: "§3 a king landing on a mine under fog is a royal sapper too",
			mfen: "4k3/8/8/8/8/8/4K3/8/8/8 w - - 0 1 a7,e5 " + fogAll,
			move: "e4e5",
			want: effects(wK).with(func(e *Effects) { e.Sapper, e.Revealed = sq("e5"), squares(ringE5) }),
			at:   wK, mines: "a7",
		},
		{
			name: "§3 a pawn pushed onto a mine is destroyed with it",
			mfen: "4k3/8/8/8/8/8/4P3/8/8/4K3 w - - 0 1 a7,e5 " + fogAll,
			move: "e4e5", want: effects(wP).with(blast("e5", wP, ringE5)), at: NoPiece, mines: "a7",
		},
		{
			name: "§3 a pawn's double step onto a mine destroys it",
			mfen: "4k3/8/8/8/8/8/8/8/3P4/4K3 w - - 0 1 a7,d4 " + fogAll,
			move: "d2d4", want: effects(wP).with(blast("d4", wP, "c4 d4 e4 c5 d5 e5")), at: NoPiece, mines: "a7",
		},
		{
			name: "§3 a knight landing on a mine is destroyed",
			mfen: "4k3/8/8/8/8/8/8/3N4/8/4K3 w - - 0 1 a7,e5 " + fogAll,
			move: "d3e5", want: effects(wN).with(blast("e5", wN, ringE5)), at: NoPiece, mines: "a7",
		},
		{
			name: "§3 a bishop landing on a mine is destroyed",
			mfen: "4k3/8/8/8/8/8/8/8/8/2B1K3 w - - 0 1 a7,f4 " + fogAll,
			move: "c1f4", want: effects(wB).with(blast("f4", wB, "e4 f4 g4 e5 f5 g5")), at: NoPiece, mines: "a7",
		},
		{
			name: "§3 a rook landing on a mine is destroyed",
			mfen: "4k3/8/8/8/8/8/8/8/8/R3K3 w - - 0 1 h4,a6 " + fogAll,
			move: "a1a6", want: effects(wR).with(blast("a6", wR, "a5 b5 a6 b6 a7 b7")), at: NoPiece, mines: "h4",
		},
		{
			name: "§3 a queen landing on a mine is destroyed",
			mfen: "4k3/8/8/8/8/8/8/8/8/3QK3 w - - 0 1 h4,d7 " + fogAll,
			move: "d1d7", want: effects(wQ).with(blast("d7", wQ, "c6 d6 e6 c7 d7 e7")), at: NoPiece, mines: "h4",
		},
		{
			name: "§3 a black piece landing on a mine is destroyed",
			mfen: "4k3/8/8/6n1/8/8/8/8/8/4K3 b - - 0 1 a4,e6 " + fogAll,
			move: "g7e6", want: effects(bN).with(blast("e6", bN, "d5 e5 f5 d6 e6 f6 d7 e7 f7")), at: NoPiece, mines: "a4",
		},
		{
			name: "§3 a rook passes over a mine unharmed and the mine stays",
			mfen: "4k3/8/8/8/8/8/R7/8/8/4K3 w - - 0 1 d4,h7 " + fogAll,
			move: "a4g4", want: effects(wR).with(revealing("f4 g4 h4 f5 g5 h5")), at: wR, mines: "d4 h7",
		},
		{
			name: "§3 a bishop passes over a mine unharmed and the mine stays",
			mfen: "4k3/8/8/8/8/8/8/8/8/2B1K3 w - - 0 1 a7,f4 " + fogAll,
			move: "c1h6", want: effects(wB).with(revealing("g5 h5 g6 h6 g7 h7")), at: wB, mines: "a7 f4",
		},
		{
			name: "§3 a queen passes over a mine unharmed and the mine stays",
			mfen: "4k3/8/8/8/8/8/8/8/8/3QK3 w - - 0 1 h4,d5 " + fogAll,
			move: "d1d8", want: effects(wQ).with(revealing("c7 d7 e7")), at: wQ, mines: "d5 h4",
		},
	})
}

func TestSweep(t *testing.T) {
	swept := func(removed bool, names string) func(*Effects) {
		return func(e *Effects) { e.Swept, e.Revealed = removed, squares(names) }
	}
	runMoveCases(t, []moveCase{
		{
			name: "§4 a sweep removes the mine in front, lifts only the swept square and leaves the pawn",
			mfen: "4k3/8/8/8/8/8/8/4P3/8/4K3 w - - 0 1 a7,e4 " + fogAll,
			move: "Se4", want: effects(wP).with(swept(true, "e4")), at: NoPiece, mines: "a7",
		},
		{
			name: "§4 a sweep with no mine to remove is a pass that still lifts the square",
			mfen: "4k3/8/8/8/8/8/8/4P3/8/4K3 w - - 0 1 a7,h7 " + fogAll,
			move: "Se4", want: effects(wP).with(swept(false, "e4")), at: NoPiece, mines: "a7 h7",
		},
		{
			name: "§4 a sweep removes a found mine",
			mfen: "4k3/8/8/8/8/8/8/4P3/8/4K3 w - - 0 1 a7,e4 ########/########/########/####.###",
			move: "Se4", want: effects(wP).with(swept(true, "")), at: NoPiece, mines: "a7",
		},
		{
			name: "§4 a sweep outside the fog zone lifts nothing",
			mfen: "4k3/8/8/8/8/8/8/8/4P3/4K3 w - - 0 1 a7,h7 " + fogAll,
			move: "Se3", want: effects(wP), at: NoPiece, mines: "a7 h7",
		},
		{
			name: "§4 a black pawn sweeps the square below it",
			mfen: "4k3/8/4p3/8/8/8/8/8/8/4K3 b - - 0 1 a4,e7 " + fogAll,
			move: "Se7", want: effects(bP).with(swept(true, "e7")), at: NoPiece, mines: "a4",
		},
	})
}

// legalCase lists moves, written as Move.String writes them, that a position must
// and must not allow.
type legalCase struct {
	name           string
	mfen           string
	legal, illegal []string
}

func runLegalCases(t *testing.T, cases []legalCase) {
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p := position(t, tc.mfen)
			names := moveNames(p.LegalMoves())
			for _, m := range tc.legal {
				assert.Contains(t, names, m, "want %s legal in\n%s", m, describe(&p))
			}
			for _, m := range tc.illegal {
				assert.NotContains(t, names, m, "want %s illegal in\n%s", m, describe(&p))
			}
		})
	}
}

func TestSweepAvailable(t *testing.T) {
	runLegalCases(t, []legalCase{
		{
			name:  "§4 a pawn may sweep when its side is not in check",
			mfen:  "4k3/7r/8/8/8/8/8/8/3P4/4K3 w - - 0 1",
			legal: []string{"Sd3"},
		},
		{
			name:    "§4 no sweep while in check",
			mfen:    "4k3/4r3/8/8/8/8/8/8/3P4/4K3 w - - 0 1",
			illegal: []string{"Sd3"},
		},
		{
			name:    "§4 no sweep when a piece of either side stands in front",
			mfen:    "4k3/8/8/8/8/8/8/N1p5/P1P1P3/4K3 w - - 0 1",
			legal:   []string{"Se3"},
			illegal: []string{"Sa3", "Sc3"},
		},
		{
			name:  "§4 a sweep is open on any rank, in the fog zone or not",
			mfen:  "8/1P6/8/7k/8/3P4/8/8/6P1/4K3 w - - 0 1",
			legal: []string{"Sb10", "Sd6", "Sg3"},
		},
		{
			name:  "§4 a black pawn on rank 2 may sweep rank 1",
			mfen:  "K7/8/8/8/8/8/8/8/1p6/4k3 b - - 0 1",
			legal: []string{"Sb1"},
		},
		{
			name:    "§4 a pinned pawn may not step but may sweep: it stays put",
			mfen:    "4k3/8/8/8/8/8/1b6/8/3P4/4K3 w - - 0 1",
			legal:   []string{"Sd3"},
			illegal: []string{"d2d3", "d2d4"},
		},
		{
			name:  "§4 a sweep is open with a mine in front, found or fogged, or none",
			mfen:  "4k3/8/8/8/8/8/8/P1P1P3/8/4K3 w - - 0 1 a4,c4,h7 ########/########/########/.###.###",
			legal: []string{"Sa4", "Sc4", "Se4"},
		},
	})
}

func TestPawnMoves(t *testing.T) {
	runLegalCases(t, []legalCase{
		{
			name:    "§5 a pawn steps one square, or two from its start rank over empty squares",
			mfen:    "4k3/8/8/8/8/8/4n3/2P3N1/P3P1P1/4K3 w - - 0 1",
			legal:   []string{"a2a3", "a2a4", "c3c4", "e2e3"},
			illegal: []string{"c3c5", "e2e4", "g2g3", "g2g4"},
		},
		{
			name:  "§5 a mine does not stop a double step: it lands on it",
			mfen:  "4k3/8/8/8/8/8/8/8/4P3/4K3 w - - 0 1 a7,e4 ########/########/########/####.###",
			legal: []string{"e2e3", "e2e4"},
		},
		{
			name:    "§5 pawns capture one square diagonally forward, never straight ahead",
			mfen:    "4k3/8/8/8/8/3pp3/4P3/8/8/4K3 w - - 0 1",
			legal:   []string{"e4d5"},
			illegal: []string{"e4e5", "e4f5"},
		},
	})
	t.Run("§5 no en passant after a double step", func(t *testing.T) {
		g := gameFrom(t, "4k3/8/8/8/8/8/3p4/8/4P3/4K3 w - - 0 1")
		play(t, g, "e2e4")
		p := g.Referee()
		names := moveNames(p.LegalMoves())
		assert.Contains(t, names, "d4d3")
		assert.NotContains(t, names, "d4e3")
	})
	runMoveCases(t, []moveCase{
		{
			name: "§5 a pawn pushed to the last rank becomes a queen",
			mfen: "8/1P6/6k1/8/8/8/8/8/8/4K3 w - - 0 1",
			move: "b9b10", want: effects(wP).with(func(e *Effects) { e.Promoted = true }), at: wQ,
		},
		{
			name: "§5 a pawn capturing onto the last rank becomes a queen",
			mfen: "2r5/1P6/4k3/8/8/8/8/8/8/4K3 w - - 0 1",
			move: "b9c10", want: effects(wP).with(func(e *Effects) { e.Captured, e.Promoted = bR, true }), at: wQ,
		},
		{
			name: "§5 a black pawn becomes a queen on rank 1",
			mfen: "4k3/8/8/8/8/8/8/7K/1p6/8 b - - 0 1",
			move: "b2b1", want: effects(bP).with(func(e *Effects) { e.Promoted = true }), at: bQ,
		},
	})
}

func TestCastling(t *testing.T) {
	runLegalCases(t, []legalCase{
		{
			name:  "§5 White may castle either way with the rights and clear corridors",
			mfen:  "r3k2r/8/8/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
			legal: []string{"e1g1", "e1c1"},
		},
		{
			name:  "§5 Black may castle either way on rank 10",
			mfen:  "r3k2r/8/8/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
			legal: []string{"e10g10", "e10c10"},
		},
		{
			name:    "§5 no castling without the right",
			mfen:    "r3k2r/8/8/8/8/8/8/8/8/R3K2R w Kkq - 0 1",
			legal:   []string{"e1g1"},
			illegal: []string{"e1c1"},
		},
		{
			name:    "§5 no castling with a piece between king and rook",
			mfen:    "r3k2r/8/8/8/8/8/8/8/8/RN2K2R w KQkq - 0 1",
			legal:   []string{"e1g1"},
			illegal: []string{"e1c1"},
		},
		{
			name:    "§5 no castling out of check",
			mfen:    "3k4/4r3/8/8/8/8/8/8/8/R3K2R w KQ - 0 1",
			illegal: []string{"e1g1", "e1c1"},
		},
		{
			name:    "§5 no castling through an attacked square",
			mfen:    "4k3/5r2/8/8/8/8/8/8/8/R3K2R w KQ - 0 1",
			legal:   []string{"e1c1"},
			illegal: []string{"e1g1"},
		},
		{
			name:    "§5 no castling into check",
			mfen:    "4k3/6r1/8/8/8/8/8/8/8/R3K2R w KQ - 0 1",
			legal:   []string{"e1c1"},
			illegal: []string{"e1g1"},
		},
		{
			name:    "§5 no long castling when the king would pass d1 under attack",
			mfen:    "4k3/3r4/8/8/8/8/8/8/8/R3K2R w KQ - 0 1",
			legal:   []string{"e1g1"},
			illegal: []string{"e1c1"},
		},
		{
			name:    "§5 no long castling onto an attacked c1",
			mfen:    "4k3/2r5/8/8/8/8/8/8/8/R3K2R w KQ - 0 1",
			legal:   []string{"e1g1"},
			illegal: []string{"e1c1"},
		},
		{
			name:  "§5 an attacked b1 does not stop long castling: the king does not cross it",
			mfen:  "4k3/1r6/8/8/8/8/8/8/8/R3K2R w KQ - 0 1",
			legal: []string{"e1g1", "e1c1"},
		},
	})
	for _, tc := range []struct {
		name, mfen, move       string
		king, rook, emptyAfter string
		rightsAfter            Castling
	}{
		{"§5 short castling: king e1 to g1, rook h1 to f1", "r3k2r/8/8/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1", "g1", "f1", "e1 h1", BlackShort | BlackLong},
		{"§5 long castling: king e1 to c1, rook a1 to d1", "r3k2r/8/8/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1c1", "c1", "d1", "e1 a1", BlackShort | BlackLong},
		{"§5 Black's short castling: king e10 to g10, rook h10 to f10", "r3k2r/8/8/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e10g10", "g10", "f10", "e10 h10", WhiteShort | WhiteLong},
		{"§5 Black's long castling: king e10 to c10, rook a10 to d10", "r3k2r/8/8/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e10c10", "c10", "d10", "e10 a10", WhiteShort | WhiteLong},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := position(t, tc.mfen)
			us := p.Side()
			assert.Equal(t, Castle, legalMove(t, &p, tc.move).Kind)
			p.Play(legalMove(t, &p, tc.move))
			assert.Equal(t, Piece{us, King}, p.PieceAt(sq(tc.king)))
			assert.Equal(t, Piece{us, Rook}, p.PieceAt(sq(tc.rook)))
			for _, s := range squares(tc.emptyAfter).Squares() {
				assert.Equal(t, NoPiece, p.PieceAt(s), s.String())
			}
			assert.Equal(t, tc.rightsAfter, p.Castling())
		})
	}
	for _, tc := range []struct {
		name, mfen string
		moves      []string
		rights     Castling
	}{
		{"§5 a king's move loses both its rights, even when it comes back", "r3k2r/8/8/8/8/8/8/8/8/R3K2R w KQkq - 0 1", []string{"e1e2", "e10e9", "e2e1", "e9e10"}, 0},
		{"§5 a rook's move loses its side's right, even when it comes back", "r3k2r/8/8/8/8/8/8/8/8/R3K2R w KQkq - 0 1", []string{"h1h2", "a10a9", "h2h1", "a9a10"}, WhiteLong | BlackShort},
		{"§5 a rook captured on its square loses that right", "r3k2r/8/8/1b6/8/8/8/8/8/R3K2R b KQkq - 0 1", []string{"b7h1"}, WhiteLong | BlackShort | BlackLong},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := gameFrom(t, tc.mfen)
			play(t, g, tc.moves...)
			p := g.Referee()
			assert.Equal(t, tc.rights, p.Castling())
			names := moveNames(p.LegalMoves())
			for _, c := range castles[p.Side()] {
				m := Move{c.kingFrom, c.kingTo, Castle}.String()
				if tc.rights&c.right == 0 {
					assert.NotContains(t, names, m)
				} else {
					assert.Contains(t, names, m)
				}
			}
		})
	}
}

func TestLegalityUnderFog(t *testing.T) {
	t.Run("§6 legality ignores mines under fog: same view, same moves", func(t *testing.T) {
		// The knight's landing squares hold a mine in one position and not in the other.
		a := position(t, "4k3/8/8/8/8/8/8/3N4/8/4K3 w - - 0 1 a7,h7 "+fogAll)
		b := position(t, "4k3/8/8/8/8/8/8/3N4/8/4K3 w - - 0 1 e5,c5 "+fogAll)
		assert.Equal(t, a.View(), b.View())
		assert.Equal(t, a.LegalMoves(), b.LegalMoves())
		assert.Contains(t, moveNames(b.LegalMoves()), "d3e5")
	})
	runLegalCases(t, []legalCase{
		{
			name:    "§6 a block on a found mine is illegal; a block on a fogged square is legal",
			mfen:    "4k3/4r3/8/8/R7/8/R7/8/8/4K3 w - - 0 1 e4,e6 ########/########/########/####.###",
			legal:   []string{"a6e6", "e1d1"},
			illegal: []string{"a4e4", "a4b4"},
		},
		{
			name:    "§6 a pinned piece may not move onto a found mine on its pin line",
			mfen:    "4k3/4r3/8/8/8/8/8/4R3/8/4K3 w - - 0 1 e4,e5 ########/########/########/####.###",
			legal:   []string{"e3e2", "e3e5", "e3e9"},
			illegal: []string{"e3e4", "e3a3", "e3f3"},
		},
		{
			name:  "§6 a piece that is not pinned may land on a found mine, and will be lost",
			mfen:  "4k3/8/8/8/8/8/8/1N6/8/4K3 w - - 0 1 d4,h7 ########/########/########/###.####",
			legal: []string{"b3d4"},
		},
		{
			name:  "§6 a king may step onto a found mine, as a royal sapper",
			mfen:  "4k3/8/8/8/8/8/4K3/8/8/8 w - - 0 1 a7,e5 ########/########/####.###/########",
			legal: []string{"e4e5"},
		},
	})
}

func TestNumbers(t *testing.T) {
	// The knight from f3 lands on e5 and finds the mine on d4; f7 stays under fog.
	const start = "4k3/8/8/8/8/8/8/1N1P1N2/8/4K3 w - - 0 1 d4,f7 " + fogAll
	g := gameFrom(t, start)
	play(t, g, "f3e5")
	shown := map[string]int8{"e5": 1, "e4": 1, "d5": 1, "f6": 1, "e6": 1, "f5": 0, "d6": 0, "f4": 0, "a4": -1, "f7": -1, "e3": -1, "e1": -1}
	t.Run("§2 a revealed square shows how many mines lie around it; fogged squares and squares outside the fog zone show none", func(t *testing.T) {
		v := g.View()
		for name, want := range shown {
			assert.Equal(t, want, v.Numbers[sq(name)], name)
		}
		assert.Equal(t, squares("d4"), v.Position.FoundMines(), "the found mine is shown")
		assert.Equal(t, 1, v.Position.HiddenMines())
	})
	for _, tc := range []struct{ name, move string }{
		{"§2 numbers are live: a sweep removing a mine lowers them", "Sd4"},
		{"§2 numbers are live: a blast removing a mine lowers them", "b3d4"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := gameFrom(t, start)
			play(t, g, "f3e5", "e10d10", tc.move)
			v := g.View()
			want := map[string]int8{"e5": 0, "e4": 0, "d5": 0, "f6": 1, "e6": 1}
			for name, n := range want {
				assert.Equal(t, n, v.Numbers[sq(name)], name)
			}
			assert.Equal(t, 1, v.Position.MineCounter())
		})
	}
}

func TestInsufficientMaterial(t *testing.T) {
	for _, tc := range []struct {
		name string
		mfen string
		want bool
	}{
		{"§7 king against king is a draw", "4k3/8/8/8/8/8/8/8/8/4K3 w - - 0 1", true},
		{"§7 king and bishop against king is a draw", "4k3/8/8/8/8/8/8/8/8/2B1K3 w - - 0 1", true},
		{"§7 king against king and bishop is a draw", "2b1k3/8/8/8/8/8/8/8/8/4K3 w - - 0 1", true},
		{"§7 king and knight against king is a draw", "4k3/8/8/8/8/8/8/8/8/1N2K3 w - - 0 1", true},
		{"§7 king against king and knight is a draw", "1n2k3/8/8/8/8/8/8/8/8/4K3 w - - 0 1", true},
		{"§7 bishops on the same colour, c1 and f10, are a draw", "4kb2/8/8/8/8/8/8/8/8/2B1K3 w - - 0 1", true},
		{"§7 bishops on the same colour, c5 and f6, are a draw", "4k3/8/8/8/5b2/2B5/8/8/8/4K3 w - - 0 1", true},
		{"§7 bishops on the same colour, a9 and h2, are a draw on this board", "4k3/B7/8/8/8/8/8/8/7b/4K3 w - - 0 1", true},
		{"§7 bishops on opposite colours, c1 and c10, play on", "2b1k3/8/8/8/8/8/8/8/8/2B1K3 w - - 0 1", false},
		{"§7 a knight each plays on", "1n2k3/8/8/8/8/8/8/8/8/1N2K3 w - - 0 1", false},
		{"§7 bishop against knight plays on", "1n2k3/8/8/8/8/8/8/8/8/2B1K3 w - - 0 1", false},
		{"§7 two knights play on", "4k3/8/8/8/8/8/8/8/8/1N2K1N1 w - - 0 1", false},
		{"§7 two bishops of one side play on", "4k3/8/8/8/8/8/8/8/8/2B1KB2 w - - 0 1", false},
		{"§7 a pawn plays on", "4k3/8/8/8/8/8/8/8/P7/4K3 w - - 0 1", false},
		{"§7 a rook plays on", "4k3/8/8/8/8/8/8/8/8/R3K3 w - - 0 1", false},
		{"§7 a queen plays on", "4k3/8/8/8/8/8/8/8/8/3QK3 w - - 0 1", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := position(t, tc.mfen)
			assert.Equal(t, tc.want, p.InsufficientMaterial())
		})
	}
}

func TestEndOfGame(t *testing.T) {
	for _, tc := range []struct {
		name   string
		mfen   string
		moves  []string
		result Result
		reason Reason
	}{
		{
			name: "§5 checkmate: the mover wins", mfen: "7k/6pp/8/8/8/8/8/8/8/R3K3 w - - 0 1",
			moves: []string{"a1a10"}, result: WhiteWins, reason: Checkmate,
		},
		{
			name: "§5 checkmate by Black", mfen: "r3k3/8/8/8/8/8/8/8/6PP/7K b - - 0 1",
			moves: []string{"a10a1"}, result: BlackWins, reason: Checkmate,
		},
		{
			name:  "§6 checkmate when the only block would land on a found mine",
			mfen:  "7k/4N3/4bP2/8/8/8/8/8/8/K5R1 w - - 0 1 h5 -",
			moves: []string{"g1h1"}, result: WhiteWins, reason: Checkmate,
		},
		{
			name: "§5 stalemate is a draw", mfen: "7k/4N2p/7P/8/8/2r5/8/B3N3/8/2K5 w - - 0 1",
			moves: []string{"e3c4"}, result: Draw, reason: Stalemate,
		},
		{
			name:  "§6 a blast that exposes the mover's king loses at once",
			mfen:  "4k3/4r3/8/8/R7/8/R7/8/8/4K3 w - - 0 1 e4,e6 ########/########/########/####.###",
			moves: []string{"a6e6"}, result: BlackWins, reason: KingExposed,
		},
		{
			name:  "§6 a pinned piece blown up on its pin line loses at once",
			mfen:  "4k3/4r3/8/8/8/8/8/4R3/8/4K3 w - - 0 1 e4,e5 ########/########/########/####.###",
			moves: []string{"e3e5"}, result: BlackWins, reason: KingExposed,
		},
		{
			name:  "§7 the exposed king is judged first: it loses even though the opponent is left without a move",
			mfen:  "7k/4N2p/7P/8/8/2r5/8/B3N3/8/2K5 w - - 0 1 c4 " + fogAll,
			moves: []string{"e3c4"}, result: BlackWins, reason: KingExposed,
		},
		{
			name:  "§7 threefold repetition by moves",
			mfen:  "rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
			moves: []string{"g1f3", "g10f8", "f3g1", "f8g10", "g1f3", "g10f8", "f3g1", "f8g10"}, result: Draw, reason: Repetition,
		},
		{
			name:  "§7 threefold repetition by mutual sweeps",
			mfen:  rulesStart,
			moves: []string{"Se3", "Se8", "Se3", "Se8"}, result: Draw, reason: Repetition,
		},
		{
			name:  "§7 fog counts for repetition: the position before a reveal is another",
			mfen:  "4k3/8/4p3/8/8/8/8/4P3/8/4K3 w - - 0 1 a5,h6 " + fogAll,
			moves: []string{"Se4", "Se7", "Se4", "Se7", "Se4", "Se7"}, result: Draw, reason: Repetition,
		},
		{
			name:  "§7 mines count for repetition: the position before a mine's removal is another",
			mfen:  "4k3/8/4p3/8/8/8/8/4P3/8/4K3 w - - 0 1 e4 -",
			moves: []string{"Se4", "Se7", "Se4", "Se7", "Se4"}, result: Draw, reason: Repetition,
		},
		{
			name:  "§7 castling rights count for repetition",
			mfen:  "4k2r/8/8/8/8/8/8/8/8/4K2R w Kk - 0 1",
			moves: []string{"h1h2", "h10h9", "h2h1", "h9h10", "h1h2", "h10h9", "h2h1", "h9h10", "h1h2", "h10h9"}, result: Draw, reason: Repetition,
		},
		{
			name:  "§7 a capture that leaves too little material is a draw",
			mfen:  "6k1/8/8/2q5/8/3N4/8/8/8/4K3 w - - 0 1",
			moves: []string{"d5c7"}, result: Draw, reason: InsufficientMaterial,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := gameFrom(t, tc.mfen)
			last := len(tc.moves) - 1
			play(t, g, tc.moves[:last]...)
			require.False(t, g.Over(), "the game must go on until the last move")
			play(t, g, tc.moves[last])
			result, reason := g.Result()
			assert.Equal(t, tc.result, result)
			assert.Equal(t, tc.reason, reason)
			assert.True(t, g.Over())
			assert.Empty(t, g.LegalMoves())
			_, err := g.Play(NoMove)
			assert.ErrorIs(t, err, ErrGameOver)
		})
	}
	t.Run("§5 sweeps count as legal moves: a pinned pawn's sweep averts stalemate", func(t *testing.T) {
		g := gameFrom(t, "7k/4N1p1/8/4B1N1/8/8/8/8/8/K7 w - - 0 1")
		play(t, g, "a1b1")
		assert.False(t, g.Over())
		assert.Equal(t, []string{"Sg8"}, moveNames(g.LegalMoves()))
	})
	t.Run("§6 a block onto a mine under fog is legal, so this is no checkmate", func(t *testing.T) {
		g := gameFrom(t, "7k/4N3/4bP2/8/8/8/8/8/8/K5R1 w - - 0 1 h5 "+fogAll)
		play(t, g, "g1h1")
		assert.False(t, g.Over())
		assert.Equal(t, []string{"e8h5"}, moveNames(g.LegalMoves()))
	})
}

func TestOutsideTheBoard(t *testing.T) {
	t.Run("§7 a player may resign", func(t *testing.T) {
		g := NewGame(1)
		play(t, g, "e2e3")
		require.NoError(t, g.Resign(Black))
		result, reason := g.Result()
		assert.Equal(t, []any{WhiteWins, Resignation}, []any{result, reason})
		assert.ErrorIs(t, g.Resign(White), ErrGameOver)
		assert.ErrorIs(t, g.AgreeDraw(), ErrNoGameToDraw)
		_, err := g.Play(Move{sq("e9"), sq("e8"), Ordinary})
		assert.ErrorIs(t, err, ErrGameOver)
		assert.Empty(t, g.LegalMoves())
	})
	t.Run("§7 the players may agree a draw", func(t *testing.T) {
		g := NewGame(1)
		require.NoError(t, g.AgreeDraw())
		result, reason := g.Result()
		assert.Equal(t, []any{Draw, DrawAgreed}, []any{result, reason})
		assert.ErrorIs(t, g.Resign(White), ErrGameOver)
	})
	t.Run("§7 an illegal move is refused and changes nothing", func(t *testing.T) {
		g := NewGame(1)
		before := g.Referee()
		_, err := g.Play(Move{sq("e2"), sq("e5"), Ordinary})
		assert.ErrorIs(t, err, ErrIllegalMove)
		assert.Equal(t, before, g.Referee())
		assert.Equal(t, 0, g.Len())
		assert.ErrorIs(t, g.Undo(1), ErrNothingUndo)
	})
}

func TestEvents(t *testing.T) {
	moved := func(pc Piece, from, to string) Event {
		return Event{Kind: EventMove, Piece: pc, From: sq(from), To: sq(to)}
	}
	reveal := func(names string) Event { return Event{Kind: EventReveal, Squares: squares(names)} }
	over := func(r Result, why Reason) Event { return Event{Kind: EventGameOver, Result: r, Reason: why} }
	for _, tc := range []struct {
		name  string
		mfen  string
		moves []string // the last one's events are checked
		want  []Event
	}{
		{
			name: "§2 a move out of the fog zone reports the move alone",
			mfen: "4k3/8/8/8/8/8/8/8/4P3/4K3 w - - 0 1", moves: []string{"e2e3"},
			want: []Event{moved(wP, "e2", "e3")},
		},
		{
			name: "§2 a move into the fog reports the move, then the squares revealed",
			mfen: "4k3/8/8/8/8/8/8/3N4/P7/4K3 w - - 0 1 a7,h7 " + fogAll, moves: []string{"d3e5"},
			want: []Event{moved(wN, "d3", "e5"), reveal(ringE5)},
		},
		{
			name: "§5 a capture reports the piece taken",
			mfen: "4k3/8/8/8/8/4p3/8/3N4/P7/4K3 w - - 0 1", moves: []string{"d3e5"},
			want: []Event{{Kind: EventCapture, Piece: wN, From: sq("d3"), To: sq("e5"), Captured: bP}},
		},
		{
			name: "§3 a blast comes after the move and before the reveal",
			mfen: "4k3/8/8/8/8/8/8/3N4/P7/4K3 w - - 0 1 a7,e5 " + fogAll, moves: []string{"d3e5"},
			want: []Event{moved(wN, "d3", "e5"), {Kind: EventBlast, To: sq("e5"), Captured: wN}, reveal(ringE5)},
		},
		{
			name: "§2 a blast on the last fogged mine ends with the all clear",
			mfen: "4k3/8/8/8/8/8/8/3N4/P7/4K3 w - - 0 1 e5 " + fogAll, moves: []string{"d3e5"},
			want: []Event{moved(wN, "d3", "e5"), {Kind: EventBlast, To: sq("e5"), Captured: wN}, reveal(ringE5), {Kind: EventAllClear}},
		},
		{
			name: "§3 a royal sapper comes after the move and before the reveal",
			mfen: "4k3/8/8/8/8/8/4K3/8/P7/8 w - - 0 1 a7,e5 " + fogAll, moves: []string{"e4e5"},
			want: []Event{moved(wK, "e4", "e5"), {Kind: EventSapper, Piece: wK, To: sq("e5")}, reveal(ringE5)},
		},
		{
			name: "§4 a sweep that removes a mine reports it, then the swept square revealed",
			mfen: "4k3/8/8/8/8/8/8/4P3/8/4K3 w - - 0 1 a7,e4 " + fogAll, moves: []string{"Se4"},
			want: []Event{{Kind: EventSweep, Piece: wP, From: sq("e3"), To: sq("e4"), Removed: true}, reveal("e4")},
		},
		{
			name: "§4 a sweep of the last fogged mine ends with the all clear",
			mfen: "4k3/8/8/8/8/8/8/4P3/8/4K3 w - - 0 1 e4 " + fogAll, moves: []string{"Se4"},
			want: []Event{{Kind: EventSweep, Piece: wP, From: sq("e3"), To: sq("e4"), Removed: true}, reveal("e4"), {Kind: EventAllClear}},
		},
		{
			name: "§4 a sweep with nothing to remove says so",
			mfen: "4k3/8/8/8/8/8/8/8/4P3/4K3 w - - 0 1", moves: []string{"Se3"},
			want: []Event{{Kind: EventSweep, Piece: wP, From: sq("e2"), To: sq("e3")}},
		},
		{
			name: "§5 castling is reported as one event with the king's squares",
			mfen: "4k3/8/8/8/8/8/8/8/8/4K2R w K - 0 1", moves: []string{"e1g1"},
			want: []Event{{Kind: EventCastle, Piece: wK, From: sq("e1"), To: sq("g1")}},
		},
		{
			name: "§5 a promotion follows the push",
			mfen: "8/1P6/6k1/8/8/8/8/8/8/4K3 w - - 0 1", moves: []string{"b9b10"},
			want: []Event{moved(wP, "b9", "b10"), {Kind: EventPromotion, Piece: wQ, To: sq("b10")}},
		},
		{
			name: "§5 a promotion by capture that gives check: capture, promotion, check",
			mfen: "2r5/1P6/4k3/8/8/8/8/8/8/4K3 w - - 0 1", moves: []string{"b9c10"},
			want: []Event{
				{Kind: EventCapture, Piece: wP, From: sq("b9"), To: sq("c10"), Captured: bR},
				{Kind: EventPromotion, Piece: wQ, To: sq("c10")},
				{Kind: EventCheck, Piece: bK, To: sq("e8")},
			},
		},
		{
			name: "§5 check names the king in check",
			mfen: "4k3/8/8/8/8/8/8/8/8/R3K3 w - - 0 1", moves: []string{"a1a10"},
			want: []Event{moved(wR, "a1", "a10"), {Kind: EventCheck, Piece: bK, To: sq("e10")}},
		},
		{
			name: "§5 checkmate: the move, the check, then the end",
			mfen: "7k/6pp/8/8/8/8/8/8/8/R3K3 w - - 0 1", moves: []string{"a1a10"},
			want: []Event{moved(wR, "a1", "a10"), {Kind: EventCheck, Piece: bK, To: sq("h10")}, over(WhiteWins, Checkmate)},
		},
		{
			name: "§5 stalemate: the move, then the end",
			mfen: "7k/4N2p/7P/8/8/2r5/8/B3N3/8/2K5 w - - 0 1", moves: []string{"e3c4"},
			want: []Event{moved(wN, "e3", "c4"), over(Draw, Stalemate)},
		},
		{
			name: "§6 a king exposed by a blast: move, blast, reveal, all clear, then the loss",
			mfen: "7k/4N2p/7P/8/8/2r5/8/B3N3/8/2K5 w - - 0 1 c4 " + fogAll, moves: []string{"e3c4"},
			want: []Event{
				moved(wN, "e3", "c4"),
				{Kind: EventBlast, To: sq("c4"), Captured: wN},
				reveal("b4 c4 d4 b5 c5 d5"),
				{Kind: EventAllClear},
				over(BlackWins, KingExposed),
			},
		},
		{
			name: "§7 threefold repetition: the move, then the end",
			mfen: rulesStart, moves: []string{"Se3", "Se8", "Se3", "Se8"},
			want: []Event{{Kind: EventSweep, Piece: bP, From: sq("e9"), To: sq("e8")}, over(Draw, Repetition)},
		},
		{
			name: "§7 insufficient material: the capture, then the end",
			mfen: "6k1/8/8/2q5/8/3N4/8/8/8/4K3 w - - 0 1", moves: []string{"d5c7"},
			want: []Event{{Kind: EventCapture, Piece: wN, From: sq("d5"), To: sq("c7"), Captured: bQ}, over(Draw, InsufficientMaterial)},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := gameFrom(t, tc.mfen)
			got := play(t, g, tc.moves...)
			assert.Equal(t, tc.want, got)
			assert.Equal(t, tc.want, g.Moves()[g.Len()-1].Events, "the history keeps the events")
		})
	}
}

func TestNotation(t *testing.T) {
	const start = "rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
	for _, tc := range []struct {
		name  string
		mfen  string
		moves []string
		want  []string
	}{
		{"§8 pawn pushes and piece moves", start, []string{"e2e4", "g10f8", "g1f3"}, []string{"e4", "Nf8", "Nf3"}},
		{"§8 a pawn capture names the pawn's file", "4k3/8/8/8/8/3p4/4P3/8/8/4K3 w - - 0 1", []string{"e4d5"}, []string{"exd5"}},
		{"§8 a piece capture", "4k3/8/8/8/8/4p3/8/2B5/P7/4K3 w - - 0 1", []string{"c3e5"}, []string{"Bxe5"}},
		{"§8 castling short and long", "r3k2r/8/8/8/8/8/8/8/8/R3K2R w KQkq - 0 1", []string{"e1g1", "e10c10"}, []string{"O-O", "O-O-O"}},
		{"§8 a promotion always writes =Q", "8/1P6/6k1/8/8/8/8/8/8/4K3 w - - 0 1", []string{"b9b10"}, []string{"b10=Q"}},
		{"§8 a sweep is S and the swept square", start, []string{"Se3"}, []string{"Se3"}},
		{"§8 check and checkmate", "7k/6pp/8/8/8/8/8/8/8/R3K3 w - - 0 1", []string{"a1a10"}, []string{"Ra10#"}},
		{"§8 a promotion by capture with check", "2r5/1P6/4k3/8/8/8/8/8/8/4K3 w - - 0 1", []string{"b9c10"}, []string{"bxc10=Q+"}},
		{"§8 a piece destroyed by a mine is marked *", "4k3/8/8/8/8/8/8/3N4/P7/4K3 w - - 0 1 a7,e5 " + fogAll, []string{"d3e5"}, []string{"Ne5*"}},
		{"§8 the * comes before the +", "4k3/8/8/8/8/8/4N3/8/4R3/K7 w - - 0 1 a7,f6 " + fogAll, []string{"e4f6"}, []string{"Nf6*+"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := gameFrom(t, tc.mfen)
			play(t, g, tc.moves...)
			var got []string
			for _, m := range g.Moves() {
				got = append(got, m.SAN)
			}
			assert.Equal(t, tc.want, got)
		})
	}
	t.Run("§8 the start position in MFEN, as the referee and as the players see it", func(t *testing.T) {
		p := position(t, rulesStart)
		assert.Equal(t, StartPosition(squares("c5 f6 d7 h4")), p)
		assert.Equal(t, "rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 h4,c5,f6,d7 "+fogAll, p.MFEN())
		v := p.View()
		assert.Equal(t, "rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ?4 "+fogAll, v.MFEN())
	})
}

// TestMinesOffTheFogZone covers what docs/rules.md §3 and §5 ask of mines that only a
// hand-built position can hold: MFEN refuses mines outside ranks 4–7, so these
// positions are made by adding the mine to a position read from MFEN.
func TestMinesOffTheFogZone(t *testing.T) {
	withMine := func(t *testing.T, mfen, mine string) Position {
		p := position(t, mfen)
		p.mines = p.mines.With(sq(mine))
		return p
	}
	t.Run("§3 castling: the rook landing on a mine is destroyed, the king is not", func(t *testing.T) {
		p := withMine(t, "4k3/8/8/8/8/8/8/8/P7/4K2R w K - 0 1", "f1")
		e := p.Play(legalMove(t, &p, "e1g1"))
		assert.Equal(t, effects(wK).with(func(e *Effects) { e.Blast, e.Lost = sq("f1"), wR }), e)
		assert.Equal(t, wK, p.PieceAt(sq("g1")))
		assert.Equal(t, NoPiece, p.PieceAt(sq("f1")))
		assert.True(t, p.Mines().IsEmpty())
	})
	t.Run("§5 castling: a mine in the corridor counts as empty, and the king landing on it is a royal sapper", func(t *testing.T) {
		p := withMine(t, "4k3/8/8/8/8/8/8/8/P7/4K2R w K - 0 1", "g1")
		e := p.Play(legalMove(t, &p, "e1g1"))
		assert.Equal(t, effects(wK).with(func(e *Effects) { e.Sapper = sq("g1") }), e)
		assert.Equal(t, wK, p.PieceAt(sq("g1")))
		assert.Equal(t, wR, p.PieceAt(sq("f1")))
	})
	t.Run("§5 a double step passes over a mine", func(t *testing.T) {
		p := withMine(t, "4k3/8/8/8/8/8/8/8/4P3/4K3 w - - 0 1", "e3")
		e := p.Play(legalMove(t, &p, "e2e4"))
		assert.Equal(t, effects(wP), e)
		assert.Equal(t, wP, p.PieceAt(sq("e4")))
		assert.Equal(t, squares("e3"), p.Mines())
	})
}
