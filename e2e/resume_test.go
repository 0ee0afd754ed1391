package e2e

import (
	"context"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/ui/text"
)

// TestFriendLeavesAndIsClaimed: when the friend's tab closes mid-game, the
// inviter's #online-status says the friend is gone, and once the grace
// period is over (?grace=2s) that the game may be claimed; #online-claim
// claims it, a win by abandonment, which the past games list as such
// (docs/rules.md §7, §11).
func TestFriendLeavesAndIsClaimed(t *testing.T) {
	en := text.Match("en")
	tabs, _ := joinedFriends(t, "&grace=2s")
	inviter, friend := tabs[engine.White], tabs[engine.Black]
	playFriends(t, tabs, friendPlies[:2])
	claimShown := func(t testing.TB, ctx context.Context) bool {
		return eval[bool](t, ctx, `!document.querySelector("#online-claim").hidden`)
	}
	assert.False(t, claimShown(t, inviter), "nothing to claim while the friend is there")

	require.NoError(t, chromedp.Do(friend, chromedp.Navigate("about:blank")))
	gone := en.Text(text.FriendGone)
	require.Equal(t, gone, eventually(t, inviter, onlineStatus, gone), "the inviter is told the friend is gone")
	assert.False(t, claimShown(t, inviter), "not during the grace period")
	claimable := en.Text(text.FriendGoneClaim)
	require.Equal(t, claimable, eventually(t, inviter, onlineStatus, claimable), "the grace period ends")
	require.True(t, claimShown(t, inviter))
	if err := (mouse{}).tap(inviter, centre(t, inviter, "#online-claim")); err != nil {
		t.Fatal(err)
	}
	won := en.Text(text.OnlineAbandoned)
	assert.Equal(t, won, eventually(t, inviter, onlineStatus, won))
	assert.False(t, claimShown(t, inviter))

	// The game is kept among the past games, won by abandonment, with no
	// record to replay or export: nobody can open its minefield.
	waitFor(t, inviter, `document.querySelector("#gameover").open`, "the game-over dialog")
	for _, sel := range []string{"#gameover-close", "#past"} {
		if err := (mouse{}).tap(inviter, centre(t, inviter, sel)); err != nil {
			t.Fatalf("tap on %s: %v", sel, err)
		}
	}
	waitFor(t, inviter, `document.querySelector("#past-dialog").open`, "the past games' dialog")
	rows := eval[[][]string](t, inviter, pastRowsJS)
	require.Len(t, rows, 1)
	assert.Equal(t, []string{en.Text(text.OpponentFriend), en.Text(text.PastAbandoned, en.Text(text.WhiteWins)), "1"}, rows[0][1:])
	assert.Equal(t, []string{"delete"}, eval[[]string](t, inviter, `[...document.querySelectorAll("#past-list button")].map(b => b.dataset.past)`),
		"no replay or export without a record")
}

// TestFriendReloadsAndPlaysOn: a tab reloaded mid-game resumes its side of
// the game at once over the channel of the two tabs, and the two play on
// (docs/rules.md §11).
func TestFriendReloadsAndPlaysOn(t *testing.T) {
	tabs, _ := joinedFriends(t, "")
	playFriends(t, tabs, friendPlies[:2])
	for _, c := range []engine.Color{engine.Black, engine.White} {
		require.NoError(t, chromedp.Do(tabs[c], chromedp.Reload()))
		waitPlayable(t, tabs[c])
		moves := func(t testing.TB, ctx context.Context) []string { return readPanel(t, ctx).Moves }
		want := []string{friendPlies[0].san, friendPlies[1].san}
		require.Equal(t, want, eventually(t, tabs[c], moves, want), "%v's tab resumed the game", c)
	}
	playFriendsOn(t, tabs, friendPlies, 2)
}

// TestFriendRedialsFromAnotherDevice: when the friend on another device goes,
// #online-redial makes a new link (#friend=1r.…) for the same game; the
// friend's device, opening it, answers with the side it kept, and once the
// inviter pastes the answer the two play on from where they were (issue 22
// item 5, docs/rules.md §11).
func TestFriendRedialsFromAnotherDevice(t *testing.T) {
	en := text.Match("en")
	inviter, link := invitingTab(t, "")
	friend := newTab(t, chromedp.WithNewBrowserContext())
	openPage(t, friend, noSTUN(t, link))
	tabs := [2]context.Context{engine.White: inviter, engine.Black: friend}
	answerOf := func(status string) string {
		t.Helper()
		require.Equal(t, status, eventually(t, friend, onlineStatus, status))
		return eval[string](t, friend, `document.querySelector("#online-answer").value`)
	}
	reply(t, inviter, answerOf(en.Text(text.OnlineSendAnswer, en.Text(text.BlackSide))))
	waitDealt(t, tabs)
	playFriends(t, tabs, friendPlies[:2])
	redialShown := func(t testing.TB, ctx context.Context) bool {
		return eval[bool](t, ctx, `!document.querySelector("#online-redial").hidden`)
	}
	assert.False(t, redialShown(t, inviter), "nothing to reconnect while the friend is there")

	require.NoError(t, chromedp.Do(friend, chromedp.Navigate("about:blank")))
	require.True(t, eventually(t, inviter, redialShown, true), "the friend gone, a new link is offered")
	if err := (mouse{}).tap(inviter, centre(t, inviter, "#online-redial")); err != nil {
		t.Fatal(err)
	}
	redialing := en.Text(text.OnlineRedialCode)
	require.Equal(t, redialing, eventually(t, inviter, onlineStatus, redialing))
	again := eval[string](t, inviter, `document.querySelector("#online-link").value`)
	require.Regexp(t, `^`+site.url+`/#friend=1r\.w\.`, again)

	openPage(t, friend, noSTUN(t, again))
	reply(t, inviter, answerOf(en.Text(text.OnlineRedialAnswer)))
	waitDealt(t, tabs)
	playFriendsOn(t, tabs, friendPlies, 2)
}
