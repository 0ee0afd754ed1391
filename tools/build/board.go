package main

import (
	"bytes"
	"path"
	"regexp"

	"mschess/engine"
	"mschess/page/labels"
	"mschess/page/markup"
	"mschess/ui"
	"mschess/ui/text"
)

// boardDirective, inside a page's #board, stands for the squares of a new
// game's board (ui.StartBoard), labelled in labels.Lang, as the program would
// write them: the page shows the board before the program runs, and the
// program keeps it (wasm/board.go).
const boardDirective = "<!--#board-->"

// spriteAttr finds the sprite's URL that #board names, as the program reads it.
var spriteAttr = regexp.MustCompile(`id="board"[^>]*\sdata-sprite="([^"]*)"`)

// fillBoard replaces boardDirective in the pages with the board's squares.
func fillBoard(files []*file) {
	lang, _ := text.Lookup(labels.Lang)
	app := ui.New(engine.NewGame(0), lang) // for the squares' labels
	b := ui.StartBoard()
	for _, f := range files {
		if path.Ext(f.src) != ".html" || !bytes.Contains(f.data, []byte(boardDirective)) {
			continue
		}
		sprite := ""
		if m := spriteAttr.FindSubmatch(f.data); m != nil {
			sprite = string(m[1])
		}
		squares := markup.Board(func(s engine.Square) string {
			return markup.Cell(s, markup.Classes(b[s]), app.SquareLabel(s, b[s]), markup.Contents(b[s], sprite), s == markup.FirstFocus)
		})
		f.data = bytes.ReplaceAll(f.data, []byte(boardDirective), []byte(squares))
	}
}
