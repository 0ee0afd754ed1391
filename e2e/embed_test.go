package e2e

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// hostPage is a page of another site that embeds the game with snippet, from
// the site at origin, and keeps every message from the game in
// window.received.
func hostPage(origin, snippet string) string {
	return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Another site</title></head>
<body style="margin: 0">
<script>
window.received = [];
addEventListener("message", (e) => {
	if (e.origin === ` + strconv.Quote(origin) + `) received.push(e.data);
});
</script>
<p>A page of another site, with the game below.</p>
` + snippet + `
</body>
</html>`
}

// message is what the embed posts to the page that frames it.
type message struct {
	Type   string  `json:"type"`
	Height float64 `json:"height"`
	Result string  `json:"result"`
	Reason string  `json:"reason"`
}

// TestEmbed embeds the game, with the snippet the site gives for it, in a page
// of another site, and plays a game to checkmate inside the frame with mouse
// clicks on the host page. The game tells the host the height it needs, which
// the frame has, and the result.
func TestEmbed(t *testing.T) {
	sc := mateGame(t)
	p, tab := embedded(t, sc.seed)
	p.playAll(sc.moves)

	waitFor(t, tab, `received.some(m => m.type === "mschess:gameover")`, "the game-over message")
	result, why := p.game().Result()
	assert.Equal(t, []message{{Type: "mschess:gameover", Result: result.String(), Reason: why.String()}},
		eval[[]message](t, tab, `received.filter(m => m.type === "mschess:gameover")`),
		"one game-over message, with the result and why")

	h := readHeights(t, tab, p.ctx)
	assert.Positive(t, h.Reported, "the height the game needs")
	assert.LessOrEqual(t, h.Reported, h.Frame, "the game needs no more height than the snippet's frame has")
	assert.Equal(t, h.Frame, h.Content, "the game fits the frame without scrolling")
}

// embedded opens the game of seed at an origin of its own, takes the snippet
// its Embed button gives, and opens a page of another site holding it (see
// hostPage). It returns a player of the game in the frame, whose pointer
// events go to the host page's tab, and that tab.
func embedded(t *testing.T, seed uint64) (*player, context.Context) {
	t.Helper()
	o := newOrigin(t, distDir)
	tab := newTab(t)
	openGameAt(t, tab, o.url, seed)
	query := fmt.Sprintf("?seed=%d", seed)
	snippet := watch(t, tab, mouse{}, query, memStore{}).copyDialog("#embed-code", "embed")
	require.Contains(t, snippet, fmt.Sprintf(`src="%s/embed.html%s"`, o.url, query),
		"the snippet embeds the game of the seed the address named")

	host := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, hostPage(o.url, snippet))
	}))
	t.Cleanup(host.Close)
	// localhost is another site than 127.0.0.1, as a real host's would be, so
	// the frame runs in a process and a target of its own.
	require.NoError(t, chromedp.Do(tab, chromedp.Navigate(strings.Replace(host.URL, "127.0.0.1", "localhost", 1))))
	frame := attachFrame(t, tab, o.url+"/embed.html")
	waitPlayable(t, frame)
	// The browser routes a click to the frame's process by what the frame
	// has drawn, so a click before its first frames would miss.
	eval[bool](t, frame, afterFramesJS)
	p := &player{t: t, ctx: frame, ptr: framed{t: t, tab: tab, ptr: mouse{}}, store: memStore{}, embedded: true}
	p.start(query)
	return p, tab
}

// attachFrame returns a context for the frame of the page in the tab ctx whose
// address starts with prefix, once it is there.
func attachFrame(t testing.TB, ctx context.Context, prefix string) context.Context {
	t.Helper()
	deadline := time.Now().Add(settle)
	for {
		infos, err := chromedp.Targets(ctx)
		require.NoError(t, err, "listing the browser's targets")
		for _, info := range infos {
			if info.Type == "iframe" && strings.HasPrefix(info.URL, prefix) {
				return attachTarget(t, ctx, info.TargetID)
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("no frame at %s… in the page", prefix)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// attachTarget returns a context for the target id, detached when t ends.
func attachTarget(t testing.TB, ctx context.Context, id target.ID) context.Context {
	t.Helper()
	frame, cancel := chromedp.NewContext(ctx, chromedp.WithTargetID(id), chromedp.WithDetachOnCancel())
	t.Cleanup(cancel)
	require.NoError(t, chromedp.Do(frame), "attaching to the frame")
	return frame
}

// heights are the embed's heights, in CSS pixels.
type heights struct {
	Reported float64 // the last one the game reported
	Frame    float64 // the frame's
	Content  float64 // the game's content's (scrollHeight)
}

// readHeights reads the heights of the embed in the page in tab, whose frame
// is frame.
func readHeights(t testing.TB, tab, frame context.Context) heights {
	t.Helper()
	h := eval[heights](t, tab, `({
		Reported: received.filter(m => m.type === "mschess:height").at(-1)?.height ?? 0,
		Frame: document.querySelector("iframe").clientHeight,
	})`)
	h.Content = eval[float64](t, frame, `document.documentElement.scrollHeight`)
	return h
}

// afterFramesJS settles after the page has drawn three more frames.
const afterFramesJS = `new Promise(done => {
	let n = 3;
	const next = () => --n > 0 ? requestAnimationFrame(next) : done(true);
	requestAnimationFrame(next);
})`

// framed points at a page in a frame: the points are the frame's, and the
// events go to the tab that holds it, shifted by where the frame lies, as a
// person's clicks on an embedded game do.
type framed struct {
	t   testing.TB
	tab context.Context
	ptr pointer
}

func (f framed) String() string { return f.ptr.String() + " in a frame" }

func (f framed) tap(_ context.Context, p point) error { return f.ptr.tap(f.tab, f.shift(p)) }

func (f framed) drag(_ context.Context, from, to point) error {
	return f.ptr.drag(f.tab, f.shift(from), f.shift(to))
}

// shift turns a point of the frame into one of the tab, from where the
// frame's content box lies now.
func (f framed) shift(p point) point {
	at := eval[point](f.t, f.tab, `(() => {
		const el = document.querySelector("iframe");
		const r = el.getBoundingClientRect(), cs = getComputedStyle(el);
		return {X: r.left + el.clientLeft + parseFloat(cs.paddingLeft), Y: r.top + el.clientTop + parseFloat(cs.paddingTop)};
	})()`)
	return point{p.X + at.X, p.Y + at.Y}
}
