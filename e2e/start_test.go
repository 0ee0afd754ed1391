package e2e

import (
	"context"
	"fmt"
	"testing"

	"mschess/engine"
	"mschess/ui"
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
// microseconds, more while the code is still cold (docs/start.md): 307 now
// for this test's game, seeded by its link, with the premoves, the daily's one
// try, the friend's resumed game, the STUN server's setting and the analysis
// (313 while the page read the STUN setting, looked the analysis's list up
// and listened for the page going away as it started; 305 before them); with
// the past games' button and
// the setting of a move onto a found mine (292 before them, 318 while the
// page wired the friend's answer code as it started rather than when first
// shown), whose known-minefield note writes its words and its title (274
// before the title), about 2,700 when the page made the board's elements one by one, 807 before
// the built pages held the labels in English, 650 while the page looked every
// control up as it started, and 447 before it looked the panel's elements up
// only to write them and took the built pages' flags as drawn.
const startCalls = 310

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
	ctx := withoutProgram(t)
	got := eval[[]string](t, ctx, `[document.title, document.querySelector("#new").textContent,
		document.querySelector("#board").getAttribute("aria-label"), document.documentElement.lang]`)
	assert.Equal(t, []string{text.English[text.AppTitle], text.English[text.NewGame], text.English[text.BoardLabel], "en"}, got)
}

// TestBoardBeforeProgram: the built page shows a new game's board before the
// program runs: its 80 squares, the 32 pieces and ranks 4 to 7 under fog
// (docs/rules.md §1–2).
func TestBoardBeforeProgram(t *testing.T) {
	ctx := withoutProgram(t)
	got := eval[[]int](t, ctx, `["[role=gridcell]", ".piece", ".fog"].map((q) => document.querySelectorAll("#board " + q).length)`)
	assert.Equal(t, []int{engine.NumSquares, 32, 32}, got)
}

// withoutProgram opens the game in a tab whose browser has no WebAssembly, so
// that the program never runs, and waits for the page to say so.
func withoutProgram(t *testing.T) context.Context {
	t.Helper()
	ctx := newTabRunning(t, `delete globalThis.WebAssembly`)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(site.url+"/?seed=1")))
	waitFor(t, ctx, `document.documentElement.dataset.state === "failed"`, "the page to say it cannot run")
	return ctx
}

// TestBoardKept: the program keeps the built page's board of a new game,
// element for element, when it speaks the page's English; in another
// language it writes the board anew, with the squares' labels in it, and so
// again when the player then picks English.
func TestBoardKept(t *testing.T) {
	tests := []struct {
		query, pick string
		kept        bool
		label       string
	}{
		{"?seed=1", "", true, "en"},
		{"?seed=1&lang=es", "", false, "es"},
		{"?seed=1&lang=es", "en", false, "en"},
	}
	for _, tt := range tests {
		t.Run(tt.query+" "+tt.pick, func(t *testing.T) {
			// Parsing ends before the deferred scripts, and so the program, run.
			ctx := newTabRunning(t, `document.addEventListener("readystatechange", () => {
				if (document.readyState === "interactive") window.builtE2 = document.querySelector('[data-sq="e2"]');
			})`)
			openPage(t, ctx, site.url+"/"+tt.query)
			if tt.pick != "" {
				pickLang(t, ctx, tt.pick)
				waitFor(t, ctx, fmt.Sprintf(`document.documentElement.lang === %q`, tt.pick), "the language picked")
			}
			assert.True(t, eval[bool](t, ctx, `window.builtE2 instanceof Element`), "the built page has the square")
			assert.Equal(t, tt.kept, eval[bool](t, ctx, `window.builtE2 === document.querySelector('[data-sq="e2"]')`), "the square kept")
			app := ui.New(engine.NewGame(1), catalog(t, tt.label))
			e2 := engine.SquareAt(4, 1)
			assert.Equal(t, app.SquareLabel(e2, app.Board()[e2]), eval[string](t, ctx, `document.querySelector('[data-sq="e2"]').getAttribute("aria-label")`))
		})
	}
}
