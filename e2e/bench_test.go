package e2e

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"
)

// BenchmarkTimeToPlayable measures, inside the page, the time from the start
// of the navigation to the mark mschess:playable: the wasm fetched, compiled
// and started, and the board drawn. A first visit has empty caches; a return
// visit reloads the tab, with whatever the browser and the site's service
// worker kept.
//
// Beside each visit of the app it makes the same visit of the floor: the site
// built around an empty Go program that sets the mark at once
// (testdata/floor), the least any Go app loaded this way can take on this
// machine. Metrics, medians over the visits, which a busy machine's outliers
// move less than means: ms-to-playable for the app, ms-floor for the floor,
// and x-floor, the ratio of each visit of the app to the floor's beside it
// (targets: 1.25 on a first visit, 1.4 on a return visit); then the app's
// start in phases (startPhases). A first visit also loads the app built to
// be playable as main starts (wasm/atmain.go), all of the program's size and
// none of the page's work: x-floor-at-main is its ratio to the floor, what no
// work of the page's can bring the app below. ns/op adds the test's own round
// trips.
func BenchmarkTimeToPlayable(b *testing.B) {
	seed := quietGame(b).seed
	floor := newOrigin(b, builtSite(b, "./e2e/testdata/floor", "-ldflags=-s -w"))
	b.Run("first-visit", func(b *testing.B) {
		// make build's flags for the app (make bench hands over APP_GCFLAGS),
		// and the tag.
		flags := append([]string{"-tags", "webtexts,playableatmain", "-ldflags=-s -w"}, strings.Fields(os.Getenv("APP_GCFLAGS"))...)
		atMain := newOrigin(b, builtSite(b, "./wasm", flags...))
		var t startTimes
		var atMainRatio []float64
		sites := []string{floor.url, site.url, atMain.url}
		for i := 0; b.Loop(); i++ {
			// Each visit in turn comes first: a visit pays for some of the
			// teardown of the one before it, which would favour a site that
			// always followed a light one.
			var v [3]visit
			for k := range sites {
				j := (i + k) % len(sites)
				v[j] = firstVisit(b, sites[j], seed)
			}
			t.add(v[1], v[0])
			atMainRatio = append(atMainRatio, v[2].playable/v[0].playable)
		}
		t.report(b)
		b.ReportMetric(median(atMainRatio), "x-floor-at-main")
	})
	b.Run("return-visit", func(b *testing.B) {
		app, bare := newTab(b), newTab(b)
		openGameAt(b, app, site.url, seed)
		openGameAt(b, bare, floor.url, seed)
		var t startTimes
		for b.Loop() {
			t.add(returnVisit(b, app), returnVisit(b, bare))
		}
		t.report(b)
	})
}

// startPhases times the app's start, in ms: until the first paint, which shows
// the board of a new game that the built page holds, until the document's
// DOMContentLoaded, until site/boot.js ran and until app.wasm's response
// ended, since the navigation started; then each phase after the one before
// it: what is left of compiling the wasm, which site/compile.js starts while
// the page is parsed, and instantiating it, after boot.js ran and the
// response ended, whichever is later; the Go
// runtime's start up to main, ui.Open, building the page, and drawing it up
// to the mark mschess:playable. The marks come from site/boot.js and
// wasm/main.go.
const startPhases = `(() => {
	const at = (name) => performance.getEntriesByName(name)[0].startTime;
	const wasm = performance.getEntriesByType("resource").find((e) => e.name.endsWith(".wasm"));
	const response = wasm ? wasm.responseEnd : 0;
	return {
		"ms-first-paint": (performance.getEntriesByName("first-contentful-paint")[0] || {startTime: 0}).startTime,
		"ms-dcl": performance.getEntriesByType("navigation")[0].domContentLoadedEventEnd,
		"ms-boot": at("mschess:boot"),
		"ms-wasm-response": response,
		"ms-instantiate": at("mschess:instantiated") - Math.max(response, at("mschess:boot")),
		"ms-runtime": at("mschess:main") - at("mschess:instantiated"),
		"ms-open": at("mschess:opened") - at("mschess:main"),
		"ms-build": at("mschess:built") - at("mschess:opened"),
		"ms-render": at("mschess:playable") - at("mschess:built"),
	};
})()`

// visit is one visit's time to playable and, for the app, its phases.
type visit struct {
	playable float64
	phases   map[string]float64
}

// startTimes are the times to playable of the app, of the floor, their
// ratios, and the app's phases, visit by visit.
type startTimes struct {
	app, floor, ratio []float64
	phases            map[string][]float64
}

func (t *startTimes) add(app, floor visit) {
	t.app, t.floor, t.ratio = append(t.app, app.playable), append(t.floor, floor.playable), append(t.ratio, app.playable/floor.playable)
	if t.phases == nil {
		t.phases = map[string][]float64{}
	}
	for k, v := range app.phases {
		t.phases[k] = append(t.phases[k], v)
	}
}

func (t *startTimes) report(b *testing.B) {
	b.ReportMetric(median(t.app), "ms-to-playable")
	b.ReportMetric(median(t.floor), "ms-floor")
	b.ReportMetric(median(t.ratio), "x-floor")
	for k, v := range t.phases {
		b.ReportMetric(median(v), k)
	}
}

