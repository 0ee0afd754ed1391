package engine

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// playDealt plays m in the dealt game d with the openings field gives.
func playDealt(d *Game, field Bitboard, m Move) ([]Event, error) {
	if o := d.Opens(m); o.Any() {
		return d.PlayOpened(m, OpeningsOf(field, o))
	}
	return d.Play(m)
}

// TestDealtGameFollowsTheReferee plays random games, from the start and from
// random set-ups, twice: under a referee that holds the minefield, and as a
// dealt game that learns of it only through the openings of the squares each
// move lifts (docs/rules.md §11). At every ply the two agree on the legal moves,
// what happened, the view with its numbers and the result; a take-back does the
// same to both (§10); and once the field is opened at the end, the dealt game
// replays with its mines as the referee's does.
func TestDealtGameFollowsTheReferee(t *testing.T) {
	games := 200
	if testing.Short() {
		games = 30
	}
	starts := randomPositions(11, games)
	endings := map[Reason]int{}
	var sweptHidden, blasts, allClear int
	for seed := range uint64(2 * games) {
		r := rand.New(rand.NewPCG(seed, 9))
		ref := NewGame(seed)
		dealt := NewDealtGame()
		if seed%2 == 1 {
			var err error
			ref, err = NewGameFrom(starts[seed/2])
			require.NoError(t, err)
			dealt, err = NewDealtGameFrom(ref.View())
			require.NoError(t, err)
		}
		start := ref.Start()
		field := start.Mines()
		require.Equal(t, ref.View(), dealt.View(), "seed %d at the start", seed)
		for !ref.Over() && ref.Len() < 300 {
			where := fmt.Sprintf("seed %d, ply %d", seed, ref.Len())
			moves := ref.LegalMoves()
			require.ElementsMatch(t, moves, dealt.LegalMoves(), where)
			m := pickMove(r, moves)
			if seed%4 >= 2 {
				m = pickSweep(r, moves)
			}
			before := ref.Referee()
			want, err := ref.Play(m)
			require.NoError(t, err, where)
			got, err := playDealt(dealt, field, m)
			require.NoError(t, err, where)
			require.Equal(t, want, got, where)
			e := ref.Moves()[ref.Len()-1].Effects
			require.Equal(t, ref.Moves()[ref.Len()-1].SAN, dealt.Moves()[dealt.Len()-1].SAN, where)
			require.Equal(t, ref.View(), dealt.View(), where)
			require.Equal(t, ref.Over(), dealt.Over(), where)
			if e.Swept && before.Fog().Has(m.To) {
				sweptHidden++
			}
			if e.Blast != NoSquare {
				blasts++
			}
			if e.AllClear {
				allClear++
			}
			if r.IntN(8) == 0 {
				require.Equal(t, ref.CanUndo(1), dealt.CanUndo(1), where)
				if ref.Undo(1) == nil {
					require.NoError(t, dealt.Undo(1), where)
					require.Equal(t, ref.View(), dealt.View(), where)
					_, err := ref.Play(m)
					require.NoError(t, err, where)
					_, err = playDealt(dealt, field, m)
					require.NoError(t, err, where)
				}
			}
		}
		if !ref.Over() {
			require.NoError(t, ref.AgreeDraw())
			require.NoError(t, dealt.AgreeDraw())
		}
		require.Equal(t, fmt.Sprint(ref.Result()), fmt.Sprint(dealt.Result()), "seed %d", seed)
		_, err := dealt.RefereeAt(0)
		require.ErrorIs(t, err, ErrFieldUnknown, "seed %d: no mine is known before the field is opened", seed)
		require.NoError(t, dealt.OpenField(field), "seed %d", seed)
		for ply := 0; ply <= ref.Len(); ply++ {
			want, err := ref.ViewAt(ply)
			require.NoError(t, err)
			got, err := dealt.ViewAt(ply)
			require.NoError(t, err)
			require.Equal(t, want, got, "seed %d, view after %d plies", seed, ply)
			wantRef, err := ref.RefereeAt(ply)
			require.NoError(t, err)
			gotRef, err := dealt.RefereeAt(ply)
			require.NoError(t, err)
			require.Equal(t, wantRef, gotRef, "seed %d, referee after %d plies", seed, ply)
		}
		_, why := ref.Result()
		endings[why]++
	}
	t.Logf("endings %v; %d blasts, %d sweeps of a fogged mine, %d all clears", endings, blasts, sweptHidden, allClear)
	assert.Positive(t, blasts, "games with blasts")
	assert.Positive(t, allClear, "games that reached the all clear")
	assert.Positive(t, sweptHidden, "set-ups where a sweep met a hidden mine (§2)")
}

