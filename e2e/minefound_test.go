package e2e

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/ui"
	"mschess/ui/text"
)

// foundMineGame: a pawn's step finds a mine next to it, and White's knight
// then jumps onto it and is destroyed.
func foundMineGame(t testing.TB) scenario {
	return findScenario(t, func(g *engine.Game) bool {
		last := g.Moves()[g.Len()-1]
		before, _ := g.ViewAt(g.Len() - 1)
		return noMineHit(g, true) && last.Effects.Blast == last.Move.To && before.Position.FoundMines().Has(last.Move.To)
	}, []string{"e4", "Nf8", "Nf3", "Ng10", "Ne5"}, []string{"e4", "Nf8", "Nf3", "Ng10", "Nd4"}, []string{"d4", "Nf8", "Nf3", "Ng10", "Ne5"})
}

// TestMoveOntoAFoundMineAsks: on a phone, a tap that would land the knight on
// a found mine, which destroys it (docs/rules.md §3), asks first in the
// knight's words; no keeps the knight where it is, selected, and yes plays
// the move (issue 24, item 7).
func TestMoveOntoAFoundMineAsks(t *testing.T) {
	sc := foundMineGame(t)
	p := startPlayer(t, openPhone(t), finger{}, sc.seed)
	n := len(sc.moves)
	p.playAll(sc.moves[:n-1])
	m := sc.moves[n-1]
	ask := func(when string) {
		t.Helper()
		p.tap(squareSelector(m.To))
		p.twin.Click(m.To)
		require.Equal(t, ui.AskMine, p.twin.Panel().Ask.Question, "the twin asks")
		p.check(when)
		assert.Equal(t, text.Match("en").Text(text.AskMineKnight, m.To.String()), readPanel(t, p.ctx).Ask)
	}
	p.selectPiece(m.From)
	ask("asked")
	p.tap("#ask-no")
	p.twin.Answer(false)
	p.check("after #ask-no")
	assert.Equal(t, n-1, p.game().Len(), "no plays nothing")

	ask("asked again")
	p.tap("#ask-yes")
	p.twin.Answer(true)
	p.moved(m)
}

// TestAskMinesTurnedOff: the player can turn the question off in the panel's
// settings; the device keeps the choice, and the move onto a found mine is
// then played at once.
func TestAskMinesTurnedOff(t *testing.T) {
	sc := foundMineGame(t)
	o := newOrigin(t, distDir)
	p := startPlayerAt(t, newTab(t), mouse{}, o.url, sc.seed)
	require.True(t, eval[bool](t, p.ctx, `document.querySelector("#ask-mines").checked`), "asking is on at first")
	p.tap("#ask-mines")
	p.twin.SetAskMines(false)
	assert.Equal(t, "off", eval[string](t, p.ctx, `localStorage.getItem("mschess.mineask")`))
	p.playAll(sc.moves) // the last move asks nothing: the page shows it played
	assert.False(t, eval[bool](t, p.ctx, fmt.Sprintf(`document.querySelector(%q).open`, "#ask")))
}

// TestSweepAFoundMineAnywhere: on a phone, with the pawn selected, a tap
// anywhere on the found mine in front of it sweeps the mine, far from the
// broom too, since a step there would blow the pawn up (docs/rules.md §3,
// §4): the whole square is the sweep's target (issue 24, item 7).
func TestSweepAFoundMineAnywhere(t *testing.T) {
	sc := sweepGame(t)
	p := startPlayer(t, openPhone(t), finger{}, sc.seed)
	n := len(sc.moves)
	p.playAll(sc.moves[:n-1])
	m := sc.moves[n-1]
	require.Equal(t, engine.Sweep, m.Kind)
	p.selectPiece(m.From)
	corner := eval[point](t, p.ctx, fmt.Sprintf(`(() => {
		const r = document.querySelector(%q).getBoundingClientRect();
		return {X: r.left + r.width * 0.2, Y: r.bottom - r.height * 0.2};
	})()`, squareSelector(m.To)))
	require.NoError(t, p.ptr.tap(p.ctx, corner), "a tap in the corner away from the broom")
	p.twin.Click(m.To)
	p.moved(m)
}
