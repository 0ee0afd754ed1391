package e2e

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/ui/text"
)

// TestPlayByLinks: where two devices cannot connect, the inviter turns the
// invitation into one by links (#online-post), and every turn travels as a
// link (input#online-letter): the friend, in a browser context of its own as
// another device, opens each one it gets, and the inviter pastes each one
// into input#online-reply. The two deal and play the friend tests' moves,
// a sweep among them, with the same board on both. The friend plays on a
// phone, by taps, where the link to send lies below the board: after each
// move the page brings it into view, and the click that ends the tap, which
// now lands below the board, presses nothing there (issue 22 item 6,
// docs/rules.md §11).
func TestPlayByLinks(t *testing.T) {
	en := text.Match("en")
	inviter, _ := invitingTab(t, "")
	if err := (mouse{}).tap(inviter, centre(t, inviter, "#online-post")); err != nil {
		t.Fatal(err)
	}
	invites := en.Text(text.OnlineLetterInvite)
	require.Equal(t, invites, eventually(t, inviter, onlineStatus, invites))
	letterOf := func(tab context.Context) string {
		t.Helper()
		return eval[string](t, tab, `document.querySelector("#online-letter").value`)
	}
	first := letterOf(inviter)
	require.Regexp(t, `^`+site.url+`/#letter=1\.w\.[A-Za-z0-9_-]{16}\.0\.[A-Za-z0-9_-]+$`, first, "the invitation carries White's hello")
	assert.Equal(t, "false", eval[string](t, inviter, `String(document.querySelector("#online-qr-box").hidden)`), "a QR code holds the invitation")

	friend := newTab(t, chromedp.WithNewBrowserContext())
	require.NoError(t, chromedp.Do(friend, chromedp.EmulateViewport(phoneWidth, phoneHeight,
		chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulatePortrait)))
	tabs := [2]context.Context{engine.White: inviter, engine.Black: friend}
	// open has the friend open link in the tab that shows the game, as a
	// link pasted into its address bar, which changes only the fragment: the
	// page starts anew and takes it (site/boot.js).
	open := func(link string) {
		t.Helper()
		was := letterOf(friend)
		eval[bool](t, friend, `window.seen = true`)
		require.NoError(t, chromedp.Do(friend, chromedp.Navigate(link)))
		deadline := time.Now().Add(dealTime)
		for old := true; old && time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
			seen, err := chromedp.Run(friend, chromedp.Evaluate[bool](`window.seen === true`))
			old = err != nil || seen // an error: the page is between the two
		}
		waitPlayable(t, friend)
		changed := func(t testing.TB, ctx context.Context) bool { return letterOf(ctx) != was }
		require.True(t, within(t, friend, dealTime, changed, true), "the link was taken")
	}
	openPage(t, friend, first) // a first visit, as a tap on the link in a messenger makes
	sends := en.Text(text.OnlineLetterSend)
	require.Equal(t, sends, eventually(t, friend, onlineStatus, sends), "Black's hello to send back")
	reply(t, inviter, letterOf(friend))
	require.Equal(t, sends, within(t, inviter, dealTime, onlineStatus, sends), "White's shuffle to send")
	assert.Equal(t, "true", eval[string](t, inviter, `String(document.querySelector("#online-qr-box").hidden)`), "no QR code holds a shuffle")
	open(letterOf(inviter))
	reply(t, inviter, letterOf(friend))
	yourMove := en.Text(text.OnlineLetterTurn, en.Text(text.WhiteSide))
	require.Equal(t, yourMove, within(t, inviter, dealTime, onlineStatus, yourMove), "dealt: White to move")

	var sans []string
	moves := func(t testing.TB, ctx context.Context) []string { return readPanel(t, ctx).Moves }
	plain := engine.NewGame(1) // the plies land on no mine: any minefield tells what each lifts
	for i, p := range friendPlies {
		c := engine.Color(i % 2)
		v := plain.View().Position
		m, err := v.ParseSAN(p.san)
		require.NoError(t, err)
		status := sends
		if v.Opens(m).Any() {
			status = en.Text(text.OnlineLetterHeld) // the move waits for the friend's openings
		}
		_, err = plain.Play(m)
		require.NoError(t, err)
		if c == engine.Black {
			// Clicks that reach the page off the board, as any control's would.
			eval[bool](t, friend, `(() => { window.strays = [];
				document.addEventListener("click", e => { if (!document.querySelector("#board").contains(e.target)) strays.push(e.target.id || e.target.nodeName) });
				return true })()`)
		}
		p.play(t, tabs[c], [2]pointer{mouse{}, finger{}}[c]) // the friend's phone takes taps
		require.Equal(t, status, eventually(t, tabs[c], onlineStatus, status), "%s: a letter to send", p.san)
		if c == engine.White {
			open(letterOf(inviter))
		} else {
			inView := func(t testing.TB, ctx context.Context) bool {
				return eval[bool](t, ctx, `(() => { const r = document.querySelector("#online-letter").getBoundingClientRect();
					return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight })()`)
			}
			assert.True(t, eventually(t, friend, inView, true), "%s: the link to send is on the phone's screen", p.san)
			// The page moved under the finger: the tap's click pressed nothing there.
			assert.Empty(t, eval[[]string](t, friend, `strays`), "%s: the tap's click went off the board", p.san)
			reply(t, inviter, letterOf(friend))
		}
		sans = append(sans, p.san)
		require.Equal(t, sans, eventually(t, tabs[c.Other()], moves, sans), "%s reached the other device", p.san)
		if slices.Equal(moves(t, tabs[c]), sans) { // else its openings come back with the next letter
			want := shownBoard(t, tabs[c.Other()])
			require.Equal(t, want, eventually(t, tabs[c], shownBoard, want), "after %s both show the same board", p.san)
		}
	}
	if l := letterOf(inviter); l != "" {
		open(l) // the openings of Black's last move, if it lifted fog
	}
	require.Equal(t, sans, eventually(t, friend, moves, sans))
	want := shownBoard(t, inviter)
	require.Equal(t, want, eventually(t, friend, shownBoard, want), "both show the same board")
}
