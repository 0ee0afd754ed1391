package ui

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/engine/bot"
	"mschess/internal/seeded"
	"mschess/ui/text"
)

// friendsByLinks are friends on two devices playing by links: White's page invites
// and turns the invitation into one by links (PlayByLinks), and each letter
// goes to the other device as a player takes it there, by opening it: a new
// page at the letter's address, on that device's store.
func friendsByLinks(t testing.TB, seed uint64) *friends {
	t.Helper()
	f := invite(t, seed, "en", newStore())
	f.apps[engine.White].PlayByLinks()
	return f
}

// letter returns the letter page c shows to send, and fails without one.
func (f *friends) letter(c engine.Color) string {
	f.t.Helper()
	l := f.apps[c].Panel().Online.Letter
	require.NotEmpty(f.t, l, "%v has a letter to send", c)
	return l
}

// open opens link on device c, as the player does with a link the friend
// sent: a new page at its address, which draws itself once open, and so
// keeps its game.
func (f *friends) open(c engine.Color, link string, seed uint64) {
	f.t.Helper()
	_, fragment, ok := strings.Cut(link, "#")
	require.True(f.t, ok, link)
	e := env("", "#"+fragment, f.stores[c])
	e.Entropy = seeded.Reader(seed)
	f.apps[c] = Open(e)
	f.apps[c].Outgoing()
}

// post sends page c's letter to the other device, which opens it. Page c
// drew itself first, which keeps its game, as a page does after every event.
func (f *friends) post(c engine.Color, seed uint64) {
	f.apps[c].Outgoing()
	f.open(c.Other(), f.letter(c), seed)
}

// dealByLinks runs the set-up by links: the invitation, the two hellos and the
// two shuffles.
func (f *friends) dealByLinks(seed uint64) {
	for i, c := 0, engine.White; !f.apps[engine.White].rival.(*friend).side.Dealt() || f.apps[engine.Black] == nil || !f.apps[engine.Black].rival.(*friend).side.Dealt(); i, c = i+1, c.Other() {
		require.Less(f.t, i, 5, "the set-up takes four letters")
		f.post(c, seed+uint64(i))
	}
}

// TestPlayByLinks plays whole games by links, a letter for each turn, each
// opened on a new page of the other device, and checks that the two devices
// show the same board whenever they are at the same ply; that at the end both
// open the minefield, and the game replayed on it under a referee is the same
// (docs/rules.md §11).
func TestPlayByLinks(t *testing.T) {
	for seed := range uint64(3) {
		f := friendsByLinks(t, 40+seed)
		f.dealByLinks(100 * seed)
		rng := rand.New(rand.NewPCG(seed, 3))
		for ply := 0; !f.apps[engine.White].Game().Over() && ply < 60; ply++ {
			mover := f.toMove()
			a := f.apps[mover]
			v := a.Game().View()
			m, err := bot.Random(&v, rng.Uint64())
			require.NoError(t, err)
			before := a.Game().Len()
			playAt(t, a, m)
			want := text.OnlineLetterSend
			if a.Game().Len() == before {
				want = text.OnlineLetterHeld // §11 a move that lifts fog waits for the friend's openings, and says so
			}
			assert.Equal(t, en.Text(want), a.Panel().Online.Status)
			assert.Equal(t, en.Text(text.OnlineLetterToSend), a.Panel().Turn)
			f.post(mover, 1000*seed+uint64(ply))
			other := f.apps[mover.Other()]
			n := a.Game().Len()
			require.GreaterOrEqual(t, other.Game().Len(), n, "§11 the letter brought every move")
			require.Equal(t, append([]engine.Played{}, a.Game().Moves()...), append([]engine.Played{}, other.Game().Moves()[:n]...), "§11 the same moves")
			if other.Game().Len() == a.Game().Len() {
				require.Equal(t, board(a), board(other), "§11 the same board after %d plies", a.Game().Len())
			}
			checkFogHidesAll(t, other)
		}
		if !f.apps[engine.White].Game().Over() {
			resignNow(f.apps[f.toMove()])
		}
		f.endByLinks(7)
		require.Equal(t, f.apps[engine.White].Game().Moves(), f.apps[engine.Black].Game().Moves())
		refereeGame(t, f.apps[engine.White])
	}
}

