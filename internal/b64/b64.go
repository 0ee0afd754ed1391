// Package b64 is base64 (RFC 4648) as the game's saves and share links write
// it: the standard alphabet with padding, and the URL alphabet without.
// It decodes as encoding/base64 does, skipping line breaks, with the same
// errors and offsets, and not strictly: a last character whose unused low bits
// are set still decodes. encoding/base64 costs the app some 3.5 KiB for what
// these few lines do (docs/size.md).
package b64

import "strconv"

// Encoding is an alphabet of 64 characters, written with padding or without.
type Encoding struct {
	alphabet string
	pad      bool
	decode   [256]byte // each character's value, or invalid
}

// invalid marks a byte that is no character of an alphabet.
const invalid = 0xff

// The two encodings the game writes.
var (
	// Std is the standard alphabet, padded with "=": the saves.
	Std = newEncoding("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/", true)
	// RawURL is the URL-safe alphabet without padding: the share links.
	RawURL = newEncoding("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_", false)
)

func newEncoding(alphabet string, pad bool) *Encoding {
	e := &Encoding{alphabet: alphabet, pad: pad}
	for i := range e.decode {
		e.decode[i] = invalid
	}
	for i := range len(alphabet) {
		e.decode[alphabet[i]] = byte(i)
	}
	return e
}

// CorruptInputError is the offset in the text of the first byte that cannot
// be read.
type CorruptInputError int64

func (e CorruptInputError) Error() string {
	return "illegal base64 data at input byte " + strconv.FormatInt(int64(e), 10)
}

// EncodedLen returns the length of the text that n bytes encode to.
func (e *Encoding) EncodedLen(n int) int {
	if e.pad {
		return (n + 2) / 3 * 4
	}
	return (n*8 + 5) / 6
}

// EncodeToString returns the text of src.
func (e *Encoding) EncodeToString(src []byte) string {
	dst := make([]byte, 0, e.EncodedLen(len(src)))
	for len(src) > 0 {
		var v uint
		n := min(len(src), 3)
		for i := range 3 {
			v <<= 8
			if i < n {
				v |= uint(src[i])
			}
		}
		for i := range n + 1 {
			dst = append(dst, e.alphabet[v>>(18-6*i)&63])
		}
		if e.pad {
			dst = append(dst, "=="[:3-n]...)
		}
		src = src[n:]
	}
	return string(dst)
}

// DecodeString returns the bytes that text s encodes, or, with a
// CorruptInputError, those it read before the fault.
func (e *Encoding) DecodeString(s string) ([]byte, error) {
	dst := make([]byte, 0, len(s)*3/4)
	var q [4]byte // the values of a quantum of 4 characters
	n := 0        // of which there are so many so far
	skip := func(i int) int {
		for i < len(s) && (s[i] == '\n' || s[i] == '\r') {
			i++
		}
		return i
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if v := e.decode[c]; v != invalid {
			q[n], n = v, n+1
			if n == 4 {
				dst, n = appendQuantum(dst, q, 4), 0
			}
			continue
		}
		switch {
		case c == '\n' || c == '\r':
			continue
		case c != '=' || !e.pad || n < 2:
			return dst, CorruptInputError(i)
		}
		// Padding ends the text: "==" after 2 characters, "=" after 3, then
		// nothing but line breaks.
		j := i + 1
		if n == 2 {
			j = skip(j)
			if j == len(s) {
				return dst, CorruptInputError(len(s))
			}
			if s[j] != '=' {
				return dst, CorruptInputError(j - 1)
			}
			j++
		}
		dst = appendQuantum(dst, q, n)
		if j = skip(j); j < len(s) {
			return dst, CorruptInputError(j)
		}
		return dst, nil
	}
	switch {
	case n == 0:
		return dst, nil
	case n == 1 || e.pad:
		return dst, CorruptInputError(len(s) - n)
	}
	return appendQuantum(dst, q, n), nil
}

// appendQuantum appends the n-1 bytes that the first n values of q hold.
func appendQuantum(dst []byte, q [4]byte, n int) []byte {
	var v uint
	for i := range 4 {
		v <<= 6
		if i < n {
			v |= uint(q[i])
		}
	}
	for i := range n - 1 {
		dst = append(dst, byte(v>>(16-8*i)))
	}
	return dst
}
