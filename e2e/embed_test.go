package e2e

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/persist"
	"mschess/ui/text"
)

// hostPage is a page of another site that embeds the game with snippet, from
// the site at origin, and keeps every message from the game in
// window.received. With resize, it also sizes the frame to the height the game
// reports, as the README shows.
func hostPage(origin, snippet string, resize bool) string {
	script := ""
	if resize {
		script = `
addEventListener("message", (e) => {
	if (e.origin !== ` + strconv.Quote(origin) + ` || e.data?.type !== "mschess:height") return;
	document.querySelector("iframe").style.height = e.data.height + "px";
});`
	}
	return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Another site</title></head>
<body style="margin: 0">
<script>
window.received = [];
addEventListener("message", (e) => {
	if (e.origin === ` + strconv.Quote(origin) + `) received.push(e.data);
});` + script + `
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
// clicks on the host page. The game tells the host the result, and the height
// it asks for: at the start, the snippet's frame is just the height at which the
// board takes its full width, so the game asks for no other; at the end, the
// game still fits the frame without scrolling.
func TestEmbed(t *testing.T) {
	sc := mateGame(t)
	p, tab := embedded(t, sc.seed, host{})
	waitFor(t, tab, `received.some(m => m.type === "mschess:height")`, "the height message")
	h := readHeights(t, tab, p.ctx)
	assert.Equal(t, h.Frame, h.Reported, "the game asks for the snippet's frame's own height: no resizing needed")
	w := readWidths(t, p.ctx)
	assert.InDelta(t, w.Stage, w.Board, boardSlack, "the board takes the snippet's frame's full width")

	p.playAll(sc.moves)
	waitFor(t, tab, `received.some(m => m.type === "mschess:gameover")`, "the game-over message")
	result, why := p.game().Result()
	assert.Equal(t, []message{{Type: "mschess:gameover", Result: result.String(), Reason: why.String()}},
		eval[[]message](t, tab, `received.filter(m => m.type === "mschess:gameover")`),
		"one game-over message, with the result and why")
	h = readHeights(t, tab, p.ctx)
	assert.Equal(t, h.Frame, h.Content, "the game fits the frame without scrolling")
}

// TestEmbedResize embeds the game in a page that sizes the frame to the height
// the game asks for, as the README shows: the height settles at once where the
// board takes the frame's full width and the frame fits the game's content
// exactly, and stays there through a game. Side by side, the board takes the
// height it is given, and so does the game.
func TestEmbedResize(t *testing.T) {
	tests := []struct {
		name          string
		width, height int // the frame's at first
	}{
		{name: "the snippet's frame"},
		{name: "a short frame, 400×520", width: 400, height: 520},
		{name: "the smallest frame, 300×360", width: 300, height: 360},
		{name: "a tall frame, 600×800", width: 600, height: 800},
		{name: "a wide frame, 800×400, side by side", width: 800, height: 400},
	}
	sc := quietGame(t)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, tab := embedded(t, sc.seed, host{width: tc.width, height: tc.height, resize: true})
			assertFramedToFit(t, tab, p.ctx)
			p.playAll(sc.moves)
			assertFramedToFit(t, tab, p.ctx)
		})
	}
}

