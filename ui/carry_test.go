package ui

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/persist"
	"mschess/share"
	"mschess/ui/text"
)

// secretSeed is the embed's random minefield in these tests: digits that no
// record of theirs holds otherwise.
const secretSeed = 8675309123

// embedAfter returns the embed's App on a random minefield after the clicks.
func embedAfter(t *testing.T, query string, squares ...string) *App {
	t.Helper()
	e := env(query, "", newStore())
	e.Embed, e.Random = true, func() uint64 { return secretSeed }
	a := Open(e)
	clicks(t, a, squares...)
	return a
}

// fullPage opens the full page at the embed's link, relative to the embed.
func fullPage(t *testing.T, link string, store persist.Store) *App {
	t.Helper()
	rest, ok := strings.CutPrefix(link, "index.html")
	require.True(t, ok, link)
	query, fragment, _ := strings.Cut(rest, "#")
	if fragment != "" {
		fragment = "#" + fragment
	}
	return Open(env(query, fragment, store))
}

// TestOpenTheFullGameContinuesTheSameGame pins issue 24, item 11: the embed's
// "Open the full game" carries the game in play to the full page, which
// takes it up as its own, saved, with its settings.
func TestOpenTheFullGameContinuesTheSameGame(t *testing.T) {
	embed := embedAfter(t, "?theme=dark", "g1", "f3")
	link := embed.ContinueLink()
	require.True(t, strings.HasPrefix(link, "index.html?theme=dark"+share.PlayPrefix), link)

	s := newStore()
	full := fullPage(t, link, s)
	assert.Equal(t, uint64(secretSeed), seedOf(t, full), "the same minefield")
	assert.Equal(t, []string{"Nf3"}, full.Panel().Moves, "and the same moves")
	assert.False(t, full.Panel().Welcome, "a game to continue is no first visit's question")
	saved, _, err := persist.NewSlot(s).Load()
	require.NoError(t, err, "the game is the full page's own")
	assert.Equal(t, 1, saved.Len())
	assert.Equal(t, "?theme=dark", full.Address(), "the address holds no game in play once it is taken up")
}

// TestOpenTheFullGameOverTheEmbedsSeed: an embed whose address named its
// minefield carries the game played on it, not a new game on that minefield.
func TestOpenTheFullGameOverTheEmbedsSeed(t *testing.T) {
	link := embedAfter(t, "?seed=5", "g1", "f3").ContinueLink()
	require.True(t, strings.HasPrefix(link, "index.html?seed=5#"), link)
	full := fullPage(t, link, newStore())
	assert.Equal(t, []string{"Nf3"}, full.Panel().Moves)
	assert.Equal(t, en.Text(text.SeedNote), full.Panel().Known, "and its minefield is known as the address's")
	assert.Empty(t, full.Address(), "the address no longer names the seed once the game is taken up")
}

// TestOpenTheFullGameCarriesNoMinefieldInSight pins docs/rules.md §2: the link
// of a game in play holds its minefield only masked, as the save does.
func TestOpenTheFullGameCarriesNoMinefieldInSight(t *testing.T) {
	link := embedAfter(t, "", "g1", "f3").ContinueLink()
	_, fragment, _ := strings.Cut(link, "#")
	save, err := share.DecodePlay(fragment)
	require.NoError(t, err)
	assert.NotContains(t, save, strconv.FormatUint(secretSeed, 10))
	// "1. Nf3", as the record writes the move, with a dot and a space, which
	// the mask's base64 never holds; "Nf3" alone it does, once in a thousand.
	assert.NotContains(t, save, "1. Nf3", "the game is masked whole")
}

// TestOpenTheFullGameBeforeAMove: a game that has not started opens the full
// page as it always did; a finished one is carried as it ended.
func TestOpenTheFullGameBeforeAMove(t *testing.T) {
	assert.Equal(t, "index.html?theme=dark", embedAfter(t, "?theme=dark").ContinueLink())
	done := embedAfter(t, "", "g1", "f3")
	resignNow(done)
	full := fullPage(t, done.ContinueLink(), newStore())
	assert.True(t, full.Game().Over(), "the finished game is shown as it ended")
	assert.Equal(t, []string{"Nf3"}, full.Panel().Moves)
}

