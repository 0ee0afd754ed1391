package e2e

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/ui"
)

// pickLook picks value in the select of id, as a player would.
func pickLook(t *testing.T, ctx context.Context, id, value string) {
	t.Helper()
	eval[bool](t, ctx, `(() => { const s = document.getElementById("`+id+`"); s.value = "`+value+`";
		s.dispatchEvent(new Event("change", {bubbles: true})); return true; })()`)
}

// looksJS is the colour of square a1 and of the bold white king's
// drawing, as the browser draws them.
const looksJS = `[getComputedStyle(document.querySelector('[data-sq="a1"]')).backgroundColor,
	getComputedStyle(document.querySelector('#wK .p2')).display]`

// TestLookPickedAndKept picks each board's colours and piece set in the
// settings: the board shows it at once, and the next visit keeps it, shown by
// the page before the program runs (issue 24 item 14).
func TestLookPickedAndKept(t *testing.T) {
	o := newOrigin(t, distDir) // the choice is kept: in storage no other test reads
	ctx := newTab(t)
	openGameAt(t, ctx, o.url, 1)
	wood := eval[[]string](t, ctx, looksJS)
	assert.Equal(t, "none", wood[1], "the bold pieces hidden by default")
	tests := []struct {
		look, value string
		square      string // a1's colour, "" for wood's
		bold        bool
	}{
		{"board-look", "board-green", "rgb(118, 150, 86)", false},
		{"board-look", "board-blue", "rgb(79, 124, 172)", false},
		{"piece-look", "pieces-bold", "rgb(79, 124, 172)", true},
		{"board-look", "board-wood", "", true},
		{"piece-look", "pieces-classic", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.value, func(t *testing.T) {
			want := []string{tt.square, "none"}
			if tt.square == "" {
				want[0] = wood[0]
			}
			if tt.bold {
				want[1] = "inline"
			}
			pickLook(t, ctx, tt.look, tt.value)
			assert.Equal(t, want, eval[[]string](t, ctx, looksJS), "at once")
			openGameAt(t, ctx, o.url, 1)
			assert.Equal(t, want, eval[[]string](t, ctx, looksJS), "on the next visit")
			assert.Equal(t, tt.value, eval[string](t, ctx, `document.getElementById("`+tt.look+`").value`))
		})
	}
}

// TestAccessibilityInEveryLook runs axe-core on the main page in each
// board's colours with each piece set, in each theme.
func TestAccessibilityInEveryLook(t *testing.T) {
	needAxe(t)
	for _, board := range ui.Looks[0].Values {
		for _, pieces := range ui.Looks[1].Values {
			t.Run(board+"/"+pieces, func(t *testing.T) {
				o := newOrigin(t, distDir)
				ctx := newTab(t)
				openGameAt(t, ctx, o.url, 5)
				pickLook(t, ctx, "board-look", board)
				pickLook(t, ctx, "piece-look", pieces)
				for _, theme := range ui.Themes[1:] {
					openPage(t, ctx, o.url+"/index.html?seed=5&theme="+theme)
					assertAccessible(t, ctx, "the main page in the theme "+theme)
				}
			})
		}
	}
}

// TestEmbedKeepsTheLooks: the embed shows the looks picked on the site, where
// it can read them: opened on its own. In a frame of another site its storage
// is that site's, where no look was picked, and it plays in the page's own
// looks (issue 24's trial: the embed ignored the looks).
func TestEmbedKeepsTheLooks(t *testing.T) {
	o := newOrigin(t, distDir) // the choice is kept: in storage no other test reads
	ctx := newTab(t)
	openGameAt(t, ctx, o.url, 1)
	wood := eval[[]string](t, ctx, looksJS)
	pickLook(t, ctx, "board-look", "board-green")
	pickLook(t, ctx, "piece-look", "pieces-bold")
	picked := eval[[]string](t, ctx, looksJS)
	require.Equal(t, []string{"rgb(118, 150, 86)", "inline"}, picked)

	openPage(t, ctx, o.url+"/embed.html?seed=1")
	assert.Equal(t, picked, eval[[]string](t, ctx, looksJS), "opened on its own")

	openHost(t, ctx, hostPage(o.url, `<iframe src="`+o.url+`/embed.html?seed=1" width="400" height="560"></iframe>`, false))
	frame := attachFrame(t, ctx, o.url+"/embed.html")
	waitPlayable(t, frame)
	assert.Equal(t, []string{wood[0], "none"}, eval[[]string](t, frame, looksJS), "in a frame of another site")
}
