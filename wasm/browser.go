//go:build js && wasm

package main

// The program's uses of syscall/js but the sounds' (sound.go, Web Audio):
// what honnef.co/go/js/dom/v2 does not cover, or covers at a cost the page
// cannot pay. Everything else goes through dom/v2 (dom.go) or the functions
// here. docs/size.md says what each choice costs.

import (
	"errors"
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"mschess/persist"
)

var (
	window   = js.Global()
	document = window.Get("document") // undefined in the computer's worker (worker.go)
	root     = rootElement()
)

// rootElement returns <html>, or nil in a worker (see wrap for why not dom/v2's).
func rootElement() element {
	if document.IsUndefined() {
		return nil
	}
	return wrap(document.Get("documentElement"))
}

// wrap gives a JavaScript element dom/v2's base element type, or nil for none.
// dom/v2's own GetElementByID, CreateElement, Closest and Event.Target pick the
// Go type by asking up to 70 constructors in turn, some 80 calls an element.
func wrap(v js.Value) element {
	if v.IsNull() || v.IsUndefined() {
		return nil
	}
	return &dom.BasicHTMLElement{BasicElement: &dom.BasicElement{BasicNode: &dom.BasicNode{Value: v}}}
}

// byID returns the element with the given id, or nil (see wrap for why not dom/v2's).
func byID(id string) element { return wrap(document.Call("getElementById", id)) }

// create makes an HTML element (see wrap for why not dom/v2's).
func create(tag string) element { return wrap(document.Call("createElement", tag)) }

// childAt returns the i-th child element of el (see wrap for why not dom/v2's).
func childAt(el element, i int) element { return wrap(el.Get("children").Index(i)) }

// closest returns el's nearest ancestor, itself included, that matches selector,
// or nil; el may be nil (see wrap for why not dom/v2's).
func closest(el element, selector string) element {
	if el == nil || el.Get("closest").IsUndefined() {
		return nil
	}
	return wrap(el.Call("closest", selector))
}

// warn writes msg to the console as an error, for the page's developers:
// dom/v2 has no console.
func warn(msg string) { window.Get("console").Call("error", msg) }

// mark sets a performance mark: dom/v2 has no performance API.
func mark(name string) { window.Get("performance").Call("mark", name) }

// showModal opens a dialog as modal: dom/v2 has no dialog element.
func showModal(d element) {
	if !d.Get("open").Bool() {
		d.Call("showModal")
	}
}

// closeDialog closes a dialog if it is open: dom/v2 has no dialog element.
func closeDialog(d element) {
	if d.Get("open").Bool() {
		d.Call("close")
	}
}

// dialogOpen reports whether any dialog is open: dom/v2's QuerySelector would
// wrap the dialog through the 70 constructors only to test it for nil.
func dialogOpen() bool { return document.Call("querySelector", "dialog[open]").Truthy() }

// setTitle sets the document's title: dom/v2 reaches it only through its
// Document interface, which links the methods of every element type a document
// can return (docs/size.md).
func setTitle(s string) { document.Set("title", s) }

// replaceAddress puts path, query and fragment in the address bar without a
// reload: dom/v2's Window.History is unimplemented (it returns nil).
func replaceAddress(url string) { window.Get("history").Call("replaceState", js.Null(), "", url) }

// then calls ok with a promise's value once it is fulfilled, or fail with the
// reason once it is rejected, and releases both callbacks after either:
// dom/v2 has no promises.
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

// fetchText fetches url and gives ok its body as text, or calls fail if it does
// not come: dom/v2 has no fetch.
func fetchText(url string, ok func(string), fail func()) {
	then(window.Call("fetch", url), func(resp js.Value) {
		if !resp.Get("ok").Bool() {
			fail()
			return
		}
		then(resp.Call("text"), func(body js.Value) { ok(body.String()) }, func(js.Value) { fail() })
	}, func(js.Value) { fail() })
}

// jsMessage returns a JavaScript error's message, or the value as text.
func jsMessage(v js.Value) string {
	if m := v.Get("message"); m.Type() == js.TypeString {
		return m.String()
	}
	return v.Call("toString").String()
}

// copyText puts s on the clipboard and tells done whether it could: dom/v2 has
// no clipboard.
func copyText(s string, done func(ok bool)) {
	clip := window.Get("navigator").Get("clipboard")
	if clip.IsUndefined() || clip.IsNull() {
		done(false)
		return
	}
	then(clip.Call("writeText", s), func(js.Value) { done(true) }, func(js.Value) { done(false) })
}

