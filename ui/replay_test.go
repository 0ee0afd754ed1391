package ui

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/ui/text"
)

func hiddenMines(s Square) bool { return s.Hidden }

func TestReplayViews(t *testing.T) {
	// Seed 1 at the start: all four mines under fog.
	mines := engine.MinesFromSeed(1)
	var want []string
	for _, s := range mines.Squares() {
		want = append(want, s.String())
	}
	t.Run("§2 a game in play has no view with the mines", func(t *testing.T) {
		a := New(engine.NewGame(1), en)
		a.SetReplayView(WithMines)
		assert.Empty(t, marked(a, hiddenMines))
		assert.Equal(t, PlayersView, a.Panel().View, "the choice is refused, not kept for later")
	})
	t.Run("the end of a game shows the mines still under fog (issue 24)", func(t *testing.T) {
		a := New(engine.NewGame(1), en)
		resignNow(a)
		assert.ElementsMatch(t, want, marked(a, hiddenMines))
		assert.Equal(t, WithMines, a.Panel().View)
		a.SetReplayView(PlayersView)
		assert.Empty(t, marked(a, hiddenMines), "the players' view is a choice away")
	})
	t.Run("a finished game with the mines shows the mines under fog", func(t *testing.T) {
		a := New(engine.NewGame(1), en)
		resignNow(a)
		a.SetReplayView(WithMines)
		assert.ElementsMatch(t, want, marked(a, hiddenMines))
		assert.Equal(t, WithMines, a.Panel().View)
		s := mines.Squares()[0]
		assert.Contains(t, a.SquareLabel(s, a.Board()[s]), en.Text(text.SqHiddenMine))
	})
	t.Run("§2 as the players saw it shows only what they saw, whichever way the board faces", func(t *testing.T) {
		a := New(engine.NewGame(1), en)
		resignNow(a)
		a.SetReplayView(WithMines)
		a.Flip()
		a.SetReplayView(PlayersView)
		assert.Empty(t, marked(a, hiddenMines))
		assert.Equal(t, PlayersView, a.Panel().View)
		assert.True(t, a.Flipped(), "the view keeps the way Flip turned the board")
	})
	t.Run("Flip turns a replay, and stepping through keeps it, auto-flip or not", func(t *testing.T) {
		for _, auto := range []bool{false, true} {
			a := New(engine.NewGame(1), en)
			a.SetAutoFlip(auto)
			clicks(t, a, "g1", "f3")
			resignNow(a)
			flipped := a.Flipped()
			a.Flip()
			for _, step := range []func(){func() { a.ShowPly(0) }, func() { a.ShowPly(1) }, func() { a.ShowPly(Live) }} {
				step()
				assert.Equal(t, !flipped, a.Flipped(), "auto-flip %v", auto)
			}
		}
	})
	t.Run("§10 with the mines shown, nothing can be taken back", func(t *testing.T) {
		a := New(engine.NewGame(1), en)
		clicks(t, a, quiet...)
		resignNow(a)
		a.SetReplayView(WithMines)
		a.Takeback()
		require.True(t, a.Game().Over())
		assert.Equal(t, WithMines, a.Panel().View)
	})
	t.Run("another game starts as the players see it", func(t *testing.T) {
		a := New(engine.NewGame(1), en)
		resignNow(a)
		a.SetReplayView(WithMines)
		a.NewGame(2)
		assert.Equal(t, PlayersView, a.Panel().View)
	})
}

func TestReplaySteps(t *testing.T) {
	a := New(engine.NewGame(1), en)
	clicks(t, a, "g1", "f3", "g10", "f8")
	assert.False(t, a.Panel().Replay, "§2 no replay, export or share while the game runs")
	resignNow(a)
	// The page's buttons: first, back (while CanBack), forward (while
	// CanForward) and last.
	first, last := func() { a.ShowPly(0) }, func() { a.ShowPly(Live) }
	back := func() { a.ShowPly(a.Panel().Shown - 1) }
	forward := func() { a.ShowPly(a.Panel().Shown + 1) }
	step := func(f func(), shown int, back, forward bool) {
		t.Helper()
		f()
		p := a.Panel()
		assert.Equal(t, shown, p.Shown)
		assert.Equal(t, back, p.CanBack, "back")
		assert.Equal(t, forward, p.CanForward, "forward")
	}
	assert.True(t, a.Panel().Replay)
	step(first, 0, false, true)
	assert.Equal(t, en.Text(text.ReplayStart), a.Panel().Status)
	step(forward, 1, true, true)
	assert.Equal(t, en.Text(text.ReplayMove, "Nf3"), a.Panel().Status)
	step(forward, 2, true, false)
	assert.True(t, a.Panel().Live, "the last position is the game")
	step(forward, 2, true, false)
	step(back, 1, true, true)
	step(last, 2, true, false)
}

func TestVerify(t *testing.T) {
	t.Run("a seeded game shows its commitment, and its seed once over", func(t *testing.T) {
		a := New(engine.NewGame(77), en)
		c, _ := a.Game().Commitment()
		p := a.Panel()
		assert.Equal(t, c, p.Commitment)
		assert.Empty(t, p.Seed, "§2 the seed stays hidden while the game runs")
		assert.False(t, p.CanVerify)
		resignNow(a)
		assert.Equal(t, "77", a.Panel().Seed)
	})
	t.Run("the seed of a finished game lays the promised minefield", func(t *testing.T) {
		a := New(engine.NewGame(77), en)
		resignNow(a)
		a.Verify("")
		p := a.Panel()
		assert.True(t, p.Verified)
		c, _ := a.Game().Commitment()
		assert.Equal(t, en.Text(text.VerifyOK, "77", c), p.Verify)
	})
	t.Run("a commitment noted at the start is checked as typed", func(t *testing.T) {
		a := New(engine.NewGame(77), en)
		c, _ := a.Game().Commitment()
		resignNow(a)
		a.Verify("  " + strings.ToUpper(c) + " ")
		assert.True(t, a.Panel().Verified)
	})
	other, _ := engine.NewGame(78).Commitment()
	for _, tc := range []struct{ name, given, why string }{
		{"another minefield's commitment fails, in words", other, en.Text(text.WrongCommitment, "77", other)},
		{"text that is no commitment fails, quoted", "not hex", en.Text(text.NotCommitment, "not hex")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := New(engine.NewGame(77), en)
			resignNow(a)
			a.Verify(tc.given)
			p := a.Panel()
			assert.False(t, p.Verified)
			assert.Equal(t, en.Text(text.VerifyBad, tc.why), p.Verify)
		})
	}
	t.Run("a game not laid from a seed has nothing to verify", func(t *testing.T) {
		a := fromMFEN(t, backRank)
		resignNow(a)
		a.Verify("")
		p := a.Panel()
		assert.Empty(t, p.Commitment)
		assert.False(t, p.CanVerify)
		assert.Empty(t, p.Verify)
	})
}
