package engine

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// requireSoundStep checks what every move must keep true (docs/rules.md §2–§3, §6): the
// mine counter and the fog only ever shrink, both kings stay, no piece stands on a
// mine, no mine leaves the fog zone, and the position is one the rules allow —
// unless the move's blast exposed the mover's king, which ends the game.
func requireSoundStep(t *testing.T, before, after *Position, e Effects, where string) {
	t.Helper()
	require.LessOrEqual(t, after.MineCounter(), before.MineCounter(), "%s: the mine counter grew", where)
	require.True(t, after.Fog().AndNot(before.Fog()).IsEmpty(), "%s: fog came back on %v", where, after.Fog().AndNot(before.Fog()).Squares())
	for c := White; c <= Black; c++ {
		require.Equal(t, 1, after.Pieces(c, King).Count(), "%s: %v has lost its king", where, c)
	}
	require.True(t, after.Mines().And(after.Occupied()).IsEmpty(), "%s: a piece stands on a mine", where)
	require.Equal(t, refPieceKeys(after), after.pieceKeys, "%s: the key of the pieces is out of step with them", where)
	require.True(t, after.Mines().AndNot(fogZone).IsEmpty(), "%s: a mine outside ranks 4–7", where)
	mover := before.Side()
	exposed := refAttacked(after, refKing(after, mover), mover.Other())
	require.Equal(t, exposed, e.Exposed, "%s: Exposed disagrees with the board", where)
	if exposed {
		require.NotEqual(t, NoSquare, e.Blast, "%s: a king exposed without a blast", where)
		return
	}
	require.NoError(t, after.Validate(), "%s:\n%s", where, describe(after))
	view := after.View()
	require.NoError(t, view.Validate(), "%s: the view of\n%s", where, describe(after))
}

// sameForRepetition reports whether a and b are the same position for docs/rules.md §7:
// placement, side to move, castling rights, mines and fog; the clocks do not count.
func sameForRepetition(a, b Position) bool {
	a.halfmove, a.fullmove, b.halfmove, b.fullmove = 0, 0, 0, 0
	return a == b
}

// deadByCounting is docs/rules.md §7's list of drawn material, counted piece by piece.
func deadByCounting(p *Position) bool {
	var others []Square
	for s := range Square(NumSquares) {
		if pc := p.PieceAt(s); !pc.IsNone() && pc.Kind != King {
			others = append(others, s)
		}
	}
	kind := func(i int) Piece { return p.PieceAt(others[i]) }
	dark := func(i int) bool { return !others[i].Light() }
	switch len(others) {
	case 0:
		return true
	case 1:
		return kind(0).Kind == Knight || kind(0).Kind == Bishop
	case 2:
		return kind(0).Kind == Bishop && kind(1).Kind == Bishop && kind(0).Color != kind(1).Color && dark(0) == dark(1)
	}
	return false
}

// requireRightEnding checks that the game stands as docs/rules.md §7 says it should
// after a move by mover: over for the first reason that applies, in the rules'
// order, and going on when none does.
func requireRightEnding(t *testing.T, g *Game, history []Position, mover Color, e Effects, where string) {
	t.Helper()
	p := g.Referee()
	result, reason := g.Result()
	repeats := 0
	for _, h := range history {
		if sameForRepetition(h, p) {
			repeats++
		}
	}
	switch {
	case e.Exposed:
		require.Equal(t, []any{winner(mover.Other()), KingExposed}, []any{result, reason}, where)
	case len(refMoves(&p, true)) == 0 && refAttacked(&p, refKing(&p, p.Side()), mover):
		require.Equal(t, []any{winner(mover), Checkmate}, []any{result, reason}, where)
	case len(refMoves(&p, true)) == 0:
		require.Equal(t, []any{Draw, Stalemate}, []any{result, reason}, where)
	case repeats >= 3:
		require.Equal(t, []any{Draw, Repetition}, []any{result, reason}, where)
	case deadByCounting(&p):
		require.Equal(t, []any{Draw, InsufficientMaterial}, []any{result, reason}, where)
	default:
		require.Equal(t, []any{Ongoing, NoReason}, []any{result, reason}, where)
	}
}

