package e2e

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/chromedp/cdproto/accessibility"
	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
)

// TestNoTrace checks docs/rules.md §2 and §6 on the page itself: nothing a player
// can read out of it tells where the mines under the fog are, and the seed does
// not show while the game runs.
//
// It plays the same moves on two minefields that differ under the fog but look
// the same — the same revealed squares, numbers and counter — and collects
// everything the page exposes: its HTML with every attribute and class, the
// properties scripts hung on its elements, the accessibility tree (names,
// values, descriptions, generated text), the JavaScript globals that a page of
// the same site without scripts lacks, with their values, storage (but the
// saved game's text, see savePrefix), cookies, performance marks and console
// output. The two collections must be identical, and neither may contain the
// seed.
func TestNoTrace(t *testing.T) {
	script := []string{"e4", "d7", "Nf3", "Nc8", "c4"}
	a, b := lookalikes(t, script)
	blank := blankGlobals(t)

	parts := [2]map[string]string{}
	for i, sc := range []scenario{a, b} {
		ctx := newTab(t)
		var console consoleLog
		require.NoError(t, chromedp.Listen(ctx, console.record))
		p := startPlayer(t, ctx, mouse{}, sc.seed)
		p.playAll(sc.moves)
		tr := collect(t, ctx, blank, &console)
		require.NotEmpty(t, tr.HTML)
		// The commitment is a hash of the minefield that the page must show (issue 4,
		// item 5); it is the one thing allowed to differ, so it is checked against the
		// engine and then blanked out.
		commitment := engine.Commitment(sc.seed, engine.MinesFromSeed(sc.seed))
		require.Contains(t, tr.HTML, commitment[:8], "the page shows the minefield's commitment")
		parts[i] = map[string]string{}
		for name, text := range tr.parts() {
			for _, seed := range seedForms(sc.seed) {
				assert.NotContains(t, text, seed, "the seed shows in the page's %s", name)
			}
			text = strings.ReplaceAll(text, commitment, "<commitment>")
			parts[i][name] = strings.ReplaceAll(text, commitment[:8], "<commitment>")
		}
	}
	for name, text := range parts[0] {
		assert.Equal(t, text, parts[1][name],
			"the page's %s differs between two minefields that look the same (seeds %d and %d)", name, a.seed, b.seed)
	}
}

// lookalikes returns two games of script on different minefields whose
// players' views are the same after it: same pieces, fog, found mines, numbers
// and counter. The views must show at least one number, so that the numbers
// are compared too.
func lookalikes(t *testing.T, script []string) (scenario, scenario) {
	t.Helper()
	seen := map[string]uint64{}
	for seed := firstSeed; seed < firstSeed+seedsToTry; seed++ {
		g, ok := playScript(seed, script)
		if !ok || !noMineHit(g, false) {
			continue
		}
		v := g.View()
		numbers := fmt.Sprint(v.Numbers)
		if v.Position.HiddenMines() == 0 || !strings.ContainsAny(numbers, "12345678") {
			continue
		}
		key := v.Position.MFEN() + " " + numbers
		if other, ok := seen[key]; ok && engine.MinesFromSeed(other) != engine.MinesFromSeed(seed) {
			og, _ := playScript(other, script)
			return scenario{seed: other, moves: movesOf(og)}, scenario{seed: seed, moves: movesOf(g)}
		}
		seen[key] = seed
	}
	t.Fatalf("no two seeds in [%d, %d) look the same after %q", firstSeed, firstSeed+seedsToTry, script)
	return scenario{}, scenario{}
}

// seedForms are the ways a seed could be written out.
func seedForms(seed uint64) []string {
	return []string{strconv.FormatUint(seed, 10), strconv.FormatUint(seed, 16)}
}

// trace is everything a player could read out of a page.
type trace struct {
	HTML      string   `json:"html"`      // document.documentElement.outerHTML
	Expandos  []string `json:"expandos"`  // properties set on elements by scripts
	Globals   []string `json:"globals"`   // globals a blank page lacks, with their values
	Storage   []string `json:"storage"`   // localStorage, sessionStorage and cookies, but the saved game
	Entries   []string `json:"entries"`   // performance marks and measures: the page's own entries
	History   string   `json:"history"`   // history.state
	A11y      []string `json:"-"`         // the accessibility tree
	Console   []string `json:"-"`         // console output
	Documents string   `json:"documents"` // title and other document-level text
}

// parts returns the trace's parts as text, by name.
func (tr trace) parts() map[string]string {
	return map[string]string{
		"HTML":                tr.HTML,
		"element properties":  strings.Join(tr.Expandos, "\n"),
		"globals":             strings.Join(tr.Globals, "\n"),
		"storage and cookies": strings.Join(tr.Storage, "\n"),
		"performance marks":   strings.Join(tr.Entries, "\n"),
		"history state":       tr.History,
		"accessibility tree":  strings.Join(tr.A11y, "\n"),
		"console output":      strings.Join(tr.Console, "\n"),
		"document":            tr.Documents,
	}
}

// savePrefix starts the storage keys of package persist, whose saved game
// lists the whole minefield, seed included, by design (see its package
// documentation): only the keys of those entries go into a trace.
const savePrefix = "mschess.save"

