package e2e

import (
	"context"
	"fmt"
	"testing"

	"github.com/chromedp/cdproto/animation"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/ui"
)

// glideState is one glide under way on the board: the square its element is
// on, the animation's timing, and where the element is drawn, relative to the
// square it glides from.
type glideState struct {
	Square, Easing string
	Duration       float64
	DX, DY         float64 // the element's offset from the square it left
	Piece          string  // the piece's sprite symbol
}

// glidesOf reads the glides under way on the board to the squares of move m,
// measured from the square it left.
func glidesOf(t testing.TB, ctx context.Context, m engine.Move) []glideState {
	t.Helper()
	return eval[[]glideState](t, ctx, fmt.Sprintf(`(() => {
		const o = document.querySelector(%q).getBoundingClientRect(), ends = [%q, %q];
		return document.getAnimations().filter(a => a.animationName === "glide" && ends.includes(a.effect.target.closest(".sq").dataset.sq)).map(a => {
			const el = a.effect.target, r = el.getBoundingClientRect(), t = a.effect.getTiming();
			return {Square: el.closest(".sq").dataset.sq, Easing: t.easing, Duration: t.duration,
				DX: r.left - o.left, DY: r.top - o.top, Piece: el.querySelector("use").getAttribute("href").split("#")[1]};
		});
	})()`, squareSelector(m.From), m.From.String(), m.To.String()))
}

// freezeAnimations stops the page's clock of animations, so that one started
// now stays at its start for the test to measure, however slow the machine;
// one under way stays where it is.
func freezeAnimations(t testing.TB, ctx context.Context) {
	t.Helper()
	_, err := chromedp.Call(ctx, animation.Enable, cdp.Empty{})
	require.NoError(t, err)
	_, err = chromedp.Call(ctx, animation.SetPlaybackRate, animation.SetPlaybackRateParams{PlaybackRate: 0})
	require.NoError(t, err)
}

// animationsOn returns the names of the animations under way on square s,
// with the pseudo-element each plays on: "fx-blast::after".
func animationsOn(t testing.TB, ctx context.Context, s engine.Square) []string {
	t.Helper()
	return eval[[]string](t, ctx, fmt.Sprintf(`document.getAnimations().filter(a => a.effect.target.closest(".sq")?.dataset.sq === %q)
		.map(a => a.animationName + (a.effect.pseudoElement ?? "")).sort()`, s.String()))
}

// lastGlides plays sc in a fresh tab, the last move with the page's
// animations frozen, and returns the glides on that move's squares and the
// tab.
func lastGlides(t *testing.T, sc scenario, reduced bool) ([]glideState, context.Context) {
	t.Helper()
	ctx := newTab(t)
	if reduced {
		emulate(t, ctx, &emulation.MediaFeature{Name: "prefers-reduced-motion", Value: "reduce"})
	}
	p := startPlayer(t, ctx, mouse{}, sc.seed)
	n := len(sc.moves)
	p.playAll(sc.moves[:n-1])
	freezeAnimations(t, ctx)
	p.play(sc.moves[n-1])
	return glidesOf(t, ctx, sc.moves[n-1]), ctx
}

// TestMovesGlide: a piece moved by a tap slides from its square to its target
// (issue 24, item 4); a knight that a hidden mine destroys slides exactly as
// one that lands safely, from what was already shown, so that the slide's
// timing gives nothing away (docs/rules.md §3, §6); and nothing
// slides for a player who asks for reduced motion.
func TestMovesGlide(t *testing.T) {
	blown := blastGame(t)
	g, _ := playScript(blown.seed, nil)
	for _, m := range blown.moves {
		_, err := g.Play(m)
		require.NoError(t, err)
	}
	var script []string
	for _, p := range g.Moves() {
		script = append(script, p.SAN)
	}
	safe := findScenario(t, func(g *engine.Game) bool { return noMineHit(g, false) }, script)
	last := blown.moves[len(blown.moves)-1]
	require.Equal(t, last, safe.moves[len(safe.moves)-1], "the same move, onto a mine and not")

	var starts [2][]glideState
	var marks [2][]string
	for i, sc := range []scenario{blown, safe} {
		var ctx context.Context
		starts[i], ctx = lastGlides(t, sc, false)
		marks[i] = animationsOn(t, ctx, last.To)
		require.Len(t, starts[i], 1, "one piece glides")
		got := starts[i][0]
		assert.Equal(t, last.To.String(), got.Square, "the piece glides to its target")
		assert.InDelta(t, 0, got.DX, 1, "from the square it left, across")
		assert.InDelta(t, 0, got.DY, 1, "and down")
		assert.Equal(t, "wN", got.Piece, "the knight glides")
		assert.Positive(t, got.Duration)
	}
	assert.Equal(t, starts[1], starts[0], "onto a mine as onto a safe square")
	assert.Equal(t, []string{"fx-blast::after", "fx-scorch", "glide"}, marks[0], "a blast goes off as the knight lands, and scorches the square")
	assert.NotContains(t, marks[1], "fx-blast::after", "a safe landing shows no blast")
	assert.NotContains(t, marks[1], "fx-scorch", "nor a scorch")

	t.Run("reduced motion", func(t *testing.T) {
		glides, _ := lastGlides(t, safe, true)
		assert.Empty(t, glides, "nothing glides")
	})
}

// TestRepliesGlide: the computer's reply slides its piece from its square as
// the person's move does, on the board turned round for the person playing
// Black too (issue 24, item 4).
func TestRepliesGlide(t *testing.T) {
	p := newPlayer(t, mouse{}, firstSeed)
	freezeAnimations(t, p.ctx)
	p.choose(ui.Opponent{Level: 1, You: engine.Black})
	p.awaitReply()
	require.True(t, p.twin.Flipped(), "the board faces Black")
	m := p.game().Moves()[0].Move
	got := glidesOf(t, p.ctx, m)
	require.Len(t, got, 1, "the reply's piece glides")
	assert.Equal(t, m.To.String(), got[0].Square)
	assert.InDelta(t, 0, got[0].DX, 1, "from the square it left, across")
	assert.InDelta(t, 0, got[0].DY, 1, "and down")
}
