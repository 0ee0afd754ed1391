package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/internal/seeded"
	"mschess/persist"
	"mschess/sdpcode"
	"mschess/ui/text"
)

// sdp reads a session description that Chromium wrote (sdpcode's samples).
func sdp(t testing.TB, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "sdpcode", "testdata", name+".sdp"))
	require.NoError(t, err)
	return string(b)
}

// code returns the code of the sample description name.
func code(t testing.TB, typ sdpcode.Type, name string) string {
	t.Helper()
	d, err := sdpcode.Parse(typ, sdp(t, name))
	require.NoError(t, err)
	c, err := sdpcode.Encode(d)
	require.NoError(t, err)
	return c
}

// devices are friends on two devices: the pages connect directly (Env.Peers),
// with the query of each page's address.
func devices(t testing.TB, query string) *friends {
	t.Helper()
	f := &friends{t: t, stores: [2]*memStore{newStore(), newStore()}}
	e := langEnv(query, f.stores[engine.White])
	e.Entropy, e.Peers = seeded.Reader(1), true
	f.apps[engine.White] = Open(e)
	f.apps[engine.White].Invite(engine.White)
	return f
}

// joinDevice opens the invitation link on the other device.
func (f *friends) joinDevice(query string) {
	link := f.apps[engine.White].Panel().Online.Link
	_, fragment, ok := strings.Cut(link, "#")
	require.True(f.t, ok, link)
	e := langEnv(query, f.stores[engine.Black])
	e.Fragment, e.Entropy, e.Peers = "#"+fragment, seeded.Reader(2), true
	f.apps[engine.Black] = Open(e)
}

// connectedDevices are friends on two devices whose pages connected directly
// and dealt.
func connectedDevices(t *testing.T) *friends {
	t.Helper()
	f := devices(t, "?stun=")
	f.apps[engine.White].Described(sdp(t, "offer-host"))
	f.joinDevice("?stun=")
	f.apps[engine.Black].Described(sdp(t, "answer-host"))
	require.NoError(t, f.apps[engine.White].ConnectTo(code(t, sdpcode.Answer, "answer-host")))
	for _, a := range f.apps {
		a.PeerOpened()
	}
	f.pump()
	return f
}

// TestInviteAnotherDevice: the inviter's page makes the connection's offer
// first (Peer Offer), and the invitation link carries its code; the friend's
// page answers the offer rebuilt from the link (Peer Answer) and shows the
// answer's code to send back; the inviter's page connects with it (Peer
// Connect). Until the channel is open, both pages also listen to this
// browser's pages (docs/rules.md §11).
func TestInviteAnotherDevice(t *testing.T) {
	f := devices(t, "?stun=")
	inviter := f.apps[engine.White]
	n := inviter.Panel().Online
	assert.Equal(t, Peer{Step: Offer}, n.Peer, "no ICE server with ?stun=")
	assert.Empty(t, n.Link, "no link before the offer")
	assert.False(t, n.Reply)
	assert.Equal(t, en.Text(text.OnlineOffering), n.Status)

	inviter.Described(sdp(t, "offer-host"))
	n = inviter.Panel().Online
	offer := code(t, sdpcode.Offer, "offer-host")
	assert.Regexp(t, `^https://example\.org/chess/#friend=1\.w\.[A-Za-z0-9_-]{16}\.`+offer+`$`, n.Link)
	assert.True(t, n.Reply, "the page takes the answer")
	assert.Equal(t, en.Text(text.OnlineInvitingCode), n.Status)
	assert.NotEmpty(t, n.Channel, "a page of this browser may still join")

	f.joinDevice("?stun=")
	friend := f.apps[engine.Black]
	m := friend.Panel().Online
	want, err := sdpcode.Decode(offer, sdpcode.Offer)
	require.NoError(t, err)
	assert.Equal(t, Peer{Step: Answer, Remote: want.SDP()}, m.Peer, "the offer, rebuilt")
	assert.Equal(t, en.Text(text.OnlineAnswering, en.Text(text.BlackSide)), m.Status)
	assert.False(t, friend.Panel().Welcome, "a newcomer who came to play is not asked whom to play")

	friend.Described(sdp(t, "answer-host"))
	m = friend.Panel().Online
	answer := code(t, sdpcode.Answer, "answer-host")
	assert.Equal(t, answer, m.Answer)
	assert.Equal(t, en.Text(text.OnlineSendAnswer, en.Text(text.BlackSide)), m.Status)
	assert.Equal(t, en.Text(text.FriendAnswerToSend), friend.Panel().Turn, "the turn line, by the board, points to the code")

	require.NoError(t, inviter.ConnectTo(" "+answer[:40]+"\n"+answer[40:]+" "), "a messenger's spaces and line breaks are no harm")
	n = inviter.Panel().Online
	rebuilt, err := sdpcode.Decode(answer, sdpcode.Answer)
	require.NoError(t, err)
	assert.Equal(t, Connect, n.Peer.Step)
	assert.Equal(t, rebuilt.SDP(), n.Peer.Remote)
	assert.Equal(t, en.Text(text.OnlineConnecting), n.Status)
	for _, a := range f.apps {
		a.PeerOpened()
	}
	f.pump()
	assert.Equal(t, en.Text(text.FriendToMove), friend.Panel().Turn, "the code is sent: the game is on")
}

