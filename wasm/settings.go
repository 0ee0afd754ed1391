//go:build js && wasm

package main

import (
	"honnef.co/go/js/dom/v2"

	"mschess/ui"
)

// wireSettings fills select#theme with the themes and connects it and the
// sound's switch, input#sound, to the App, which keeps the choices.
func (p *page) wireSettings() {
	if sel := byID("theme"); sel != nil {
		for _, t := range ui.Themes {
			o := create("option")
			o.SetAttribute("value", t)
			sel.AppendChild(o)
			p.themes = append(p.themes, o)
		}
		p.nameThemes()
		choice := &dom.HTMLSelectElement{BasicHTMLElement: sel}
		choice.SetValue(p.app.Theme())
		p.listeners.on(sel, "change", func(dom.Event) {
			p.app.SetTheme(choice.Value())
			showTheme(p.app.Theme())
			p.render()
		})
	}
	if box := inputOf(byID("sound")); box != nil {
		box.SetChecked(p.app.Sound())
		p.listeners.on(box.BasicHTMLElement, "change", func(dom.Event) {
			p.app.SetSound(box.Checked())
			p.render()
		})
	}
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