// chosenFile returns the first file chosen in a file input, if any: dom/v2's
// File has no methods.
func chosenFile(input *dom.HTMLInputElement) (file, bool) {
	files := input.Files()
	if len(files) == 0 {
		return file{}, false
	}
	return file{files[0].Value}, true
}

// file is a file the player chose.
type file struct{ js.Value }

// size returns the file's size in bytes.
func (f file) size() int { return f.Get("size").Int() }

// read reads the file as text, and gives done the text or fail the browser's
// reason.
func (f file) read(done, fail func(string)) {
	then(f.Call("text"), func(v js.Value) { done(v.String()) }, func(why js.Value) { fail(jsMessage(why)) })
}

// selectContents selects all of el's text for the player to copy: dom/v2's
// Selection has no methods.
func selectContents(el element) {
	window.Call("getSelection").Call("selectAllChildren", el.Underlying())
}

// scrollToTop scrolls el back to its start: dom/v2 has no scrollTop.
func scrollToTop(el element) { el.Set("scrollTop", 0) }

// capturePointer sends the pointer's later events to el: dom/v2 has no pointer
// capture.
func capturePointer(el element, id int) { el.Call("setPointerCapture", id) }

// download is the object URL of the text last offered for download: dom/v2 has
// no Blob or URL.
type download struct{ url string }

// offer returns a URL for body, revoking the one it replaces.
func (d *download) offer(body string) string {
	if d.url != "" {
		window.Get("URL").Call("revokeObjectURL", d.url)
	}
	blob := window.Get("Blob").New([]any{body}, map[string]any{"type": "text/plain;charset=utf-8"})
	d.url = window.Get("URL").Call("createObjectURL", blob).String()
	return d.url
}

// postToHost sends msg to the page that frames this one, if any, to any origin:
// dom/v2's PostMessage sends only strings.
func postToHost(msg map[string]any) {
	parent := window.Get("parent")
	if parent.IsUndefined() || parent.Equal(window) {
		return
	}
	parent.Call("postMessage", msg, "*")
}

// observeResize calls f whenever any child of el changes size, and reports
// whether the browser can: dom/v2 has no observers. f is kept for the page's
// life.
func observeResize(el element, f func()) (js.Func, bool) {
	if window.Get("ResizeObserver").IsUndefined() {
		return js.Func{}, false
	}
	fn := js.FuncOf(func(js.Value, []js.Value) any {
		f()
		return nil
	})
	ro := window.Get("ResizeObserver").New(fn)
	for c := el.Get("firstElementChild"); !c.IsNull(); c = c.Get("nextElementSibling") {
		ro.Call("observe", c)
	}
	return fn, true
}

// browserLanguages returns the reader's languages, most wanted first: dom/v2's
// Navigator has only the first (Language).
func browserLanguages() []string {
	list := window.Get("navigator").Get("languages")
	if list.IsUndefined() || list.IsNull() {
		return nil
	}
	langs := make([]string, list.Length())
	for i := range langs {
		langs[i] = list.Index(i).String()
	}
	return langs
}

// randomBytes fills b from the browser's secure source: dom/v2 has no crypto,
// and crypto/rand is too costly (docs/size.md).
func randomBytes(b []byte) {
	buf := window.Get("Uint8Array").New(len(b))
	window.Get("crypto").Call("getRandomValues", buf)
	js.CopyBytesToGo(b, buf)
}

// channel is a BroadcastChannel, which carries a game against a friend between
// two tabs of one browser: dom/v2 has none.
type channel struct {
	js.Value
	hear js.Func
}

// openChannel opens the channel called name, which gives hear each message
// another page posts on it, as text; ok is false where the browser has none.
func openChannel(name string, hear func(string)) (c *channel, ok bool) {
	bc := window.Get("BroadcastChannel")
	if bc.IsUndefined() {
		return nil, false
	}
	c = &channel{Value: bc.New(name)}
	c.hear = js.FuncOf(func(_ js.Value, args []js.Value) any {
		if data := args[0].Get("data"); data.Type() == js.TypeString {
			hear(data.String())
		}
		return nil
	})
	c.Call("addEventListener", "message", c.hear)
	return c, true
}

// post sends msg to the other pages on the channel.
func (c *channel) post(msg string) { c.Call("postMessage", msg) }

// close closes the channel and lets go of its handler.
func (c *channel) close() {
	c.Call("close")
	c.hear.Release()
}

// exportFunc defines the global function name for the script that runs the
// program, which calls f with its first argument as text (ok is false
// without one): dom/v2 cannot define functions. It is kept for the program's
// life.
func exportFunc(name string, f func(arg string, ok bool) any) {
	window.Set(name, js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) == 0 {
			return f("", false)
		}
		return f(args[0].String(), true)
	}))
}

