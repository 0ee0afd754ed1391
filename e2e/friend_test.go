package e2e

import (
	"context"
	"testing"

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
	tabs := joinedFriends(t)
	inviter, friend := tabs[engine.White], tabs[engine.Black]
	assert.True(t, readPanel(t, friend).Flipped, "the friend plays Black, at the bottom")

	plies := []struct {
		san      string
		from, to string
		sweep    bool
	}{
		{"Nc3", "b1", "c3", false}, // lifts b4, c4 and d4
		{"Nc8", "b10", "c8", false},
		{"e3", "e2", "e3", false},
		{"Se8", "e9", "e8", true},
	}
	var played []string
	for i, p := range plies {
		c := engine.Color(i % 2)
		from, to := squareSelector(square(t, p.from)), squareSelector(square(t, p.to))
		if p.sweep {
			to += " .sweep-badge"
		}
		for _, sel := range []string{from, to} {
			if err := (mouse{}).tap(tabs[c], centre(t, tabs[c], sel)); err != nil {
				t.Fatalf("%s: tap on %s: %v", p.san, sel, err)
			}
		}
		played = append(played, p.san)
		moves := func(t testing.TB, ctx context.Context) []string { return readPanel(t, ctx).Moves }
		for _, tab := range tabs {
			require.Equal(t, played, eventually(t, tab, moves, played), "%s is played on both pages", p.san)
		}
		want := shownBoard(t, tabs[c])
		require.Equal(t, want, eventually(t, tabs[c.Other()], shownBoard, want), "after %s both tabs show the same board", p.san)
	}
	b := shownBoard(t, inviter)
	for _, s := range []string{"b4", "c4", "d4"} {
		assert.False(t, b[square(t, s)].Fog, "§2 Nc3 lifted the fog from %s", s)
	}
	assert.True(t, b[square(t, "e5")].Fog, "§2 and nothing else")
	assert.Equal(t, en.Text(text.YourMove), readPanel(t, inviter).Turn)
	assert.Equal(t, en.Text(text.FriendToMove), readPanel(t, friend).Turn)
}

// TestFriendsMessageThatDoesNotVerify: a message on the two tabs' channel that
// does not verify stops the game on the page that takes it, with the reason in
// #online-status, and the board shows nothing more (docs/rules.md §11). Both
// pages take it here: a third sender on the channel reaches both.
func TestFriendsMessageThatDoesNotVerify(t *testing.T) {
	en := text.Match("en")
	tabs := joinedFriends(t)
	inviter, friend := tabs[engine.White], tabs[engine.Black]
	before := [2]board{shownBoard(t, inviter), shownBoard(t, friend)}

	id := eval[string](t, inviter, `document.querySelector("#online-link").value.split(".").pop()`)
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
// inviter's White.
func joinedFriends(t *testing.T) [2]context.Context {
	t.Helper()
	en := text.Match("en")
	inviter := newTab(t)
	openPage(t, inviter, site.url+"/")
	if err := (mouse{}).tap(inviter, centre(t, inviter, "#online")); err != nil {
		t.Fatal(err)
	}
	invited := en.Text(text.OnlineInviting)
	require.Equal(t, invited, eventually(t, inviter, onlineStatus, invited))
	link := eval[string](t, inviter, `document.querySelector("#online-link").value`)
	require.Regexp(t, `^`+site.url+`/#friend=1\.w\.[A-Za-z0-9_-]{16}$`, link, "the link holds the version, the side and the id alone")

	friend := newTab(t)
	openPage(t, friend, link)
	tabs := [2]context.Context{engine.White: inviter, engine.Black: friend}
	for c, side := range [2]text.Key{text.WhiteSide, text.BlackSide} {
		want := en.Text(text.OnlinePlaying, en.Text(side))
		require.Equal(t, want, eventually(t, tabs[c], onlineStatus, want), "the deal is done on both")
	}
	return tabs
}
