package ui

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/engine/bot"
	"mschess/persist"
	"mschess/ui/text"
)

// blitz is the shortest time control on offer: 3 minutes and 2 s a move.
var blitz = TimeControls[0]

// timed is an App whose page's time the test sets: at, in milliseconds.
type timed struct {
	*App
	at int64
}

// onTheClock returns an App opened on store, with the page's time in the
// test's hands, against o on o's clock.
func onTheClock(t *testing.T, store *memStore, o Opponent) *timed {
	t.Helper()
	tm := &timed{}
	e := env("", "", store)
	e.Now = func() int64 { return tm.at }
	tm.App = Open(e)
	tm.ChooseOpponent(o, 7)
	require.Equal(t, o, tm.Panel().Opponent)
	return tm
}

// wait lets ms pass on the page and ticks, the page in sight.
func (tm *timed) wait(ms int64) {
	tm.at += ms
	tm.Tick(false)
}

// moves plays moves typed in SAN, after ms each.
func (tm *timed) moves(t *testing.T, ms int64, sans ...string) {
	t.Helper()
	for _, san := range sans {
		tm.at += ms
		require.NoError(t, tm.PlayTyped(san), san)
	}
}

// left returns the milliseconds left on each side's clock, by engine.Color.
func (tm *timed) left() [2]int64 { return tm.clocks.left }

func TestClockTime(t *testing.T) {
	for _, tc := range []struct {
		ms   int64
		want string
	}{
		{180000, "03:00"},
		{59999, "00:59"},
		{10000, "00:10"},
		{9999, "00:09.9"},
		{9300, "00:09.3"},
		{50, "00:00.0"},
		{0, "00:00.0"},
		{5400000, "90:00"},
	} {
		assert.Equal(t, tc.want, clockTime(tc.ms), tc.ms)
	}
}

