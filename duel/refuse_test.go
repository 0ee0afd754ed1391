package duel_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"mschess/deal"
	"mschess/duel"
	"mschess/engine"
	"mschess/internal/seeded"
)

// cheat is an honest Black against a White that speaks the protocol itself, as a
// peer that cheats may: parties from one seed, so that when one sends something
// the honest side refuses, the next can still send what it should have, proving
// the refusal changed nothing.
type cheat struct {
	honest *duel.Side
	white  []*deal.Party
}

func newCheat(t testing.TB, twins int) *cheat {
	c := &cheat{white: make([]*deal.Party, twins)}
	var err error
	c.honest, err = duel.New(game, engine.Black, seeded.Reader(1))
	require.NoError(t, err)
	for i := range c.white {
		c.white[i], err = deal.New(game, engine.White, seeded.Reader(0))
		require.NoError(t, err)
	}
	step := func(send func(*deal.Party) ([]byte, error)) {
		var sent []byte
		for _, w := range c.white {
			msg, err := send(w)
			require.NoError(t, err)
			if sent != nil {
				require.Equal(t, sent, msg, "the twins send alike")
			}
			sent = msg
		}
		_, err := c.honest.Receive(sent)
		require.NoError(t, err)
		out, err := c.honest.Owed()
		require.NoError(t, err)
		require.Len(t, out, 1)
		for _, w := range c.white {
			_, err := w.Accept(out[0])
			require.NoError(t, err)
		}
	}
	step((*deal.Party).Hello)
	step((*deal.Party).Shuffle)
	return c
}

// squares names squares.
func squares(t *testing.T, names ...string) []engine.Square {
	var out []engine.Square
	for _, n := range names {
		s, err := engine.ParseSquare(n)
		require.NoError(t, err)
		out = append(out, s)
	}
	return out
}

func move(san string) []byte { return append([]byte{duel.PayloadVersion}, san...) }

// TestRefusedMessagesChangeNothing: a peer's message that verifies but does not
// fit the game is refused with a named error, and the honest side, changed in
// nothing by any of them in turn, then takes the message its peer should have
// sent (docs/rules.md §11).
func TestRefusedMessagesChangeNothing(t *testing.T) {
	nc3 := squares(t, "b4", "c4", "d4")
	tests := []struct {
		name string
		send func(*deal.Party) ([]byte, error)
		want error
	}{
		{"§11 a move opening fewer squares than it lifts", func(w *deal.Party) ([]byte, error) {
			return w.Move(move("Nc3"), nc3[:2])
		}, duel.ErrOtherSquares},
		{"§11 a move opening more squares than it lifts", func(w *deal.Party) ([]byte, error) {
			return w.Move(move("Nc3"), append(squares(t, "e4"), nc3...))
		}, duel.ErrOtherSquares},
		{"§11 a move that lifts fog sent without openings", func(w *deal.Party) ([]byte, error) {
			return w.Move(move("Nc3"), nil)
		}, duel.ErrOtherSquares},
		{"§11 a move that lifts nothing sent with openings", func(w *deal.Party) ([]byte, error) {
			return w.Move(move("Se3"), squares(t, "e4"))
		}, duel.ErrOtherSquares},
		{"§5 an illegal move", func(w *deal.Party) ([]byte, error) {
			return w.Move(move("Nc4"), squares(t, "c4"))
		}, duel.ErrIllegalMove},
		{"§8 a move not written as SAN writes it", func(w *deal.Party) ([]byte, error) {
			return w.Move(move("Nb1c3"), nc3)
		}, duel.ErrPayload},
		{"§8 an unreadable move", func(w *deal.Party) ([]byte, error) {
			return w.Move(move("e44"), nil)
		}, duel.ErrPayload},
		{"a move of another version", func(w *deal.Party) ([]byte, error) {
			return w.Move(append([]byte{duel.PayloadVersion + 1}, "Nc3"...), nc3)
		}, duel.ErrPayload},
		{"an action of no version", func(w *deal.Party) ([]byte, error) {
			return w.Action([]byte{duel.PayloadVersion, 99})
		}, duel.ErrPayload},
		{"§7 an answer to no offer", func(w *deal.Party) ([]byte, error) {
			return w.Action([]byte{duel.PayloadVersion, byte(duel.AcceptDraw)})
		}, duel.ErrAction},
		{"§10 a take-back with no move to take back", func(w *deal.Party) ([]byte, error) {
			return w.Action([]byte{duel.PayloadVersion, byte(duel.AskTakeBack)})
		}, engine.ErrNothingUndo},
		{"§11 a key revealed while the game is on", (*deal.Party).Reveal, duel.ErrEarlyReveal},
	}
	c := newCheat(t, len(tests)+1)
	transcript, view := c.honest.Transcript(), c.honest.Game().View()
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			bad, err := tt.send(c.white[i])
			require.NoError(t, err)
			_, err = c.honest.Receive(bad)
			require.ErrorIs(t, err, tt.want)
			require.Equal(t, transcript, c.honest.Transcript(), "the refused message is not in the transcript")
			require.Equal(t, view, c.honest.Game().View())
			out, err := c.honest.Owed()
			require.NoError(t, err)
			require.Empty(t, out, "nothing is owed for a refused message")
		})
	}
	good, err := c.white[len(tests)].Move(move("Nc3"), nc3)
	require.NoError(t, err)
	ev, err := c.honest.Receive(good)
	require.NoError(t, err, "after every refusal, the honest move is taken")
	require.True(t, ev.Moved)
	require.Equal(t, "Nc3", c.honest.Game().Moves()[0].SAN)
	out, err := c.honest.Owed()
	require.NoError(t, err)
	require.Len(t, out, 1, "the openings of Nc3")
}
