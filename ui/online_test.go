package ui

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/deal"
	"mschess/engine"
	"mschess/engine/bot"
	"mschess/internal/seeded"
	"mschess/persist"
	"mschess/ui/text"
)

// friends are the Apps of two pages joined in process, by engine.Color: the
// inviter plays White. Their messages go from one to the other only when the
// test delivers them (pump), as a BroadcastChannel would carry them.
type friends struct {
	t      testing.TB
	apps   [2]*App
	stores [2]*memStore
	saved  [2]string // each store's save as the page opened
	// heard, when set, is told of each message pump delivers, and by whom.
	heard func(from engine.Color, msg string)
}

// invite opens the inviter's page on store and has it invite, in the
// language of tag.
func invite(t testing.TB, seed uint64, tag string, store *memStore) *friends {
	t.Helper()
	f := &friends{t: t, stores: [2]*memStore{store, newStore()}}
	e := langEnv("?lang="+tag, f.stores[engine.White])
	e.Entropy = seeded.Reader(seed)
	f.apps[engine.White] = Open(e)
	f.saved[engine.White] = f.stores[engine.White].Data[saveKey]
	f.apps[engine.White].Invite(engine.White)
	return f
}

// join opens the invitation link on the other page, in the language of tag.
func (f *friends) join(seed uint64, tag string) {
	link := f.apps[engine.White].Panel().Online.Link
	_, fragment, ok := strings.Cut(link, "#")
	require.True(f.t, ok, link)
	e := langEnv("?lang="+tag, f.stores[engine.Black])
	e.Fragment, e.Entropy = "#"+fragment, seeded.Reader(seed+1)
	f.apps[engine.Black] = Open(e)
	f.saved[engine.Black] = f.stores[engine.Black].Data[saveKey]
}

// saveKey is where the stores keep the player's game.
const saveKey = "mschess.save"

// newFriends invites, joins and runs the deal, in English.
func newFriends(t testing.TB, seed uint64) *friends {
	f := invite(t, seed, "en", newStore())
	f.join(seed, "en")
	f.pump()
	return f
}

// pump delivers each page's messages to the other until neither has any. No
// message may be empty, which a data channel can lose (knock).
func (f *friends) pump() {
	for {
		sent := false
		for c := engine.White; c <= engine.Black; c++ {
			for _, msg := range f.apps[c].Outgoing() {
				require.NotEmpty(f.t, msg, "a message from %v", c)
				if f.heard != nil {
					f.heard(c, msg)
				}
				f.apps[c.Other()].Receive(msg)
				sent = true
			}
		}
		if !sent {
			return
		}
	}
}

// play has the page whose turn it is play m at the screen, and delivers.
func (f *friends) play(m engine.Move) {
	playAt(f.t, f.apps[f.apps[engine.White].Game().Side()], m)
	f.pump()
}

// playAt has a play m at the screen.
func playAt(t testing.TB, a *App, m engine.Move) {
	a.Click(m.From)
	if m.Kind == engine.Sweep {
		require.True(t, a.Sweep())
	} else {
		step(t, a, m.To)
	}
}

// playSAN plays the move written san.
func (f *friends) playSAN(san string) {
	v := f.apps[engine.White].Game().View()
	m, err := v.Position.ParseSAN(san)
	require.NoError(f.t, err, san)
	f.play(m)
}

// shown is what a square shows of the position, whoever looks at it: its
// piece, fog, number, found mine, check and last move, with nothing of the
// person's selection or the effects of a move just played.
type shown struct {
	Piece       engine.Piece
	Fog, Mine   bool
	Number      int8
	Check, Last bool
}

func board(a *App) [engine.NumSquares]shown {
	var out [engine.NumSquares]shown
	for s, q := range a.Board() {
		out[s] = shown{Piece: q.Piece, Fog: q.Fog, Mine: q.Mine, Number: q.Number, Check: q.Check, Last: q.Last}
	}
	return out
}