// requireNumbers checks the numbers a view shows (docs/rules.md §2): the live count of
// mines around each revealed fog-zone square, and none elsewhere.
func requireNumbers(t *testing.T, v View, referee *Position, where string) {
	t.Helper()
	for s := range Square(NumSquares) {
		want := -1
		if s.InFogZone() && !referee.Fog().Has(s) {
			want = 0
			for _, d := range refQueenDirs {
				if n, ok := refOffset(s, d[0], d[1]); ok && referee.Mines().Has(n) {
					want++
				}
			}
		}
		require.Equal(t, want, int(v.Numbers[s]), "%s: number on %v", where, s)
	}
}

// TestRandomGames plays random games under a referee, from the start and from random
// positions, and checks after every move the invariants of the rules, the ending,
// Undo and the players' view. Half the games sweep at almost every turn, which
// brings repetitions (docs/rules.md §7).
func TestRandomGames(t *testing.T) {
	games := 300
	if testing.Short() {
		games = 40
	}
	reasons := map[Reason]int{}
	starts := randomPositions(7, games)
	for seed := range uint64(2 * games) {
		r := rand.New(rand.NewPCG(seed, 5))
		sweepy := seed%4 >= 2
		g := NewGame(seed)
		if seed%2 == 1 {
			var err error
			g, err = NewGameFrom(starts[seed/2])
			require.NoError(t, err)
		}
		history := []Position{g.Referee()}
		views := []View{g.View()}
		for !g.Over() && g.Len() < 400 {
			where := fmt.Sprintf("seed %d, ply %d", seed, g.Len())
			before := g.Referee()
			moves := g.LegalMoves()
			require.NotEmpty(t, moves, where)
			m := pickMove(r, moves)
			if sweepy {
				m = pickSweep(r, moves)
			}
			if x, ok := exposingMove(&before, moves); ok && r.IntN(2) == 0 {
				m = x
			}
			events, err := g.Play(m)
			require.NoError(t, err, where)
			after := g.Referee()
			e := g.Moves()[g.Len()-1].Effects
			requireSoundStep(t, &before, &after, e, where)
			history = append(history, after)
			requireRightEnding(t, g, history, before.Side(), e, where)

			// §10: Undo takes back only a move that revealed nothing in a game
			// still on, and gives back exactly what stood before; the move then
			// replays the same.
			if g.Over() || e.Revealing() {
				require.Error(t, g.Undo(1), where)
				require.Equal(t, after, g.Referee(), where)
				require.Equal(t, len(history)-1, g.Len(), where)
			} else {
				require.NoError(t, g.Undo(1), where)
				require.Equal(t, before, g.Referee(), where)
				require.Equal(t, len(history)-2, g.Len(), where)
				again, err := g.Play(m)
				require.NoError(t, err, where)
				require.Equal(t, events, again, where)
				require.Equal(t, after, g.Referee(), where)
			}

			v := g.View()
			requireNumbers(t, v, &after, where)
			require.Equal(t, after.View(), v.Position, where)
			views = append(views, v)
		}
		for ply, want := range views {
			got, err := g.ViewAt(ply)
			require.NoError(t, err)
			require.Equal(t, want, got, "seed %d, view after %d plies", seed, ply)
		}
		_, reason := g.Result()
		reasons[reason]++
	}
	t.Logf("endings: %v", reasons)
	// The games must have reached the endings they are meant to check.
	assert.Positive(t, reasons[Repetition], "games drawn by repetition")
	assert.Positive(t, reasons[KingExposed], "games lost by a king exposed by a blast")
}

// exposingMove finds a move whose blast exposes the mover's king, if there is one.
func exposingMove(p *Position, moves []Move) (Move, bool) {
	for _, m := range moves {
		q := *p
		if q.Play(m).Exposed {
			return m, true
		}
	}
	return NoMove, false
}

