package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/ui/text"
)

// TestTurnLineSpeaksToThePlayer: against the computer the turn line says
// "Your move" or "The computer’s move", and the end says "You won" or
// "You lost" beside how; two people at one screen are told the sides (issue 24
// item 3).
func TestTurnLineSpeaksToThePlayer(t *testing.T) {
	for _, c := range text.All() {
		t.Run(c.Lang(), func(t *testing.T) {
			tests := []struct {
				name   string
				app    func() *App
				resign bool
				turn   string
				result string
			}{
				{"two people, White to move", func() *App { return New(engine.NewGame(7), c) }, false, c.Text(text.WhiteToMove), ""},
				{"the person as White, to move", func() *App { return speaking(againstComputer(t, newStore(), 7, 1, engine.White), c) }, false, c.Text(text.YourMove), ""},
				{"the person as Black, the computer to move", func() *App { return speaking(againstComputer(t, newStore(), 7, 1, engine.Black), c) }, false, c.Text(text.ComputerTurn), ""},
				{"the person resigned", func() *App { return speaking(againstComputer(t, newStore(), 7, 1, engine.White), c) }, true, c.Text(text.GameOver), c.Text(text.YouLost)},
				{"two people, White resigned", func() *App { return New(engine.NewGame(7), c) }, true, c.Text(text.GameOver), c.Text(text.BlackWins)},
			}
			for _, tt := range tests {
				t.Run(tt.name, func(t *testing.T) {
					a := tt.app()
					if tt.resign {
						resignNow(a)
					}
					p := a.Panel()
					assert.Equal(t, tt.turn, p.Turn)
					assert.Equal(t, tt.result, p.Result)
					if tt.resign {
						assert.NotEmpty(t, p.Reason, "how it ended is still said")
					}
				})
			}
		})
	}
}

// TestYouWonAgainstTheComputer: a game the person won is "You won" (issue 24
// item 3): a finished game in which White resigned, played by the person as Black.
func TestYouWonAgainstTheComputer(t *testing.T) {
	a := New(engine.NewGame(7), en)
	resignNow(a) // White, to move, resigns
	a.rival = computer{level: 1, you: engine.Black}
	assert.Equal(t, en.Text(text.YouWon), a.Panel().Result)
	a.rival = computer{level: 1, you: engine.White}
	assert.Equal(t, en.Text(text.YouLost), a.Panel().Result)
}

// TestThinkingIsSaidOnce: while the computer thinks, the page's line of its
// own says so (Panel.Thinking) and the turn line only whose move it is, in
// every language; once its search failed, nothing says it thinks (a new
// player's trial found "pensando" twice on a phone held sideways).
func TestThinkingIsSaidOnce(t *testing.T) {
	for _, c := range text.All() {
		t.Run(c.Lang(), func(t *testing.T) {
			a := speaking(againstComputer(t, newStore(), 7, 1, engine.Black), c)
			for _, tt := range []struct {
				name     string
				act      func()
				thinking bool
			}{
				{"while it thinks", func() {}, true},
				{"once its search failed", func() {
					id, _, ok := a.Request()
					require.True(t, ok)
					a.SearchFailed(id)
				}, false},
			} {
				tt.act()
				p := a.Panel()
				assert.Equal(t, tt.thinking, p.Thinking, tt.name)
				assert.NotContains(t, p.Turn, c.Text(text.Thinking), "%s: the turn line", tt.name)
				assert.Equal(t, c.Text(text.ComputerTurn), p.Turn, tt.name)
			}
		})
	}
}

// speaking returns a, speaking the language of c.
func speaking(a *App, c text.Catalog) *App {
	a.SetLang(c.Lang())
	return a
}

// TestTurnLineFollowsTheShownPosition: looking back at a position, the turn
// line names who was to move there, not who is to move now (issue 24 item 18).
func TestTurnLineFollowsTheShownPosition(t *testing.T) {
	a := New(engine.NewGame(7), en)
	clicks(t, a, "g1", "f3")
	require.Equal(t, en.Text(text.BlackToMove), a.Panel().Turn)
	a.ShowPly(0)
	assert.Equal(t, en.Text(text.WhiteToMove), a.Panel().Turn, "the start, White to move")
	a.ShowPly(1)
	assert.Equal(t, en.Text(text.BlackToMove), a.Panel().Turn, "back at the live position")
}

// TestTurnLineLookingBackAgainstTheComputer: looking back at a game against
// the computer, finished or not, the turn line names the side to move there:
// nobody thinks in a position looked at.
func TestTurnLineLookingBackAgainstTheComputer(t *testing.T) {
	a := againstComputer(t, newStore(), 7, 1, engine.White)
	clicks(t, a, "g1", "f3")
	answer(t, a)
	resignNow(a)
	a.ShowPly(1)
	assert.Equal(t, en.Text(text.BlackToMove), a.Panel().Turn, "not that the computer is thinking")
	a.ShowPly(0)
	assert.Equal(t, en.Text(text.WhiteToMove), a.Panel().Turn)
}
