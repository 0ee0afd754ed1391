package persist

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/engine/bot"
)

// pastGame returns a finished game of the history: seed's game, resigned by
// White after the moves, against the computer at level when it is not 0.
func pastGame(t testing.TB, seed uint64, level int, unix int64) Past {
	g := play(t, seed, "", "Nc3 Se8")
	require.NoError(t, g.Resign(engine.White))
	rec, err := g.Record([]engine.Tag{{Name: "Site", Value: "test"}})
	require.NoError(t, err)
	p := Past{Unix: unix, Computer: level, Result: engine.BlackWins, Plies: g.Len(), Record: rec}
	if level != 0 {
		p.ComputerSide = engine.Black
	}
	return p
}

// pasts returns n games of the history, the oldest first, each on its own seed.
func pasts(t testing.TB, n int) []Past {
	games := make([]Past, n)
	for i := range games {
		games[i] = pastGame(t, uint64(i), i%4, int64(1000+i))
	}
	return games
}

func TestHistoryKeepsFinishedGames(t *testing.T) {
	t.Run("games added read back, the oldest first, settings and record whole", func(t *testing.T) {
		s := newStore()
		want := pasts(t, 3)
		for _, p := range want {
			require.NoError(t, NewHistory(s).Add(p))
		}
		got, err := NewHistory(s).Games()
		require.NoError(t, err)
		assert.Equal(t, want, got)
	})
	t.Run("a game added again, as after a reload, is kept once", func(t *testing.T) {
		s := newStore()
		p := pastGame(t, 1, 2, 1000)
		h := NewHistory(s)
		require.NoError(t, h.Add(p))
		require.NoError(t, h.Add(p))
		got, err := h.Games()
		require.NoError(t, err)
		assert.Len(t, got, 1)
	})
	t.Run("a deleted game is gone and the others stay in order", func(t *testing.T) {
		s := newStore()
		games := pasts(t, 3)
		h := NewHistory(s)
		for _, p := range games {
			require.NoError(t, h.Add(p))
		}
		require.NoError(t, h.Delete(games[1]))
		got, err := h.Games()
		require.NoError(t, err)
		assert.Equal(t, []Past{games[0], games[2]}, got)
	})
	t.Run("an empty store has no games and no error", func(t *testing.T) {
		got, err := NewHistory(newStore()).Games()
		require.NoError(t, err)
		assert.Empty(t, got)
	})
}

func TestHistoryCaps(t *testing.T) {
	t.Run("beyond MaxPast games the oldest is dropped first", func(t *testing.T) {
		s := newStore()
		games := pasts(t, MaxPast+2)
		h := NewHistory(s)
		for _, p := range games {
			require.NoError(t, h.Add(p))
		}
		got, err := h.Games()
		require.NoError(t, err)
		assert.Equal(t, games[2:], got)
	})
	t.Run("beyond maxHistory characters the oldest are dropped first", func(t *testing.T) {
		games := pasts(t, 8)
		for i := range games { // records as long as a record may be: 5 fit
			games[i].Record += strings.Repeat(" ", engine.MaxRecordBytes-len(games[i].Record))
		}
		s := newStore()
		h := NewHistory(s)
		for _, p := range games {
			require.NoError(t, h.Add(p))
		}
		got, err := h.Games()
		require.NoError(t, err)
		assert.Equal(t, games[3:], got)
		assert.LessOrEqual(t, len(s.Data[historyKey]), maxHistory)
	})
	t.Run("a store out of room takes the newer half, the new game in it", func(t *testing.T) {
		games := pasts(t, 8)
		s := &roomStore{MemStore: newStore(), room: 4 * len(formatPast(games[0]))}
		h := NewHistory(s)
		for _, p := range games {
			require.NoError(t, h.Add(p))
		}
		got, err := h.Games()
		require.NoError(t, err)
		require.NotEmpty(t, got)
		assert.Equal(t, games[7], got[len(got)-1])
	})
	t.Run("a store that refuses everything fails the add", func(t *testing.T) {
		s := newStore()
		s.Full = true
		assert.Error(t, NewHistory(s).Add(pastGame(t, 1, 0, 1)))
	})
}

// roomStore is a MemStore that refuses a value longer than room, as a full
// localStorage does.
type roomStore struct {
	*MemStore
	room int
}