// TestPlayOverTheChannel: once the data channel is open on both pages, the
// channel of this browser's pages closes, the friend's page sends again what
// it sent first, and the two deal and play over the connection alone
// (docs/rules.md §11).
func TestPlayOverTheChannel(t *testing.T) {
	f := devices(t, "?stun=")
	inviter := f.apps[engine.White]
	inviter.Described(sdp(t, "offer-host"))
	f.joinDevice("?stun=")
	friend := f.apps[engine.Black]
	assert.Equal(t, []string{knock}, friend.Outgoing(), "sent to this browser's pages, where nobody hears it")
	friend.Described(sdp(t, "answer-host"))
	require.NoError(t, inviter.ConnectTo(code(t, sdpcode.Answer, "answer-host")))

	for _, a := range f.apps {
		a.PeerOpened()
		assert.Empty(t, a.Panel().Online.Channel, "the messages go over the connection")
	}
	f.pump()
	steps := [2]PeerStep{engine.White: Connect, engine.Black: Answer}
	for c, a := range f.apps {
		assert.Equal(t, en.Text(text.OnlinePlaying, a.sideName(engine.Color(c))), a.Panel().Online.Status)
		assert.Equal(t, steps[c], a.Panel().Online.Peer.Step, "the connection stays")
		assert.Empty(t, a.Panel().Online.Link+a.Panel().Online.Answer, "the codes are done with once the friend's page speaks")
	}
	f.playSAN("Nc3")
	assert.Equal(t, board(inviter), board(friend))
}

// TestPeerFailed: a connection that cannot be made leaves the invitation to
// this browser's pages and says why, on either page; one lost during the game
// stops it, with the reason (docs/rules.md §11).
func TestPeerFailed(t *testing.T) {
	t.Run("inviter", func(t *testing.T) {
		f := devices(t, "?stun=")
		inviter := f.apps[engine.White]
		inviter.PeerFailed()
		n := inviter.Panel().Online
		assert.Equal(t, NoPeer, n.Peer.Step)
		assert.Equal(t, en.Text(text.OnlineNoPeer), n.Status)
		assert.Regexp(t, `#friend=1\.w\.[A-Za-z0-9_-]{16}$`, n.Link, "a link for this browser's pages")
		assert.False(t, n.Reply)
	})
	t.Run("friend", func(t *testing.T) {
		f := devices(t, "?stun=")
		f.apps[engine.White].Described(sdp(t, "offer-host"))
		f.joinDevice("?stun=")
		friend := f.apps[engine.Black]
		friend.PeerFailed()
		m := friend.Panel().Online
		assert.Equal(t, NoPeer, m.Peer.Step)
		assert.Empty(t, m.Answer)
		assert.Equal(t, en.Text(text.OnlineNoAnswer), m.Status)
		assert.NotEmpty(t, m.Channel, "a page of this browser may still speak")
	})
	t.Run("lost during the game", func(t *testing.T) {
		f := connectedDevices(t)
		inviter := f.apps[engine.White]
		inviter.PeerFailed()
		n := inviter.Panel().Online
		assert.False(t, n.Stopped, "§11 a dropped connection is not a lost game")
		assert.Equal(t, en.Text(text.FriendGone), n.Status)
		assert.False(t, n.Claim, "the grace period runs")
		assert.Equal(t, NoPeer, n.Peer.Step)
		assert.NotEmpty(t, n.Channel, "a page of this browser may still come back")
	})
}

