package e2e

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/persist"
	"mschess/ui"
	"mschess/ui/text"
)

// TestDailyIsOneTryADay pins issue 24, item 12 on the page: a daily game
// played to its end shows its result card in the game-over dialog, with its
// Copy button; Daily again the same day says it was played, in the page's
// dialog#ask, and its yes shows the replay of that game, not a new try.
func TestDailyIsOneTryADay(t *testing.T) {
	o := newOrigin(t, distDir)
	ctx := newTab(t)
	openPage(t, ctx, o.url+"/")
	p := watch(t, ctx, mouse{}, "", persist.NewMemStore())
	p.press("#daily", p.twin.Daily)
	p.check("the daily puzzle started")
	require.Equal(t, engine.DailySeed(time.Now().Unix()), seedOfTwin(t, p.twin))
	// Knights' moves, which land on no fog whatever the day's minefield.
	p.play(engine.Move{From: sq(t, "g1"), To: sq(t, "f3")})
	p.play(engine.Move{From: sq(t, "g10"), To: sq(t, "f8")})
	p.resign()

	card := p.twin.Panel().Card
	require.NotEmpty(t, card)
	assert.Equal(t, card, eval[string](t, ctx, `document.querySelector("#gameover-card").innerText`),
		"the game-over dialog shows the result card")
	assert.True(t, eval[bool](t, ctx, `!document.querySelector("#gameover-card-copy").hidden`), "with its Copy button")
	assert.Equal(t, eval[bool](t, ctx, `!!navigator.share`), eval[bool](t, ctx, `!document.querySelector("#gameover-card-share").hidden`),
		"and Share where the browser has a share sheet")
	assert.NotRegexp(t, `\b[a-h](10|[1-9])\b`, card, "§2 the card names no square")
	assert.Equal(t, card, p.copyDialog("#gameover-card-copy", "card"), "Copy offers the card, copied")
	p.tap("#copy-close")
	waitFor(t, ctx, `!document.querySelector("#copy-dialog").open`, "the copy dialog closed")
	p.closeGameOver()

	p.press("#daily", p.twin.Daily)
	require.Equal(t, ui.AskDailyPlayed, p.twin.Panel().Ask.Question)
	p.check("Daily again the same day")
	assert.Equal(t, text.English[text.DailyPlayed], eval[string](t, ctx, `document.querySelector("#ask-text").textContent`))
	p.press("#ask-yes", func() { p.twin.Answer(true) })
	require.True(t, p.twin.Reviewing(), "the twin shows the replay")
	// Not p.check: the replay says again what the end said, which the page
	// marks apart for a screen reader to repeat.
	waitFor(t, ctx, `!document.querySelector("#back").hidden`, "the replay, with the way back to the game")
	assert.Equal(t, []string{"Nf3", "Nf8"}, readPanel(t, ctx).Moves, "of today's game, not a new try")
}

// seedOfTwin returns the seed of the twin's game.
func seedOfTwin(t *testing.T, a *ui.App) uint64 {
	t.Helper()
	seed, ok := a.Game().Seed()
	require.True(t, ok)
	return seed
}
