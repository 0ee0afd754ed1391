package e2e

import (
	"testing"

	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/ui"
)

// TestInputDraftGoesWithItsPosition: a move typed into input#move-input and
// refused stays there to be put right while the position it was typed in
// stands, a look back through the moves included, and the field is emptied
// once that position is gone. A newcomer's trial found a refused "xx9" kept
// through moves by click, a new game and another opponent.
func TestInputDraftGoesWithItsPosition(t *testing.T) {
	const draft = "xx9"
	sc := quietReturnGame(t)
	tests := []struct {
		name   string
		played int // how many of sc's moves are played before the draft is typed
		then   func(t *testing.T, p *player)
		kept   bool // the draft's position still stands
	}{
		{"a move played by a tap empties it", 0, func(t *testing.T, p *player) { p.play(sc.moves[0]) }, false},
		{"§10 a take-back empties it", len(sc.moves), func(t *testing.T, p *player) {
			p.press("#takeback", p.twin.Takeback)
			p.ply = p.game().Len()
			p.check("after the takeback")
		}, false},
		{"a new game empties it", 1, func(t *testing.T, p *player) {
			p.press("#new", func() { p.twin.NewGame(firstSeed) })
			p.check("asked whether to start a new game")
			p.press("#ask-yes", func() { p.twin.Answer(true) })
			p.ply = 0
			p.check("after the new game")
		}, false},
		{"another game opened empties it", 0, func(t *testing.T, p *player) {
			g := engine.NewGame(firstSeed)
			_, err := g.PlaySAN("Nf3")
			require.NoError(t, err)
			require.NoError(t, g.Resign(engine.Black))
			record, err := g.Record(nil)
			require.NoError(t, err)
			p.tap("#import")
			waitFor(t, p.ctx, `document.querySelector("#import-dialog").open`, "the import dialog")
			p.enter("#import-text", record)
			p.press("#import-open", func() { require.NoError(t, p.twin.Import(record)) })
			p.ply = p.game().Len()
			p.check("after importing a record")
		}, false},
		{"a look back through the moves keeps it", 2, func(t *testing.T, p *player) {
			p.press(plyButton(1), func() { p.twin.ShowPly(1) })
			p.ply = 1
			p.check("showing ply 1")
			p.press("#live", func() { p.twin.ShowPly(ui.Live) })
			p.ply = p.game().Len()
			p.check("back at the game")
		}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := newPlayer(t, mouse{}, sc.seed)
			p.playAll(sc.moves[:tt.played])
			p.enter("#move-input", draft)
			press(t, p.ctx, kb.Enter)
			require.Error(t, p.twin.PlayTyped(draft))
			waitFor(t, p.ctx, `document.querySelector("#move-error").textContent !== ""`, "the typed move's error")
			require.Equal(t, p.twin.Panel().MoveError, eval[string](t, p.ctx, `document.querySelector("#move-error").textContent`))

			tt.then(t, p)
			want := ""
			if tt.kept {
				want = draft
			}
			assert.Equal(t, want, eval[string](t, p.ctx, `document.querySelector("#move-input").value`))
		})
	}
}
