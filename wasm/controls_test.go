//go:build js && wasm

package main

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"mschess/page/controls"
)

// TestEveryActionActs: each action of the controls' table but Markup has what
// the page does for it, so that no control of the table is dead on the page.
func TestEveryActionActs(t *testing.T) {
	for a := controls.Markup; a < controls.NumActions; a++ {
		assert.Equal(t, a != controls.Markup, acts[a] != nil, "action %d", a)
	}
}