// TestInvitation: the inviter's page shows a link that carries the game's id,
// the inviter's side and the version, and nothing about the minefield, which
// nobody holds; the page that opens it joins, the two deal, and the game
// starts on both with the friend's page facing Black (docs/rules.md §11).
func TestInvitation(t *testing.T) {
	f := invite(t, 1, "en", newStore())
	inviter := f.apps[engine.White]
	n := inviter.Panel().Online
	assert.Regexp(t, `^https://example\.org/chess/#friend=1\.w\.[A-Za-z0-9_-]{16}$`, n.Link)
	assert.Equal(t, en.Text(text.OnlineInviting), n.Status)
	assert.Equal(t, en.Text(text.FriendWaiting), inviter.Panel().Turn, "nobody is to move before the deal")
	assert.Empty(t, inviter.Outgoing(), "nothing is sent before the friend's page is there")
	assert.Equal(t, Opponent{You: engine.White, Friend: true}, inviter.Panel().Opponent)
	_, err := inviter.Game().RefereeAt(0)
	assert.Error(t, err, "§11 the inviter's page holds no minefield")
	require.Error(t, inviter.PlayTyped("e4"), "§11 no move before the deal")

	f.join(1, "en")
	friend := f.apps[engine.Black]
	assert.Empty(t, friend.Panel().Online.Link, "the link is the inviter's to send")
	assert.Equal(t, n.Channel, friend.Panel().Online.Channel, "both pages talk on one channel")
	assert.Equal(t, en.Text(text.OnlineJoining), friend.Panel().Online.Status)
	assert.True(t, friend.Flipped(), "the friend plays Black")
	assert.NotContains(t, friend.Address(), "friend", "the address keeps no invitation once it is taken")

	f.pump()
	for c, a := range f.apps {
		side := en.Text(text.WhiteSide)
		if c == int(engine.Black) {
			side = en.Text(text.BlackSide)
		}
		assert.Equal(t, en.Text(text.OnlinePlaying, side), a.Panel().Online.Status)
		assert.Equal(t, board(f.apps[engine.White]), board(a), "§11 the same board on both pages")
	}
	assert.Equal(t, en.Text(text.YourMove), inviter.Panel().Turn)
	assert.Equal(t, en.Text(text.FriendToMove), friend.Panel().Turn)
	assert.Equal(t, en.Text(text.FriendToMoveWait), friend.PlayTyped("Nc8").Error(), "§11 White moves first")
	for _, a := range f.apps {
		_, _, ok := a.Request()
		assert.False(t, ok, "the computer is never asked to play a friend's side")
	}
}

// TestPendingInvitation: from the invitation until the deal, on either page,
// the invitation is pending (Online.Pending), and the page offers no new one:
// "Play a friend" made a new invitation at once, in place of the one sent,
// whose link then led nowhere (a new player's trial). Dealt, or stopped, it
// is no longer pending.
func TestPendingInvitation(t *testing.T) {
	tests := []struct {
		name    string
		page    func(t *testing.T) *App
		pending bool
	}{
		{"the inviter's page, before the friend's comes", func(t *testing.T) *App {
			return invite(t, 1, "en", newStore()).apps[engine.White]
		}, true},
		{"the friend's page, before the deal", func(t *testing.T) *App {
			f := invite(t, 1, "en", newStore())
			f.join(1, "en")
			return f.apps[engine.Black]
		}, true},
		{"the inviter's page, dealt", func(t *testing.T) *App { return newFriends(t, 1).apps[engine.White] }, false},
		{"the friend's page, dealt", func(t *testing.T) *App { return newFriends(t, 1).apps[engine.Black] }, false},
		{"an invitation stopped by a message of another version", func(t *testing.T) *App {
			a := invite(t, 1, "en", newStore()).apps[engine.White]
			a.Receive("AAAAAAAA")
			require.True(t, a.Panel().Online.Stopped)
			return a
		}, false},
		{"no friend", func(*testing.T) *App { return New(engine.NewGame(1), en) }, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.pending, tt.page(t).Panel().Online.Pending)
		})
	}
}

// TestInvitationSaysTheGameIsKept: while an invitation waits for the
// friend's page, the inviter's page says that the player's game in progress
// stays saved and how to go back to it, since the board no longer shows it (a
// newcomer's trial took "Play a friend" for having thrown the game away).
// With no game in progress there is nothing to say, and once the friend's
// page has come the game against the friend is what counts.
func TestInvitationSaysTheGameIsKept(t *testing.T) {
	kept := en.Text(text.OnlineGameKept, en.Text(text.OnlineCancel))
	computer := persist.Prefs{Computer: 4, ComputerSide: engine.Black}
	tests := []struct {
		name  string
		page  func(t *testing.T) *App
		tells bool
	}{
		{"a game in progress against the computer", func(t *testing.T) *App {
			return invite(t, 1, "en", savedGame(t, 7, computer, "Nf3", "Nf8")).apps[engine.White]
		}, true},
		{"a game in progress between two people", func(t *testing.T) *App {
			return invite(t, 1, "en", savedGame(t, 7, persist.Prefs{}, "Nf3")).apps[engine.White]
		}, true},
		{"no game saved", func(t *testing.T) *App {
			return invite(t, 1, "en", newStore()).apps[engine.White]
		}, false},
		{"a finished game", func(t *testing.T) *App {
			return invite(t, 1, "en", resignedSave(t, 7, "Nf3")).apps[engine.White]
		}, false},
		{"the friend's page has come", func(t *testing.T) *App {
			f := invite(t, 1, "en", savedGame(t, 7, computer, "Nf3", "Nf8"))
			f.join(1, "en")
			f.pump()
			return f.apps[engine.White]
		}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			status := tt.page(t).Panel().Online.Status
			if tt.tells {
				assert.Contains(t, status, kept)
			} else {
				assert.NotContains(t, status, kept)
			}
		})
	}
}

