package ui

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/engine/bot"
	"mschess/ui/text"
)

// againstComputer returns an App opened on a new game on seed, saved in store,
// against the computer at level with the person playing you.
func againstComputer(t *testing.T, store *memStore, seed uint64, level bot.Level, you engine.Color) *App {
	t.Helper()
	a := Open(env("", "", store))
	a.NewGame(seed)
	a.ChooseOpponent(Opponent{Level: level, You: you}, seed)
	require.Equal(t, Opponent{Level: level, You: you}, a.rival.opponent())
	return a
}

// answer lets the computer answer the App's request, as the page does.
func answer(t *testing.T, a *App) engine.Move {
	t.Helper()
	id, r, ok := a.Request()
	require.True(t, ok, "the computer is to move")
	m, err := r.Decide(nil)
	require.NoError(t, err)
	n := a.Game().Len()
	a.Reply(id, m.String())
	require.Equal(t, n+1, a.Game().Len(), "the reply was played")
	return m
}

func TestChooseOpponent(t *testing.T) {
	t.Run("a game without moves goes on against the computer", func(t *testing.T) {
		a := New(engine.NewGame(7), en)
		a.ChooseOpponent(Opponent{Level: 2, You: engine.Black}, 99)
		assert.Equal(t, uint64(7), seedOf(t, a), "the same minefield")
		assert.True(t, a.Flipped(), "the board faces the person's side")
		assert.True(t, a.rivalToMove(), "the computer, White, opens")
	})
	t.Run("a game in progress is replaced only after a yes", func(t *testing.T) {
		a := againstComputer(t, newStore(), 7, 0, engine.White)
		clicks(t, a, "g1", "f3")
		a.ChooseOpponent(Opponent{Level: 3, You: engine.White}, 42)
		require.Equal(t, AskOpponent, a.Panel().Ask.Question)
		a.Answer(false)
		assert.Equal(t, Opponent{}, a.rival.opponent(), "no: the game goes on as it was")
		assert.Equal(t, 1, a.Game().Len())
		a.ChooseOpponent(Opponent{Level: 3, You: engine.White}, 42)
		a.Answer(true)
		assert.Equal(t, Opponent{Level: 3, You: engine.White}, a.rival.opponent())
		assert.Equal(t, uint64(42), seedOf(t, a), "yes: a new game")
	})
	t.Run("an opponent the game does not offer is refused", func(t *testing.T) {
		a := New(engine.NewGame(7), en)
		for _, o := range []Opponent{{Level: bot.MaxLevel + 1}, {Level: -1}, {Level: 0, You: engine.Black}, {Level: 2, You: 7}} {
			a.ChooseOpponent(o, 1)
			assert.Equal(t, Opponent{}, a.rival.opponent(), "%+v", o)
		}
	})
}

// TestOpponentChoiceNamesWhoPlays: the page's choice of opponent shows the
// option that names who plays the other side, a friend too, whose option the
// list holds but does not offer (a new player's trial found a friend's game
// showing another person).
func TestOpponentChoiceNamesWhoPlays(t *testing.T) {
	tests := []struct {
		name string
		o    Opponent
		want string
	}{
		{"another person", Opponent{}, "0"},
		{"the computer at its level", Opponent{Level: 3, You: engine.Black}, "3"},
		{"a friend", Opponent{Friend: true, You: engine.Black}, "friend"},
	}
	options := OpponentOptions(en)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, tt.o.Choice())
			assert.Contains(t, options, `<option value="`+tt.want+`"`)
		})
	}
	assert.Contains(t, options, `<option value="friend" hidden disabled>`+en.Text(text.OpponentFriend)+`</option>`,
		"a friend is named, but not offered: an invitation brings one")
	t.Run("a game with a friend", func(t *testing.T) {
		f := newFriends(t, 7)
		for c, a := range f.apps {
			assert.Equal(t, "friend", a.Panel().Opponent.Choice(), "on %v's page", engine.Color(c))
		}
	})
}

