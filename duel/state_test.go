package duel_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"mschess/duel"
	"mschess/engine"
	"mschess/internal/seeded"
)

// TestReloadedGameIsTheSame plays games whose sides are saved and restored after
// every message, as pages reloaded each time would be, beside the same games
// played without a break: the moves, the views and the result are the same, and
// at the end both sides open the same minefield (docs/rules.md §11).
func TestReloadedGameIsTheSame(t *testing.T) {
	tests := []struct {
		name   string
		choose chooser
		seed   uint64
		plies  int
	}{
		{"random moves to the end", randomMoves, 1, 300},
		{"random moves, then a draw agreed", randomMoves, 2, 30},
		{"the computer at level 1", levelOne, 3, 60},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			whole := newPair(t, tt.seed)
			whole.playOut(tt.choose, tt.seed, tt.plies)
			reloaded := newPair(t, tt.seed)
			reloaded.reloads = true
			reloaded.playOut(tt.choose, tt.seed, tt.plies)
			reloaded.referee()
			for c := white; c <= black; c++ {
				require.Equal(t, whole.sides[c].Game().Moves(), reloaded.sides[c].Game().Moves())
				require.Equal(t, whole.views[c], reloaded.views[c])
				want, _ := whole.sides[c].Field()
				got, _ := reloaded.sides[c].Field()
				require.Equal(t, want, got)
			}
		})
	}
}

// TestReloadKeepsWhatWaits: what waits for an answer survives a reload: the
// peer's offer of a draw, and a move waiting for its openings (§10, §11).
func TestReloadKeepsWhatWaits(t *testing.T) {
	t.Run("§10 a take-back asked and allowed across a reload", func(t *testing.T) {
		p := newPair(t, 4)
		p.reloads = true
		p.move(white, "Se3")
		p.move(black, "Se8")
		p.act(white, duel.AskTakeBack)
		require.Equal(t, duel.AskTakeBack, p.sides[black].Question())
		p.act(black, duel.AllowTakeBack)
		require.Zero(t, p.sides[black].Game().Len())
		p.playOut(randomMoves, 4, 40)
		p.referee()
	})
	t.Run("§11 a move waiting for its openings", func(t *testing.T) {
		p := newPair(t, 5)
		msg, err := p.sides[white].Move(mustSAN(t, p.sides[white], "Nc3"))
		require.NoError(t, err)
		p.reloads = true
		p.reload(white)
		require.Zero(t, p.sides[white].Game().Len(), "the move waits for Black's openings")
		p.deliver(white, msg)
		require.Equal(t, 1, p.sides[white].Game().Len())
		p.playOut(randomMoves, 5, 40)
		p.referee()
	})
	t.Run("§7 a resignation", func(t *testing.T) {
		p := newPair(t, 6)
		p.reloads = true
		p.move(white, "Se3")
		p.act(black, duel.Resign)
		for c := white; c <= black; c++ {
			res, why := p.sides[c].Game().Result()
			require.Equal(t, [2]any{engine.WhiteWins, engine.Resignation}, [2]any{res, why})
		}
		p.referee()
	})
}

// TestClaim: a side whose peer left may claim the game, which ends with the
// peer's resignation, and stays so across a reload (docs/rules.md §7, §11).
func TestClaim(t *testing.T) {
	p := newPair(t, 12)
	p.move(white, "Se3")
	require.NoError(t, p.sides[white].Claim())
	p.reloads = true
	p.reload(white)
	res, why := p.sides[white].Game().Result()
	require.Equal(t, [2]any{engine.WhiteWins, engine.Resignation}, [2]any{res, why})
	require.ErrorIs(t, p.sides[white].Claim(), engine.ErrGameOver, "a game over is not claimed")
}

