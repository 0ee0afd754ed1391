//go:build js && wasm

package main

import (
	"strconv"
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"mschess/qr"
	"mschess/ui"
	"mschess/ui/text"
)

// onlineView is the page's part in a game against a friend on another page:
// the invitation link or the answer code, with their copy, share and QR code,
// the field for the friend's answer, the state in words, and the two ways the
// pages' messages go: the channel of this browser's pages, and the direct
// connection to another device.
type onlineView struct {
	linkRow, answerRow, letterRow, sendRow, qrBox, replyRow, statusRow flagOut // hidden while there is nothing to show
	link, answer, letter, status, qrPath, qrBounds                     textOut
	replyError                                                         textOut
	sent, field                                                        string   // the code on show, as its QR code draws it, and its field's id
	ch                                                                 *channel // nil while no game against a friend runs here
	name                                                               string   // the channel's name
	peer                                                               *peer    // nil while the page has no direct connection
	listeners                                                          *listeners
	wired                                                              bool   // wire has run
	id                                                                 string // Online.ID as drawn
}

func newOnlineView(l *listeners) onlineView {
	return onlineView{
		listeners: l,
		linkRow:   flagAt("online-link-row", "hidden"), answerRow: flagAt("online-answer-row", "hidden"),
		letterRow: flagAt("online-letter-row", "hidden"), letter: attrAt("online-letter", "value"),
		sendRow: flagAt("online-send", "hidden"), qrBox: flagAt("online-qr-box", "hidden"),
		replyRow: flagAt("online-reply-row", "hidden"), statusRow: flagAt("online-status", "hidden"),
		link: attrAt("online-link", "value"), answer: attrAt("online-answer", "value"),
		status: textAt("online-status"), qrPath: attrAt("online-qr-path", "d"), qrBounds: attrAt("online-qr", "viewBox"),
		replyError: textAt("online-reply-error"),
	}
}

// draw draws n, the model of the game against a friend, and carries its
// messages: it opens the channel n names, closing any other, makes or closes
// the direct connection as n.Peer says, and sends what app has for the
// friend's page over the connection once it is open, else over the channel.
// What comes in goes to app, and render draws the page after it.
func (o *onlineView) draw(app *ui.App, n ui.Online, render func()) {
	o.linkRow.show(n.Link == "")
	o.link.show(n.Link)
	o.answerRow.show(n.Answer == "")
	o.answer.show(n.Answer)
	o.letterRow.show(n.Letter == "")
	o.letter.show(n.Letter)
	code, field := n.Link, "online-link"
	switch {
	case n.Answer != "":
		code, field = n.Answer, "online-answer"
	case n.Letter != "":
		code, field = n.Letter, "online-letter"
	}
	if !o.wired && n.ID != "" {
		o.wired = true // not as the page starts, which makes as few calls as it can
		o.wire(app, render)
	}
	o.drawCode(code)
	o.field = field
	o.replyRow.show(!n.Reply)
	o.statusRow.show(n.Status == "")
	o.status.show(n.Status)
	hear := func(msg string) {
		app.Receive(msg)
		render()
	}
	if n.Channel != o.name {
		if o.ch != nil {
			o.ch.close()
			o.ch = nil
		}
		o.name = n.Channel
		if n.Channel != "" {
			o.ch, _ = openChannel(n.Channel, hear)
		}
	}
	if n.ID != o.id && o.peer != nil {
		o.peer.close() // another game's, not a rematch's
		o.peer = nil
	}
	o.id = n.ID
	o.drawPeer(app, n.Peer, hear, render)
	for _, msg := range app.Outgoing() {
		switch {
		case o.peer != nil && o.peer.open:
			o.peer.send(msg)
		case o.ch != nil:
			o.ch.post(msg)
		}
	}
}

