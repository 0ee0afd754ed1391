package ui

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/engine/bot"
)

// requestOf returns the request of a game on seed after the given moves, in
// SAN, to the computer at level.
func requestOf(t *testing.T, level bot.Level, seed uint64, moves ...string) Request {
	t.Helper()
	a := New(played(t, seed, moves...), en)
	a.rival = Opponent{Level: level, You: a.game.Side().Other()}.rival()
	_, r, ok := a.Request()
	require.True(t, ok, "the computer is to move")
	return r
}

func TestRequestReadsBack(t *testing.T) {
	tests := []struct {
		name  string
		level bot.Level
		seed  uint64
		moves []string
	}{
		{"the start", 1, 7, nil},
		{"§2 numbers shown", 4, 1000, []string{"e4", "e7", "d4"}},
		{"§7 a history to repeat", 2, 7, []string{"Nf3", "Nf8", "Ng1", "Ng10"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := requestOf(t, tt.level, tt.seed, tt.moves...)
			back, err := ParseRequest(r.String())
			require.NoError(t, err)
			assert.Equal(t, r, back)
		})
	}
}

// TestRequestHoldsTheViewAlone pins docs/rules.md §9: what the computer is given
// is the same for every minefield that looks the same to the players, so its
// answer cannot depend on a hidden mine.
func TestRequestHoldsTheViewAlone(t *testing.T) {
	// e2 sweeps e3 and d9 sweeps d8: neither lifts any fog.
	moves := []string{"Se3", "Sd8"}
	want := requestOf(t, 3, 1, moves...).String()
	for seed := uint64(2); seed < 40; seed++ {
		require.Equal(t, want, requestOf(t, 3, seed, moves...).String(), "seed %d", seed)
	}
}

func TestParseRequestRefuses(t *testing.T) {
	good := requestOf(t, 2, 7, "Nf3").String()
	lines := strings.Split(good, "\n")
	with := func(i int, line string) string {
		l := append([]string(nil), lines...)
		l[i] = line
		return strings.Join(l, "\n")
	}
	referee := engine.NewGame(7).Referee()
	top, over := strconv.Itoa(int(bot.MaxLevel)), strconv.Itoa(int(bot.MaxLevel)+1)
	tests := []struct {
		name, text, why string
	}{
		{"empty", "", "five lines"},
		{"another format", with(0, "mschess-request 2"), "five lines"},
		{"no level", with(1, "level: x"), "the level is not 1 to " + top},
		{"a level out of range", with(1, "level: "+over), "the level is not 1 to " + top},
		{"no view", with(2, "mfen: x"), "there is no view"},
		{"a bad view", with(2, "view: 8/8 w"), "not a request for the computer: "},
		{"§9 a referee position, with the mines under fog", with(2, "view: "+referee.MFEN()), "the view lists a mine under fog"},
		{"numbers too short", with(3, "numbers: ..."), "one number a square"},
		{"a number out of range", with(3, "numbers: "+strings.Repeat("9", engine.NumSquares)), "a number is not . or 0 to 8"},
		{"a history that is not hexadecimal", with(4, "history: 12 zz"), "not hexadecimal"},
		{"no history", with(4, "past: "), "there is no history"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseRequest(tt.text)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.why)
		})
	}
}

// FuzzParseRequest: ParseRequest never panics, and what it reads writes back
// to a request that reads the same.
func FuzzParseRequest(f *testing.F) {
	a := New(engine.NewGame(7), en)
	a.rival = Opponent{Level: 1, You: engine.Black}.rival()
	_, r, _ := a.Request()
	f.Add(r.String())
	f.Fuzz(func(t *testing.T, text string) {
		r, err := ParseRequest(text)
		if err != nil {
			return
		}
		back, err := ParseRequest(r.String())
		require.NoError(t, err)
		assert.Equal(t, r.String(), back.String())
	})
}

func TestDecideAnswersTheSameRequestAlike(t *testing.T) {
	r := requestOf(t, 1, 7, "Nf3")
	m, err := r.Decide(nil)
	require.NoError(t, err)
	again, err := r.Decide(nil)
	require.NoError(t, err)
	assert.Equal(t, m, again)
	assert.Contains(t, r.View.Position.LegalMoves(), m)
}
