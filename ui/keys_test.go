package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"mschess/engine"
)

func TestKeysNameEachKeyOnce(t *testing.T) {
	seen := map[string]bool{}
	for _, k := range New(engine.NewGame(1), en).Keys() {
		assert.NotEmpty(t, k.Keys)
		assert.NotEmpty(t, k.What, "%s", k.Keys)
		assert.False(t, seen[k.Keys], "%s twice", k.Keys)
		seen[k.Keys] = true
	}
	assert.True(t, seen["?"], "the help names the key that opens it")
}