// TestCancelInvitation: a pending invitation (Online.Pending) can be given
// up, on either page, by a control of its own, "Cancel invitation", which
// goes back to the player's game (BackToYourGame): a new player's trial found
// New game the only way out, which said nothing of the invitation and offered
// to replace the saved game. Cancelled, the page keeps no channel or
// connection to the friend's, nor anything of the game on the device to
// resume, and is back where it was before the invitation: the saved game,
// its opponent and its board's orientation, with no question asked, and it
// says so. A game dealt, or stopped, is no invitation: nothing changes.
func TestCancelInvitation(t *testing.T) {
	// Before the invitation, the person plays Black against the computer.
	prefs := persist.Prefs{Flipped: true, Computer: 4, ComputerSide: engine.White}
	tests := []struct {
		name    string
		page    func(t *testing.T, store *memStore) *App
		cancels bool
	}{
		{"the inviter's page, before the friend's comes", func(t *testing.T, store *memStore) *App {
			return invite(t, 1, "en", store).apps[engine.White]
		}, true},
		{"the friend's page, before the deal", func(t *testing.T, store *memStore) *App {
			f := invite(t, 1, "en", newStore())
			f.stores[engine.Black] = store
			f.join(1, "en")
			return f.apps[engine.Black]
		}, true},
		{"the inviter's page, while the deal runs", func(t *testing.T, store *memStore) *App {
			f := invite(t, 1, "en", store)
			f.join(1, "en")
			for _, msg := range f.apps[engine.Black].Outgoing() {
				f.apps[engine.White].Receive(msg)
			}
			f.apps[engine.White].Outgoing() // sent, and kept
			_, kept := persist.KeptFriend(store, engine.White)
			require.True(t, kept, "the deal under way is kept on the device")
			return f.apps[engine.White]
		}, true},
		{"an invitation by links", func(t *testing.T, store *memStore) *App {
			a := invite(t, 1, "en", store).apps[engine.White]
			a.PlayByLinks()
			a.Outgoing()
			return a
		}, true},
		{"the inviter's page, dealt", func(t *testing.T, store *memStore) *App {
			f := invite(t, 1, "en", store)
			f.join(1, "en")
			f.pump()
			return f.apps[engine.White]
		}, false},
		{"an invitation stopped by a message of another version", func(t *testing.T, store *memStore) *App {
			a := invite(t, 1, "en", store).apps[engine.White]
			a.Receive("AAAAAAAA")
			return a
		}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			store := savedGame(t, 7, prefs, "Nf3")
			saved := store.Data[saveKey]
			before := Open(env("", "", savedGame(t, 7, prefs, "Nf3"))).Panel()
			a := tt.page(t, store)
			require.True(t, a.Panel().Opponent.Friend)
			during, you := a.Panel().Online, a.Panel().Opponent.You
			a.BackToYourGame()
			p := a.Panel()
			if !tt.cancels {
				assert.True(t, p.Opponent.Friend, "the friend's game stays")
				assert.Equal(t, during, p.Online)
				return
			}
			assert.Equal(t, Online{}, p.Online, "no invitation, channel or connection is left")
			assert.Equal(t, NoQuestion, p.Ask.Question, "nothing is asked: no game is lost")
			assert.Equal(t, before.Opponent, p.Opponent, "the opponent before the invitation")
			assert.Equal(t, before.Moves, p.Moves, "the saved game")
			assert.Equal(t, before.Turn, p.Turn)
			assert.True(t, a.Flipped(), "the board faces as it did")
			assert.Equal(t, saved, store.Data[saveKey], "the saved game is as it was")
			_, kept := persist.KeptFriend(store, you)
			assert.False(t, kept, "nothing of the friend's game is left to resume")
			assert.Equal(t, en.Text(text.OnlineCancelled)+" "+before.Turn, a.Speech().Text)
		})
	}
}

// TestBadInvitation: a link that is no invitation of this version is said to
// be so, and the saved game comes back.
func TestBadInvitation(t *testing.T) {
	for _, fragment := range []string{"#friend=2.w.AAAAAAAAAAAAAAAA", "#friend=1.x.AAAAAAAAAAAAAAAA", "#friend=1.w.short", "#friend=",
		// A clock the page does not offer, or none written as one.
		"#friend=1.w90+2.AAAAAAAAAAAAAAAA", "#friend=1.w-.AAAAAAAAAAAAAAAA", "#friend=1.x180+2.AAAAAAAAAAAAAAAA"} {
		t.Run(fragment, func(t *testing.T) {
			e := env("", fragment, savedGame(t, 7, persist.Prefs{}, "Nf3"))
			e.Entropy = seeded.Reader(1)
			a := Open(e)
			assert.Contains(t, a.Panel().Status, en.Text(text.BadInvitation))
			assert.Equal(t, Opponent{}, a.Panel().Opponent)
			assert.Equal(t, 1, a.Game().Len(), "the saved game")
		})
	}
}

