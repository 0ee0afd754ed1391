package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/persist"
	"mschess/ui/text"
)

// TestNamesAsked: two people at this screen are asked their names once, at
// the first new game between them, never as the page starts, nor against
// the computer, nor in the embed (issue 24 item 18).
func TestNamesAsked(t *testing.T) {
	tests := []struct {
		name  string
		embed bool
		do    func(a *App)
		want  bool
	}{
		{"not as the page starts", false, func(*App) {}, false},
		{"at a new game between two people", false, func(a *App) { a.NewGame(9) }, true},
		{"not once answered", false, func(a *App) {
			a.NewGame(9)
			a.SetNames("Ada", "Brian")
			a.NewGame(10)
		}, false},
		{"not once skipped", false, func(a *App) {
			a.NewGame(9)
			a.SetNames("", "")
			a.NewGame(10)
		}, false},
		{"not at a new game against the computer", false, func(a *App) {
			a.ChooseOpponent(Opponent{Level: 1}, 9)
			a.NewGame(10)
		}, false},
		{"not once the game goes on against the computer", false, func(a *App) {
			a.NewGame(9)
			a.ChooseOpponent(Opponent{Level: 1}, 10)
		}, false},
		{"not in the embed", true, func(a *App) { a.NewGame(9) }, false},
		{"at the first visit's choice of two people", false, func(a *App) { a.ChooseOpponent(Opponent{}, 3) }, true},
		{"not when the first visit's question is dismissed", false, (*App).DismissWelcome, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := env("", "", newStore())
			e.Embed = tt.embed
			a := Open(e)
			tt.do(a)
			assert.Equal(t, tt.want, a.Panel().AskNames)
		})
	}
}

// namedGame is a new game between two people named Ada and Brian, on a
// device whose store is s.
func namedGame(t *testing.T, s persist.Store, white, black string) *App {
	t.Helper()
	a := Open(env("", "", s))
	a.NewGame(9)
	require.True(t, a.Panel().AskNames)
	a.SetNames(white, black)
	return a
}

// recordTags returns the White and Black tags of the App's game, once resigned.
func recordTags(t *testing.T, a *App) [2]string {
	t.Helper()
	a.Resign()
	a.Answer(true)
	rec, _, err := a.Export()
	require.NoError(t, err)
	g, tags, err := engine.ParseRecord(rec)
	require.NoError(t, err)
	require.True(t, g.Over())
	var names [2]string
	for _, tag := range tags {
		switch tag.Name {
		case "White":
			names[engine.White] = tag.Value
		case "Black":
			names[engine.Black] = tag.Value
		}
	}
	return names
}

