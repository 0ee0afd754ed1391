// Package wire reads the binary formats that deal's messages and duel's saved
// state are written in: one reader for both, which remembers the first fault.
package wire

import "encoding/binary"

// Reader takes bytes off the front of B. After a fault it reads nothing and
// returns zero values, so that a format is read straight through and Err
// checked once at the end.
type Reader struct {
	B     []byte
	Err   error // the first fault, or nil
	Short error // the fault of a format that ends early
}

// Take returns the next n bytes, or nil when fewer are left.
func (r *Reader) Take(n int) []byte {
	if r.Err == nil && n > len(r.B) {
		r.Err = r.Short
	}
	if r.Err != nil {
		return nil
	}
	out := r.B[:n]
	r.B = r.B[n:]
	return out
}

// Byte returns the next byte, or 0 when none is left.
func (r *Reader) Byte() byte {
	if b := r.Take(1); b != nil {
		return b[0]
	}
	return 0
}

// Uvarint returns the next uvarint, a count or a length of what follows, each
// at least a byte: one over what is left is a fault, refused before anything
// is made that size.
func (r *Reader) Uvarint() int {
	v, n := binary.Uvarint(r.B)
	if r.Err == nil && (n <= 0 || v > uint64(len(r.B)-n)) {
		r.Err = r.Short
	}
	if r.Err != nil {
		return 0
	}
	r.B = r.B[n:]
	return int(v)
}

// Bytes returns the next uvarint length and that many bytes.
func (r *Reader) Bytes() []byte { return r.Take(r.Uvarint()) }