// TestPlayAFriend plays whole games between two pages, each move at the screen
// whose turn it is, and checks that both show the same board at every ply;
// that at the end both pages open the minefield, and the game replayed on it
// under a referee shows the same board at every ply (docs/rules.md §11); and
// that mines go off (§3) and are swept (§4) on the way. The saved games are
// never touched: a dealt game is not saved.
func TestPlayAFriend(t *testing.T) {
	const games = 6 // about 1.5 s in all, short or not: fewer may see no sweep
	var blasts, sweeps int
	for seed := range uint64(games) {
		f := newFriends(t, seed*2)
		white, black := f.apps[engine.White], f.apps[engine.Black]
		rng := rand.New(rand.NewPCG(seed, 2))
		var boards [][engine.NumSquares]shown
		for white.Game().Len() < 160 && !white.Game().Over() {
			boards = append(boards, board(white))
			v := white.Game().View()
			m, err := bot.Random(&v, rng.Uint64())
			require.NoError(t, err)
			f.play(m)
			require.Equal(t, white.Game().Moves(), black.Game().Moves())
			require.Equal(t, board(white), board(black), "§11 the same board after %d plies", white.Game().Len())
			checkFogHidesAll(t, white)
		}
		if !white.Game().Over() {
			resignNow(f.apps[white.Game().Side()])
			f.pump()
		}
		boards = append(boards, board(white))
		for _, a := range f.apps {
			require.True(t, a.Game().Over())
			assert.Equal(t, en.Text(text.OnlineChecked), a.Panel().Online.Status, "§11 both opened the field")
			assert.True(t, a.Panel().Rematch, "§11 a rematch is offered once the field is checked")
			games := a.PastGames().Games
			require.Len(t, games, 1, "the checked game is kept among the past games")
			assert.Equal(t, en.Text(text.OpponentFriend), games[0].Opponent)
		}
		ref := refereeGame(t, white)
		for _, p := range ref.Moves() {
			if p.Effects.Blast != engine.NoSquare {
				blasts++
			}
			if p.Effects.Swept {
				sweeps++
			}
		}
		r := New(ref, en)
		for ply := range boards {
			r.ShowPly(ply)
			require.Equal(t, boards[ply], board(r), "§11 the referee's board after %d plies", ply)
		}
		for c, s := range f.stores {
			assert.Equal(t, f.saved[c], s.Data[saveKey], "%v: the dealt game is not saved", engine.Color(c))
		}
	}
	assert.Positive(t, blasts, "§3 a mine went off")
	assert.Positive(t, sweeps, "§4 a sweep removed a mine")
}

// refereeGame replays a's finished game under a referee on the minefield the
// two pages opened at the end.
func refereeGame(t *testing.T, a *App) *engine.Game {
	t.Helper()
	field, ok := a.rival.(*friend).side.Field()
	require.True(t, ok, "§11 the field is opened")
	ref, err := engine.NewGameFrom(engine.StartPosition(field))
	require.NoError(t, err)
	for _, p := range a.Game().Moves() {
		_, err := ref.PlaySAN(p.SAN)
		require.NoError(t, err, p.SAN)
	}
	return ref
}

// checkFogHidesAll checks that no fogged square of a's board shows a number, a
// mine or a word of one.
func checkFogHidesAll(t *testing.T, a *App) {
	t.Helper()
	for s, q := range a.Board() {
		if q.Fog {
			require.Equal(t, int8(-1), q.Number)
			require.False(t, q.Mine || q.Hidden)
			require.NotContains(t, a.SquareLabel(engine.Square(s), q), en.Text(text.SqMine))
		}
	}
}

// TestFriendsMoveWaitsForItsOpenings: a move that lifts fog is played on the
// mover's page only once the friend's page has opened its squares, and the
// page takes no other move meanwhile (docs/rules.md §11).
func TestFriendsMoveWaitsForItsOpenings(t *testing.T) {
	f := newFriends(t, 3)
	white, black := f.apps[engine.White], f.apps[engine.Black]
	clicks(t, white, "b1", "c3") // Nc3 lifts b4, c4, d4
	assert.Zero(t, white.Game().Len(), "§11 not played before the openings")
	assert.Equal(t, en.Text(text.FriendToMove), white.Panel().Turn)
	assert.Equal(t, en.Text(text.FriendToMoveWait), white.PlayTyped("e4").Error())
	out := white.Outgoing()
	require.Len(t, out, 1, "the move and this page's shares")
	black.Receive(out[0])
	assert.Equal(t, 1, black.Game().Len(), "the friend's page plays it on its own openings")
	f.pump()
	require.Equal(t, 1, white.Game().Len())
	assert.Equal(t, Revealed, white.Board()[sq(t, "c4")].Effect, "the fog lifts on the mover's page too")
	assert.False(t, white.Board()[sq(t, "c4")].Fog)
	assert.Equal(t, board(white), board(black))
}

