package persist

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
)

// mapStore is a Store in memory, as localStorage is in the browser. With full set,
// it refuses every Set, as a full localStorage does.
type mapStore struct {
	m    map[string]string
	full bool
}

func newStore(kv ...string) *mapStore {
	s := &mapStore{m: map[string]string{}}
	for i := 0; i+1 < len(kv); i += 2 {
		s.m[kv[i]] = kv[i+1]
	}
	return s
}

func (s *mapStore) Get(key string) (string, bool) { v, ok := s.m[key]; return v, ok }
func (s *mapStore) Remove(key string)             { delete(s.m, key) }
func (s *mapStore) Set(key, value string) error {
	if s.full {
		return errors.New("quota exceeded")
	}
	s.m[key] = value
	return nil
}

// play starts a game from NewGame(seed), or from the referee MFEN fen when given,
// and plays moves written in SAN, separated by spaces.
func play(t testing.TB, seed uint64, fen, moves string) *engine.Game {
	g := engine.NewGame(seed)
	if fen != "" {
		p, err := engine.ParseMFEN(fen)
		require.NoError(t, err)
		g, err = engine.NewGameFrom(p)
		require.NoError(t, err)
	}
	for _, san := range strings.Fields(moves) {
		_, err := g.PlaySAN(san)
		require.NoError(t, err, san)
	}
	return g
}

// requireSameGame checks that got is want exactly: start with every mine, seed,
// moves with their effects and events, current position and result.
func requireSameGame(t *testing.T, want, got *engine.Game) {
	t.Helper()
	require.NotNil(t, got)
	require.Equal(t, want.Start(), got.Start())
	wantSeed, wantSeeded := want.Seed()
	gotSeed, gotSeeded := got.Seed()
	require.Equal(t, wantSeeded, gotSeeded, "has a seed")
	require.Equal(t, wantSeed, gotSeed)
	require.Equal(t, want.Moves(), got.Moves())
	require.Equal(t, want.Referee(), got.Referee())
	wantResult, wantReason := want.Result()
	gotResult, gotReason := got.Result()
	require.Equal(t, wantResult, gotResult)
	require.Equal(t, wantReason, gotReason)
}

func TestSaveThenLoadGivesTheGameBack(t *testing.T) {
	resigned := play(t, 7, "", "Nc3 Se8 Nb5 Nc8 d4 e7")
	require.NoError(t, resigned.Resign(engine.White))
	tests := []struct {
		name  string
		game  *engine.Game
		prefs Prefs
		over  bool
	}{
		{"a new game", play(t, 7, "", ""), Prefs{}, false},
		{"a game in progress keeps its seed and hidden mines, a blast included", play(t, 7, "", "Nc3 Se8 Nb5"), Prefs{AutoFlip: true}, false},
		{"a game from a position, with no seed and Black to move", play(t, 0,
			"4k3/8/8/8/8/8/8/8/8/R3K3 b - - 0 1 c5,f6 ########/########/########/########", "Kf10 Ra7"), Prefs{Flipped: true}, false},
		{"a game that ended by resignation stays ended", resigned, Prefs{Flipped: true, AutoFlip: true}, true},
		{"a game that ended on the board stays ended", play(t, 0,
			"4k3/8/8/8/8/8/8/8/R7/1R2K3 w - - 0 1 - -", "Ra9 Kf10 Rb10#"), Prefs{}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newStore()
			require.NoError(t, Save(s, tt.game, tt.prefs))
			assert.Equal(t, []string{saveKey}, keys(s), "one key, nothing else")
			g, p, err := Load(s)
			require.NoError(t, err)
			requireSameGame(t, tt.game, g)
			assert.Equal(t, tt.over, g.Over())
			assert.Equal(t, tt.prefs, p)
		})
	}
}

func keys(s *mapStore) []string {
	var out []string
	for k := range s.m {
		out = append(out, k)
	}
	return out
}

