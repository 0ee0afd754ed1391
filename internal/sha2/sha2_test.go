package sha2

import (
	"crypto/sha256"
	"crypto/sha512"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestSumsMatchTheStandardLibrary checks every length across three blocks of
// either hash, where the padding spills into a block of its own.
func TestSumsMatchTheStandardLibrary(t *testing.T) {
	data := make([]byte, 3*128+1)
	for i := range data {
		data[i] = byte(i*131 + 7)
	}
	for n := range len(data) + 1 {
		require.Equal(t, sha256.Sum256(data[:n]), Sum256(data[:n]), "SHA-256 of %d bytes", n)
		require.Equal(t, sha512.Sum512(data[:n]), Sum512(data[:n]), "SHA-512 of %d bytes", n)
	}
}

func FuzzSums(f *testing.F) {
	f.Add([]byte(""))
	f.Add([]byte("abc"))
	f.Add(make([]byte, 112))
	f.Fuzz(func(t *testing.T, data []byte) {
		require.Equal(t, sha256.Sum256(data), Sum256(data))
		require.Equal(t, sha512.Sum512(data), Sum512(data))
	})
}

func BenchmarkSum512(b *testing.B) {
	data := make([]byte, 4096) // a shuffle proof's statement
	for b.Loop() {
		Sum512(data)
	}
}