// TestOpenTheFullGameAsksBeforeReplacingAGame: as a shared link does, the
// carried game asks before it takes the place of another game in progress,
// and no keeps that one; the same game further on replaces it at once.
func TestOpenTheFullGameAsksBeforeReplacingAGame(t *testing.T) {
	link := embedAfter(t, "", "g1", "f3", "g10", "f8").ContinueLink()
	t.Run("another game in progress asks, and no keeps it", func(t *testing.T) {
		s := moved(t)
		before := s.Data["mschess.save"]
		full := fullPage(t, link, s)
		assert.Equal(t, AskCarry, full.Panel().Ask.Question)
		assert.Equal(t, en.Text(text.AskCarry), full.Panel().Ask.Text)
		full.Answer(false)
		assert.Equal(t, uint64(7), seedOf(t, full), "the saved game stays")
		assert.Equal(t, before, s.Data["mschess.save"])
	})
	t.Run("yes continues the carried game", func(t *testing.T) {
		full := fullPage(t, link, moved(t))
		full.Answer(true)
		assert.Equal(t, uint64(secretSeed), seedOf(t, full))
		assert.Equal(t, []string{"Nf3", "Nf8"}, full.Panel().Moves)
	})
	t.Run("the same game at an earlier move is replaced at once", func(t *testing.T) {
		full := fullPage(t, link, storing(t, played(t, secretSeed, "Nf3"), persist.Prefs{}))
		assert.Equal(t, Ask{}, full.Panel().Ask)
		assert.Equal(t, []string{"Nf3", "Nf8"}, full.Panel().Moves)
	})
	t.Run("§10 the same game further on is kept, not taken back to the link's move", func(t *testing.T) {
		s := storing(t, played(t, secretSeed, "Nf3", "Nf8", "Ng1"), persist.Prefs{})
		before := s.Data["mschess.save"]
		full := fullPage(t, link, s)
		assert.Equal(t, Ask{}, full.Panel().Ask, "nothing to ask")
		assert.Equal(t, []string{"Nf3", "Nf8", "Ng1"}, full.Panel().Moves)
		assert.Equal(t, before, s.Data["mschess.save"])
	})
	t.Run("without storage the carried game is played on, unsaved", func(t *testing.T) {
		rest, _ := strings.CutPrefix(link, "index.html")
		full := Open(env("", rest, nil))
		assert.Equal(t, uint64(secretSeed), seedOf(t, full))
	})
}

// TestOpenTheFullGameRefusesADamagedLink: a carried game that does not read
// is explained in the status line, and the saved game goes on.
func TestOpenTheFullGameRefusesADamagedLink(t *testing.T) {
	link := embedAfter(t, "", "g1", "f3").ContinueLink()
	full := fullPage(t, link[:len(link)-5], moved(t))
	assert.Equal(t, uint64(7), seedOf(t, full))
	assert.Contains(t, full.Panel().Status, strings.TrimSuffix(en.Text(text.BadLink, ""), ": ."))
}

// TestOpenTheFullGameKeepsTheComputer: the carried game goes on against the
// computer at the level it was played at (docs/rules.md is silent: a setting
// of play, kept as the save keeps it).
func TestOpenTheFullGameKeepsTheComputer(t *testing.T) {
	s := storing(t, played(t, secretSeed, "Nf3"), persist.Prefs{Computer: 2, ComputerSide: engine.Black})
	e := env("", "", s)
	e.Embed = true
	embed := Open(e)
	full := fullPage(t, embed.ContinueLink(), newStore())
	assert.Equal(t, Opponent{Level: 2, You: engine.White}, full.Panel().Opponent)
}

// TestOpenTheFullGameHandsTheGameOver pins RULES.md §10 for the carried game:
// a game in play is played on in one page only, so that neither page can go
// back to a move before what the other showed. The embed starts a new game
// as the link is followed, and a link is taken up once on a device.
func TestOpenTheFullGameHandsTheGameOver(t *testing.T) {
	t.Run("the embed starts a new game and says where its game went", func(t *testing.T) {
		embed := embedAfter(t, "", "g1", "f3")
		embed.ContinueLink()
		assert.Equal(t, 0, embed.Game().Len())
		assert.Contains(t, embed.Panel().Status, en.Text(text.CarriedOn))
	})
	t.Run("a finished game stays on show in the embed", func(t *testing.T) {
		embed := embedAfter(t, "", "g1", "f3")
		resignNow(embed)
		embed.ContinueLink()
		assert.True(t, embed.Game().Over())
	})
	t.Run("a link opened again is refused, over another game since", func(t *testing.T) {
		link := embedAfter(t, "", "g1", "f3").ContinueLink()
		s := newStore()
		full := fullPage(t, link, s)
		clicks(t, full, "g10", "f8")
		full.NewGame(3)
		full.Answer(true)
		clicks(t, full, "b1", "c3")
		again := fullPage(t, link, s)
		assert.Equal(t, Ask{}, again.Panel().Ask, "not even asked")
		assert.Contains(t, again.Panel().Status, en.Text(text.LinkCarried))
		assert.Equal(t, uint64(3), seedOf(t, again), "the game since stays")
	})
}
