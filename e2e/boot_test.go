package e2e

import (
	"context"
	"fmt"
	"net/http"
	"path"
	"strings"
	"sync"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/persist"
	"mschess/ui"
	"mschess/ui/text"
)

// bootOrigin serves the site with the app held back until the returned
// function is called, and then missing, so that a page shows its loading
// notice and then its failure; sw.js is missing too, so that no service
// worker fetches the app meanwhile.
func bootOrigin(t *testing.T) (o *origin, release func()) {
	o = newOrigin(t, distDir)
	var (
		mu   sync.Mutex
		held = make(chan struct{})
	)
	release = func() {
		mu.Lock()
		defer mu.Unlock()
		close(held)
		held = make(chan struct{})
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	inner := o.h
	o.h = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch name := path.Base(r.URL.Path); {
		case strings.HasPrefix(name, "app.") && path.Ext(name) == ".wasm":
			mu.Lock()
			wait := held
			mu.Unlock()
			select {
			case <-wait:
			case <-r.Context().Done():
				return
			}
			http.NotFound(w, r)
		case name == "sw.js":
			http.NotFound(w, r)
		default:
			inner.ServeHTTP(w, r)
		}
	})
	return o, release
}

// speakLanguages sets the tab's navigator.languages to langs.
func speakLanguages(t *testing.T, ctx context.Context, langs []string) {
	t.Helper()
	agent := eval[string](t, ctx, `navigator.userAgent`)
	_, err := chromedp.Call(ctx, emulation.SetUserAgentOverride,
		emulation.SetUserAgentOverrideParams{UserAgent: agent, AcceptLanguage: strings.Join(langs, ",")})
	require.NoError(t, err)
}

// notice is what the loading notice shows, and in which language.
type notice struct{ Text, Lang string }

// readNotice reads the loading notice.
func readNotice(t *testing.T, ctx context.Context) notice {
	t.Helper()
	return eval[notice](t, ctx, `(() => {
		const el = document.querySelector("#loading");
		return {Text: el.textContent, Lang: el.closest("[lang]").lang};
	})()`)
}

// TestLoadingSpeaksThePagesLanguage: the loading notice, and the failure
// that replaces it when the app cannot load, are in the language the app
// would speak: ?lang=, else the player's earlier choice, else the first of
// the browser's languages that the game speaks, else English — as ui chooses.
func TestLoadingSpeaksThePagesLanguage(t *testing.T) {
	o, release := bootOrigin(t)
	ctx := newTab(t)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(o.url+"/site/manifest.webmanifest")), "a page of the origin, for its storage")
	for _, tc := range []struct {
		name, page, query, picked string
		langs                     []string
	}{
		{"the browser's language", "index.html", "", "", []string{"es-ES"}},
		{"the first of the browser's languages the game speaks", "index.html", "", "", []string{"fr-FR", "nl-BE", "es"}},
		{"English when the game speaks none of them", "index.html", "", "", []string{"fr-FR", "de"}},
		{"the player's choice before the browser's", "index.html", "", "el", []string{"es-ES"}},
		{"?lang= before the player's choice", "index.html", "?lang=id", "el", []string{"es-ES"}},
		{"a ?lang= the game does not speak is passed over", "index.html", "?lang=xx", "tl", []string{"es-ES"}},
		{"the embed's ?lang=", "embed.html", "?lang=NL-be", "", []string{"en-US"}},
		{"the embed's own choice", "embed.html", "", "es", []string{"en-US"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			store := persist.NewMemStore()
			if tc.picked != "" {
				require.NoError(t, persist.SetLang(store, tc.picked))
			}
			want, ok := text.Lookup(ui.Open(ui.Env{Query: tc.query, Store: store, Languages: tc.langs, Random: func() uint64 { return firstSeed }}).Lang())
			require.True(t, ok)

			key := "mschess.lang"
			if tc.page == "embed.html" {
				key += ".embed"
			}
			eval[bool](t, ctx, fmt.Sprintf(`localStorage.clear(), %q ? localStorage.setItem(%q, %[1]q) : null, true`, tc.picked, key))
			speakLanguages(t, ctx, tc.langs)
			require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(o.url+"/"+tc.page+tc.query)))
			require.Equal(t, tc.langs, eval[[]string](t, ctx, `navigator.languages`), "the browser's languages")

			assert.Equal(t, notice{want.Text(text.Loading), want.Lang()}, readNotice(t, ctx), "while the app loads")
			release()
			waitFor(t, ctx, `document.documentElement.dataset.state === "failed"`, "the app to fail to load")
			got := readNotice(t, ctx)
			before, after, _ := strings.Cut(want.Text(text.BootFailed), "{0}")
			assert.True(t, strings.HasPrefix(got.Text, before) && strings.HasSuffix(got.Text, after),
				"the failure %q is %s's", got.Text, want.Lang())
			assert.Equal(t, want.Lang(), got.Lang)
		})
	}
}

// TestNoWebAssembly: a browser without WebAssembly is told so in its language.
func TestNoWebAssembly(t *testing.T) {
	o, _ := bootOrigin(t)
	ctx := newTab(t)
	_, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument,
		page.AddScriptToEvaluateOnNewDocumentParams{Source: `delete window.WebAssembly;`})
	require.NoError(t, err)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(o.url+"/?lang=tl")))
	waitFor(t, ctx, `document.documentElement.dataset.state === "failed"`, "the page to give up")
	tl := catalog(t, "tl")
	assert.Equal(t, notice{tl.Text(text.BootFailed, tl.Text(text.BootNoWasm)), "tl"}, readNotice(t, ctx))
}
