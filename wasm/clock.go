//go:build js && wasm

package main

import "mschess/ui"

// tickMS is how often, in milliseconds, the page brings the clocks up to its
// time while one runs: often enough for the tenths under 10 s.
const tickMS = 100

// clockView is div#clocks, the clocks of a time control, one p.clock a side,
// and the timer that ticks while one runs (ui.Panel.Ticking). Each part is
// written only when it changes, and nothing at all until a clock shows: the
// start pays for none of it (docs/start.md).
type clockView struct {
	box   flagOut // #clocks hidden
	faces [2]clockFace
	tick  func() // what the timer does
	stop  func() // stops the timer; nil while none runs
	// seen is what the page does at each visibilitychange, which only
	// matters once a clock shows: it listens from then on.
	seen     func(hidden bool)
	watching bool
}

// clockFace is one side's p.clock: its name, its time, the words for a low
// one, and the classes "running" and "low".
type clockFace struct {
	row             flagOut
	name, time, low textOut
	running, lowOn  memo[bool]
}

// newClockView finds the clocks of the page, if it has them (the embed has
// none); tick is what the timer does, and seen what a visibilitychange does.
func newClockView(tick func(), seen func(hidden bool)) clockView {
	c := clockView{box: flagAt("clocks", "hidden"), tick: tick, seen: seen}
	for side, id := range [2]string{"clock-white", "clock-black"} {
		c.faces[side] = clockFace{row: flagAt(id, "hidden"), name: textAt(id + "-name"), time: textAt(id + "-time"), low: textAt(id + "-low")}
	}
	return c
}

// draw shows the clocks of the panel n, and runs the timer while n ticks.
func (c *clockView) draw(n ui.Panel) {
	switch {
	case n.Ticking && c.stop == nil:
		c.stop = every(tickMS, c.tick)
	case !n.Ticking && c.stop != nil:
		c.stop()
		c.stop = nil
	}
	shown := n.Clocks[0].Shown || n.Clocks[1].Shown
	c.box.show(!shown)
	if !shown {
		return // the faces keep what they last showed, out of sight
	}
	if !c.watching {
		onVisibility(c.seen)
		c.watching = true
	}
	for side := range c.faces {
		f, m := &c.faces[side], n.Clocks[side]
		f.row.show(!m.Shown)
		if !m.Shown {
			continue
		}
		f.name.show(m.Name)
		f.time.show(m.Time)
		f.low.show(m.LowText)
		if el := f.row.get(); el != nil && f.running.changed(m.Running) {
			setClass(el, "running", m.Running)
		}
		if el := f.row.get(); el != nil && f.lowOn.changed(m.Low) {
			setClass(el, "low", m.Low)
		}
	}
}
