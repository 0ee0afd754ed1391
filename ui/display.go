package ui

import (
	"slices"

	"mschess/persist"
	"mschess/ui/text"
)

// The themes, as the page's class theme-… and ?theme= name them. ThemeAuto is
// light or dark as the system prefers.
const (
	ThemeAuto     = "auto"
	ThemeLight    = "light"
	ThemeDark     = "dark"
	ThemeContrast = "contrast"
)

// Themes lists the themes in the order a page offers them.
var Themes = []string{ThemeAuto, ThemeLight, ThemeDark, ThemeContrast}

// themeNames holds each theme's name, by its place in Themes.
var themeNames = [...]text.Key{text.ThemeAuto, text.ThemeLight, text.ThemeDark, text.ThemeContrast}

// Choice is one option of a setting as a page offers it.
type Choice struct {
	Value, Name string
}

// OptionHTML is the markup of one option of a choice: its value, its name as
// its text, attrs (more attributes, written already) and whether it is the one
// chosen. Pages write a choice's options in one piece of markup, and
// tools/build writes some into the built pages the same way.
func OptionHTML(value, name, attrs string, selected bool) string {
	if selected {
		attrs += " selected"
	}
	return `<option value="` + EscapeAttr(value) + `"` + attrs + `>` + EscapeAttr(name) + `</option>`
}

// ThemeChoices returns the themes with their names in the language of c.
func ThemeChoices(c text.Catalog) []Choice {
	choices := make([]Choice, len(Themes))
	for i, t := range Themes {
		choices[i] = Choice{Value: t, Name: c.Text(themeNames[i])}
	}
	return choices
}

// Theme returns the theme to show, one of Themes: the one picked in the page,
// else the address's (?theme=), else the one picked on an earlier visit, else
// ThemeAuto.
func (v *visit) Theme() string {
	if v.opts.Theme != "" {
		return v.opts.Theme
	}
	if t := v.setting(persist.ThemeSetting); slices.Contains(Themes, t) {
		return t
	}
	return ThemeAuto
}

// SetTheme shows the theme t, if it is one of Themes, and keeps the choice for
// the next visit. The address drops its ?theme= then: the player's choice
// outranks it.
func (v *visit) SetTheme(t string) {
	if !slices.Contains(Themes, t) {
		return
	}
	v.opts.Theme, v.env.Query = t, withoutParams(v.env.Query, "theme")
	v.keep(persist.ThemeSetting, t)
}

// Sound reports whether the game makes sounds: as switched in the page, else
// as the address asks (?sound=1 or 0), else as switched on an earlier visit,
// else on, except in the embed, which another site's page holds and which is
// silent unless asked.
func (v *visit) Sound() bool {
	if v.opts.Sound != "" {
		return v.opts.Sound == "on"
	}
	if s := v.setting(persist.SoundSetting); s != "" {
		return s == "on"
	}
	return !v.env.Embed
}

// SetSound switches the sound on or off, and keeps the choice for the next
// visit; the address drops its ?sound= then.
func (v *visit) SetSound(on bool) {
	s := "off"
	if on {
		s = "on"
	}
	v.opts.Sound, v.env.Query = s, withoutParams(v.env.Query, "sound")
	v.keep(persist.SoundSetting, s)
}

// Letters reports whether the move list writes pieces as letters (Nf3), as
// the player chose on this device, rather than as figurines (♘f3), which read
// alike in every language.
func (v *visit) Letters() bool { return v.switched(v.letters, persist.LettersSetting) == "on" }

// SetLetters chooses letters or figurines for the move list, and keeps the
// choice for the next visit. Records, links and typed moves keep their
// letters either way (docs/rules.md §8).
func (v *visit) SetLetters(on bool) { v.setSwitch(&v.letters, persist.LettersSetting, on) }

// switched returns a switch's state, "on" or "off": page, as switched in the
// page, else as kept on the device under k, else "" for its default.
func (v *visit) switched(page string, k persist.Setting) string {
	if page != "" {
		return page
	}
	return v.setting(k)
}

// setSwitch switches page's switch, kept under k, on or off, and keeps the
// choice for the next visit.
func (v *visit) setSwitch(page *string, k persist.Setting, on bool) {
	*page = "off"
	if on {
		*page = "on"
	}
	v.keep(k, *page)
}

// setting returns a setting kept in the page's store, or "" without one.
func (v *visit) setting(k persist.Setting) string {
	if v.env.Store == nil {
		return ""
	}
	return k.Get(v.env.Store)
}

// keep keeps a setting in the page's store, if it has one. A choice the store
// refuses still holds until the page is closed.
func (v *visit) keep(k persist.Setting, value string) {
	if v.env.Store != nil {
		_ = k.Set(v.env.Store, value)
	}
}