// median returns the median of v, which it sorts.
func median(v []float64) float64 {
	slices.Sort(v)
	if n := len(v); n%2 == 0 {
		return (v[n/2-1] + v[n/2]) / 2
	}
	return v[len(v)/2]
}

// firstVisit opens the game at base in a browser profile of its own, with
// nothing cached, and times it.
func firstVisit(b *testing.B, base string, seed uint64) visit {
	ctx, cancel := chromedp.NewContext(site.browser, chromedp.WithNewBrowserContext())
	defer cancel()
	tctx, cancelT := context.WithTimeout(ctx, tabTimeout)
	defer cancelT()
	openGameAt(b, tctx, base, seed)
	return timeVisit(b, tctx)
}

// returnVisit reloads the tab and times it.
func returnVisit(b *testing.B, ctx context.Context) visit {
	require.NoError(b, chromedp.Do(ctx, chromedp.Reload()))
	waitPlayable(b, ctx)
	return timeVisit(b, ctx)
}

// timeVisit returns when the page set the mark mschess:playable, in ms since
// its navigation started, and the start's phases where the page marks them
// (the floor does not).
func timeVisit(b *testing.B, ctx context.Context) visit {
	b.Helper()
	v := visit{playable: eval[float64](b, ctx, `performance.getEntriesByName("mschess:playable")[0].startTime`)}
	if eval[bool](b, ctx, `performance.getEntriesByName("mschess:built").length > 0`) {
		v.phases = eval[map[string]float64](b, ctx, startPhases)
	}
	return v
}

// builtSite builds the site around the program pkg, compiled for js/wasm
// with the flags given, as make build builds it around the app, and returns
// its directory.
func builtSite(b testing.TB, pkg string, flags ...string) string {
	b.Helper()
	dir := b.TempDir()
	wasm, out := filepath.Join(dir, "program.wasm"), filepath.Join(dir, "dist")
	build := append(append([]string{"build", "-trimpath"}, flags...), "-o", wasm, pkg)
	for _, args := range [][]string{build, {"run", "./tools/build", "-wasm", wasm, "-out", out}} {
		cmd := exec.Command("go", args...)
		cmd.Dir = ".."
		if args[0] == "build" {
			cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
		}
		msg, err := cmd.CombinedOutput()
		require.NoError(b, err, "go %s: %s", strings.Join(args, " "), msg)
	}
	return out
}

// clockJS times, inside the page, each press on the board: from the moment a
// capturing pointerdown listener sees it to the first change of the board
// (a MutationObserver, which runs as soon as the page's handler returns), and
// to the next animation frame after that change, when it can be painted.
const clockJS = `(() => {
	const c = window.clickClock = {start: 0, dom: 0, frame: 0};
	addEventListener("pointerdown", () => { c.start = performance.now(); c.dom = c.frame = 0; }, true);
	new MutationObserver(() => {
		if (c.start === 0 || c.dom !== 0) return;
		c.dom = performance.now() - c.start;
		requestAnimationFrame(() => { c.frame = performance.now() - c.start; });
	}).observe(document.querySelector("#board"), {subtree: true, childList: true, attributes: true, characterData: true});
	return true;
})()`

// clock is one reading of clickClock, in ms.
type clock struct {
	DOM   float64 `json:"dom"`
	Frame float64 `json:"frame"`
}

// BenchmarkClickToUpdate measures the time from a click on a square to the
// board showing its result, for the two clicks of a move: selecting a piece
// (its targets appear) and clicking a target (the move is played). Metrics:
// ms-select-dom and ms-move-dom to the board's change (target: 8 ms), and
// ms-select-frame and ms-move-frame to the next animation frame. Each loop
// takes the move back, unmeasured, to start again.
func BenchmarkClickToUpdate(b *testing.B) {
	sc := quietGame(b)
	m := sc.moves[0]
	ctx := newTab(b)
	openGame(b, ctx, sc.seed)
	eval[bool](b, ctx, clockJS)
	from, to := centre(b, ctx, squareSelector(m.From)), centre(b, ctx, squareSelector(m.To))

	var sel, move clock
	for b.Loop() {
		c := clickAndTime(b, ctx, from)
		sel.DOM, sel.Frame = sel.DOM+c.DOM, sel.Frame+c.Frame
		c = clickAndTime(b, ctx, to)
		move.DOM, move.Frame = move.DOM+c.DOM, move.Frame+c.Frame
		eval[bool](b, ctx, `(document.querySelector("#takeback").click(), true)`)
	}
	n := float64(b.N)
	b.ReportMetric(sel.DOM/n, "ms-select-dom")
	b.ReportMetric(sel.Frame/n, "ms-select-frame")
	b.ReportMetric(move.DOM/n, "ms-move-dom")
	b.ReportMetric(move.Frame/n, "ms-move-frame")
}

// clickAndTime clicks at p with the mouse and returns the page's timing of
// it.
func clickAndTime(b testing.TB, ctx context.Context, p point) clock {
	b.Helper()
	require.NoError(b, mouse{}.tap(ctx, p))
	c, err := chromedp.Run(ctx, chromedp.Poll[clock](`clickClock.frame > 0 && clickClock`,
		chromedp.WithPollingInterval(time.Millisecond), chromedp.WithPollingTimeout(10*time.Second)))
	require.NoError(b, err, "the board did not change after the click")
	return c
}
