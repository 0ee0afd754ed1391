package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/ui/text"
)

// viewports are the sizes of window the game is laid out for, from a small
// phone to a large desktop, portrait and landscape (issue 24).
var viewports = []struct{ width, height int64 }{
	{320, 480}, {360, 640}, {390, 844}, {768, 1024},
	{1024, 768}, {1280, 800}, {1920, 1080}, {2560, 1440},
}

// mainControls are what a player needs in sight after every move: the turn
// line, the status, and the controls of the game in play (between two people,
// who may offer a draw).
var mainControls = []string{"#turn", "#status", "#new", "#takeback", "#draw", "#resign"}

// outOfSightJS lists, for the selectors it is given, the elements whose box is
// not whole in the window and in every box that clips it (the panel that
// scrolls beside the board), with where they are.
const outOfSightJS = `((selectors) => selectors.flatMap((s) => {
	const el = document.querySelector(s);
	if (!el) return [s + " is missing"];
	const r = el.getBoundingClientRect();
	let box = {top: 0, left: 0, bottom: innerHeight, right: innerWidth};
	for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
		const st = getComputedStyle(a);
		if (st.overflowX === "visible" && st.overflowY === "visible") continue;
		const c = a.getBoundingClientRect();
		box = {top: Math.max(box.top, c.top), left: Math.max(box.left, c.left),
			bottom: Math.min(box.bottom, c.bottom), right: Math.min(box.right, c.right)};
	}
	const inside = r.width > 0 && r.height > 0 && r.top >= box.top - 0.5 && r.left >= box.left - 0.5 &&
		r.bottom <= box.bottom + 0.5 && r.right <= box.right + 0.5;
	return inside ? [] : [s + " at " + JSON.stringify(r) + " is outside " + JSON.stringify(box)];
}))(%s)`

// outOfSight returns the elements of selectors that are not in sight, with the
// page scrolled to its top, which it asserts.
func outOfSight(t testing.TB, ctx context.Context, selectors ...string) []string {
	t.Helper()
	require.Zero(t, scrollY(t, ctx), "the page is at its top")
	list, err := json.Marshal(selectors)
	require.NoError(t, err)
	return eval[[]string](t, ctx, fmt.Sprintf(outOfSightJS, list))
}

// roomToGrow returns by how many pixels the board's squares could grow and
// leave selectors in sight: the room left across the window, or down it,
// whichever is less, for eight files and ten ranks and the coordinates. Beside
// the board the panel keeps 260px.
func roomToGrow(t testing.TB, ctx context.Context, selectors ...string) float64 {
	t.Helper()
	list, err := json.Marshal(selectors)
	require.NoError(t, err)
	return eval[float64](t, ctx, fmt.Sprintf(`((selectors) => {
		// The width without a scroll bar's.
		const pad = 8, gap = 14, width = document.documentElement.clientWidth;
		const f = document.querySelector("#frame").getBoundingClientRect();
		const bottom = Math.max(f.bottom, ...selectors.map((s) => document.querySelector(s).getBoundingClientRect().bottom));
		if (innerHeight >= innerWidth) {
			return Math.min((width - 2 * pad - f.width) / 8.34, (innerHeight - pad - bottom) / 10.34);
		}
		return Math.min((width - 2 * pad - gap - 260 - f.width) / 8.34, (innerHeight - pad - f.bottom) / 10.34);
	})(%s)`, list))
}

// growStatus fills the status line with sentences until they take three
// lines, as a blast and check may in some languages at some widths.
func growStatus(t testing.TB, ctx context.Context, sentence string) {
	t.Helper()
	lines := eval[float64](t, ctx, fmt.Sprintf(`(() => {
		const el = document.querySelector("#status"), lh = parseFloat(getComputedStyle(el).lineHeight);
		const range = document.createRange();
		const lines = () => { range.selectNodeContents(el); return Math.round(range.getBoundingClientRect().height / lh); };
		const words = %q.split(" ");
		el.textContent = "";
		for (let i = 0; lines() < 3 && i < 200; i++) el.textContent += (i ? " " : "") + words[i %% words.length];
		return lines();
	})()`, sentence))
	require.Equal(t, 3.0, lines, "the status takes three lines")
}

