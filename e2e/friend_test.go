package e2e

import (
	"context"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/ui/text"
)

// onlineStatus reads #online-status.
func onlineStatus(t testing.TB, ctx context.Context) string {
	t.Helper()
	return eval[string](t, ctx, `document.querySelector("#online-status").textContent`)
}

// inView returns a reader of whether the element that selector finds is where
// the player sees it: in the viewport, and not scrolled out of its panel nor
// covered, which the element at its centre tells.
func inView(selector string) func(testing.TB, context.Context) bool {
	return func(t testing.TB, ctx context.Context) bool {
		return eval[bool](t, ctx, `(() => {
			const el = document.querySelector(`+strconv.Quote(selector)+`), r = el.getBoundingClientRect();
			const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
			return hit !== null && el.contains(hit);
		})()`)
	}
}

// shownBoard reads the board as both players see it: without the effects of
// the move just played, which each page plays as it comes.
func shownBoard(t testing.TB, ctx context.Context) board {
	t.Helper()
	b := readBoard(t, ctx)
	for s := range b {
		b[s].Effect = ""
	}
	return b
}

// square reads a square's name.
func square(t testing.TB, name string) engine.Square {
	t.Helper()
	s, err := engine.ParseSquare(name)
	require.NoError(t, err)
	return s
}

// TestPlayAFriendInTwoTabs: one tab invites (#online), another of the same
// browser opens the link of input#online-link, the two deal over a
// BroadcastChannel, and they play a few moves, each at its own screen, the
// first of which lifts fog: after each, both tabs show the same board, and the
// fog lifted on both (docs/rules.md §11).
func TestPlayAFriendInTwoTabs(t *testing.T) {
	en := text.Match("en")
	tabs, _ := joinedFriends(t, "")
	inviter, friend := tabs[engine.White], tabs[engine.Black]
	assert.True(t, readPanel(t, friend).Flipped, "the friend plays Black, at the bottom")

	playFriends(t, tabs, friendPlies)
	b := shownBoard(t, inviter)
	for _, s := range []string{"b4", "c4", "d4"} {
		assert.False(t, b[square(t, s)].Fog, "§2 Nc3 lifted the fog from %s", s)
	}
	assert.True(t, b[square(t, "e5")].Fog, "§2 and nothing else")
	assert.Equal(t, en.Text(text.YourMove), readPanel(t, inviter).Turn)
	assert.Equal(t, en.Text(text.FriendToMove), readPanel(t, friend).Turn)
}

// TestPendingInvitationKeepsItsLink: while an invitation waits for the
// friend, "Play a friend" (#online) is disabled, and a tap on it leaves the
// link as it was, which the friend's page then joins; once the two have dealt
// it is offered again (a new player's trial: a second tap made a new
// invitation in place of the one sent, whose link led nowhere).
func TestPendingInvitationKeepsItsLink(t *testing.T) {
	inviter, link := invitingTab(t, "")
	offered := func() bool { return !eval[bool](t, inviter, `document.querySelector("#online").disabled`) }
	assert.False(t, offered(), "Play a friend, while the invitation waits")
	require.NoError(t, (mouse{}).tap(inviter, centre(t, inviter, "#online")))
	assert.Equal(t, link, eval[string](t, inviter, `document.querySelector("#online-link").value`), "the link sent stands")
	friend := tabBeside(t, inviter)
	openPage(t, friend, noSTUN(t, link))
	waitDealt(t, [2]context.Context{engine.White: inviter, engine.Black: friend})
	assert.True(t, offered(), "Play a friend, once the game is on")
}

