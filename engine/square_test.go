package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestSquareLight(t *testing.T) {
	for _, tc := range []struct {
		square string
		light  bool
	}{
		{"a1", false}, {"h1", true}, {"b1", true}, {"a2", true}, {"a10", true}, {"h10", false}, {"e5", false},
	} {
		t.Run("§1 "+tc.square, func(t *testing.T) {
			assert.Equal(t, tc.light, sq(tc.square).Light())
		})
	}
}
