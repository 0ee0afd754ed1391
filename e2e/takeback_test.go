package e2e

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/ui"
	"mschess/ui/text"
)

// quietReturnGame: the knights go out and White's comes back; Ng1 reveals
// nothing, so it can be taken back (docs/rules.md §10).
func quietReturnGame(t testing.TB) scenario {
	return findScenario(t, func(g *engine.Game) bool {
		return noMineHit(g, false) && !lastEffects(g).Revealing()
	}, []string{"Nf3", "Nf8", "Ng1"})
}

// TestTakeback pins docs/rules.md §10 on the page, and issue 8, items 1 to 3: only
// a move that revealed nothing is taken back; a move that revealed anything
// stands, and once the game is over nothing is taken back, whatever is on show.
// Take back is then disabled, and the page says why.
func TestTakeback(t *testing.T) {
	for _, tt := range []struct {
		name string
		tab  func(*testing.T) context.Context
		ptr  pointer
	}{
		{"§10 a move that revealed nothing is taken back, by mouse", func(t *testing.T) context.Context { return newTab(t) }, mouse{}},
		{"§10 a move that revealed nothing is taken back, by touch on a phone", openPhone, finger{}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			sc := quietReturnGame(t)
			p := startPlayer(t, tt.tab(t), tt.ptr, sc.seed)
			n := len(sc.moves)
			p.playAll(sc.moves[:n-1])
			before := withoutEffects(readBoard(t, p.ctx))
			p.play(sc.moves[n-1])
			p.press("#takeback", p.twin.Takeback)
			require.Equal(t, n-1, p.game().Len(), "the twin took the move back")
			p.ply = p.game().Len()
			p.check("after the takeback")
			assert.Equal(t, before, readBoard(t, p.ctx), "the board is as it was before the move")
			// The game goes on: the same move can be played again.
			p.play(sc.moves[n-1])
		})
	}
	t.Run("§10 issue 8: the knight blown up by Nc3 Nc8 Nb5 on seed 1000 stays blown up", func(t *testing.T) {
		g, ok := playScript(1000, []string{"Nc3", "Nc8", "Nb5"})
		require.True(t, ok)
		require.Equal(t, engine.Knight, lastEffects(g).Lost.Kind, "seed 1000 mines b5")
		p := newPlayer(t, mouse{}, 1000)
		p.playAll(movesOf(g))
		p.refusedTakeback(text.NoTakebackRevealed)
	})
	t.Run("§10 issue 8: after a resignation, with the full minefield on show, nothing is taken back", func(t *testing.T) {
		sc := quietReturnGame(t)
		p := newPlayer(t, mouse{}, sc.seed)
		p.playAll(sc.moves)
		p.resign()
		p.closeGameOver()
		p.press("#view-mines", func() { p.twin.SetReplayView(ui.WithMines) })
		p.check("with the full minefield")
		require.Positive(t, eval[int](t, p.ctx, `document.querySelectorAll("#board .hidden-mine").length`),
			"the mines under fog are on show")
		p.refusedTakeback(text.NoTakebackOver)
	})
	t.Run("§10 issue 8: after an agreed draw neither the result nor the move before it is taken back", func(t *testing.T) {
		sc := findScenario(t, func(g *engine.Game) bool { return noMineHit(g, false) }, []string{"Nc3", "Nc8", "Nf3"})
		p := newPlayer(t, mouse{}, sc.seed)
		p.playAll(sc.moves)
		p.press("#draw", p.twin.OfferDraw)
		p.press("#accept-draw", func() { p.twin.AnswerDraw(true) })
		p.dialog = true
		p.check("after #accept-draw")
		p.closeGameOver()
		p.refusedTakeback(text.NoTakebackOver)
		assert.Len(t, p.game().Moves(), 3, "Nf3 stays")
	})
	t.Run("§10 against the computer, a reply that revealed something stands, with the move before it, and the page says the reply did", func(t *testing.T) {
		// A newcomer's trial: the person castled, which revealed nothing, and
		// the page said "the last move revealed something".
		sweep := engine.Move{From: sq(t, "e2"), To: sq(t, "e3"), Kind: engine.Sweep}
		p := newPlayer(t, mouse{}, revealingReplySeed(t, sweep))
		p.choose(ui.Opponent{Level: 1, You: engine.White})
		p.move(sweep)
		moves := p.game().Moves()
		require.False(t, moves[0].Effects.Revealing(), "the sweep revealed nothing")
		require.True(t, moves[1].Effects.Revealing(), "the reply revealed something")
		p.refusedTakeback(text.NoTakebackReply)
		assert.Len(t, p.game().Moves(), 2, "both moves stand")
	})
}

// revealingReplySeed returns the first seed, from firstSeed on, on whose
// minefield the computer at level 1, playing Black, answers White's sweep m
// with a move that reveals something. The computer decides on the view alone, so the
// page's computer answers the same.
func revealingReplySeed(t testing.TB, m engine.Move) uint64 {
	t.Helper()
	for seed := firstSeed; seed < firstSeed+seedsToTry; seed++ {
		a := ui.New(engine.NewGame(seed), text.Match("en"))
		a.ChooseOpponent(ui.Opponent{Level: 1, You: engine.White}, seed)
		a.Click(m.From)
		require.True(t, a.Sweep(), "the sweep %v", m)
		id, r, ok := a.Request()
		require.True(t, ok, "the computer is to answer %v", m)
		reply, err := r.Decide(nil)
		require.NoError(t, err)
		a.Reply(id, reply.String())
		if moves := a.Game().Moves(); len(moves) == 2 && moves[1].Effects.Revealing() {
			return seed
		}
	}
	t.Fatalf("no seed in [%d, %d) has level 1 answer %v with a move that reveals something", firstSeed, firstSeed+seedsToTry, m)
	return 0
}

// refusedTakeback checks that the page will not take the last move back: Take
// back is disabled, the page says why in the words of why, and a tap on it
// changes nothing, the fog least of all.
func (p *player) refusedTakeback(why text.Key) {
	p.t.Helper()
	want := text.Match("en").Text(why)
	require.Equal(p.t, want, p.twin.Panel().TakebackWhy, "the twin's reason")
	assert.Equal(p.t, want, eval[string](p.t, p.ctx, `document.querySelector("#takeback-why").textContent`),
		"the reason shown beside the controls")
	board := readBoard(p.t, p.ctx)
	p.press("#takeback", p.twin.Takeback)
	p.check("after a tap on the disabled #takeback")
	assert.Equal(p.t, board, readBoard(p.t, p.ctx), "nothing comes back under fog")
}