func TestSaveFormat(t *testing.T) {
	// The golden file is the package documentation's example, written by hand.
	want, err := os.ReadFile(filepath.Join("testdata", "in-progress.save"))
	require.NoError(t, err)
	s := newStore()
	require.NoError(t, Save(s, play(t, 7, "", "Nc3 Se8 Nb5"), Prefs{AutoFlip: true}))
	assert.Equal(t, string(want), s.m[saveKey])
}

func TestSaveOfAFinishedGameHoldsItsRecord(t *testing.T) {
	g := play(t, 7, "", "Nc3 Se8 Nb5 Nc8 d4 e7")
	require.NoError(t, g.Resign(engine.White))
	rec, err := g.Record(nil)
	require.NoError(t, err)
	s := newStore()
	require.NoError(t, Save(s, g, Prefs{}))
	assert.Equal(t, "mschess-save 1\nflipped: false\nauto-flip: false\n\n"+rec, s.m[saveKey])
}

func TestLoadReadsASaveWrittenByHand(t *testing.T) {
	text, err := os.ReadFile(filepath.Join("testdata", "by-hand.save"))
	require.NoError(t, err)
	g, p, err := Load(newStore(saveKey, string(text)))
	require.NoError(t, err)
	requireSameGame(t, play(t, 7, "", "Nc3 Se8 Nb5"), g)
	assert.Equal(t, Prefs{Flipped: true}, p, "the unknown setting is passed over")
}

func TestLoadWithNothingSaved(t *testing.T) {
	s := newStore("other.app", "x")
	g, _, err := Load(s)
	assert.ErrorIs(t, err, ErrNoSave)
	assert.Nil(t, g)
	assert.Equal(t, map[string]string{"other.app": "x"}, s.m, "nothing moved")
}

func TestLoadSetsAsideWhatItCannotRead(t *testing.T) {
	const record = "\n[Seed \"7\"]\n\nNc3 Se8 Nb5 *\n"
	tests := []struct {
		name   string
		text   string
		want   error
		detail string // part of the message, or ""
	}{
		{"an empty save is damaged", "", ErrDamaged, "it is empty"},
		{"another program's data is foreign", `{"board":"e4"}`, ErrForeign, ""},
		{"an unversioned first line is foreign", "mschess-save\n" + record, ErrForeign, ""},
		{"a later format version is too new", "mschess-save 2\n" + record, ErrTooNew, "this version reads up to 1"},
		{"a version too big to count is too new", "mschess-save 99999999999999999999\n" + record, ErrTooNew, "this version reads up to 1"},
		{"a signed version is damaged", "mschess-save +1\n" + record, ErrDamaged, `version "+1" is not a number`},
		{"a version that is no number is damaged", "mschess-save one\n" + record, ErrDamaged, `version "one" is not a number`},
		{"version 0 was never written, so it is damaged", "mschess-save 0\n" + record, ErrDamaged, "from 1 up"},
		{"a save cut in its settings is damaged", "mschess-save 1\nflipped: true", ErrDamaged, "ends before the game"},
		{"a settings line without a colon is damaged", "mschess-save 1\nflipped\n" + record, ErrDamaged, `line 2 "flipped" is not a setting`},
		{"a setting that is not true or false is damaged", "mschess-save 1\nauto-flip: maybe\n" + record, ErrDamaged, `auto-flip is "maybe"`},
		{"a save with no game is damaged", "mschess-save 1\n\n", ErrDamaged, "no Seed, Mines or FEN tag"},
		{"an illegal move is damaged", "mschess-save 1\n\n[Seed \"7\"]\n\nNc3 Se8 Nb6 *\n", ErrDamaged, `"Nb6"`},
		{"a seed that does not lay the saved mines is damaged",
			"mschess-save 1\n\n[Seed \"8\"]\n[Mines \"a4,b5,e6,h6\"]\n\n*\n", ErrDamaged, "this seed lays its mines on"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newStore()
			s.m[saveKey] = tt.text
			g, p, err := Load(s)
			assert.Nil(t, g)
			assert.Equal(t, Prefs{}, p)
			require.ErrorIs(t, err, tt.want)
			var le *LoadError
			require.ErrorAs(t, err, &le)
			assert.Contains(t, err.Error(), tt.detail)
			assert.Equal(t, "mschess.save.rejected.1", le.Kept)
			assert.Contains(t, err.Error(), "set aside as mschess.save.rejected.1")
			assert.Equal(t, map[string]string{"mschess.save.rejected.1": tt.text}, s.m, "kept whole, and the save key is free")
		})
	}
}

