package e2e

import (
	"context"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A phone-sized screen, in CSS pixels.
const phoneWidth, phoneHeight = 360, 740

// openPhone opens a tab that emulates a phone: a small mobile viewport and a
// touch screen.
func openPhone(t *testing.T) context.Context {
	t.Helper()
	ctx := newTab(t)
	err := chromedp.Do(ctx, chromedp.EmulateViewport(phoneWidth, phoneHeight,
		chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulatePortrait))
	require.NoError(t, err, "emulating a phone")
	return ctx
}

// TestPhoneGame plays by touch on a phone-sized screen: taps, and a touch
// drag that moves the piece without scrolling the page. Every step is checked
// against the engine, as in TestMouseGame.
func TestPhoneGame(t *testing.T) {
	t.Run("§5 moves and a capture by touch drag and taps", func(t *testing.T) {
		sc := quietGame(t)
		p := startPlayer(t, openPhone(t), finger{}, sc.seed)
		assertFitsScreen(t, p.ctx)
		require.Zero(t, scrollY(t, p.ctx), "the page starts at the top")
		p.dragPlay(sc.moves[0])
		assert.Zero(t, scrollY(t, p.ctx), "dragging a piece does not scroll the page")
		p.playAll(sc.moves[1:])
	})
	t.Run("§4 a sweep by tapping the broom", func(t *testing.T) {
		sc := sweepGame(t)
		p := startPlayer(t, openPhone(t), finger{}, sc.seed)
		p.playAll(sc.moves)
	})
}

// assertFitsScreen checks that the page needs no sideways scrolling and that
// the whole board is on the screen.
func assertFitsScreen(t *testing.T, ctx context.Context) {
	t.Helper()
	type layout struct {
		Width, ScrollWidth, Height, Top, Bottom, Left, Right float64
	}
	l := eval[layout](t, ctx, `(() => {
		const r = document.querySelector("#board").getBoundingClientRect();
		return {Width: innerWidth, ScrollWidth: document.documentElement.scrollWidth, Height: innerHeight,
			Top: r.top, Bottom: r.bottom, Left: r.left, Right: r.right};
	})()`)
	assert.Equal(t, float64(phoneWidth), l.Width, "the viewport is the phone's")
	assert.LessOrEqual(t, l.ScrollWidth, l.Width, "no sideways scrolling")
	assert.True(t, l.Top >= 0 && l.Left >= 0 && l.Bottom <= l.Height && l.Right <= l.Width,
		"the board %+v is on the screen", l)
}
