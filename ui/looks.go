package ui

import (
	"slices"

	"mschess/persist"
	"mschess/ui/text"
)

// Look is a choice of how the board is drawn, which changes nothing of the
// game: the page's <html> has the class of the value picked, which the style
// sheet draws.
type Look struct {
	ID      string   // the select's id, as the page and site/boot.js name it
	Values  []string // the classes, one per option; the first is the default
	names   []text.Key
	setting persist.Setting
}

// Looks are the board's colours and the piece set.
var Looks = [...]Look{
	{"board-look", []string{"board-wood", "board-green", "board-blue"},
		[]text.Key{text.BoardWood, text.BoardGreen, text.BoardBlue}, persist.BoardSetting},
	{"piece-look", []string{"pieces-classic", "pieces-bold"},
		[]text.Key{text.PiecesClassic, text.PiecesBold}, persist.PiecesSetting},
}

// Options returns the markup of the look's options, named in the language of
// c, with chosen selected.
func (l *Look) Options(c text.Catalog, chosen string) string {
	var options string
	for i, v := range l.Values {
		options += OptionHTML(v, c.Text(l.names[i]), "", v == chosen)
	}
	return options
}

// Look returns the value of Looks[i] to show: the one picked in the page,
// else on an earlier visit, else the default.
func (v *visit) Look(i int) string {
	if v.looks[i] != "" {
		return v.looks[i]
	}
	if v.env.Store == nil {
		return Looks[i].Values[0]
	}
	return Looks[i].setting.OneOf(v.env.Store, Looks[i].Values)
}

// SetLook picks value for Looks[i], if it is one of its values, and keeps it
// for the next visit.
func (v *visit) SetLook(i int, value string) {
	if slices.Contains(Looks[i].Values, value) {
		v.looks[i] = value
		v.keep(Looks[i].setting, value)
	}
}
