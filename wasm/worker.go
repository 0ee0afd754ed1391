//go:build js && wasm

package main

// The computer opponent's search runs in a Web Worker, site/worker.js, which
// runs this same program: the page stays free to answer the players while the
// computer thinks. dom/v2 has no workers: browser.go starts and talks to it.

import (
	"honnef.co/go/js/dom/v2"

	"mschess/engine/bot"
	"mschess/ui"
)

// memory is what the computer keeps of its searches here for the next
// (bot.Options.Memory): in the worker, or on a page that searches itself.
// Requests come one at a time; one of another game finds little of use in it.
var memory bot.Memory

// inWorker reports whether the program runs in the computer's worker rather
// than on a page: a worker has no document.
func inWorker() bool { return document.IsUndefined() }

// serveWorker makes the program, in the computer's worker, answer requests:
// it defines mschessThink(request) for site/worker.js, which takes a
// ui.Request as text and returns {move} or {error}: the move chosen in
// coordinates, or for a move of a finished game to judge, the judgement
// (ui.Request.Answer). It looks at nothing but the request, which holds only
// the players' view, and its memory of searches of views before it.
func serveWorker() {
	exportFunc("mschessThink", func(request string, ok bool) any {
		if !ok {
			return map[string]any{"error": "no request"}
		}
		return answer(request)
	})
}

// answer answers the request written in text, as the worker's reply.
func answer(text string) map[string]any {
	r, err := ui.ParseRequest(text)
	if err != nil {
		return map[string]any{"error": err.Error()}
	}
	a, err := r.Answer(&memory)
	if err != nil {
		return map[string]any{"error": err.Error()}
	}
	return map[string]any{"move": a}
}

// computer puts the App's requests to the computer and hands its answers back:
// the moves it is to choose, and the moves of a finished game it is to judge
// for the analysis (ui.App.AnalysisRequest), one at a time. It starts the
// worker at the first request. Where no worker starts (a sandboxed frame,
// whose opaque origin may start none) it searches on the page, which then
// stops answering for as long as the search takes.
type computer struct {
	app    *ui.App
	url    string  // the worker's script, from the page's data-worker; "" for none
	root   string  // the site's root URL, where the worker finds the app
	worker *worker // the worker, once started
	onPage bool    // no worker: the page searches itself
	out    asked   // the request the worker is on
	queued asked   // the newest request, waiting for the worker to be free
	last   asked   // the request put last
	// render draws the page once the App took an answer.
	render func()
}

// asked is a request put to the computer, with its id; its zero value is none.
type asked struct {
	id    int
	judge bool // a move to judge, whose answer goes to App.Analysed
	text  string
	ok    bool
}

// same reports whether q and o are the same request of the App.
func (q asked) same(o asked) bool { return q.ok && o.ok && q.id == o.id && q.judge == o.judge }

// newComputer returns the computer of app's page, which draws the page with
// render once it has given app an answer.
func newComputer(app *ui.App, url, root string, render func()) *computer {
	return &computer{app: app, url: url, root: root, onPage: url == "", render: render}
}

// request returns the App's request standing: a move to choose, else a move
// of a finished game to judge.
func (c *computer) request() (asked, ui.Request) {
	if id, r, ok := c.app.Request(); ok {
		return asked{id: id, ok: true}, r
	}
	id, r, ok := c.app.AnalysisRequest()
	return asked{id: id, judge: true, ok: ok}, r
}

// ask puts the App's request to the computer, unless it is the one put last:
// then its answer is on its way.
func (c *computer) ask() {
	q, r := c.request()
	if !q.ok || q.same(c.last) {
		return
	}
	c.last = q
	if !c.onPage && c.worker == nil {
		c.start()
	}
	if c.onPage {
		c.searchOnPage(q, r)
		return
	}
	q.text = r.String()
	c.queued = q
	c.next()
}

// next sends the queued request to the worker when it is free. A request
// overtaken while it waited is never sent.
func (c *computer) next() {
	if c.out.ok || !c.queued.ok {
		return
	}
	c.out, c.queued = c.queued, asked{}
	c.worker.post(map[string]any{"id": c.out.id, "request": c.out.text})
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
	out := c.out
	c.out = asked{}
	if !r.moved {
		c.leave()
		c.give(out, "", false)
		return
	}
	c.next()
	c.give(out, r.move, true)
}

// give hands the App the answer to q, or word that there is none, and draws
// the page.
func (c *computer) give(q asked, answer string, ok bool) {
	switch {
	case q.judge:
		c.app.Analysed(q.id, answer) // "" tells the App the judgement failed
	case ok:
		c.app.Reply(q.id, answer)
	default:
		c.app.SearchFailed(q.id)
	}
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
	c.onPage, c.out, c.queued, c.last = true, asked{}, asked{}, asked{}
	c.worker.stop()
}

// searchOnPage answers r, put as q, on the page, once the page has drawn the
// thinking sign.
func (c *computer) searchOnPage(q asked, r ui.Request) {
	dom.GetWindow().SetTimeout(func() {
		if now, _ := c.request(); !now.same(q) {
			return // overtaken while the page drew
		}
		answer, err := r.Answer(&memory)
		if err != nil {
			answer = ""
		}
		c.give(q, answer, err == nil)
	}, 50)
}
