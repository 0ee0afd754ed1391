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

// TestSettingOneOf: a stored value the page does not know, from another
// version or written by hand, is ignored for the default.
func TestSettingOneOf(t *testing.T) {
	values := []string{"board-wood", "board-green"}
	tests := []struct {
		name, stored, want string
	}{
		{"the default with nothing stored", "", "board-wood"},
		{"the value stored", "board-green", "board-green"},
		{"an unknown value is ignored", "board-pink", "board-wood"},
		{"a value is matched whole", "board-green ", "board-wood"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := NewMemStore()
			if tt.stored != "" {
				require.NoError(t, BoardSetting.Set(s, tt.stored))
			}
			assert.Equal(t, tt.want, BoardSetting.OneOf(s, values))
		})
	}
}
