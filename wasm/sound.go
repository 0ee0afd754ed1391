//go:build js && wasm

package main

// The game's sounds, made in the page with Web Audio: short tones and bursts of
// noise, no sound files. dom/v2 has no Web Audio, so this file, browser.go and
// events.go use syscall/js: the audio graph is its own world of
// objects (context, oscillators, filters, buffers), used here alone.

import (
	"math"
	"math/rand/v2"
	"syscall/js"

	"mschess/ui"
)

// synth plays the cues. Its audio context is made at the first sound, which a
// player's move sets off, since browsers let a page make sound only after the
// player has acted on it.
type synth struct {
	ctx   js.Value // the AudioContext; undefined until the first sound
	noise js.Value // a second of white noise, for the blast and the sweep
	none  bool     // the browser has no Web Audio
}

// note is one sound of a cue: a tone, or noise through a band-pass filter,
// gliding in pitch and fading out.
type note struct {
	wave     string  // the oscillator's type, or "" for noise
	from, to float64 // the pitch, or the noise's band, in Hz at the start and end
	at, dur  float64 // when it starts after the cue, and how long it lasts, in seconds
	gain     float64 // its loudness at the start, 0 to 1
}

// cueNotes are the notes of each cue: a soft knock for a move, two for a
// capture, a rush of noise for a sweep, a thud and a roar for a blast, two
// sharp beeps for check and a rising chord for the end of the game.
var cueNotes = [...][]note{
	ui.CueMove:    {{wave: "triangle", from: 330, to: 200, dur: 0.09, gain: 0.35}},
	ui.CueSweep:   {{from: 3000, to: 500, dur: 0.3, gain: 0.5}},
	ui.CueCapture: {{wave: "triangle", from: 330, to: 200, dur: 0.07, gain: 0.4}, {wave: "triangle", from: 260, to: 140, at: 0.07, dur: 0.1, gain: 0.4}},
	ui.CueBlast:   {{wave: "sine", from: 110, to: 30, dur: 0.6, gain: 0.8}, {from: 1200, to: 80, dur: 0.8, gain: 0.9}},
	ui.CueCheck:   {{wave: "square", from: 880, to: 880, dur: 0.1, gain: 0.12}, {wave: "square", from: 660, to: 660, at: 0.12, dur: 0.14, gain: 0.12}},
	ui.CueEnd: {{wave: "sine", from: 523, to: 523, dur: 0.3, gain: 0.25}, {wave: "sine", from: 659, to: 659, at: 0.15, dur: 0.3, gain: 0.25},
		{wave: "sine", from: 784, to: 784, at: 0.3, dur: 0.6, gain: 0.25}},
}

// play plays cue c now. A browser that refuses sound (a throwing
// AudioContext) leaves the game silent, not broken.
func (s *synth) play(c ui.Cue) {
	defer func() {
		if recover() != nil {
			s.none = true
		}
	}()
	if int(c) >= len(cueNotes) || !s.start() {
		return
	}
	t := s.ctx.Get("currentTime").Float()
	for _, n := range cueNotes[c] {
		s.note(n, t+n.at)
	}
}

// start makes the audio context and the noise at the first sound, and wakes
// a context the browser put to sleep. It reports whether sound can be played.
func (s *synth) start() bool {
	if s.none {
		return false
	}
	if s.ctx.IsUndefined() {
		ctor := window.Get("AudioContext")
		if ctor.IsUndefined() {
			s.none = true
			return false
		}
		s.ctx = ctor.New()
		rate := s.ctx.Get("sampleRate").Int()
		s.noise = s.ctx.Call("createBuffer", 1, rate, rate)
		samples := s.noise.Call("getChannelData", 0)
		b := make([]byte, 4*rate)
		for i := 0; i < len(b); i += 4 {
			// Little-endian by hand: encoding/binary would bring in reflect.
			v := math.Float32bits(rand.Float32()*2 - 1)
			b[i], b[i+1], b[i+2], b[i+3] = byte(v), byte(v>>8), byte(v>>16), byte(v>>24)
		}
		bytes := window.Get("Uint8Array").New(samples.Get("buffer"), samples.Get("byteOffset"), samples.Get("byteLength"))
		js.CopyBytesToJS(bytes, b)
	}
	if s.ctx.Get("state").String() == "suspended" {
		s.ctx.Call("resume")
	}
	return true
}

// note plays n at the context's time at.
func (s *synth) note(n note, at float64) {
	ctx := s.ctx
	gain := ctx.Call("createGain")
	level := gain.Get("gain")
	level.Call("setValueAtTime", n.gain, at)
	level.Call("exponentialRampToValueAtTime", 0.001, at+n.dur)
	gain.Call("connect", ctx.Get("destination"))
	var src, pitch js.Value
	if n.wave == "" {
		src = ctx.Call("createBufferSource")
		src.Set("buffer", s.noise)
		band := ctx.Call("createBiquadFilter")
		band.Set("type", "bandpass")
		pitch = band.Get("frequency")
		src.Call("connect", band)
		band.Call("connect", gain)
	} else {
		src = ctx.Call("createOscillator")
		src.Set("type", n.wave)
		pitch = src.Get("frequency")
		src.Call("connect", gain)
	}
	pitch.Call("setValueAtTime", n.from, at)
	pitch.Call("exponentialRampToValueAtTime", n.to, at+n.dur)
	src.Call("start", at)
	src.Call("stop", at+n.dur+0.05)
}
