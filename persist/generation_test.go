package persist

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
)

// generationIn returns the generation a save's text states.
func generationIn(t *testing.T, s *MemStore) uint64 {
	t.Helper()
	gen, ok := generation(s.Data[saveKey])
	require.True(t, ok, "a save")
	return gen
}

func TestGenerations(t *testing.T) {
	g := play(t, 7, "", "Nc3 Se8 Nb5")
	later := play(t, 7, "", "Nc3 Se8 Nb5 Nc8")
	t.Run("every write is one generation more than the save it replaces", func(t *testing.T) {
		s := newStore()
		for want := uint64(1); want <= 3; want++ {
			require.NoError(t, NewSlot(s).Replace(g, Prefs{}))
			assert.Equal(t, want, generationIn(t, s))
		}
	})
	t.Run("a save from before generations is generation 0 and is saved over", func(t *testing.T) {
		s := newStore(saveKey, saveText(t, g, Prefs{}))
		s.Data[saveKey] = strings.Replace(s.Data[saveKey], "generation: 1\n", "", 1)
		slot := NewSlot(s)
		_, _, err := slot.Load()
		require.NoError(t, err)
		require.NoError(t, slot.Save(later, Prefs{}))
		assert.Equal(t, uint64(1), generationIn(t, s))
	})
	t.Run("issue 8: a page never saves over a game another page saved since", func(t *testing.T) {
		s := newStore(saveKey, saveText(t, g, Prefs{}))
		here, there := NewSlot(s), NewSlot(s)
		for _, slot := range []*Slot{here, there} {
			_, _, err := slot.Load()
			require.NoError(t, err)
		}
		assert.False(t, here.Changed())
		require.NoError(t, there.Save(later, Prefs{Flipped: true}))
		saved := s.Data[saveKey]
		assert.True(t, here.Changed(), "the other page's save is news here")
		assert.ErrorIs(t, here.Save(g, Prefs{}), ErrSavedElsewhere)
		assert.Equal(t, saved, s.Data[saveKey], "the newer game stays")

		got, p, err := here.Reload()
		require.NoError(t, err)
		requireSameGame(t, later, got)
		assert.Equal(t, Prefs{Flipped: true}, p)
		assert.False(t, here.Changed())
		require.NoError(t, here.Save(got, p), "once reloaded, the page saves again")
		assert.True(t, there.Changed())
	})
	t.Run("a new game replaces a newer save: the player chose it", func(t *testing.T) {
		s := newStore()
		here, there := NewSlot(s), NewSlot(s)
		require.NoError(t, here.Replace(g, Prefs{}))
		require.NoError(t, there.Replace(later, Prefs{}))
		require.NoError(t, here.Replace(engine.NewGame(1), Prefs{}))
		assert.Equal(t, uint64(3), generationIn(t, s))
	})
	t.Run("a save removed is no change, and the next save writes it again", func(t *testing.T) {
		s := newStore()
		slot := NewSlot(s)
		require.NoError(t, slot.Replace(g, Prefs{}))
		s.Remove(saveKey)
		assert.False(t, slot.Changed())
		require.NoError(t, slot.Save(later, Prefs{}))
	})
	t.Run("issue 8: a save from another page that cannot be read is held, not set aside", func(t *testing.T) {
		s := newStore()
		here := NewSlot(s)
		require.NoError(t, here.Replace(g, Prefs{}))
		newer := "mschess-save 2\ngeneration: 9\n\nwhat a later version writes\n"
		s.Data[saveKey] = newer
		assert.True(t, here.Changed())
		_, _, err := here.Reload()
		assert.ErrorIs(t, err, ErrTooNew)
		assert.Contains(t, err.Error(), "it is kept as it was")
		assert.ErrorIs(t, here.Save(g, Prefs{}), ErrHeld)
		assert.ErrorIs(t, here.Replace(g, Prefs{}), ErrHeld)
		assert.Equal(t, map[string]string{saveKey: newer}, s.Data)
		assert.False(t, here.Changed(), "the save held is no news")

		require.NoError(t, NewSlot(s).Replace(later, Prefs{}), "another page writes a save this one reads")
		assert.True(t, here.Changed())
		got, _, err := here.Reload()
		require.NoError(t, err)
		requireSameGame(t, later, got)
		assert.NoError(t, here.Save(got, Prefs{}), "nothing is held any more")
	})
	t.Run("Peek reads the save and takes nothing up", func(t *testing.T) {
		s := newStore(saveKey, saveText(t, g, Prefs{}))
		slot := NewSlot(s)
		got, err := slot.Peek()
		require.NoError(t, err)
		requireSameGame(t, g, got)
		assert.ErrorIs(t, slot.Save(later, Prefs{}), ErrSavedElsewhere, "a save peeked at is not this page's")

		s.Data[saveKey] = "garbage"
		_, err = slot.Peek()
		assert.ErrorIs(t, err, ErrForeign)
		assert.Equal(t, map[string]string{saveKey: "garbage"}, s.Data, "nothing set aside")
		_, err = NewSlot(newStore()).Peek()
		assert.ErrorIs(t, err, ErrNoSave)
	})
}