func (s *roomStore) Set(key, value string) error {
	if len(value) > s.room {
		return errFull
	}
	return s.MemStore.Set(key, value)
}

// TestOldLadderInTheHistory pins issue 23's mapping in the history: a game
// against the computer kept when there were five levels counts at the nearest
// level of today's ladder, and is written back so.
func TestOldLadderInTheHistory(t *testing.T) {
	text := "mschess-history 1\n1764787200 computer-black-2 0-1 17 IA==\n1764787300 computer-white-5 1-0 17 IA==\n"
	games, err := parseHistory(text)
	require.Nil(t, err)
	assert.Equal(t, []int{7, 12}, []int{games[0].Computer, games[1].Computer})
	assert.Equal(t, "mschess-history 3\n1764787200 computer-black-7 0-1 17 IA==\n1764787300 computer-white-12 1-0 17 IA==\n", formatHistory(games))
}

// friendsPast returns a game against a friend on another device that White
// won at unix, with its record, or claimed, with none (docs/rules.md §11).
func friendsPast(t testing.TB, unix int64, claimed bool) Past {
	p := pastGame(t, 1, 0, unix)
	p.Friend, p.Result = true, engine.WhiteWins
	p.Record = strings.Replace(p.Record, "\n\n", "\n[Transcript \"00ff\"]\n\n", 1)
	if claimed {
		p.Record = ""
	}
	return p
}

func TestFriendsGamesInTheHistory(t *testing.T) {
	t.Run("a friend's game, with its record and claimed with none, read back", func(t *testing.T) {
		s := newStore()
		want := []Past{friendsPast(t, 1000, false), friendsPast(t, 1100, true), friendsPast(t, 1200, true)}
		h := NewHistory(s)
		for _, p := range want {
			require.NoError(t, h.Add(p))
		}
		require.NoError(t, h.Add(want[1]), "a claimed game added again, as after a reload")
		got, err := h.Games()
		require.NoError(t, err)
		assert.Equal(t, want, got, "each claimed game is kept once, told apart by all it holds")
		assert.Contains(t, s.Data[historyKey], "\n1100 friend 1-0 2 -\n")
	})
	t.Run("version 2's friend's game, people's with a transcript, is a friend's", func(t *testing.T) {
		p := friendsPast(t, 1000, false)
		line := strings.Replace(formatPast(p), " friend ", " people ", 1)
		games, err := parseHistory("mschess-history 2\n" + line + "\n")
		require.Nil(t, err)
		assert.Equal(t, []Past{p}, games)
	})
}