// TestCancelInvitation: while an invitation waits, "Cancel invitation"
// (#online-cancel) is in sight; a click on it, or Enter on it, gives the
// invitation up and the page is back as it was before: the opponent chosen,
// "Play a friend" offered, no link, and the board has the focus, which the
// button had (a new player's trial found New game the only way out).
func TestCancelInvitation(t *testing.T) {
	en := text.Match("en")
	tab := newTab(t, chromedp.WithNewBrowserContext())
	openPage(t, tab, site.url+"/?stun=")
	pick(t, tab, "#opponent", "4")
	waitFor(t, tab, `document.querySelector("#draw").hidden`, "the game against the computer")
	invited := en.Text(text.OnlineInvitingCode)
	for _, how := range []string{"click", "Enter"} {
		t.Run(how, func(t *testing.T) {
			require.NoError(t, (mouse{}).tap(tab, centre(t, tab, "#online")))
			require.Equal(t, invited, eventually(t, tab, onlineStatus, invited))
			require.True(t, eval[bool](t, tab, visibleJS("#online-cancel")), "Cancel invitation, while the invitation waits")
			assert.Equal(t, en.Text(text.OnlineCancel), eval[string](t, tab, `document.querySelector("#online-cancel").textContent`))
			if how == "click" {
				require.NoError(t, (mouse{}).tap(tab, centre(t, tab, "#online-cancel")))
			} else {
				eval[bool](t, tab, `(document.querySelector("#online-cancel").focus(), true)`)
				press(t, tab, kb.Enter)
			}
			waitFor(t, tab, `document.querySelector("#online-cancel").hidden`, "the invitation to be given up")
			assert.Equal(t, "4", eval[string](t, tab, `document.querySelector("#opponent").value`), "the computer, as before")
			assert.False(t, eval[bool](t, tab, `document.querySelector("#online").disabled`), "Play a friend, offered again")
			assert.False(t, eval[bool](t, tab, visibleJS("#online-link")), "no link")
			assert.False(t, eval[bool](t, tab, visibleJS("#online-status")), "no invitation's status")
			assert.True(t, strings.HasPrefix(eval[string](t, tab, saidJS), en.Text(text.OnlineCancelled)),
				"said to a screen reader")
			if how == "Enter" {
				assert.True(t, eval[bool](t, tab, `document.activeElement?.closest("#board") !== null`), "the board has the focus the button had")
			}
		})
	}
	t.Run("axe-core finds nothing wrong with the waiting panel", func(t *testing.T) {
		needAxe(t)
		require.NoError(t, (mouse{}).tap(tab, centre(t, tab, "#online")))
		require.Equal(t, invited, eventually(t, tab, onlineStatus, invited))
		assertAccessible(t, tab, "the invitation waiting, with Cancel invitation")
	})
}

// TestInviteByKeyboardKeepsThePlace: Play a friend pressed with Enter, which
// it disables, hands the focus to Cancel invitation beside it rather than to
// the board, where the next Enter would pick up a piece; the next Tab reaches
// the invitation's link, where Enter moves nothing (a new player's trial).
func TestInviteByKeyboardKeepsThePlace(t *testing.T) {
	en := text.Match("en")
	tab := newTab(t, chromedp.WithNewBrowserContext())
	openPage(t, tab, site.url+"/?stun=")
	eval[bool](t, tab, `(document.querySelector("#online").focus(), true)`)
	press(t, tab, kb.Enter)
	invited := en.Text(text.OnlineInvitingCode)
	require.Equal(t, invited, eventually(t, tab, onlineStatus, invited))
	assert.Equal(t, "online-cancel", eval[string](t, tab, `document.activeElement.id`), "the focus after Enter on Play a friend")
	press(t, tab, kb.Tab)
	require.Equal(t, "online-link", eval[string](t, tab, `document.activeElement.id`), "Tab to the link")
	press(t, tab, kb.Enter)
	assert.Equal(t, "online-link", eval[string](t, tab, `document.activeElement.id`), "the focus after Enter on the link")
	assert.Equal(t, invited, onlineStatus(t, tab), "the invitation, still waiting")
}

// TestFriendShownAsTheOpponent: in a game with a friend, the choice of
// opponent (select#opponent) names the friend on both pages rather than
// another person at this screen (a new player's trial).
func TestFriendShownAsTheOpponent(t *testing.T) {
	en := text.Match("en")
	tabs, _ := joinedFriends(t, "")
	for c, tab := range tabs {
		assert.Equal(t, en.Text(text.OpponentFriend), eval[string](t, tab, `document.querySelector("#opponent").selectedOptions[0].text`),
			"on %v's page", engine.Color(c))
	}
}

// TestFriendAllowsATakeback: on a friend's game the side to move asks for a
// take-back (#takeback), the friend's page asks in its dialog, and its yes
// (#ask-yes, labelled as the model says) takes back both moves on both pages
// (docs/rules.md §10, §11).
func TestFriendAllowsATakeback(t *testing.T) {
	en := text.Match("en")
	tabs, _ := joinedFriends(t, "")
	inviter, friend := tabs[engine.White], tabs[engine.Black]
	playFriends(t, tabs, []friendPly{{"Se3", "e2", "e3", true}, {"Se8", "e9", "e8", true}})
	before := shownBoard(t, inviter)

	if err := (mouse{}).tap(inviter, centre(t, inviter, "#takeback")); err != nil {
		t.Fatal(err)
	}
	asked := func(t testing.TB, ctx context.Context) string {
		return eval[string](t, ctx, `document.querySelector("#ask").open ? document.querySelector("#ask-text").textContent + " | " + document.querySelector("#ask-yes").textContent : ""`)
	}
	want := en.Text(text.AskFriendTakeback) + " | " + en.Text(text.AskYesTakeback)
	require.Equal(t, want, eventually(t, friend, asked, want), "the friend is asked")
	if err := (mouse{}).tap(friend, centre(t, friend, "#ask-yes")); err != nil {
		t.Fatal(err)
	}
	moves := func(t testing.TB, ctx context.Context) []string { return readPanel(t, ctx).Moves }
	for _, tab := range tabs {
		assert.Empty(t, eventually(t, tab, moves, []string{}), "§10 both moves are taken back on both pages")
	}
	assert.NotEqual(t, before, shownBoard(t, inviter))
	assert.Equal(t, shownBoard(t, inviter), shownBoard(t, friend))
	assert.Equal(t, en.Text(text.YourMove), readPanel(t, inviter).Turn)
}