// TestEmbedFits embeds the game in a page that leaves the frame as it is, and
// gives the frame one size after another, from the smallest the README
// promises: the game fits each without scrolling either way, and in a short
// one the board keeps most of the height.
func TestEmbedFits(t *testing.T) {
	sc := quietGame(t)
	p, tab := embedded(t, sc.seed, host{})
	for _, size := range []struct{ Width, Height int }{
		{300, 360}, {300, 700}, {400, 520}, {600, 800}, {800, 400}, {1000, 600}, {360, 360},
	} {
		name := fmt.Sprintf("%d×%d", size.Width, size.Height)
		eval[bool](t, tab, fmt.Sprintf(`(() => {
			const f = document.querySelector("iframe");
			f.width = %d; f.height = %d;
			return true;
		})()`, size.Width, size.Height))
		waitFor(t, p.ctx, fmt.Sprintf(`innerWidth === %d && innerHeight === %d`, size.Width, size.Height), "the frame at "+name)
		eval[bool](t, p.ctx, afterFramesJS)
		got := eval[struct{ Width, Height int }](t, p.ctx,
			`({Width: document.documentElement.scrollWidth, Height: document.documentElement.scrollHeight})`)
		assert.Equal(t, size, got, "%s: the game's content fills the frame and no more", name)
		if size.Height <= 460 && size.Height >= size.Width {
			// A short frame in portrait hides the words the controls can
			// do without, so that the board keeps most of the height (a
			// newcomer's trial: at 300×360 it had two fifths, 14 px squares).
			board := eval[float64](t, p.ctx, `document.querySelector("#board").getBoundingClientRect().height`)
			assert.GreaterOrEqual(t, board, 0.55*float64(size.Height), "%s: the board's height", name)
		}
	}
}

// host is how a page of another site frames the game.
type host struct {
	width, height int  // the frame's size; zero keeps the snippet's
	resize        bool // the page sizes the frame to the height the game asks for
}

// snippetSize matches the frame's size in the embed snippet.
var snippetSize = regexp.MustCompile(`width="\d+" height="\d+"`)

// embedded opens the game of seed at an origin of its own, takes the snippet
// its Embed button gives, and opens a page of another site holding it as h
// says (see hostPage). It returns a player of the game in the frame, whose
// pointer events go to the host page's tab, and that tab.
func embedded(t *testing.T, seed uint64, h host) (*player, context.Context) {
	t.Helper()
	o := newOrigin(t, distDir)
	tab := newTab(t)
	openGameAt(t, tab, o.url, seed)
	query := fmt.Sprintf("?seed=%d", seed)
	snippet := watch(t, tab, mouse{}, query, persist.NewMemStore()).copyDialog("#embed-code", "embed")
	require.Contains(t, snippet, fmt.Sprintf(`src="%s/embed.html%s"`, o.url, query),
		"the snippet embeds the game of the seed the address named")
	if h.width > 0 {
		require.Len(t, snippetSize.FindAllString(snippet, -1), 1, "the snippet's frame has a size: %s", snippet)
		snippet = snippetSize.ReplaceAllString(snippet, fmt.Sprintf(`width="%d" height="%d"`, h.width, h.height))
	}

	return playFramed(t, tab, o.url, hostPage(o.url, snippet, h.resize), query, persist.NewMemStore()), tab
}

// playFramed serves the page of another site whose HTML is host, which frames
// the embed of the site at origin, opens it in tab and returns a player of the
// game in the frame, which opened address (as for watch) with the twin's
// storage store, whose pointer events go to tab. The options go to the
// frame's context.
func playFramed(t *testing.T, tab context.Context, origin, host, address string, store *persist.MemStore, opts ...chromedp.ContextOption) *player {
	t.Helper()
	openHost(t, tab, host)
	frame := attachFrame(t, tab, origin+"/embed.html", opts...)
	waitPlayable(t, frame)
	// The browser routes a click to the frame's process by what the frame
	// has drawn, so a click before its first frames would miss.
	eval[bool](t, frame, afterFramesJS)
	p := &player{t: t, ctx: frame, ptr: framed{t: t, tab: tab, ptr: mouse{}}, store: store, embedded: true}
	p.start(address)
	return p
}

// openHost serves the page of another site whose HTML is host, until t ends,
// and opens it in tab.
func openHost(t testing.TB, tab context.Context, host string) {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, host)
	}))
	t.Cleanup(srv.Close)
	// localhost is another site than 127.0.0.1, as a real host's would be, so
	// a frame of the game runs in a process and a target of its own.
	require.NoError(t, chromedp.Do(tab, chromedp.Navigate(strings.Replace(srv.URL, "127.0.0.1", "localhost", 1))))
}