// TestFriendForbids: a game against a friend in progress is not left without
// asking, and a resignation ends the game on both pages (§7).
func TestFriendForbids(t *testing.T) {
	f := newFriends(t, 4)
	white, black := f.apps[engine.White], f.apps[engine.Black]
	f.playSAN("Se3")
	f.playSAN("Se8")
	white.ChooseOpponent(Opponent{Level: 1, You: engine.White}, 9)
	assert.Equal(t, AskOpponent, white.Panel().Ask.Question, "the game with the friend is in progress")
	white.Answer(false)
	white.Invite(engine.White)
	assert.Equal(t, AskNewGame, white.Panel().Ask.Question, "so is it for a new invitation")
	white.Answer(false)
	assert.True(t, white.Panel().Opponent.Friend, "the game goes on against the friend after a no")
	assert.Equal(t, 2, white.Game().Len())

	resignNow(white)
	f.pump()
	for _, a := range f.apps {
		res, why := a.Game().Result()
		assert.Equal(t, [2]any{engine.BlackWins, engine.Resignation}, [2]any{res, why}, "§7")
	}
	assert.Equal(t, en.Text(text.YouWon), black.Panel().Result)
	assert.Equal(t, en.Text(text.YouLost), white.Panel().Result)
	record, _, err := black.Export()
	require.NoError(t, err)
	assert.Contains(t, record, `[White "`+en.Text(text.OpponentFriend)+`"]`)

	white.NewGame(5)
	assert.Equal(t, Opponent{}, white.Panel().Opponent, "another game at this screen is not the friend's")
	assert.Empty(t, white.Panel().Online)
}

// TestFriendTakeback: the side to move asks for a take-back of its last move
// and the answer to it, and the friend allows or refuses it; only moves that
// revealed nothing are taken back (docs/rules.md §10, §11).
func TestFriendTakeback(t *testing.T) {
	f := newFriends(t, 4)
	white, black := f.apps[engine.White], f.apps[engine.Black]
	f.playSAN("Se3")
	f.playSAN("Se8")
	require.True(t, white.Panel().CanTakeback, "§10 neither move revealed anything")
	assert.False(t, black.Panel().CanTakeback, "§11 asked on one's own turn")
	assert.Equal(t, en.Text(text.NoTakebackFriend), black.Panel().TakebackWhy)

	white.Takeback()
	assert.Contains(t, white.Panel().Status, en.Text(text.TakebackAsked))
	assert.Equal(t, 2, white.Game().Len(), "§11 nothing is taken back before the friend allows it")
	f.pump()
	ask := black.Panel().Ask
	assert.Equal(t, Ask{Question: AskFriendTakeback, Text: en.Text(text.AskFriendTakeback),
		Yes: en.Text(text.AskYesTakeback), No: en.Text(text.AskNoTakeback)}, ask)
	black.Answer(false)
	assert.Contains(t, black.Panel().Status, en.Text(text.TakebackYouRefused))
	f.pump()
	assert.Contains(t, white.Panel().Status, en.Text(text.TakebackRefused))
	for _, a := range f.apps {
		assert.Equal(t, 2, a.Game().Len(), "a refused take-back takes back nothing")
	}

	white.Takeback()
	f.pump()
	black.Answer(true)
	f.pump()
	for _, a := range f.apps {
		assert.Equal(t, 0, a.Game().Len(), "§10 the asker's move and the answer to it")
		assert.Contains(t, a.Speech().Text, en.Text(text.Takeback))
	}
	assert.Equal(t, board(white), board(black))
	assert.Equal(t, en.Text(text.YourMove), white.Panel().Turn, "the asker is to move again")

	f.playSAN("Nc3") // lifts b4, c4 and d4
	f.playSAN("Nc8")
	assert.False(t, white.Panel().CanTakeback, "§10 a move that revealed something stays")
}

