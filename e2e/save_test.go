package e2e

import (
	"context"
	"fmt"
	"strconv"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/persist"
)

// saveKey is where the page keeps the game (package persist), and rejectedKey
// where it sets aside the first save it could not read.
const (
	saveKey     = "mschess.save"
	rejectedKey = "mschess.save.rejected.1"
)

// TestRestore reloads the page in the middle of a game, at the site's plain
// address: the game comes back exactly, with its fog, numbers, mine counter,
// moves, lost pieces and the board turned as it was, and it goes on.
func TestRestore(t *testing.T) {
	sc := blastGame(t)
	o := newOrigin(t, distDir)
	p := startPlayerAt(t, newTab(t), mouse{}, o.url, sc.seed)
	p.playAll(sc.moves)
	p.press("#flip", p.twin.Flip)
	p.check("after #flip")

	p.reopen(o.url + "/")
	reload(t, p.ctx)
	p.resumed("after a reload")
	// The game goes on: Black's knight goes back where it came from.
	m := sc.moves[1]
	p.play(engine.Move{From: m.To, To: m.From})
}

// TestAKilledBrowserKeepsTheMoves: a browser killed soon after a move, as a
// phone drops an app swiped away, comes back with localStorage as the disk
// had it, without the last changes. A move that showed the players
// something stays played all the same (docs/rules.md §10): the page mends
// localStorage from its journal (site/boot.js) before the game starts, on
// a busy device too, which is slow to open IndexedDB and to compile alike.
// The game's page is gone before localStorage loses the changes, as in a
// kill: a page still open would take the older save for another tab's.
func TestAKilledBrowserKeepsTheMoves(t *testing.T) {
	for _, tc := range []struct {
		name   string
		device string // a script the tab runs before the page's own
	}{
		{"a quick device", ""},
		{"a busy device", slowDeviceJS},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sc := blastGame(t)
			o := newOrigin(t, distDir)
			p := startPlayerAt(t, newTabRunning(t, tc.device), mouse{}, o.url, sc.seed)
			last := len(sc.moves) - 1
			p.playAll(sc.moves[:last])
			onDisk := eval[string](t, p.ctx, `JSON.stringify(Object.entries(localStorage))`)
			p.play(sc.moves[last])
			waitFor(t, p.ctx, journalHasJS(saveKey), "the journal's copy of the save")

			openStorage(t, p.ctx, o.url)
			eval[bool](t, p.ctx, `(localStorage.clear(), JSON.parse(`+strconv.Quote(onDisk)+`).forEach(([k, v]) => localStorage.setItem(k, v)), true)`)
			openPage(t, p.ctx, o.url+"/")
			p.resumed("after the browser lost the last changes to localStorage")
		})
	}
}

// slowDeviceJS makes the page's IndexedDB answer and its program compile
// each 3s late, longer than the journal waits, as on a busy phone.
const slowDeviceJS = `(() => {
	const late = (f) => new Promise((done) => setTimeout(done, 3000)).then(f);
	const instantiate = WebAssembly.instantiate;
	WebAssembly.instantiate = (...args) => late(() => instantiate.apply(WebAssembly, args));
	const open = IDBFactory.prototype.open;
	IDBFactory.prototype.open = function (...args) {
		const req = open.apply(this, args);
		Object.defineProperty(req, "onsuccess", {
			set(f) { req.addEventListener("success", (e) => late(() => f.call(req, e))); },
		});
		return req;
	};
})()`

// openStorage opens a page of the site at base that does not run the game,
// where a test reaches the site's storage with no game open to save over it
// or to read it.
func openStorage(t *testing.T, ctx context.Context, base string) {
	t.Helper()
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(base+"/site/precache.json")))
}

// journalHasJS is a JavaScript condition: the journal of site/boot.js holds
// what localStorage holds under key.
func journalHasJS(key string) string {
	return fmt.Sprintf(`new Promise(done => {
		const req = indexedDB.open("mschess-journal");
		req.onsuccess = () => {
			const get = req.result.transaction("changes").objectStore("changes").get(%[1]q);
			get.onsuccess = () => { req.result.close(); done(get.result?.value === localStorage.getItem(%[1]q)); };
		};
		req.onerror = () => done(false);
	})`, key)
}

// TestBadSave puts a save the page cannot read in its storage: the page says so
// in words, starts a new game, and keeps the bad save under a key of its own.
func TestBadSave(t *testing.T) {
	const garbage = "1. e4 e5 — not a saved game"
	o := newOrigin(t, distDir)
	ctx := newTab(t)
	openStorage(t, ctx, o.url)
	eval[bool](t, ctx, fmt.Sprintf(`(localStorage.setItem(%q, %q), true)`, saveKey, garbage))

	openPage(t, ctx, o.url+"/")
	store := &persist.MemStore{Data: map[string]string{saveKey: garbage}}
	p := watch(t, ctx, mouse{}, "", store)
	require.NotEmpty(t, p.twin.Panel().Status, "the twin explains the bad save")
	assert.Equal(t, garbage, store.Data[rejectedKey], "the twin set the bad save aside")
	assert.Equal(t, garbage, eval[string](t, ctx, fmt.Sprintf(`localStorage.getItem(%q)`, rejectedKey)),
		"the bad save is kept under "+rejectedKey)
	assert.NotEqual(t, garbage, eval[string](t, ctx, fmt.Sprintf(`localStorage.getItem(%q) ?? ""`, saveKey)),
		"the bad save no longer stands for the player's game")
}

// reopen opens url, where the page must bring back the saved game, and checks
// that it does.
func (p *player) reopen(url string) {
	p.t.Helper()
	openPage(p.t, p.ctx, url)
	p.resumed("after opening " + url)
}

// resumed checks the page once it has reloaded at the site's plain address:
// its twin reopens that address too, from its own storage, which must bring
// back the same game, and the page must show what the twin shows.
func (p *player) resumed(when string) {
	p.t.Helper()
	before := p.game()
	p.opened("")
	require.Equal(p.t, movesOf(before), movesOf(p.game()), "%s: the twin's saved game has the moves played", when)
	require.Equal(p.t, before.Start(), p.game().Start(), "%s: the twin's saved game has the minefield played on", when)
	p.check(when)
}