func TestComputerTurn(t *testing.T) {
	t.Run("the person cannot move the computer's pieces", func(t *testing.T) {
		a := againstComputer(t, newStore(), 7, 1, engine.Black)
		clicks(t, a, "g1", "f3")
		assert.Zero(t, a.Game().Len())
		assert.Empty(t, marked(a, selected))
	})
	t.Run("a move typed on the computer's turn is refused", func(t *testing.T) {
		a := againstComputer(t, newStore(), 7, 1, engine.Black)
		err := a.PlayTyped("Nf3")
		require.Error(t, err)
		assert.Equal(t, en.Text(text.ComputerToMove), err.Error())
		assert.Zero(t, a.Game().Len())
	})
	t.Run("the computer answers, and the person moves on", func(t *testing.T) {
		a := againstComputer(t, newStore(), 7, 1, engine.Black)
		answer(t, a)
		assert.False(t, a.rivalToMove())
		_, _, ok := a.Request()
		assert.False(t, ok, "the person is to move")
		clicks(t, a, "g10", "f8")
		assert.Equal(t, 2, a.Game().Len())
		assert.True(t, a.rivalToMove())
	})
	t.Run("an answer to another request is ignored", func(t *testing.T) {
		a := againstComputer(t, newStore(), 7, 1, engine.Black)
		id, r, _ := a.Request()
		m, err := r.Decide(nil)
		require.NoError(t, err)
		a.Reply(id+1, m.String())
		assert.Zero(t, a.Game().Len())
	})
	t.Run("an answer that is no legal move is ignored", func(t *testing.T) {
		a := againstComputer(t, newStore(), 7, 1, engine.Black)
		id, _, _ := a.Request()
		for _, move := range []string{"", "e2e5", "e9e8", "Sa4", "garbage"} {
			a.Reply(id, move)
		}
		assert.Zero(t, a.Game().Len())
	})
	t.Run("an earlier position on show stays on show", func(t *testing.T) {
		a := againstComputer(t, newStore(), 7, 1, engine.White)
		clicks(t, a, "g1", "f3")
		a.ShowPly(0)
		answer(t, a)
		p := a.Panel()
		assert.False(t, p.Live)
		assert.Equal(t, 0, p.Shown)
	})
	t.Run("a draw cannot be offered to the computer", func(t *testing.T) {
		a := againstComputer(t, newStore(), 7, 1, engine.White)
		p := a.Panel()
		assert.False(t, p.CanOffer)
		assert.False(t, p.OfferShown, "the page shows no Offer draw")
		a.OfferDraw()
		assert.False(t, a.Panel().DrawOffered, "nor does the App take one")
	})
	t.Run("two people at one screen may offer a draw", func(t *testing.T) {
		p := New(engine.NewGame(7), en).Panel()
		assert.True(t, p.OfferShown)
		assert.True(t, p.CanOffer)
	})
	t.Run("resigning resigns for the person, even on the computer's turn", func(t *testing.T) {
		a := againstComputer(t, newStore(), 7, 1, engine.White)
		clicks(t, a, "g1", "f3")
		resignNow(a)
		r, why := a.Game().Result()
		assert.Equal(t, engine.BlackWins, r)
		assert.Equal(t, engine.Resignation, why)
		assert.False(t, a.rivalToMove(), "a finished game asks the computer nothing")
	})
	t.Run("what the person's move set off is still said after the reply", func(t *testing.T) {
		a := fromMFEN(t, knightOverMine)
		a.ChooseOpponent(Opponent{Level: 1, You: engine.White}, 1)
		clicks(t, a, "f3", "e5")
		blast := en.Text(text.EvBlast, "e5", "the white knight")
		require.Contains(t, a.Panel().Status, blast)
		answer(t, a)
		assert.Contains(t, a.Panel().Status, blast, "the computer's reply does not hide the blast (docs/rules.md §3)")
		clicks(t, a, "a2", "a3")
		assert.NotContains(t, a.Panel().Status, blast, "the person's next move does")
	})
	t.Run("auto-flip keeps the person's side at the bottom", func(t *testing.T) {
		a := againstComputer(t, newStore(), 7, 1, engine.Black)
		a.SetAutoFlip(true)
		answer(t, a)
		assert.True(t, a.Flipped())
		clicks(t, a, "g10", "f8")
		assert.True(t, a.Flipped())
	})
}

