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

// memStore is the tests' storage.
type memStore = persist.MemStore

func newStore() *memStore { return persist.NewMemStore() }

// The clock of the tests: 2025-03-14 12:00 UTC.
const testUnix = 1741953600

func testClock() int64 { return testUnix }

const randomSeed = 99

// env returns the Env of a page at address query and fragment, with store.
func env(query, fragment string, store persist.Store) Env {
	return Env{Query: query, Fragment: fragment, Store: store, Clock: testClock,
		Random: func() uint64 { return randomSeed }, Site: "https://example.org/chess/", Languages: []string{"en-US"}}
}

// seedOf returns the seed of the App's game.
func seedOf(t *testing.T, a *App) uint64 {
	t.Helper()
	seed, ok := a.Game().Seed()
	require.True(t, ok)
	return seed
}

// savedGame saves a game on seed with the given moves, in SAN, and board
// settings into a new store, and returns the store.
func savedGame(t *testing.T, seed uint64, prefs persist.Prefs, moves ...string) *memStore {
	t.Helper()
	return storing(t, played(t, seed, moves...), prefs)
}

// resignedSave saves a game on seed that White resigned after the given moves
// into a new store, and returns the store.
func resignedSave(t *testing.T, seed uint64, moves ...string) *memStore {
	t.Helper()
	return storing(t, resigned(t, seed, moves...), persist.Prefs{})
}

// storing returns a new store holding g with prefs.
func storing(t *testing.T, g *engine.Game, prefs persist.Prefs) *memStore {
	t.Helper()
	s := newStore()
	require.NoError(t, persist.NewSlot(s).Replace(g, prefs))
	return s
}

// played returns a game on seed with the given moves, in SAN.
func played(t *testing.T, seed uint64, moves ...string) *engine.Game {
	t.Helper()
	g := engine.NewGame(seed)
	for _, m := range moves {
		_, err := g.PlaySAN(m)
		require.NoError(t, err)
	}
	return g
}

// resigned returns a game on seed that White resigned after the given moves.
func resigned(t *testing.T, seed uint64, moves ...string) *engine.Game {
	t.Helper()
	g := played(t, seed, moves...)
	require.NoError(t, g.Resign(engine.White))
	return g
}

// finishedLink returns the fragment of a link to a game on seed that White
// resigned after the given moves.
func finishedLink(t *testing.T, seed uint64, moves ...string) string {
	t.Helper()
	rec, err := resigned(t, seed, moves...).Record(nil)
	require.NoError(t, err)
	return share.Encode(rec)
}

