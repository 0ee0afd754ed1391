//go:build js && wasm

package main

import "syscall/js"

// The page talks to the DOM through syscall/js and the few helpers below rather
// than through honnef.co/go/js/dom/v2. That package wraps every element and event
// in a Go type picked from a long list, and every interface method a program calls
// keeps a copy on each of those types. With it the app came to 692 KB compressed,
// over the 650 KB budget; without it, about 100 KB less.

var (
	window   = js.Global()
	document = window.Get("document")
)

const svgNS = "http://www.w3.org/2000/svg"

// element is a DOM element; the zero value stands for none.
type element struct{ js.Value }

// wrap turns a JavaScript value that may be null into an element.
func wrap(v js.Value) element {
	if v.IsNull() || v.IsUndefined() {
		return element{}
	}
	return element{v}
}

func byID(id string) element       { return wrap(document.Call("getElementById", id)) }
func create(tag string) element    { return element{document.Call("createElement", tag)} }
func createSVG(tag string) element { return element{document.Call("createElementNS", svgNS, tag)} }

// ok reports whether e is an element rather than none.
func (e element) ok() bool { return e.Truthy() }

func (e element) attr(name string) string {
	v := e.Call("getAttribute", name)
	if v.IsNull() {
		return ""
	}
	return v.String()
}

func (e element) setAttr(name, value string) { e.Call("setAttribute", name, value) }
func (e element) removeAttr(name string)     { e.Call("removeAttribute", name) }
func (e element) setText(s string)           { e.Set("textContent", s) }
func (e element) append(child element)       { e.Call("appendChild", child.Value) }
func (e element) remove()                    { e.Call("remove") }

// prepend puts child first among e's children.
func (e element) prepend(child element) { e.Call("prepend", child.Value) }

// setClass adds class to e or takes it away.
func (e element) setClass(class string, on bool) { e.Get("classList").Call("toggle", class, on) }

// closest returns e's nearest ancestor, itself included, that matches selector, or
// none; e may be none.
func (e element) closest(selector string) element {
	if !e.ok() || e.Get("closest").IsUndefined() {
		return element{}
	}
	return wrap(e.Call("closest", selector))
}

// on adds an event listener. The returned function must be kept for as long as
// the listener is wanted, and can then be released.
func (e element) on(typ string, f func(ev js.Value)) js.Func {
	fn := js.FuncOf(func(_ js.Value, args []js.Value) any {
		f(args[0])
		return nil
	})
	e.Call("addEventListener", typ, fn)
	return fn
}

// then calls ok with a promise's value once it is fulfilled, or fail with the
// reason once it is rejected, and releases both callbacks after either.
func then(promise js.Value, ok, fail func(js.Value)) {
	var onOK, onFail js.Func
	settle := func(f func(js.Value)) js.Func {
		return js.FuncOf(func(_ js.Value, args []js.Value) any {
			onOK.Release()
			onFail.Release()
			var v js.Value
			if len(args) > 0 {
				v = args[0]
			}
			f(v)
			return nil
		})
	}
	onOK, onFail = settle(ok), settle(fail)
	promise.Call("then", onOK, onFail)
}