// friendPlies are the moves both friend tests play, the first of which lifts
// fog from b4, c4 and d4, the last a sweep.
var friendPlies = []friendPly{
	{"Nc3", "b1", "c3", false},
	{"Nc8", "b10", "c8", false},
	{"e3", "e2", "e3", false},
	{"Se8", "e9", "e8", true},
}

// friendPly is a move of a game between friends, by its SAN and the squares
// tapped.
type friendPly struct {
	san      string
	from, to string
	sweep    bool // the tap on the target is on its sweep badge
}

// play taps the move on tab with ptr: its piece, then its target, or the
// target's sweep badge.
func (p friendPly) play(t *testing.T, tab context.Context, ptr pointer) {
	t.Helper()
	from, to := squareSelector(square(t, p.from)), squareSelector(square(t, p.to))
	if p.sweep {
		to += " .sweep-badge"
	}
	for _, sel := range []string{from, to} {
		if err := ptr.tap(tab, centre(t, tab, sel)); err != nil {
			t.Fatalf("%s: tap on %s: %v", p.san, sel, err)
		}
	}
}

// playFriends plays plies from the start, each at the screen of the side
// that moves, and checks after each that both tabs show the moves played and
// the same board.
func playFriends(t *testing.T, tabs [2]context.Context, plies []friendPly) {
	t.Helper()
	playFriendsOn(t, tabs, plies, 0)
}

// playFriendsOn plays plies as playFriends does, the first played of them
// played already.
func playFriendsOn(t *testing.T, tabs [2]context.Context, plies []friendPly, played int) {
	t.Helper()
	var sans []string
	for _, p := range plies[:played] {
		sans = append(sans, p.san)
	}
	for i, p := range plies[played:] {
		c := engine.Color((played + i) % 2)
		p.play(t, tabs[c], mouse{})
		sans = append(sans, p.san)
		moves := func(t testing.TB, ctx context.Context) []string { return readPanel(t, ctx).Moves }
		for _, tab := range tabs {
			require.Equal(t, sans, eventually(t, tab, moves, sans), "%s is played on both pages", p.san)
		}
		want := shownBoard(t, tabs[c])
		require.Equal(t, want, eventually(t, tabs[c.Other()], shownBoard, want), "after %s both tabs show the same board", p.san)
	}
}

// TestFriendsMessageThatDoesNotVerify: a message on the two tabs' channel that
// does not verify stops the game on the page that takes it, with the reason in
// #online-status, and the board shows nothing more (docs/rules.md §11). Both
// pages take it here: a third sender on the channel reaches both.
func TestFriendsMessageThatDoesNotVerify(t *testing.T) {
	en := text.Match("en")
	tabs, link := joinedFriends(t, "")
	inviter, friend := tabs[engine.White], tabs[engine.Black]
	before := [2]board{shownBoard(t, inviter), shownBoard(t, friend)}

	id := regexp.MustCompile(`#friend=1\.w\.([^.]+)`).FindStringSubmatch(link)[1]
	eval[bool](t, inviter, `(() => { const c = new BroadcastChannel("mschess-`+id+`"); c.postMessage("#!"); c.close(); return true })()`)
	stopped := en.Text(text.OnlineStopped, en.Text(text.PeerDamaged))
	for i, tab := range []context.Context{inviter, friend} {
		assert.Equal(t, stopped, eventually(t, tab, onlineStatus, stopped))
		assert.Equal(t, before[i], shownBoard(t, tab), "nothing of the message is shown")
	}
	if err := (mouse{}).tap(inviter, centre(t, inviter, squareSelector(square(t, "b1")))); err != nil {
		t.Fatal(err)
	}
	assert.False(t, readBoard(t, inviter)[square(t, "b1")].Sel, "the stopped game takes no move")
}