func TestOpen(t *testing.T) {
	link := finishedLink(t, 5, "Nf3")
	tests := []struct {
		name      string
		query     string
		fragment  string
		store     func(t *testing.T) *memStore
		seed      uint64
		plies     int
		reviewing bool
		notice    string // the start of the status line, "" for none
		flipped   bool
	}{
		{name: "nothing saved: a random minefield", store: func(*testing.T) *memStore { return newStore() }, seed: randomSeed},
		{name: "the saved game comes back, orientation and all",
			store: func(t *testing.T) *memStore { return savedGame(t, 7, persist.Prefs{Flipped: true}, "Nf3") },
			seed:  7, plies: 1, flipped: true},
		{name: "§2 ?seed=N plays seed N even when a game is saved", query: "?seed=42",
			store: func(t *testing.T) *memStore { return savedGame(t, 7, persist.Prefs{}, "Nf3") }, seed: 42},
		{name: "?daily=1 plays the daily minefield of the UTC date", query: "?daily=1",
			store: func(t *testing.T) *memStore { return savedGame(t, 7, persist.Prefs{}) }, seed: engine.DailySeed(testUnix)},
		{name: "?orientation=black turns a new game's board", query: "?seed=3&orientation=black",
			store: func(*testing.T) *memStore { return newStore() }, seed: 3, flipped: true},
		{name: "the saved orientation wins over the address's", query: "?orientation=black",
			store: func(t *testing.T) *memStore { return savedGame(t, 7, persist.Prefs{}) }, seed: 7},
		{name: "a bad seed is explained and the saved game comes back", query: "?seed=abc",
			store:  func(t *testing.T) *memStore { return savedGame(t, 7, persist.Prefs{}) },
			seed:   7,
			notice: en.Text(text.BadSeed, "abc")},
		{name: "a save that is not ours is explained, and a new game starts",
			store: func(*testing.T) *memStore {
				s := newStore()
				s.Data["mschess.save"] = "{\"some\": \"other app\"}"
				return s
			},
			seed: randomSeed, notice: en.Text(text.BadSave, "")[:40]},
		{name: "a shared link opens the finished game's replay", fragment: link,
			store: func(t *testing.T) *memStore { return savedGame(t, 7, persist.Prefs{}) }, seed: 5, plies: 1, reviewing: true},
		{name: "a shared link wins over ?seed=", query: "?seed=42", fragment: link,
			store: func(*testing.T) *memStore { return newStore() }, seed: 5, plies: 1, reviewing: true},
		{name: "a changed link is explained and the saved game comes back", fragment: link[:len(link)-3] + "AAA",
			store:  func(t *testing.T) *memStore { return savedGame(t, 7, persist.Prefs{}) },
			seed:   7,
			notice: en.Text(text.BadLink, en.Text(text.LinkChanged))},
		{name: "a cut link is explained", fragment: link[:20],
			store:  func(t *testing.T) *memStore { return savedGame(t, 7, persist.Prefs{}) },
			seed:   7,
			notice: en.Text(text.BadLink, en.Text(text.LinkIncomplete))},
		{name: "a changed link is explained over a finished saved game", fragment: link[:len(link)-3] + "AAA",
			store:  func(t *testing.T) *memStore { return resignedSave(t, 7, "Nf3") },
			seed:   7,
			plies:  1,
			notice: en.Text(text.BadLink, en.Text(text.LinkChanged))},
		{name: "a bad seed is explained over a finished saved game", query: "?seed=abc",
			store:  func(t *testing.T) *memStore { return resignedSave(t, 7, "Nf3") },
			seed:   7,
			plies:  1,
			notice: en.Text(text.BadSeed, "abc")},
		{name: "a broken link's notice and the end of the game on the board are told apart", fragment: link[:len(link)-3] + "AAA",
			store:  func(t *testing.T) *memStore { return resignedSave(t, 7, "Nf3") },
			seed:   7,
			plies:  1,
			notice: en.Text(text.BadLink, en.Text(text.LinkChanged)) + " " + en.Text(text.OnTheBoard, en.Sentence(text.EndResignation, en.Text(text.BlackSide), en.Text(text.WhiteSide)))},
		{name: "a fragment that is no game link is ignored", fragment: "#top",
			store: func(t *testing.T) *memStore { return savedGame(t, 7, persist.Prefs{}) }, seed: 7},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a := Open(env(tc.query, tc.fragment, tc.store(t)))
			assert.Equal(t, tc.seed, seedOf(t, a))
			assert.Equal(t, tc.plies, a.Game().Len())
			assert.Equal(t, tc.reviewing, a.Reviewing())
			assert.Equal(t, tc.flipped, a.Flipped())
			if tc.notice == "" {
				assert.NotContains(t, a.Panel().Status, en.Text(text.BadSave, "")[:20])
				assert.NotContains(t, a.Panel().Status, en.Text(text.BadLink, "")[:20])
			} else {
				assert.True(t, strings.HasPrefix(a.Panel().Status, tc.notice), "status %q", a.Panel().Status)
			}
		})
	}
}

