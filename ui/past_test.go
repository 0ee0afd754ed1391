package ui

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/persist"
	"mschess/ui/text"
)

// pastEntry returns a game of the history on seed, ended at unix with result,
// against the computer at level (playing Black) when level is not 0.
func pastEntry(t *testing.T, seed uint64, unix int64, level int, result engine.Result) persist.Past {
	t.Helper()
	g := played(t, seed, "Nc3", "Se8")
	switch result {
	case engine.WhiteWins:
		require.NoError(t, g.Resign(engine.Black))
	case engine.BlackWins:
		require.NoError(t, g.Resign(engine.White))
	default:
		require.NoError(t, g.AgreeDraw())
	}
	rec, err := g.Record(nil)
	require.NoError(t, err)
	p := persist.Past{Unix: unix, Result: result, Plies: g.Len(), Record: rec}
	if level != 0 {
		p.Computer, p.ComputerSide = level, engine.Black
	}
	return p
}

// withPast returns a store holding the games of the history, the oldest first.
func withPast(t *testing.T, games ...persist.Past) *memStore {
	t.Helper()
	s := newStore()
	for _, g := range games {
		require.NoError(t, persist.NewHistory(s).Add(g))
	}
	return s
}

func TestAFinishedGameIsKeptOnce(t *testing.T) {
	t.Run("a game the players resign is listed with its date, opponent, result and length", func(t *testing.T) {
		a := Open(env("", "", newStore()))
		clicks(t, a, "b1", "c3", "b10", "c8")
		resignNow(a)
		assert.Equal(t, []PastGame{{Date: "2025-03-14", Opponent: en.Text(text.WelcomePeople), Result: en.Text(text.BlackWins), Moves: 1, Recorded: true}},
			a.PastGames().Games)
	})
	t.Run("a reload that shows the finished game adds it no second time", func(t *testing.T) {
		s := newStore()
		a := Open(env("", "", s))
		resignNow(a)
		again := Open(env("", "", s))
		require.True(t, again.Game().Over(), "the finished game is back")
		assert.Len(t, again.PastGames().Games, 1)
	})
	t.Run("against the computer the result is the person's, and counts at its level", func(t *testing.T) {
		a := Open(env("", "", newStore()))
		a.ChooseOpponent(Opponent{Level: 2, You: engine.White}, 7)
		resignNow(a)
		m := a.PastGames()
		require.Len(t, m.Games, 1)
		assert.Equal(t, en.Text(text.OpponentComputer, "2"), m.Games[0].Opponent)
		assert.Equal(t, en.Text(text.YouLost), m.Games[0].Result)
		assert.Equal(t, []Tally{{Level: 2, Lost: 1, Text: en.Text(text.PastTallyLine, "2", "0", "0", "1")}}, m.Tally)
	})
}

func TestAGameInPlayIsNeverKept(t *testing.T) {
	s := newStore()
	a := Open(env("", "", s))
	clicks(t, a, "b1", "c3", "b10", "c8")
	m := a.PastGames()
	assert.Empty(t, m.Games)
	assert.Equal(t, en.Text(text.PastNone), m.Note)
	_, kept := s.Data["mschess.history"]
	assert.False(t, kept, "nothing of the game in play is stored as history")
}

