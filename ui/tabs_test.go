package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/ui/text"
)

// TestTwoTabs pins issue 8, item 5: two pages of one game, as two tabs of one
// browser share its storage. A page whose game was saved anew in the other shows
// the newer game, and never saves its older one over it.
func TestTwoTabs(t *testing.T) {
	open := func(t *testing.T) (here, there *App, s *memStore) {
		s = moved(t)
		return Open(env("", "", s)), Open(env("", "", s)), s
	}
	t.Run("a page shows the game played on in the other, and says so", func(t *testing.T) {
		here, there, _ := open(t)
		clicks(t, there, "g10", "f8")
		here.StorageChanged()
		assert.Equal(t, []string{"Nf3", "Nf8"}, here.Panel().Moves)
		assert.Equal(t, en.Text(text.SavedElsewhere), here.Panel().Status)
		clicks(t, here, "f3", "g1")
		there.StorageChanged()
		assert.Equal(t, []string{"Nf3", "Nf8", "Ng1"}, there.Panel().Moves, "and the other way round")
	})
	t.Run("a page that missed the news never saves its older game over the newer", func(t *testing.T) {
		here, there, s := open(t)
		clicks(t, there, "g10", "f8")
		saved := s.Data["mschess.save"]
		clicks(t, here, "g10", "h8")
		assert.Equal(t, saved, s.Data["mschess.save"], "the newer game stays saved")
		assert.Equal(t, []string{"Nf3", "Nf8"}, here.Panel().Moves, "and is shown")
		assert.Equal(t, en.Text(text.SavedElsewhere), here.Panel().Status)
	})
	t.Run("a new game in one page is the game of the other", func(t *testing.T) {
		here, there, _ := open(t)
		there.NewGame(11)
		there.Answer(true)
		here.StorageChanged()
		assert.Equal(t, uint64(11), seedOf(t, here))
	})
	t.Run("a change to anything else is no news", func(t *testing.T) {
		here, _, s := open(t)
		s.Data["mschess.save.embed"] = "the embed's game"
		here.StorageChanged()
		assert.Empty(t, here.Panel().Status)
		assert.Equal(t, []string{"Nf3"}, here.Panel().Moves)
	})
	t.Run("a replay on show stays; back to your game brings the newer game", func(t *testing.T) {
		here, there, _ := open(t)
		rec, _, err := finished(t, env("?seed=3", "", newStore())).Export()
		require.NoError(t, err)
		require.NoError(t, here.Import(rec))
		here.Answer(true)
		clicks(t, there, "g10", "f8")
		here.StorageChanged()
		assert.True(t, here.Reviewing())
		here.BackToYourGame()
		assert.Equal(t, []string{"Nf3", "Nf8"}, here.Panel().Moves)
	})
	t.Run("a game saved in a form this page cannot read is left alone, and this page stops saving", func(t *testing.T) {
		here, _, s := open(t)
		const newer = "mschess-save 2\ngeneration: 9\n\nwhat a later version writes\n"
		s.Data["mschess.save"] = newer
		here.StorageChanged()
		assert.Contains(t, here.Panel().Status, en.Text(text.SavedElsewhereUnreadable, "")[:40])
		assert.Equal(t, here.Panel().Status, here.Speech().Text, "and said")
		clicks(t, here, "g10", "f8")
		assert.Equal(t, map[string]string{"mschess.save": newer}, s.Data, "never replaced nor set aside")
		assert.Contains(t, here.Panel().Status, en.Text(text.SaveFailed, en.Text(text.SaveHeld)), "each move says it is not saved")
	})
}

// TestUnreadableSaveIsKept pins issue 8, item 6: a save that cannot be read
// nor set aside, the storage being full, is never written over; the new game
// is played without saving, and the page says so.
func TestUnreadableSaveIsKept(t *testing.T) {
	s := newStore()
	s.Data["mschess.save"] = "garbage"
	s.Full = true
	a := Open(env("", "", s))
	assert.Contains(t, a.Panel().Status, en.Text(text.BadSave, en.Text(text.SaveNotSetAside, en.Text(text.SaveForeign))))
	s.Full = false
	clicks(t, a, "g1", "f3")
	assert.Contains(t, a.Panel().Status, en.Text(text.SaveFailed, en.Text(text.SaveHeld)))
	a.NewGame(11)
	a.Answer(true)
	assert.Equal(t, map[string]string{"mschess.save": "garbage"}, s.Data, "the save is where it was, whole")
}