// TestMainControlsInSight: at every size from a phone of 320×480 to a desktop
// of 2560×1440, portrait and landscape, in every language, the turn line, the
// status and the main controls are in sight beside or under the board without
// scrolling, the board as large as that leaves room for; and neither a status
// of three lines nor a draw offer, whose words too may take three, moves the
// board or any control (issue 24: on a portrait tablet the turn line was below
// the fold, and the controls jumped; Greek's offer took three lines on a phone,
// which shrank the board, or moved the controls where it had room to spare).
func TestMainControlsInSight(t *testing.T) {
	controls := []string{"#frame", "#new", "#takeback", "#draw", "#resign", "#flip", "#move-input"}
	at := func(ctx context.Context) map[string]rect {
		m := map[string]rect{}
		for _, s := range controls {
			m[s] = rectOf(t, ctx, s)
		}
		return m
	}
	atEverySize(t, "", func(t *testing.T, ctx context.Context, c text.Catalog) {
		assert.Empty(t, outOfSight(t, ctx, mainControls...), "in sight")
		assert.Less(t, roomToGrow(t, ctx, mainControls...), 2.0, "the board's squares could not be 2px larger")

		before := at(ctx)
		growStatus(t, ctx, c.Text(text.EvBlast, "e5", c.Text(text.WhiteKnightObj))+" "+c.Sentence(text.InCheck, c.Text(text.BlackSide)))
		assert.Equal(t, before, at(ctx), "a status of three lines moves nothing")
		assert.Empty(t, outOfSight(t, ctx, "#status"), "the status of three lines is in sight")

		eval[bool](t, ctx, `document.querySelector("#status").textContent = "", true`)
		clickOn(t, ctx, "#draw")
		waitFor(t, ctx, `!document.querySelector("#accept-draw").hidden`, "the draw offer")
		growStatus(t, ctx, c.Sentence(text.DrawOffered, c.Text(text.WhiteSide), c.Text(text.BlackSide)))
		assert.Equal(t, before, at(ctx), "a draw offer of three lines moves nothing")
		assert.Empty(t, outOfSight(t, ctx, "#status", "#accept-draw", "#decline-draw"), "the offer and its answers are in sight")
	})
}

// atEverySize opens page (the site's path, "" for the game's own page) on the
// test's game in a fresh tab at each of viewports, in every language, and runs
// check on it.
func atEverySize(t *testing.T, page string, check func(t *testing.T, ctx context.Context, c text.Catalog)) {
	for _, v := range viewports {
		for _, c := range text.All() {
			t.Run(fmt.Sprintf("%dx%d/%s", v.width, v.height, c.Lang()), func(t *testing.T) {
				ctx := newTab(t)
				require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(v.width, v.height)))
				openPage(t, ctx, fmt.Sprintf("%s/%s?seed=%d&lang=%s", site.url, page, firstSeed, c.Lang()))
				check(t, ctx, c)
			})
		}
	}
}

// TestEmbedInSight: the embed too shows the turn line, the status and its
// controls without scrolling at every size, in every language.
func TestEmbedInSight(t *testing.T) {
	atEverySize(t, "embed.html", func(t *testing.T, ctx context.Context, c text.Catalog) {
		// The embed shows its status only when there is one to show.
		eval[bool](t, ctx, fmt.Sprintf(`document.querySelector("#status").textContent = %q, true`,
			c.Text(text.EvBlast, "e5", c.Text(text.WhiteKnightObj))))
		assert.Empty(t, outOfSight(t, ctx, "#turn", "#status", "#new", "#takeback", "#flip"), "in sight")
	})
}