// toMove returns the side whose page is to move: the other waits for its
// letter, or for the openings of its own move.
func (f *friends) toMove() engine.Color {
	if f.apps[engine.White].rival.(*friend).side.Turn() {
		return engine.White
	}
	return engine.Black
}

// endByLinks sends the letters of a game over until both pages opened the
// minefield: the one that opens it first says so with its key, in a last
// letter, and the other then needs to send nothing.
func (f *friends) endByLinks(seed uint64) {
	f.t.Helper()
	for i, c := 0, f.apps[engine.White].Game().Side(); !f.opened(engine.White) || !f.opened(engine.Black); i, c = i+1, c.Other() {
		require.Less(f.t, i, 3, "the keys take two letters at most")
		if f.apps[c].Panel().Online.Letter != "" {
			f.post(c, seed+uint64(i))
		}
	}
	for c, a := range f.apps {
		want := text.OnlineChecked
		if a.Panel().Online.Letter != "" {
			want = text.OnlineLetterLast
		}
		assert.Equal(f.t, en.Text(want), a.Panel().Online.Status, "%v", engine.Color(c))
	}
}

// opened reports whether page c opened the minefield at the end.
func (f *friends) opened(c engine.Color) bool {
	fr, ok := f.apps[c].rival.(*friend)
	if !ok {
		return false
	}
	_, opened := fr.side.Field()
	return opened
}

// TestPlayByLinksInvites: the inviter may turn its invitation into one by
// links until the friend's page speaks; the game then has no clock, no
// channel and no connection, and its first letter invites (docs/rules.md §11).
func TestPlayByLinksInvites(t *testing.T) {
	f := invite(t, 3, "en", newStore())
	inviter := f.apps[engine.White]
	inviter.ChooseOpponent(Opponent{Clock: TimeControls[1]}, 7)
	inviter.Invite(engine.White)
	require.True(t, inviter.Panel().Online.Post, "offered while the friend's page is not there")
	inviter.PlayByLinks()
	n := inviter.Panel().Online
	assert.Regexp(t, `^https://example\.org/chess/#letter=1\.w\.[A-Za-z0-9_-]{16}\.0\.[A-Za-z0-9_-]+$`, n.Letter, "the invitation carries White's hello")
	assert.Empty(t, n.Link, "no invitation to connect")
	assert.Empty(t, n.Channel, "no channel")
	assert.Equal(t, NoPeer, n.Peer.Step, "no connection")
	assert.False(t, n.Post, "once by links, it stays so")
	assert.True(t, n.Reply, "the friend's letter may be pasted")
	assert.Equal(t, en.Text(text.OnlineLetterInvite), n.Status)
	assert.False(t, inviter.Panel().Opponent.Clock.On(), "a game by links has no clock")
	assert.Equal(t, en.Text(text.OnlineLetterToSend), inviter.Panel().Turn)
	assert.Empty(t, inviter.Outgoing(), "nothing goes by a channel")

	f.post(engine.White, 4)
	id := inviter.rival.(*friend).inv.id
	guest := f.apps[engine.Black]
	assert.Regexp(t, `#letter=1\.b\.`+id+`\.1\.`, guest.Panel().Online.Letter, "Black's hello answers")
	assert.Equal(t, en.Text(text.OnlineLetterSend), guest.Panel().Online.Status)
	assert.True(t, guest.Flipped(), "the friend plays Black")

	joined := invite(t, 5, "en", newStore())
	joined.join(5, "en")
	joined.pump()
	assert.False(t, joined.apps[engine.White].Panel().Online.Post, "not once the friend's page spoke")
	assert.False(t, joined.apps[engine.Black].Panel().Online.Post, "nor on the friend's page")
}

// TestLetterPasted: a letter pasted into the page on show plays as one opened
// does, and the field takes the answer code of a connection as before.
func TestLetterPasted(t *testing.T) {
	f := friendsByLinks(t, 6)
	f.post(engine.White, 7)
	inviter := f.apps[engine.White]
	require.NoError(t, inviter.ConnectTo("  here it is: "+f.letter(engine.Black)+"\n"))
	assert.Equal(t, en.Text(text.OnlineLetterSend), inviter.Panel().Online.Status, "White's shuffle to send")
	assert.Regexp(t, `\.2\.[A-Za-z0-9_-]+$`, inviter.Panel().Online.Letter)
	assert.EqualError(t, inviter.ConnectTo("hello"), en.Text(text.LetterDamaged), "what is no letter is said to be none")
}