// joinedFriends opens the full page in a tab, starts an invitation there
// (#online), opens its link in a second tab of the same browser and waits
// until the two have dealt: it returns the tabs by the side each plays, the
// inviter's White, and the link. The inviter's page has the parameters of
// query besides. The pages name no STUN server (?stun=): the tests reach
// nothing beyond this machine.
func joinedFriends(t *testing.T, query string) (tabs [2]context.Context, link string) {
	t.Helper()
	inviter, link := invitingTab(t, query)
	friend := tabBeside(t, inviter)
	openPage(t, friend, noSTUN(t, link))
	tabs = [2]context.Context{engine.White: inviter, engine.Black: friend}
	waitDealt(t, tabs)
	assert.Empty(t, eval[string](t, inviter, `document.querySelector("#online-link").value`), "the link is gone once the friend is here")
	return tabs, link
}

// invitingTab opens the full page, with no STUN server and the parameters
// of query ("&grace=2s"), in a tab of a browser context of its own, and
// starts an invitation there (#online): it returns the tab and the invitation
// link. The context keeps the game with the friend, which the page keeps on
// the device, from the other tests' pages, and goes with the test.
func invitingTab(t testing.TB, query string) (context.Context, string) {
	t.Helper()
	inviter := newTab(t, chromedp.WithNewBrowserContext())
	return inviter, inviteIn(t, inviter, query)
}

// inviteIn opens the full page in the tab inviter, as invitingTab does, and
// returns the invitation link.
func inviteIn(t testing.TB, inviter context.Context, query string) string {
	t.Helper()
	en := text.Match("en")
	openPage(t, inviter, site.url+"/?stun="+query)
	if err := (mouse{}).tap(inviter, centre(t, inviter, "#online")); err != nil {
		t.Fatal(err)
	}
	invited := en.Text(text.OnlineInvitingCode)
	require.Equal(t, invited, eventually(t, inviter, onlineStatus, invited))
	for _, sel := range []string{"#online-link", "#online-reply", "#online-connect"} {
		assert.True(t, eventually(t, inviter, inView(sel), true), "%s is in view, with the link: the next step", sel)
	}
	link := eval[string](t, inviter, `document.querySelector("#online-link").value`)
	require.Regexp(t, `^`+site.url+`/#friend=1\.w\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{100,400}$`, link,
		"the link holds the version, the side, the id and the offer's code alone")
	return link
}

// tabBeside opens a tab in the browser context of tab, which shares its
// storage and its BroadcastChannels, as a second tab of one browser does.
func tabBeside(t *testing.T, tab context.Context) context.Context {
	t.Helper()
	ctx, cancel := chromedp.NewContext(tab)
	t.Cleanup(cancel)
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("opening a tab: %v", err)
	}
	return ctx
}

// noSTUN returns link, the page's address, with ?stun= for no STUN server.
func noSTUN(t testing.TB, link string) string {
	t.Helper()
	page, fragment, ok := strings.Cut(link, "#")
	require.True(t, ok, link)
	return page + "?stun=#" + fragment
}

// dealTime is how long the tests wait for the deal: both pages' shuffles
// with their proofs, which on a busy machine take seconds rather than the
// tenth of a second each of BenchmarkSetUp.
const dealTime = 30 * time.Second

// waitDealt waits until the friends' tabs have dealt.
func waitDealt(t testing.TB, tabs [2]context.Context) {
	t.Helper()
	en := text.Match("en")
	for c, side := range [2]text.Key{text.WhiteSide, text.BlackSide} {
		want := en.Text(text.OnlinePlaying, en.Text(side))
		require.Equal(t, want, within(t, tabs[c], dealTime, onlineStatus, want), "the deal is done on both")
	}
}

