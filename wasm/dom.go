//go:build js && wasm

package main

import "honnef.co/go/js/dom/v2"

// The page reads and writes the DOM through honnef.co/go/js/dom/v2: elements,
// attributes, classes, text, datasets and typed events. What it does not
// cover is in browser.go and events.go, or for Web Audio in sound.go: the only
// files that import syscall/js.

// element is an element of the page; nil stands for none. dom/v2's base HTML
// element serves them all, SVG ones included: the page uses only what every
// element has (attributes, classes, text, children, focus, events).
type element = *dom.BasicHTMLElement

// on adds a listener to el and keeps it; a nil el is skipped.
func (l *listeners) on(el element, typ string, f func(dom.Event)) {
	if el != nil {
		l.add(el.Underlying(), typ, f)
	}
}

// setClass adds class to el or takes it away.
func setClass(el element, class string, on bool) {
	if on {
		el.Class().Add(class)
	} else {
		el.Class().Remove(class)
	}
}

// setFlag sets or removes a boolean attribute such as hidden or disabled.
func setFlag(el element, attr string, on bool) {
	if on {
		el.SetAttribute(attr, "")
	} else {
		el.RemoveAttribute(attr)
	}
}

// inputOf gives an input element dom/v2's input type, for its value and
// checkedness; nil stays nil.
func inputOf(el element) *dom.HTMLInputElement {
	if el == nil {
		return nil
	}
	return &dom.HTMLInputElement{BasicHTMLElement: el}
}

// textAreaOf gives a textarea dom/v2's textarea type; nil stays nil.
func textAreaOf(el element) *dom.HTMLTextAreaElement {
	if el == nil {
		return nil
	}
	return &dom.HTMLTextAreaElement{BasicHTMLElement: el}
}
