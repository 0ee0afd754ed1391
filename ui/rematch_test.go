package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/engine/bot"
)

// TestRematch: at the end a rematch is a new game against the same opponent
// with the colours swapped, and against the computer one level up or down
// where there is one (issue 24 item 10).
func TestRematch(t *testing.T) {
	tests := []struct {
		name         string
		level        bot.Level
		you          engine.Color
		step         int
		want         Opponent
		harder, easy bool
	}{
		{"the same level, the colours swapped", 2, engine.White, 0, Opponent{Level: 2, You: engine.Black}, true, true},
		{"a level up", 2, engine.Black, 1, Opponent{Level: 3, You: engine.White}, true, true},
		{"a level down", 2, engine.White, -1, Opponent{Level: 1, You: engine.Black}, true, true},
		{"no level above the strongest", bot.MaxLevel, engine.White, 1, Opponent{Level: bot.MaxLevel, You: engine.Black}, false, true},
		{"no level below the weakest", bot.MinLevel, engine.White, -1, Opponent{Level: bot.MinLevel, You: engine.Black}, true, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := againstComputer(t, newStore(), 7, tt.level, tt.you)
			if tt.you == engine.Black {
				answer(t, a)
			}
			assert.False(t, a.Panel().Rematch, "no rematch while the game is on")
			resignNow(a)
			p := a.Panel()
			require.True(t, p.Rematch)
			assert.Equal(t, [2]bool{tt.harder, tt.easy}, [2]bool{p.Harder, p.Easier}, "a level up, down")
			a.Rematch(42, tt.step)
			assert.Equal(t, tt.want, a.rival.opponent())
			assert.Equal(t, uint64(42), seedOf(t, a), "a new game")
			assert.Zero(t, a.Game().Len())
			assert.Equal(t, tt.want.You == engine.Black, a.Flipped(), "the board faces the person")
			assert.Equal(t, tt.want.You == engine.Black, a.rivalToMove(), "the computer opens as White")
		})
	}
	t.Run("two people: a new game, the board turned", func(t *testing.T) {
		a := New(engine.NewGame(7), en)
		resignNow(a)
		require.True(t, a.Panel().Rematch)
		assert.False(t, a.Panel().Harder || a.Panel().Easier, "no levels between people")
		a.Rematch(42, 0)
		assert.Equal(t, Opponent{}, a.rival.opponent())
		assert.Equal(t, uint64(42), seedOf(t, a))
		assert.True(t, a.Flipped(), "the other person has White now")
	})
	t.Run("none while the game is on", func(t *testing.T) {
		a := New(engine.NewGame(7), en)
		a.Rematch(42, 0)
		assert.Equal(t, uint64(7), seedOf(t, a))
	})
}
