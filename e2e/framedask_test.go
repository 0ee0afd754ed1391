package e2e

import (
	"context"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/ui"
)

// TestEmbedAsksInAFrameOfAnotherSite: in a frame of another site, where the
// browser refuses autofocus, the embed's question still puts the focus on its
// safe answer, and the console has nothing to say of focus (issue 24 item 18:
// "Blocked autofocusing" on the embed's dialog).
func TestEmbedAsksInAFrameOfAnotherSite(t *testing.T) {
	p, _ := embedded(t, firstSeed, host{})
	var console consoleLog
	require.NoError(t, chromedp.Listen(p.ctx, console.record))
	_, err := chromedp.Call(p.ctx, log.Enable, cdp.Empty{})
	require.NoError(t, err)
	// The browser weighs a page's autofocus as it loads it, which was before
	// the console was heard: load the frame again.
	reloadFrame(t, p.ctx)
	eval[bool](t, p.ctx, afterFramesJS)

	p.play(engine.Move{From: sq(t, "g1"), To: sq(t, "f3")})
	p.press("#new", func() { p.twin.NewGame(firstSeed) })
	require.NotEqual(t, ui.NoQuestion, p.twin.Panel().Ask.Question, "the twin asks")
	assert.Equal(t, "ask-no", eval[string](t, p.ctx, `document.activeElement?.id ?? ""`),
		"the question's safe answer has the focus")
	for _, line := range console.lines() {
		assert.NotContains(t, line, "autofocus", "the browser has something to say of the dialog's focus")
	}
}

// reloadFrame loads the page in the frame ctx again and waits until it is
// playable. A frame's target cannot be told to reload, and its page answers
// from the old context until the new one is there: the old page is marked, and
// a page without the mark is the new one.
func reloadFrame(t *testing.T, ctx context.Context) {
	t.Helper()
	eval[bool](t, ctx, `(window.reloading = true, setTimeout(() => location.reload()), true)`)
	deadline := time.Now().Add(settle)
	for {
		if gone, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`window.reloading === undefined`)); err == nil && gone {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the frame did not load again")
		}
		time.Sleep(20 * time.Millisecond)
	}
	waitPlayable(t, ctx)
}

// TestEmbedOpenedFullWindow: the embed opened on its own in a wide window
// keeps its controls the width of a column beside the board, not stretched
// across what the board leaves (issue 24 item 18: buttons 630 px wide).
func TestEmbedOpenedFullWindow(t *testing.T) {
	ctx := newTab(t)
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(1280, 800)))
	openPage(t, ctx, site.url+"/embed.html?seed=1")
	waitPlayable(t, ctx)
	board, button := rectOf(t, ctx, "#frame"), rectOf(t, ctx, "#new")
	em := eval[float64](t, ctx, `parseFloat(getComputedStyle(document.querySelector("#game")).fontSize)`)
	assert.LessOrEqual(t, button.Right-button.Left, 24*em, "the button's width")
	assert.InDelta(t, board.Right, button.Left, 2*em, "the controls stand beside the board")
}