func TestSaving(t *testing.T) {
	t.Run("a new random game is saved at once", func(t *testing.T) {
		s := newStore()
		Open(env("", "", s))
		g, _, err := persist.NewSlot(s).Load()
		require.NoError(t, err)
		assert.Equal(t, uint64(randomSeed), seedOfGame(t, g))
	})
	t.Run("every move is saved, and the game comes back on the next visit", func(t *testing.T) {
		s := newStore()
		a := Open(env("", "", s))
		clicks(t, a, "g1", "f3")
		b := Open(env("", "", s))
		assert.Equal(t, []string{"Nf3"}, b.Panel().Moves)
	})
	t.Run("a ?seed= game leaves the save alone until a move", func(t *testing.T) {
		s := savedGame(t, 7, persist.Prefs{}, "Nf3")
		before := s.Data["mschess.save"]
		a := Open(env("?seed=42", "", s))
		a.Flip()
		assert.Equal(t, before, s.Data["mschess.save"], "opening and turning the board")
		clicks(t, a, "g1", "f3")
		g, prefs, err := persist.NewSlot(s).Load()
		require.NoError(t, err)
		assert.Equal(t, uint64(42), seedOfGame(t, g))
		assert.True(t, prefs.Flipped)
	})
	t.Run("board settings are saved", func(t *testing.T) {
		s := newStore()
		a := Open(env("", "", s))
		a.SetAutoFlip(true)
		_, prefs, err := persist.NewSlot(s).Load()
		require.NoError(t, err)
		assert.True(t, prefs.AutoFlip)
	})
	t.Run("a takeback is saved", func(t *testing.T) {
		s := newStore()
		a := Open(env("", "", s))
		a.NewGame(1)
		clicks(t, a, quiet...)
		a.Takeback()
		assert.Equal(t, []string{"Nf3", "Nf8"}, Open(env("", "", s)).Panel().Moves)
	})
	t.Run("a replay from a link is never saved", func(t *testing.T) {
		s := savedGame(t, 7, persist.Prefs{})
		before := s.Data["mschess.save"]
		a := Open(env("", finishedLink(t, 5), s))
		a.Flip()
		a.SetReplayView(WithMines)
		a.Takeback()
		assert.Equal(t, before, s.Data["mschess.save"])
		assert.True(t, a.Game().Over(), "a replay cannot be taken back")
	})
	t.Run("a full store is explained in the status line", func(t *testing.T) {
		s := newStore()
		a := Open(env("", "", s))
		s.Full = true
		clicks(t, a, "g1", "f3")
		assert.Equal(t, en.Text(text.SaveFailed, en.Text(text.SaveRefused)), a.Panel().Status)
		assert.Contains(t, a.Speech().Text, en.Text(text.SaveFailed, en.Text(text.SaveRefused)), "and said after the move")
	})
	t.Run("back to your game leaves the replay for the saved game", func(t *testing.T) {
		s := savedGame(t, 7, persist.Prefs{}, "Nf3")
		a := Open(env("", finishedLink(t, 5), s))
		a.BackToYourGame()
		assert.False(t, a.Reviewing())
		assert.Equal(t, uint64(7), seedOf(t, a))
		assert.Equal(t, 1, a.Game().Len())
	})
}

func seedOfGame(t *testing.T, g *engine.Game) uint64 {
	t.Helper()
	seed, ok := g.Seed()
	require.True(t, ok)
	return seed
}

func TestAddress(t *testing.T) {
	link := finishedLink(t, 5)
	t.Run("a ?seed= stays until the game is saved, then goes", func(t *testing.T) {
		a := Open(env("?theme=dark&seed=42", "", newStore()))
		assert.Equal(t, "?theme=dark&seed=42", a.Address())
		clicks(t, a, "g1", "f3")
		assert.Equal(t, "?theme=dark", a.Address())
	})
	t.Run("?daily=1 goes once the game is saved", func(t *testing.T) {
		a := Open(env("?daily=1", "", newStore()))
		a.NewGame(3)
		assert.Equal(t, "", a.Address())
	})
	t.Run("a shared link stays while its replay is on show", func(t *testing.T) {
		a := Open(env("", link, newStore()))
		assert.Equal(t, link, a.Address())
		a.BackToYourGame()
		assert.Equal(t, "", a.Address())
	})
	t.Run("a bad link goes at once", func(t *testing.T) {
		a := Open(env("", link[:10], newStore()))
		assert.Equal(t, "", a.Address())
	})
	t.Run("#help goes at once", func(t *testing.T) {
		assert.Equal(t, "?seed=4", Open(env("?seed=4", "#help", newStore())).Address())
	})
	t.Run("a game in progress never puts anything in the fragment", func(t *testing.T) {
		a := Open(env("", "", newStore()))
		clicks(t, a, "g1", "f3")
		assert.NotContains(t, a.Address(), "#")
	})
}

func TestDaily(t *testing.T) {
	a := Open(env("", "", newStore()))
	a.Daily()
	assert.Equal(t, engine.DailySeed(testUnix), seedOf(t, a))
	assert.Equal(t, en.Text(text.DailyNote, "2025-03-14"), a.Panel().Known)
	t.Run("a restored daily game is still said to be one", func(t *testing.T) {
		s := newStore()
		b := Open(env("?daily=1", "", s))
		clicks(t, b, "g1", "f3")
		c := Open(env("", "", s))
		assert.Equal(t, a.Panel().Known, c.Panel().Known)
	})
	t.Run("any other game is not", func(t *testing.T) {
		assert.NotEqual(t, a.Panel().Known, Open(env("?seed=1", "", newStore())).Panel().Known)
	})
}

