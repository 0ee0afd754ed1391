//go:build js && wasm

package main

import (
	"honnef.co/go/js/dom/v2"

	"mschess/ui"
)

// wireSettings fills select#theme with the themes and shows the theme and the
// sound's switch, input#sound, as the App keeps them (their changes are
// controls).
func (p *page) wireSettings() {
	if sel := byID("theme"); sel != nil {
		for _, t := range ui.Themes {
			o := create("option")
			o.SetAttribute("value", t)
			sel.AppendChild(o)
			p.themes = append(p.themes, o)
		}
		p.nameThemes()
		(&dom.HTMLSelectElement{BasicHTMLElement: sel}).SetValue(p.app.Theme())
	}
	if box := inputOf(byID("sound")); box != nil {
		box.SetChecked(p.app.Sound())
	}
}

// chooseTheme switches to the theme chosen in select#theme.
func (p *page) chooseTheme() {
	p.app.SetTheme((&dom.HTMLSelectElement{BasicHTMLElement: byID("theme")}).Value())
	showTheme(p.app.Theme())
}

// nameThemes writes the name of each theme into its option of select#theme,
// in the App's language.
func (p *page) nameThemes() {
	for i, c := range p.app.ThemeChoices() {
		if i < len(p.themes) {
			p.themes[i].SetTextContent(c.Name)
		}
	}
}

// showTheme gives <html> the class of theme t, theme-light, theme-dark or
// theme-contrast, and none for ui.ThemeAuto, where the style sheet follows the
// system's preference.
func showTheme(t string) {
	for _, other := range ui.Themes {
		setClass(root, "theme-"+other, other == t && t != ui.ThemeAuto)
	}
}
