package datafile_test

import (
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/tools/internal/datafile"
)

// gzipMagic opens every gzip stream.
var gzipMagic = []byte{0x1f, 0x8b}

func TestRoundTrip(t *testing.T) {
	const text = "rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1;0.5;12\n"
	tests := []struct {
		name       string
		file       string
		compressed bool
	}{
		{"a plain file is written as it is", "positions.txt", false},
		{"a .gz file is compressed", "positions.txt.gz", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			name := filepath.Join(t.TempDir(), tt.file)
			w, err := datafile.Create(name)
			require.NoError(t, err)
			_, err = io.WriteString(w, text)
			require.NoError(t, err)
			require.NoError(t, w.Close())

			raw, err := os.ReadFile(name)
			require.NoError(t, err)
			assert.Equal(t, tt.compressed, len(raw) >= 2 && raw[0] == gzipMagic[0] && raw[1] == gzipMagic[1])

			r, err := datafile.Open(name)
			require.NoError(t, err)
			got, err := io.ReadAll(r)
			require.NoError(t, err)
			assert.NoError(t, r.Close())
			assert.Equal(t, text, string(got))
		})
	}
}

func TestOpenRefuses(t *testing.T) {
	dir := t.TempDir()
	notGzip := filepath.Join(dir, "positions.txt.gz")
	require.NoError(t, os.WriteFile(notGzip, []byte("plain text"), 0o644))
	tests := []struct {
		name, file string
	}{
		{"a missing file", filepath.Join(dir, "missing.txt")},
		{"a .gz file that is not gzip", notGzip},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := datafile.Open(tt.file)
			assert.Error(t, err)
		})
	}
}
