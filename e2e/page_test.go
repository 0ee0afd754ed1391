package e2e

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"mschess/engine"
)

// settle is how long an assertion waits for the page to show what it expects
// before it reports the difference. The page draws synchronously in its input
// handlers, so it is normally there at once.
const settle = 3 * time.Second

// openGame navigates the tab to the game on the minefield of seed and waits
// until the page says it is playable.
func openGame(t testing.TB, ctx context.Context, seed uint64) {
	t.Helper()
	openGameAt(t, ctx, site.url, seed)
}

// openGameAt is openGame for the site served at base.
func openGameAt(t testing.TB, ctx context.Context, base string, seed uint64) {
	t.Helper()
	openPage(t, ctx, fmt.Sprintf("%s/?seed=%d", base, seed))
}

// openPage navigates the tab to url and waits until the page says it is
// playable.
func openPage(t testing.TB, ctx context.Context, url string) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
		t.Fatalf("opening %s: %v", url, err)
	}
	waitPlayable(t, ctx)
}

// waitPlayable waits until the page is playable, as waitReady does, and
// answers a first visit's question of whom to play (dialog#welcome) as the
// page played before it asked: two people at this screen. The tests that
// open a first visit so go on testing what they tested; the question's own
// tests wait with waitReady.
func waitPlayable(t testing.TB, ctx context.Context) {
	t.Helper()
	waitReady(t, ctx)
	eval[bool](t, ctx, `(() => {
		// Two people who never gave their names have skipped the question,
		// lest it come up over what a test taps at their first new game.
		try { localStorage.getItem("mschess.names") ?? localStorage.setItem("mschess.names", "\n"); } catch {}
		const d = document.querySelector("#welcome");
		if (!d?.open) return false;
		d.close(); // dismissed: the game stays between two people
		return !d.open;
	})()`)
}

// waitReady waits for the page's ready signal: data-state="ready" on the
// root element and the performance mark mschess:playable.
func waitReady(t testing.TB, ctx context.Context) {
	t.Helper()
	const ready = `document.documentElement.dataset.state === "ready" &&
		performance.getEntriesByName("mschess:playable").length > 0`
	if err := holds(ctx, ready); err != nil {
		// What the page got to, for a failure seen once under load that its
		// message alone did not explain.
		got, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`[location.href, document.readyState,
			document.documentElement.dataset.state, document.getElementById("loading")?.textContent,
			performance.getEntriesByType("mark").map((m) => m.name + "@" + Math.round(m.startTime))].join(" | ")`))
		t.Fatalf("the page never became playable: %v; the page: %s", err, got)
	}
}

// eval runs a JavaScript expression in the page and decodes its value, once
// settled if it is a promise.
func eval[T any](t testing.TB, ctx context.Context, expr string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("evaluating %.60q…: %v", expr, err)
	}
	return v
}

// point is a position in the viewport, in CSS pixels.
type point struct{ X, Y float64 }

// centre returns the centre of the element that selector finds, scrolled into
// view first if it is not in the viewport.
func centre(t testing.TB, ctx context.Context, selector string) point {
	t.Helper()
	return eval[point](t, ctx, fmt.Sprintf(`(() => {
		const el = document.querySelector(%q);
		if (!el) throw new Error("no element " + %[1]q);
		let r = el.getBoundingClientRect();
		if (r.bottom > innerHeight || r.top < 0) {
			el.scrollIntoView({block: "center"});
			r = el.getBoundingClientRect();
		}
		return {X: r.left + r.width / 2, Y: r.top + r.height / 2};
	})()`, selector))
}

func squareSelector(s engine.Square) string { return fmt.Sprintf(`#board [data-sq=%q]`, s.String()) }

// squareState is what the page shows on one square.
type squareState struct {
	Piece  string // data-piece of the square's svg.piece, "" for none
	Fog    bool
	Mine   bool   // a found mine is shown
	Number int    // from the class n1…n8, 0 for none
	Badge  string // the text of the .num badge, "" for none
	Last   bool
	Check  bool
	Sel    bool
	Target bool
	Sweep  bool   // the class sweep
	Bomb   bool   // the sweep's 💣 button is on the square
	Effect string // the fx-… class, "" for none
}

func (s squareState) String() string {
	var b strings.Builder
	if s.Piece != "" {
		b.WriteString(s.Piece + " ")
	}
	for _, f := range []struct {
		on   bool
		name string
	}{{s.Fog, "fog"}, {s.Mine, "mine"}, {s.Last, "last"}, {s.Check, "check"}, {s.Sel, "sel"},
		{s.Target, "target"}, {s.Sweep, "sweep"}, {s.Bomb, "bomb"}} {
		if f.on {
			b.WriteString(f.name + " ")
		}
	}
	if s.Number > 0 || s.Badge != "" {
		fmt.Fprintf(&b, "n%d[%s] ", s.Number, s.Badge)
	}
	b.WriteString(s.Effect)
	return "{" + strings.TrimSpace(b.String()) + "}"
}

// board is what the page shows on every square, indexed by engine.Square.
type board [engine.NumSquares]squareState

// readBoardJS collects the squares of #board in one round trip.
const readBoardJS = `[...document.querySelectorAll("#board .sq")].map(el => ({
	sq: el.dataset.sq,
	classes: el.getAttribute("class"),
	piece: el.querySelector("svg.piece")?.getAttribute("data-piece") ?? "",
	badge: el.querySelector(".num")?.textContent ?? "",
	bomb: el.querySelector(".sweep-badge") !== null,
}))`

