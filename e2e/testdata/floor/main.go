//go:build js && wasm

// Command floor is the start-up floor of BenchmarkTimeToPlayable: a Go program
// that does nothing but say at once that it is playable. Built into a copy of
// the site in place of the app, it is loaded exactly as the app is, so the
// time it takes is what the toolchain and the page cost before the app does
// anything.
package main

import "syscall/js"

func main() {
	js.Global().Get("performance").Call("mark", "mschess:playable")
	js.Global().Get("document").Get("documentElement").Call("setAttribute", "data-state", "ready")
	select {}
}
