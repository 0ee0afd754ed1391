//go:build js && wasm

package main

// The page's events: its listeners and the types of the events they are given,
// through syscall/js where dom/v2 would link its 45 event types (docs/size.md).

import (
	"syscall/js"

	"honnef.co/go/js/dom/v2"
)

// target returns the element an event happened on (see wrap for why not dom/v2's).
func target(ev dom.Event) element { return wrap(ev.Underlying().Get("target")) }

// preventEvent cancels what the browser would do for ev. Calling PreventDefault
// through dom/v2's Event interface would link that method for each of its 45
// event types (docs/size.md); call it on a concrete event type, or use this.
func preventEvent(ev dom.Event) { ev.Underlying().Call("preventDefault") }

// listeners keeps the functions made for a page's handlers, of syscall/js's
// type, so that they can be released.
type listeners []js.Func

// add adds a listener to v, an element or the window, and keeps it. dom/v2's
// AddEventListener types each event by asking 45 constructors, which links
// them all (docs/size.md); the page's handlers look for three.
func (l *listeners) add(v js.Value, typ string, f func(dom.Event)) { l.listen(v, typ, f, false) }

// capture adds a listener to v as add does, which hears the event on its way
// down, before the element it is for.
func (l *listeners) capture(v js.Value, typ string, f func(dom.Event)) { l.listen(v, typ, f, true) }

func (l *listeners) listen(v js.Value, typ string, f func(dom.Event), capture bool) {
	fn := js.FuncOf(func(_ js.Value, args []js.Value) any {
		f(event(args[0]))
		return nil
	})
	v.Call("addEventListener", typ, fn, capture)
	*l = append(*l, fn)
}

// event gives a JavaScript event dom/v2's type for its constructor, as dom/v2
// does, for the three the page's handlers look for; others get the base type.
func event(v js.Value) dom.Event {
	ev := &dom.BasicEvent{Value: v}
	mouse := &dom.MouseEvent{UIEvent: &dom.UIEvent{BasicEvent: ev}}
	switch v.Get("constructor").Get("name").String() {
	case "KeyboardEvent":
		return &dom.KeyboardEvent{BasicEvent: ev}
	case "PointerEvent":
		return &dom.PointerEvent{MouseEvent: mouse}
	case "MouseEvent":
		return mouse
	}
	return ev
}