// TestDealtGameRecord: a finished dealt game's record, once its field is
// opened, lists that field and the tags its players add, and replays under a
// referee to the same views (docs/rules.md §11).
func TestDealtGameRecord(t *testing.T) {
	for seed := range uint64(20) {
		ref := NewGame(seed)
		field := ref.start.Mines()
		dealt := NewDealtGame()
		r := rand.New(rand.NewPCG(seed, 3))
		for !dealt.Over() && dealt.Len() < 120 {
			_, err := playDealt(dealt, field, pickMove(r, dealt.LegalMoves()))
			require.NoError(t, err)
		}
		if !dealt.Over() {
			require.NoError(t, dealt.Resign(dealt.Side()))
		}
		tags := []Tag{TranscriptTag([32]byte{0x5e, 0x2d, 31: 0x6e})}
		_, err := dealt.Record(tags)
		require.ErrorIs(t, err, ErrFieldUnknown, "seed %d: no record lists a field nobody opened", seed)
		require.NoError(t, dealt.OpenField(field))
		record, err := dealt.Record(tags)
		require.NoError(t, err)
		assert.Contains(t, record, `[Transcript "5e2d`+strings.Repeat("0", 58)+`6e"]`)
		assert.Contains(t, record, `[Mines "`+mineList(field, 0)+`"]`)
		again, _, err := ParseRecord(record)
		require.NoError(t, err, "seed %d", seed)
		require.Equal(t, dealt.Len(), again.Len())
		for ply := 0; ply <= dealt.Len(); ply++ {
			want, _ := dealt.ViewAt(ply)
			got, _ := again.ViewAt(ply)
			require.Equal(t, want, got, "seed %d, ply %d", seed, ply)
		}
	}
}

// TestDealtGameRefusesBadOpenings: openings that do not fit the move or what the
// board shows are refused, and the game stays as it was (docs/rules.md §11).
func TestDealtGameRefusesBadOpenings(t *testing.T) {
	// After Nf3 (e4 f4 g4 lifted) the knight jumps to e5 or g5: a landing in the
	// fog, which lifts its ring.
	field := squares("c5 f6 d7 h4")
	start := func(t *testing.T) (*Game, Move) {
		g := NewDealtGame()
		p := g.Referee()
		m := legalMove(t, &p, "g1f3")
		_, err := g.PlayOpened(m, OpeningsOf(field, g.Opens(m)))
		require.NoError(t, err)
		p = g.Referee()
		_, err = g.Play(legalMove(t, &p, "Sg8"))
		require.NoError(t, err)
		p = g.Referee()
		return g, legalMove(t, &p, "f3g5")
	}
	tests := []struct {
		name   string
		change func(o []Opening) []Opening
	}{
		{"no openings", func([]Opening) []Opening { return nil }},
		{"one square short", func(o []Opening) []Opening { return o[1:] }},
		{"a square twice", func(o []Opening) []Opening { return append(o, o[0]) }},
		{"a square the move does not lift", func(o []Opening) []Opening {
			return append(o[1:], Opening{Square: sq("a7"), Around: 0})
		}},
		{"a count above eight", func(o []Opening) []Opening { o[0].Around = 9; return o }},
		{"a negative count", func(o []Opening) []Opening { o[0].Around = -1; return o }},
		{"more mines than are hidden", func(o []Opening) []Opening {
			for i := range o {
				o[i].Mine = true
			}
			return o
		}},
		{"a count below the mines it shows beside it", func(o []Opening) []Opening {
			for i := range o {
				o[i].Around = 0
				if o[i].Square == sq("g5") {
					o[i].Mine = true
				}
			}
			return o
		}},
		{"a count an earlier opening denies", func(o []Opening) []Opening {
			for i := range o {
				if o[i].Square == sq("f5") {
					o[i].Mine = true // f4 counted no mine around it
				}
			}
			return o
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, m := start(t)
			before := g.View()
			_, err := g.PlayOpened(m, tt.change(OpeningsOf(field, g.Opens(m))))
			require.ErrorIs(t, err, ErrBadOpenings)
			assert.Equal(t, before, g.View(), "a refused opening changes nothing")
			assert.Equal(t, 2, g.Len())
			_, err = g.PlayOpened(m, OpeningsOf(field, g.Opens(m)))
			assert.NoError(t, err, "the true openings still play")
		})
	}
	t.Run("a move that lifts fog needs its openings", func(t *testing.T) {
		g, m := start(t)
		_, err := g.Play(m)
		require.ErrorIs(t, err, ErrNeedsOpenings)
	})
	t.Run("a game under a referee takes none", func(t *testing.T) {
		g := NewGame(1)
		p := g.Referee()
		_, err := g.PlayOpened(legalMove(t, &p, "g1f3"), nil)
		require.ErrorIs(t, err, ErrNotDealt)
	})
}

