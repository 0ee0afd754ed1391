package deal

import (
	"crypto/rand"
	"errors"
	"testing"

	"github.com/gtank/ristretto255"
	"github.com/stretchr/testify/require"

	"mschess/engine"
)

// setUpParties returns White and Black after their hellos and shuffles.
func setUpParties(t *testing.T) (w, b *Party) {
	t.Helper()
	w, err := New("forgeries", engine.White, rand.Reader)
	require.NoError(t, err)
	b, err = New("forgeries", engine.Black, rand.Reader)
	require.NoError(t, err)
	for _, step := range []struct {
		from, to *Party
		send     func() ([]byte, error)
	}{{w, b, w.Hello}, {b, w, b.Hello}, {w, b, w.Shuffle}, {b, w, b.Shuffle}} {
		msg, err := step.send()
		require.NoError(t, err)
		_, err = step.to.Accept(msg)
		require.NoError(t, err)
	}
	return w, b
}

// forged is msg parsed, changed by edit and encoded again.
func forged(t *testing.T, msg []byte, edit func(m *message)) []byte {
	t.Helper()
	m, err := parse(msg)
	require.NoError(t, err)
	edit(m)
	return m.encode()
}

// TestPartyRefusesForgedMessages pins that a party refuses every message a
// dishonest peer could forge in play (docs/rules.md §11), with the error the page
// words and with no change of state: the honest message is still accepted after.
func TestPartyRefusesForgedMessages(t *testing.T) {
	squares := []engine.Square{engine.SquareAt(3, 4), engine.SquareAt(4, 4)} // d5, e5
	other := []engine.Square{engine.SquareAt(0, 3), engine.SquareAt(1, 3)}   // a4, b4
	mallory, err := randomScalar(rand.Reader)
	require.NoError(t, err)

	// moveOf is a move of White's opening squares, and the party that made it.
	moveOf := func(t *testing.T) (w, b *Party, move []byte) {
		w, b = setUpParties(t)
		move, err := w.Move([]byte("e5"), squares)
		require.NoError(t, err)
		return w, b, move
	}
	// replyOf is Black's reply to such a move, White waiting for it.
	replyOf := func(t *testing.T) (w, b *Party, reply []byte) {
		w, b, move := moveOf(t)
		ev, err := b.Accept(move)
		require.NoError(t, err)
		reply, _, err = b.Reply(ev.Squares)
		require.NoError(t, err)
		return b, w, reply // b sent it; w is the receiver
	}
	tests := []struct {
		name string
		// make returns the receiver, the forgery and the honest message, if any.
		make func(t *testing.T) (*Party, []byte, []byte)
		kind ErrorKind
	}{
		{"a wrong share", func(t *testing.T) (*Party, []byte, []byte) {
			_, b, move := moveOf(t)
			return b, forged(t, move, func(m *message) { m.shares[0] = ristretto255.NewIdentityElement().Add(m.shares[0], base) }), move
		}, BadShare},
		{"a share under another key, with its own valid proof", func(t *testing.T) (*Party, []byte, []byte) {
			w, b, move := moveOf(t)
			return b, forged(t, move, func(m *message) {
				as := firsts(w.combined(squares))
				key := ristretto255.NewIdentityElement().ScalarBaseMult(mallory)
				m.shares = make([]*point, len(as))
				for i, a := range as {
					m.shares[i] = ristretto255.NewIdentityElement().ScalarMult(mallory, a)
				}
				var err error
				m.sharePf, err = proveShares(w.context(engine.White), mallory, key, as, m.shares, rand.Reader)
				require.NoError(t, err)
			}), move
		}, BadShare},
		{"shares proved for other squares", func(t *testing.T) (*Party, []byte, []byte) {
			_, b, move := moveOf(t)
			return b, forged(t, move, func(m *message) { m.squares = other }), move
		}, BadShare},
		{"a reply with a wrong share", func(t *testing.T) (*Party, []byte, []byte) {
			_, w, reply := replyOf(t)
			return w, forged(t, reply, func(m *message) { m.shares[1] = ristretto255.NewIdentityElement().Add(m.shares[1], base) }), reply
		}, BadShare},
		{"a move for another game", func(t *testing.T) (*Party, []byte, []byte) {
			_, b, move := moveOf(t)
			return b, forged(t, move, func(m *message) { m.game = "another" }), move
		}, OtherGame},
		{"a move from another history", func(t *testing.T) (*Party, []byte, []byte) {
			_, b, move := moveOf(t)
			return b, forged(t, move, func(m *message) { m.prev[0] ^= 1 }), move
		}, OtherGame},
		{"a move that skips a message", func(t *testing.T) (*Party, []byte, []byte) {
			_, b, move := moveOf(t)
			return b, forged(t, move, func(m *message) { m.seq++ }), move
		}, OutOfTurn},
		{"a message with a spent sequence number", func(t *testing.T) (*Party, []byte, []byte) {
			_, b, move := moveOf(t)
			return b, forged(t, move, func(m *message) { m.seq-- }), move
		}, Replay},
		{"a move by the side not to move", func(t *testing.T) (*Party, []byte, []byte) {
			w, b := setUpParties(t)
			// Black makes a move of its own where White's is due: there is no honest one.
			m := &message{kind: kindMove, game: b.game, seq: b.seq, prev: b.hash, payload: []byte("e6")}
			return w, m.encode(), nil
		}, OutOfTurn},
		{"a revealed key that is not the sender's", func(t *testing.T) (*Party, []byte, []byte) {
			w, b := setUpParties(t)
			reveal, err := w.Reveal()
			require.NoError(t, err)
			return b, forged(t, reveal, func(m *message) { m.secret = mallory }), reveal
		}, BadShare},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			to, forgery, honest := tt.make(t)
			seq, hash := to.Seq(), to.Transcript()
			_, err := to.Accept(forgery)
			var e *Error
			require.True(t, errors.As(err, &e), "refused with a deal error: %v", err)
			require.Equal(t, tt.kind, e.Kind, "%v", err)
			require.Equal(t, seq, to.Seq(), "the refusal changes nothing")
			require.Equal(t, hash, to.Transcript(), "the refusal changes nothing")
			if honest != nil {
				_, err = to.Accept(honest)
				require.NoError(t, err, "the honest message is still accepted")
			}
		})
	}
}