// statusCase is a game as it opens and what its status line says: want whole,
// or, where want is "", anything but the text a test looks for.
type statusCase struct {
	name string
	open func(t *testing.T) *App
	want string
}

// testStatus runs the cases; absent is what a status line that should not
// say it must not hold.
func testStatus(t *testing.T, tests []statusCase, absent string) {
	t.Helper()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			status := tc.open(t).Panel().Status
			if tc.want == "" {
				assert.NotContains(t, status, absent)
				return
			}
			assert.Equal(t, tc.want, status)
		})
	}
}

// TestDailySaysSoInTheStatus: a daily game looks like any new game, and
// #known-note, which names it, is below the panel's fold at 1280×800, so the
// status line says it until the first move (a newcomer's trial found Daily
// seeming to do nothing).
func TestDailySaysSoInTheStatus(t *testing.T) {
	daily := en.Text(text.DailyStarted, "2025-03-14")
	tests := []statusCase{
		{"Daily says the daily puzzle started, with its UTC date", func(*testing.T) *App {
			a := Open(env("", "", newStore()))
			a.Daily()
			return a
		}, daily},
		{"?daily=1 says so as the page opens", func(*testing.T) *App { return Open(env("?daily=1", "", newStore())) }, daily},
		{"in the App's language", func(*testing.T) *App { return Open(env("?daily=1&lang=es", "", newStore())) },
			text.Match("es").Text(text.DailyStarted, "2025-03-14")},
		{"a daily game reopened before its first move says so still", func(*testing.T) *App {
			s := newStore()
			Open(env("", "", s)).Daily()
			return Open(env("", "", s))
		}, daily},
		{"the first move ends it", func(t *testing.T) *App {
			a := Open(env("", "", newStore()))
			a.Daily()
			clicks(t, a, "g1", "f3")
			return a
		}, ""},
		{"a game on another minefield says nothing of it", func(*testing.T) *App { return Open(env("?seed=1", "", newStore())) }, ""},
	}
	testStatus(t, tests, daily)
	t.Run("Daily says so to a screen reader too", func(t *testing.T) {
		a := Open(env("", "", newStore()))
		a.Daily()
		assert.Contains(t, a.Speech().Text, daily)
	})
}

// TestNewcomerIsPointedToTheHelp: on a player's first visit, when no game was
// ever saved on the device, the status line of a new game points to How to
// play until the first move (a newcomer's trial found nothing telling a
// first-time player where to start). It gives way to the daily's line and to a
// notice, which would not fit beside it, and never shows on the embed.
func TestNewcomerIsPointedToTheHelp(t *testing.T) {
	hint := en.Text(text.NewHere)
	garbled := func() *memStore {
		s := newStore()
		s.Data["mschess.save"] = "not a save"
		return s
	}
	tests := []statusCase{
		{"a first visit points to the help", func(*testing.T) *App { return Open(env("", "", newStore())) }, hint},
		{"a first visit on an address's minefield too", func(*testing.T) *App { return Open(env("?seed=7", "", newStore())) }, hint},
		{"in the App's language", func(*testing.T) *App { return Open(env("?lang=el", "", newStore())) },
			text.Match("el").Text(text.NewHere)},
		{"a new game before the first move still does", func(*testing.T) *App {
			a := Open(env("", "", newStore()))
			a.NewGame(7)
			return a
		}, hint},
		{"the first move ends it", func(t *testing.T) *App {
			a := Open(env("", "", newStore()))
			clicks(t, a, "g1", "f3")
			return a
		}, ""},
		{"a first move taken back does not bring it back", func(t *testing.T) *App {
			a := Open(env("", "", newStore()))
			clicks(t, a, "e2")
			require.True(t, a.Sweep(), "e2 sweeps e3, revealing nothing") // docs/rules.md §4, §10
			a.Takeback()
			require.Zero(t, a.Game().Len())
			return a
		}, ""},
		{"a device where a game was saved is no first visit", func(t *testing.T) *App {
			return Open(env("?seed=7", "", savedGame(t, 1, persist.Prefs{})))
		}, ""},
		{"nor is one that kept the game it opened, unplayed", func(*testing.T) *App {
			s := newStore()
			Open(env("", "", s))
			return Open(env("", "", s))
		}, ""},
		{"a save that cannot be read was a game saved all the same", func(*testing.T) *App {
			a := Open(env("", "", garbled()))
			a.NewGame(7)
			return a
		}, ""},
		{"without storage there is no telling a first visit", func(*testing.T) *App {
			a := Open(env("", "", nil))
			a.NewGame(7)
			return a
		}, ""},
		{"never on the embed, which has no help", func(*testing.T) *App {
			e := env("", "", newStore())
			e.Embed = true
			return Open(e)
		}, ""},
		{"a daily game says it is the daily instead", func(*testing.T) *App { return Open(env("?daily=1", "", newStore())) },
			en.Text(text.DailyStarted, "2025-03-14")},
		{"a notice goes alone", func(*testing.T) *App { return Open(env("?seed=abc", "", newStore())) },
			en.Text(text.BadSeed, "abc")},
		{"once the notice is gone, it points to the help", func(*testing.T) *App {
			a := Open(env("?seed=abc", "", newStore()))
			a.NewGame(7)
			return a
		}, hint},
	}
	testStatus(t, tests, hint)
}

