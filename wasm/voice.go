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
	serial int    // the Speech last said
	shown  string // the region's text
	primed bool   // the first render is over: what the page opened with is not played
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
	t := s.Text
	if t == v.shown && t != "" {
		// The same words again: a screen reader reads a region only when its
		// text changes, so this time they end in a no-break space.
		t += "\u00a0"
	}
	v.shown = t
	region.SetTextContent(t)
	if !sound || !primed || s.Cue == ui.NoCue {
		return
	}
	w := dom.GetWindow()
	w.RequestAnimationFrame(func(time.Duration) {
		w.SetTimeout(func() { v.synth.play(s.Cue) }, 0)
	})
}
