package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/internal/seeded"
	"mschess/ui/text"
)

// friendsOnTheClock has an inviter who chose tc invite a friend whose page
// speaks Spanish, and deals: both pages tell the time by *at, in ms, which
// the test sets.
func friendsOnTheClock(t *testing.T, tc engine.TimeControl) (*friends, *int64) {
	t.Helper()
	at := new(int64)
	now := func() int64 { return *at }
	f := &friends{t: t, stores: [2]*memStore{newStore(), newStore()}}
	e := langEnv("?lang=en", f.stores[engine.White])
	e.Entropy, e.Now = seeded.Reader(3), now
	inviter := Open(e)
	inviter.ChooseOpponent(Opponent{Clock: tc}, 7)
	f.apps[engine.White] = inviter
	f.saved[engine.White] = f.stores[engine.White].Data[saveKey]
	inviter.Invite(engine.White)
	f.join(3, "es")
	f.apps[engine.Black].env.Now = now
	return f, at
}

// TestFriendsClock: a game against a friend is played on the clock the
// inviter chose (docs/rules.md §7, §11): the link carries it, the friend's
// page says it before the deal, both pages run both clocks, and a flag that
// falls ends the game on both, once the page whose clock ran out says so.
func TestFriendsClock(t *testing.T) {
	es := text.Match("es")
	t.Run("§11 the invitation carries the clock", func(t *testing.T) {
		f, _ := friendsOnTheClock(t, blitz)
		assert.Contains(t, f.apps[engine.White].Panel().Online.Link, "#friend=1.w"+blitz.String()+".")
		friend := f.apps[engine.Black].Panel()
		assert.Equal(t, Opponent{You: engine.Black, Friend: true, Clock: blitz}, friend.Opponent)
		assert.Contains(t, friend.Online.Status, es.Text(text.OnlineClock, clockName(es, blitz)), "said before the deal")
		f.pump()
		assert.NotContains(t, f.apps[engine.Black].Panel().Online.Status, es.Text(text.OnlineClock, clockName(es, blitz)), "and not after it")
	})
	t.Run("§7 both pages run both clocks", func(t *testing.T) {
		f, at := friendsOnTheClock(t, blitz)
		f.pump()
		for _, san := range []string{"Nc3", "Nc8"} {
			*at += 5000
			f.playSAN(san)
		}
		*at += 20000
		for c, a := range f.apps {
			a.Tick(false)
			faces := a.Panel().Clocks
			assert.True(t, faces[engine.White].Shown && faces[engine.Black].Shown, "%v's page shows both", engine.Color(c))
			assert.True(t, faces[engine.White].Running, "%v's page runs White's", engine.Color(c))
			assert.Equal(t, [2]int64{int64(blitz.Base)*1000 - 20000, int64(blitz.Base) * 1000}, a.clocks.left, "§7 from the third ply on, as at one screen")
		}
	})
	t.Run("§11 a reloaded page plays on the same clock", func(t *testing.T) {
		f, _ := friendsOnTheClock(t, blitz)
		f.pump()
		f.playSAN("Nc3")
		f.reload(engine.Black, 9, "")
		assert.Equal(t, Opponent{You: engine.Black, Friend: true, Clock: blitz}, f.apps[engine.Black].Panel().Opponent)
		f.playSAN("Nc8")
		assert.True(t, f.apps[engine.Black].Panel().Clocks[engine.Black].Shown, "the clocks are back")
	})
	t.Run("§11 a reloaded page keeps what each clock had left at the last move", func(t *testing.T) {
		f, at := friendsOnTheClock(t, blitz)
		f.pump()
		for _, san := range []string{"Nc3", "Nc8", "Nb5"} {
			*at += 7000
			f.playSAN(san)
		}
		left := f.apps[engine.Black].clocks.left
		require.NotEqual(t, [2]int64{int64(blitz.Base) * 1000, int64(blitz.Base) * 1000}, left)
		f.reload(engine.Black, 9, "")
		assert.Equal(t, left, f.apps[engine.Black].clocks.left)
	})
	t.Run("§7 a flag falls on the page whose clock ran out", func(t *testing.T) {
		f, at := friendsOnTheClock(t, blitz)
		f.pump()
		for _, san := range []string{"Nc3", "Nc8"} {
			f.playSAN(san)
		}
		*at += int64(blitz.Base) * 1000
		white, black := f.apps[engine.White], f.apps[engine.Black]
		black.Tick(false)
		assert.False(t, black.Game().Over(), "the friend's page cannot tell White's clock ran out")
		assert.Equal(t, "00:00.0", black.Panel().Clocks[engine.White].Time)
		white.Tick(false)
		f.pump()
		for _, a := range f.apps {
			res, why := a.Game().Result()
			assert.Equal(t, [2]any{engine.BlackWins, engine.TimeForfeit}, [2]any{res, why})
		}
		assert.Equal(t, en.Text(text.OnlineChecked), white.Panel().Online.Status, "§11 the field is opened after the flag")
	})
}