func TestPastGamesList(t *testing.T) {
	s := withPast(t,
		pastEntry(t, 1, 1000, 0, engine.WhiteWins),
		pastEntry(t, 2, 2000, 1, engine.WhiteWins),
		pastEntry(t, 3, 3000, 1, engine.Draw),
		pastEntry(t, 4, 4000, 3, engine.BlackWins),
		pastEntry(t, 5, 5000, 1, engine.BlackWins),
	)
	m := Open(env("", "", s)).PastGames()
	t.Run("the newest comes first", func(t *testing.T) {
		var dates []string
		for _, g := range m.Games {
			dates = append(dates, g.Date)
		}
		assert.Equal(t, []string{engine.UTCDate(5000), engine.UTCDate(4000), engine.UTCDate(3000), engine.UTCDate(2000), engine.UTCDate(1000)}, dates)
	})
	t.Run("the tally counts the person's wins, draws and losses by level, two people's games apart", func(t *testing.T) {
		assert.Equal(t, []Tally{
			{Level: 1, Won: 1, Drawn: 1, Lost: 1, Text: en.Text(text.PastTallyLine, "1", "1", "1", "1")},
			{Level: 3, Lost: 1, Text: en.Text(text.PastTallyLine, "3", "0", "0", "1")},
		}, m.Tally)
	})
	t.Run("the note states the cap", func(t *testing.T) {
		assert.Equal(t, en.Text(text.PastNote, strconv.Itoa(persist.MaxPast)), m.Note)
	})
}

func TestPastGameActions(t *testing.T) {
	entry := pastEntry(t, 3, testUnix, 2, engine.WhiteWins)
	t.Run("a game opened for replay is on show in review, and Back to your game returns", func(t *testing.T) {
		a := Open(env("", "", withPast(t, entry)))
		own := a.Game()
		a.PastGames()
		a.ReplayPast(0)
		assert.True(t, a.Reviewing())
		rec, err := a.Game().Record(nil)
		require.NoError(t, err)
		assert.Equal(t, entry.Record, rec)
		a.BackToYourGame()
		assert.False(t, a.Reviewing())
		assert.Equal(t, own.Referee(), a.Game().Referee())
	})
	t.Run("over a game in progress, the players are asked first", func(t *testing.T) {
		a := Open(env("", "", withPast(t, entry)))
		clicks(t, a, "b1", "c3")
		a.PastGames()
		a.ReplayPast(0)
		assert.Equal(t, AskImport, a.Panel().Ask.Question)
		assert.False(t, a.Reviewing())
	})
	t.Run("export gives the record kept and a file name of its date", func(t *testing.T) {
		a := Open(env("", "", withPast(t, entry)))
		a.PastGames()
		rec, name, ok := a.ExportPast(0)
		require.True(t, ok)
		assert.Equal(t, entry.Record, rec)
		assert.Equal(t, "minesweeper-chess-2025-03-14.pgn", name)
	})
	t.Run("a deleted game is gone from the list", func(t *testing.T) {
		other := pastEntry(t, 4, testUnix+1, 0, engine.Draw)
		a := Open(env("", "", withPast(t, entry, other)))
		a.PastGames()
		a.DeletePast(0) // the newest, other
		m := a.PastGames()
		require.Len(t, m.Games, 1)
		assert.Equal(t, en.Text(text.OpponentComputer, "2"), m.Games[0].Opponent)
	})
	t.Run("a place not in the list does nothing", func(t *testing.T) {
		a := Open(env("", "", withPast(t, entry)))
		a.PastGames()
		a.ReplayPast(1)
		a.DeletePast(-1)
		_, _, ok := a.ExportPast(1)
		assert.False(t, ok)
		assert.False(t, a.Reviewing())
		assert.Len(t, a.PastGames().Games, 1)
	})
}

func TestPastGamesWithoutStorage(t *testing.T) {
	a := Open(env("", "", nil))
	resignNow(a)
	assert.False(t, a.Panel().Past, "no past games to show")
	assert.Equal(t, PastGames{}, a.PastGames())
}

func TestPastGamesThatCannotBeRead(t *testing.T) {
	s := newStore()
	s.Data["mschess.history"] = "not a history\n"
	a := Open(env("", "", s))
	m := a.PastGames()
	assert.Empty(t, m.Games)
	assert.Contains(t, m.Note, "mschess.history.rejected.1", "the note says why and where they were set aside")
	assert.Equal(t, "not a history\n", s.Data["mschess.history.rejected.1"])
	resignNow(a)
	assert.Len(t, a.PastGames().Games, 1, "a new history starts")
}

