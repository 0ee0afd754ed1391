package ui

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/ui/text"
)

// premoveSetup is a position against the computer, the person White, for
// premoves: a black rook on h8 that may go quietly to g8, or onto the found
// mine on h5; a white knight on g1 free to go; a white rook on a1 behind its
// own pawn on a2; a white pawn on b9 a step from promoting.
const premoveSetup = "4k3/1P5p/7r/8/8/8/8/8/P7/R3K1N1 w - - 0 1 h5 -"

// premoveApp returns an App on premoveSetup against the computer at level 1,
// in which the person has moved the king to e2: the computer is to move.
func premoveApp(t *testing.T) *App {
	t.Helper()
	a := fromMFEN(t, premoveSetup)
	a.ChooseOpponent(Opponent{Level: 1, You: engine.White}, 1)
	clicks(t, a, "e1", "e2")
	require.True(t, a.rivalToMove(), "the computer is to move")
	return a
}

// reply plays move, in coordinates, as the computer's answer, which a
// premove may follow at once.
func reply(t *testing.T, a *App, move string) {
	t.Helper()
	id, _, ok := a.Request()
	require.True(t, ok, "the computer is to move")
	n := a.Game().Len()
	a.Reply(id, move)
	require.Greater(t, a.Game().Len(), n)
	require.Equal(t, move, a.Game().Moves()[n].Move.String(), "the reply was played")
}

// lastMoves returns the moves of a's game from ply from on, in coordinates.
func lastMoves(a *App, from int) []string {
	var out []string
	for _, m := range a.Game().Moves()[from:] {
		out = append(out, m.Move.String())
	}
	return out
}

func premoved(s Square) bool { return s.Premove }

// TestPremove: a move made while the computer is to move is queued, and
// played as soon as its reply comes if it is legal then (issue 24, item 5);
// otherwise it is dropped and the status says so. A click elsewhere, Esc and
// a blast on the reply cancel it; one premove stands at a time.
func TestPremove(t *testing.T) {
	for _, tt := range []struct {
		name   string
		act    func(t *testing.T, a *App) // after the person's move, before the reply
		reply  string
		played []string // the moves after the person's, the reply first
		notice text.Key // the status's notice, if any
	}{
		{"a legal premove is played at once after the reply", func(t *testing.T, a *App) {
			clicks(t, a, "g1", "f3")
		}, "h8g8", []string{"h8g8", "g1f3"}, 0},
		{"a premove that is not legal in the new position is dropped", func(t *testing.T, a *App) {
			clicks(t, a, "a1", "a5") // the rook's own pawn on a2 stands in the way
		}, "h8g8", []string{"h8g8"}, text.PremoveDropped},
		{"any blast on the reply cancels the premove", func(t *testing.T, a *App) {
			clicks(t, a, "g1", "f3")
		}, "h8h5", []string{"h8h5"}, text.PremoveBlast},
		{"a click on an empty square cancels the premove", func(t *testing.T, a *App) {
			clicks(t, a, "g1", "f3", "c5")
		}, "h8g8", []string{"h8g8"}, 0},
		{"Esc cancels the premove", func(t *testing.T, a *App) {
			clicks(t, a, "g1", "f3")
			a.Deselect()
		}, "h8g8", []string{"h8g8"}, 0},
		{"one premove at a time: the last one made stands", func(t *testing.T, a *App) {
			clicks(t, a, "g1", "f3", "g1", "h3")
		}, "h8g8", []string{"h8g8", "g1h3"}, 0},
		{"a premove by a drag is played as one by taps", func(t *testing.T, a *App) {
			require.True(t, a.Press(sq(t, "g1")))
			a.Release(sq(t, "f3"), true)
		}, "h8g8", []string{"h8g8", "g1f3"}, 0},
		{"§5 a premove to the last rank promotes to a queen", func(t *testing.T, a *App) {
			clicks(t, a, "b9", "b10")
		}, "h8g8", []string{"h8g8", "b9b10"}, 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			a := premoveApp(t)
			n := a.Game().Len()
			tt.act(t, a)
			reply(t, a, tt.reply)
			assert.Equal(t, tt.played, lastMoves(a, n))
			assert.Empty(t, marked(a, premoved), "no premove stands")
			if tt.notice != 0 {
				assert.Contains(t, a.Panel().Status, en.Text(tt.notice))
			} else {
				assert.NotContains(t, a.Panel().Status, "Premove")
			}
		})
	}
}

// TestPremoveShown: a premove queued shows on its two squares, and says so to
// a screen reader, as it is made and on each square's label; while a piece is
// picked up for one, its targets show, fogged or taken by the person's own
// pieces as well (issue 24, item 5).
func TestPremoveShown(t *testing.T) {
	a := premoveApp(t)
	clicks(t, a, "g1")
	assert.Equal(t, []string{"e2", "f3", "h3"}, marked(a, targets), "where the knight may go")
	clicks(t, a, "f3")
	assert.Equal(t, []string{"f3", "g1"}, marked(a, premoved))
	assert.Equal(t, "Premove: White knight from g1 to f3.", a.Speech().Text)
	f3 := sq(t, "f3")
	assert.Equal(t, "f3, premove", a.SquareLabel(f3, a.Board()[f3]))
}

