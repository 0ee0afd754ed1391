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

// newStore returns a MemStore holding the key/value pairs kv.
func newStore(kv ...string) *MemStore {
	s := NewMemStore()
	for i := 0; i+1 < len(kv); i += 2 {
		s.Data[kv[i]] = kv[i+1]
	}
	return s
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

// requireSameGame checks that got is want exactly: the secret record holds the
// start with every mine, the seed, the moves and the result, and the referee's
// position holds the rest.
func requireSameGame(t *testing.T, want, got *engine.Game) {
	t.Helper()
	require.NotNil(t, got)
	wantRecord, err := want.SecretRecord(nil)
	require.NoError(t, err)
	gotRecord, err := got.SecretRecord(nil)
	require.NoError(t, err)
	require.Equal(t, wantRecord, gotRecord)
	require.Equal(t, want.Referee(), got.Referee())
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
			require.NoError(t, NewSlot(s).Replace(tt.game, tt.prefs))
			assert.Equal(t, []string{saveKey}, keys(s), "one key, nothing else")
			g, p, err := NewSlot(s).Load()
			require.NoError(t, err)
			requireSameGame(t, tt.game, g)
			assert.Equal(t, tt.over, g.Over())
			assert.Equal(t, tt.prefs, p)
		})
	}
}

func keys(s *MemStore) []string {
	var out []string
	for k := range s.Data {
		out = append(out, k)
	}
	return out
}

// testNonce stands in for the random nonce of Save where a test must know the text
// of a save.
var testNonce = [nonceSize]byte{0xf7, 0xc6, 0xae, 0xc4, 0xd1, 0x9b, 0x8e, 0x0c, 0xdf, 0x33, 0x9e, 0x89, 0x09, 0xc1, 0x72, 0xd4}

// saveText returns the save of g with settings p, written with testNonce.
func saveText(t testing.TB, g *engine.Game, p Prefs) string {
	s := newStore()
	require.NoError(t, NewSlot(s).write(g, p, testNonce))
	return s.Data[saveKey]
}

// masked turns a save written by hand, its record in clear after the first blank
// line, into one as Save writes it: the record masked with testNonce.
func masked(plain string) string {
	head, rec, _ := strings.Cut(plain, "\n\n")
	return head + "\n\n" + mask(rec, testNonce) + "\n"
}

// recordIn returns the record that a save's masked game holds.
func recordIn(t *testing.T, text string) string {
	t.Helper()
	_, game, ok := strings.Cut(text, "\n\n")
	require.True(t, ok, "a blank line before the game")
	rec, err := unmask(game)
	require.NoError(t, err)
	return rec
}

func TestSaveFormat(t *testing.T) {
	// The golden file is the package documentation's example. It pins the mask too:
	// if the mask changed, earlier saves would no longer load.
	want, err := os.ReadFile(filepath.Join("testdata", "in-progress.save"))
	require.NoError(t, err)
	assert.Equal(t, string(want), saveText(t, play(t, 7, "", "Nc3 Se8 Nb5"), Prefs{AutoFlip: true}))
}

func TestSaveOfAFinishedGameHoldsItsRecord(t *testing.T) {
	g := play(t, 7, "", "Nc3 Se8 Nb5 Nc8 d4 e7")
	require.NoError(t, g.Resign(engine.White))
	rec, err := g.Record(nil)
	require.NoError(t, err)
	text := saveText(t, g, Prefs{})
	assert.True(t, strings.HasPrefix(text, "mschess-save 1\nflipped: false\nauto-flip: false\ngeneration: 1\n\n"), text)
	assert.Equal(t, rec, recordIn(t, text))
}

func TestLoadReadsASaveWrittenByHand(t *testing.T) {
	// Settings in another order, one this release does not know, and a record with
	// move numbers and comments, as Game.SecretRecord never writes it.
	plain, err := os.ReadFile(filepath.Join("testdata", "by-hand.plain"))
	require.NoError(t, err)
	g, p, err := NewSlot(newStore(saveKey, masked(string(plain)))).Load()
	require.NoError(t, err)
	requireSameGame(t, play(t, 7, "", "Nc3 Se8 Nb5"), g)
	assert.Equal(t, Prefs{Flipped: true}, p, "the unknown setting is passed over")
}

