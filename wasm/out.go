//go:build js && wasm

package main

import "strings"

// What the page writes into its elements, each value written only when it
// changes, and each element looked up only when first needed.

// memo is the value last written to the page, so that a value is written only when
// it changes: DOM writes are what an update costs.
type memo[T comparable] struct {
	last  T
	drawn bool
}

// changed records v and reports whether it differs from what was last written.
func (m *memo[T]) changed(v T) bool {
	if m.drawn && v == m.last {
		return false
	}
	m.last, m.drawn = v, true
	return true
}

// lazyElement is the page's element of an id, looked up when it is first
// needed: each lookup costs the start a few calls into JavaScript, and most of
// the page's elements are not written until the game changes.
type lazyElement struct {
	id string
	// control is set for a control's element (page/controls), which the page
	// must hold: it warns when it lacks one.
	control bool
	el      element   // nil when the page lacks it
	found   bool      // el was looked up
	_       [0]func() // not comparable (docs/size.md)
}

// get returns the element, or nil when the page lacks it.
func (l *lazyElement) get() element {
	if !l.found {
		l.el, l.found = byID(l.id), true
		if l.el == nil && l.control {
			warn("the page lacks #" + l.id + ", a control of page/controls")
		}
	}
	return l.el
}

// textOut is an element's text, or one of its attributes when attr is set.
// The pages start each such element empty and without the attribute, so
// that an empty text needs no first write, nor the element; and an attribute
// emptied later is removed, which leaves the element as the page started it,
// whatever was shown before (the trace tests compare whole pages).
type textOut struct {
	lazyElement
	attr string
	memo[string]
}

// textAt is the text of the element of id.
func textAt(id string) textOut { return textOut{lazyElement: lazyElement{id: id}} }

// attrAt is the attribute attr of the element of id.
func attrAt(id, attr string) textOut { return textOut{lazyElement: lazyElement{id: id}, attr: attr} }

func (t *textOut) show(s string) {
	if (!t.drawn && s == "") || !t.changed(s) {
		return
	}
	switch el := t.get(); {
	case el == nil:
	case t.attr != "" && s == "":
		el.RemoveAttribute(t.attr)
	case t.attr != "":
		el.SetAttribute(t.attr, s)
	default:
		el.SetTextContent(s)
	}
}

// flagOut is a boolean property of an element, such as disabled or hidden,
// written as its attribute; but checked is set as the input's checkedness, which
// its attribute no longer sets once the player has changed it.
type flagOut struct {
	lazyElement
	prop string
	memo[bool]
}

// flagAt is the property prop of the element of id.
func flagAt(id, prop string) flagOut { return flagOut{lazyElement: lazyElement{id: id}, prop: prop} }

// builtFlags are the flags that the built page holds set, "id:prop"
// between spaces (tools/build writes them into <html data-flags>, and says
// why checkedness is not among them), or "" where the page does not say.
var builtFlags = readBuiltFlags()

func readBuiltFlags() string {
	if root == nil || !root.HasAttribute("data-flags") {
		return ""
	}
	return " " + root.GetAttribute("data-flags") + " "
}

func (f *flagOut) show(on bool) {
	if !f.drawn && builtFlags != "" && f.prop != "checked" {
		// As the built page holds it, drawn already (docs/start.md).
		f.last, f.drawn = strings.Contains(builtFlags, " "+f.id+":"+f.prop+" "), true
	}
	if !f.changed(on) {
		return
	}
	switch el := f.get(); {
	case el == nil:
	case f.prop == "checked":
		inputOf(el).SetChecked(on)
	default:
		setFlag(el, f.prop, on)
	}
}
