package ui

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/engine/bot"
	"mschess/internal/seeded"
	"mschess/persist"
	"mschess/ui/text"
)

// clocked gives both pages of f the time *now, in milliseconds.
func (f *friends) clocked(now *int64) {
	for _, a := range f.apps {
		a.env.Now = func() int64 { return *now }
	}
}

// leave has page c go away, as a closed tab does: it says so (Leaving), and
// what it sent last reaches the friend's page.
func (f *friends) leave(c engine.Color) {
	f.apps[c].Leaving()
	for _, msg := range f.apps[c].Outgoing() {
		f.apps[c.Other()].Receive(msg)
	}
}

// reload leaves page c and opens it again at the address it had, on the same
// store, with query, and delivers what the two pages say to each other.
func (f *friends) reload(c engine.Color, seed uint64, query string) {
	t := f.t
	_, fragment, _ := strings.Cut(f.apps[c].Address(), "#")
	require.Equal(t, resumePrefix[1:]+sideLetters[c], fragment, "the address names the side kept")
	f.leave(c)
	now := f.apps[c].env.Now
	e := env(query, "#"+fragment, f.stores[c])
	e.Entropy, e.Now = seeded.Reader(seed), now
	f.apps[c] = Open(e)
	f.pump()
}

// playRandom plays plies random moves, chosen from White's view by rng.
func (f *friends) playRandom(rng *rand.Rand, plies int) {
	white := f.apps[engine.White]
	for range plies {
		if white.Game().Over() {
			return
		}
		v := white.Game().View()
		m, err := bot.Random(&v, rng.Uint64())
		require.NoError(f.t, err)
		f.play(m)
	}
}

// TestReloadedFriendsGameIsTheSame: pages reloaded mid-game, one and then the
// other, every few plies, resume the game at once and play on to the same
// game, move for move and board for board, as pages that never reloaded, and
// at the end both open the same minefield (docs/rules.md §11).
func TestReloadedFriendsGameIsTheSame(t *testing.T) {
	for seed := range uint64(3) {
		whole, reloaded := newFriends(t, seed*2), newFriends(t, seed*2)
		rngs := [2]*rand.Rand{rand.New(rand.NewPCG(seed, 5)), rand.New(rand.NewPCG(seed, 5))}
		for round := range 8 {
			whole.playRandom(rngs[0], 5)
			reloaded.playRandom(rngs[1], 5)
			reloaded.reload(engine.Color(round%2), uint64(100+round), "")
			white, black := reloaded.apps[engine.White], reloaded.apps[engine.Black]
			require.Equal(t, whole.apps[engine.White].Game().Moves(), white.Game().Moves(), "round %d", round)
			require.Equal(t, white.Game().Moves(), black.Game().Moves())
			require.Equal(t, board(whole.apps[engine.White]), board(white))
			require.Equal(t, board(white), board(black), "§11 the same board")
			for _, a := range reloaded.apps {
				assert.False(t, a.Panel().Online.Stopped)
				assert.NotEqual(t, en.Text(text.FriendGone), a.Panel().Online.Status, "both are back")
			}
		}
		for _, f := range []*friends{whole, reloaded} {
			if a := f.apps[engine.White]; !a.Game().Over() {
				resignNow(f.apps[a.Game().Side()])
				f.pump()
			}
		}
		for _, a := range reloaded.apps {
			assert.Equal(t, en.Text(text.OnlineChecked), a.Panel().Online.Status, "§11 both opened the field")
		}
		assert.Equal(t, refereeGame(t, whole.apps[engine.White]).Moves(), refereeGame(t, reloaded.apps[engine.White]).Moves())
		for c, s := range reloaded.stores {
			_, kept := persist.KeptFriend(s, engine.Color(c))
			assert.False(t, kept, "a game over and checked is no longer kept")
		}
	}
}

// TestReconnectAfterALostMessage: a message lost as the connection dropped is
// sent again once the two pages say how far they got, whichever page reloads,
// and the game goes on (docs/rules.md §11).
func TestReconnectAfterALostMessage(t *testing.T) {
	for _, reloads := range []engine.Color{engine.White, engine.Black} {
		t.Run(reloads.String()+" reloads", func(t *testing.T) {
			f := newFriends(t, 4)
			white := f.apps[engine.White]
			clicks(t, white, "b1", "c3") // Nc3, which waits for Black's openings
			require.NotEmpty(t, white.Outgoing(), "the move is sent, and lost")
			require.Zero(t, f.apps[engine.Black].Game().Len())
			f.reload(reloads, 50, "")
			for _, a := range f.apps {
				require.Equal(t, 1, a.Game().Len(), "§11 the move lost is played on both")
			}
			f.playSAN("Nc8")
			assert.Equal(t, f.apps[engine.White].Game().Moves(), f.apps[engine.Black].Game().Moves())
		})
	}
}