func TestLoadWithNothingSaved(t *testing.T) {
	s := newStore("other.app", "x")
	g, _, err := NewSlot(s).Load()
	assert.ErrorIs(t, err, ErrNoSave)
	assert.Nil(t, g)
	assert.Equal(t, map[string]string{"other.app": "x"}, s.Data, "nothing moved")
}

func TestSaved(t *testing.T) {
	saved := NewMemStore()
	require.NoError(t, NewSlot(saved).Replace(engine.NewGame(7), Prefs{}))
	tests := []struct {
		name  string
		store *MemStore
		want  bool
	}{
		{"nothing saved", newStore("other.app", "x"), false},
		{"a game saved", saved, true},
		{"a save that cannot be read is a save all the same", newStore(saveKey, "garbage"), true},
		{"a save set aside is not the save", newStore(rejectedPrefix+"1", "garbage"), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, NewSlot(tt.store).Saved())
		})
	}
}

func TestLoadSetsAsideWhatItCannotRead(t *testing.T) {
	game := mask("[Seed \"7\"]\n\nNc3 Se8 Nb5 *\n", testNonce) + "\n"
	// changed returns game with its i-th character replaced by another base64 one.
	changed := func(i int) string {
		c := byte('A')
		if game[i] == c {
			c = 'B'
		}
		return game[:i] + string(c) + game[i+1:]
	}
	tests := []struct {
		name   string
		text   string
		want   error
		detail string // part of the message, or ""
	}{
		{"an empty save is damaged", "", ErrDamaged, "it is empty"},
		{"another program's data is foreign", `{"board":"e4"}`, ErrForeign, ""},
		{"an unversioned first line is foreign", "mschess-save\n\n" + game, ErrForeign, ""},
		{"a later format version is too new", "mschess-save 2\n\n" + game, ErrTooNew, "this version reads up to 1"},
		{"a version too big to count is too new", "mschess-save 99999999999999999999\n\n" + game, ErrTooNew, "this version reads up to 1"},
		{"a save larger than any game's is damaged", "mschess-save 1\n\n" + strings.Repeat("A", maxSave), ErrDamaged, "larger than any saved game"},
		{"a signed version is damaged", "mschess-save +1\n\n" + game, ErrDamaged, "its version is not a number from 1 up"},
		{"a version that is no number is damaged", "mschess-save one\n\n" + game, ErrDamaged, "its version is not a number from 1 up"},
		{"version 0 was never written, so it is damaged", "mschess-save 0\n\n" + game, ErrDamaged, "from 1 up"},
		{"a save cut in its settings is damaged", "mschess-save 1\nflipped: true", ErrDamaged, "ends before the game"},
		{"a settings line without a colon is damaged", "mschess-save 1\nflipped\n\n" + game, ErrDamaged, "line 2 is not a setting"},
		{"a setting that is not true or false is damaged", "mschess-save 1\nauto-flip: maybe\n\n" + game, ErrDamaged, "auto-flip is not true or false"},
		{"a generation that is no number is damaged", "mschess-save 1\ngeneration: -1\n\n" + game, ErrDamaged, "its generation is not a whole number"},
		{"a save with no game is damaged", "mschess-save 1\n\n", ErrDamaged, "its game is cut short"},
		{"a game in clear was never written, so it is damaged", "mschess-save 1\n\n[Seed \"7\"]\n\nNc3 Se8 Nb5 *\n", ErrDamaged, "its game is garbled at character 1"},
		{"a game cut inside its base64 is damaged", "mschess-save 1\n\n" + game[:len(game)-4], ErrDamaged, "its game is garbled at character"},
		{"a game cut too short to hold a nonce and hash is damaged", "mschess-save 1\n\n" + game[:28], ErrDamaged, "its game is cut short"},
		{"a game cut after a whole base64 group is damaged", "mschess-save 1\n\n" + game[:40], ErrDamaged, "its game was changed or cut short: it fails its check"},
		{"a game with a character of its record changed is damaged", "mschess-save 1\n\n" + changed(len(game)/2), ErrDamaged, "fails its check"},
		{"a game with a character of its nonce changed is damaged", "mschess-save 1\n\n" + changed(0), ErrDamaged, "fails its check"},
		{"a masked record with no minefield is damaged", masked("mschess-save 1\n\n*\n"), ErrDamaged, "(its game does not read back);"},
		{"a masked record with an illegal move is damaged", masked("mschess-save 1\n\n[Seed \"7\"]\n\nNc3 Se8 Nb6 *\n"), ErrDamaged,
			"its game does not read back at record line 3, move 2."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newStore()
			s.Data[saveKey] = tt.text
			g, p, err := NewSlot(s).Load()
			assert.Nil(t, g)
			assert.Equal(t, Prefs{}, p)
			require.ErrorIs(t, err, tt.want)
			var le *LoadError
			require.ErrorAs(t, err, &le)
			assert.Contains(t, err.Error(), tt.detail)
			assert.Equal(t, "mschess.save.rejected.1", le.Kept)
			assert.Contains(t, err.Error(), "set aside as mschess.save.rejected.1")
			assert.Equal(t, map[string]string{"mschess.save.rejected.1": tt.text}, s.Data, "kept whole, and the save key is free")
		})
	}
}

