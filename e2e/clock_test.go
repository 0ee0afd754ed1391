package e2e

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/ui"
	"mschess/ui/text"
)

// skewTime runs before a page's own scripts and lets the test move the page's
// time on (performance.now, which Go's monotonic time reads in the browser)
// with skipTime(ms), so that a clock runs down without the test waiting for
// it.
const skewTime = `(() => {
	const now = performance.now.bind(performance);
	let skew = 0;
	performance.now = () => now() + skew;
	window.skipTime = ms => { skew += ms; };
})();`

// typeMove plays san through the field for typed moves.
func typeMove(t *testing.T, ctx context.Context, san string) {
	t.Helper()
	eval[bool](t, ctx, fmt.Sprintf(`(() => {
		document.querySelector("#move-input").value = %q;
		document.querySelector("#move-form").requestSubmit();
		return true;
	})()`, san))
}

// TestFlagFalls: two people pick the shortest clock, each moves once, and
// White's clock then runs, framed as running, is marked low, and at zero its
// flag falls: the game-over dialog says that Black won on time (docs/rules.md
// §7, issue 24 item 6).
func TestFlagFalls(t *testing.T) {
	o := newOrigin(t, distDir)
	ctx := newTabRunning(t, skewTime)
	openGameAt(t, ctx, o.url, 7)
	blitz := ui.TimeControls[0]
	assert.True(t, eval[bool](t, ctx, `document.querySelector("#clocks").hidden`), "no clock by default")
	pick(t, ctx, "#clock", blitz.String())
	waitFor(t, ctx, `!document.querySelector("#clocks").hidden`, "the clocks show")
	assert.Equal(t, "03:00", eval[string](t, ctx, `document.querySelector("#clock-white-time").textContent`))
	typeMove(t, ctx, "Nf3")
	eval[bool](t, ctx, `(skipTime(60000), true)`) // before each side has moved, no clock runs
	typeMove(t, ctx, "Nc8")
	waitFor(t, ctx, `document.querySelector("#clock-white").classList.contains("running")`, "White's clock runs")
	assert.Equal(t, "03:00", eval[string](t, ctx, `document.querySelector("#clock-black-time").textContent`))

	eval[bool](t, ctx, `(skipTime(170000), true)`)
	waitFor(t, ctx, `document.querySelector("#clock-white").classList.contains("low")`, "White's clock runs low")
	assert.Equal(t, text.English[text.ClockLow], eval[string](t, ctx, `document.querySelector("#clock-white-low").textContent`))
	en := text.Catalog{}
	low := eval[string](t, ctx, saidJS)
	said, _, _ := strings.Cut(en.Sentence(text.LowTimeSaid, en.Text(text.WhiteSide), "\x00"), "\x00")
	assert.True(t, strings.HasPrefix(low, said), "the low time is said: %q", low)

	eval[bool](t, ctx, `(skipTime(10000), true)`)
	waitFor(t, ctx, `document.querySelector("#gameover").open`, "the flag falls and the game ends")
	want := en.Sentence(text.EndTime, en.Text(text.BlackSide), en.Text(text.WhiteSide))
	assert.Equal(t, want, eval[string](t, ctx, `document.querySelector("#gameover-text").textContent`))
	assertAnnounced(t, ctx, want, "the flag's fall")
	assert.Equal(t, "00:00.0", eval[string](t, ctx, `document.querySelector("#clock-white-time").textContent`))
	assert.False(t, eval[bool](t, ctx, `document.querySelector("#clock-white").classList.contains("running")`), "no clock runs once it is over")
	require.Equal(t, blitz.String(), eval[string](t, ctx, `document.querySelector("#clock").value`), "the choice keeps the clock")
}
