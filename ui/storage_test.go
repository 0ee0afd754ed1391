package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"mschess/ui/text"
)

// TestOpenWithoutStorage opens pages whose browser refuses storage (no Store):
// the game plays all the same, and the status line says once that it will not
// be kept, where there is a game to keep.
func TestOpenWithoutStorage(t *testing.T) {
	notKept := en.Text(text.NotKept)
	tests := []struct {
		name, query, fragment string
		status                string
	}{
		{name: "a new random game", status: notKept},
		{name: "the game of ?seed=", query: "?seed=42", status: notKept},
		{name: "after a bad seed's explanation", query: "?seed=abc", status: en.Text(text.BadSeed, "abc") + " " + notKept},
		{name: "a shared link's replay, which is never kept anyway", fragment: finishedLink(t, 5, "Nf3"), status: ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := Open(env(tt.query, tt.fragment, nil))
			if tt.status == "" {
				assert.NotContains(t, a.Panel().Status, notKept)
				return
			}
			assert.Equal(t, tt.status, a.Panel().Status)
		})
	}
}

func TestNotKeptIsSaidOnce(t *testing.T) {
	a := Open(env("?seed=42", "", nil))
	assert.Equal(t, en.Text(text.NotKept), a.Panel().Status)
	a.Click(sq(t, "b1"))
	a.Click(sq(t, "c3"))
	assert.Equal(t, 1, a.Game().Len(), "the game plays without storage")
	assert.NotContains(t, a.Panel().Status, en.Text(text.NotKept), "said once, not after every move")
}
