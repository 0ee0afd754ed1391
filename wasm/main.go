//go:build js && wasm

// Command wasm is the app, compiled to WebAssembly and started by
// site/boot.js. This is a placeholder so that the build works until the app
// lands: it does nothing, and blocks so that the Go runtime stays alive.
package main

func main() {
	select {}
}