func TestParseOptions(t *testing.T) {
	tests := []struct {
		name, query string
		want        Options
	}{
		{"none", "", Options{}},
		{"a seed", "?seed=12", Options{Seed: 12, HasSeed: true}},
		{"a seed that is not a number", "?seed=x1", Options{BadSeed: "x1", BadSeedGiven: true}},
		{"daily", "?daily=1", Options{Daily: true}},
		{"daily=0 is not daily", "?daily=0", Options{}},
		{"the themes", "?theme=light", Options{Theme: "light"}},
		{"an unknown theme is ignored", "?theme=blue", Options{}},
		{"orientation black", "?orientation=black", Options{Orientation: engine.Black, HasOrientation: true}},
		{"orientation in capitals", "?orientation=White", Options{Orientation: engine.White, HasOrientation: true}},
		{"an unknown orientation is ignored", "?orientation=sideways", Options{}},
		{"lang is reserved and ignored", "?lang=xx-YY&seed=3", Options{Seed: 3, HasSeed: true}},
		{"parameters without values", "?embed&theme", Options{}},
		{"issue 8: a long bad seed is cut short, to be repeated", "?seed=" + strings.Repeat("9", 1<<20) + "x",
			Options{BadSeed: strings.Repeat("9", echoLen) + "…", BadSeedGiven: true}},
		{"issue 8: a bad seed is cut between characters", "?seed=x" + strings.Repeat("é", echoLen),
			Options{BadSeed: "x" + strings.Repeat("é", echoLen/2-1) + "…", BadSeedGiven: true}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, ParseOptions(tc.query, ""))
		})
	}
}

func TestParseOptionsHelp(t *testing.T) {
	for _, tc := range []struct {
		name, fragment string
		help           bool
	}{
		{"#help asks for the help", "#help", true},
		{"without its #", "help", true},
		{"anything else does not", "#helpme", false},
		{"nor a shared link", "#g=help", false},
		{"nor nothing", "", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.help, ParseOptions("?theme=dark", tc.fragment).Help)
		})
	}
}

func TestOptionsQueryReadsBack(t *testing.T) {
	for _, q := range []string{"", "?theme=dark", "?orientation=black&seed=5", "?theme=light&orientation=white&daily=1"} {
		o := ParseOptions(q, "")
		assert.Equal(t, q, o.Query())
	}
}

// finished returns an App whose game on seed ended by White's resignation after
// Nf3.
func finished(t *testing.T, e Env) *App {
	t.Helper()
	a := Open(e)
	clicks(t, a, "g1", "f3")
	resignNow(a)
	require.True(t, a.Game().Over())
	return a
}