func TestLoadErrorNamesNoMine(t *testing.T) {
	// §2: the record reader would say which squares the seed mines and which the
	// record lists; the player is told only where the record fails.
	s := newStore(saveKey, masked("mschess-save 1\n\n[Seed \"8\"]\n[Mines \"a4,b5,e6,h6\"]\n\n*\n"))
	_, _, err := NewSlot(s).Load()
	require.ErrorIs(t, err, ErrDamaged)
	assert.Contains(t, err.Error(), "its game does not read back at record line 1")
	for _, sq := range append(engine.MinesFromSeed(8).Squares(), engine.MinesFromSeed(7).Squares()...) {
		assert.NotContains(t, err.Error(), sq.String())
	}
	assert.NotContains(t, err.Error(), "8")
}

func TestSetAsideNeverOverwritesEarlierRejects(t *testing.T) {
	s := newStore(saveKey, "third", "mschess.save.rejected.1", "first", "mschess.save.rejected.2", "second")
	_, _, err := NewSlot(s).Load()
	var le *LoadError
	require.ErrorAs(t, err, &le)
	assert.Equal(t, "mschess.save.rejected.3", le.Kept)
	assert.Equal(t, map[string]string{
		"mschess.save.rejected.1": "first",
		"mschess.save.rejected.2": "second",
		"mschess.save.rejected.3": "third",
	}, s.Data)
}

func TestSetAsideInAFullStoreLeavesTheSaveWhereItIs(t *testing.T) {
	// Issue 8: a save that cannot be set aside is never written over, even by
	// the new game the page starts in its place.
	s := newStore(saveKey, "garbage")
	s.Full = true
	slot := NewSlot(s)
	_, _, err := slot.Load()
	var le *LoadError
	require.ErrorAs(t, err, &le)
	assert.ErrorIs(t, err, ErrForeign)
	assert.Empty(t, le.Kept)
	assert.Contains(t, err.Error(), "it is kept as it was, and nothing will be saved over it")
	s.Full = false // room again, as when another tab frees some
	assert.ErrorIs(t, slot.Replace(engine.NewGame(1), Prefs{}), ErrHeld, "a new game")
	assert.ErrorIs(t, slot.Save(engine.NewGame(1), Prefs{}), ErrHeld, "a move")
	assert.Equal(t, map[string]string{saveKey: "garbage"}, s.Data, "the save is where it was, whole")
}