func TestSetAsideNeverOverwritesEarlierRejects(t *testing.T) {
	s := newStore(saveKey, "third", "mschess.save.rejected.1", "first", "mschess.save.rejected.2", "second")
	_, _, err := Load(s)
	var le *LoadError
	require.ErrorAs(t, err, &le)
	assert.Equal(t, "mschess.save.rejected.3", le.Kept)
	assert.Equal(t, map[string]string{
		"mschess.save.rejected.1": "first",
		"mschess.save.rejected.2": "second",
		"mschess.save.rejected.3": "third",
	}, s.m)
}

func TestSetAsideInAFullStoreLeavesTheSaveWhereItIs(t *testing.T) {
	s := newStore(saveKey, "garbage")
	s.full = true
	_, _, err := Load(s)
	var le *LoadError
	require.ErrorAs(t, err, &le)
	assert.ErrorIs(t, err, ErrForeign)
	assert.Empty(t, le.Kept)
	assert.Contains(t, err.Error(), "could not be set aside, so the next save will replace it")
	assert.Equal(t, map[string]string{saveKey: "garbage"}, s.m, "not removed without a copy")
}

func TestSaveReportsAFullStore(t *testing.T) {
	s := newStore(saveKey, "the previous save")
	s.full = true
	err := Save(s, engine.NewGame(1), Prefs{})
	assert.EqualError(t, err, "the game could not be saved on this device: quota exceeded")
	assert.Equal(t, "the previous save", s.m[saveKey])
}

func FuzzLoad(f *testing.F) {
	for _, g := range []*engine.Game{engine.NewGame(3), play(f, 7, "", "Nc3 Se8 Nb5")} {
		s := newStore()
		require.NoError(f, Save(s, g, Prefs{Flipped: true}))
		f.Add(s.m[saveKey])
	}
	f.Fuzz(func(t *testing.T, text string) {
		s := newStore(saveKey, text)
		g, p, err := Load(s)
		if err != nil {
			// A save refused is kept whole, and the save key is free.
			var le *LoadError
			require.ErrorAs(t, err, &le)
			require.True(t, errors.Is(err, ErrForeign) || errors.Is(err, ErrTooNew) || errors.Is(err, ErrDamaged), "%v", err)
			require.Nil(t, g)
			require.Equal(t, map[string]string{"mschess.save.rejected.1": text}, s.m)
			return
		}
		// A save read is left in place and saves again into one that reads the
		// same game.
		require.Equal(t, map[string]string{saveKey: text}, s.m)
		again := newStore()
		require.NoError(t, Save(again, g, p))
		g2, p2, err := Load(again)
		require.NoError(t, err)
		requireSameGame(t, g, g2)
		require.Equal(t, p, p2)
	})
}

func Example() {
	store := newStore() // the page passes its localStorage
	g := engine.NewGame(7)
	g.PlaySAN("Nc3")
	Save(store, g, Prefs{AutoFlip: true}) // after every move

	// On the next visit:
	g, prefs, err := Load(store)
	switch {
	case errors.Is(err, ErrNoSave):
		fmt.Println("first visit: a new game")
	case err != nil:
		fmt.Println(err) // the old save is set aside; start a new game
	default:
		fmt.Println(g.Len(), "move, auto-flip", prefs.AutoFlip)
	}

	store.Set("mschess.save", "mschess-save 7\n...")
	_, _, err = Load(store)
	fmt.Println(err)
	// Output:
	// 1 move, auto-flip true
	// the saved game comes from a newer version of Minesweeper Chess (format version 7; this version reads up to 1); it was set aside as mschess.save.rejected.1
}