func TestExport(t *testing.T) {
	t.Run("§2 a game in progress has no record", func(t *testing.T) {
		a := Open(env("?seed=3", "", newStore()))
		_, _, err := a.Export()
		assert.ErrorIs(t, err, engine.ErrGameNotOver, "and so no link to share")
	})
	t.Run("a finished game's record has the date and the site", func(t *testing.T) {
		a := finished(t, env("?seed=3", "", newStore()))
		rec, name, err := a.Export()
		require.NoError(t, err)
		assert.Equal(t, "minesweeper-chess-2025-03-14.pgn", name)
		assert.Contains(t, rec, `[Date "2025.03.14"]`)
		assert.Contains(t, rec, `[Site "https://example.org/chess/"]`)
		g, _, err := engine.ParseRecord(rec)
		require.NoError(t, err)
		assert.Equal(t, uint64(3), seedOfGame(t, g))
	})
	t.Run("a daily game is named so", func(t *testing.T) {
		a := finished(t, env("?daily=1", "", newStore()))
		rec, _, err := a.Export()
		require.NoError(t, err)
		assert.Contains(t, rec, `[Event "`+en.Text(text.DailyEvent, "2025-03-14")+`"]`)
	})
	t.Run("a shared link opens the same game", func(t *testing.T) {
		a := finished(t, env("?seed=3", "", newStore()))
		record, _, err := a.Export()
		require.NoError(t, err)
		link := a.LinkTo(record)
		fragment, ok := strings.CutPrefix(link, "https://example.org/chess/")
		require.True(t, ok, link)
		b := Open(env("", fragment, newStore()))
		assert.True(t, b.Reviewing())
		assert.Equal(t, a.Panel().Moves, b.Panel().Moves)
		recA, _, _ := a.Export()
		recB, _, _ := b.Export()
		assert.Equal(t, recA, recB, "a replayed game keeps its record's tags")
	})
}

func TestImport(t *testing.T) {
	a := finished(t, env("?seed=3", "", newStore()))
	rec, _, err := a.Export()
	require.NoError(t, err)
	inProgress, err := engine.NewGame(3).SecretRecord(nil)
	require.NoError(t, err)
	broken := strings.Replace(rec, "Nf3", "Nf9", 1)
	brokenLine := strconv.Itoa(1 + strings.Count(broken[:strings.Index(broken, "Nf9")], "\n"))
	tests := []struct {
		name, record string
		want         string // the error, "" for none
	}{
		{"a finished game opens as a replay", rec, ""},
		{"nothing to open", "  \n", en.Text(text.ImportEmpty)},
		{"§2 a game in progress is refused", inProgress, en.Text(text.ImportError, en.Text(text.ImportUnfinished))},
		{"a broken record says where and what is wrong", broken,
			en.Text(text.ImportError, en.Text(text.RecordAtMove, brokenLine, "1.", en.Text(text.RecordIllegal, "Nf9")))},
		{"§2 a chess record without mines says so", "[Event \"Club night\"]\n\n1. e4 e5 1-0",
			en.Text(text.ImportError, en.Text(text.RecordNoMines))},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := savedGame(t, 7, persist.Prefs{})
			before := s.Data["mschess.save"]
			b := Open(env("", "", s))
			err := b.Import(tc.record)
			if tc.want == "" {
				require.NoError(t, err)
				assert.True(t, b.Reviewing())
				assert.Equal(t, []string{"Nf3"}, b.Panel().Moves)
			} else {
				require.Error(t, err)
				assert.Equal(t, tc.want, err.Error())
				assert.False(t, b.Reviewing())
			}
			assert.Equal(t, before, s.Data["mschess.save"], "importing never touches the save")
		})
	}
}

func TestImportFile(t *testing.T) {
	a := Open(env("", "", newStore()))
	assert.NoError(t, a.ImportFile(engine.MaxRecordBytes), "a file may hold the longest record")
	assert.EqualError(t, a.ImportFile(engine.MaxRecordBytes+1), en.Text(text.FileTooLarge), "a larger one is not read")
}

