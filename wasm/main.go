//go:build js && wasm

// Command wasm is the game's page: it draws the models of package ui into the DOM
// that index.html lays out, and forwards the players' input to ui. It holds no
// rules and no game state of its own. site/boot.js starts it.
package main

import (
	"syscall/js"

	"mschess/ui"
	"mschess/ui/text"
)

func main() {
	root := element{document.Get("documentElement")}
	app := ui.Start(window.Get("location").Get("search").String(), randomSeed, text.For(root.attr("lang")))
	newPage(app).render()
	window.Get("performance").Call("mark", "mschess:playable")
	root.Get("dataset").Set("state", "ready")
	select {} // the page's event handlers run the game from here on
}

// randomSeed returns a seed for a new minefield. It comes from the browser's
// secure source, crypto.getRandomValues, because the seed gives the minefield away
// (RULES.md §2): nothing a player can observe may predict it. It is called directly
// rather than through crypto/rand, which would add fmt and math/big to the binary.
func randomSeed() uint64 {
	buf := js.Global().Get("Uint8Array").New(8)
	window.Get("crypto").Call("getRandomValues", buf)
	var b [8]byte
	js.CopyBytesToGo(b[:], buf)
	var s uint64
	for _, c := range b {
		s = s<<8 | uint64(c)
	}
	return s
}