type rawSquare struct {
	Sq      string `json:"sq"`
	Classes string `json:"classes"`
	Piece   string `json:"piece"`
	Badge   string `json:"badge"`
	Bomb    bool   `json:"bomb"`
}

// readBoard returns what the page shows on the board. It fails t unless the
// board has exactly the 80 squares, each once.
func readBoard(t testing.TB, ctx context.Context) board {
	t.Helper()
	raw := eval[[]rawSquare](t, ctx, readBoardJS)
	if len(raw) != engine.NumSquares {
		t.Fatalf("#board has %d squares, want %d", len(raw), engine.NumSquares)
	}
	var b board
	seen := map[engine.Square]bool{}
	for _, r := range raw {
		s, err := engine.ParseSquare(r.Sq)
		if err != nil || seen[s] {
			t.Fatalf("#board has a square with data-sq=%q (%v, twice: %v)", r.Sq, err, seen[s])
		}
		seen[s] = true
		b[s] = parseSquare(r)
	}
	return b
}

func parseSquare(r rawSquare) squareState {
	st := squareState{Piece: r.Piece, Badge: r.Badge, Bomb: r.Bomb}
	for _, c := range strings.Fields(r.Classes) {
		switch {
		case c == "fog":
			st.Fog = true
		case c == "mine":
			st.Mine = true
		case c == "last":
			st.Last = true
		case c == "check":
			st.Check = true
		case c == "sel":
			st.Sel = true
		case c == "target":
			st.Target = true
		case c == "sweep":
			st.Sweep = true
		case strings.HasPrefix(c, "fx-"):
			st.Effect = c
		case len(c) == 2 && c[0] == 'n' && c[1] >= '1' && c[1] <= '8':
			st.Number = int(c[1] - '0')
		}
	}
	return st
}

// panelState is what the page shows beside the board.
type panelState struct {
	Mines        string   `json:"mines"`
	Turn         string   `json:"turn"`
	Status       string   `json:"status"`
	Announce     string   `json:"announce"`
	Moves        []string `json:"moves"`
	Current      string   `json:"current"` // data-ply of the move button marked aria-current
	LostWhite    []string `json:"lostWhite"`
	LostBlack    []string `json:"lostBlack"`
	Flipped      bool     `json:"flipped"`
	Offer        bool     `json:"offer"`        // #draw is visible
	Offered      bool     `json:"offered"`      // #accept-draw and #decline-draw are visible
	LiveShown    bool     `json:"liveShown"`    // the button back to the game is visible
	GameOver     bool     `json:"gameOver"`     // dialog#gameover is open
	GameOverText string   `json:"gameOverText"` // #gameover-text while the dialog is open
	Takeback     bool     `json:"takeback"`     // #takeback is enabled
	TakebackWhy  string   `json:"takebackWhy"`  // #takeback's title: why it is not
	Ask          string   `json:"ask"`          // #ask-text while dialog#ask is open
}

// sanJS is a JavaScript function that reads the moves an element shows back
// as SAN, a move of the move list or the line of the last ones: its own text,
// and each figurine as the letter it stands for (page/markup's Figurines).
const sanJS = `(el => [...el.childNodes].map(n => n.nodeType === Node.TEXT_NODE ? n.data :
	n.matches?.("svg.fig") ? {wK: "K", wQ: "Q", wR: "R", wB: "B", wN: "N", broom: "S"}[n.querySelector("use").getAttribute("href").split("#")[1]] :
	"").join(""))`

// saidJS reads the last thing the live region #announce said: each is a
// line of its own (wasm/voice.go).
const saidJS = `(document.querySelector("#announce").lastElementChild?.textContent ?? "")`

// readPanelJS reads the panel; the embed lacks most of it, which reads as
// empty or not shown.
const readPanelJS = `(() => {
	const $ = s => document.querySelector(s), san = ` + sanJS + `;
	const shown = s => $(s) !== null && !$(s).hidden;
	const pieces = s => [...document.querySelectorAll(s + " [data-piece]")].map(e => e.getAttribute("data-piece"));
	const over = $("#gameover")?.open ?? false;
	return {
		mines: $("#mines").textContent,
		turn: $("#turn").textContent,
		status: $("#status").textContent,
		announce: $("#announce").lastElementChild?.textContent ?? "",
		moves: [...document.querySelectorAll("#moves button[data-ply]")].map(san),
		current: $("#moves [aria-current]")?.dataset.ply ?? "",
		lostWhite: pieces("#captured-white"),
		lostBlack: pieces("#captured-black"),
		flipped: $("#board").classList.contains("flipped"),
		offer: shown("#draw"),
		offered: shown("#accept-draw") && shown("#decline-draw"),
		liveShown: shown("#live"),
		gameOver: over,
		gameOverText: over ? $("#gameover-text").textContent : "",
		takeback: !$("#takeback").disabled,
		takebackWhy: $("#takeback").getAttribute("title") ?? "",
		ask: $("#ask")?.open ? $("#ask-text").textContent : "",
	};
})()`

func readPanel(t testing.TB, ctx context.Context) panelState {
	t.Helper()
	p := eval[panelState](t, ctx, readPanelJS)
	// Order is the page's choice; the tests compare what was lost.
	slices.Sort(p.LostWhite)
	slices.Sort(p.LostBlack)
	return p
}

// scrollY returns how far the page is scrolled down.
func scrollY(t testing.TB, ctx context.Context) float64 {
	t.Helper()
	return eval[float64](t, ctx, `window.scrollY`)
}
