package e2e

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/ui"
	"mschess/ui/text"
)

// clocksShown reads which of the two clocks the page shows, White's first,
// and the time on each.
func clocksShown(t testing.TB, ctx context.Context) string {
	t.Helper()
	return eval[string](t, ctx, `["white", "black"].map(s =>
		(document.querySelector("#clock-" + s).hidden ? "hidden" : document.querySelector("#clock-" + s + "-time").textContent)).join(" ")`)
}

// TestFriendsClock: the inviter picks a clock (select#clock) and invites; the
// link carries it, and once dealt both tabs, the friend's in Spanish, show
// both clocks at the time control's start (docs/rules.md §7, §11).
func TestFriendsClock(t *testing.T) {
	blitz := ui.TimeControls[0]
	es := text.Match("es")
	o := newOrigin(t, distDir) // no game saved by another test, over which the clock's choice would ask first
	inviter := newTab(t)
	openPage(t, inviter, o.url+"/?stun=")
	pick(t, inviter, "#clock", blitz.String())
	require.NoError(t, (mouse{}).tap(inviter, centre(t, inviter, "#online")))
	link, err := chromedp.Run(inviter, chromedp.Poll[string](`document.querySelector("#online-link").value || false`,
		chromedp.WithPollingTimeout(30*time.Second)))
	require.NoError(t, err)
	assert.Contains(t, link, "#friend=1.w"+blitz.String()+".", "the link carries the clock")

	friend := newTab(t)
	page, fragment, ok := strings.Cut(link, "#")
	require.True(t, ok, link)
	openPage(t, friend, page+"?stun=&lang=es#"+fragment)
	tabs := [2]context.Context{engine.White: inviter, engine.Black: friend}
	for c, tab := range tabs {
		want := "03:00 03:00"
		assert.Equal(t, want, within(t, tab, dealTime, clocksShown, want), "%v's tab shows both clocks", engine.Color(c))
	}
	playing := es.Text(text.OnlinePlaying, es.Text(text.BlackSide))
	assert.Equal(t, playing, eventually(t, friend, onlineStatus, playing), "in the friend's language")
}