// TestOpenFieldChecksTheField: the minefield opened at the end must be the one
// every opening and every move showed (docs/rules.md §11).
func TestOpenFieldChecksTheField(t *testing.T) {
	field := squares("c5 f6 d7 h4")
	g := NewDealtGame()
	p := g.Referee()
	m := legalMove(t, &p, "g1f3")
	_, err := g.PlayOpened(m, OpeningsOf(field, g.Opens(m)))
	require.NoError(t, err)
	require.ErrorIs(t, g.OpenField(field), ErrGameNotOver)
	require.NoError(t, g.Resign(Black))
	tests := []struct {
		name  string
		field Bitboard
	}{
		{"three mines", squares("c5 f6 d7")},
		{"five mines", squares("c5 f6 d7 h4 a5")},
		{"a mine outside the fog zone", squares("c5 f6 d7 h3")},
		{"a mine where an opening said none", squares("c5 f6 d7 f4")},
		{"counts the openings did not show", squares("c5 f6 d7 a7")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			require.ErrorIs(t, g.OpenField(tt.field), ErrWrongField)
		})
	}
	require.NoError(t, g.OpenField(field))
	ref, err := g.RefereeAt(0)
	require.NoError(t, err)
	assert.Equal(t, field, ref.Mines())
}

// FuzzPlayOpened feeds a dealt game openings of any kind: it never panics, and
// what it accepts keeps the mine count (docs/rules.md §2).
func FuzzPlayOpened(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3}, uint8(0))
	f.Add([]byte{28, 0, 1, 29, 1, 0}, uint8(5))
	f.Fuzz(func(t *testing.T, data []byte, pick uint8) {
		g := NewDealtGame()
		for len(data) >= 3 && !g.Over() {
			moves := g.LegalMoves()
			m := moves[int(pick)%len(moves)]
			var opened []Opening
			n := int(data[0]) % 10
			data = data[1:]
			for ; n > 0 && len(data) >= 2; n-- {
				opened = append(opened, Opening{Square: Square(data[0] % NumSquares), Mine: data[1]&1 == 1, Around: int(data[1]>>1) - 2})
				data = data[2:]
			}
			if _, err := g.PlayOpened(m, opened); err != nil {
				continue
			}
			v := g.View()
			require.Equal(t, MineCount, v.Position.MineCounter()+blastsAndSweeps(g))
			pick++
		}
	})
}

// blastsAndSweeps counts the mines a game's moves removed.
func blastsAndSweeps(g *Game) int {
	n := 0
	for _, p := range g.Moves() {
		if p.Effects.Blast != NoSquare || p.Effects.Sapper != NoSquare || p.Effects.Swept {
			n++
		}
	}
	return n
}
