//go:build js && wasm

package main

import (
	"syscall/js"

	"mschess/ui"
)

// peer is a WebRTC connection to the friend's device, made as ui.Peer says by
// the page's script (site/peer.js's mschessPeer): dom/v2 has no WebRTC, and
// the browser's plumbing costs less as script than as Go (docs/size.md).
type peer struct {
	js.Value             // the script's connect, send and close
	step     ui.PeerStep // the step it was made for, or took last
	open     bool        // the data channel is open
	hooks    []js.Func
}

// peerHooks are what a peer tells: its description once gathered, the data
// channel open, a message over it, and a connection that failed or was lost.
type peerHooks struct {
	described func(sdp string)
	opened    func()
	heard     func(msg string)
	failed    func()
}

// canConnect reports whether the browser connects to another device directly
// (WebRTC): the page's script defines mschessPeer only then.
func canConnect() bool { return window.Get("mschessPeer").Truthy() }

// newPeer makes the connection of n, whose step is ui.Offer or ui.Answer.
func newPeer(n ui.Peer, h peerHooks) *peer {
	p := &peer{step: n.Step}
	hook := func(f func(arg string)) js.Func {
		fn := js.FuncOf(func(_ js.Value, args []js.Value) any {
			arg := ""
			if len(args) > 0 && args[0].Type() == js.TypeString {
				arg = args[0].String()
			}
			f(arg)
			return nil
		})
		p.hooks = append(p.hooks, fn)
		return fn
	}
	hooks := map[string]any{
		"described": hook(h.described),
		"opened":    hook(func(string) { p.open = true; h.opened() }),
		"heard":     hook(h.heard),
		"failed":    hook(func(string) { h.failed() }),
	}
	urls := make([]any, len(n.ICE))
	for i, url := range n.ICE {
		urls[i] = url
	}
	remote := ""
	if n.Step == ui.Answer {
		remote = n.Remote
	}
	p.Value = window.Call("mschessPeer", urls, remote, hooks)
	return p
}

// connect applies the friend's answer to the offer.
func (p *peer) connect(sdp string) {
	p.step = ui.Connect
	p.Call("connect", sdp)
}

// send sends msg over the open data channel.
func (p *peer) send(msg string) { p.Call("send", msg) }

// close closes the connection and lets go of its hooks, which the script
// calls no more.
func (p *peer) close() {
	p.Call("close")
	for _, f := range p.hooks {
		f.Release()
	}
}