// TestFriendRematch: once a game against a friend is over and checked, either
// page offers a rematch; the friend's page asks, and a yes deals a new game
// over the same channel, the colours swapped, a no leaves things as they are
// (docs/rules.md §11).
func TestFriendRematch(t *testing.T) {
	for _, yes := range []bool{true, false} {
		t.Run(fmt.Sprint("yes=", yes), func(t *testing.T) {
			f := newFriends(t, 6)
			white, black := f.apps[engine.White], f.apps[engine.Black]
			channel, id := white.Panel().Online.Channel, white.Panel().Online.ID
			f.playSAN("Nc3")
			resignNow(black)
			f.pump()
			require.True(t, white.Panel().Rematch)
			require.True(t, white.Panel().Ended, "the page tells the end, in a dialog that offers the rematch")

			white.Rematch(0, 0)
			assert.Contains(t, white.Panel().Status, en.Text(text.RematchOffered))
			assert.False(t, white.Panel().Ended, "the dialog gives way to the status, which tells of the offer")
			assert.False(t, white.Panel().Rematch, "one offer at a time")
			f.pump()
			assert.Equal(t, AskFriendRematch, black.Panel().Ask.Question)
			black.Answer(yes)
			if yes {
				out := black.Outgoing()
				require.NotEmpty(t, out)
				assert.Equal(t, rematchYes, out[0])
				for _, msg := range out {
					white.Receive(msg)
					assert.Empty(t, white.Panel().Online.Link, "a rematch has no invitation to send")
				}
				assert.Empty(t, black.Panel().Online.Answer, "nor an answer")
			}
			f.pump()
			if !yes {
				assert.Contains(t, white.Panel().Status, en.Text(text.RematchDeclined))
				assert.True(t, white.Panel().Rematch, "it may be offered again")
				assert.Equal(t, 1, white.Game().Len(), "the game on show stays")
				return
			}
			for c, a := range f.apps {
				you := engine.Color(c).Other()
				assert.Equal(t, Opponent{You: you, Friend: true}, a.Panel().Opponent, "the colours swapped")
				assert.Equal(t, en.Text(text.OnlinePlaying, a.sideName(you)), a.Panel().Online.Status)
				assert.Equal(t, channel, a.Panel().Online.Channel, "over the same channel")
				assert.Equal(t, id, a.Panel().Online.ID, "and the same connection")
				assert.Equal(t, 0, a.Game().Len())
			}
			assert.True(t, white.Flipped(), "the inviter plays Black now")
			f.apps[engine.White], f.apps[engine.Black] = black, white // by the side each plays
			f.playSAN("Nc3")
			assert.Equal(t, board(white), board(black))
		})
	}
}

// TestFriendDraws: a draw is offered on one's own turn and answered by the
// friend before anything else, through the protocol; declined, the game goes
// on; accepted, it ends on both pages (docs/rules.md §7, §11).
func TestFriendDraws(t *testing.T) {
	f := newFriends(t, 6)
	white, black := f.apps[engine.White], f.apps[engine.Black]
	assert.True(t, white.Panel().OfferShown)
	assert.True(t, white.Panel().CanOffer)
	assert.False(t, black.Panel().CanOffer, "§11 not on the friend's turn")
	black.OfferDraw()
	assert.Empty(t, black.Outgoing())

	white.OfferDraw()
	f.pump()
	assert.Equal(t, en.Text(text.FriendWaiting), white.Panel().Turn, "§11 the offer waits for the friend's answer")
	assert.Equal(t, en.Text(text.FriendAsks), black.Panel().Turn, "§11 and the friend is to answer it")
	offered := en.Sentence(text.DrawOffered, en.Text(text.WhiteSide), en.Text(text.BlackSide))
	for c, a := range f.apps {
		assert.Equal(t, c == int(engine.Black), a.Panel().DrawOffered, "%v: only the friend answers", engine.Color(c))
		assert.Contains(t, a.Panel().Status, offered)
	}
	assert.Error(t, black.PlayTyped("Nc8"), "§11 the offer is answered first")
	white.AnswerDraw(false)
	assert.True(t, black.Panel().DrawOffered, "the offer is the friend's to answer, not to withdraw")
	black.AnswerDraw(false)
	f.pump()
	declined := en.Sentence(text.DrawDeclined, en.Text(text.BlackSide))
	for _, a := range f.apps {
		assert.False(t, a.Panel().DrawOffered)
		assert.Contains(t, a.Panel().Status, declined)
		assert.False(t, a.Game().Over())
	}
	f.playSAN("Nc3")
	black.OfferDraw()
	f.pump()
	require.True(t, white.Panel().DrawOffered)
	white.AnswerDraw(true)
	f.pump()
	for _, a := range f.apps {
		res, why := a.Game().Result()
		assert.Equal(t, [2]any{engine.Draw, engine.DrawAgreed}, [2]any{res, why}, "§7")
		assert.Equal(t, en.Text(text.OnlineChecked), a.Panel().Online.Status)
	}
}