// TestResendAfterALostMessage: a message lost in a dropped connection is sent
// again once the two sides say their sequence numbers, and the game goes on; a
// side not behind is sent nothing (docs/rules.md §11).
func TestResendAfterALostMessage(t *testing.T) {
	t.Run("§11 the move lost is sent again", func(t *testing.T) {
		p := newPair(t, 7)
		_, err := p.sides[white].Move(mustSAN(t, p.sides[white], "Nc3")) // lost
		require.NoError(t, err)
		p.note(white)
		again, err := p.sides[white].Resend(p.sides[black].Seq())
		require.NoError(t, err)
		require.Len(t, again, 1)
		p.deliver(white, again...)
		require.Equal(t, p.sides[white].Game().Moves(), p.sides[black].Game().Moves())
		p.playOut(randomMoves, 7, 40)
		p.referee()
	})
	t.Run("§11 a side not behind is sent nothing", func(t *testing.T) {
		p := newPair(t, 8)
		p.move(white, "Nc3")
		for c := white; c <= black; c++ {
			again, err := p.sides[c].Resend(p.sides[c.Other()].Seq())
			require.NoError(t, err)
			require.Empty(t, again, "%v", c)
		}
	})
	t.Run("§11 a side back before what it had taken is refused", func(t *testing.T) {
		p := newPair(t, 9)
		old := p.sides[black].Seq()
		p.move(white, "Nc3")
		p.move(black, "Nc8")
		_, err := p.sides[black].Resend(old)
		require.ErrorIs(t, err, duel.ErrState)
	})
}

// TestRestoreRefusesDamage: a saved state that is damaged, cut, of another
// version or of no game is refused with ErrState, and nothing is restored.
func TestRestoreRefusesDamage(t *testing.T) {
	p := newPair(t, 10)
	p.move(white, "Nc3")
	p.move(black, "Se8")
	good := p.sides[white].Save()
	tests := []struct {
		name  string
		state func() []byte
	}{
		{"empty", func() []byte { return nil }},
		{"another version", func() []byte { return append([]byte{duel.StateVersion + 1}, good[1:]...) }},
		{"cut short", func() []byte { return good[:len(good)-1] }},
		{"bytes too many", func() []byte { return append(append([]byte{}, good...), 0) }},
		{"a move of the log changed", func() []byte {
			b := append([]byte{}, good...)
			b[len(b)-1]++ // the last byte of Black's Se8, written in the log
			return b
		}},
		{"the party's state changed", func() []byte {
			b := append([]byte{}, good...)
			b[3] ^= 0xff
			return b
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := duel.Restore(tt.state(), seeded.Reader(1))
			require.ErrorIs(t, err, duel.ErrState)
			require.Nil(t, s)
		})
	}
}

// FuzzRestore hands Restore any bytes, from a seed corpus of saved states: it
// restores or refuses them with ErrState, never panics, and what it restores
// saves and restores again.
func FuzzRestore(f *testing.F) {
	p := newPair(f, 11)
	f.Add(p.sides[white].Save())
	p.move(white, "Nc3")
	f.Add(p.sides[black].Save())
	p.move(black, "Se8")
	p.act(white, duel.OfferDraw)
	f.Add(p.sides[black].Save())
	f.Fuzz(func(t *testing.T, b []byte) {
		s, err := duel.Restore(b, seeded.Reader(1))
		if err != nil {
			require.ErrorIs(t, err, duel.ErrState)
			return
		}
		_, err = duel.Restore(s.Save(), seeded.Reader(1))
		require.NoError(t, err)
	})
}

// mustSAN reads the move san in s's game.
func mustSAN(t *testing.T, s *duel.Side, san string) engine.Move {
	pos := s.Game().Referee()
	m, err := pos.ParseSAN(san)
	require.NoError(t, err, san)
	return m
}

// TestUnheard: what a side sent since it last heard the peer is what the peer
// may lack, numbered from the peer's place, and nothing once the peer answered
// (docs/rules.md §11, play by links).
func TestUnheard(t *testing.T) {
	t.Run("§11 a move not yet answered is unheard", func(t *testing.T) {
		p := newPair(t, 10)
		at := p.sides[black].Seq()
		msg, err := p.sides[white].Move(mustSAN(t, p.sides[white], "Nc3"))
		require.NoError(t, err)
		from, msgs := p.sides[white].Unheard()
		require.Equal(t, at, from)
		require.Equal(t, [][]byte{msg}, msgs)
	})
	t.Run("§11 a side that heard the peer's answer owes it nothing unheard", func(t *testing.T) {
		p := newPair(t, 11)
		p.move(white, "Nc3")
		p.move(black, "Nc8") // White's page answers it with the move's openings
		_, msgs := p.sides[black].Unheard()
		require.Empty(t, msgs)
		_, msgs = p.sides[white].Unheard()
		require.Len(t, msgs, 1, "the openings of Black's move")
	})
}