// pickSweep chooses a sweep when there is one, else any move.
func pickSweep(r *rand.Rand, moves []Move) Move {
	var sweeps []Move
	for _, m := range moves {
		if m.Kind == Sweep {
			sweeps = append(sweeps, m)
		}
	}
	if len(sweeps) == 0 || r.IntN(10) == 0 {
		return moves[r.IntN(len(moves))]
	}
	return sweeps[r.IntN(len(sweeps))]
}

// TestRandomPositionPlay plays random games with Position.Play alone, from random
// positions as well as from the start, and checks each step as TestRandomGames does.
func TestRandomPositionPlay(t *testing.T) {
	n := 400
	if testing.Short() {
		n = 60
	}
	starts := randomPositions(4, n)
	for seed := range uint64(n) {
		starts = append(starts, StartPosition(MinesFromSeed(seed)))
	}
	for i, p := range starts {
		r := rand.New(rand.NewPCG(uint64(i), 4))
		for ply := range 200 {
			where := fmt.Sprintf("start %d, ply %d", i, ply)
			moves := p.LegalMoves()
			if len(moves) == 0 {
				break
			}
			before := p
			e := p.Play(pickMove(r, moves))
			requireSoundStep(t, &before, &p, e, where)
			if e.Exposed {
				break
			}
		}
	}
}

// TestLegalMovesIgnoreHiddenMines is docs/rules.md §6 and §9: positions that differ only
// in where the mines under fog lie look the same to the players and have the same
// legal moves, in the same order.
func TestLegalMovesIgnoreHiddenMines(t *testing.T) {
	seeds, n := 100, 2000
	if testing.Short() {
		seeds, n = 20, 300
	}
	positions := append(randomGamePositions(seeds, 100), randomPositions(5, n)...)
	r := rand.New(rand.NewPCG(6, 6))
	tried := 0
	for i, p := range positions {
		hidden := p.Mines().And(p.Fog())
		free := p.Fog().AndNot(p.Occupied()).AndNot(p.Mines())
		if hidden.IsEmpty() || free.IsEmpty() {
			continue
		}
		tried++
		for range 4 {
			q := p
			q.mines = p.mines.AndNot(hidden).Or(relay(r, hidden.Or(free), hidden.Count()))
			require.Equal(t, p.View(), q.View(), "position %d", i)
			for _, sweeps := range []bool{true, false} {
				require.Equal(t, p.AppendLegalMoves(nil, sweeps), q.AppendLegalMoves(nil, sweeps), "position %d:\n%s\nagainst\n%s", i, describe(&p), describe(&q))
			}
		}
	}
	require.Greater(t, tried, len(positions)/4, "positions with mines under fog")
}

// relay picks n squares of set at random.
func relay(r *rand.Rand, set Bitboard, n int) Bitboard {
	sq := set.Squares()
	r.Shuffle(len(sq), func(i, j int) { sq[i], sq[j] = sq[j], sq[i] })
	var out Bitboard
	for _, s := range sq[:n] {
		out = out.With(s)
	}
	return out
}

// TestLegalMovesFromOneSquare: the legal moves of one piece are the legal moves
// from its square, in the same order, and IsLegal agrees with the list for every
// move of every piece and for moves that are not there (docs/rules.md §6).
func TestLegalMovesFromOneSquare(t *testing.T) {
	for i, p := range append(randomGamePositions(10, 100), randomPositions(7, 100)...) {
		for _, sweeps := range []bool{true, false} {
			all := p.AppendLegalMoves(nil, sweeps)
			for s := range Square(NumSquares) {
				var want []Move
				for _, m := range all {
					if m.From == s {
						want = append(want, m)
					}
				}
				require.Equal(t, want, p.AppendLegalMovesFrom(nil, s, sweeps), "position %d, square %v, sweeps %v:\n%s", i, s, sweeps, describe(&p))
			}
		}
		legal := p.LegalMoves()
		for _, m := range legal {
			require.True(t, p.IsLegal(m), "position %d: %v", i, m)
		}
		for _, m := range []Move{NoMove, {From: p.KingSquare(p.Side()), To: p.KingSquare(p.Side())}, {From: p.KingSquare(p.Side().Other()), To: 0}} {
			require.False(t, p.IsLegal(m), "position %d: %v", i, m)
		}
	}
}
