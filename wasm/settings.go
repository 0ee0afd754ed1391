//go:build js && wasm

package main

import (
	"honnef.co/go/js/dom/v2"

	"mschess/page/labels"
	"mschess/ui"
)

// wireSettings shows the theme in select#theme and the sound's switch,
// input#sound, as the App keeps them (their changes are controls).
func (p *page) wireSettings() {
	if sel := byID("theme"); sel != nil {
		p.themes = &dom.HTMLSelectElement{BasicHTMLElement: sel}
		// tools/build named the themes in English.
		if p.app.Lang() != labels.Lang {
			p.nameThemes()
		} else {
			p.themes.SetValue(p.app.Theme())
		}
	}
	if box := inputOf(byID("sound")); box != nil {
		box.SetChecked(p.app.Sound())
	}
}

// showSTUN writes the STUN server in use into input#stun as its setting is
// opened (summary#stun-title), not as the page starts: reading the setting
// from the storage costs calls into JavaScript, and tools/build wrote the
// default, which the field shows until then.
func showSTUN(p *page) { inputOf(byID("stun")).SetValue(p.app.STUN()) }

// setSTUN sets the STUN server of input#stun, or says in p#stun-error why it
// cannot be read.
func setSTUN(p *page) {
	field, msg := inputOf(byID("stun")), ""
	if err := p.app.SetSTUN(field.Value()); err != nil {
		msg = err.Error()
	} else {
		field.SetValue(p.app.STUN())
	}
	byID("stun-error").SetTextContent(msg)
}

// chooseTheme switches to the theme chosen in select#theme.
func (p *page) chooseTheme() {
	p.app.SetTheme(p.themes.Value())
	showTheme(p.app.Theme())
}

// nameThemes writes the options of select#theme and of the looks' selects,
// named in the App's language, with the App's choices chosen.
func (p *page) nameThemes() {
	if p.themes == nil {
		return
	}
	var options string
	for _, c := range ui.ThemeChoices(p.app.Text()) {
		options += ui.OptionHTML(c.Value, c.Name, "", c.Value == p.app.Theme())
	}
	p.themes.SetInnerHTML(options)
	for i := range ui.Looks {
		l := &ui.Looks[i]
		byID(l.ID).SetInnerHTML(l.Options(p.app.Text(), p.app.Look(i)))
	}
}

// chooseLook shows and keeps the look picked in the select of ui.Looks[i]:
// site/boot.js showed the one kept as the page started.
func chooseLook(i int) func(*page) {
	return func(p *page) {
		l := &ui.Looks[i]
		p.app.SetLook(i, (&dom.HTMLSelectElement{BasicHTMLElement: byID(l.ID)}).Value())
		for _, v := range l.Values {
			setClass(root, v, v == p.app.Look(i))
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
