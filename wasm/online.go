//go:build js && wasm

package main

import "mschess/ui"

// onlineView is the page's part in a game against a friend in another tab of
// the browser: the invitation link, the state in words, and the channel that
// carries the two pages' messages.
type onlineView struct {
	linkRow, statusRow flagOut // hidden while there is nothing to show
	link, status       textOut
	ch                 *channel // nil while no game against a friend runs
	name               string   // the channel's name
}

func newOnlineView() onlineView {
	return onlineView{
		linkRow: flagAt("online-link-row", "hidden"), statusRow: flagAt("online-status", "hidden"),
		link: attrAt("online-link", "value"), status: textAt("online-status"),
	}
}

// draw draws n, the model of the game against a friend, and carries its
// messages: it opens the channel n names, closing any other, and posts what
// app has for the friend's page. What comes in goes to app, and render draws
// the page after it.
func (o *onlineView) draw(app *ui.App, n ui.Online, render func()) {
	o.linkRow.show(n.Link == "")
	o.link.show(n.Link)
	o.statusRow.show(n.Status == "")
	o.status.show(n.Status)
	if n.Channel != o.name {
		if o.ch != nil {
			o.ch.close()
			o.ch = nil
		}
		o.name = n.Channel
		if n.Channel != "" {
			o.ch, _ = openChannel(n.Channel, func(msg string) {
				app.Receive(msg)
				render()
			})
		}
	}
	for _, msg := range app.Outgoing() {
		if o.ch != nil {
			o.ch.post(msg)
		}
	}
}

// secureRandom reads the browser's secure source (randomBytes), which this
// page's half of the dealing draws from (ui.Env.Entropy).
type secureRandom struct{}

// maxRandom is the most bytes crypto.getRandomValues fills at once.
const maxRandom = 65536

func (secureRandom) Read(b []byte) (int, error) {
	for i := 0; i < len(b); i += maxRandom {
		randomBytes(b[i:min(i+maxRandom, len(b))])
	}
	return len(b), nil
}