func TestClocks(t *testing.T) {
	const base = 180000
	t.Run("§7 no clock runs before each side has moved", func(t *testing.T) {
		tm := onTheClock(t, newStore(), Opponent{Clock: blitz})
		tm.wait(60000)
		tm.moves(t, 20000, "Nf3")
		tm.wait(60000)
		assert.Equal(t, [2]int64{base, base}, tm.left())
		assert.False(t, tm.Panel().Ticking)
		tm.moves(t, 20000, "Nc8")
		assert.True(t, tm.Panel().Ticking, "White's clock runs from Black's first move")
		assert.Equal(t, [2]int64{base, base}, tm.left())
	})
	t.Run("§7 the side to move's clock runs, and a move adds the increment", func(t *testing.T) {
		tm := onTheClock(t, newStore(), Opponent{Clock: blitz})
		tm.moves(t, 0, "Nf3", "Nc8")
		tm.moves(t, 10000, "Nc3")
		assert.Equal(t, [2]int64{base - 10000 + 2000, base}, tm.left())
		tm.wait(4000)
		tm.moves(t, 1000, "Nf8")
		assert.Equal(t, [2]int64{base - 8000, base - 5000 + 2000}, tm.left())
		p := tm.Panel()
		assert.True(t, p.Clocks[engine.White].Running)
		assert.False(t, p.Clocks[engine.Black].Running)
		assert.Equal(t, []string{"02:52", "02:57"}, []string{p.Clocks[engine.White].Time, p.Clocks[engine.Black].Time})
	})
	t.Run("§7 the flag falls at zero: the other side wins", func(t *testing.T) {
		store := newStore()
		tm := onTheClock(t, store, Opponent{Clock: blitz})
		tm.moves(t, 0, "Nf3", "Nc8")
		tm.wait(base - 1)
		require.False(t, tm.Game().Over())
		tm.wait(1)
		result, reason := tm.Game().Result()
		assert.Equal(t, []any{engine.BlackWins, engine.TimeForfeit}, []any{result, reason})
		p := tm.Panel()
		want := en.Sentence(text.EndTime, en.Text(text.BlackSide), en.Text(text.WhiteSide))
		assert.Equal(t, want, p.Reason)
		assert.Equal(t, want, tm.Speech().Text, "the fall is said")
		assert.True(t, p.Ended, "the page tells the end")
		assert.False(t, p.Ticking, "no clock runs once the game is over")
		assert.False(t, p.Clocks[engine.White].Running)
		assert.Equal(t, "00:00.0", p.Clocks[engine.White].Time)
		record, _, err := tm.Export()
		require.NoError(t, err)
		assert.Contains(t, record, `[TimeControl "180+2"]`)
		assert.Contains(t, record, `[Termination "time forfeit"]`)
		g, _, err := persist.NewSlot(store).Load()
		require.NoError(t, err)
		assert.True(t, g.Over(), "the end is saved")
	})
	t.Run("§7 the flag falls while the players are asked whether to resign", func(t *testing.T) {
		tm := onTheClock(t, newStore(), Opponent{Clock: blitz})
		tm.moves(t, 0, "Nf3", "Nc8")
		tm.Resign()
		require.Equal(t, AskResign, tm.Panel().Ask.Question)
		tm.wait(base)
		assert.Equal(t, NoQuestion, tm.Panel().Ask.Question, "the question goes with the game")
		_, reason := tm.Game().Result()
		assert.Equal(t, engine.TimeForfeit, reason)
	})
	t.Run("§7 a flag that fell before a move ends the game instead", func(t *testing.T) {
		tm := onTheClock(t, newStore(), Opponent{Clock: blitz})
		tm.moves(t, 0, "Nf3", "Nc8")
		tm.at += base
		_ = tm.PlayTyped("Nc3")
		assert.Equal(t, 2, tm.Game().Len(), "the move came too late")
		_, reason := tm.Game().Result()
		assert.Equal(t, engine.TimeForfeit, reason)
	})
	t.Run("§7 a resignation stops the clocks, with the time spent charged", func(t *testing.T) {
		tm := onTheClock(t, newStore(), Opponent{Clock: blitz})
		tm.moves(t, 0, "Nf3", "Nc8")
		tm.at += 4000
		tm.Resign()
		tm.Answer(true)
		assert.False(t, tm.Panel().Clocks[engine.White].Running)
		assert.Equal(t, [2]int64{base - 4000, base}, tm.left())
	})
	t.Run("§7 low time is marked, and said once", func(t *testing.T) {
		tm := onTheClock(t, newStore(), Opponent{Clock: blitz})
		tm.moves(t, 0, "Nf3", "Nc8")
		tm.wait(base - 18000)
		assert.False(t, tm.Panel().Clocks[engine.White].Low, "at a tenth of the time, not yet")
		tm.wait(1)
		p := tm.Panel()
		assert.True(t, p.Clocks[engine.White].Low)
		assert.Equal(t, en.Text(text.ClockLow), p.Clocks[engine.White].LowText)
		assert.Empty(t, p.Clocks[engine.Black].LowText)
		said := tm.Speech()
		assert.Equal(t, en.Sentence(text.LowTimeSaid, en.Text(text.WhiteSide), "00:17"), said.Text)
		tm.wait(100)
		assert.Equal(t, said.Serial, tm.Speech().Serial, "once")
	})
	t.Run("§7 a take-back takes the increments back, not the time spent", func(t *testing.T) {
		tm := onTheClock(t, newStore(), Opponent{Clock: blitz})
		tm.moves(t, 0, "Nf3", "Nc8", "Ng1") // the knight's way back reveals nothing
		tm.at += 1000
		tm.Takeback()
		require.Equal(t, 2, tm.Game().Len())
		assert.Equal(t, [2]int64{base, base - 1000}, tm.left(), "White's increment went; Black's second stays spent")
	})
	t.Run("§7 between two people the clocks stop while the page is hidden", func(t *testing.T) {
		tm := onTheClock(t, newStore(), Opponent{Clock: blitz})
		tm.moves(t, 0, "Nf3", "Nc8")
		tm.wait(1000)
		tm.Tick(true)
		assert.False(t, tm.Panel().Ticking)
		tm.at += 600000
		tm.Tick(true)
		tm.wait(500) // in sight from now on
		tm.wait(500)
		assert.Equal(t, [2]int64{base - 1500, base}, tm.left())
		assert.False(t, tm.Game().Over())
	})
	t.Run("§7 a new game on a hidden page starts hidden", func(t *testing.T) {
		tm := onTheClock(t, newStore(), Opponent{Clock: blitz})
		tm.Tick(true)
		tm.NewGame(8)
		tm.moves(t, 0, "Nf3", "Nc8")
		tm.at += 5000
		tm.Tick(true)
		assert.Equal(t, [2]int64{base, base}, tm.left())
	})
	t.Run("§7 against the computer only the person has a clock, which runs while the page is hidden", func(t *testing.T) {
		tm := onTheClock(t, newStore(), Opponent{Level: bot.MinLevel, You: engine.White, Clock: blitz})
		tm.moves(t, 0, "Nf3")
		answer(t, tm.App)
		tm.moves(t, 5000, "Nc3")
		tm.at += 60000
		tm.Tick(true)
		assert.False(t, tm.Panel().Ticking, "the computer thinks on no clock")
		answer(t, tm.App)
		tm.Tick(true)
		tm.at += 3000
		tm.Tick(true)
		assert.Equal(t, [2]int64{base - 5000 + 2000 - 3000, base}, tm.left())
		p := tm.Panel()
		assert.True(t, p.Clocks[engine.White].Shown)
		assert.False(t, p.Clocks[engine.Black].Shown, "the computer has no clock")
	})
	t.Run("§7 the clocks are saved with the game and go on after a reload", func(t *testing.T) {
		store := newStore()
		tm := onTheClock(t, store, Opponent{Clock: blitz})
		tm.moves(t, 0, "Nf3", "Nc8")
		tm.wait(7000)
		tm.Tick(true) // the page goes out of sight as it reloads
		again := &timed{at: 50}
		e := env("", "", store)
		e.Now = func() int64 { return again.at }
		again.App = Open(e)
		assert.Equal(t, Opponent{Clock: blitz}, again.Panel().Opponent)
		assert.Equal(t, [2]int64{base - 7000, base}, again.left())
		assert.True(t, again.Panel().Ticking, "White's clock runs again")
		again.wait(0)
		again.wait(3000)
		assert.Equal(t, [2]int64{base - 10000, base}, again.left())
	})
	t.Run("§7 a draw when the flag falls and the other side cannot mate", func(t *testing.T) {
		g, err := engine.NewGameFrom(mustMFEN(t, "4k3/8/8/8/8/8/8/8/8/3QK3 w - - 0 1"))
		require.NoError(t, err)
		for _, san := range []string{"Qd2", "Ke9"} {
			_, err := g.PlaySAN(san)
			require.NoError(t, err)
		}
		store := storing(t, g, persist.Prefs{Clock: blitz, ClockLeft: [2]int64{500, base}})
		tm := &timed{}
		e := env("", "", store)
		e.Now = func() int64 { return tm.at }
		tm.App = Open(e)
		tm.wait(0)
		tm.wait(500)
		result, reason := tm.Game().Result()
		assert.Equal(t, []any{engine.Draw, engine.TimeForfeit}, []any{result, reason})
		assert.Equal(t, en.Sentence(text.EndTimeDraw, en.Text(text.WhiteSide), en.Text(text.BlackSide)), tm.Panel().Reason)
	})
}

