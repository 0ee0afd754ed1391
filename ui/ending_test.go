package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"mschess/engine"
	"mschess/ui/text"
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

// TestTheEndTellsThePlayerTheyResigned: the person who resigned against the
// computer, or against a friend on another page, is told "You resigned" in
// the status, in the game-over dialog and to a screen reader, in every
// language; the friend's page, and two people at one screen, are told by the
// colour who resigned (a new player's trial read "White resigned" after
// resigning against the computer).
func TestTheEndTellsThePlayerTheyResigned(t *testing.T) {
	computerAs := func(you engine.Color) func(*testing.T) *App {
		return func(t *testing.T) *App { return againstComputer(t, newStore(), 7, 1, you) }
	}
	friendsPage := func(page engine.Color) func(*testing.T) *App {
		return func(t *testing.T) *App {
			f := newFriends(t, 11)
			resignNow(f.apps[engine.White])
			f.pump()
			return f.apps[page]
		}
	}
	youResigned := func(c text.Catalog) string { return c.Text(text.EndYouResigned) }
	whiteResigned := func(c text.Catalog) string {
		return c.Sentence(text.EndResignation, c.Text(text.BlackSide), c.Text(text.WhiteSide))
	}
	tests := []struct {
		name   string
		app    func(*testing.T) *App
		resign bool // the person at the screen resigns, after app
		says   func(text.Catalog) string
	}{
		{"against the computer, as White", computerAs(engine.White), true, youResigned},
		{"against the computer, as Black, on its turn", computerAs(engine.Black), true, youResigned},
		{"against a friend, on the page that resigned", friendsPage(engine.White), false, youResigned},
		{"against a friend, on the friend's page", friendsPage(engine.Black), false, whiteResigned},
		{"two people at one screen", func(*testing.T) *App { return New(engine.NewGame(7), en) }, true, whiteResigned},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := tt.app(t)
			if tt.resign {
				resignNow(a)
			}
			_, how := a.Game().Result()
			assert.Equal(t, engine.Resignation, how, "§7")
			if tt.resign {
				assert.Equal(t, tt.says(en), a.Speech().Text, "a screen reader is told")
			}
			for _, c := range text.All() {
				a.SetLang(c.Lang())
				p := a.Panel()
				assert.Equal(t, tt.says(c), p.Reason, "%s: the game-over dialog", c.Lang())
				assert.Contains(t, p.Status, tt.says(c), "%s: the status", c.Lang())
			}
		})
	}
}
