package e2e

import (
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/ui/text"
)

// TestEmbedMarksAKnownMinefield: an embed whose minefield its link chose shows,
// in every language, an eye in its info row whose words (for screen readers and
// as the pointer's title) say that anyone could know the minefield, and moves
// nothing by it; an embed on a minefield the page drew shows no mark (issue 25,
// docs/rules.md §9).
func TestEmbedMarksAKnownMinefield(t *testing.T) {
	for _, c := range text.All() {
		t.Run(c.Lang(), func(t *testing.T) {
			info := map[bool]rect{}
			for _, seeded := range []bool{true, false} {
				// An origin of its own: no saved game decides what opens.
				o := newOrigin(t, distDir)
				ctx := newTab(t)
				require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(300, 360)))
				query := "?lang=" + c.Lang()
				if seeded {
					query += "&seed=7"
				}
				openPage(t, ctx, o.url+"/embed.html"+query)
				mark := eval[struct {
					Hidden       bool
					Words, Title string
				}](t, ctx, `(() => {
					const el = document.querySelector("#known-note");
					return {Hidden: el.hidden || el.getClientRects().length === 0,
						Words: document.querySelector("#known-text").textContent, Title: el.title};
				})()`)
				info[seeded] = rectOf(t, ctx, "#info")
				if !seeded {
					assert.True(t, mark.Hidden, "no mark on a minefield the page drew")
					assert.Empty(t, mark.Words)
					continue
				}
				want := c.Text(text.SeedNote)
				assert.False(t, mark.Hidden, "the mark shows")
				assert.Equal(t, want, mark.Words, "its words")
				assert.Equal(t, want, mark.Title, "its title")
				r := rectOf(t, ctx, "#known-note")
				assert.True(t, r.Top >= info[true].Top && r.Bottom <= info[true].Bottom, fmt.Sprintf("the mark (%v) is in the info row (%v)", r, info[true]))
			}
			assert.Equal(t, info[false], info[true], "the mark moves nothing")
		})
	}
}