// mustMFEN reads a position the test wrote.
func mustMFEN(t *testing.T, mfen string) engine.Position {
	t.Helper()
	p, err := engine.ParseMFEN(mfen)
	require.NoError(t, err)
	return p
}

func TestChooseClock(t *testing.T) {
	t.Run("a clock chosen mid-game asks first, as a new game", func(t *testing.T) {
		tm := onTheClock(t, newStore(), Opponent{})
		tm.moves(t, 0, "Nf3")
		tm.ChooseOpponent(Opponent{Clock: blitz}, 42)
		require.Equal(t, AskClock, tm.Panel().Ask.Question)
		tm.Answer(true)
		assert.Equal(t, Opponent{Clock: blitz}, tm.Panel().Opponent)
		assert.Equal(t, 0, tm.Game().Len(), "a new game")
	})
	t.Run("a time control the page does not offer is refused", func(t *testing.T) {
		tm := onTheClock(t, newStore(), Opponent{})
		tm.ChooseOpponent(Opponent{Clock: engine.TimeControl{Increment: 5}}, 42)
		assert.Equal(t, Opponent{}, tm.Panel().Opponent)
	})
	t.Run("a rematch keeps the clock", func(t *testing.T) {
		tm := onTheClock(t, newStore(), Opponent{Level: 2, You: engine.White, Clock: blitz})
		tm.Resign()
		tm.Answer(true)
		tm.Rematch(8, 0)
		assert.Equal(t, Opponent{Level: 2, You: engine.Black, Clock: blitz}, tm.Panel().Opponent)
	})
	t.Run("a game from a record shows no clock", func(t *testing.T) {
		tm := onTheClock(t, newStore(), Opponent{Clock: blitz})
		rec, err := resigned(t, 5, "Nf3").Record(nil)
		require.NoError(t, err)
		require.NoError(t, tm.Import(rec))
		require.True(t, tm.Reviewing())
		assert.Equal(t, [2]ClockFace{}, tm.Panel().Clocks)
		tm.BackToYourGame()
		assert.True(t, tm.Panel().Clocks[engine.White].Shown, "the player's own game has its clocks")
	})
	t.Run("without a clock none shows", func(t *testing.T) {
		tm := onTheClock(t, newStore(), Opponent{})
		tm.moves(t, 0, "Nf3", "Nc8")
		assert.Equal(t, [2]ClockFace{}, tm.Panel().Clocks)
		assert.False(t, tm.Panel().Ticking)
	})
}

func TestTimeControlOptions(t *testing.T) {
	got := TimeControlOptions(en)
	assert.True(t, strings.HasPrefix(got, `<option value="-">`+en.Text(text.NoClock)+`</option>`), got)
	assert.Contains(t, got, `<option value="180+2">3 min + 2 s</option>`)
	assert.Equal(t, len(TimeControls)+1, strings.Count(got, "<option"))
}
