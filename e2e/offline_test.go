package e2e

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestOffline takes the site off the network after a first visit: a reload
// still loads the game, from the service worker's cache, and it plays.
func TestOffline(t *testing.T) {
	sc := quietGame(t)
	o := newOrigin(t, distDir)
	ctx := newTab(t)
	openGameAt(t, ctx, o.url, sc.seed)
	waitControlled(t, ctx)

	o.down()
	reload(t, ctx)
	p := playerOf(t, ctx, mouse{}, sc.seed)
	p.playAll(sc.moves)
	assert.True(t, eval[bool](t, ctx, `navigator.serviceWorker.controller !== null`),
		"the page loaded offline is controlled by the service worker")
}

// TestPlantedInTheCache puts a script of its own into the service worker's
// cache in place of the page's start-up script, as any script of the origin
// could once: the worker checks what it serves against the build's hashes, so
// the planted script never runs, the page starts, and the cache holds the
// build's file again; offline too, the planted copy is not served (issue 25).
func TestPlantedInTheCache(t *testing.T) {
	o := newOrigin(t, distDir)
	ctx := newTab(t)
	openPage(t, ctx, o.url+"/?seed=7")
	waitControlled(t, ctx)
	boot := eval[string](t, ctx, `document.querySelector('script[src*="boot."]').getAttribute("src")`)
	plant := fmt.Sprintf(`caches.keys().then(keys => caches.open(keys[0])).then(c =>
		c.put(%q, new Response("localStorage.setItem('planted', '1')", {headers: {"Content-Type": "text/javascript"}})))
		.then(() => caches.keys()).then(keys => caches.open(keys[0])).then(c => c.match(%q)).then(r => r.text())`, boot, boot)
	require.Contains(t, eval[string](t, ctx, plant), "planted", "the cache holds the planted script")

	reload(t, ctx)
	assert.Nil(t, eval[any](t, ctx, `localStorage.getItem("planted")`), "the planted script did not run")
	cached := eval[string](t, ctx, fmt.Sprintf(`caches.keys().then(keys => caches.open(keys[0])).then(c => c.match(%q)).then(r => r ? r.text() : "")`, boot))
	assert.Equal(t, string(readFile(t, filepath.Join(distDir, boot))), cached, "the build's script is cached again")

	require.Contains(t, eval[string](t, ctx, plant), "planted")
	o.down()
	require.NoError(t, chromedp.Do(ctx, chromedp.Reload()), "reloading offline")
	eval[bool](t, ctx, afterFramesJS)
	assert.Nil(t, eval[any](t, ctx, `localStorage.getItem("planted")`), "offline, the planted script did not run either")
}

// TestUpdate deploys a new build while a game is open. The page offers the
// update and leaves the game alone; once the player accepts, it reloads into
// the new build with the game as it was, and the game goes on.
func TestUpdate(t *testing.T) {
	sc := quietGame(t)
	n := len(sc.moves) - 1
	p, next := deployUnderGame(t, sc, n)
	ctx := p.ctx
	eval[bool](t, ctx, `navigator.serviceWorker.getRegistration().then(r => r.update()).then(() => true)`)
	waitFor(t, ctx, visibleJS(updatePrompt), "the update prompt "+updatePrompt)
	p.check("with the update offered")
	require.False(t, eval[bool](t, ctx, onBuildJS(next)), "the page reloaded before the player accepted the update")

	p.tap(acceptUpdate)
	waitFor(t, ctx, onBuildJS(next)+` && document.documentElement.dataset.state === "ready"`,
		"the page of the new build")
	p.resumed("after the update")
	assert.False(t, eval[bool](t, ctx, visibleJS(updatePrompt)), "the new build offers no update")
	caches := eval[[]string](t, ctx, `caches.keys()`)
	assert.Equal(t, []string{"mschess-" + next.version}, caches, "the new build's cache alone is left")
	p.play(sc.moves[n])
}

// TestNoUpdateToItsOwnBuild deploys a new build and reloads the page, which
// comes from the network first: it runs the new build while the old worker
// still controls it, and the new one installs and waits. The page offers no
// update, which would only reload it into the build it runs, and the game goes
// on.
func TestNoUpdateToItsOwnBuild(t *testing.T) {
	sc := quietGame(t)
	p, next := deployUnderGame(t, sc, 1)
	ctx := p.ctx
	reload(t, ctx)
	require.True(t, eval[bool](t, ctx, onBuildJS(next)), "the reloaded page is of the new build")
	p.resumed("after the reload")
	// An update check installs the new build's worker: the test makes one
	// rather than wait for the browser's.
	eval[bool](t, ctx, `navigator.serviceWorker.getRegistration().then(r => r.update().then(() => new Promise(done => {
		const installed = () => r.waiting && !r.installing ? done(true) : setTimeout(installed, 20);
		installed();
	})))`)
	// The page asks the waiting worker its version, as this does; the worker
	// answers in turn, so once it has answered this, it has answered the page.
	version := eval[string](t, ctx, `navigator.serviceWorker.getRegistration().then(r => new Promise(done => {
		const channel = new MessageChannel();
		channel.port1.onmessage = (e) => done(e.data);
		r.waiting.postMessage({type: "version"}, [channel.port2]);
		setTimeout(() => done("no answer"), 5000);
	}))`)
	eval[bool](t, ctx, afterFramesJS)
	assert.False(t, eval[bool](t, ctx, visibleJS(updatePrompt)), "the page offers no update to the build it runs")
	assert.Equal(t, next.version, version, "the waiting worker is of the new build")
	p.playAll(sc.moves[1:])
}

