package controls

import (
	"os"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/ui"
	"mschess/ui/text"
)

// The pages, at the repository's root.
var pages = []struct {
	file string
	page Page
}{
	{"../../index.html", Index},
	{"../../embed.html", Embed},
}

var (
	// idAttr finds the ids of a page's elements.
	idAttr = regexp.MustCompile(`\sid="([^"]+)"`)
	// controlTag finds the ids of a page's controls: the elements a player
	// acts on.
	controlTag = regexp.MustCompile(`<(?:button|input|select|textarea|a)\b[^>]*\sid="([^"]+)"`)
)

// ids returns the ids that re finds in html, sorted.
func ids(re *regexp.Regexp, html string) []string {
	var out []string
	for _, m := range re.FindAllStringSubmatch(html, -1) {
		out = append(out, m[1])
	}
	sort.Strings(out)
	return out
}

// missing returns the ids of want that have lacks.
func missing(have, want []string) []string {
	var out []string
	for _, id := range want {
		if !slices.Contains(have, id) {
			out = append(out, id)
		}
	}
	return out
}

// tableIDs returns the ids of the controls that page p holds by the table,
// sorted.
func tableIDs(p Page) []string {
	var out []string
	for i := range All {
		if All[i].On(p) {
			out = append(out, All[i].ID)
		}
	}
	sort.Strings(out)
	return out
}

// TestPagesHoldTheTablesControls: a page holds an element for every control
// the table names for it, and no control the table lacks.
func TestPagesHoldTheTablesControls(t *testing.T) {
	for _, pg := range pages {
		data, err := os.ReadFile(pg.file)
		require.NoError(t, err)
		html := string(data)
		t.Run(pg.file+" holds every control of the table", func(t *testing.T) {
			assert.Empty(t, missing(ids(idAttr, html), tableIDs(pg.page)), "ids of the table missing from the page")
		})
		t.Run(pg.file+" holds no control the table lacks", func(t *testing.T) {
			assert.Empty(t, missing(tableIDs(pg.page), ids(controlTag, html)), "controls of the page missing from the table")
		})
		t.Run(pg.file+" holds every control's label", func(t *testing.T) {
			var want []string
			for i := range All {
				if c := &All[i]; c.On(pg.page) && c.Label != Unlabelled {
					want = append(want, c.LabelID())
				}
			}
			assert.Empty(t, missing(ids(idAttr, html), want), "labels' elements missing from the page")
		})
	}
}

// TestKeysHelpTellsTheBindings: the keyboard's help (ui.Keys) tells of every
// key a control binds, and of no other key of a control (docs/rules.md has no
// keys; README's Keyboard section does).
func TestKeysHelpTellsTheBindings(t *testing.T) {
	var bound []string
	for i := range All {
		if k := All[i].Key; k != "" {
			bound = append(bound, k)
		}
	}
	sort.Strings(bound)
	told := ui.KeysBound()
	sort.Strings(told)
	assert.Equal(t, told, bound)
}

// TestTableIsWellFormed: each control has an id of its own, names its label
// (the title is no control's), binds a key no other control binds, acts
// as one of the actions, and names as its heir a control of its page.
func TestTableIsWellFormed(t *testing.T) {
	seen, keys, ids := map[string]bool{}, map[string]bool{}, map[string]Page{}
	for _, c := range All {
		ids[c.ID] = c.Pages
	}
	for i := range All {
		c := &All[i]
		t.Run(c.ID, func(t *testing.T) {
			assert.NotEmpty(t, c.ID)
			assert.False(t, seen[c.ID], "one control per id")
			seen[c.ID] = true
			assert.NotEqual(t, text.AppTitle, c.Label, "a label of its own, or Unlabelled")
			if c.Key != "" {
				k := strings.ToLower(c.Key)
				assert.False(t, keys[k], "one control per key")
				keys[k] = true
			}
			assert.Less(t, c.Act, NumActions)
			if c.Heir != "" {
				pages, ok := ids[c.Heir]
				assert.True(t, ok && pages == c.Pages, "the heir, a control of the same pages")
			}
			if c.Act == Markup {
				assert.Empty(t, c.Key, "a key acts as a click, and the markup's control has no handler")
			}
		})
	}
}

// TestFinishedGameOffersNoResign: once a game is over, Resign goes and
// Rematch takes its place in the bar, so that nothing there moves; while the
// game runs it is the other way round (a new player's trial found Resign
// still shown, greyed, after the end).
func TestFinishedGameOffersNoResign(t *testing.T) {
	en := text.Match("en")
	tests := []struct {
		name string
		app  func() *ui.App
		over bool
	}{
		{"two people, the game running", func() *ui.App { return ui.New(engine.NewGame(7), en) }, false},
		{"two people, White resigned", func() *ui.App { return resigned(ui.New(engine.NewGame(7), en)) }, true},
		{"the computer, the game running", func() *ui.App { return againstComputer(en) }, false},
		{"the computer, the person resigned", func() *ui.App { return resigned(againstComputer(en)) }, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			n := tt.app().Panel()
			require.Equal(t, tt.over, n.Over)
			assert.Equal(t, !tt.over, shown(t, "resign", n), "Resign")
			assert.Equal(t, tt.over, shown(t, "rematch", n), "Rematch")
		})
	}
}

// TestFinishedGameOffersNoDraw: once a game is over, Offer draw goes from the
// bar, as Resign does, however the game ended; while the game runs it shows
// wherever draws are offered, and never against the computer, which takes no
// offers (a new player's trial found it greyed after the end). The page keeps
// its place empty, so that nothing after it moves (site/style.css).
func TestFinishedGameOffersNoDraw(t *testing.T) {
	en := text.Match("en")
	drawn := func(a *ui.App) *ui.App {
		a.OfferDraw()
		a.AnswerDraw(true)
		return a
	}
	tests := []struct {
		name        string
		app         func() *ui.App
		over, shown bool
	}{
		{"two people, the game running", func() *ui.App { return ui.New(engine.NewGame(7), en) }, false, true},
		{"two people, a draw on offer", func() *ui.App {
			a := ui.New(engine.NewGame(7), en)
			a.OfferDraw()
			return a
		}, false, true},
		{"two people, White resigned", func() *ui.App { return resigned(ui.New(engine.NewGame(7), en)) }, true, false},
		{"two people, a draw agreed", func() *ui.App { return drawn(ui.New(engine.NewGame(7), en)) }, true, false},
		{"the computer, the game running", func() *ui.App { return againstComputer(en) }, false, false},
		{"the computer, the person resigned", func() *ui.App { return resigned(againstComputer(en)) }, true, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			n := tt.app().Panel()
			require.Equal(t, tt.over, n.Over)
			assert.Equal(t, tt.shown, shown(t, "draw", n), "Offer draw")
		})
	}
}

// shown reports whether the table shows the control of id on the panel n.
func shown(t *testing.T, id string, n ui.Panel) bool {
	t.Helper()
	i := slices.IndexFunc(All[:], func(c Control) bool { return c.ID == id })
	require.GreaterOrEqual(t, i, 0, "the table holds %s", id)
	return All[i].Shown == nil || All[i].Shown(n)
}

// resigned returns a once the side to move has resigned and the question is
// answered.
func resigned(a *ui.App) *ui.App {
	a.Resign()
	a.Answer(true)
	return a
}

// againstComputer returns an App of a new game against the computer, the
// person playing White, in the words of c.
func againstComputer(c text.Catalog) *ui.App {
	a := ui.New(engine.NewGame(7), c)
	a.ChooseOpponent(ui.Opponent{Level: 1, You: engine.White}, 7)
	return a
}
