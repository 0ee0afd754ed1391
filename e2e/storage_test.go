package e2e

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestStartsWithoutStorage opens the game where the browser refuses the page
// its storage, in each way a page meets that. The game starts, with its
// pieces drawn, says in its status line that the game will not be kept (the
// twin, which has no storage either, says what the page must), and plays by
// clicks. Each case first checks that storage really is refused there.
func TestStartsWithoutStorage(t *testing.T) {
	sc := quietGame(t)
	tests := []struct {
		name string
		open func(t *testing.T, seed uint64) *player
	}{
		{"a frame on another site, in a browser that blocks third-party storage", openThirdPartyFrame},
		{`a frame with sandbox="allow-scripts", whose origin is opaque`, openSandboxedFrame},
		{"a page whose localStorage, sessionStorage and indexedDB getters throw", openWithStorageThrowing},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := tc.open(t, sc.seed)
			assert.True(t, eval[bool](t, p.ctx, storageRefusedJS), "the browser refuses the page its storage")
			assert.True(t, eval[bool](t, p.ctx, piecesDrawnJS), "the pieces and the mine counter's icon are drawn")
			p.playAll(sc.moves)
		})
	}
}

// storageRefusedJS is a JavaScript condition: reading localStorage throws.
const storageRefusedJS = `(() => { try { localStorage; return false; } catch (e) { return true; } })()`

// piecesDrawnJS is a JavaScript condition: every symbol of the sprite that the
// page shows is drawn. A <use> whose symbol the browser refuses draws nothing.
const piecesDrawnJS = `(() => {
	const uses = [...document.querySelectorAll("#board .piece use, .counter-icon use")];
	return uses.length > 0 && uses.every(u => u.getBBox().width > 0);
})()`

// openThirdPartyFrame frames the embed on a page of another site, in a browser
// that blocks third-party storage.
func openThirdPartyFrame(t *testing.T, seed uint64) *player {
	o := newOrigin(t, distDir)
	tab, cancel := chromedp.NewContext(thirdPartyBlocker(t))
	t.Cleanup(cancel)
	return playFramed(t, tab, o.url, framing(o.url, seed, ""), fmt.Sprintf("?seed=%d", seed), nil)
}

// openSandboxedFrame frames the embed on a page of another site in a frame
// with sandbox="allow-scripts" and no allow-same-origin, as many blog
// platforms do. Reading navigator.serviceWorker throws there, which must not
// break the page: nothing it runs may throw past it.
func openSandboxedFrame(t *testing.T, seed uint64) *player {
	o := newOrigin(t, distDir)
	console := &consoleLog{}
	p := playFramed(t, newTab(t), o.url, framing(o.url, seed, `sandbox="allow-scripts"`), fmt.Sprintf("?seed=%d", seed),
		nil, chromedp.WithListener(console.record))
	require.Equal(t, "null", eval[string](t, p.ctx, `origin`), "the frame's origin is opaque")
	for _, line := range console.lines() {
		assert.False(t, strings.HasPrefix(line, "exception:"), "an uncaught exception in the frame: %s", line)
	}
	return p
}

// openWithStorageThrowing opens the game in a page whose storage getters
// throw, as in a browser with all site data blocked.
func openWithStorageThrowing(t *testing.T, seed uint64) *player {
	o := newOrigin(t, distDir)
	ctx := newTabRunning(t, `for (const name of ["localStorage", "sessionStorage", "indexedDB"]) {
		Object.defineProperty(window, name, {
			configurable: true,
			get() { throw new DOMException("Failed to read the '" + name + "' property from 'Window': Access is denied for this document.", "SecurityError"); },
		});
	}`)
	openGameAt(t, ctx, o.url, seed)
	return watch(t, ctx, mouse{}, fmt.Sprintf("?seed=%d", seed), nil)
}

// framing is a page of another site that frames the embed of the game of
// seed from the site at origin, with the iframe attributes attrs.
func framing(origin string, seed uint64, attrs string) string {
	return hostPage(origin, fmt.Sprintf(`<iframe src="%s/embed.html?seed=%d" width="400" height="676" title="Minesweeper Chess" style="border:0" %s></iframe>`,
		origin, seed, attrs), false)
}

// thirdPartyBlocker starts a browser of its own, stopped when t ends, that
// blocks third-party cookies and, with them, the storage of a framed page of
// another site. Chromium partitions such storage instead unless told not to;
// other browsers and settings refuse it, and so does this one.
func thirdPartyBlocker(t *testing.T) context.Context {
	t.Helper()
	needBrowser(t)
	path, err := exec.LookPath("chromium")
	require.NoError(t, err)
	profile := t.TempDir()
	require.NoError(t, os.Mkdir(filepath.Join(profile, "Default"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(profile, "Default", "Preferences"),
		[]byte(`{"profile": {"cookie_controls_mode": 1, "block_third_party_cookies": true}}`), 0o644))
	browser, cancel, err := startBrowser(path, profile, chromedp.Flag("disable-features", "ThirdPartyStoragePartitioning"))
	t.Cleanup(cancel)
	require.NoError(t, err)
	return browser
}