// TestAbandonment: when the friend's page goes, the status says so and a
// grace period runs; the game may be claimed after it and not before, nor
// while the friend is there; a friend back within it plays on; the game
// claimed is won by abandonment, the friend having resigned (docs/rules.md §7,
// §11).
func TestAbandonment(t *testing.T) {
	const grace = 2000 // ?grace=2s
	start := func(t *testing.T) (*friends, *int64) {
		f := invite(t, 6, "en", newStore())
		f.apps[engine.White].opts.Grace = grace
		f.join(6, "en")
		f.pump()
		now := new(int64)
		f.clocked(now)
		f.playSAN("Se3")
		return f, now
	}
	t.Run("claim refused while the friend is there", func(t *testing.T) {
		f, now := start(t)
		*now += 10 * grace
		a := f.apps[engine.White]
		a.ClaimWin()
		assert.False(t, a.Game().Over())
		assert.False(t, a.Panel().Online.Claim)
	})
	t.Run("the friend gone, not before the grace period is over", func(t *testing.T) {
		f, now := start(t)
		f.leave(engine.Black)
		a := f.apps[engine.White]
		assert.Equal(t, en.Text(text.FriendGone), a.Panel().Online.Status)
		assert.True(t, a.Panel().Ticking, "the page follows the grace period")
		*now += grace - 1
		a.Tick(false)
		assert.False(t, a.Panel().Online.Claim)
		a.ClaimWin()
		assert.False(t, a.Game().Over())
	})
	t.Run("the friend gone, claimed after the grace period", func(t *testing.T) {
		f, now := start(t)
		f.leave(engine.Black)
		a := f.apps[engine.White]
		*now += grace
		said := a.Speech().Serial
		a.Tick(false)
		assert.NotEqual(t, said, a.Speech().Serial, "the end of the grace period is said")
		n := a.Panel()
		assert.True(t, n.Online.Claim)
		assert.False(t, n.Ticking)
		assert.Equal(t, en.Text(text.FriendGoneClaim), n.Online.Status)
		a.ClaimWin()
		require.True(t, a.Game().Over())
		res, why := a.Game().Result()
		assert.Equal(t, [2]any{engine.WhiteWins, engine.Resignation}, [2]any{res, why}, "§7 the one who left resigned")
		assert.Equal(t, en.Text(text.OnlineAbandoned), a.Panel().Online.Status)
		a.Outgoing()
		_, kept := persist.KeptFriend(f.stores[engine.White], engine.White)
		assert.False(t, kept, "the game claimed is no longer kept")
	})
	t.Run("the friend back after the claim finds the game over", func(t *testing.T) {
		f, now := start(t)
		f.leave(engine.Black)
		a := f.apps[engine.White]
		*now += grace
		a.Tick(false)
		a.ClaimWin()
		f.reload(engine.Black, 61, "")
		assert.True(t, a.Game().Over())
		assert.Equal(t, en.Text(text.OnlineAbandoned), a.Panel().Online.Status)
		assert.Empty(t, a.Outgoing(), "nothing is sent for the game claimed")
		assert.Equal(t, en.Text(text.FriendGone), f.apps[engine.Black].Panel().Online.Status, "no answer comes")
	})
	t.Run("the friend back within the grace period plays on", func(t *testing.T) {
		f, now := start(t)
		*now += grace / 2
		f.reload(engine.Black, 60, "")
		*now += grace
		a := f.apps[engine.White]
		a.Tick(false)
		assert.False(t, a.Panel().Online.Claim)
		assert.Equal(t, en.Text(text.OnlinePlaying, en.Text(text.WhiteSide)), a.Panel().Online.Status)
		f.playSAN("Se8")
		assert.Equal(t, 2, f.apps[engine.Black].Game().Len())
	})
	t.Run("the data channel closed", func(t *testing.T) {
		f, now := start(t)
		a := f.apps[engine.White]
		a.rival.(*friend).conn.open, a.rival.(*friend).conn.step = true, Connect
		a.PeerFailed()
		*now += grace
		a.Tick(false)
		assert.True(t, a.Panel().Online.Claim)
	})
}

// TestPageOpenedLaterOffersToReconnect: a page opened at the plain address,
// with a game with a friend kept, asks whether to reconnect to it, and a yes
// does; a kept game that cannot be read is said, and set aside, and the page
// opens as it would without it.
func TestPageOpenedLaterOffersToReconnect(t *testing.T) {
	f := newFriends(t, 8)
	f.playSAN("Se3")
	f.leave(engine.Black)
	e := env("", "", f.stores[engine.Black])
	e.Entropy = seeded.Reader(70)
	b := Open(e)
	require.Equal(t, AskResumeFriend, b.Panel().Ask.Question)
	assert.False(t, b.Panel().Welcome)
	b.Answer(true)
	f.apps[engine.Black] = b
	f.pump()
	assert.Equal(t, 1, b.Game().Len())
	assert.Equal(t, en.Text(text.OnlinePlaying, en.Text(text.BlackSide)), b.Panel().Online.Status)
	f.playSAN("Se8")
	assert.Equal(t, 2, f.apps[engine.White].Game().Len())

	store := newStore()
	store.Data["mschess.friend.black"] = "mschess-friend 1\nchannel: x\nAAAA"
	e = env("", "#resume=b", store)
	e.Entropy = seeded.Reader(71)
	c := Open(e)
	assert.False(t, c.Panel().Opponent.Friend)
	assert.Contains(t, c.Panel().Status, strings.TrimSuffix(en.Text(text.FriendKeptUnreadable, en.Text(text.SaveDamaged)), "."), "and where it was set aside")
	assert.Contains(t, store.Data, "mschess.friend.black.rejected.1")
}

