package main

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"github.com/andybalholm/brotli"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestBrotliSize(t *testing.T) {
	random := make([]byte, 4096)
	r := rand.NewChaCha8([32]byte{1})
	_, _ = r.Read(random)
	repetitive := bytes.Repeat([]byte("minesweeper chess "), 1000)

	for name, data := range map[string][]byte{"random": random, "repetitive": repetitive, "empty": nil} {
		t.Run(name, func(t *testing.T) {
			// The count must be the length of a stream that decodes back.
			var buf bytes.Buffer
			w := brotli.NewWriterLevel(&buf, brotli.BestCompression)
			_, err := w.Write(data)
			require.NoError(t, err)
			require.NoError(t, w.Close())
			assert.Equal(t, buf.Len(), brotliSize(data))
		})
	}
	assert.Less(t, brotliSize(repetitive), len(repetitive)/50)
}

func TestCheck(t *testing.T) {
	data := bytes.Repeat([]byte("abc"), 100)
	size := brotliSize(data)
	tests := []struct {
		name    string
		limit   int
		wantOK  bool
		wantMsg string
	}{
		{"under", size + 1, true, "within the budget"},
		{"exactly", size, true, "within the budget"},
		{"over", size - 1, false, "OVER the budget"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			msg, ok := check("app.wasm", data, tt.limit)
			assert.Equal(t, tt.wantOK, ok)
			assert.Contains(t, msg, tt.wantMsg)
			assert.Contains(t, msg, "app.wasm: 300 bytes raw (0.3 KiB)")
		})
	}
}
