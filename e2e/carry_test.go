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
// full page in a tab of its own on the same game, at the same move, and the
// full page's address keeps no game once it has taken it up. The link is
// written as it is followed, from the game as the save keeps it, masked.
func TestOpenTheFullGameContinuesTheSameGame(t *testing.T) {
	sc := quietReturnGame(t)
	p, tab := embedded(t, sc.seed, host{})
	p.playAll(sc.moves[:2])

	assert.NotContains(t, eval[string](t, p.ctx, `document.querySelector("#open-full").getAttribute("href")`), "#",
		"§2 no link holding the game sits in the page before it is followed")
	before := pageTargets(t, tab)
	p.tap("#open-full")
	link := eval[string](t, p.ctx, `document.querySelector("#open-full").href`)
	_, fragment, ok := strings.Cut(link, "#")
	require.True(t, ok, "the link carries the game: %s", link)
	full := attachTarget(t, tab, newPageTarget(t, tab, before))
	waitPlayable(t, full)

	q := watch(t, full, mouse{}, "?seed="+strconv.FormatUint(sc.seed, 10)+"#"+fragment, persist.NewMemStore())
	assert.Equal(t, movesOf(p.game()), movesOf(q.game()), "the full page goes on with the embed's game")
	assert.Contains(t, eval[string](t, p.ctx, `document.querySelector("#status").textContent`), text.English[text.CarriedOn],
		"§10 and the embed starts another")
	waitFor(t, full, `!location.hash`, "the address without the game")
	q.play(sc.moves[2])
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
