package persist

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
)

func TestSettingIsEmptyUntilSet(t *testing.T) {
	assert.Empty(t, ThemeSetting.Get(NewMemStore()))
}

func TestSettingGivesBackWhatWasSet(t *testing.T) {
	s := NewMemStore()
	require.NoError(t, ThemeSetting.Set(s, "contrast"))
	require.NoError(t, SoundSetting.Set(s, "off"))
	assert.Equal(t, "contrast", ThemeSetting.Get(s))
	assert.Equal(t, "off", SoundSetting.Get(s))
}

func TestSettingOutlivesANewSave(t *testing.T) {
	s := NewMemStore()
	require.NoError(t, ThemeSetting.Set(s, "light"))
	require.NoError(t, NewSlot(s).Replace(engine.NewGame(7), Prefs{}))
	assert.Equal(t, "light", ThemeSetting.Get(s))
}

func TestSettingReportsAFullStore(t *testing.T) {
	s := NewMemStore()
	s.Full = true
	assert.Error(t, ThemeSetting.Set(s, "dark"))
	assert.Empty(t, ThemeSetting.Get(s))
}
