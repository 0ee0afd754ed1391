package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/persist"
	"mschess/ui/text"
)

// TestAskBeforeReplacingAGame pins issue 8, item 4: New game, Daily and Import
// ask first when they would replace a game in progress, and only then; no
// keeps the game, and yes goes ahead.
func TestAskBeforeReplacingAGame(t *testing.T) {
	rec, _, err := finished(t, env("?seed=3", "", newStore())).Export()
	require.NoError(t, err)
	link := finishedLink(t, 5, "Nf3")
	newGame := func(a *App) { a.NewGame(11) }
	daily := func(a *App) { a.Daily() }
	importRecord := func(a *App) { require.NoError(t, a.Import(rec)) }
	otherLink := finishedLink(t, 9, "Nc3")
	follow := func(a *App) { a.FollowLink(otherLink) }
	for _, tc := range []struct {
		name     string
		query    string // the page's address
		fragment string
		store    func(t *testing.T) *memStore
		act      func(a *App)
		want     Question
	}{
		{name: "New game in a game in progress asks", store: moved, act: newGame, want: AskNewGame},
		{name: "Daily in a game in progress asks", store: moved, act: daily, want: AskDaily},
		{name: "Import in a game in progress asks", store: moved, act: importRecord, want: AskImport},
		{name: "a game with no move yet is replaced at once", store: unmoved, act: newGame},
		{name: "a finished game is replaced at once", store: over, act: newGame},
		{name: "New game over a replay asks for the saved game in progress", fragment: link, store: moved, act: newGame, want: AskNewGame},
		{name: "Daily over an address's game asks for the saved game in progress", query: "?seed=42", store: moved, act: daily, want: AskDaily},
		{name: "a record opened over a replay replaces only the replay", fragment: link, store: moved, act: importRecord},
		{name: "a second link in a game in progress asks", store: moved, act: follow, want: AskLink},
		{name: "a second link over a replay replaces only the replay", fragment: link, store: moved, act: follow},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := tc.store(t)
			a := Open(env(tc.query, tc.fragment, s))
			saved, shown := s.Data["mschess.save"], a.Game()
			tc.act(a)
			ask := a.Panel().Ask
			if tc.want == NoQuestion {
				assert.Equal(t, Ask{}, ask, "no question")
				assert.NotSame(t, shown, a.Game(), "replaced at once")
				return
			}
			assert.Equal(t, Ask{Question: tc.want, Text: en.Text(questionTexts[tc.want].text),
				Yes: en.Text(questionTexts[tc.want].yes), No: en.Text(text.AskNo)}, ask)
			assert.Same(t, shown, a.Game(), "the game stays until the answer")
			assert.Equal(t, saved, s.Data["mschess.save"], "and so does the save")

			a.Answer(false)
			assert.Equal(t, Ask{}, a.Panel().Ask, "no closes the question")
			assert.Same(t, shown, a.Game(), "and keeps the game")
			assert.Equal(t, saved, s.Data["mschess.save"])

			tc.act(a)
			a.Answer(true)
			assert.Equal(t, Ask{}, a.Panel().Ask, "yes closes the question")
			assert.NotSame(t, shown, a.Game(), "and replaces the game")
		})
	}
	t.Run("yes to New game starts the game asked for, and saves it", func(t *testing.T) {
		s := moved(t)
		a := Open(env("", "", s))
		a.NewGame(11)
		a.Answer(true)
		assert.Equal(t, uint64(11), seedOf(t, a))
		g, _, err := persist.NewSlot(s).Load()
		require.NoError(t, err)
		assert.Equal(t, uint64(11), seedOfGame(t, g))
	})
	t.Run("yes to Daily starts the daily puzzle", func(t *testing.T) {
		a := Open(env("", "", moved(t)))
		a.Daily()
		a.Answer(true)
		assert.Equal(t, engine.DailySeed(testUnix), seedOf(t, a))
		assert.Equal(t, en.Text(text.DailyNote, "2025-03-14"), a.Panel().Known)
	})
	t.Run("yes to Import shows the record's replay", func(t *testing.T) {
		a := Open(env("", "", moved(t)))
		importRecord(a)
		a.Answer(true)
		assert.True(t, a.Reviewing())
		assert.Equal(t, []string{"Nf3"}, a.Panel().Moves)
	})
	t.Run("a move while asked answers nothing", func(t *testing.T) {
		a := Open(env("", "", moved(t)))
		a.NewGame(11)
		clicks(t, a, "g10", "f8")
		assert.Equal(t, AskNewGame, a.Panel().Ask.Question, "the question waits")
		a.Answer(true)
		assert.Equal(t, uint64(11), seedOf(t, a))
	})
}

// moved returns a store holding a game in progress on seed 7: Nf3 played.
func moved(t *testing.T) *memStore { return savedGame(t, 7, persist.Prefs{}, "Nf3") }

// unmoved returns a store holding a game on seed 7 with no move yet.
func unmoved(t *testing.T) *memStore { return savedGame(t, 7, persist.Prefs{}) }

// over returns a store holding a game on seed 7 that White resigned after Nf3.
func over(t *testing.T) *memStore { return resignedSave(t, 7, "Nf3") }

// TestAskBeforeResigning: the page's Resign asks first, even before the first
// move, for a resignation ends the game for good (docs/rules.md §7, §10);
// against the computer the person is the one who resigns.
func TestAskBeforeResigning(t *testing.T) {
	t.Run("no keeps the game going", func(t *testing.T) {
		a := New(engine.NewGame(7), en)
		a.Resign()
		assert.Equal(t, Ask{Question: AskResign, Text: en.Text(text.AskResign), Yes: en.Text(text.AskYesResign),
			No: en.Text(text.AskNo)}, a.Panel().Ask)
		assert.False(t, a.Game().Over(), "nothing ends until the answer")
		a.Answer(false)
		assert.Equal(t, Ask{}, a.Panel().Ask)
		assert.False(t, a.Game().Over())
	})
	t.Run("yes resigns", func(t *testing.T) {
		a := New(engine.NewGame(7), en)
		clicks(t, a, "g1", "f3")
		a.Resign()
		a.Answer(true)
		result, reason := a.Game().Result()
		assert.Equal(t, [2]any{engine.WhiteWins, engine.Resignation}, [2]any{result, reason}, "Black, to move, resigned")
	})
	t.Run("against the computer, the person resigns", func(t *testing.T) {
		a := againstComputer(t, newStore(), 7, 1, engine.Black)
		a.Resign()
		a.Answer(true)
		result, _ := a.Game().Result()
		assert.Equal(t, engine.WhiteWins, result, "the person, Black, resigned")
	})
	t.Run("a finished game asks nothing", func(t *testing.T) {
		a := New(engine.NewGame(7), en)
		resignNow(a)
		a.Resign()
		assert.Equal(t, Ask{}, a.Panel().Ask)
	})
}
