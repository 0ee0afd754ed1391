//go:build js && wasm

package main

// The computer opponent's search runs in a Web Worker, site/worker.js, which
// runs this same program: the page stays free to answer the players while the
// computer thinks. dom/v2 has no workers: browser.go starts and talks to it.

import (
	"honnef.co/go/js/dom/v2"

	"mschess/ui"
)

// inWorker reports whether the program runs in the computer's worker rather
// than on a page: a worker has no document.
func inWorker() bool { return document.IsUndefined() }

// serveWorker makes the program, in the computer's worker, answer requests:
// it defines mschessThink(request) for site/worker.js, which takes a
// ui.Request as text and returns {move} in coordinates or {error}. It looks at
// nothing but the request, which holds only the players' view.
func serveWorker() {
	exportFunc("mschessThink", func(request string, ok bool) any {
		if !ok {
			return map[string]any{"error": "no request"}
		}
		return answer(request)
	})
}

// answer decides on the request written in text, as the worker's reply.
func answer(text string) map[string]any {
	r, err := ui.ParseRequest(text)
	if err != nil {
		return map[string]any{"error": err.Error()}
	}
	m, err := r.Decide()
	if err != nil {
		return map[string]any{"error": err.Error()}
	}
	return map[string]any{"move": m.String()}
}

// computer puts the App's requests to the computer and hands its answers back.
// It starts the worker at the first request. Where no worker starts (a
// sandboxed frame, whose opaque origin may start none) it searches on the
// page, which then stops answering for as long as the search takes.
type computer struct {
	app    *ui.App
	url    string  // the worker's script, from the page's data-worker; "" for none
	root   string  // the site's root URL, where the worker finds the app
	worker *worker // the worker, once started
	onPage bool    // no worker: the page searches itself
	busy   bool    // the worker is on a request
	queued asked   // the newest request, waiting for the worker to be free
	sent   int     // the id of the request last put to it
	put    bool    // sent holds an id
	// render draws the page once the App took an answer.
	render func()
}

// asked is a request put to the computer, with its id; its zero value is none.
type asked struct {
	id   int
	text string
	ok   bool
}

// newComputer returns the computer of app's page, which draws the page with
// render once it has given app an answer.
func newComputer(app *ui.App, url, root string, render func()) *computer {
	return &computer{app: app, url: url, root: root, onPage: url == "", render: render}
}

// ask puts the App's request to the computer, unless it is the one put last:
// then its answer is on its way.
func (c *computer) ask() {
	id, r, ok := c.app.Request()
	if !ok || (c.put && id == c.sent) {
		return
	}
	c.sent, c.put = id, true
	if !c.onPage && c.worker == nil {
		c.start()
	}
	if c.onPage {
		c.searchOnPage(id, r)
		return
	}
	c.queued = asked{id: id, text: r.String(), ok: true}
	c.next()
}

// next sends the queued request to the worker when it is free. A request
// overtaken while it waited is never sent.
func (c *computer) next() {
	if c.busy || !c.queued.ok {
		return
	}
	q := c.queued
	c.queued, c.busy = asked{}, true
	c.worker.post(map[string]any{"id": q.id, "request": q.text})
}

// start starts the worker, or settles for searching on the page when the
// browser refuses one.
func (c *computer) start() {
	w, ok := startWorker(c.url, c.heard, c.failed)
	if !ok {
		c.onPage = true // new Worker threw: a sandboxed frame, say
		return
	}
	c.worker = w
	c.worker.post(map[string]any{"root": c.root})
}

// heard takes the worker's answer: a move, or word that it cannot search.
// An answer without a move (the search's error, or a program that stopped)
// is a failed search: the players hear of it and may ask again, and the
// page, which no longer trusts the worker, searches from then on.
func (c *computer) heard(r workerReply) {
	if r.failed {
		c.failed()
		return
	}
	c.busy = false
	if !r.moved {
		c.leave()
		c.app.SearchFailed(r.id)
		c.render()
		return
	}
	c.next()
	c.app.Reply(r.id, r.move)
	c.render()
}

// failed gives up on the worker, which could not start or run the app: the
// page searches from now on, beginning with the request put last.
func (c *computer) failed() {
	if c.onPage {
		return
	}
	c.leave()
	c.ask()
}

// leave stops the worker for good: the page searches from now on.
func (c *computer) leave() {
	c.onPage, c.busy, c.queued, c.put = true, false, asked{}, false
	c.worker.stop()
}

// searchOnPage decides on r on the page, once the page has drawn the
// thinking sign.
func (c *computer) searchOnPage(id int, r ui.Request) {
	dom.GetWindow().SetTimeout(func() {
		if now, _, ok := c.app.Request(); !ok || now != id {
			return // overtaken while the page drew
		}
		if m, err := r.Decide(); err == nil {
			c.app.Reply(id, m.String())
		} else {
			c.app.SearchFailed(id)
		}
		c.render()
	}, 50)
}
