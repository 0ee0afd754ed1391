package e2e

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/ui"
	"mschess/ui/text"
)

// axePath is axe-core, the accessibility checker, as `make axe` installs it
// from the npm registry.
const axePath = "../bin/axe/node_modules/axe-core/axe.min.js"

// axeScript reads axe-core once for every test.
var axeScript = sync.OnceValues(func() (string, error) {
	b, err := os.ReadFile(axePath)
	return string(b), err
})

// needAxe returns axe-core's script. Without it the test fails under CI and
// is skipped elsewhere, as the browser tests are without a browser.
func needAxe(t *testing.T) string {
	t.Helper()
	src, err := axeScript()
	switch {
	case errors.Is(err, fs.ErrNotExist) && os.Getenv("CI") != "true":
		t.Skipf("%s is missing: `make axe` installs it (it needs npm)", axePath)
	case err != nil:
		t.Fatalf("reading axe-core: %v (`make axe` installs it)", err)
	}
	return src
}

// violation is one rule that axe-core found broken, and where.
type violation struct {
	ID, Impact, Help string
	Nodes            []string
}

func (v violation) String() string {
	return fmt.Sprintf("%s (%s): %s at %s", v.ID, v.Impact, v.Help, strings.Join(v.Nodes, "; "))
}

// axeViolations runs axe-core in the page as it stands, loading it first if
// the page has not got it, and returns what it finds wrong.
func axeViolations(t *testing.T, ctx context.Context) []violation {
	t.Helper()
	src := needAxe(t)
	if !eval[bool](t, ctx, `typeof axe !== "undefined"`) {
		eval[bool](t, ctx, src+";true")
	}
	return eval[[]violation](t, ctx, `axe.run(document, {resultTypes: ["violations"]}).then(r =>
		r.violations.map(v => ({ID: v.id, Impact: v.impact || "", Help: v.help,
			Nodes: v.nodes.slice(0, 5).map(n => n.target.join(" "))})))`)
}

// assertAccessible fails t with every violation axe-core finds on the page.
func assertAccessible(t *testing.T, ctx context.Context, what string) {
	t.Helper()
	for _, v := range axeViolations(t, ctx) {
		t.Errorf("%s: %v", what, v)
	}
}

// TestAccessibility runs axe-core on the main page, its How to Play, its keys'
// help, its past games (none yet: TestPastGames checks them listed) and its
// game-over dialog, and on the embed, in every language and every
// theme the player can pick.
func TestAccessibility(t *testing.T) {
	needAxe(t)
	for _, lang := range ui.Languages() {
		for _, theme := range ui.Themes[1:] { // ThemeAuto is light or dark: both are here
			t.Run(lang.Tag+"/"+theme, func(t *testing.T) {
				ctx := newTab(t)
				query := fmt.Sprintf("?seed=5&lang=%s&theme=%s", lang.Tag, theme)
				openPage(t, ctx, site.url+"/index.html"+query)
				require.Equal(t, lang.Tag, eval[string](t, ctx, `document.documentElement.lang`))
				assertAccessible(t, ctx, "the main page")

				for _, d := range []struct{ button, dialog string }{{"#help", "#help-dialog"}, {"#keys", "#keys-dialog"}, {"#past", "#past-dialog"}} {
					clickOn(t, ctx, d.button)
					waitFor(t, ctx, `document.querySelector("`+d.dialog+`").open`, d.dialog+" to open")
					assertAccessible(t, ctx, d.dialog)
					eval[bool](t, ctx, `document.querySelector("`+d.dialog+`").close(), true`)
				}

				clickOn(t, ctx, "#resign")
				waitFor(t, ctx, `document.querySelector("#ask").open`, "the question whether to resign")
				assertAccessible(t, ctx, "the question whether to resign")
				clickOn(t, ctx, "#ask-yes")
				waitFor(t, ctx, `document.querySelector("#gameover").open`, "the game-over dialog")
				assertAccessible(t, ctx, "the game-over dialog")

				openPage(t, ctx, site.url+"/embed.html"+query)
				assertAccessible(t, ctx, "the embed")
			})
		}
	}
}

// clickOn clicks the element selector finds, with the mouse.
func clickOn(t *testing.T, ctx context.Context, selector string) {
	t.Helper()
	require.NoError(t, mouse{}.tap(ctx, centre(t, ctx, selector)), "clicking %s", selector)
}

// TestHeadingsReadAsWritten: a screen reader gets the panel's headings as
// the texts write them, not in the capitals they show in (a newcomer's trial
// found "MOVES" in the accessibility tree, which a screen reader may spell
// out as an acronym).
func TestHeadingsReadAsWritten(t *testing.T) {
	ctx := newTab(t)
	openPage(t, ctx, site.url+"/?lang=en")
	headings := []string{}
	for _, node := range accessibilityTree(t, ctx) {
		if rest, ok := strings.CutPrefix(node, `"heading" | `); ok {
			name, err := strconv.Unquote(strings.Split(rest, " | ")[0])
			require.NoError(t, err, node)
			headings = append(headings, name)
		}
	}
	assert.Contains(t, headings, text.Match("en").Text(text.MovesLabel), "among %q", headings)
}
