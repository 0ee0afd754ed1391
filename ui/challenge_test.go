package ui

import (
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/internal/seeded"
	"mschess/persist"
	"mschess/ui/text"
)

// dailyAt opens the page in store at the test's clock plus days, and starts
// the daily puzzle there.
func dailyAt(t *testing.T, store persist.Store, days int64) *App {
	t.Helper()
	e := env("", "", store)
	e.Clock = func() int64 { return testUnix + days*86400 }
	a := Open(e)
	a.Daily()
	if a.Panel().Ask.Question == AskDaily {
		a.Answer(true) // over a game in progress
	}
	return a
}

// TestDailyIsOneTryADay pins issue 24, item 12: the daily puzzle is played
// once a day on a device; a second try the same day is refused, with the
// replay of the first offered once it is over; the next day brings a new one.
func TestDailyIsOneTryADay(t *testing.T) {
	t.Run("a daily opened and left with no move is no try", func(t *testing.T) {
		s := newStore()
		a := dailyAt(t, s, 0)
		a.NewGame(11)
		a.Daily()
		assert.Equal(t, engine.DailySeed(testUnix), seedOf(t, a))
	})
	t.Run("a second try while the first is unfinished is refused", func(t *testing.T) {
		s := newStore()
		a := dailyAt(t, s, 0)
		clicks(t, a, "g1", "f3")
		a.NewGame(11)
		a.Answer(true)
		a.Daily()
		assert.Equal(t, uint64(11), seedOf(t, a), "no new try")
		assert.Equal(t, en.Text(text.DailyPlayed), a.Panel().Status)
		assert.Equal(t, Ask{}, a.Panel().Ask, "and no replay of an unfinished game")
	})
	t.Run("a second try after the end offers the replay", func(t *testing.T) {
		s := newStore()
		a := dailyAt(t, s, 0)
		clicks(t, a, "g1", "f3")
		resignNow(a)
		again := dailyAt(t, s, 0)
		assert.Equal(t, Ask{Question: AskDailyPlayed, Text: en.Text(text.DailyPlayed),
			Yes: en.Text(text.AskYesDailyReplay), No: en.Text(text.CloseDialog)}, again.Panel().Ask)
		again.Answer(true)
		assert.True(t, again.Reviewing(), "yes shows the replay")
		assert.Equal(t, []string{"Nf3"}, again.Panel().Moves)
	})
	t.Run("the address's daily is refused as the button's", func(t *testing.T) {
		s := newStore()
		a := dailyAt(t, s, 0)
		clicks(t, a, "g1", "f3")
		resignNow(a)
		again := Open(env("?daily=1", "", s))
		assert.Equal(t, AskDailyPlayed, again.Panel().Ask.Question)
		assert.True(t, again.Game().Over(), "the saved game is on show, not a new try")
	})
	t.Run("the next day has a daily of its own", func(t *testing.T) {
		s := newStore()
		clicks(t, dailyAt(t, s, 0), "g1", "f3")
		next := dailyAt(t, s, 1)
		assert.Equal(t, engine.DailySeed(testUnix+86400), seedOf(t, next))
	})
	t.Run("a store that refuses the note keeps the page going", func(t *testing.T) {
		s := &memStore{Data: map[string]string{}, Full: true}
		clicks(t, dailyAt(t, s, 0), "g1", "f3")
		a := dailyAt(t, s, 0)
		assert.Equal(t, engine.DailySeed(testUnix), seedOf(t, a), "no try was kept, so none is refused")
	})
	t.Run("without storage no try is kept, and the daily opens", func(t *testing.T) {
		clicks(t, dailyAt(t, nil, 0), "g1", "f3")
		a := dailyAt(t, nil, 0)
		assert.Equal(t, engine.DailySeed(testUnix), seedOf(t, a))
	})
}

// squareName matches a square's name, a file then a rank (docs/rules.md §1).
var squareName = regexp.MustCompile(`\b[a-h](10|[1-9])\b`)

// TestDailyResultCard pins issue 24, item 12: a finished daily game has a
// card of its outcome, moves, pieces lost to mines and aids, with its date,
// in the player's language, and no word of where the mines were.
func TestDailyResultCard(t *testing.T) {
	resignedDaily := func(days int64, overlay bool) *App {
		a := dailyAt(t, newStore(), days)
		a.SetOverlay(overlay)
		clicks(t, a, "g1", "f3", "g10", "f8")
		resignNow(a)
		return a
	}
	t.Run("the card of a resigned daily", func(t *testing.T) {
		assert.Equal(t, "Minesweeper Chess · Daily puzzle 2025-03-14\nBlack wins · 1 move · 0 pieces lost to mines · no aids",
			resignedDaily(0, false).Panel().Card)
	})
	t.Run("a game played with the odds shown says so", func(t *testing.T) {
		assert.Contains(t, resignedDaily(0, true).Panel().Card, en.Text(text.CardAssisted))
	})
	t.Run("§2 the card names no square", func(t *testing.T) {
		assert.NotRegexp(t, squareName, resignedDaily(0, true).Panel().Card)
	})
	t.Run("§2 two minefields, the same moves: the same card but for the date", func(t *testing.T) {
		first, second := resignedDaily(0, false).Panel().Card, resignedDaily(1, false).Panel().Card
		require.NotEqual(t, engine.DailySeed(testUnix), engine.DailySeed(testUnix+86400))
		assert.Equal(t, first, strings.Replace(second, "2025-03-15", "2025-03-14", 1))
	})
	t.Run("in the player's language", func(t *testing.T) {
		a := resignedDaily(0, false)
		a.SetLang("es")
		assert.Equal(t, "Minesweeper Chess · Reto del día 2025-03-14\nGanan las negras · 1 jugada · 0 piezas perdidas en minas · sin ayudas",
			a.Panel().Card)
	})
	t.Run("a game in play has none, nor a game that is no daily", func(t *testing.T) {
		a := dailyAt(t, newStore(), 0)
		clicks(t, a, "g1", "f3")
		assert.Empty(t, a.Panel().Card)
		assert.Empty(t, finished(t, env("?seed=3", "", newStore())).Panel().Card)
	})
}

// TestDailyRefusedBesideAFriendsGame: a page opened at ?daily=1 on a device
// whose daily was tried today, and where a game with a friend waits, still asks
// whether to resume the friend's game (issue 22 item 5); the daily's refusal
// is said, not asked.
func TestDailyRefusedBesideAFriendsGame(t *testing.T) {
	f := newFriends(t, 8)
	f.playSAN("Se3")
	f.leave(engine.Black)
	store := f.stores[engine.Black]
	d := dailyAt(t, store, 0)
	clicks(t, d, "g1", "f3")
	resignNow(d)
	e := env("?daily=1", "", store)
	e.Clock, e.Entropy = func() int64 { return testUnix }, seeded.Reader(70)
	a := Open(e)
	assert.Equal(t, AskResumeFriend, a.Panel().Ask.Question)
	assert.Contains(t, a.Panel().Status, en.Text(text.DailyPlayed))
}
