package duel_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"mschess/duel"
	"mschess/engine"
)

const (
	white = engine.White
	black = engine.Black
)

// TestTakeBack: a take-back happens only when the opponent allows it, takes back
// the asker's move and the answer to it on both devices, and only of moves that
// revealed nothing (docs/rules.md §10, §11).
func TestTakeBack(t *testing.T) {
	t.Run("§11 allowed, it takes back two plies on both sides", func(t *testing.T) {
		p := newPair(t, 1)
		p.move(white, "Se3")
		p.move(black, "Se8")
		p.act(white, duel.AskTakeBack)
		require.Equal(t, duel.AskTakeBack, p.sides[black].Question())
		p.act(black, duel.AllowTakeBack)
		for c := white; c <= black; c++ {
			require.Zero(t, p.sides[c].Game().Len(), "%v", c)
			require.Equal(t, p.views[c][0], p.sides[c].Game().View(), "§10 the position before, exactly")
			require.Equal(t, duel.NoAction, p.sides[c].Question())
		}
		require.True(t, p.sides[white].Turn(), "the asker is to move again")
		p.move(white, "Nc3")
		p.playOut(randomMoves, 1, 40)
		p.referee()
	})
	t.Run("§11 refused, nothing is taken back", func(t *testing.T) {
		p := newPair(t, 2)
		p.move(white, "Se3")
		p.move(black, "Se8")
		p.act(white, duel.AskTakeBack)
		p.act(black, duel.RefuseTakeBack)
		for c := white; c <= black; c++ {
			require.Equal(t, 2, p.sides[c].Game().Len())
		}
		require.True(t, p.sides[white].Turn())
	})
	t.Run("§10 not of a move that revealed something", func(t *testing.T) {
		p := newPair(t, 3)
		p.move(white, "Nc3")
		p.move(black, "Se8")
		_, err := p.sides[white].Act(duel.AskTakeBack)
		require.ErrorIs(t, err, engine.ErrRevealed)
	})
	t.Run("§10 not once the game has ended", func(t *testing.T) {
		p := newPair(t, 4)
		p.move(white, "Se3")
		p.move(black, "Se8")
		p.act(white, duel.Resign)
		_, err := p.sides[black].Act(duel.AskTakeBack)
		require.ErrorIs(t, err, engine.ErrGameOver)
	})
}

// TestActionsOutOfPlace: an action this side may not do now is refused and sends
// nothing.
func TestActionsOutOfPlace(t *testing.T) {
	tests := []struct {
		name  string
		setUp func(p *pair)
		by    engine.Color
		act   duel.Action
		want  error
	}{
		{"only the side to move acts", func(*pair) {}, black, duel.OfferDraw, duel.ErrNotYourTurn},
		{"an answer needs a question", func(*pair) {}, white, duel.AcceptDraw, duel.ErrNothingToAnswer},
		{"an answer answers its own question", func(p *pair) { p.act(white, duel.OfferDraw) }, black, duel.AllowTakeBack, duel.ErrNothingToAnswer},
		{"an offer waits for its answer", func(p *pair) { p.act(white, duel.OfferDraw) }, black, duel.AskTakeBack, duel.ErrUnanswered},
		{"§10 nothing to take back", func(*pair) {}, white, duel.AskTakeBack, engine.ErrNothingUndo},
		{"§7 only the clock that runs falls: not the answerer's", func(p *pair) { p.act(white, duel.OfferDraw) }, black, duel.Flag, duel.ErrUnanswered},
		{"§7 only the side to move's flag falls", func(*pair) {}, black, duel.Flag, duel.ErrNotYourTurn},
		{"no such action", func(*pair) {}, white, duel.NoAction, duel.ErrNoAction},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := newPair(t, 5)
			tt.setUp(p)
			transcript := p.sides[tt.by].Transcript()
			msg, err := p.sides[tt.by].Act(tt.act)
			require.ErrorIs(t, err, tt.want)
			require.Nil(t, msg)
			require.Equal(t, transcript, p.sides[tt.by].Transcript())
		})
	}
	t.Run("the side asked answers before anything else", func(t *testing.T) {
		p := newPair(t, 5)
		p.act(white, duel.OfferDraw)
		pos := p.sides[black].Game().Referee()
		m, err := pos.ParseSAN("Nc3")
		require.NoError(t, err)
		_, err = p.sides[black].Move(m)
		require.ErrorIs(t, err, duel.ErrUnanswered)
	})
}

// TestResignAndDraw: a resignation, a flag fallen and an agreed draw end the
// game on both sides (docs/rules.md §7), after which both keys are out and the
// field is opened.
func TestResignAndDraw(t *testing.T) {
	tests := []struct {
		name    string
		actions []duel.Action // taken in turn, White first
		result  engine.Result
		reason  engine.Reason
	}{
		{"§7 White resigns", []duel.Action{duel.Resign}, engine.BlackWins, engine.Resignation},
		{"§7 a draw offered and accepted", []duel.Action{duel.OfferDraw, duel.AcceptDraw}, engine.Draw, engine.DrawAgreed},
		{"§7 a resignation rather than an answer", []duel.Action{duel.OfferDraw, duel.Resign}, engine.WhiteWins, engine.Resignation},
		{"§7 a draw declined, then offered again and accepted", []duel.Action{duel.OfferDraw, duel.DeclineDraw, duel.OfferDraw, duel.AcceptDraw}, engine.Draw, engine.DrawAgreed},
		{"§7 White's flag falls", []duel.Action{duel.Flag}, engine.BlackWins, engine.TimeForfeit},
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := newPair(t, 10+uint64(i))
			p.move(white, "Nc3")
			p.move(black, "Nc8")
			by := white
			for _, a := range tt.actions {
				p.act(by, a)
				by = by.Other()
			}
			for c := white; c <= black; c++ {
				res, why := p.sides[c].Game().Result()
				require.Equal(t, tt.result, res, "%v", c)
				require.Equal(t, tt.reason, why, "%v", c)
			}
			p.referee()
		})
	}
	t.Run("§7 a draw declined, and the game goes on", func(t *testing.T) {
		p := newPair(t, 20)
		p.act(white, duel.OfferDraw)
		p.act(black, duel.DeclineDraw)
		require.False(t, p.sides[white].Game().Over())
		require.True(t, p.sides[white].Turn())
		p.move(white, "e3")
		require.Equal(t, 1, p.sides[black].Game().Len())
	})
}
