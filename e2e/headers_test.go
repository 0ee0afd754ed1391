package e2e

import (
	"fmt"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestFraming frames the main page and the embed in a page of another site:
// the browser refuses to show the main page there (X-Frame-Options:
// SAMEORIGIN), and shows the embed, which plays.
func TestFraming(t *testing.T) {
	o := newOrigin(t, distDir)
	tab := newTab(t)
	openHost(t, tab, hostPage(o.url, fmt.Sprintf(`<iframe src="%[1]s/?seed=1"></iframe><iframe src="%[1]s/embed.html?seed=1"></iframe>`, o.url), false))
	waitFor(t, attachFrame(t, tab, o.url+"/?"), `location.protocol === "chrome-error:"`, "the main page refused in the frame")
	waitPlayable(t, attachFrame(t, tab, o.url+"/embed.html"))
}

// TestPermissionsPolicy opens the page and checks that the features it never
// uses are turned off, and that the browser understood the whole policy: an
// unknown feature in it only earns a warning in the console.
func TestPermissionsPolicy(t *testing.T) {
	o := newOrigin(t, distDir)
	ctx := newTab(t)
	var console consoleLog
	require.NoError(t, chromedp.Listen(ctx, console.record))
	_, err := chromedp.Call(ctx, log.Enable, cdp.Empty{})
	require.NoError(t, err)
	openGameAt(t, ctx, o.url, 1)
	for _, feature := range []string{"camera", "microphone", "geolocation", "payment", "usb"} {
		assert.False(t, eval[bool](t, ctx, fmt.Sprintf(`document.featurePolicy.allowsFeature(%q)`, feature)),
			"%s is turned off", feature)
	}
	assert.True(t, eval[bool](t, ctx, `document.featurePolicy.allowsFeature("clipboard-write")`),
		"copying, which the game does, is left alone")
	for _, line := range console.lines() {
		assert.NotContains(t, line, "Permissions-Policy", "the browser has something to say of the policy")
	}
}