// TestPlayAFriendOnAnotherDevice: the friend opens the invitation in a browser
// context of its own, which shares no channel with the inviter's, as another
// device would; it shows an answer code (input#online-answer), which the
// inviter pastes into input#online-reply and connects (#online-connect). The
// two deal over the WebRTC data channel, with no ICE server, and play as two
// tabs do (docs/rules.md §11). A code mistyped first is refused in words, and
// the invitation stands; closing the friend's page tells the inviter the
// friend is gone, and the grace period runs.
func TestPlayAFriendOnAnotherDevice(t *testing.T) {
	en := text.Match("en")
	inviter, link := invitingTab(t, "")
	friend := newTab(t, chromedp.WithNewBrowserContext())
	openPage(t, friend, noSTUN(t, link))
	answering := en.Text(text.OnlineSendAnswer, en.Text(text.BlackSide))
	require.Equal(t, answering, eventually(t, friend, onlineStatus, answering), "the friend is told what to send")
	answer := eval[string](t, friend, `document.querySelector("#online-answer").value`)
	require.Regexp(t, `^[A-Za-z0-9_-]{60,400}$`, answer)
	assert.True(t, eventually(t, friend, inView("#online-answer"), true), "the answer code is in view")
	assert.Equal(t, "false", eval[string](t, friend, `String(document.querySelector("#online-qr-box").hidden)`), "the answer has its QR code")

	reply(t, inviter, answer[:len(answer)/2])
	refused := en.Text(text.CodeTruncated)
	readError := func(t testing.TB, ctx context.Context) string {
		return eval[string](t, ctx, `document.querySelector("#online-reply-error").textContent`)
	}
	assert.Equal(t, refused, eventually(t, inviter, readError, refused), "half a code is refused in words")
	assert.Equal(t, en.Text(text.OnlineInvitingCode), onlineStatus(t, inviter), "and the invitation stands")

	// The inviter pastes the answer on a phone, below the board.
	require.NoError(t, chromedp.Do(inviter, chromedp.EmulateViewport(phoneWidth, phoneHeight,
		chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulatePortrait)))
	eval[bool](t, inviter, `(document.querySelector("#online-reply").scrollIntoView(), true)`)
	reply(t, inviter, answer)
	tabs := [2]context.Context{engine.White: inviter, engine.Black: friend}
	waitDealt(t, tabs)
	boardInView := func(t testing.TB, ctx context.Context) bool {
		return eval[bool](t, ctx, `(() => { const r = document.querySelector("#board").getBoundingClientRect();
			return r.bottom > 0 && r.top < innerHeight })()`)
	}
	assert.True(t, eventually(t, inviter, boardInView, true), "the code done with, the board comes into view")
	assert.Empty(t, readError(t, inviter))
	assert.Equal(t, "none", eval[string](t, inviter, `getComputedStyle(document.querySelector("#online-reply-row")).display`), "the answer is taken")
	// The code done with leaves its elements as the page started them: that
	// the friend's page once showed one is no trace a later page may differ by.
	leftover := func(t testing.TB, ctx context.Context) string {
		return eval[string](t, ctx, `[["online-answer", "value"], ["online-qr", "viewBox"], ["online-qr-path", "d"]]
			.filter(([id, a]) => document.getElementById(id).hasAttribute(a)).map(([id, a]) => "#" + id + " " + a).join(", ")`)
	}
	assert.Empty(t, eventually(t, friend, leftover, ""), "the friend's answer code and its QR code leave no attribute behind")
	assert.Equal(t, "none", eval[string](t, friend, `getComputedStyle(document.querySelector("#online-answer-row")).display`), "and no more to send")
	playFriends(t, tabs, friendPlies)

	require.NoError(t, chromedp.Do(friend, chromedp.Navigate("about:blank")))
	gone := en.Text(text.FriendGone)
	assert.Equal(t, gone, eventually(t, inviter, onlineStatus, gone), "the inviter is told the friend is gone")

	// A new invitation from the same page makes a new connection.
	for _, sel := range []string{"#online", "#ask-yes"} {
		if err := (mouse{}).tap(inviter, centre(t, inviter, sel)); err != nil {
			t.Fatalf("tap on %s: %v", sel, err)
		}
	}
	invited := en.Text(text.OnlineInvitingCode)
	assert.Equal(t, invited, eventually(t, inviter, onlineStatus, invited), "a second invitation is made")
}

// TestFriendsConnectThoughTheFirstMessagesAreLost: a data channel just open
// can lose what is first sent on it (site/peer.js): here each page's first
// two sends on it go nowhere, and the two pages still find each other and
// deal.
func TestFriendsConnectThoughTheFirstMessagesAreLost(t *testing.T) {
	const loseTwo = `(() => {
		const send = RTCDataChannel.prototype.send;
		let lost = 0;
		RTCDataChannel.prototype.send = function (data) { if (lost++ >= 2) send.call(this, data); };
	})();`
	tabs := connectedFriends(t, loseTwo)
	playFriends(t, tabs, friendPlies[:2])
}

// reply pastes code, the friend's answer, into the inviter's input#online-reply
// and presses #online-connect.
func reply(t testing.TB, inviter context.Context, code string) {
	t.Helper()
	eval[bool](t, inviter, `(() => { document.querySelector("#online-reply").value = `+strconv.Quote(code)+`;
		document.querySelector("#online-connect").click(); return true })()`)
}