// TestLaterVisitLeavesTheGameByLinks: a page opened later, without a link,
// neither asks to reconnect to a game by links kept on the device nor gives
// it up: the friend's next link, days later maybe, takes it up.
func TestLaterVisitLeavesTheGameByLinks(t *testing.T) {
	f := friendsByLinks(t, 21)
	f.post(engine.White, 22)
	f.apps[engine.Black].Outgoing()
	later := Open(env("", "", f.stores[engine.White]))
	assert.Equal(t, NoQuestion, later.Panel().Ask.Question, "nothing to reconnect")
	later.Outgoing()
	f.post(engine.Black, 23)
	assert.Equal(t, en.Text(text.OnlineLetterSend), f.apps[engine.White].Panel().Online.Status, "the game by links goes on")
}

// TestLetterTwice: a letter opened again, or one that carries what the page
// had already, changes nothing and says nothing: letters may come twice.
func TestLetterTwice(t *testing.T) {
	f := friendsByLinks(t, 8)
	f.dealByLinks(9)
	f.playSAN("Nc3")
	f.post(engine.White, 10)
	l := f.letter(engine.Black) // the openings of Nc3, if any, and nothing of Black's yet
	before := board(f.apps[engine.Black])
	f.open(engine.Black, f.apps[engine.White].Panel().Online.Letter, 11)
	black := f.apps[engine.Black]
	assert.Equal(t, before, board(black))
	assert.Equal(t, l, black.Panel().Online.Letter)
	assert.Contains(t, black.Panel().Status, en.Text(text.LetterSeen), "the page says so")
	assert.Equal(t, en.Text(text.OnlineLetterTurn, en.Text(text.BlackSide)), black.Panel().Online.Status)
}

// TestBadLetter: a letter that cannot be read, of a game this browser does
// not have, or after one that is missing, is refused in words the player can
// act on, and the game on show, or kept, stays as it was.
func TestBadLetter(t *testing.T) {
	f := friendsByLinks(t, 12)
	f.dealByLinks(13)
	good := f.letter(engine.Black) // Black's shuffle, which White's page has
	_, fragment, _ := strings.Cut(good, "#")
	parts := strings.Split(fragment, ".")
	ahead := strings.Join(append(parts[:3:3], "9", parts[4]), ".")
	tests := []struct {
		name, letter string
		want         text.Key
	}{
		{"another version", strings.Replace(fragment, "letter=1.", "letter=2.", 1), text.LetterDamaged},
		{"no side", strings.Replace(fragment, "letter=1.b.", "letter=1.x.", 1), text.LetterDamaged},
		{"cut short", fragment[:len(fragment)-3] + "*", text.LetterDamaged},
		{"a short id", "letter=1.b.short.0", text.LetterDamaged},
		{"too many messages", strings.Join(append(parts[:4:4], strings.Split(strings.Repeat("AAAA.", maxLetter+1), ".")[:maxLetter+1]...), "."), text.LetterDamaged},
		{"another game", "letter=1.b.AAAAAAAAAAAAAAAA.3.AAAA", text.LetterUnknown},
		{"§11 one missing before it", ahead, text.LetterMissing},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f.open(engine.White, "https://example.org/chess/#"+tc.letter, 14)
			white := f.apps[engine.White]
			assert.Contains(t, white.Panel().Status, en.Text(tc.want))
			require.Error(t, white.ConnectTo("#"+tc.letter))
			f.open(engine.White, good, 15)
			white = f.apps[engine.White]
			assert.Contains(t, white.Panel().Status, en.Text(text.LetterSeen), "the kept game goes on, the good letter taken before")
			assert.Equal(t, en.Text(text.OnlineLetterTurn, en.Text(text.WhiteSide)), white.Panel().Online.Status)
		})
	}
}