// deployUnderGame opens the game of sc at an origin of its own, under the
// service worker's control, plays its first n moves and deploys the next
// build (see nextBuild) under the open page, which it returns with the build.
func deployUnderGame(t *testing.T, sc scenario, n int) (*player, build) {
	t.Helper()
	o := newOrigin(t, distDir)
	ctx := newTab(t)
	p := startPlayerAt(t, ctx, mouse{}, o.url, sc.seed)
	waitControlled(t, ctx)
	p.playAll(sc.moves[:n])
	// The game continues from the save at the site's plain address, which a
	// reload keeps, while ?seed= would start the seed's game over.
	p.reopen(o.url + "/")

	next := nextBuild(t)
	o.deploy(t, next.dir)
	return p, next
}

// The update prompt, and its button that takes the update.
const (
	updatePrompt = "#update"
	acceptUpdate = "#update-reload"
)

// waitControlled waits until the site's service worker controls the page:
// installed, with every file of the build in its cache, and active.
func waitControlled(t testing.TB, ctx context.Context) {
	t.Helper()
	if err := holds(ctx, `navigator.serviceWorker.controller?.state === "activated"`); err != nil {
		t.Fatalf("waited 30s for the service worker in control (%v); the page's registration: %s", err, eval[string](t, ctx, registrationJS))
	}
}

// registrationJS says, for a failure's message, what became of the page's
// service worker: the state of each worker its registration holds, or why
// there is none.
const registrationJS = `navigator.serviceWorker.getRegistration().then(r => !r ? "none" :
	["installing", "waiting", "active"].map(k => k + " " + (r[k] ? r[k].state : "-")).join(", "), e => "refused: " + e)`

// reload reloads the tab and waits until the page is playable again.
func reload(t testing.TB, ctx context.Context) {
	t.Helper()
	require.NoError(t, chromedp.Do(ctx, chromedp.Reload()), "reloading")
	waitPlayable(t, ctx)
}

// waitFor evaluates the JavaScript condition until it holds, across
// navigations, and fails t, naming what it waited for, when it does not hold
// within 30s. chromedp.Poll does not survive navigations, and waits for
// chromedp's own record of the page's frame, which can miss one ("received
// DOM.documentUpdated when there's no top-level frame") and then waits until
// the tab's time is up: after a navigation, wait with this or holds.
func waitFor(t testing.TB, ctx context.Context, cond, what string) {
	t.Helper()
	if err := holds(ctx, cond); err != nil {
		t.Fatalf("waited 30s for %s (%v)", what, err)
	}
}

// holds evaluates the JavaScript condition until it holds, as waitFor
// does, and returns nil once it does, or an error with the last
// evaluation's after 30s.
func holds(ctx context.Context, cond string) error {
	deadline := time.Now().Add(30 * time.Second)
	for {
		ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`!!(`+cond+`)`, chromedp.EvalAwaitPromise))
		if err == nil && ok {
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("last error: %v", err)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// visibleJS is a JavaScript condition: the element that selector finds is
// shown.
func visibleJS(selector string) string {
	return fmt.Sprintf(`document.querySelector(%q)?.checkVisibility()`, selector)
}

// build is a build of the site other than dist/.
type build struct {
	dir     string
	version string // the build version in sw.js, precache.json and the pages
}

// onBuildJS is a JavaScript condition: the page is of build b.
func onBuildJS(b build) string {
	return `document.querySelector('meta[name="mschess-build"]')?.content === "` + b.version + `"`
}

// nextBuild makes the next deploy of the site: a copy of dist/ whose sw.js,
// precache.json and pages carry a new build version, as tools/build would
// write them after a change to a page.
func nextBuild(t testing.TB) build {
	t.Helper()
	b := build{dir: t.TempDir()}
	require.NoError(t, os.CopyFS(b.dir, os.DirFS(distDir)))

	list := filepath.Join(b.dir, "site", "precache.json")
	var pc struct {
		Version string `json:"version"`
	}
	require.NoError(t, json.Unmarshal(readFile(t, list), &pc), "reading the precache list")
	require.NotEmpty(t, pc.Version, "the precache list has no version")
	sum := sha256.Sum256([]byte("next " + pc.Version))
	b.version = hex.EncodeToString(sum[:len(pc.Version)/2])

	for _, name := range []string{"site/precache.json", "sw.js", "index.html", "embed.html"} {
		replaceOnce(t, filepath.Join(b.dir, name), `"`+pc.Version+`"`, `"`+b.version+`"`)
	}
	// The pages changed, and so did their hashes, which the list and the
	// worker hold.
	for _, page := range []string{"index.html", "embed.html"} {
		was := fileHash(readFile(t, filepath.Join(distDir, page)))
		now := fileHash(readFile(t, filepath.Join(b.dir, page)))
		for _, name := range []string{"site/precache.json", "sw.js"} {
			replaceOnce(t, filepath.Join(b.dir, name), `"`+was+`"`, `"`+now+`"`)
		}
	}
	return b
}

// fileHash is a file's SHA-256 in hex, as the precache list and the worker
// hold it.
func fileHash(data []byte) string {
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}

func readFile(t testing.TB, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(name)
	require.NoError(t, err)
	return data
}

// replaceOnce replaces old with new in the file name, where old must occur
// exactly once.
func replaceOnce(t testing.TB, name, old, new string) {
	t.Helper()
	text := string(readFile(t, name))
	require.Equal(t, 1, strings.Count(text, old), "%s must hold %q once", name, old)
	require.NoError(t, os.WriteFile(name, []byte(strings.Replace(text, old, new, 1)), 0o644))
}