// TestGraceOption: ?grace= takes seconds or minutes, and a value that is
// neither is refused with a notice, the default applying.
func TestGraceOption(t *testing.T) {
	tests := []struct {
		raw  string
		want int64
		bad  bool
	}{
		{"2s", 2000, false},
		{"3m", 180000, false},
		{"", DefaultGrace, true},
		{"0s", DefaultGrace, true},
		{"2h", DefaultGrace, true},
		{"90", DefaultGrace, true},
		{"61m", DefaultGrace, true},
	}
	for _, tt := range tests {
		t.Run(tt.raw, func(t *testing.T) {
			o := ParseOptions("?grace="+tt.raw, "")
			assert.Equal(t, tt.want, o.grace())
			assert.Equal(t, tt.bad, o.BadGrace)
		})
	}
	a := Open(env("?grace=soon", "", newStore()))
	assert.Contains(t, a.Panel().Status, en.Text(text.BadGrace))
}

// TestReloadKeepsTheFriendsQuestion: a page reloaded while the friend's offer
// of a draw, or request for a take-back, waits for its answer puts it to the
// player again, whose answer goes through (docs/rules.md §10, §11).
func TestReloadKeepsTheFriendsQuestion(t *testing.T) {
	t.Run("a draw offered", func(t *testing.T) {
		f := newFriends(t, 9)
		f.playSAN("Se3")
		f.apps[engine.Black].OfferDraw()
		f.pump()
		f.reload(engine.White, 80, "")
		a := f.apps[engine.White]
		require.True(t, a.Panel().DrawOffered)
		a.AnswerDraw(true)
		f.pump()
		for _, a := range f.apps {
			_, why := a.Game().Result()
			assert.Equal(t, engine.DrawAgreed, why)
		}
	})
	t.Run("a take-back asked", func(t *testing.T) {
		f := newFriends(t, 10)
		f.playSAN("Se3")
		f.playSAN("Se8")
		f.apps[engine.White].Takeback()
		f.pump()
		f.reload(engine.Black, 81, "")
		b := f.apps[engine.Black]
		require.Equal(t, AskFriendTakeback, b.Panel().Ask.Question)
		b.Answer(true)
		f.pump()
		for _, a := range f.apps {
			assert.Zero(t, a.Game().Len(), "§10 both moves taken back")
		}
	})
}

// TestAnotherTabTakesTheGameUp: a page whose game with a friend another tab of
// the browser took up and kept further on (a link that reconnected it, say)
// stops, keeping nothing more, so that the two never keep it over each other;
// the tab that took it up plays on (docs/rules.md §11).
func TestAnotherTabTakesTheGameUp(t *testing.T) {
	f := newFriends(t, 8)
	f.playSAN("Nc3")
	old := f.apps[engine.Black]
	old.StorageChanged()
	assert.False(t, old.Panel().Online.Stopped, "nothing changed")

	e := env("", "#resume=b", f.stores[engine.Black])
	e.Entropy = seeded.Reader(72)
	f.apps[engine.Black] = Open(e)
	f.pump()
	f.playSAN("Nc8")
	old.StorageChanged()
	assert.True(t, old.Panel().Online.Stopped)
	assert.Equal(t, en.Text(text.OnlineStopped, en.Text(text.FriendElsewhere)), old.Panel().Online.Status)
	kept := f.stores[engine.Black].Data["mschess.friend.black"]
	old.Outgoing() // where a page keeps its game
	assert.Equal(t, kept, f.stores[engine.Black].Data["mschess.friend.black"], "the old page keeps nothing")
	f.playSAN("Nb5")
	assert.Equal(t, 3, f.apps[engine.Black].Game().Len(), "the other plays on")
}

// TestResumeDeclinedGivesTheGameUp: a player who does not want the interrupted
// game with a friend back gives it up on the device, and is not asked again
// at every visit (docs/rules.md §11: the friend may then claim it).
func TestResumeDeclinedGivesTheGameUp(t *testing.T) {
	f := newFriends(t, 8)
	f.playSAN("Se3")
	f.leave(engine.Black)
	open := func(seed uint64) *App {
		e := env("", "", f.stores[engine.Black])
		e.Entropy = seeded.Reader(seed)
		return Open(e)
	}
	b := open(70)
	require.Equal(t, AskResumeFriend, b.Panel().Ask.Question)
	b.Answer(false)
	_, kept := persist.KeptFriend(f.stores[engine.Black], engine.Black)
	assert.False(t, kept)
	assert.Equal(t, NoQuestion, open(71).Panel().Ask.Question, "not asked again")
}