func TestHistoryThatCannotBeRead(t *testing.T) {
	good := formatPast(pastGame(t, 1, 3, 1000))
	tests := []struct {
		name, text string
		line       int
		detail     string
	}{
		{"not a history", "hello\n", 1, "not a list"},
		{"a version that is no number", "mschess-history x\n", 1, "version"},
		{"a line of four fields", "mschess-history 1\n1 people 1-0 2\n", 2, "not a time"},
		{"a time that is no number", "mschess-history 1\n" + strings.Replace(good, "1000", "-5", 1) + "\n", 2, "time"},
		{"an opponent unknown", "mschess-history 1\n" + strings.Replace(good, "computer-black-3", "robot", 1) + "\n", 2, "opponent"},
		{"a friend before version 3", "mschess-history 2\n" + strings.Replace(good, "computer-black-3", "friend", 1) + "\n", 2, "opponent"},
		{"no record but for a friend's game", "mschess-history 3\n" + good[:strings.LastIndex(good, " ")] + " -\n", 2, "record"},
		{"a computer level beyond the top", "mschess-history 2\n" + strings.Replace(good, "computer-black-3", "computer-black-"+strconv.Itoa(int(bot.MaxLevel)+1), 1) + "\n", 2, "opponent"},
		{"a computer level beyond the old ladder's top", "mschess-history 1\n" + strings.Replace(good, "computer-black-3", "computer-black-6", 1) + "\n", 2, "opponent"},
		{"a game in progress", "mschess-history 1\n" + strings.Replace(good, " 0-1 ", " * ", 1) + "\n", 2, "result"},
		{"a length that is no number", "mschess-history 1\n" + strings.Replace(good, " 0-1 2 ", " 0-1 x ", 1) + "\n", 2, "length"},
		{"a garbled record", "mschess-history 1\n" + good + "!\n", 2, "record"},
		{"a record broken by a carriage return", "mschess-history 1\n" + good[:len(good)-4] + "\r" + good[len(good)-4:] + "\n", 2, "record"},
		{"a last line cut short", "mschess-history 1\n" + good, 2, "cut short"},
		{"more than MaxPast games", "mschess-history 1\n" + strings.Repeat(good+"\n", MaxPast+1), 0, "more than"},
	}
	for _, tt := range tests {
		t.Run(tt.name+" is reported and set aside, never lost", func(t *testing.T) {
			s := newStore(historyKey, tt.text)
			h := NewHistory(s)
			got, err := h.Games()
			assert.Empty(t, got)
			var he *HistoryError
			require.ErrorAs(t, err, &he)
			assert.Equal(t, tt.line, he.Line)
			assert.Contains(t, he.Detail, tt.detail)
			assert.Equal(t, historyRejected+"1", he.Kept)
			assert.Equal(t, tt.text, s.Data[he.Kept])
			require.NoError(t, h.Add(pastGame(t, 2, 0, 2000)), "a new history starts")
		})
	}
	t.Run("one that a new game finds first is set aside, and Add says so", func(t *testing.T) {
		s := newStore(historyKey, "hello\n")
		h := NewHistory(s)
		p := pastGame(t, 2, 0, 2000)
		var he *HistoryError
		require.ErrorAs(t, h.Add(p), &he, "the player hears of the games set aside")
		assert.Equal(t, "hello\n", s.Data[he.Kept])
		got, err := h.Games()
		require.NoError(t, err)
		assert.Equal(t, []Past{p}, got, "the game starts a new history")
	})
	t.Run("a game in play is refused", func(t *testing.T) {
		s := newStore()
		p := pastGame(t, 2, 0, 2000)
		p.Result = engine.Ongoing
		require.ErrorIs(t, NewHistory(s).Add(p), engine.ErrGameNotOver)
		assert.NotContains(t, s.Data, historyKey)
	})
	t.Run("one of a newer version is left as it is and nothing is added", func(t *testing.T) {
		text := "mschess-history 4\nwhatever comes next\n"
		s := newStore(historyKey, text)
		h := NewHistory(s)
		_, err := h.Games()
		var he *HistoryError
		require.ErrorAs(t, err, &he)
		assert.True(t, he.TooNew)
		require.ErrorIs(t, h.Add(pastGame(t, 2, 0, 2000)), ErrHistoryHeld)
		assert.Equal(t, text, s.Data[historyKey])
	})
	t.Run("one the store refuses to set aside is left as it is and nothing is added", func(t *testing.T) {
		s := newStore(historyKey, "hello\n")
		s.Full = true
		h := NewHistory(s)
		_, err := h.Games()
		var he *HistoryError
		require.ErrorAs(t, err, &he)
		assert.Empty(t, he.Kept)
		assert.Contains(t, err.Error(), "kept as they were")
		require.ErrorIs(t, h.Add(pastGame(t, 2, 0, 2000)), ErrHistoryHeld)
		require.ErrorIs(t, h.Delete(pastGame(t, 2, 0, 2000)), ErrHistoryHeld)
		assert.Equal(t, "hello\n", s.Data[historyKey])
	})
}

func FuzzParseHistory(f *testing.F) {
	f.Add(formatHistory(pasts(f, 2)))
	f.Add("mschess-history 2\n")
	f.Add("mschess-history 2\n0 computer-white-1 1/2-1/2 0 IA==\n")
	f.Add(formatHistory([]Past{friendsPast(f, 1000, false), friendsPast(f, 1100, true)}))
	f.Fuzz(func(t *testing.T, text string) {
		// A history that reads is written back the same, once of this
		// version, and reads the same again; one that does not says where.
		games, err := parseHistory(text)
		if err != nil {
			require.NotEmpty(t, err.Detail)
			require.Nil(t, games)
			return
		}
		again, err := parseHistory(formatHistory(games))
		require.Nil(t, err)
		require.Equal(t, games, again)
		if strings.HasPrefix(text, historyMagic+strconv.Itoa(historyVersion)+"\n") {
			require.Equal(t, text, formatHistory(games), "one way to write a history: "+strconv.Quote(text))
		}
	})
}