// TestFriendResigns: a player resigns on either side's turn; on the
// friend's, or while the player's own move waits for its openings, the
// resignation goes as the player's turn comes, since the two pages speak in
// turn, and the turn line says so meanwhile (docs/rules.md §7, §11).
func TestFriendResigns(t *testing.T) {
	for _, tt := range []struct {
		name   string
		before func(t *testing.T, f *friends) // White's and Black's doings before White resigns
		after  func(f *friends)               // what comes before the resignation goes
		plies  int                            // the moves played when the game ends
	}{
		{name: "§7 on one's own turn, at once", before: func(*testing.T, *friends) {}, after: func(*friends) {}},
		{name: "§11 on one's own turn, the friend's draw offer unanswered", before: func(_ *testing.T, f *friends) {
			f.playSAN("Nc3")
			f.apps[engine.Black].OfferDraw()
			f.pump()
		}, after: func(*friends) {}, plies: 1},
		{name: "§11 on the friend's turn, once the friend has moved", before: func(_ *testing.T, f *friends) {
			f.playSAN("Se3")
		}, after: func(f *friends) { f.playSAN("Se8") }, plies: 2},
		{name: "§11 while one's own move waits for its openings", before: func(t *testing.T, f *friends) {
			clicks(t, f.apps[engine.White], "b1", "c3") // its openings are not delivered yet
		}, after: func(f *friends) {
			f.pump()
			f.playSAN("Nc8")
		}, plies: 2},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f := newFriends(t, 11)
			white := f.apps[engine.White]
			tt.before(t, f)
			require.True(t, white.Panel().CanResign, "resigning is offered")
			resignNow(white)
			if !white.Game().Over() {
				assert.Equal(t, en.Text(text.FriendResignWaits), white.Panel().Turn, "the turn line says the resignation waits")
				assert.Equal(t, en.Text(text.FriendResignWaits), white.Speech().Text, "and so does the page to a screen reader")
				assert.False(t, white.Panel().CanResign, "once is enough")
			}
			tt.after(f)
			f.pump()
			for c, a := range f.apps {
				res, why := a.Game().Result()
				assert.Equal(t, [2]any{engine.BlackWins, engine.Resignation}, [2]any{res, why}, "%v: §7 White resigned", engine.Color(c))
				assert.Equal(t, tt.plies, a.Game().Len(), "%v: the moves before it stand", engine.Color(c))
				assert.Equal(t, en.Text(text.OnlineChecked), a.Panel().Online.Status, "%v: the minefield opened", engine.Color(c))
			}
		})
	}
}

// TestFriendsGameKeepsTheSavedOne: the player's own game in progress stays
// saved through a game against a friend, and a new game after it asks first,
// as over any game in progress.
func TestFriendsGameKeepsTheSavedOne(t *testing.T) {
	store := savedGame(t, 7, persist.Prefs{}, "Nf3")
	f := invite(t, 1, "en", store)
	a := f.apps[engine.White]
	assert.Equal(t, NoQuestion, a.Panel().Ask.Question, "inviting loses no game")
	assert.False(t, a.Panel().CanResign, "§11 not before the deal: nothing is on")
	f.join(1, "en")
	f.pump()
	f.playSAN("Nc3")
	resignNow(f.apps[engine.Black])
	f.pump()
	require.True(t, a.Game().Over())
	a.NewGame(5)
	assert.Equal(t, AskNewGame, a.Panel().Ask.Question, "the saved game is in progress")
	a.Answer(false)
	assert.Equal(t, 1, Open(env("", "", store)).Game().Len(), "the saved game comes back")
	a.Invite(engine.White)
	assert.True(t, a.Panel().Opponent.Friend, "a finished game with a friend is no game in progress")
	assert.Zero(t, a.Game().Len())
}

// TestBackFromAFriendsGame: once a friend's game is over, the player's own
// game in progress, saved behind it, is offered back (Panel.Back), which a
// new game would replace; a friend's game in play is resigned, not left.
func TestBackFromAFriendsGame(t *testing.T) {
	for _, tt := range []struct {
		name  string
		saved []string // the moves of the game saved before the invitation
		over  bool     // the friend's game ends
		back  bool
	}{
		{name: "over, with the player's game in progress behind it", saved: []string{"Nf3"}, over: true, back: true},
		{name: "over, with a game not begun behind it", over: true},
		{name: "in play", saved: []string{"Nf3"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f := invite(t, 1, "en", savedGame(t, 7, persist.Prefs{}, tt.saved...))
			a := f.apps[engine.White]
			f.join(1, "en")
			f.pump()
			f.playSAN("Nc3")
			if tt.over {
				resignNow(f.apps[engine.Black])
				f.pump()
			}
			assert.Equal(t, tt.back, a.Panel().Back)
			a.BackToYourGame()
			if !tt.back {
				assert.True(t, a.Panel().Opponent.Friend, "the friend's game stays on show")
				return
			}
			assert.False(t, a.Panel().Opponent.Friend)
			assert.Equal(t, tt.saved, a.Panel().Moves, "the saved game is back")
			assert.False(t, a.Panel().Back)
		})
	}
}