// TestLetterOnAFirstVisit: a letter opened in a browser that never played
// here says why it cannot be used, and no first visit's question hides it.
func TestLetterOnAFirstVisit(t *testing.T) {
	e := env("", "#letter=1.b.AAAAAAAAAAAAAAAA.3.AAAA", newStore())
	e.Entropy = seeded.Reader(1)
	a := Open(e)
	assert.Contains(t, a.Panel().Status, en.Text(text.LetterUnknown))
	assert.False(t, a.Panel().Welcome)
}

// TestTamperedLetter: a letter whose message was changed stops the game, as a
// message over a connection that does not verify does (docs/rules.md §11).
func TestTamperedLetter(t *testing.T) {
	f := friendsByLinks(t, 15)
	f.dealByLinks(16)
	f.playSAN("Nc3")
	l := []byte(f.letter(engine.White))
	l[len(l)-10] ^= 'A' ^ 'B' // a byte of the move's proof or payload
	if l[len(l)-10] == '.' {
		t.Skip("the byte chosen is a separator")
	}
	f.open(engine.Black, string(l), 17)
	n := f.apps[engine.Black].Panel().Online
	assert.True(t, n.Stopped, "§11 the game stops")
	assert.Empty(t, n.Letter, "nothing more is sent")
	assert.Equal(t, 0, f.apps[engine.Black].Game().Len(), "nothing of the move is shown")
}

// TestRematchByLinks: a rematch of a game by links is a new invitation by
// links, with the colours swapped (docs/rules.md §11).
func TestRematchByLinks(t *testing.T) {
	f := friendsByLinks(t, 18)
	f.dealByLinks(19)
	resignNow(f.apps[engine.White])
	f.endByLinks(20)
	black := f.apps[engine.Black]
	require.True(t, black.Panel().Rematch)
	black.Rematch(0, 0)
	n := black.Panel().Online
	assert.Regexp(t, `#letter=1\.w\.[A-Za-z0-9_-]{16}\.0\.`, n.Letter, "Black invites, playing White")
	assert.Equal(t, engine.White, black.Panel().Opponent.You)
}

// TestResignByLinksOnTheFriendsTurn: in a game by links, a resignation made
// on the friend's turn is kept with the game, so that the new page the
// friend's next link opens sends it, after the friend's move (docs/rules.md
// §11).
func TestResignByLinksOnTheFriendsTurn(t *testing.T) {
	f := friendsByLinks(t, 50)
	f.dealByLinks(500)
	move := func(c engine.Color, san string) {
		v := f.apps[c].Game().View()
		m, err := v.Position.ParseSAN(san)
		require.NoError(t, err, san)
		playAt(t, f.apps[c], m)
	}
	move(engine.White, "Se3")
	f.post(engine.White, 600)
	resignNow(f.apps[engine.White])
	require.False(t, f.apps[engine.White].Game().Over(), "§11 not on the friend's turn")
	f.apps[engine.White].Outgoing() // the page draws itself, and keeps its game
	move(engine.Black, "Se8")
	f.post(engine.Black, 601) // a new page on White's device, from its store
	white := f.apps[engine.White]
	assert.Equal(t, 2, white.Game().Len(), "the friend's move is played first")
	res, why := white.Game().Result()
	assert.Equal(t, [2]any{engine.BlackWins, engine.Resignation}, [2]any{res, why}, "§7 then White's resignation")
	assert.Contains(t, white.Panel().Reason, en.Text(text.OnlineLetterSend), "the game's end says a link waits to be sent")
	f.post(engine.White, 602)
	res, why = f.apps[engine.Black].Game().Result()
	assert.Equal(t, [2]any{engine.BlackWins, engine.Resignation}, [2]any{res, why}, "and the friend's page has it")
	f.endByLinks(603)
	for c, a := range f.apps {
		if a.Panel().Online.Letter == "" {
			assert.Equal(t, en.Sentence(text.EndResignation, en.Text(text.BlackSide), en.Text(text.WhiteSide)), a.Panel().Reason,
				"%v: no link waits", engine.Color(c))
		} else {
			assert.Contains(t, a.Panel().Reason, en.Text(text.OnlineLetterLast), "%v: the last link waits", engine.Color(c))
		}
	}
}
