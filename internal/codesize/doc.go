// Package codesize holds the guard that keeps the code in pieces a maintainer
// can hold in their head (issue 20): no type of the page's packages (ui,
// wasm, page) with more than MaxMethods methods, and no Go file outside the
// string tables of ui/text longer than MaxLines lines. Its test walks the
// repository; the package has nothing else.
package codesize

// The limits.
const (
	MaxMethods = 40
	MaxLines   = 450
)
