package e2e

import (
	"context"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// emulate makes the tab's pages see the media features given, such as
// prefers-color-scheme, as a system set that way would show them.
func emulate(t *testing.T, ctx context.Context, features ...*emulation.MediaFeature) {
	t.Helper()
	_, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Features: features})
	require.NoError(t, err)
}

// background returns the page's background colour, as the browser draws it.
func background(t *testing.T, ctx context.Context) string {
	t.Helper()
	return eval[string](t, ctx, `getComputedStyle(document.body).backgroundColor`)
}

// The page's background in each theme (style.css).
const (
	lightBackground    = "rgb(244, 239, 230)"
	darkBackground     = "rgb(38, 36, 33)"
	contrastBackground = "rgb(0, 0, 0)"
)

// TestThemeFollowsTheSystem opens the page and the embed with no theme picked
// under a system that prefers light, then dark.
func TestThemeFollowsTheSystem(t *testing.T) {
	for _, tc := range []struct{ scheme, want string }{{"light", lightBackground}, {"dark", darkBackground}} {
		for _, path := range []string{"/index.html?seed=1", "/embed.html?seed=1"} {
			t.Run(tc.scheme+path, func(t *testing.T) {
				ctx := newTab(t)
				emulate(t, ctx, &emulation.MediaFeature{Name: "prefers-color-scheme", Value: tc.scheme})
				openPage(t, ctx, site.url+path)
				assert.Equal(t, tc.want, background(t, ctx))
			})
		}
	}
}

// TestThemePicked picks each theme in select#theme against the system's
// preference: the page shows it at once, and the next visit keeps it.
func TestThemePicked(t *testing.T) {
	o := newOrigin(t, distDir) // the choice is kept: in storage no other test reads
	ctx := newTab(t)
	emulate(t, ctx, &emulation.MediaFeature{Name: "prefers-color-scheme", Value: "dark"})
	openGameAt(t, ctx, o.url, 1)
	for _, tc := range []struct{ theme, want string }{
		{"light", lightBackground}, {"contrast", contrastBackground}, {"dark", darkBackground}, {"auto", darkBackground},
	} {
		t.Run(tc.theme, func(t *testing.T) {
			eval[bool](t, ctx, `(() => { const s = document.querySelector("#theme"); s.value = "`+tc.theme+`";
				s.dispatchEvent(new Event("change", {bubbles: true})); return true; })()`)
			assert.Equal(t, tc.want, background(t, ctx), "at once")
			openGameAt(t, ctx, o.url, 1)
			assert.Equal(t, tc.want, background(t, ctx), "on the next visit")
			assert.Equal(t, tc.theme, eval[string](t, ctx, `document.querySelector("#theme").value`))
		})
	}
}

// TestReducedMotion plays a move that lifts fog on a system that asks for
// less motion: the squares it revealed are marked, but do not animate.
func TestReducedMotion(t *testing.T) {
	for _, tc := range []struct {
		motion string
		want   string
	}{{"no-preference", "fx-reveal"}, {"reduce", "none"}} {
		t.Run(tc.motion, func(t *testing.T) {
			ctx := newTab(t)
			emulate(t, ctx, &emulation.MediaFeature{Name: "prefers-reduced-motion", Value: tc.motion})
			openGame(t, ctx, 1)
			clickOn(t, ctx, `#board [data-sq="g1"]`)
			clickOn(t, ctx, `#board [data-sq="f3"]`)
			waitFor(t, ctx, `document.querySelector("#board .fx-reveal") !== null`, "the fog to lift")
			assert.Equal(t, tc.want, eval[string](t, ctx, `getComputedStyle(document.querySelector("#board .fx-reveal")).animationName`))
		})
	}
}
