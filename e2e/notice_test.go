package e2e

import (
	"maps"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/persist"
	"mschess/ui/text"
)

// TestNoticeOverAFinishedGame finishes a game, then opens addresses the page
// cannot follow in another tab: the saved game comes back, finished, and the
// status line explains what went wrong before it gives the result.
func TestNoticeOverAFinishedGame(t *testing.T) {
	o, p := finishGame(t, quietGame(t), true)
	result := p.twin.Panel().Reason
	require.NotEmpty(t, result, "the twin says how the game ended")
	link := p.copyDialog("#share", "share")
	changed := changedLink(link)

	tests := []struct {
		name string
		open func(t *testing.T) *player
		says string // what the status line must explain
	}{
		{name: "a changed share link", open: func(t *testing.T) *player { return watchLink(t, p, changed) },
			says: text.English[text.LinkChanged]},
		{name: "a seed that is no number", open: func(t *testing.T) *player {
			ctx := newTab(t)
			openPage(t, ctx, o.url+"/?seed=abc")
			return watch(t, ctx, p.ptr, "?seed=abc", &persist.MemStore{Data: maps.Clone(p.store.Data)})
		}, says: `“abc”`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			q := tc.open(t)
			require.True(t, q.game().Over(), "the saved game, finished, comes back")
			status := eval[string](t, q.ctx, `document.querySelector("#status").textContent`)
			assert.Contains(t, status, tc.says, "the status line explains it")
			assert.Contains(t, status, result, "and still gives the result")
		})
	}
}
