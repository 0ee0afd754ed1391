package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/persist"
)

func TestTheme(t *testing.T) {
	tests := []struct {
		name   string
		query  string
		stored string // the theme kept from an earlier visit
		want   string
	}{
		{"the system's by default", "", "", ThemeAuto},
		{"the one picked before", "", ThemeContrast, ThemeContrast},
		{"the address's over the one picked before", "?theme=light", ThemeDark, ThemeLight},
		{"an unknown theme in the address is ignored", "?theme=pink", ThemeDark, ThemeDark},
		{"an unknown theme stored is ignored", "", "pink", ThemeAuto},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newStore()
			if tc.stored != "" {
				require.NoError(t, persist.ThemeSetting.Set(s, tc.stored))
			}
			assert.Equal(t, tc.want, Open(env(tc.query, "", s)).Theme())
		})
	}
}

func TestSetThemeIsKeptAndOutranksTheAddress(t *testing.T) {
	s := newStore()
	a := Open(env("?theme=light", "", s))
	a.SetTheme(ThemeContrast)
	assert.Equal(t, ThemeContrast, a.Theme())
	assert.NotContains(t, a.Address(), "theme=")
	assert.Equal(t, ThemeContrast, Open(env("", "", s)).Theme(), "the next visit")
	assert.Contains(t, a.EmbedSnippet(), "theme=contrast", "the snippet has the board's theme")
}

func TestSetThemeHoldsWithoutStorage(t *testing.T) {
	a := Open(env("", "", nil))
	a.SetTheme(ThemeDark)
	assert.Equal(t, ThemeDark, a.Theme())
	a.SetTheme("pink")
	assert.Equal(t, ThemeDark, a.Theme(), "an unknown theme is ignored")
}

func TestThemeChoicesNameEveryTheme(t *testing.T) {
	choices := ThemeChoices(en)
	require.Len(t, choices, len(Themes))
	for i, c := range choices {
		assert.Equal(t, Themes[i], c.Value)
		assert.NotEmpty(t, c.Name)
	}
}

func TestSound(t *testing.T) {
	tests := []struct {
		name   string
		query  string
		embed  bool
		stored string
		want   bool
	}{
		{"on in the page", "", false, "", true},
		{"off in the embed", "", true, "", false},
		{"on in the embed that asks for it", "?sound=1", true, "", true},
		{"off once muted", "", false, "off", false},
		{"the address's over the one switched before", "?sound=0", false, "on", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newStore()
			if tc.stored != "" {
				require.NoError(t, persist.SoundSetting.Set(s, tc.stored))
			}
			e := env(tc.query, "", s)
			e.Embed = tc.embed
			assert.Equal(t, tc.want, Open(e).Sound())
		})
	}
}

func TestSetSoundIsKept(t *testing.T) {
	s := newStore()
	a := Open(env("?sound=1", "", s))
	a.SetSound(false)
	assert.False(t, a.Sound())
	assert.NotContains(t, a.Address(), "sound=")
	assert.False(t, Open(env("", "", s)).Sound(), "the next visit")
}