// TestAGameEndingFindsPastGamesUnreadable: when the game that ends is the
// first to find the past games unreadable, they are set aside, the game starts
// a new list, and the status says so and where the old ones lie.
func TestAGameEndingFindsPastGamesUnreadable(t *testing.T) {
	s := newStore()
	s.Data["mschess.history"] = "not a history\n"
	a := Open(env("", "", s))
	resignNow(a)
	assert.Contains(t, a.Panel().Status, "mschess.history.rejected.1")
	assert.Contains(t, a.Panel().Status, strings.TrimSuffix(en.Text(text.PastBad, ""), "."), "in the past games' words")
	assert.Len(t, a.PastGames().Games, 1)
}

func TestPastGamesOfANewerVersion(t *testing.T) {
	newer := "mschess-history 4\nwhatever it holds\n"
	s := newStore()
	s.Data["mschess.history"] = newer
	a := Open(env("", "", s))
	assert.Equal(t, en.Text(text.PastBad, en.Text(text.SaveNotSetAside, en.Text(text.SaveTooNew))), a.PastGames().Note)
	resignNow(a)
	assert.Contains(t, a.Panel().Status, en.Text(text.PastNotAdded, en.Text(text.SaveRefused)), "the game ends all the same, not added")
	assert.Equal(t, newer, s.Data["mschess.history"], "kept as it was")
}

// TestAFriendsGameIsKeptOnceChecked: a game dealt with a friend on another
// page is never saved while it runs (docs/rules.md §11), and is kept among the
// past games on both pages once both opened its minefield, which its record
// lists; the game of a claim, whose minefield nobody can open, is kept on the
// claimer's page as won by abandonment, with no record to replay or export.
func TestAFriendsGameIsKeptOnceChecked(t *testing.T) {
	t.Run("§11 kept once the minefield is checked", func(t *testing.T) {
		f := newFriends(t, 1)
		resignNow(f.apps[engine.White])
		for c, a := range f.apps {
			assert.Empty(t, a.PastGames().Games, "%v's page: not before the keys came", engine.Color(c))
		}
		f.pump()
		for c, a := range f.apps {
			require.True(t, a.Game().Over(), "the game is over on both pages")
			require.Len(t, a.PastGames().Games, 1, "%v's page", engine.Color(c))
			assert.Equal(t, en.Text(text.OpponentFriend), a.PastGames().Games[0].Opponent)
			assert.True(t, a.PastGames().Games[0].Recorded, "with its record, to replay and export")
		}
	})
	t.Run("§11 a claimed game is kept without a record", func(t *testing.T) {
		f := newFriends(t, 2)
		now := int64(0)
		f.clocked(&now)
		f.playSAN("Se3")
		f.playSAN("Se8")
		f.leave(engine.Black)
		now += 3 * 60 * 1000
		white := f.apps[engine.White]
		white.Tick(false)
		white.ClaimWin()
		require.True(t, white.Game().Over())
		want := []PastGame{{Date: "2025-03-14", Opponent: en.Text(text.OpponentFriend),
			Result: en.Text(text.PastAbandoned, en.Text(text.WhiteWins)), Moves: 1}}
		assert.Equal(t, want, white.PastGames().Games, "a friend's game won by abandonment, not recorded")
		_, _, ok := white.ExportPast(0)
		assert.False(t, ok, "no record to export")
		white.ReplayPast(0)
		assert.True(t, white.Game().Over(), "nor to replay: the game on show stays")
		assert.Equal(t, 2, white.Game().Len())
		white.Tick(false)
		assert.Len(t, white.PastGames().Games, 1, "kept once")
	})
}

// TestTheEmbedKeepsNoPastGames: the embed, which has no list of past games to
// show, keeps none in its storage.
func TestTheEmbedKeepsNoPastGames(t *testing.T) {
	s := newStore()
	e := env("", "", s)
	e.Embed = true
	a := Open(e)
	resignNow(a)
	assert.False(t, a.Panel().Past)
	_, kept := s.Data["mschess.history"]
	assert.False(t, kept)
}
