package e2e

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"mschess/engine"
	"mschess/ui"
	"mschess/ui/text"
)

// TestRematchFromTheEnd: the game-over dialog offers a rematch against the
// computer, the same level or one up or down, with the colours swapped; one up
// starts a game that the computer, now White, opens at the next level (issue
// 24 item 10).
func TestRematchFromTheEnd(t *testing.T) {
	p := newPlayer(t, mouse{}, quietGame(t).seed)
	p.choose(ui.Opponent{Level: 1, You: engine.White})
	p.resign()
	for id, label := range map[string]text.Key{"#gameover-rematch": text.Rematch, "#gameover-harder": text.RematchHarder} {
		assert.True(t, eval[bool](p.t, p.ctx, `!document.querySelector("`+id+`").hidden`), "%s shows", id)
		assert.Equal(t, text.English[label], eval[string](p.t, p.ctx, `document.querySelector("`+id+`").textContent`))
	}
	assert.True(t, eval[bool](p.t, p.ctx, `document.querySelector("#gameover-easier").hidden`), "no level below the weakest")
	// The new game's minefield is the page's own secret, so the twin is left
	// here: the computer's first move may already lift fog.
	p.tap("#gameover-harder")
	waitFor(t, p.ctx, `!document.querySelector("#gameover").open &&
		document.querySelectorAll("#moves button[data-ply]").length === 1`, "the computer, now White, opens the rematch")
	assert.Equal(t, "2", eval[string](p.t, p.ctx, `document.querySelector("#opponent").value`), "the choice shows the new level")
	assert.Equal(t, "black", eval[string](p.t, p.ctx, `document.querySelector("#side").value`), "and the person's new side")
}
