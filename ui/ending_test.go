package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"mschess/engine"
)

// TestEndingIsToldOnce pins when Panel.Ended asks the page to tell how the game
// ended: when an action on the page ended it, until the page has told it.
func TestEndingIsToldOnce(t *testing.T) {
	link := func(t *testing.T) *App {
		return Open(env("", finishedLink(t, 5, "Nf3"), newStore()))
	}
	tests := []struct {
		name  string
		start func(t *testing.T) *App
		act   func(t *testing.T, a *App)
		ended bool
		how   engine.Reason
	}{
		{"§7 a checkmating move ends the game on the page",
			func(t *testing.T) *App { return fromMFEN(t, backRank) },
			func(t *testing.T, a *App) { clicks(t, a, "a1", "a10") }, true, engine.Checkmate},
		{"§7 a resignation ends it", nil, func(_ *testing.T, a *App) { resignNow(a) }, true, engine.Resignation},
		{"§7 an accepted draw ends it", nil,
			func(_ *testing.T, a *App) { a.OfferDraw(); a.AnswerDraw(true) }, true, engine.DrawAgreed},
		{"a move that does not end the game tells nothing", nil,
			func(t *testing.T, a *App) { clicks(t, a, "g1", "f3") }, false, engine.NoReason},
		{"once told, stepping through the replay does not tell it again", nil,
			func(_ *testing.T, a *App) { resignNow(a); a.DismissEnding(); a.ShowPly(0); a.ShowPly(Live) }, false, engine.Resignation},
		{"another game forgets it", nil,
			func(_ *testing.T, a *App) { resignNow(a); a.NewGame(2) }, false, engine.NoReason},
		{"a game from a link was over when it was opened", link,
			func(*testing.T, *App) {}, false, engine.Resignation},
		{"a game opened from a save was over when it was opened",
			func(t *testing.T) *App { return Open(env("", "", resignedSave(t, 7, "Nf3"))) },
			func(*testing.T, *App) {}, false, engine.Resignation},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a := New(engine.NewGame(1), en)
			if tc.start != nil {
				a = tc.start(t)
			}
			tc.act(t, a)
			p := a.Panel()
			assert.Equal(t, tc.ended, p.Ended, "ended")
			assert.Equal(t, tc.how, p.How, "how")
			_, how := a.Game().Result()
			assert.Equal(t, how, p.How, "how, as the engine says")
		})
	}
}