// TestTakebackAgainstComputer pins docs/rules.md §10 against the computer: the
// person's move and the reply go back together, and a take-back during the
// search takes back the person's move and calls the search off.
func TestTakebackAgainstComputer(t *testing.T) {
	// A pawn's sweep of the empty square in front of it, outside the fog,
	// reveals nothing.
	sweep := func(t *testing.T, a *App, pawn string) {
		t.Helper()
		a.Click(sq(t, pawn))
		require.True(t, a.Sweep())
	}
	t.Run("§10 during the search: the person's move alone, and the answer is void", func(t *testing.T) {
		a := againstComputer(t, newStore(), 7, 1, engine.White)
		sweep(t, a, "e2")
		id, r, _ := a.Request()
		require.True(t, a.Panel().CanTakeback)
		a.Takeback()
		assert.Zero(t, a.Game().Len())
		assert.False(t, a.rivalToMove())
		sweep(t, a, "e2")
		m, err := r.Decide(nil)
		require.NoError(t, err)
		a.Reply(id, m.String())
		assert.Equal(t, 1, a.Game().Len(), "the answer to the request called off is ignored")
	})
	// On the person's turn, after the person's move and a reply given by hand.
	se3 := func(t *testing.T, a *App) { sweep(t, a, "e2") }
	nf3 := func(t *testing.T, a *App) { clicks(t, a, "g1", "f3") } // lifts fog
	for _, tt := range []struct {
		name  string
		move  func(t *testing.T, a *App)
		reply string
		plies int    // left after Take back
		why   string // why not, or ""
	}{
		{"§10 the move and a reply that revealed nothing go back together", se3, "Sd8", 0, ""},
		// A newcomer's trial: the person castled, which revealed nothing,
		// and the note blamed "the last move".
		{"§10 a reply that revealed anything stands, and the move before it: the note says the reply did", se3, "g10f8", 2,
			en.Text(text.NoTakebackReply)},
		{"§10 a move that revealed anything stands, and the reply with it: the note says the person's move did", nf3, "Sd8", 2,
			en.Text(text.NoTakebackYours)},
	} {
		t.Run(tt.name, func(t *testing.T) {
			a := againstComputer(t, newStore(), 7, 1, engine.White)
			tt.move(t, a)
			id, _, _ := a.Request()
			a.Reply(id, tt.reply)
			require.Equal(t, 2, a.Game().Len())
			p := a.Panel()
			assert.Equal(t, tt.why == "", p.CanTakeback)
			assert.Equal(t, tt.why, p.TakebackWhy)
			a.Takeback()
			assert.Equal(t, tt.plies, a.Game().Len())
			assert.False(t, a.rivalToMove(), "the person is to move")
		})
	}
	t.Run("nothing to take back before the person's first move", func(t *testing.T) {
		a := againstComputer(t, newStore(), 7, 1, engine.Black)
		id, _, _ := a.Request()
		a.Reply(id, "Se3")
		p := a.Panel()
		assert.False(t, p.CanTakeback)
		assert.Empty(t, p.TakebackWhy)
	})
	t.Run("a new game calls the search off", func(t *testing.T) {
		a := againstComputer(t, newStore(), 7, 1, engine.White)
		sweep(t, a, "e2")
		id, _, _ := a.Request()
		a.NewGame(8)
		a.Answer(true)
		a.Reply(id, "Sd8")
		assert.Zero(t, a.Game().Len())
		assert.Equal(t, Opponent{Level: 1, You: engine.White}, a.rival.opponent(), "the opponent stays")
	})
}

