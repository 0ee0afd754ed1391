// Package e2e plays the built site (dist/) in headless Chromium, through real
// mouse and touch events, and checks every page it shows against the engine
// playing the same moves. It also holds the browser benchmarks.
//
// The site is served in-process by internal/webserve, with the headers of
// netlify.toml, and one browser is shared by every test, each in a tab of its
// own. Without dist/index.html, or with a dist/ older than its sources, the
// tests fail and ask for `make build`;
// without Chromium they are skipped, except under CI=true, where they fail.
package e2e

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/storage"
	"github.com/chromedp/chromedp"

	"mschess/internal/webserve"
)

// Where the site and its headers are, seen from this package's directory.
const (
	distDir     = "../dist"
	netlifyToml = "../netlify.toml"
)

// tabTimeout bounds everything one test does in its tab, so that a page that
// hangs fails the test instead of blocking the run.
const tabTimeout = 60 * time.Second

// site is what TestMain set up for the tests.
var site struct {
	url     string          // the served dist/, without a trailing slash
	browser context.Context // the shared browser, when it started, set to en-US
	failure error           // why the browser tests cannot run: they fail with it
	skip    string          // why they are skipped: no browser outside CI
}

func TestMain(m *testing.M) {
	os.Exit(run(m))
}

func run(m *testing.M) int {
	stop, err := setUp()
	if err != nil {
		site.failure = err
	}
	defer stop()
	return m.Run()
}

// setUp serves dist/ and starts the browser. It returns an error when the
// tests cannot run and must fail; a missing browser outside CI only sets
// site.skip.
func setUp() (stop func(), err error) {
	stops := []func(){}
	stop = func() {
		for i := len(stops) - 1; i >= 0; i-- {
			stops[i]()
		}
	}
	if err := staleness("..", distDir); err != nil {
		return stop, err
	}
	h, err := webserve.NewHandler(distDir, netlifyToml)
	if err != nil {
		return stop, err
	}
	srv := httptest.NewServer(h)
	stops = append(stops, srv.Close)
	site.url = srv.URL

	path, err := exec.LookPath("chromium")
	if err != nil {
		if os.Getenv("CI") == "true" {
			return stop, errors.New("chromium is not installed, and under CI=true the browser tests must run: install Debian's chromium package")
		}
		site.skip = "chromium is not installed (Debian package chromium); the browser tests need it"
		return stop, nil
	}
	profile, err := os.MkdirTemp("", "mschess-e2e-")
	if err != nil {
		return stop, err
	}
	stops = append(stops, func() { os.RemoveAll(profile) })

	browser, cancel, err := startBrowser(path, profile, inLanguage("en-US")...)
	stops = append(stops, cancel)
	if err != nil {
		return stop, err
	}
	site.browser = browser
	// The shared browser has played at the shared origin before, as most
	// players have, whatever tests run and in whatever order: a first visit
	// is tested at an origin of its own (newOrigin).
	if err := playOnce(browser, site.url); err != nil {
		return stop, err
	}
	return stop, nil
}

// playOnce opens the site at url in a tab of browser until it is playable, so
// that it saves its new game, and closes the tab.
func playOnce(browser context.Context, url string) error {
	tab, cancelTab := chromedp.NewContext(browser)
	defer cancelTab()
	ctx, cancel := context.WithTimeout(tab, tabTimeout)
	defer cancel()
	const ready = `document.documentElement.dataset.state === "ready"`
	if err := chromedp.Do(ctx, chromedp.Navigate(url+"/")); err != nil {
		return fmt.Errorf("a first visit to %s: %w", url, err)
	}
	if err := holds(ctx, ready); err != nil {
		return fmt.Errorf("a first visit to %s: %w", url, err)
	}
	return nil
}

// startBrowser starts the Chromium at path, headless, on the profile
// directory, with the options given after the usual ones. The returned func
// stops it, whether it started or not.
func startBrowser(path, profile string, opts ...chromedp.ExecAllocatorOption) (context.Context, func(), error) {
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), append([]chromedp.ExecAllocatorOption{
		chromedp.ExecPath(path),
		chromedp.UserDataDir(profile),
		chromedp.WindowSize(1280, 900),
		chromedp.Flag("headless", true),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.Flag("disable-renderer-backgrounding", true),
		chromedp.Flag("disable-background-timer-throttling", true),
		chromedp.Flag("disable-backgrounding-occluded-windows", true),
	}, opts...)...)
	browser, cancelBrowser := chromedp.NewContext(alloc)
	cancel := func() {
		cancelBrowser()
		cancelAlloc()
	}
	// The first call starts the browser and ties its life to the context it
	// is given, so it gets browser itself; a timer guards it instead.
	started := make(chan error, 1)
	go func() { started <- chromedp.Do(browser) }()
	select {
	case err := <-started:
		if err != nil {
			return nil, cancel, fmt.Errorf("starting %s: %w", path, err)
		}
	case <-time.After(30 * time.Second):
		return nil, cancel, fmt.Errorf("%s did not start within 30s", path)
	}
	return browser, cancel, nil
}