func TestEmbedSnippet(t *testing.T) {
	src := func(a *App) string {
		s := a.EmbedSnippet()
		_, after, _ := strings.Cut(s, `src="`)
		u, _, _ := strings.Cut(after, `"`)
		return strings.ReplaceAll(u, "&amp;", "&")
	}
	t.Run("§2 a random game in progress is not embedded by its seed", func(t *testing.T) {
		a := Open(env("", "", newStore()))
		assert.Equal(t, "https://example.org/chess/embed.html", src(a))
		assert.NotContains(t, a.EmbedSnippet(), strconv.Itoa(randomSeed))
	})
	t.Run("a seed the address named is", func(t *testing.T) {
		assert.Equal(t, "https://example.org/chess/embed.html?theme=light&seed=42", src(Open(env("?theme=light&seed=42", "", newStore()))))
	})
	t.Run("a finished game's seed is", func(t *testing.T) {
		a := finished(t, env("", "", newStore()))
		assert.Equal(t, "https://example.org/chess/embed.html?seed="+strconv.Itoa(randomSeed), src(a))
	})
	t.Run("the daily game and the board's orientation", func(t *testing.T) {
		a := Open(env("?daily=1", "", newStore()))
		a.Flip()
		assert.Equal(t, "https://example.org/chess/embed.html?orientation=black&daily=1", src(a))
	})
	t.Run("the snippet is an iframe of the embed's size", func(t *testing.T) {
		s := Open(env("?theme=dark&seed=1", "", newStore())).EmbedSnippet()
		assert.True(t, strings.HasPrefix(s, "<iframe "))
		assert.Contains(t, s, `width="400" height="676"`)
		assert.Contains(t, s, "?theme=dark&amp;seed=1")
	})
	t.Run("the embed links to the full game with its options", func(t *testing.T) {
		a := Open(env("?theme=dark&orientation=black&seed=4&lang=fr", "", newStore()))
		assert.Equal(t, "index.html?theme=dark&orientation=black&seed=4", a.FullGameLink())
	})
	t.Run("the embed links to the full page's help in its theme and language", func(t *testing.T) {
		a := Open(env("?theme=dark&orientation=black&seed=4&lang=nl", "", newStore()))
		assert.Equal(t, "index.html?theme=dark&lang=nl#help", a.HelpLink())
		assert.Equal(t, "index.html#help", Open(env("", "", newStore())).HelpLink())
	})
	t.Run("a language the address named goes to the embed and back", func(t *testing.T) {
		a := Open(env("?lang=nl&seed=4", "", newStore()))
		assert.Equal(t, "https://example.org/chess/embed.html?seed=4&lang=nl", src(a))
		assert.Equal(t, "index.html?seed=4&lang=nl", a.FullGameLink())
	})
}

// TestUnescapeQuery pins the decoding of an address's parameters to the
// browser's URLSearchParams, which site/boot.js reads them with.
func TestUnescapeQuery(t *testing.T) {
	tests := []struct{ in, want string }{
		{"es-MX", "es-MX"},
		{"es%2DMX", "es-MX"},
		{"es%2dmx", "es-mx"},
		{"a+b", "a b"},
		{"100%", "100%"},
		{"%zz%4", "%zz%4"},
		{"%C3%A9", "é"},
		{"%FF", "\uFFFD"},
		{"%00", "\x00"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			assert.Equal(t, tt.want, unescapeQuery(tt.in))
		})
	}
}

// TestClipNeverPanics: an echoed parameter is cut at the start of a character,
// even when its bytes hold none (found by FuzzParseOptions).
func TestClipNeverPanics(t *testing.T) {
	tests := []struct{ in, want string }{
		{"short", "short"},
		{strings.Repeat("é", 20), strings.Repeat("é", 12) + "…"},
		{strings.Repeat("\x99", 30), strings.Repeat("\uFFFD", 8) + "…"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, clip(tt.in))
	}
}

// TestClipShowsWhatWouldNotShow: a player's text repeated in a message shows
// a control character, a mark that turns the text's direction and a byte that
// is no UTF-8 as �, which a trial saw as boxes, or not at all.
func TestClipShowsWhatWouldNotShow(t *testing.T) {
	for _, tt := range []struct{ name, in, want string }{
		{"an escape sequence", "Al\x1b[31mice", "Al\uFFFD[31mice"},
		{"a line break", "[Event \"line1\nline2\"]", "[Event \"line1\uFFFDline2\"]"},
		{"a right-to-left override", "Nf3\u202eexd5", "Nf3\uFFFDexd5"},
		{"a byte that is no UTF-8", "e\xff4", "e\uFFFD4"},
		{"letters of any script", "Σε3 Ñf3", "Σε3 Ñf3"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, clip(tt.in))
		})
	}
}
