package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/engine/bot"
	"mschess/persist"
)

// TestWelcomeAsksANewcomerWhomToPlay: a first visit asks up front whom to
// play (issue 24 item 2: a visitor alone moved a piece and nothing answered),
// and only a first visit to play: not a later one, not a shared game's replay,
// not the help the embed links to, not the embed.
func TestWelcomeAsksANewcomerWhomToPlay(t *testing.T) {
	embed := env("", "", newStore())
	embed.Embed = true
	tests := []struct {
		name string
		open func(t *testing.T) *App
		want bool
	}{
		{"a first visit asks", func(*testing.T) *App { return Open(env("", "", newStore())) }, true},
		{"a first visit on an address's minefield asks too", func(*testing.T) *App { return Open(env("?seed=7", "", newStore())) }, true},
		{"a first visit to the daily asks too", func(*testing.T) *App { return Open(env("?daily=1", "", newStore())) }, true},
		{"a device with a saved game does not ask", func(t *testing.T) *App {
			return Open(env("", "", savedGame(t, 7, persist.Prefs{})))
		}, false},
		{"the visit after a first one does not ask", func(*testing.T) *App {
			s := newStore()
			Open(env("", "", s))
			return Open(env("", "", s))
		}, false},
		{"a shared game's replay does not ask", func(t *testing.T) *App {
			return Open(env("", finishedLink(t, 5, "Nf3"), newStore()))
		}, false},
		{"the help opened from the embed does not ask", func(*testing.T) *App { return Open(env("", "#help", newStore())) }, false},
		{"the embed does not ask: it has a choice of its own", func(*testing.T) *App { return Open(embed) }, false},
		{"without storage there is no telling a first visit", func(*testing.T) *App { return Open(env("", "", nil)) }, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, tt.open(t).Panel().Welcome)
		})
	}
}

// TestWelcomeIsAnsweredInOneTap: a choice in the question plays it at once
// and closes it; so does dismissing it, which leaves two people at the screen.
func TestWelcomeIsAnsweredInOneTap(t *testing.T) {
	tests := []struct {
		name   string
		answer func(a *App)
		want   Opponent
	}{
		{"the computer at level 1", func(a *App) { a.ChooseOpponent(Opponent{Level: 1}, 3) }, Opponent{Level: 1}},
		{"the computer at its strongest", func(a *App) { a.ChooseOpponent(Opponent{Level: bot.MaxLevel}, 3) }, Opponent{Level: bot.MaxLevel}},
		{"two people at this screen", func(a *App) { a.ChooseOpponent(Opponent{}, 3) }, Opponent{}},
		{"dismissed, the game stays between two people", (*App).DismissWelcome, Opponent{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := Open(env("", "", newStore()))
			require.True(t, a.Panel().Welcome)
			tt.answer(a)
			n := a.Panel()
			assert.False(t, n.Welcome, "answered")
			assert.Equal(t, tt.want, n.Opponent)
			assert.Equal(t, uint64(randomSeed), seedOf(t, a), "the same game, not a new one")
		})
	}
}

// TestWelcomeChoiceHolds: the opponent chosen is kept with the game, so that
// the next visit starts as the last game was played, and a new game after it
// too.
func TestWelcomeChoiceHolds(t *testing.T) {
	tests := []struct {
		name  string
		later func(a *App)
	}{
		{"the next visit", func(*App) {}},
		{"a new game on the next visit", func(a *App) { a.NewGame(11) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newStore()
			Open(env("", "", s)).ChooseOpponent(Opponent{Level: 2}, 3)
			a := Open(env("", "", s))
			tt.later(a)
			n := a.Panel()
			assert.False(t, n.Welcome)
			assert.Equal(t, Opponent{Level: 2, You: engine.White}, n.Opponent)
		})
	}
}

// TestWelcomeComputerAnswersTheFirstMove: after choosing the computer, the
// person's first move is followed by a request for its reply.
func TestWelcomeComputerAnswersTheFirstMove(t *testing.T) {
	a := Open(env("", "", newStore()))
	a.ChooseOpponent(Opponent{Level: 1}, 3)
	_, _, ok := a.Request()
	require.False(t, ok, "the person, White, moves first")
	clicks(t, a, "g1", "f3")
	_, r, ok := a.Request()
	require.True(t, ok, "the computer is asked for its reply")
	assert.Equal(t, bot.Level(1), r.Level)
}
