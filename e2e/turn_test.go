package e2e

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/engine/bot"
	"mschess/ui"
	"mschess/ui/text"
)

// TestTurnLineSpeaksToThePlayer: against the computer the turn line says
// "Your move", in sight without scrolling at 1280×800 and on a phone (issue 24
// item 3; a newcomer's trial found "White to move" where the person was White).
func TestTurnLineSpeaksToThePlayer(t *testing.T) {
	sc := quietGame(t)
	for _, screen := range []screenSize{{"desktop", 1280, 800}, {"phone", 390, 844}} {
		t.Run(screen.name, func(t *testing.T) {
			ctx := screen.tab(t)
			p := startPlayer(t, ctx, mouse{}, sc.seed)
			p.choose(ui.Opponent{Level: 1, You: engine.Black})
			p.awaitReply()
			turn := func() string { return eval[string](t, ctx, `document.querySelector("#turn").textContent`) }
			assert.Equal(t, text.English[text.YourMove], turn(), "Black, the person, is to move")
			r := eval[rect](t, ctx, `(() => {
				const r = document.querySelector("#turn").getBoundingClientRect();
				return {Top: r.top, Bottom: r.bottom, Left: r.left, Right: r.right};
			})()`)
			assert.True(t, r.Top >= 0 && r.Bottom <= float64(screen.height) && r.Right <= float64(screen.width),
				"the turn line (%+v) is in sight at %dx%d", r, screen.width, screen.height)
		})
	}
}

// TestTheEndSpeaksToThePlayer: the player who resigned against the computer
// is told "You resigned", in the game-over dialog and, once it is closed, in
// the status, in English and in Spanish (a new player's trial read "White
// resigned").
func TestTheEndSpeaksToThePlayer(t *testing.T) {
	for _, lang := range []string{"en", "es"} {
		t.Run(lang, func(t *testing.T) {
			c := text.Match(lang)
			ctx := newTab(t)
			address := fmt.Sprintf("?seed=%d&lang=%s", firstSeed, lang)
			openPage(t, ctx, site.url+"/"+address)
			p := watch(t, ctx, mouse{}, address, pageStore(t, ctx))
			p.choose(ui.Opponent{Level: 1, You: engine.White})
			p.resign()
			said := func(id string) string {
				return eval[string](t, ctx, `document.getElementById("`+id+`").textContent`)
			}
			assert.Equal(t, c.Text(text.EndYouResigned), said("gameover-text"))
			p.closeGameOver()
			assert.Equal(t, c.Text(text.EndYouResigned), said("status"))
		})
	}
}

// TestThinkingShowsOnce: while the computer thinks, its line says so and the
// turn line whose move it is, so that the page shows "thinking" once, in
// Spanish and in English, on a phone held sideways, upright and on a desktop
// (a new player's trial found "pensando" twice on a phone held sideways).
func TestThinkingShowsOnce(t *testing.T) {
	for _, lang := range []string{"es", "en"} {
		c := text.Match(lang)
		for _, screen := range []screenSize{{"phone held sideways", 844, 390}, {"phone", 390, 844}, {"desktop", 1280, 800}} {
			t.Run(lang+", "+screen.name, func(t *testing.T) {
				o := newOrigin(t, distDir)
				gateWorker(t, o) // the computer thinks until the test ends
				ctx := screen.tab(t)
				address := fmt.Sprintf("?seed=%d&lang=%s", firstSeed, lang)
				openPage(t, ctx, o.url+"/"+address)
				p := watch(t, ctx, mouse{}, address, pageStore(t, ctx))
				p.choose(ui.Opponent{Level: bot.MaxLevel, You: engine.White})
				p.play(engine.Move{From: sq(t, "e2"), To: sq(t, "e3"), Kind: engine.Sweep})
				require.True(t, thinking(p), "the computer thinks")
				shown := eval[[]string](t, ctx, fmt.Sprintf(`[...document.querySelectorAll("body *")]
					.filter((e) => e.checkVisibility({visibilityProperty: true}) &&
						[...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.data.includes(%q)))
					.map((e) => "#" + e.id)`, c.Text(text.Thinking)))
				assert.Equal(t, []string{"#thinking"}, shown, "the elements that say the computer thinks")
				assert.Equal(t, c.Text(text.ComputerTurn), eval[string](t, ctx, `document.querySelector("#turn").textContent`))
			})
		}
	}
}
