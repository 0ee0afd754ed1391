package e2e

import (
	"bytes"
	"context"
	"fmt"
	"image/png"
	"math"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/ui"
)

// luminance is the relative luminance of an sRGB colour (WCAG 2).
func luminance(r, g, b uint32) float64 {
	var l [3]float64
	for i, c := range [3]uint32{r, g, b} {
		v := float64(c>>8) / 255
		if v <= 0.04045 {
			l[i] = v / 12.92
		} else {
			l[i] = math.Pow((v+0.055)/1.055, 2.4)
		}
	}
	return 0.2126*l[0] + 0.7152*l[1] + 0.0722*l[2]
}

// iconContrast returns the contrast, as WCAG reckons it, between the mine that
// the icon selector finds draws, at its middle, and what it is drawn over, at
// a point of its box off every stroke of the mine (site/pieces.svg's #mine)
// and off a number's corner badge, as the page shows them.
func iconContrast(t *testing.T, ctx context.Context, selector string) float64 {
	t.Helper()
	at := eval[[2][2]float64](t, ctx, fmt.Sprintf(`(() => {
		const r = document.querySelector(%q).getBoundingClientRect();
		const x = (f) => (r.left + scrollX + f * r.width) * devicePixelRatio;
		const y = (f) => (r.top + scrollY + f * r.height) * devicePixelRatio;
		return [[x(0.5), y(0.5)], [x(0.7), y(0.88)]];
	})()`, selector))
	shot, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	require.NoError(t, err)
	img, err := png.Decode(bytes.NewReader(shot))
	require.NoError(t, err)
	lum := func(p [2]float64) float64 {
		r, g, b, _ := img.At(int(p[0]), int(p[1])).RGBA()
		return luminance(r, g, b)
	}
	a, b := lum(at[0]), lum(at[1])
	return (math.Max(a, b) + 0.05) / (math.Min(a, b) + 0.05)
}

// TestMinesStandOut: the mine's icon, in the counter, on a found mine and on
// the mines a finished game shows, stands out at 3:1 or more from what it is
// drawn over, in every theme (WCAG's non-text contrast; a newcomer's trial
// found it faint in the dark theme).
func TestMinesStandOut(t *testing.T) {
	o := newOrigin(t, distDir) // the themes picked are kept: in storage no other test reads
	ctx := newTab(t)
	emulate(t, ctx, &emulation.MediaFeature{Name: "prefers-reduced-motion", Value: "reduce"})
	sc := sweepGame(t)
	p := startPlayerAt(t, ctx, mouse{}, o.url, sc.seed)
	p.playAll(sc.moves[:len(sc.moves)-1]) // the sweep's mine is found
	measure := func(when string, icons ...string) {
		for _, theme := range ui.Themes[1:] { // ThemeAuto is light or dark: both are here
			eval[bool](t, ctx, `(() => { const s = document.querySelector("#theme"); s.value = "`+theme+`";
				s.dispatchEvent(new Event("change", {bubbles: true})); return true; })()`)
			for _, icon := range icons {
				assert.GreaterOrEqual(t, iconContrast(t, ctx, icon), 3.0, "%s, %s in the %s theme", when, icon, theme)
			}
		}
	}
	measure("in play", ".counter-icon", "#board .sq.mine .mine-icon")
	clickOn(t, ctx, "#resign")
	waitFor(t, ctx, `document.querySelector("#ask").open`, "the question whether to resign")
	clickOn(t, ctx, "#ask-yes")
	waitFor(t, ctx, `document.querySelector("#gameover").open`, "the game-over dialog")
	eval[bool](t, ctx, `document.querySelector("#gameover").close(), true`)
	measure("at the end", ".counter-icon", "#board .mine-icon.hidden")
}
