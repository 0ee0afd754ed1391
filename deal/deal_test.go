package deal_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"mschess/deal"
	"mschess/engine"
	"mschess/internal/seeded"
)

const game = "test-game"

// pair is two parties joined in process.
type pair struct {
	t     testing.TB
	sides [2]*deal.Party
}

func newPair(t testing.TB, seed uint64) *pair {
	p := &pair{t: t}
	for c := engine.White; c <= engine.Black; c++ {
		party, err := deal.New(game, c, seeded.Reader(seed*2+uint64(c)))
		require.NoError(t, err)
		p.sides[c] = party
	}
	return p
}

// pass delivers msg from side from to the other side.
func (p *pair) pass(from engine.Color) func([]byte, error) deal.Event {
	return func(msg []byte, err error) deal.Event {
		require.NoError(p.t, err)
		ev, err := p.sides[from^1].Accept(msg)
		require.NoError(p.t, err)
		return ev
	}
}

// setUp exchanges the hellos and the shuffles.
func (p *pair) setUp() {
	w, b := p.sides[engine.White], p.sides[engine.Black]
	p.pass(engine.White)(w.Hello())
	p.pass(engine.Black)(b.Hello())
	p.pass(engine.White)(w.Shuffle())
	p.pass(engine.Black)(b.Shuffle())
}

// open has mover open squares and returns both sides' openings.
func (p *pair) open(mover engine.Color, squares ...engine.Square) (mine, theirs []engine.Opening) {
	ev := p.pass(mover)(p.sides[mover].Move([]byte("move"), squares))
	require.ElementsMatch(p.t, squares, ev.Squares)
	if len(squares) == 0 {
		return nil, nil
	}
	reply, theirs, err := p.sides[mover^1].Reply(ev.Squares)
	ev = p.pass(mover^1)(reply, err)
	return ev.Openings, theirs
}

// mines reveals both keys and returns the field each side opened.
func (p *pair) mines() (white, black []engine.Square) {
	first := engine.White
	if p.sides[first].Next() != deal.Play {
		first = engine.Black
	}
	p.pass(first)(p.sides[first].Reveal())
	p.pass(first ^ 1)(p.sides[first^1].Reveal())
	white, err := p.sides[engine.White].Mines()
	require.NoError(p.t, err)
	black, err = p.sides[engine.Black].Mines()
	require.NoError(p.t, err)
	return white, black
}

func fog() []engine.Square {
	out := make([]engine.Square, 32)
	for i := range out {
		out[i] = engine.Square(24 + i)
	}
	return out
}

func TestDealOpensTheSameFieldToBoth(t *testing.T) {
	p := newPair(t, 1)
	p.setUp()
	all := fog()
	white, black := p.open(engine.White, all[:9]...)
	require.Equal(t, white, black)
	p.open(engine.Black) // a move that lifts nothing needs no reply
	white2, black2 := p.open(engine.White, all[9:]...)
	require.Equal(t, white2, black2)
	field, other := p.mines()
	require.Equal(t, field, other)
	require.Len(t, field, 4)
	var mines, opened engine.Bitboard
	for _, s := range field {
		mines = mines.With(s)
	}
	for _, o := range append(white, white2...) {
		opened = opened.With(o.Square)
	}
	require.ElementsMatch(t, engine.OpeningsOf(mines, opened), append(white, white2...))
	require.Equal(t, deal.Done, p.sides[engine.White].Next())
	require.Equal(t, p.sides[engine.White].Transcript(), p.sides[engine.Black].Transcript())
}

// TestDealIsUniform deals many minefields and checks with a χ² test that every
// fog-zone square is as likely as any other to hold a mine (docs/rules.md §2,
// §11). The deals are seeded, so the figure is the same at every run; 61.1 is
// χ²'s 0.1% point for 31 degrees of freedom.
func TestDealIsUniform(t *testing.T) {
	deals := 1000
	if testing.Short() {
		deals = 40
	}
	var counts [32]int
	for seed := range uint64(deals) {
		p := newPair(t, 1000+seed)
		p.setUp()
		field, _ := p.mines()
		for _, s := range field {
			counts[s-24]++
		}
	}
	want := float64(deals*4) / 32
	chi2 := 0.0
	for _, n := range counts {
		chi2 += (float64(n) - want) * (float64(n) - want) / want
	}
	t.Logf("%d deals, χ² = %.1f, counts %v", deals, chi2, counts)
	require.Less(t, chi2, 61.1)
}

// FuzzAccept hands a party, at each stage of a game, messages of any bytes:
// it never panics, and a message it refuses changes nothing (issue 25).
func FuzzAccept(f *testing.F) {
	p := newPair(f, 3)
	w, b := p.sides[engine.White], p.sides[engine.Black]
	hello, err := w.Hello()
	require.NoError(f, err)
	_, err = b.Accept(hello)
	require.NoError(f, err)
	f.Add(hello)
	f.Add(hello[:len(hello)/2])
	f.Add([]byte{})
	f.Add([]byte(deal.Text(hello)))
	f.Fuzz(func(t *testing.T, msg []byte) {
		party, err := deal.New(game, engine.Black, seeded.Reader(4))
		require.NoError(t, err)
		seq, transcript := party.Seq(), party.Transcript()
		if _, err := party.Accept(msg); err != nil {
			require.Equal(t, seq, party.Seq(), "a refused message changes nothing")
			require.Equal(t, transcript, party.Transcript())
		}
		if text, err := deal.ParseText(string(msg)); err == nil {
			_, _ = b.Accept(text) // b, which has its peer's hello, must not panic either
		}
	})
}
