//go:build js && wasm

package main

import (
	"time"

	"honnef.co/go/js/dom/v2"

	"mschess/ui"
)

// voice says what the App says: in words in the live region #announce, which
// screen readers read out, and as a sound once the page shows what it tells.
type voice struct {
	region lazyElement
	serial int  // the Speech last said
	primed bool // the first render is over: what the page opened with is not played
	synth  synth
}

// speak says s, unless it was said already; with sound set, it plays its cue
// after the next frame, by which the page shows what the sound tells.
func (v *voice) speak(s ui.Speech, sound bool) {
	primed := v.primed
	v.primed = true
	if s.Serial == v.serial {
		return
	}
	region := v.region.get()
	if region == nil {
		return
	}
	v.serial = s.Serial
	// Each thing said is a line added to the region, which a screen reader
	// reads as added: the computer's reply, a few milliseconds after the
	// person's move, does not cut the move's words off as new text would, and
	// the same words said again are read again. The last two lines stay.
	if s.Text == "" {
		region.SetTextContent("")
	} else {
		if r := region.Underlying(); r.Get("childElementCount").Int() > 1 {
			r.Get("firstChild").Call("remove")
		}
		line := create("p")
		line.SetTextContent(s.Text)
		region.AppendChild(line)
	}
	if !sound || !primed || s.Cue == ui.NoCue {
		return
	}
	w := dom.GetWindow()
	w.RequestAnimationFrame(func(time.Duration) {
		w.SetTimeout(func() { v.synth.play(s.Cue) }, 0)
	})
}
