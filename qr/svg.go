package qr

import "strconv"

// SVGPath returns the path data of one SVG path element that fills the dark
// modules, one unit square each, with the symbol's top left at 0,0: a
// rectangle for each run of dark modules in a row. Drawn in a viewBox of
// "-4 -4 Size+8 Size+8", it has its quiet zone.
func (c *Code) SVGPath() string {
	var b []byte
	for y := range c.size {
		for x := 0; x < c.size; {
			if !c.Dark(x, y) {
				x++
				continue
			}
			run := 1
			for c.Dark(x+run, y) {
				run++
			}
			b = append(b, 'M')
			b = strconv.AppendInt(b, int64(x), 10)
			b = append(b, ' ')
			b = strconv.AppendInt(b, int64(y), 10)
			b = append(b, 'h')
			b = strconv.AppendInt(b, int64(run), 10)
			b = append(b, "v1h-"...)
			b = strconv.AppendInt(b, int64(run), 10)
			b = append(b, 'z')
			x += run
		}
	}
	return string(b)
}
