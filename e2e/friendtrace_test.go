package e2e

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
)

// seededRandomJS is a page script that has crypto.getRandomValues draw from
// a generator seeded with %d rather than from the browser: the page's
// randomness, and with both pages' the deal's minefield, is the test's to
// choose.
const seededRandomJS = `(() => {
	let x = %d >>> 0 || 1;
	crypto.getRandomValues = a => {
		const b = new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
		for (let i = 0; i < b.length; i++) {
			x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
			b[i] = x & 255;
		}
		return a;
	};
})()`

// friendsScript is what the friends play before their pages are read: each
// move opens two squares of the fog, whose numbers tell of the mines around.
var friendsScript = []friendPly{
	{"a3", "a2", "a3", false},
	{"h8", "h9", "h8", false},
}

// friendsTraceTries bounds the search for two lookalike games: the first
// pair, the friend's seeds 5 and 7, comes after six.
const friendsTraceTries = 40

// TestFriendsGameLeavesNoTraceInTheBrowser: two games between two tabs whose
// boards look the same after friendsScript, numbers shown, on different
// minefields, leave the same on both pages: the same HTML, element
// properties, globals, accessibility tree, console output and storage, and
// messages of the same lengths on their channel. The deal's own state, which
// each page keeps to resume, is as random as the messages, and counts by its
// length. The inviter's randomness is the same in every game, so the game's
// id is too, and the friend's differs, and with it the minefield (issue 22,
// docs/rules.md §2, §11; the native TestFriendsGameLeavesNoTrace reads the
// pages' models the same way).
func TestFriendsGameLeavesNoTraceInTheBrowser(t *testing.T) {
	blank := blankGlobals(t)
	type game struct {
		parts [2]map[string]string
		field engine.Bitboard
		seed  uint64
	}
	seen := map[string]game{}
	for seed := uint64(2); seed < 2+friendsTraceTries; seed++ {
		sg := seededFriends(t, seed)
		playFriends(t, sg.tabs, friendsScript)
		b := shownBoard(t, sg.tabs[engine.White])
		key := fmt.Sprint(b, readPanel(t, sg.tabs[engine.White]).Mines)
		g := game{seed: seed}
		messages := eval[string](t, sg.tabs[engine.White], sg.heard)
		require.Len(t, strings.Fields(messages), 9, "the listener heard the knock, the deal's four messages, and each move with its openings")
		for c, tab := range sg.tabs {
			tr := collect(t, tab, blank, &sg.consoles[c])
			g.parts[c] = tr.parts()
			g.parts[c]["storage and cookies"] = dealStateByLength(tr.Storage)
		}
		g.parts[engine.White]["messages"] = messages
		resignNow(t, sg.tabs[engine.White])
		g.field, _ = openedMinefield(t, sg.tabs)

		first, ok := seen[key]
		switch {
		case !ok:
			seen[key] = g
		case first.field != g.field && shownNumber(b):
			t.Logf("friend's seeds %d and %d: minefields %v and %v", first.seed, seed, first.field.Squares(), g.field.Squares())
			for c := range g.parts {
				for name, text := range first.parts[c] {
					assert.Equal(t, text, g.parts[c][name], "%v's page: its %s differs between two minefields that look the same (friend's seeds %d and %d)",
						engine.Color(c), name, first.seed, seed)
				}
			}
			return
		}
	}
	t.Fatalf("no two of %d games looked alike after %v with a number shown", friendsTraceTries, friendsScript)
}

// seededGame is a game between two tabs of one browser context whose
// randomness the test chose (seededFriends).
type seededGame struct {
	tabs     [2]context.Context // by side
	consoles [2]consoleLog      // what each page wrote to the console
	// heard is a script that returns the lengths of the messages on the
	// game's channel, in the order sent, which a listener in the inviter's
	// page took down from before the friend came; it leaves no global behind.
	heard string
}

// seededFriends opens two tabs of one new browser context, the inviter's
// randomness seeded with 1 and the friend's with seed, and has them join and
// deal.
func seededFriends(t *testing.T, seed uint64) *seededGame {
	t.Helper()
	sg := &seededGame{}
	inviter := newTab(t, chromedp.WithNewBrowserContext())
	require.NoError(t, chromedp.Listen(inviter, sg.consoles[engine.White].record))
	runFirst(t, inviter, fmt.Sprintf(seededRandomJS, 1))
	link := inviteIn(t, inviter, "")
	id := strings.Split(strings.SplitN(link, "#friend=1.w.", 2)[1], ".")[0]
	const key = "__heard"
	eval[bool](t, inviter, `(() => {
		const lengths = [];
		const c = new BroadcastChannel("mschess-`+id+`");
		c.onmessage = e => lengths.push(String(e.data).length);
		Object.defineProperty(window, `+strconv.Quote(key)+`, {get: () => lengths.join(" "), configurable: true});
		return true;
	})()`)
	sg.heard = `(() => { const h = window.` + key + `; delete window.` + key + `; return h })()`
	friend := tabBeside(t, inviter)
	require.NoError(t, chromedp.Listen(friend, sg.consoles[engine.Black].record))
	runFirst(t, friend, fmt.Sprintf(seededRandomJS, seed))
	openPage(t, friend, noSTUN(t, link))
	sg.tabs = [2]context.Context{engine.White: inviter, engine.Black: friend}
	waitDealt(t, sg.tabs)
	return sg
}

// dealStateByLength writes the storage lines of a trace with the deal's
// state, which each page keeps to resume the game, by its length alone.
func dealStateByLength(lines []string) string {
	out := make([]string, len(lines))
	for i, l := range lines {
		if k, v, ok := strings.Cut(l, " = "); ok && strings.HasPrefix(k, "mschess.friend.") {
			l = fmt.Sprintf("%s = %d bytes of the deal's state", k, len(v))
		}
		out[i] = l
	}
	return strings.Join(out, "\n")
}

// shownNumber reports whether a board shows a number above zero.
func shownNumber(b board) bool {
	for _, s := range b {
		if s.Number > 0 {
			return true
		}
	}
	return false
}
