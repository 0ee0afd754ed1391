package duel_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"mschess/deal"
	"mschess/engine"
	"mschess/internal/seeded"
)

// FuzzReceive hands an honest side moves and actions of any payload, in
// messages that verify: it reads them or refuses them, never panics, and a
// refusal changes nothing (docs/rules.md §11).
func FuzzReceive(f *testing.F) {
	c := newCheat(f, 1)
	white := c.white[0].Save()
	f.Add(false, []byte{1, 'e', '4'})
	f.Add(false, []byte{1, 'S', 'e', '3'})
	f.Add(true, []byte{1, 1})
	f.Add(true, []byte{1, 9})
	f.Add(false, []byte{})
	f.Fuzz(func(t *testing.T, action bool, payload []byte) {
		w, err := deal.Restore(white, seeded.Reader(2))
		require.NoError(t, err)
		send := w.Move
		if action {
			send = func(payload []byte, _ []engine.Square) ([]byte, error) { return w.Action(payload) }
		}
		msg, err := send(payload, nil)
		if err != nil {
			return // over a cap: nothing to send
		}
		honest := c.honest
		view, transcript := honest.Game().View(), honest.Transcript()
		if _, err := honest.Receive(msg); err != nil {
			require.Equal(t, view, honest.Game().View(), "a refusal changes nothing")
			require.Equal(t, transcript, honest.Transcript(), "a refusal changes nothing")
			return
		}
		c = newCheat(t, 1) // the honest side took it: start afresh
		white = c.white[0].Save()
	})
}
