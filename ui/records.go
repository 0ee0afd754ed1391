package ui

import (
	"strings"

	"mschess/engine"
	"mschess/ui/text"
)

// Export returns the record of the finished game, as engine.Game.Record writes
// it, and a file name for it such as "minesweeper-chess-2025-03-14.pgn". A game in
// progress has no record (engine.ErrGameNotOver): its record would give its
// hidden mines away. A game from a link or a record keeps its own tags; the
// player's own gets the date and this site. LinkTo makes the record a link.
func (a *App) Export() (record, filename string, err error) {
	_, date := a.clock()
	tags := a.game.tags
	if !a.game.from.reviewing() {
		tags = []engine.Tag{{Name: "Site", Value: a.env.Site}}
		if date != "" {
			tags = append(tags, engine.Tag{Name: "Date", Value: strings.ReplaceAll(date, "-", ".")})
		}
		if a.game.daily != "" {
			tags = append(tags, engine.Tag{Name: "Event", Value: a.text.Text(text.DailyEvent, a.game.daily)})
		}
		tags = append(tags, a.playTags(&a.words)...)
	}
	record, err = a.game.Record(tags)
	if err != nil {
		return "", "", err
	}
	return record, recordName(date), nil
}

// recordName returns the file name of a record of a game of date, such as
// "minesweeper-chess-2025-03-14.pgn", or without one for date "".
func recordName(date string) string {
	if date != "" {
		date = "-" + date
	}
	return "minesweeper-chess" + date + ".pgn"
}

// Embed sizes of the iframe snippet, in CSS pixels: a board and its controls.
// The height is the one the embed asks for at that width (see wasm's
// watchHeight), so that the board takes the frame's full width with no resizing.
const embedWidth, embedHeight = "400", "676"

// EmbedSnippet returns an <iframe> element that embeds the game in another page,
// with the options of the game on show: the theme picked, the language asked
// for, the board's
// orientation, and its minefield when that is no secret — the daily one, one the
// address named, or a finished game's. A random game in progress is not
// embedded by its seed, which would give its mines away; the embed starts a
// random game of its own.
func (a *App) EmbedSnippet() string {
	o := Options{Lang: a.opts.Lang}
	if t := a.Theme(); t != ThemeAuto {
		o.Theme = t
	}
	if a.orient.flipped {
		o.Orientation, o.HasOrientation = engine.Black, true
	}
	if seed, ok := a.game.Seed(); ok {
		switch {
		case a.game.daily != "":
			o.Daily = true
		case a.game.public || a.game.Over():
			o.Seed, o.HasSeed = seed, true
		}
	}
	src := a.env.Site[:strings.LastIndexByte(a.env.Site, '/')+1] + "embed.html" + o.Query()
	return `<iframe src="` + EscapeAttr(src) + `" width="` + embedWidth + `" height="` + embedHeight +
		`" title="` + EscapeAttr(a.text.Text(text.AppTitle)) + `" style="border:0" loading="lazy"></iframe>`
}

// EscapeAttr escapes text for an HTML attribute value in double quotes. The
// page escapes the 80 squares' labels as it starts, most of which need
// nothing.
func EscapeAttr(s string) string {
	if !strings.ContainsAny(s, `&"<>`) {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		switch r {
		case '&':
			b.WriteString("&amp;")
		case '"':
			b.WriteString("&quot;")
		case '<':
			b.WriteString("&lt;")
		case '>':
			b.WriteString("&gt;")
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}