// journalKey is where site/boot.js counts the page's writes to storage, a
// count that grows from game to game on one origin: only the key goes into
// a trace. The journal's copies in IndexedDB are those writes again, which
// the trace has from localStorage.
const journalKey = "mschess.journal"

// describeJS writes a value out as text, following objects a few levels down;
// typed arrays and buffers (such as the wasm memory) are only measured.
const describeJS = `function describe(v, depth, seen) {
	if (v === null || v === undefined) return String(v);
	if (typeof v === "function") return "function " + v.name;
	if (typeof v !== "object") return typeof v + " " + String(v);
	if (seen.has(v)) return "(seen)";
	seen.add(v);
	if (v instanceof Node) return "(node " + v.nodeName + ")";
	if (v instanceof ArrayBuffer || ArrayBuffer.isView(v)) return "(" + v.byteLength + " bytes)";
	if (depth === 0) return "(object)";
	const out = [];
	for (const k of Object.getOwnPropertyNames(v).slice(0, 500)) {
		let d;
		try { d = describe(v[k], depth - 1, seen); } catch (e) { d = "(throws)"; }
		out.push(k + ": " + d);
	}
	return "{" + out.join(", ") + "}";
}`

// collect reads the trace of the page in ctx; blank holds the globals of an
// empty page, which are left out.
func collect(t *testing.T, ctx context.Context, blank []string, console *consoleLog) trace {
	t.Helper()
	tr := eval[trace](t, ctx, `(() => {
		`+describeJS+`
		const blank = new Set(`+jsStrings(blank)+`);
		const savePrefix = `+strconv.Quote(savePrefix)+`;
		const journalKey = `+strconv.Quote(journalKey)+`;
		const seen = new Set();
		const expandos = [];
		for (const el of document.querySelectorAll("*")) {
			for (const k of Object.getOwnPropertyNames(el)) {
				expandos.push(el.nodeName + "." + k + " = " + describe(el[k], 3, seen));
			}
		}
		const globals = Object.getOwnPropertyNames(window).filter(k => !blank.has(k)).sort()
			.map(k => { try { return k + " = " + describe(window[k], 4, seen); } catch (e) { return k + " (throws)"; } });
		const storage = [];
		for (const s of [localStorage, sessionStorage]) {
			for (let i = 0; i < s.length; i++) {
				const k = s.key(i);
				storage.push(k.startsWith(savePrefix) || k === journalKey ? k : k + " = " + s.getItem(k));
			}
		}
		storage.push("cookie = " + document.cookie);
		const entries = [...performance.getEntriesByType("mark"), ...performance.getEntriesByType("measure")]
			.map(e => e.entryType + " " + e.name + " " + JSON.stringify(e.detail ?? null));
		return {
			html: document.documentElement.outerHTML,
			expandos, globals, storage, entries,
			history: JSON.stringify(history.state),
			documents: [document.title, document.dir, document.lang, location.hash].join("\n"),
		};
	})()`)
	tr.A11y = accessibilityTree(t, ctx)
	tr.Console = console.lines()
	return tr
}

// jsStrings writes a list of strings as a JavaScript array literal.
func jsStrings(ss []string) string {
	q := make([]string, len(ss))
	for i, s := range ss {
		q[i] = strconv.Quote(s)
	}
	return "[" + strings.Join(q, ",") + "]"
}

// blankGlobals returns the names of the globals of a page without scripts
// from the same site: the browser's own, which the page's are told apart from.
func blankGlobals(t *testing.T) []string {
	t.Helper()
	ctx := newTab(t)
	// Any address that is not a file of the site gives such a page.
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(site.url+"/no-such-page")))
	return eval[[]string](t, ctx, `Object.getOwnPropertyNames(window)`)
}

// accessibilityTree returns every node of the page's accessibility tree as
// role, name, value and description: what a screen reader can say.
func accessibilityTree(t *testing.T, ctx context.Context) []string {
	t.Helper()
	res, err := chromedp.Call(ctx, accessibility.GetFullAXTree, accessibility.GetFullAXTreeParams{})
	require.NoError(t, err, "reading the accessibility tree")
	text := func(v *accessibility.Value) string {
		if v == nil {
			return ""
		}
		return string(v.Value)
	}
	var out []string
	for _, n := range res.Nodes {
		if n.Ignored {
			continue
		}
		out = append(out, strings.Join([]string{text(n.Role), text(n.Name), text(n.Value), text(n.Description)}, " | "))
	}
	return out
}

// consoleLog keeps what the page writes to its console.
type consoleLog struct {
	mu  sync.Mutex
	out []string
}

// record is a chromedp listener; it runs in the tab's event loop.
func (c *consoleLog) record(ev any) {
	var line string
	switch ev := ev.(type) {
	case *runtime.EventConsoleAPICalled:
		var args []string
		for _, a := range ev.Args {
			args = append(args, string(a.Value)+a.Description)
		}
		line = string(ev.Type) + ": " + strings.Join(args, " ")
	case *runtime.EventExceptionThrown:
		line = "exception: " + ev.ExceptionDetails.Text
	case *log.EventEntryAdded: // the browser's own messages, once Log.enable asks for them
		line = "log " + string(ev.Entry.Level) + ": " + ev.Entry.Text
	default:
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.out = append(c.out, line)
}

func (c *consoleLog) lines() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]string(nil), c.out...)
}