// TestNewGameAfterAFriend: a new game after a friend's game, or after a
// rematch, faces again the opponent the page had before the invitation (a
// newcomer's trial found the computer's player moved to two people at this
// screen and asked for names).
func TestNewGameAfterAFriend(t *testing.T) {
	for _, tt := range []struct {
		name     string
		prefs    persist.Prefs
		rematch  bool
		opponent Opponent
		askNames bool // as at any new game between two people not named
	}{
		{name: "the computer at its level", prefs: persist.Prefs{Computer: 4, ComputerSide: engine.Black}, opponent: Opponent{Level: 4}},
		{name: "the computer, after a rematch", prefs: persist.Prefs{Computer: 4, ComputerSide: engine.Black}, rematch: true, opponent: Opponent{Level: 4}},
		{name: "two people", opponent: Opponent{}, askNames: true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f := invite(t, 1, "en", savedGame(t, 7, tt.prefs))
			a := f.apps[engine.White]
			f.join(1, "en")
			f.pump()
			f.playSAN("Nc3")
			resignNow(f.apps[engine.Black])
			f.pump()
			if tt.rematch {
				a.Rematch(0, 0)
				f.pump()
				f.apps[engine.Black].Answer(true)
				f.pump()
				require.True(t, a.Panel().Opponent.Friend, "the rematch is on")
				resignNow(a)
				f.pump()
			}
			a.NewGame(5)
			assert.Equal(t, tt.opponent, a.Panel().Opponent)
			assert.Equal(t, tt.askNames, a.Panel().AskNames, "the names asked only of two people")
		})
	}
}

// TestMessageThatDoesNotVerify: a message from the friend's page that does not
// verify, or does not fit the game, stops it with the reason in the player's
// language; the board shows nothing of it, and nothing more is played or sent
// (docs/rules.md §11).
func TestMessageThatDoesNotVerify(t *testing.T) {
	tests := []struct {
		name   string
		tamper func(t *testing.T, f *friends, msg string) string
		want   text.Key
	}{
		{"not a message at all", func(*testing.T, *friends, string) string { return "#!" }, text.PeerDamaged},
		{"cut short", func(_ *testing.T, _ *friends, msg string) string { return msg[:len(msg)/2] }, text.PeerDamaged},
		{"one already received", func(_ *testing.T, f *friends, msg string) string {
			f.apps[engine.Black].Receive(msg)
			return msg
		}, text.PeerOutOfTurn},
		{"a move from another game", func(t *testing.T, _ *friends, _ string) string {
			g := newFriends(t, 40)
			clicks(t, g.apps[engine.White], "b1", "c3")
			return g.apps[engine.White].Outgoing()[0]
		}, text.PeerOutOfTurn},
		{"a share changed", func(t *testing.T, _ *friends, msg string) string {
			b, err := deal.ParseText(msg)
			require.NoError(t, err)
			b[len(b)-40] ^= 1
			return deal.Text(b)
		}, text.PeerBadProof},
	}
	for _, tag := range []string{"en", "es", "nl", "el", "id", "tl"} {
		c, _ := text.Lookup(tag)
		for i, tt := range tests {
			t.Run(tag+" "+tt.name, func(t *testing.T) {
				f := invite(t, uint64(10+i), "en", newStore())
				f.join(uint64(10+i), tag)
				f.pump()
				white, black := f.apps[engine.White], f.apps[engine.Black]
				clicks(t, white, "b1", "c3") // Nc3, which lifts fog
				honest := white.Outgoing()[0]
				bad := tt.tamper(t, f, honest)
				before := board(black)
				black.Receive(bad)
				n := black.Panel()
				assert.True(t, n.Online.Stopped)
				assert.Equal(t, c.Text(text.OnlineStopped, c.Text(tt.want)), n.Online.Status)
				assert.Equal(t, n.Online.Status, black.Speech().Text, "the page says it")
				assert.Equal(t, before, board(black), "nothing of the message is shown")
				assert.Empty(t, black.Outgoing(), "nothing more is sent")
				assert.Equal(t, c.Text(text.FriendToMoveWait), black.PlayTyped("Nc8").Error(), "nothing more is played")
				black.Receive(honest)
				assert.Equal(t, before, board(black), "nor taken")
			})
		}
	}
}

// BenchmarkFriendsRevealingMove is the mover's page taking the friend's reply
// to a move that lifts fog, Nc3, and showing the move: the time from the
// reply's arrival to the board (docs/rules.md §11).
func BenchmarkFriendsRevealingMove(b *testing.B) {
	for i := range b.N {
		b.StopTimer()
		f := newFriends(b, uint64(i))
		white, black := f.apps[engine.White], f.apps[engine.Black]
		white.Click(engine.SquareAt(1, 0))
		white.Click(engine.SquareAt(2, 2))
		black.Receive(white.Outgoing()[0])
		reply := black.Outgoing()
		require.Len(b, reply, 1)
		b.StartTimer()
		white.Receive(reply[0])
		_ = white.Board()
		b.StopTimer()
		require.Equal(b, 1, white.Game().Len())
	}
}