// TestSearchFailed: a search that fails leaves the page neither thinking nor
// silent, and the players can ask again or go on otherwise.
func TestSearchFailed(t *testing.T) {
	failed := func(t *testing.T) *App {
		t.Helper()
		a := againstComputer(t, newStore(), 7, 1, engine.Black)
		id, _, ok := a.Request()
		require.True(t, ok)
		a.SearchFailed(id)
		return a
	}
	t.Run("the page stops thinking and says so", func(t *testing.T) {
		p := failed(t).Panel()
		assert.False(t, p.Thinking)
		assert.Equal(t, en.Text(text.SearchFailed), p.SearchFailed)
	})
	t.Run("the computer is not asked again by itself", func(t *testing.T) {
		_, _, ok := failed(t).Request()
		assert.False(t, ok)
	})
	t.Run("Retry asks again under a new id, and the answer is played", func(t *testing.T) {
		a := failed(t)
		before := a.turn
		a.Retry()
		id, _, ok := a.Request()
		require.True(t, ok)
		assert.NotEqual(t, before, id)
		p := a.Panel()
		assert.True(t, p.Thinking)
		assert.Empty(t, p.SearchFailed)
		answer(t, a)
	})
	t.Run("a new game clears the failure", func(t *testing.T) {
		a := failed(t)
		a.NewGame(8)
		a.Answer(true)
		assert.Empty(t, a.Panel().SearchFailed)
		_, _, ok := a.Request()
		assert.True(t, ok, "the computer opens the new game")
	})
	t.Run("a failure of a request called off is ignored", func(t *testing.T) {
		a := againstComputer(t, newStore(), 7, 1, engine.Black)
		id, _, _ := a.Request()
		a.NewGame(8)
		a.Answer(true)
		a.SearchFailed(id)
		assert.True(t, a.Panel().Thinking)
		assert.Empty(t, a.Panel().SearchFailed)
	})
}

func TestOpponentIsSavedAndRestored(t *testing.T) {
	store := newStore()
	a := againstComputer(t, store, 7, 3, engine.Black)
	answer(t, a)
	b := Open(env("", "", store))
	assert.Equal(t, Opponent{Level: 3, You: engine.Black}, b.rival.opponent())
	assert.Equal(t, a.Game().Len(), b.Game().Len())
	assert.True(t, b.Flipped())
	assert.False(t, b.rivalToMove(), "the person is to move")
}

func TestRecordNamesThePlayers(t *testing.T) {
	a := againstComputer(t, newStore(), 7, 2, engine.Black)
	answer(t, a)
	resignNow(a)
	record, _, err := a.Export()
	require.NoError(t, err)
	assert.Contains(t, record, `[White "`+en.Text(text.OpponentComputer, "2")+`"]`)
	assert.Contains(t, record, `[Black "`+en.Text(text.PlayerYou)+`"]`)
}

// TestTwoPeopleRecordNamesNobody: a game of two people at one screen has no
// names in its record, as before.
func TestTwoPeopleRecordNamesNobody(t *testing.T) {
	a := Open(env("", "", newStore()))
	clicks(t, a, "g1", "f3")
	resignNow(a)
	record, _, err := a.Export()
	require.NoError(t, err)
	assert.Contains(t, record, `[White "?"]`)
	assert.Contains(t, record, `[Black "?"]`)
}

// TestWelcomeNamesTheLevels: the welcome's answers name each level they offer
// as the choice of opponent does, by its number and its name, in every
// language, so that the two do not drift apart.
func TestWelcomeNamesTheLevels(t *testing.T) {
	welcome := map[bot.Level]text.Key{1: text.WelcomeLevel1, 4: text.WelcomeLevel4, 7: text.WelcomeLevel7, 9: text.WelcomeLevel9}
	for _, c := range text.All() {
		for l, key := range welcome {
			got := c.Text(key)
			assert.Contains(t, got, strconv.Itoa(int(l)), "%s: level %d", c.Tag(), l)
			assert.Contains(t, got, c.Text(levelName(l)), "%s: level %d", c.Tag(), l)
		}
	}
}

// TestHelpNamesEveryLevel: the help on playing the computer names every
// level by the name the choice of opponent gives it, in every language, so
// that a level added to the ladder is described there too.
func TestHelpNamesEveryLevel(t *testing.T) {
	for _, c := range text.All() {
		help := c.Text(text.HelpComputer)
		for l := bot.MinLevel; l <= bot.MaxLevel; l++ {
			assert.Contains(t, help, c.Text(levelName(l)), "%s: level %d", c.Tag(), l)
		}
	}
}
