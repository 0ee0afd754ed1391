package e2e

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/persist"
	"mschess/ui/text"
)

// langTab returns a tab of a browser of its own, set to the language tag lang
// as a reader's browser would be, for t.
func langTab(t *testing.T, lang string) context.Context {
	t.Helper()
	needBrowser(t)
	path, err := exec.LookPath("chromium")
	require.NoError(t, err)
	browser, stop, err := startBrowser(path, t.TempDir(), inLanguage(lang)...)
	t.Cleanup(stop)
	require.NoError(t, err)
	tab, cancelTab := chromedp.NewContext(browser)
	ctx, cancel := context.WithTimeout(tab, tabTimeout)
	t.Cleanup(func() {
		cancel()
		cancelTab()
	})
	require.NoError(t, chromedp.Do(ctx), "opening a tab")
	return ctx
}

// pageLang returns what the page says its language is, and the text of its
// New game button.
func pageLang(t *testing.T, ctx context.Context) (lang, newGame string) {
	t.Helper()
	return eval[string](t, ctx, `document.documentElement.lang`), eval[string](t, ctx, `document.querySelector("#new").textContent`)
}

// catalog returns the table of the language tag lang.
func catalog(t *testing.T, lang string) text.Catalog {
	t.Helper()
	c, ok := text.Lookup(lang)
	require.True(t, ok, lang)
	return c
}

// TestLanguageOfTheBrowser opens the game, with no parameter, in a browser
// set to one language: the page speaks its table's language, and a move is
// told in it, as a twin App in a browser of those languages tells it. A
// browser set to Filipino, as Chrome reports it (fil-PH), gets Tagalog.
func TestLanguageOfTheBrowser(t *testing.T) {
	tests := []struct{ name, browser, lang string }{
		{"Spanish", "es-ES", "es"},
		{"Filipino is read as Tagalog", "fil-PH", "tl"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sc := quietGame(t)
			ctx := langTab(t, tc.browser)
			require.Equal(t, []string{tc.browser}, eval[[]string](t, ctx, `navigator.languages`), "the browser is set to it")
			openGame(t, ctx, sc.seed)
			p := &player{t: t, ctx: ctx, ptr: mouse{}, store: persist.NewMemStore(), langs: []string{tc.browser}}
			p.start(fmt.Sprintf("?seed=%d", sc.seed))
			c := catalog(t, tc.lang)
			lang, newGame := pageLang(t, ctx)
			assert.Equal(t, tc.lang, lang)
			assert.Equal(t, c.Text(text.NewGame), newGame)
			assert.Equal(t, c.Text(text.AppTitle), eval[string](t, ctx, `document.title`))
			assert.Equal(t, tc.lang, eval[string](t, ctx, `document.querySelector("#lang").value`), "the selector shows it")
			p.play(sc.moves[0])
			m := sc.moves[0]
			assert.Contains(t, p.twin.Speech().Text, c.Sentence(text.EvMove, c.Text(text.WhitePawn), m.From.String(), m.To.String()),
				"the page told the move as the twin tells it: in its language")
		})
	}
}

// TestLanguageOfTheAddress opens the page and the embed with ?lang=: they
// speak that language whatever the browser's, and the embed's link to the full
// game keeps it.
func TestLanguageOfTheAddress(t *testing.T) {
	tests := []struct {
		name, page, lang string
	}{
		{"the page with ?lang=nl", "/", "nl"},
		{"the embed with ?lang=el", "/embed.html", "el"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ctx := newTab(t)
			openPage(t, ctx, fmt.Sprintf("%s%s?seed=7&lang=%s", site.url, tc.page, tc.lang))
			c := catalog(t, tc.lang)
			lang, newGame := pageLang(t, ctx)
			assert.Equal(t, tc.lang, lang)
			assert.Equal(t, c.Text(text.NewGame), newGame)
			assert.Equal(t, c.Text(text.WhiteToMove), eval[string](t, ctx, `document.querySelector("#turn").textContent`))
			if tc.page == "/embed.html" {
				assert.Equal(t, "index.html?seed=7&lang=el", eval[string](t, ctx, `document.querySelector("#open-full").getAttribute("href")`))
			}
		})
	}
}

// pickLang picks the language of tag in the page's selector.
func pickLang(t *testing.T, ctx context.Context, tag string) {
	t.Helper()
	eval[bool](t, ctx, fmt.Sprintf(`(() => {
		const sel = document.querySelector("#lang");
		sel.value = %q;
		return sel.dispatchEvent(new Event("change", {bubbles: true}));
	})()`, tag))
}