// inLanguage sets a browser to the language tag lang, as a reader's browser
// would be: --lang, and --accept-lang, which is what a headless browser's
// navigator.languages follows.
func inLanguage(lang string) []chromedp.ExecAllocatorOption {
	return []chromedp.ExecAllocatorOption{chromedp.Flag("lang", lang), chromedp.Flag("accept-lang", lang)}
}

// needBrowser fails t when the browser tests cannot run, and skips it when
// there is no browser outside CI.
func needBrowser(t testing.TB) {
	t.Helper()
	switch {
	case site.failure != nil:
		t.Fatal(site.failure)
	case site.skip != "":
		t.Skip(site.skip)
	}
}

// newTab opens a fresh tab in the shared browser for t, closed when t ends,
// with the options of chromedp.NewContext (a browser context of its own, as
// another device would have); see needBrowser for when there is none.
func newTab(t testing.TB, opts ...chromedp.ContextOption) context.Context {
	t.Helper()
	needBrowser(t)
	tab, cancelTab := chromedp.NewContext(site.browser, opts...)
	ctx, cancel := context.WithTimeout(tab, tabTimeout)
	t.Cleanup(func() {
		cancel()
		cancelTab()
	})
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("opening a tab: %v", err)
	}
	return ctx
}

// newTabRunning opens a fresh tab, as newTab does, whose pages run the
// script source before their own.
func newTabRunning(t testing.TB, source string) context.Context {
	t.Helper()
	ctx := newTab(t)
	runFirst(t, ctx, source)
	return ctx
}

// runFirst has the pages the tab ctx opens from now on run the script source
// before their own.
func runFirst(t testing.TB, ctx context.Context, source string) {
	t.Helper()
	_, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: source})
	if err != nil {
		t.Fatalf("adding a script to the tab's pages: %v", err)
	}
}

// origin serves a build of the site at an address of its own, for a test that
// needs storage and a service worker no other test touches, or that takes the
// site off the network or deploys a new build under an open page.
type origin struct {
	url string // without a trailing slash

	mu sync.Mutex
	h  http.Handler // the build being served; nil while the site is down
}

// newOrigin serves the build in dir at a fresh origin until t ends; then the
// browser forgets all it kept for that origin (storage, caches, service
// worker), and its HTTP cache, which is no origin's storage, since a later
// test's server may get the same port: an asset of the same hashed name,
// served as immutable, would come from that cache, not from the later build
// (TestTextsBringNoMarkup's tampered texts once did: reproduced by serving
// two builds in turn on one port).
func newOrigin(t testing.TB, dir string) *origin {
	t.Helper()
	needBrowser(t)
	o := &origin{}
	o.deploy(t, dir)
	srv := httptest.NewServer(o)
	o.url = srv.URL
	t.Cleanup(func() {
		tab, cancel := chromedp.NewContext(site.browser)
		defer cancel()
		_, err := chromedp.Call(tab, storage.ClearDataForOrigin,
			storage.ClearDataForOriginParams{Origin: o.url, StorageTypes: "all"})
		if err != nil {
			t.Errorf("clearing the browser's data for %s: %v", o.url, err)
		}
		if _, err := chromedp.Call(tab, network.ClearBrowserCache, cdp.Empty{}); err != nil {
			t.Errorf("clearing the browser's HTTP cache: %v", err)
		}
		srv.Close()
	})
	return o
}

// deploy serves the build in dir from now on, as a new deploy would.
func (o *origin) deploy(t testing.TB, dir string) {
	t.Helper()
	h, err := webserve.NewHandler(dir, netlifyToml)
	if err != nil {
		t.Fatal(err)
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	o.h = h
}

// down makes the site unreachable: every request fails as if the network were
// off, until the next deploy.
func (o *origin) down() {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.h = nil
}

// ServeHTTP implements http.Handler.
func (o *origin) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	o.mu.Lock()
	h := o.h
	o.mu.Unlock()
	if h == nil {
		// The connection drops without a response, which the browser reports
		// as a network error, as it would with no network. The server keeps
		// its port, so no other test's server can take over the origin.
		panic(http.ErrAbortHandler)
	}
	h.ServeHTTP(w, r)
}
