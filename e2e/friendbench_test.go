package e2e

import (
	"context"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/ui/text"
)

// stampJS has the page note, in window.stamps, the page's time at which the
// condition given becomes true, polled on each change of the page's body.
const stampJS = `((name, cond) => {
	window.stamps ??= {};
	const check = () => { if (!(name in window.stamps) && cond()) window.stamps[name] = performance.now(); };
	new MutationObserver(check).observe(document.body, {subtree: true, childList: true, attributes: true, characterData: true});
	check();
	return true;
})`

// stampWhen has the page note the time at which cond, a JavaScript
// expression, becomes true, under name.
func stampWhen(t testing.TB, ctx context.Context, name, cond string) {
	t.Helper()
	eval[bool](t, ctx, stampJS+`(`+strconv.Quote(name)+`, () => `+cond+`)`)
}

// stampOf waits for the page's note of name and returns it, in ms.
func stampOf(t testing.TB, ctx context.Context, name string) float64 {
	t.Helper()
	ms, err := chromedp.Run(ctx, chromedp.Poll[float64](`window.stamps?.[`+strconv.Quote(name)+`] ?? false`,
		chromedp.WithPollingInterval(time.Millisecond), chromedp.WithPollingTimeout(30*time.Second)))
	require.NoError(t, err, "waiting for %s", name)
	return ms
}

// BenchmarkFriendOnAnotherDevice measures a game against a friend over WebRTC
// between two browser contexts of one headless Chromium on this machine, with
// no ICE server (issue 22's budgets): ms-setup, from the inviter's press on
// #online-connect to its page saying the game is on, which takes the
// connection, both shuffles with their proofs and the first turn; and
// ms-reveal, from the tap that plays a move lifting the fog from three squares
// to the mover's board showing them, which takes the move to the friend's
// page, its openings and the way back. Both are read in the inviter's page.
func BenchmarkFriendOnAnotherDevice(b *testing.B) {
	en := text.Match("en")
	playing := en.Text(text.OnlinePlaying, en.Text(text.WhiteSide))
	var setup, reveal float64
	for b.Loop() {
		inviter, link := invitingTab(b, "")
		friend := newTab(b, chromedp.WithNewBrowserContext())
		openPage(b, friend, noSTUN(b, link))
		answer, err := chromedp.Run(friend, chromedp.Poll[string](`document.querySelector("#online-answer").value || false`,
			chromedp.WithPollingTimeout(30*time.Second)))
		require.NoError(b, err, "the friend's answer code")

		stampWhen(b, inviter, "dealt", `document.querySelector("#online-status").textContent === `+strconv.Quote(playing))
		start := eval[float64](b, inviter, `(() => { document.querySelector("#online-reply").value = `+strconv.Quote(answer)+`;
			const t = performance.now(); document.querySelector("#online-connect").click(); return t; })()`)
		setup += stampOf(b, inviter, "dealt") - start
		waitDealt(b, [2]context.Context{engine.White: inviter, engine.Black: friend})

		from, to := centre(b, inviter, `#board [data-sq="b1"]`), centre(b, inviter, `#board [data-sq="c3"]`)
		require.NoError(b, mouse{}.tap(inviter, from))
		stampWhen(b, inviter, "revealed", `!document.querySelector('#board [data-sq="d4"]').classList.contains("fog")`)
		start = eval[float64](b, inviter, `performance.now()`)
		require.NoError(b, mouse{}.tap(inviter, to))
		reveal += stampOf(b, inviter, "revealed") - start
	}
	n := float64(b.N)
	b.ReportMetric(setup/n, "ms-setup")
	b.ReportMetric(reveal/n, "ms-reveal")
}