// TestLanguageSwitch picks another language in the page: everything the page
// says changes at once, the address drops its ?lang=, and the choice outlives
// a reload.
func TestLanguageSwitch(t *testing.T) {
	sc := quietGame(t)
	o := newOrigin(t, distDir)
	ctx := newTab(t)
	address := fmt.Sprintf("?seed=%d&lang=nl", sc.seed)
	openPage(t, ctx, o.url+"/"+address)
	p := watch(t, ctx, mouse{}, address, persist.NewMemStore())
	p.play(sc.moves[0])
	lang, _ := pageLang(t, ctx)
	require.Equal(t, "nl", lang)

	pickLang(t, ctx, "el")
	waitFor(t, ctx, `document.documentElement.lang === "el"`, "the Greek texts")
	p.twin.SetLang("el")
	p.check("after picking Greek")
	el := catalog(t, "el")
	lang, newGame := pageLang(t, ctx)
	assert.Equal(t, "el", lang)
	assert.Equal(t, el.Text(text.NewGame), newGame)
	assert.Equal(t, el.Text(text.AppTitle), eval[string](t, ctx, `document.title`))
	to := sc.moves[0].To
	assert.Equal(t, p.twin.SquareLabel(to, p.twin.Board()[to]),
		eval[string](t, ctx, fmt.Sprintf(`document.querySelector(%q).getAttribute("aria-label")`, squareSelector(to))),
		"the board's squares are named in Greek")
	assert.Empty(t, eval[string](t, ctx, `location.search`), "the address drops ?lang= and, once played on, ?seed=")

	p.tap("#help")
	waitFor(t, ctx, `document.querySelector("#help-dialog[open]")`, "the help")
	assert.Equal(t, el.Text(text.HelpBoardHead), eval[string](t, ctx, `document.querySelector("#help-body h3").textContent`),
		"the help is written in Greek")
	eval[bool](t, ctx, `(document.querySelector("#help-dialog").close(), true)`)

	reload(t, ctx)
	p.resumed("after a reload")
	lang, _ = pageLang(t, ctx)
	assert.Equal(t, "el", lang, "the choice is remembered")
	assert.Equal(t, "el", eval[string](t, ctx, `localStorage.getItem("mschess.lang")`))
}

// TestLanguageTextsUnavailable serves a site whose languages' texts do not come
// (as for a player offline on a first visit): a page asked for Dutch speaks
// English, says why, and keeps the choice for later; picking Spanish then keeps
// the page in English and says so too.
func TestLanguageTextsUnavailable(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.CopyFS(dir, os.DirFS(distDir)))
	require.NoError(t, os.RemoveAll(filepath.Join(dir, "assets", "site", "text")))
	o := newOrigin(t, dir)
	ctx := newTab(t)
	openPage(t, ctx, o.url+"/?seed=7&lang=nl")
	en := catalog(t, "en")
	lang, newGame := pageLang(t, ctx)
	assert.Equal(t, "en", lang, "the page says it speaks the language it shows")
	assert.Equal(t, en.Text(text.NewGame), newGame)
	status := func() string { return eval[string](t, ctx, `document.querySelector("#status").textContent`) }
	assert.Contains(t, status(), en.Text(text.LangUnavailable, catalog(t, "nl").Name()))
	assert.Equal(t, "en", eval[string](t, ctx, `document.querySelector("#lang").value`))

	pickLang(t, ctx, "es")
	waitFor(t, ctx, fmt.Sprintf(`document.querySelector("#status").textContent.includes(%q)`,
		en.Text(text.LangUnavailable, catalog(t, "es").Name())), "the page to say Spanish did not come")
	lang, _ = pageLang(t, ctx)
	assert.Equal(t, "en", lang)
	assert.Equal(t, "en", eval[string](t, ctx, `document.querySelector("#lang").value`), "the selector shows the language spoken")

	eval[bool](t, ctx, `(document.querySelector("#help").click(), true)`)
	waitFor(t, ctx, fmt.Sprintf(`document.querySelector("#status").textContent.includes(%q)`, en.Text(text.HelpUnavailable)),
		"the page to say the help did not come")
	assert.False(t, eval[bool](t, ctx, `document.querySelector("#help-dialog").open`), "no empty help")
}

// TestAppHoldsEnglishOnly reads the app the site serves: the other languages'
// texts, and the help's in every language, are files of their own, so none of
// them is in the download (docs/size.md).
func TestAppHoldsEnglishOnly(t *testing.T) {
	apps, err := filepath.Glob(filepath.Join(distDir, "assets", "app.*.wasm"))
	require.NoError(t, err)
	require.Len(t, apps, 1)
	app, err := os.ReadFile(apps[0])
	require.NoError(t, err)
	for _, c := range text.All() {
		for _, k := range []text.Key{text.NewGame, text.HowToPlay, text.NotKept} {
			assert.Equal(t, c.Tag() == "en", bytes.Contains(app, []byte(c.Text(k))), "%s: %q", c.Name(), c.Text(k))
		}
		assert.False(t, bytes.Contains(app, []byte(c.Text(text.HelpBoard))), "%s: the help", c.Name())
	}
}