// TestSameBrowserNeedsNoConnection: a friend's page in this browser joins over
// the channel of its pages, and both close the connection they began.
func TestSameBrowserNeedsNoConnection(t *testing.T) {
	f := devices(t, "?stun=")
	f.apps[engine.White].Described(sdp(t, "offer-host"))
	f.joinDevice("?stun=")
	f.pump()
	for _, a := range f.apps {
		n := a.Panel().Online
		assert.Equal(t, NoPeer, n.Peer.Step)
		assert.NotEmpty(t, n.Channel)
		assert.False(t, n.Reply)
		assert.Empty(t, n.Answer)
	}
}

// TestAnswerCodeRefused: a code that is not the friend's answer whole is
// refused in the player's words, and the invitation stands.
func TestAnswerCodeRefused(t *testing.T) {
	answer := code(t, sdpcode.Answer, "answer-host")
	damaged := []byte(answer)
	damaged[10] ^= 'A' ^ 'B'
	tests := []struct {
		name, code string
		want       text.Key
	}{
		{"nothing", "", text.CodeTruncated},
		{"cut short", answer[:len(answer)/2], text.CodeTruncated},
		{"changed", string(damaged), text.CodeDamaged},
		{"the offer", code(t, sdpcode.Offer, "offer-host"), text.CodeNotAnswer},
		{"too long", strings.Repeat("A", sdpcode.MaxCode+1), text.CodeTooLong},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := devices(t, "?stun=&lang=es")
			inviter := f.apps[engine.White]
			inviter.Described(sdp(t, "offer-host"))
			err := inviter.ConnectTo(tt.code)
			require.Error(t, err)
			es := text.Match("es")
			assert.Equal(t, es.Text(tt.want), err.Error(), "in the player's language")
			assert.Equal(t, Offer, inviter.Panel().Online.Peer.Step, "the invitation stands")
			assert.True(t, inviter.Panel().Online.Reply)
		})
	}
}

// TestSTUNOption: ?stun= names the STUN server of a connection to a friend's
// device, empty for none; without it the page uses DefaultSTUN, and one it
// cannot read is said so, and none is used.
func TestSTUNOption(t *testing.T) {
	tests := []struct {
		query  string
		want   []string
		notice bool
	}{
		{"", []string{"stun:" + DefaultSTUN}, false},
		{"?stun=", nil, false},
		{"?stun=stun.example.org:3478", []string{"stun:stun.example.org:3478"}, false},
		{"?stun=stun:[2001:db8::1]:3478", []string{"stun:[2001:db8::1]:3478"}, false},
		{"?stun=https://evil.example/x", nil, true},
		{"?stun=a%20b", nil, true},
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			e := env(tt.query, "", newStore())
			e.Entropy, e.Peers = seeded.Reader(1), true
			a := Open(e)
			if tt.notice {
				assert.Contains(t, a.Panel().Status, en.Text(text.BadSTUN))
			} else {
				assert.NotContains(t, a.Panel().Status, en.Text(text.BadSTUN))
			}
			a.Invite(engine.White)
			assert.Equal(t, tt.want, a.Panel().Online.Peer.ICE)
		})
	}
}

// TestInvitationWithDamagedOffer: an invitation whose offer's code does not
// read is no invitation, and the saved game comes back.
func TestInvitationWithDamagedOffer(t *testing.T) {
	offer := []byte(code(t, sdpcode.Offer, "offer-host"))
	offer[20] ^= 'A' ^ 'B'
	e := env("", "#friend=1.w.AAAAAAAAAAAAAAAA."+string(offer), savedGame(t, 7, persist.Prefs{}, "Nf3"))
	e.Entropy, e.Peers = seeded.Reader(1), true
	a := Open(e)
	assert.Contains(t, a.Panel().Status, en.Text(text.BadInvitation))
	assert.Equal(t, 1, a.Game().Len(), "the saved game")
}

