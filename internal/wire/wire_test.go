package wire

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/require"
)

var errShort = errors.New("short")

func TestReader(t *testing.T) {
	tests := []struct {
		name string
		in   []byte
		read func(r *Reader) any
		want any
		err  error
	}{
		{"a byte is taken off the front", []byte{7, 8}, func(r *Reader) any { return r.Byte() }, byte(7), nil},
		{"no byte left is the short fault", nil, func(r *Reader) any { return r.Byte() }, byte(0), errShort},
		{"take returns n bytes", []byte{1, 2, 3}, func(r *Reader) any { return r.Take(2) }, []byte{1, 2}, nil},
		{"take past the end is the short fault", []byte{1}, func(r *Reader) any { return r.Take(2) }, []byte(nil), errShort},
		{"bytes reads a length, then as many bytes", []byte{2, 5, 6, 9}, func(r *Reader) any { return r.Bytes() }, []byte{5, 6}, nil},
		{"a length past the end is refused before the bytes", []byte{3, 5, 6}, func(r *Reader) any { return r.Uvarint() }, 0, errShort},
		{"a cut uvarint is the short fault", []byte{0x80}, func(r *Reader) any { return r.Uvarint() }, 0, errShort},
		{"after a fault nothing more is read", []byte{}, func(r *Reader) any { r.Byte(); r.B = []byte{4}; return r.Byte() }, byte(0), errShort},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := &Reader{B: tt.in, Short: errShort}
			require.Equal(t, tt.want, tt.read(r))
			require.Equal(t, tt.err, r.Err)
		})
	}
}
