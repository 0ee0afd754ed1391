package e2e

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/chromedp/cdproto/accessibility"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/ui"
	"mschess/ui/text"
)

// TestHelp opens the "How to play" help with a click on #help, as a player
// would, checks that it shows the help's title and every section of it from
// ui/text, and closes it with Esc and with its button, the focus going back to
// #help each time.
func TestHelp(t *testing.T) {
	ctx := newTab(t)
	openGame(t, ctx, 1)
	var want []helpSection
	for _, s := range ui.New(engine.NewGame(1), text.Match("en")).Help() {
		sec := helpSection{Heading: s.Heading, Paragraphs: s.Paragraphs, Diagrams: []helpDiagram{}}
		for _, d := range s.Diagrams {
			fig := helpDiagram{Caption: d.Caption, Summary: d.Summary, Squares: len(d.Squares), Odds: []string{}}
			for _, m := range d.Squares {
				if m.Odds != "" {
					fig.Odds = append(fig.Odds, m.Odds)
				}
				if m.Flag != ui.NoFlag {
					fig.Flags++
				}
			}
			sec.Diagrams = append(sec.Diagrams, fig)
		}
		want = append(want, sec)
	}

	for _, tc := range []struct {
		name  string
		close func(t *testing.T)
	}{
		{"Esc", func(t *testing.T) {
			require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(kb.Escape)), "pressing Esc")
		}},
		{"#help-close", func(t *testing.T) {
			require.NoError(t, mouse{}.tap(ctx, centre(t, ctx, "#help-close")), "clicking #help-close")
		}},
	} {
		t.Run("closed by "+tc.name, func(t *testing.T) {
			openHelp(t, ctx)
			assert.Equal(t, text.English[text.HowToPlay], eval[string](t, ctx, `document.querySelector("#help-title").textContent`),
				"the dialog's title")
			assert.Equal(t, want, readHelp(t, ctx), "the help's sections, each once, however often it opens")
			assert.Contains(t, eval[[]string](t, ctx, `[...document.querySelectorAll("#help-body p")].map(p => p.textContent)`),
				text.English[text.HelpSweepHow], "the help tells how to sweep")
			assert.Contains(t, eval[[]string](t, ctx, `[...document.querySelectorAll("#help-body p")].map(p => p.textContent)`),
				text.English[text.HelpCorner], "the help tells of the number in a square's corner")
			assert.True(t, eval[bool](t, ctx, visibleJS("#help-close")), "the close button is in view")
			require.True(t, eval[bool](t, ctx, `!!document.activeElement.closest("#help-dialog")`), "the focus is in the help")
			assert.Equal(t, text.English[text.HowToPlay], focusedName(t, ctx),
				"the name a screen reader gives the focus: the title, not the whole guide (a new player's trial)")

			tc.close(t)
			waitFor(t, ctx, `!document.querySelector("#help-dialog").open`, "the help to close")
			assert.Equal(t, "help", eval[string](t, ctx, `document.activeElement.id`), "the focus is back on #help")
		})
	}
}

// TestHelpOnAPhone opens the help on a phone-sized screen, and in a desktop
// browser's window as narrow, whose scrollbar takes some of its width: the
// dialog fits the screen, with its close button in view, its diagrams fit its
// width, and its text scrolls inside it.
func TestHelpOnAPhone(t *testing.T) {
	for _, tc := range []struct {
		name string
		open func(t *testing.T) context.Context
	}{
		{"a phone", openPhone},
		{"a narrow window", func(t *testing.T) context.Context {
			ctx := newTab(t)
			require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(390, 844)))
			return ctx
		}},
	} {
		t.Run(tc.name, func(t *testing.T) { helpFits(t, tc.open(t)) })
	}
}

// helpFits opens the help in ctx and checks that it fits the screen.
func helpFits(t *testing.T, ctx context.Context) {
	openGame(t, ctx, 1)
	openHelp(t, ctx)
	type layout struct {
		Width, Height, Top, Bottom, Left, Right, ScrollWidth, Overhang float64
		Scrolls, CloseInside                                           bool
	}
	l := eval[layout](t, ctx, `(() => {
		const r = document.querySelector("#help-dialog").getBoundingClientRect();
		const c = document.querySelector("#help-close").getBoundingClientRect();
		const body = document.querySelector("#help-body");
		return {Width: innerWidth, Height: innerHeight, Top: r.top, Bottom: r.bottom, Left: r.left, Right: r.right,
			ScrollWidth: body.scrollWidth - body.clientWidth,
			Overhang: Math.max(...[...body.querySelectorAll(".diagram-board")].map(d => d.getBoundingClientRect().right)) -
				body.getBoundingClientRect().right,
			Scrolls: body.scrollHeight > body.clientHeight,
			CloseInside: c.top >= r.top && c.bottom <= r.bottom && c.bottom <= innerHeight};
	})()`)
	assert.True(t, l.Top >= 0 && l.Left >= 0 && l.Bottom <= l.Height && l.Right <= l.Width,
		"the dialog %+v is on the screen", l)
	assert.Zero(t, l.ScrollWidth, "the help's text needs no sideways scrolling")
	assert.LessOrEqual(t, l.Overhang, 0.0, "every diagram fits the dialog's width")
	assert.True(t, l.Scrolls, "the help's text scrolls inside the dialog")
	assert.True(t, l.CloseInside, "the close button is in view")
}