// drawCode shows code, the text to send the friend, with its QR code when
// one can hold it: a game by links' letter in the set-up is too long.
func (o *onlineView) drawCode(code string) {
	o.sendRow.show(code == "")
	if code == o.sent {
		return
	}
	// The code and what to do with it are in the panel, which on a phone
	// lies below the board: bring them into view, and once the code is done
	// with, the board, where the game goes on. A game by links has a new
	// code after every move.
	show := "board"
	if code != "" {
		show = "online-row"
	}
	if code != "" || o.sent != "" {
		bringIntoView(show)
	}
	o.sent = code
	c, err := qr.Encode([]byte(code), qr.M)
	held := err == nil && code != ""
	o.qrBox.show(!held)
	// A code sent, or one too long, leaves no QR code in the page: the
	// invitation's held the offer of a connection made long since.
	path, bounds := "", ""
	if held {
		path, bounds = c.SVGPath(), qrViewBox(c.Size())
	}
	o.qrPath.show(path)
	o.qrBounds.show(bounds)
}

// qrViewBox is the viewBox of a QR code of size modules with its quiet zone
// of four.
func qrViewBox(size int) string {
	return "-4 -4 " + strconv.Itoa(size+8) + " " + strconv.Itoa(size+8)
}

// drawPeer makes, connects or closes the direct connection as n says.
func (o *onlineView) drawPeer(app *ui.App, n ui.Peer, hear func(string), render func()) {
	fresh := n.Step == ui.Offer || n.Step == ui.Answer
	// A connection asked anew (ui's Redial) over one not yet known as lost
	// replaces it, whose late failure would otherwise fail the new one.
	if o.peer != nil && (n.Step == ui.NoPeer || fresh && o.peer.step != n.Step) {
		o.peer.close()
		o.peer = nil
	}
	switch {
	case o.peer == nil && fresh:
		o.peer = newPeer(n, peerHooks{
			described: func(sdp string) { app.Described(sdp); render() },
			opened:    func() { app.PeerOpened(); render() },
			heard:     hear,
			failed:    func() { app.PeerFailed(); render() },
		})
	case o.peer != nil && n.Step == ui.Connect && o.peer.step == ui.Offer:
		o.peer.connect(n.Remote)
	}
}

// wire connects the form of the friend's answer code, which connects to the
// friend's device or says why the code cannot be used; passes the page going
// away on (pagehide, which the friend is told of at once rather than by
// silence: no timer runs for it); and hides Share where the browser has no
// share sheet.
func (o *onlineView) wire(app *ui.App, render func()) {
	o.listeners.add(window, "pagehide", func(dom.Event) {
		app.Leaving()
		render()
	})
	o.listeners.on(byID("online-reply-row"), "submit", func(ev dom.Event) {
		preventEvent(ev)
		msg, field := "", inputOf(byID("online-reply"))
		if err := app.ConnectTo(field.Value()); err != nil {
			msg = err.Error()
		} else {
			field.SetValue("") // taken: the next code or letter goes in an empty field
		}
		o.replyError.show(msg)
		render()
	})
	if share := byID("online-share"); share != nil && !canShare() {
		share.SetAttribute("hidden", "")
	}
}

// copy copies the code to send the friend, or selects it for the player to
// copy, and says which in toast.
func (o *onlineView) copy(c text.Catalog, toast *toast) {
	field := o.field
	copyText(o.sent, func(ok bool) {
		if ok {
			toast.show(c.Text(text.Copied))
			return
		}
		inputOf(byID(field)).Select()
		toast.show(c.Text(text.CopyByHand))
	})
}

// canShare reports whether the browser has a share sheet (the Web Share API):
// dom/v2 has none.
func canShare() bool { return window.Get("navigator").Get("share").Truthy() }

// shareText hands s to the device's share sheet, if the browser has one.
// Dismissing the sheet rejects the promise, which is no error to report.
func shareText(s string) {
	if canShare() {
		then(window.Get("navigator").Call("share", map[string]any{"text": s}), func(js.Value) {}, func(js.Value) {})
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
