package e2e

import (
	"testing"

	"mschess/ui/text"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The start and the answer to a click are timed by the benchmarks in
// bench_test.go; these tests pin what makes them fast, in figures that do not
// depend on the machine.

// startCalls is the budget of calls from the program into JavaScript
// (syscall/js) before the mark mschess:playable, each of which costs some
// microseconds, more while the code is still cold: 448 now, about 2,700 when
// the page made the board's elements one by one, 807 before the built pages
// held the labels in English, and 650 while the page looked every control up
// as it started.
const startCalls = 480

// watchJS, run before the page's own scripts, counts the program's calls into
// JavaScript (mschessWatch.calls), notes the count when the page marks itself
// playable (atPlayable), whether the page was playable when it registered its
// service worker (registeredPlayable: null until it registers), and counts the
// browser's hit tests asked for by elementFromPoint (hitTests).
const watchJS = `(() => {
	const w = window.mschessWatch = {calls: 0, atPlayable: -1, registeredPlayable: null, hitTests: 0};
	const elementFromPoint = document.elementFromPoint.bind(document);
	document.elementFromPoint = (...args) => { w.hitTests++; return elementFromPoint(...args); };
	let Go;
	Object.defineProperty(globalThis, "Go", {
		configurable: true,
		get() { return Go; },
		set(C) {
			Go = class extends C {
				constructor() {
					super();
					const imports = this.importObject.gojs;
					for (const name of Object.keys(imports)) {
						if (name.startsWith("syscall/js.")) {
							const f = imports[name];
							imports[name] = (sp) => { w.calls++; return f(sp); };
						}
					}
				}
			};
		},
	});
	const mark = performance.mark.bind(performance);
	performance.mark = (name, ...rest) => {
		if (name === "mschess:playable") w.atPlayable = w.calls;
		return mark(name, ...rest);
	};
	if (window.ServiceWorkerContainer) {
		const register = ServiceWorkerContainer.prototype.register;
		ServiceWorkerContainer.prototype.register = function (...args) {
			w.registeredPlayable = performance.getEntriesByName("mschess:playable").length > 0;
			return register.apply(this, args);
		};
	}
})()`

func TestStartCallsFew(t *testing.T) {
	ctx := newTabRunning(t, watchJS)
	openGame(t, ctx, quietGame(t).seed)
	n := eval[int](t, ctx, `mschessWatch.atPlayable`)
	require.Positive(t, n, "the count of calls into JavaScript at the mark mschess:playable")
	assert.LessOrEqual(t, n, startCalls, "calls into JavaScript before the game is playable")
}

// TestDropWithoutHitTest: a dropped piece's square is worked out from the
// pointer's position, not by the browser's hit test, which would first lay out
// the page that the drag has just changed.
func TestDropWithoutHitTest(t *testing.T) {
	sc := quietGame(t)
	ctx := newTabRunning(t, watchJS)
	startPlayer(t, ctx, mouse{}, sc.seed).dragPlay(sc.moves[0])
	assert.Zero(t, eval[int](t, ctx, `mschessWatch.hitTests`), "hit tests asked of the browser for the drag")
}

// TestServiceWorkerAfterPlayable: the worker, whose install downloads the whole
// site again, registers only once the game is playable.
func TestServiceWorkerAfterPlayable(t *testing.T) {
	o := newOrigin(t, distDir)
	ctx := newTabRunning(t, watchJS)
	openGameAt(t, ctx, o.url, quietGame(t).seed)
	registered, err := chromedp.Run(ctx, chromedp.Poll[bool](`mschessWatch.registeredPlayable !== null`))
	require.NoError(t, err)
	require.True(t, registered)
	assert.True(t, eval[bool](t, ctx, `mschessWatch.registeredPlayable`), "the page was playable when it registered its service worker")
}

// TestAppFetchedOnce: app.wasm downloads once, through the page's preload, which
// must match the mode of site/compile.js's fetch for the fetch to take it up.
func TestAppFetchedOnce(t *testing.T) {
	ctx := newTab(t)
	openGame(t, ctx, quietGame(t).seed)
	got := eval[[]string](t, ctx, `performance.getEntriesByType("resource").filter((e) => e.name.endsWith(".wasm")).map((e) => e.initiatorType)`)
	assert.Equal(t, []string{"link"}, got, "how app.wasm was fetched: once, by the preload link")
}

// TestCompileWhileParsing: the wasm starts compiling while the page is still
// being parsed, not once site/boot.js runs after it.
func TestCompileWhileParsing(t *testing.T) {
	for _, page := range []string{"/?seed=1", "/embed.html?seed=1"} {
		t.Run(page, func(t *testing.T) {
			ctx := newTab(t)
			openPage(t, ctx, site.url+page)
			got := eval[[]float64](t, ctx, `[performance.getEntriesByName("mschess:compile").map((e) => e.startTime)[0] ?? -1,
				performance.getEntriesByType("navigation")[0].domInteractive]`)
			require.Len(t, got, 2)
			assert.Positive(t, got[0], "when the compile started (-1: never by site/compile.js)")
			assert.Less(t, got[0], got[1], "the compile started before the document was parsed")
		})
	}
}

// TestLabelsBeforeProgram: the built page holds its labels in English before
// the program runs, here never, as in a browser without WebAssembly; the
// program then writes them only in another language.
func TestLabelsBeforeProgram(t *testing.T) {
	ctx := newTabRunning(t, `delete globalThis.WebAssembly`)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(site.url+"/?seed=1")))
	failed, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.documentElement.dataset.state === "failed"`))
	require.NoError(t, err)
	require.True(t, failed)
	got := eval[[]string](t, ctx, `[document.title, document.querySelector("#new").textContent,
		document.querySelector("#board").getAttribute("aria-label"), document.documentElement.lang]`)
	assert.Equal(t, []string{text.English[text.AppTitle], text.English[text.NewGame], text.English[text.BoardLabel], "en"}, got)
}