// TestPremovePlayedWithTheReply: the premove plays as the reply lands: both
// glide and both are said, the reply first (issue 24, items 4 and 5).
func TestPremovePlayedWithTheReply(t *testing.T) {
	a := premoveApp(t)
	clicks(t, a, "g1", "f3")
	reply(t, a, "h8g8")
	assert.Equal(t, map[string]string{"g8": "bR h8", "f3": "wN g1"}, glidesOn(a))
	assert.Equal(t, "Black rook from h8 to g8. White knight from g1 to f3.", a.Speech().Text)
}

// TestPremoveOntoFog: a premove onto a fogged square is the person's choice,
// and nothing of it waits on what lies under the fog: the knight's targets
// are the same whichever square hides the mine, and the premove onto the
// mine is played, and blows up, as a tap would (issue 24, item 5;
// docs/rules.md §6).
func TestPremoveOntoFog(t *testing.T) {
	var targetsOf [2][]string
	for i, tt := range []struct {
		mfen string
		mine bool // the mine lies on e5
	}{{knightOverMine, true}, {knightBesideMine, false}} {
		a := fromMFEN(t, tt.mfen)
		a.ChooseOpponent(Opponent{Level: 1, You: engine.White}, 1)
		clicks(t, a, "a2", "a3", "f3")
		targetsOf[i] = marked(a, targets)
		clicks(t, a, "e5")
		n := a.Game().Len()
		reply(t, a, "a9a8")
		assert.Equal(t, []string{"a9a8", "f3e5"}, lastMoves(a, n))
		e5 := a.Board()[sq(t, "e5")]
		assert.Equal(t, tt.mine, e5.Effect == Blast, "a blast on e5")
		assert.Equal(t, tt.mine, e5.Piece.IsNone(), "the knight gone")
	}
	assert.Equal(t, targetsOf[0], targetsOf[1], "the same targets, wherever the mine")
}

// TestNoPremove: no premove is taken between two people at one screen, who
// make both sides' moves, nor once the game is over (issue 24, item 5).
func TestNoPremove(t *testing.T) {
	for _, tt := range []struct {
		name string
		set  func(t *testing.T, a *App)
	}{
		{"not between two people at this screen", func(t *testing.T, a *App) {
			clicks(t, a, "e1", "e2")
		}},
		{"not in a finished game", func(t *testing.T, a *App) {
			a.ChooseOpponent(Opponent{Level: 1, You: engine.White}, 1)
			clicks(t, a, "e1", "e2")
			resignNow(a)
			require.True(t, a.Game().Over())
		}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			a := fromMFEN(t, premoveSetup)
			tt.set(t, a)
			n := a.Game().Len()
			clicks(t, a, "g1", "f3")
			assert.Empty(t, marked(a, premoved), "no premove")
			assert.Equal(t, n, a.Game().Len(), "no move")
		})
	}
}

// TestPremoveAgainstAFriend: against a friend, a premove waits for the
// friend's move and is played on both pages as soon as it comes; none is
// taken while the two pages deal (issue 24, item 5; docs/rules.md §11).
func TestPremoveAgainstAFriend(t *testing.T) {
	t.Run("played once the friend has moved", func(t *testing.T) {
		f := newFriends(t, 2)
		f.playSAN("Nf3")
		white := f.apps[engine.White]
		clicks(t, white, "b1", "c3")
		require.Equal(t, []string{"b1", "c3"}, marked(white, premoved))
		f.playSAN("Nf8")
		for c, a := range f.apps {
			assert.Equal(t, []string{"g1f3", "g10f8", "b1c3"}, lastMoves(a, 0), "on %v's page", engine.Color(c))
		}
	})
	t.Run("none during the deal", func(t *testing.T) {
		f := invite(t, 2, "en", newStore())
		f.join(2, "en")
		black := f.apps[engine.Black]
		clicks(t, black, "b10", "c8")
		assert.Empty(t, marked(black, premoved))
	})
}

// TestPremoveCancelIsSaid: a premove that the person drops, by a press
// elsewhere or Esc, is said to be cancelled, so that a screen reader hears
// what a sighted player sees go (issue 24, item 5).
func TestPremoveCancelIsSaid(t *testing.T) {
	for _, tt := range []struct {
		name string
		act  func(a *App)
		said bool
	}{
		{"a press on an empty square", func(a *App) { clicks(t, a, "c5") }, true},
		{"Esc", func(a *App) { a.Deselect() }, true},
		{"another premove in its place", func(a *App) { clicks(t, a, "g1", "h3") }, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			a := premoveApp(t)
			clicks(t, a, "g1", "f3")
			tt.act(a)
			assert.Equal(t, tt.said, strings.Contains(a.Panel().Status, en.Text(text.PremoveCancelled)))
		})
	}
}
