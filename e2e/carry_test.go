package e2e

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/persist"
	"mschess/ui/text"
)

// TestOpenTheFullGameContinuesTheSameGame pins issue 24, item 11: in the
// embed, in another site's page, "Open the full game" after a move opens the
// full page in a tab of its own on the same game, at the same move. The game
// goes over by a message to that tab, never in an address: neither the tab's
// address nor the link, once followed, holds it, so that the browser's
// history cannot open it again elsewhere, before the moves played since
// (docs/rules.md §10).
func TestOpenTheFullGameContinuesTheSameGame(t *testing.T) {
	sc := quietReturnGame(t)
	p, tab := embedded(t, sc.seed, host{})
	p.playAll(sc.moves[:2])

	href := `document.querySelector("#open-full").getAttribute("href")`
	assert.NotContains(t, eval[string](t, p.ctx, href), "#", "§2 no link holding the game sits in the page before it is followed")
	before := pageTargets(t, tab)
	p.tap("#open-full")
	id := newPageTarget(t, tab, before)
	assert.NotContains(t, eval[string](t, p.ctx, href), "#p=", "nor after")
	full := attachTarget(t, tab, id)
	waitPlayable(t, full)
	assert.NotContains(t, targetURL(t, tab, id), "#p=", "the tab's address holds no game")

	played := movesOf(p.game())
	_, fragment, _ := strings.Cut(p.twin.ContinueLink(), "#") // the twin hands its game over as the page did
	q := watch(t, full, mouse{}, "?seed="+strconv.FormatUint(sc.seed, 10)+"#"+fragment, persist.NewMemStore())
	assert.Equal(t, played, movesOf(q.game()), "the full page goes on with the embed's game")
	assert.Contains(t, eval[string](t, p.ctx, `document.querySelector("#status").textContent`), text.English[text.CarriedOn],
		"§10 and the embed starts another")
	waitFor(t, full, `!location.hash`, "the address without a fragment")
	q.play(sc.moves[2])
}

// targetURL returns the address the browser lists for the page id.
func targetURL(t *testing.T, ctx context.Context, id target.ID) string {
	t.Helper()
	infos, err := chromedp.Targets(ctx)
	require.NoError(t, err)
	for _, info := range infos {
		if info.TargetID == id {
			return info.URL
		}
	}
	t.Fatalf("no page %s", id)
	return ""
}

// pageTargets returns the ids of the browser's pages (tabs) now.
func pageTargets(t *testing.T, ctx context.Context) map[string]bool {
	t.Helper()
	infos, err := chromedp.Targets(ctx)
	require.NoError(t, err)
	ids := map[string]bool{}
	for _, info := range infos {
		if info.Type == "page" {
			ids[string(info.TargetID)] = true
		}
	}
	return ids
}

// newPageTarget waits for a page (tab) that is not one of before.
func newPageTarget(t *testing.T, ctx context.Context, before map[string]bool) target.ID {
	t.Helper()
	deadline := time.Now().Add(settle)
	for {
		infos, err := chromedp.Targets(ctx)
		require.NoError(t, err)
		for _, info := range infos {
			if info.Type == "page" && !before[string(info.TargetID)] && strings.Contains(info.URL, "/index.html") {
				return info.TargetID
			}
		}
		if time.Now().After(deadline) {
			t.Fatal("no new tab of the full page")
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestTheHandedOverTabOpenedAgain: the address of a tab that took the embed's
// game up (#carry), opened again from the history or in another browser,
// where no embed opened it, brings no game and says nothing of a bad link:
// a new game starts.
func TestTheHandedOverTabOpenedAgain(t *testing.T) {
	o := newOrigin(t, distDir)
	ctx := newTab(t)
	openPage(t, ctx, o.url+"/index.html#carry")
	assert.Empty(t, readPanel(t, ctx).Moves, "no game came")
	assert.NotContains(t, eval[string](t, ctx, `document.querySelector("#status").textContent`), "link", "and nothing to say of a link")
}
