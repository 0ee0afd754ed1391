package e2e

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/ui"
)

// TestPremoveAgainstTheComputer: against the computer at level 1, a move
// made while it thinks is queued, marked on its two squares and said, and
// played right after the reply (issue 24, item 5). The worker is held back
// until the premove is made, so that the computer cannot answer first. The
// twin takes the same taps and the same reply, and plays the premove as the
// page does.
func TestPremoveAgainstTheComputer(t *testing.T) {
	o := newOrigin(t, distDir)
	release := gateWorker(t, o)
	p := startPlayerAt(t, newTab(t), mouse{}, o.url, firstSeed)
	p.choose(ui.Opponent{Level: 1, You: engine.White})
	// e2 sweeps e3: it reveals nothing, so the board the premove is made on
	// is known.
	p.tapMove(engine.Move{From: sq(t, "e2"), To: sq(t, "e3"), Kind: engine.Sweep})
	require.True(t, thinking(p), "the computer thinks about its reply")
	id, req, ok := p.twin.Request()
	require.True(t, ok, "the computer is to move")
	g1, f3 := sq(t, "g1"), sq(t, "f3")
	for _, s := range []engine.Square{g1, f3} {
		p.tap(squareSelector(s))
		p.twin.Click(s)
	}
	waitFor(t, p.ctx, fmt.Sprintf(`document.querySelectorAll("#board .sq.premove").length === 2 &&
		document.querySelector(%q).classList.contains("premove") &&
		document.querySelector(%q).classList.contains("premove")`, squareSelector(g1), squareSelector(f3)), "the premove marked")
	assert.Equal(t, "Premove: White knight from g1 to f3.",
		eval[string](t, p.ctx, saidJS), "the premove said")
	release()
	want, err := req.Decide(nil)
	require.NoError(t, err)
	p.twin.Reply(id, want.String())
	require.Equal(t, 3, p.game().Len(), "the twin played the reply and the premove")
	require.Equal(t, engine.Move{From: g1, To: f3}, p.game().Moves()[2].Move, "the premove, after the reply")
	// The computer may answer the premove at once: the worker is free now.
	waitFor(t, p.ctx, `document.querySelectorAll("#moves button[data-ply]").length >= 3`, "the reply and the premove")
	got := eval[string](t, p.ctx, sanJS+`(document.querySelector("#moves button[data-ply='3']"))`)
	assert.Equal(t, "Nf3", got, "the premove played after the reply")
	p.sel, p.ply, p.fx, p.kept = engine.NoSquare, p.game().Len(), true, false
	p.awaitReply()
	assert.Zero(t, eval[int](t, p.ctx, `document.querySelectorAll("#board .sq.premove").length`), "no premove marked once played")
}
