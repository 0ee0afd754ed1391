package seeded_test

import (
	"io"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/internal/seeded"
)

// read returns the first n bytes of seed's stream.
func read(t *testing.T, seed uint64, n int) []byte {
	t.Helper()
	b := make([]byte, n)
	_, err := io.ReadFull(seeded.Reader(seed), b)
	require.NoError(t, err)
	return b
}

func TestReader(t *testing.T) {
	assert.Equal(t, read(t, 7, 64), read(t, 7, 64), "one seed gives one stream")
	assert.NotEqual(t, read(t, 7, 64), read(t, 8, 64), "another seed gives another")
}