// openHelp clicks #help and waits for the help to open.
func openHelp(t *testing.T, ctx context.Context) {
	t.Helper()
	require.NoError(t, mouse{}.tap(ctx, centre(t, ctx, "#help")), "clicking #help")
	waitFor(t, ctx, `document.querySelector("#help-dialog").open`, "the help to open")
}

// focusedName returns the name that a screen reader gives the focused element.
func focusedName(t *testing.T, ctx context.Context) string {
	t.Helper()
	res, err := chromedp.Call(ctx, accessibility.GetFullAXTree, accessibility.GetFullAXTreeParams{})
	require.NoError(t, err, "reading the accessibility tree")
	var names []string
	for _, n := range res.Nodes {
		for _, p := range n.Properties {
			if p.Name == accessibility.PropertyNameFocused && string(p.Value.Value) == "true" {
				var name string
				if n.Name != nil {
					require.NoError(t, json.Unmarshal(n.Name.Value, &name))
				}
				names = append(names, name)
			}
		}
	}
	require.NotEmpty(t, names, "something has the focus")
	return names[len(names)-1]
}

// helpSection is what the help shows of a ui.HelpSection.
type helpSection struct {
	Heading    string
	Paragraphs []string
	Diagrams   []helpDiagram
}

// helpDiagram is what the help shows of a ui.Diagram: its caption, what it
// says to a screen reader, how many squares it draws, and the aids on them as
// the board draws them: the odds, in reading order, and how many flags.
type helpDiagram struct {
	Caption, Summary string
	Squares          int
	Odds             []string
	Flags            int
}

// readHelp reads the sections the help dialog shows.
func readHelp(t *testing.T, ctx context.Context) []helpSection {
	t.Helper()
	return eval[[]helpSection](t, ctx, `[...document.querySelectorAll("#help-body section")].map(s => ({
		Heading: s.querySelector("h3").textContent,
		Paragraphs: [...s.querySelectorAll("p")].map(p => p.textContent),
		Diagrams: [...s.querySelectorAll("figure")].map(f => ({
			Caption: f.querySelector("figcaption").textContent,
			Summary: f.querySelector("[role=img]").getAttribute("aria-label"),
			Squares: f.querySelectorAll(".sq").length,
			Odds: [...f.querySelectorAll(".sq .odds")].map(o => o.textContent),
			Flags: f.querySelectorAll(".sq .flag").length,
		})),
	}))`)
}

// TestHelpFromTheEmbed: the embed, which has no help of its own, links to the
// full page's help, in a new tab and in the embed's language; the full page
// opened with #help shows its help at once, and drops #help from its address,
// so that a reload does not open it again.
func TestHelpFromTheEmbed(t *testing.T) {
	ctx := newTab(t)
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(400, 676)))
	openPage(t, ctx, site.url+"/embed.html?seed=7&lang=es")
	es := catalog(t, "es")
	link := eval[struct{ Href, Target, Text string }](t, ctx, `(() => {
		const a = document.querySelector("#help-link");
		return {href: a.href, target: a.target, text: a.textContent};
	})()`)
	assert.Equal(t, struct{ Href, Target, Text string }{site.url + "/index.html?lang=es#help", "_blank", es.Text(text.HowToPlay)}, link)
	r := rectOf(t, ctx, "#help-link")
	assert.True(t, r.Top >= 0 && r.Bottom <= 676 && r.Left >= 0 && r.Right <= 400, "the link %+v is in view in the snippet's frame", r)

	page := newTab(t)
	openPage(t, page, link.Href)
	waitFor(t, page, `document.querySelector("#help-dialog").open`, "the help to open")
	assert.Equal(t, es.Text(text.HowToPlay), eval[string](t, page, `document.querySelector("#help-title").textContent`))
	assert.Equal(t, site.url+"/index.html?lang=es", eval[string](t, page, `location.href`), "the address without #help")
}