// TestInviteFromTheEmbed: the embed links to the full page with #invite, in its
// theme and language, and the full page opened there starts an invitation at
// once, the player's saved game kept; the address drops the fragment, so that
// a reload does not invite again. The embed itself invites nobody.
func TestInviteFromTheEmbed(t *testing.T) {
	e := env("?theme=dark&lang=nl", "", newStore())
	e.Embed = true
	embed := Open(e)
	assert.Equal(t, "index.html?theme=dark&lang=nl#invite", embed.FriendLink())

	framed := env("", "#invite", newStore())
	framed.Embed, framed.Entropy, framed.Peers = true, seeded.Reader(1), true
	assert.Equal(t, Opponent{}, Open(framed).Panel().Opponent, "the embed invites nobody")

	full := env("?theme=dark&lang=nl", "#invite", savedGame(t, 7, persist.Prefs{}, "Nf3"))
	full.Entropy, full.Peers = seeded.Reader(1), true
	a := Open(full)
	assert.Equal(t, Opponent{You: engine.White, Friend: true}, a.Panel().Opponent)
	assert.Equal(t, Offer, a.Panel().Online.Peer.Step)
	assert.False(t, a.Panel().Welcome)
	assert.NotContains(t, a.Address(), "invite")
	assert.Equal(t, 1, a.savedGame().Len(), "the saved game stays")
}

// TestRedialAnotherDevice pins issue 22 item 5 between two devices: a lost
// connection is made again with new codes, the same game at the same sequence
// number. The page whose friend is gone makes a link that reconnects; the
// friend's device answers it with its kept side of the game, and the pages
// catch up on what the drop lost (docs/rules.md §11).
func TestRedialAnotherDevice(t *testing.T) {
	f := connectedDevices(t)
	white := f.apps[engine.White]
	f.playSAN("Nc3")
	f.playSAN("Nc8")
	assert.False(t, white.Panel().Online.Redial, "nothing to redial while the friend is there")

	for _, a := range f.apps {
		a.PeerFailed()
	}
	white.Click(sq(t, "c3"))
	step(t, white, sq(t, "b5"))
	white.Outgoing() // lost with the connection
	require.True(t, white.Panel().Online.Redial)
	white.Redial()
	assert.False(t, white.Panel().Online.Redial, "once asked")
	white.Described(sdp(t, "offer-host"))
	n := white.Panel().Online
	assert.Regexp(t, `#friend=1r\.w\.[A-Za-z0-9_-]{16}\.`+code(t, sdpcode.Offer, "offer-host")+`$`, n.Link)
	assert.True(t, n.Reply)
	assert.Equal(t, en.Text(text.OnlineRedialCode), n.Status)

	t.Run("a device that does not keep the game refuses the link", func(t *testing.T) {
		_, fragment, _ := strings.Cut(n.Link, "#")
		e := langEnv("?stun=", newStore())
		e.Fragment, e.Entropy, e.Peers = "#"+fragment, seeded.Reader(4), true
		stranger := Open(e)
		assert.NotEqual(t, Answer, stranger.Panel().Online.Peer.Step, "no new deal over a game in progress")
		assert.Contains(t, stranger.Panel().Status, en.Text(text.BadInvitation))
	})

	_, fragment, _ := strings.Cut(n.Link, "#")
	e := langEnv("?stun=", f.stores[engine.Black])
	e.Fragment, e.Entropy, e.Peers = "#"+fragment, seeded.Reader(3), true
	black := Open(e)
	f.apps[engine.Black] = black
	assert.Equal(t, Answer, black.Panel().Online.Peer.Step)
	assert.Equal(t, 2, black.Game().Len(), "the kept game, before the move lost")
	black.Described(sdp(t, "answer-host"))
	assert.Equal(t, code(t, sdpcode.Answer, "answer-host"), black.Panel().Online.Answer)
	assert.Equal(t, en.Text(text.OnlineRedialAnswer), black.Panel().Online.Status)
	assert.Empty(t, black.Outgoing(), "nothing goes before the connection is open")

	require.NoError(t, white.ConnectTo(code(t, sdpcode.Answer, "answer-host")))
	for _, a := range f.apps {
		a.PeerOpened()
	}
	f.pump()
	assert.Equal(t, 3, black.Game().Len(), "the move lost in the drop came again")
	assert.Equal(t, board(white), board(black))
	for c, a := range f.apps {
		assert.Equal(t, en.Text(text.OnlinePlaying, a.sideName(engine.Color(c))), a.Panel().Online.Status)
		assert.Empty(t, a.Panel().Online.Link+a.Panel().Online.Answer)
	}
	f.playSAN("Nb6")
	assert.Equal(t, board(white), board(black), "and the game goes on")
}
