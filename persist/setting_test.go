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

// TestCleanName: a player's name stays on one line of a record or a save, and
// short.
func TestCleanName(t *testing.T) {
	tests := []struct {
		name, raw, want string
	}{
		{"a name as given", "Ada Lovelace", "Ada Lovelace"},
		{"spaces around are trimmed", "  Ada \t", "Ada"},
		{"a newline cannot end the line", "Ada\n[Result \"1-0\"]", `Ada[Result "1-0"]`},
		{"control characters go", "A\x00d\x1ba\x7f\u0085", "Ada"},
		{"marks that turn the text go", "\u202eadA\u2066", "adA"},
		{"cut to MaxName characters", "Ἀριστοτέλης Ἀριστοτέλης Ἀριστοτέλης", "Ἀριστοτέλης Ἀριστοτέλης"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := CleanName(tt.raw)
			assert.Equal(t, tt.want, got)
			assert.LessOrEqual(t, len([]rune(got)), MaxName)
		})
	}
}

// TestNames: the names kept are read back cleaned, and a stored value of
// another form is ignored, as never asked.
func TestNames(t *testing.T) {
	tests := []struct {
		name   string
		stored string // "-" for nothing stored
		want   [2]string
		asked  bool
	}{
		{"never asked", "-", [2]string{}, false},
		{"both named", "Ada\nBrian", [2]string{"Ada", "Brian"}, true},
		{"asked and skipped", "\n", [2]string{}, true},
		{"a bad name is cleaned", "Ada\x00\x1b\nBrian                                                  x", [2]string{"Ada", "Brian"}, true},
		{"no separator is ignored", "Ada", [2]string{}, false},
		{"three names are ignored", "Ada\nBrian\nCarl", [2]string{}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := NewMemStore()
			if tt.stored != "-" {
				require.NoError(t, NamesSetting.Set(s, tt.stored))
			}
			names, asked := Names(s)
			assert.Equal(t, tt.want, names)
			assert.Equal(t, tt.asked, asked)
		})
	}
}

func TestSetNamesGivesThemBack(t *testing.T) {
	s := NewMemStore()
	require.NoError(t, SetNames(s, [2]string{" Ada\n", ""}))
	names, asked := Names(s)
	assert.Equal(t, [2]string{"Ada", ""}, names)
	assert.True(t, asked)
}
