package deal_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"mschess/deal"
	"mschess/engine"
	"mschess/internal/seeded"
)

// reload saves both sides and restores them, as two reloaded pages would.
func (p *pair) reload() {
	for c, side := range p.sides {
		restored, err := deal.Restore(side.Save(), seeded.Reader(uint64(100+c)))
		require.NoError(p.t, err)
		require.Equal(p.t, side.Seq(), restored.Seq())
		require.Equal(p.t, side.Transcript(), restored.Transcript())
		p.sides[c] = restored
	}
}

// TestSavedPartyGoesOn pins resuming (docs/rules.md §11): a side saved and restored
// after any message goes on with the same game, and both open the same field.
func TestSavedPartyGoesOn(t *testing.T) {
	p := newPair(t, 5)
	w, b := engine.White, engine.Black
	steps := []func(){
		func() { p.pass(w)(p.sides[w].Hello()) },
		func() { p.pass(b)(p.sides[b].Hello()) },
		func() { p.pass(w)(p.sides[w].Shuffle()) },
		func() { p.pass(b)(p.sides[b].Shuffle()) },
	}
	for _, step := range steps {
		p.reload()
		step()
	}
	for i, s := range fog()[:6] {
		p.reload()
		mover := engine.Color(i % 2)
		ev := p.pass(mover)(p.sides[mover].Move([]byte("move"), []engine.Square{s}))
		p.reload() // between the move and its reply
		reply, theirs, err := p.sides[mover^1].Reply(ev.Squares)
		require.NoError(t, err)
		mine := p.pass(mover^1)(reply, nil).Openings
		require.Equal(t, theirs, mine)
	}
	p.reload()
	white, black := p.mines()
	require.Len(t, white, 4)
	require.Equal(t, white, black)
}

func TestRestoreRefusesDamagedStates(t *testing.T) {
	p := newPair(t, 6)
	p.setUp()
	saved := p.sides[engine.White].Save()
	hello, err := newPair(t, 7).sides[engine.White].Hello()
	require.NoError(t, err)
	edit := func(at int, b byte) []byte {
		out := append([]byte{}, saved...)
		out[at] = b
		return out
	}
	sideAt := 3 + len(game)
	// The last three bytes count the squares awaiting a reply, the peer's shares and
	// the revealed key: none, in play.
	withOpen := append(append(append([]byte{}, saved[:len(saved)-3]...), 1, byte(fog()[0])), saved[len(saved)-2:]...)
	tests := []struct {
		name  string
		state []byte
		kind  deal.ErrorKind
	}{
		{"truncated", saved[:len(saved)-1], deal.Malformed},
		{"a byte too many", append(append([]byte{}, saved...), 0), deal.Malformed},
		{"another version", edit(0, deal.Version+1), deal.BadVersion},
		{"a message, not a saved state", hello, deal.Malformed},
		{"a third side", edit(sideAt, 2), deal.Malformed},
		{"a phase that does not exist", edit(sideAt+1, 9), deal.Malformed},
		{"a square awaiting a reply out of the reply phase", withOpen, deal.Malformed},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := deal.Restore(tt.state, seeded.Reader(1))
			var e *deal.Error
			require.True(t, errors.As(err, &e), "%v", err)
			require.Equal(t, tt.kind, e.Kind, "%v", err)
		})
	}
}

// FuzzRestore pins that any bytes restore to an error or to a party that saves to the
// same bytes, and never panic.
func FuzzRestore(f *testing.F) {
	p := newPair(f, 8)
	f.Add(p.sides[engine.White].Save())
	p.setUp()
	f.Add(p.sides[engine.Black].Save())
	p.pass(engine.White)(p.sides[engine.White].Move([]byte("e5"), fog()[8:10]))
	f.Add(p.sides[engine.Black].Save())
	f.Fuzz(func(t *testing.T, b []byte) {
		restored, err := deal.Restore(b, seeded.Reader(1))
		if err != nil {
			var e *deal.Error
			require.True(t, errors.As(err, &e), "%v", err)
			return
		}
		require.Equal(t, b, restored.Save())
	})
}
