//go:build js && wasm && playableatmain

package main

// Built with the tag playableatmain, the program says it is playable once its
// packages are initialised, as main would start, and does nothing more:
// BenchmarkTimeToPlayable loads that build to tell what the program's size
// costs a start before the page does anything. A file of its own, so that the
// app as built carries none of it.
func init() {
	mark("mschess:main")
	ready()
	select {}
}
