package e2e

import (
	"net/http"
	"path"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/ui"
	"mschess/ui/text"
)

// failingWorker is a computer's worker whose every search fails, as one whose
// program broke would answer: {id, error}.
const failingWorker = `self.onmessage = (e) => {
	if (e.data && "id" in e.data) self.postMessage({id: e.data.id, error: "no search here"});
};`

// TestSearchFailsInTheWorker: when the computer's search fails in its worker,
// the page stops showing it thinking, says so in words, and Try again asks
// again, the page searching by itself: the computer then plays as it would
// have.
func TestSearchFailsInTheWorker(t *testing.T) {
	o := newOrigin(t, distDir)
	replaceWorker(o, func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/javascript")
		_, _ = w.Write([]byte(failingWorker))
	})
	p := startPlayerAt(t, newTab(t), mouse{}, o.url, firstSeed)
	p.choose(ui.Opponent{Level: 1, You: engine.Black})

	waitFor(t, p.ctx, `!document.querySelector("#search-failed").hidden`, "the page to say the search failed")
	id, _, ok := p.twin.Request()
	require.True(t, ok)
	p.twin.SearchFailed(id)
	assert.False(t, thinking(p), "the page no longer shows the computer thinking")
	assert.False(t, eval[bool](t, p.ctx, `document.querySelector("#board").classList.contains("thinking")`))
	assert.Equal(t, text.English[text.SearchFailed], eval[string](t, p.ctx, `document.querySelector("#search-failed-text").textContent`))
	assert.Equal(t, text.English[text.Retry], eval[string](t, p.ctx, `document.querySelector("#retry").textContent`))
	p.check("once the search failed")

	p.press("#retry", p.twin.Retry)
	p.awaitReply()
	assert.True(t, eval[bool](t, p.ctx, `document.querySelector("#search-failed").hidden`), "the failure is no longer shown")
	p.move(p.personMove(1))
}

// replaceWorker makes o answer a request for the computer's worker script
// with h, and every other request as before.
func replaceWorker(o *origin, h http.HandlerFunc) {
	o.mu.Lock()
	defer o.mu.Unlock()
	inner := o.h
	o.h = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasPrefix(path.Base(r.URL.Path), "worker.") {
			h(w, r)
			return
		}
		inner.ServeHTTP(w, r)
	})
}
