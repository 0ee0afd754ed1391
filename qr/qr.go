// Package qr draws QR codes (ISO/IEC 18004:2015) of bytes, so that a page can
// show a link for a phone's camera with no image and no library: byte mode,
// error correction level M or L, the smallest of versions 1 to 40 that holds
// the data, and the mask of the lowest penalty by the standard's rules (§7.8.3).
//
// A Code is the matrix of modules; SVGPath draws it as the path data of one
// SVG path element. A reader needs four light modules of quiet zone around the
// symbol (§6.3.8), which is the caller's to leave.
//
// The algorithms follow the standard's order (§7.1): the bit stream of the data
// (§7.4), split into blocks with their Reed–Solomon error correction codewords
// and interleaved (§7.5–7.6), placed in the matrix around the function patterns
// (§7.7), masked (§7.8), with the format and version information (§7.9–7.10).
package qr

import "errors"

// Level is a level of error correction (§6.5.1). Its value is the level's
// two-bit indicator in the format information (Table 12).
type Level uint8

// The levels of error correction: M restores about 15 % of the codewords, L
// about 7 % in a smaller symbol.
const (
	M Level = 0
	L Level = 1
)

// ErrTooLong is Encode's error for data that no version holds at the level:
// more than 2331 bytes at M, 2953 at L.
var ErrTooLong = errors.New("this is too long to show as a QR code")

// errLevel is Encode's error for a level other than M or L, a programmer's
// error.
var errLevel = errors.New("qr: the level of error correction must be M or L")

// Code is a QR code symbol: a square of Size×Size modules.
type Code struct {
	version int
	size    int
	dark    []bool // row by row
}

// Version returns the symbol's version, 1 to 40: its size is 17 + 4×version.
func (c *Code) Version() int { return c.version }

// Size returns the number of modules on a side.
func (c *Code) Size() int { return c.size }

// Dark tells whether the module in column x and row y, counted from the top
// left, is dark; a module outside the symbol, in its quiet zone, is light.
func (c *Code) Dark(x, y int) bool {
	return 0 <= x && x < c.size && 0 <= y && y < c.size && c.dark[y*c.size+x]
}

// Encode returns the QR code of data in byte mode at the level of error
// correction given, in the smallest version that holds it, or ErrTooLong.
func Encode(data []byte, level Level) (*Code, error) {
	if level != M && level != L {
		return nil, errLevel
	}
	version := 0
	for v := 1; v <= 40; v++ {
		if streamBits(v, len(data)) <= 8*numDataCodewords(v, level) {
			version = v
			break
		}
	}
	if version == 0 {
		return nil, ErrTooLong
	}
	codewords := addErrorCorrection(dataCodewords(data, version, level), version, level)
	m := newMatrix(version)
	m.placeCodewords(codewords)
	best, lowest := 0, -1
	for mask := range 8 {
		m.applyMask(mask)
		m.drawFormat(level, mask)
		if p := m.penalty(); lowest < 0 || p < lowest {
			best, lowest = mask, p
		}
		m.applyMask(mask) // a mask is its own inverse
	}
	m.applyMask(best)
	m.drawFormat(level, best)
	return &Code{version: version, size: m.size, dark: m.dark}, nil
}

// countBits is the length of byte mode's character count indicator (Table 3).
func countBits(version int) int {
	if version < 10 {
		return 8
	}
	return 16
}

// streamBits is the length of the bit stream of n bytes in byte mode: the
// mode indicator, the count and the data (§7.4.2, §7.4.5).
func streamBits(version, n int) int {
	if n >= 1<<countBits(version) {
		return 1 << 30 // the count cannot say n
	}
	return 4 + countBits(version) + 8*n
}

// dataCodewords writes data's bit stream in byte mode, with its terminator
// and the pad codewords that fill the version's data codewords; streamBits
// must have said that it fits.
func dataCodewords(data []byte, version int, level Level) []byte {
	capacity := numDataCodewords(version, level)
	var w bitWriter
	w.write(0b0100, 4) // byte mode
	w.write(uint32(len(data)), countBits(version))
	for _, b := range data {
		w.write(uint32(b), 8)
	}
	// In byte mode a stream that fits is 4 bits short of a whole byte, and
	// at least 4 short of the capacity: the terminator is never cut short
	// and ends on a byte (§7.4.9, §7.4.10).
	w.write(0, 4)
	for pad := byte(0xec); len(w.bytes) < capacity; pad ^= 0xec ^ 0x11 {
		w.bytes = append(w.bytes, pad)
	}
	return w.bytes
}

// bitWriter appends bits, most significant first, to bytes.
type bitWriter struct {
	bytes []byte
	n     int // bits written
}

// write appends the n low bits of v.
func (w *bitWriter) write(v uint32, n int) {
	for i := n - 1; i >= 0; i-- {
		if w.n%8 == 0 {
			w.bytes = append(w.bytes, 0)
		}
		w.bytes[len(w.bytes)-1] |= byte(v>>i&1) << (7 - w.n%8)
		w.n++
	}
}