// worker is the computer's Web Worker (site/worker.js): dom/v2 has no workers.
type worker struct {
	js.Value
	handlers listeners
}

// workerReply is a message of the computer's worker: the move answering the
// request of id, in coordinates (moved), or none when its search failed; or
// word that the program could not start there (failed).
type workerReply struct {
	id     int
	move   string
	moved  bool
	failed bool
}

// startWorker starts the worker of the script at url, which gives hear each
// message it posts and calls fail when it fails to run; ok is false when the
// browser refuses to start one (new Worker throws in a sandboxed frame).
func startWorker(url string, hear func(workerReply), fail func()) (w *worker, ok bool) {
	defer func() {
		if recover() != nil {
			w, ok = nil, false
		}
	}()
	w = &worker{Value: window.Get("Worker").New(url)}
	w.handlers = listeners{js.FuncOf(func(_ js.Value, args []js.Value) any {
		msg := args[0].Get("data")
		if msg.Get("failed").Truthy() {
			hear(workerReply{failed: true})
			return nil
		}
		r := workerReply{id: msg.Get("id").Int()}
		if move := msg.Get("move"); move.Type() == js.TypeString {
			r.move, r.moved = move.String(), true
		}
		hear(r)
		return nil
	}), js.FuncOf(func(js.Value, []js.Value) any {
		fail()
		return nil
	})}
	w.Call("addEventListener", "message", w.handlers[0])
	w.Call("addEventListener", "error", w.handlers[1])
	return w, true
}

// post sends msg to the worker.
func (w *worker) post(msg map[string]any) { w.Call("postMessage", msg) }

// stop stops the worker for good.
func (w *worker) stop() { w.Call("terminate") }

// localStore is a persist.Store over the page's localStorage, through the
// journal that site/boot.js keeps of it, every key followed by a suffix, so
// that the embed keeps a game of its own beside the page's while its keys
// still start as persist's do.
type localStore struct {
	ls     js.Value
	suffix string
}

// errRefused is Set's error when the browser refuses without a reason. The
// player is told in words of the game's own (ui), so this is for developers.
var errRefused = errors.New("the browser refused to store it")

// openStore returns the page's localStorage as a Store, or nil when the browser
// refuses it (site data turned off, third-party storage blocked, a sandboxed
// frame) or has none (the computer's worker): then the game is simply not
// kept.
func openStore(suffix string) persist.Store {
	ls := js.Global().Get("mschessStore")
	if ls.IsNull() || ls.IsUndefined() {
		return nil
	}
	return localStore{ls: ls, suffix: suffix}
}

// Get returns the value kept under key, if any; a refusal reads as none.
func (s localStore) Get(key string) (value string, ok bool) {
	defer func() {
		if recover() != nil {
			value, ok = "", false
		}
	}()
	v := s.ls.Call("getItem", key+s.suffix)
	if v.IsNull() {
		return "", false
	}
	return v.String(), true
}

// Set stores value, reporting the browser's refusal, such as a full storage
// (QuotaExceededError), as an error.
func (s localStore) Set(key, value string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = errRefused
			if e, ok := r.(js.Error); ok {
				err = errors.New(e.Get("name").String() + ": " + e.Get("message").String())
			}
		}
	}()
	s.ls.Call("setItem", key+s.suffix, value)
	return nil
}

// Remove forgets key; a refusal leaves it.
func (s localStore) Remove(key string) {
	defer func() { _ = recover() }()
	s.ls.Call("removeItem", key+s.suffix)
}

// every calls f every ms milliseconds until the stop it returns is called,
// which also releases f's handler: dom/v2's SetInterval never releases its own.
func every(ms int, f func()) (stop func()) {
	fn := js.FuncOf(func(js.Value, []js.Value) any { f(); return nil })
	id := window.Call("setInterval", fn, ms)
	return func() {
		window.Call("clearInterval", id)
		fn.Release()
	}
}

// onVisibility calls f with document.hidden at each visibilitychange: dom/v2
// reaches the document's events only through its Document interface (see
// setTitle). The page lives as long as the program, so the handler stays.
func onVisibility(f func(hidden bool)) {
	document.Call("addEventListener", "visibilitychange", js.FuncOf(func(js.Value, []js.Value) any {
		f(pageHidden())
		return nil
	}))
}

// pageHidden reports whether the page is out of sight (document.hidden).
func pageHidden() bool { return document.Get("hidden").Bool() }