// attachFrame returns a context for the frame of the page in the tab ctx whose
// address starts with prefix, once it is there, made with the options.
func attachFrame(t testing.TB, ctx context.Context, prefix string, opts ...chromedp.ContextOption) context.Context {
	t.Helper()
	deadline := time.Now().Add(settle)
	for {
		infos, err := chromedp.Targets(ctx)
		require.NoError(t, err, "listing the browser's targets")
		for _, info := range infos {
			if info.Type == "iframe" && strings.HasPrefix(info.URL, prefix) {
				return attachTarget(t, ctx, info.TargetID, opts...)
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("no frame at %s… in the page", prefix)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// attachTarget returns a context for the target id, made with the options,
// detached when t ends.
func attachTarget(t testing.TB, ctx context.Context, id target.ID, opts ...chromedp.ContextOption) context.Context {
	t.Helper()
	frame, cancel := chromedp.NewContext(ctx, append([]chromedp.ContextOption{chromedp.WithTargetID(id), chromedp.WithDetachOnCancel()}, opts...)...)
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

// assertFramedToFit checks that the height the game reports settles: once the
// host page has sized the frame to it and both pages have drawn a few frames,
// the game reports no other, and its content fills the frame exactly, with no
// scrolling inside and no empty space.
func assertFramedToFit(t *testing.T, tab, frame context.Context) {
	t.Helper()
	read := func(t testing.TB, tab context.Context) heights { return readHeights(t, tab, frame) }
	sized := func(h heights) heights { return heights{h.Reported, h.Reported, h.Reported} }
	// The host sizes the frame once the message has crossed over.
	got := read(t, tab)
	got = eventually(t, tab, read, sized(got))
	require.Positive(t, got.Reported, "a height was reported")
	for _, ctx := range []context.Context{frame, tab} {
		eval[bool](t, ctx, afterFramesJS)
	}
	assert.Equal(t, sized(got), read(t, tab),
		"the reported height, the frame's and the game's content height, a few frames after the frame was sized")
	w := readWidths(t, frame)
	assert.InDelta(t, w.Stage, w.Board, boardSlack, "the board takes the frame's full width")
}

// widths are the widths of the board, with its rank numbers, and of the stage
// that holds it, in CSS pixels.
type widths struct{ Board, Stage float64 }

// boardSlack is how much narrower than its stage a board that takes the full
// width may be: what style.css leaves spare, and rounding.
const boardSlack = 3

// readWidths reads the widths of the board and its stage in the embed in frame.
func readWidths(t testing.TB, frame context.Context) widths {
	t.Helper()
	return eval[widths](t, frame, `({
		Board: document.querySelector("#frame").getBoundingClientRect().width,
		Stage: document.querySelector("#stage").getBoundingClientRect().width,
	})`)
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

// TestEmbedPlaysTheComputer: a reader of a blog post plays alone in the embed,
// which offers the computer as the page does (issue 10): as Black, the
// computer opens the game.
func TestEmbedPlaysTheComputer(t *testing.T) {
	ctx := newTab(t)
	openPage(t, ctx, site.url+"/embed.html?seed=7")
	require.Zero(t, eval[int](t, ctx, `document.querySelectorAll("#board .last").length`), "no move yet")
	eval[bool](t, ctx, `(() => {
		for (const [sel, value] of [["#opponent", "1"], ["#side", "black"]]) {
			const el = document.querySelector(sel);
			el.value = value;
			el.dispatchEvent(new Event("change", {bubbles: true}));
		}
		return true;
	})()`)
	waitFor(t, ctx, `document.querySelectorAll("#board .last").length === 2 && document.querySelector("#thinking").hidden`,
		"the computer's opening move")
	assert.Equal(t, text.English[text.YourMove], eval[string](t, ctx, `document.querySelector("#turn").textContent`),
		"Black, the reader, is to move")
}