// TestNamesInTheRecord: the names given are the record's White and Black,
// "?" for one not given, and a name never breaks the record's format.
func TestNamesInTheRecord(t *testing.T) {
	tests := []struct {
		name, white, black string
		want               [2]string
	}{
		{"both names", "Ada", "Brian", [2]string{"Ada", "Brian"}},
		{"one name", "", "Brian", [2]string{"?", "Brian"}},
		{"none", "", "", [2]string{"?", "?"}},
		{"a name cannot end its tag", "Ada\"]\n[Result \"1-0\"] \\", "Brian",
			[2]string{`Ada"][Result "1-0"] \`, "Brian"}},
		{"a long name is cut", "Ada Augusta King, Countess of Lovelace", "Brian",
			[2]string{"Ada Augusta King, Counte", "Brian"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, recordTags(t, namedGame(t, newStore(), tt.white, tt.black)))
		})
	}
}

// TestNamesKept: the names given name the players in the turn line, and are
// kept with the game over a reload and for the next game at this screen.
func TestNamesKept(t *testing.T) {
	s := newStore()
	a := namedGame(t, s, "Ada", "Brian")
	assert.Contains(t, a.Panel().Turn, "Ada", "the turn line")
	a.Click(sq(t, "e2"))
	a.Click(sq(t, "e4"))
	assert.Contains(t, a.Panel().Turn, "Brian", "the turn line after White's move")
	b := Open(env("", "", s))
	assert.Contains(t, b.Panel().Turn, "Brian", "the turn line after a reload")
	b.NewGame(10)
	b.Answer(true) // the game in progress ends
	assert.False(t, b.Panel().AskNames)
	assert.Contains(t, b.Panel().Turn, "Ada", "the next game's turn line")
}

// TestNamesAskedOnceWithoutStorage: names given on a page without storage
// are not asked again at its next game.
func TestNamesAskedOnceWithoutStorage(t *testing.T) {
	a := namedGame(t, nil, "Ada", "")
	a.Resign()
	a.Answer(true)
	a.NewGame(10)
	assert.False(t, a.Panel().AskNames)
	assert.Contains(t, a.Panel().Turn, "Ada")
}

// TestNamesSwapInARematch: a rematch at this screen swaps the colours, and
// each person keeps their name, now on the other side (issue 24 items 10, 18).
func TestNamesSwapInARematch(t *testing.T) {
	a := namedGame(t, newStore(), "Ada", "Brian")
	a.Resign()
	a.Answer(true)
	a.Rematch(10, 0)
	assert.Equal(t, [2]string{"Brian", "Ada"}, recordTags(t, a))
}

// TestNamesInTheResult: the end of a game between two people who gave their
// names names its winner by name, in every language, and by side when the
// winner gave none (issue 24's trial: the game-over dialog said only "White
// wins").
func TestNamesInTheResult(t *testing.T) {
	tests := []struct {
		name, white, black string
		blackResigns       bool
		want               func(c text.Catalog) string
	}{
		{"White's name", "Ada", "Brian", true, func(c text.Catalog) string { return c.Text(text.NamedWins, "Ada") }},
		{"Black's name", "Ada", "Brian", false, func(c text.Catalog) string { return c.Text(text.NamedWins, "Brian") }},
		{"no name for the winner", "Ada", "", false, func(c text.Catalog) string { return c.Text(text.BlackWins) }},
	}
	for _, tt := range tests {
		for _, c := range text.All() {
			t.Run(tt.name+" in "+c.Lang(), func(t *testing.T) {
				a := namedGame(t, newStore(), tt.white, tt.black)
				a.SetLang(c.Lang())
				if tt.blackResigns {
					a.Click(sq(t, "e2"))
					a.Click(sq(t, "e4"))
				}
				a.Resign()
				a.Answer(true)
				assert.Equal(t, tt.want(c), a.Panel().Result)
			})
		}
	}
}

// TestNamesChanged: two people at this screen can be asked their names again
// at their wish, the fields holding the names given; the answer names the game
// in play and the next, and skipping leaves the names as they were. Against
// the computer, and in the embed, nothing is asked (issue 24's trial: the
// names could not be changed once given).
func TestNamesChanged(t *testing.T) {
	tests := []struct {
		name   string
		do     func(a *App)
		asked  bool
		shown  [2]string
		answer func(a *App)
		want   [2]string
	}{
		{"names given anew", func(*App) {}, true, [2]string{"Ada", "Brian"},
			func(a *App) { a.SetNames("Ann", "Ben") }, [2]string{"Ann", "Ben"}},
		{"names taken away", func(*App) {}, true, [2]string{"Ada", "Brian"},
			func(a *App) { a.SetNames("", "") }, [2]string{"?", "?"}},
		{"skipped", func(*App) {}, true, [2]string{"Ada", "Brian"}, (*App).SkipNames, [2]string{"Ada", "Brian"}},
		{"not against the computer", func(a *App) { a.ChooseOpponent(Opponent{Level: 1}, 10) }, false, [2]string{},
			func(a *App) { a.SetNames("Ann", "Ben") }, [2]string{"Player", "Computer, level 1"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newStore()
			a := namedGame(t, s, "Ada", "Brian")
			tt.do(a)
			assert.Equal(t, tt.shown, a.ChangeNames(), "the names in the fields")
			require.Equal(t, tt.asked, a.Panel().AskNames)
			tt.answer(a)
			assert.False(t, a.Panel().AskNames, "answered")
			if tt.asked {
				b := Open(env("", "", s))
				b.NewGame(10)
				assert.Equal(t, tt.want, recordTags(t, b), "the next game")
			}
			assert.Equal(t, tt.want, recordTags(t, a), "the game in play")
		})
	}
	t.Run("not in the embed", func(t *testing.T) {
		e := env("", "", newStore())
		e.Embed = true
		a := Open(e)
		a.ChangeNames()
		assert.False(t, a.Panel().AskNames)
	})
}
