package main

import (
	"bytes"
	"fmt"
	"html"
	"path"
	"regexp"
	"slices"

	"mschess/page/labels"
	"mschess/ui"
	"mschess/ui/text"
)

// choices are the directives that stand, in a page, for the options of a
// choice, and the options the built page holds in their place, so that the
// program need not write them as it starts: the languages, each named in
// itself, and the themes, the opponents and the clocks, named in English as
// the labels are; and the STUN server's field its default. The program
// chooses the player's option, and names the themes, the opponents and the
// clocks anew in another language.
var choices = []struct {
	directive string
	options   func() string
}{
	{"<!--#languages-->", func() string {
		var options string
		for _, l := range ui.Languages() {
			options += ui.OptionHTML(l.Tag, l.Name, ` lang="`+ui.EscapeAttr(l.Tag)+`"`, l.Tag == labels.Lang)
		}
		return options
	}},
	{"<!--#themes-->", func() string {
		var options string
		english, _ := text.Lookup(labels.Lang)
		for _, c := range ui.ThemeChoices(english) {
			options += ui.OptionHTML(c.Value, c.Name, "", c.Value == ui.ThemeAuto)
		}
		return options
	}},
	{"<!--#opponents-->", func() string {
		english, _ := text.Lookup(labels.Lang)
		return ui.OpponentOptions(english)
	}},
	{"<!--#clocks-->", func() string {
		english, _ := text.Lookup(labels.Lang)
		return ui.TimeControlOptions(english)
	}},
	{"<!--#stun-->", func() string { return ui.DefaultSTUN }},
	{"<!--#board-look-->", lookOptions(&ui.Looks[0])},
	{"<!--#piece-look-->", lookOptions(&ui.Looks[1])},
}

// lookOptions returns the options of look l, named in English, the default
// chosen.
func lookOptions(l *ui.Look) func() string {
	return func() string {
		english, _ := text.Lookup(labels.Lang)
		return l.Options(english, l.Values[0])
	}
}

// fillChoices replaces the choices' directives in the pages with their options.
func fillChoices(files []*file) {
	for _, f := range files {
		if path.Ext(f.src) != ".html" {
			continue
		}
		for _, c := range choices {
			f.data = bytes.ReplaceAll(f.data, []byte(c.directive), []byte(c.options()))
		}
	}
}

// titleElement is a page's <title>, empty in the sources.
var titleElement = []byte("<title></title>")

// fillLabels writes the labels (package labels) into the pages in English, so
// that a page shows them before the program runs, and the program, when the
// player's language is English, has nothing to write. An element that holds a
// label is empty in the sources, and lacks the attribute that holds one: its
// text is the string table's. So is the page's <title>, which is the game's
// name. A page that holds any label must say <html lang="en">, the language
// the program then takes the page to be in.
func fillLabels(files []*file) error {
	for _, f := range files {
		if path.Ext(f.src) != ".html" {
			continue
		}
		filled := false
		for _, l := range labels.All {
			tag := regexp.MustCompile(`<[a-z0-9]+[^>]*\sid="` + regexp.QuoteMeta(l.ID) + `"[^>]*>`)
			at := tag.FindIndex(f.data)
			if at == nil {
				continue
			}
			words := []byte(html.EscapeString(text.English[l.Key]))
			switch {
			case l.Attr != "" && bytes.Contains(f.data[at[0]:at[1]], []byte(" "+l.Attr+"=")):
				return fmt.Errorf("%s: the element #%s must not have %s: it comes from the string table", f.src, l.ID, l.Attr)
			case l.Attr != "":
				words = slices.Concat([]byte(" "+l.Attr+`="`), words, []byte(`"`))
				at[1]-- // before the tag's ">"
			case !bytes.HasPrefix(f.data[at[1]:], []byte("</")):
				return fmt.Errorf("%s: the element #%s must be empty: its text comes from the string table", f.src, l.ID)
			}
			f.data = slices.Concat(f.data[:at[1]], words, f.data[at[1]:])
			filled = true
		}
		if !filled {
			continue
		}
		if !bytes.Contains(f.data, []byte(`<html lang="`+labels.Lang+`"`)) {
			return fmt.Errorf("%s holds labels in English, so it must say <html lang=%q>", f.src, labels.Lang)
		}
		if !bytes.Contains(f.data, titleElement) {
			return fmt.Errorf("%s must have an empty %s: the title is the string table's", f.src, titleElement)
		}
		f.data = bytes.Replace(f.data, titleElement, []byte("<title>"+html.EscapeString(text.English[text.AppTitle])+"</title>"), 1)
	}
	return nil
}