func TestSaveReportsAFullStore(t *testing.T) {
	s := newStore(saveKey, "the previous save")
	s.Full = true
	err := NewSlot(s).Replace(engine.NewGame(1), Prefs{})
	assert.EqualError(t, err, "the game could not be saved on this device: the storage is full")
	assert.Equal(t, "the previous save", s.Data[saveKey])
}

func TestSaveRefusesAGameTooLongToReadBack(t *testing.T) {
	// The longest record the engine reads, taken up again one ply before its end.
	text, err := os.ReadFile(filepath.Join("..", "engine", "testdata", "records", "longest.pgn"))
	require.NoError(t, err)
	rec := strings.NewReplacer(`[Result "0-1"]`, `[Result "*"]`, `[Termination "resignation"]`, "", " 0-1\n", " *\n").Replace(string(text))
	g, _, err := engine.ParseRecord(rec)
	require.NoError(t, err)
	require.Equal(t, engine.MaxRecordPlies, g.Len())
	s := newStore()
	require.NoError(t, NewSlot(s).Replace(g, Prefs{}), "the longest game is saved")
	_, err = g.Play(g.LegalMoves()[0])
	require.NoError(t, err)
	before := s.Data[saveKey]
	assert.ErrorIs(t, NewSlot(s).Replace(g, Prefs{}), ErrTooLong, "a ply more would not read back")
	assert.Equal(t, before, s.Data[saveKey])
}

func FuzzLoad(f *testing.F) {
	for _, g := range []*engine.Game{engine.NewGame(3), play(f, 7, "", "Nc3 Se8 Nb5")} {
		f.Add(saveText(f, g, Prefs{Flipped: true}))
	}
	f.Fuzz(func(t *testing.T, text string) {
		s := newStore(saveKey, text)
		slot := NewSlot(s)
		g, p, err := slot.Load()
		if err != nil {
			// A save refused is kept whole, and the save key is free.
			var le *LoadError
			require.ErrorAs(t, err, &le)
			require.True(t, errors.Is(err, ErrForeign) || errors.Is(err, ErrTooNew) || errors.Is(err, ErrDamaged), "%v", err)
			require.Nil(t, g)
			require.Equal(t, map[string]string{"mschess.save.rejected.1": text}, s.Data)
			return
		}
		// A save read is left in place, and the next save replaces it with one
		// that reads the same game.
		require.Equal(t, map[string]string{saveKey: text}, s.Data)
		require.NoError(t, slot.Save(g, p))
		g2, p2, err := NewSlot(s).Load()
		require.NoError(t, err)
		requireSameGame(t, g, g2)
		require.Equal(t, p, p2)
	})
}

func Example() {
	store := newStore() // the page passes its localStorage
	g := engine.NewGame(7)
	g.PlaySAN("Nc3")
	NewSlot(store).Replace(g, Prefs{AutoFlip: true}) // a new game; Save after every move

	// On the next visit, in two tabs:
	tab, other := NewSlot(store), NewSlot(store)
	g, prefs, err := tab.Load()
	switch {
	case errors.Is(err, ErrNoSave):
		fmt.Println("first visit: a new game")
	case err != nil:
		fmt.Println(err) // the old save is set aside; start a new game
	default:
		fmt.Println(g.Len(), "move, auto-flip", prefs.AutoFlip)
	}

	// The other tab plays on, so this one must not save its older game.
	later, _, _ := other.Load()
	later.PlaySAN("Nc8")
	other.Save(later, prefs)
	fmt.Println(tab.Changed(), tab.Save(g, prefs))
	g, _, _ = tab.Reload()
	fmt.Println(g.Len(), "moves")

	store.Set("mschess.save", "mschess-save 7\n...")
	_, _, err = NewSlot(store).Load()
	fmt.Println(err)
	// Output:
	// 1 move, auto-flip true
	// true the game was saved from another tab or window since
	// 2 moves
	// the saved game comes from a newer version of Minesweeper Chess (format version 7; this version reads up to 1); it was set aside as mschess.save.rejected.1
}
