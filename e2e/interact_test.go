package e2e

import (
	"context"
	"fmt"
	"math"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/share"
	"mschess/ui/text"
)

// shuffled returns the fragment of a link to a finished game on seed: the
// first plies of the knights going out and back, with a pawn's step between
// rounds so that no position comes a third time (docs/rules.md §7), then White
// resigns.
func shuffled(t *testing.T, seed uint64, plies int) (link string, sans []string) {
	t.Helper()
	knights := []string{"Nf3", "Nc8", "Ng1", "Nb10"}
	sans = knights
	for _, f := range "abdegh" {
		sans = append(sans, string(f)+"3", string(f)+"8")
		sans = append(sans, knights...)
	}
	require.LessOrEqual(t, plies, len(sans))
	sans = sans[:plies]
	g := engine.NewGame(seed)
	for _, san := range sans {
		_, err := g.PlaySAN(san)
		require.NoError(t, err, san)
	}
	require.NoError(t, g.Resign(engine.White))
	rec, err := g.Record(nil)
	require.NoError(t, err)
	return share.Encode(rec), sans
}

// TestSweepIsABadge: the sweep target in front of a pawn is a small badge in
// the square's corner, whose broom can be made out, and the step's dot stays
// whole in the middle (docs/rules.md §4). On a touch screen the badge's
// invisible rim makes it half a square across, a finger's target, for a tap
// that misses it steps onto the square (newcomers' trials: the broom was a
// speck, and a fifth of the square).
func TestSweepIsABadge(t *testing.T) {
	screens := []struct {
		name   string
		open   func(*testing.T) context.Context
		ptr    pointer
		target float64 // the least the badge's target is across, as a share of the square
	}{
		{"mouse", func(t *testing.T) context.Context { return newTab(t) }, mouse{}, 0.29},
		{"touch", openPhone, finger{}, 0.45},
	}
	for _, screen := range screens {
		for _, pawn := range []string{"e2", "b2"} {
			t.Run(screen.name+"/"+pawn, func(t *testing.T) {
				p := startPlayer(t, screen.open(t), screen.ptr, 1)
				s, err := engine.ParseSquare(pawn)
				require.NoError(t, err)
				p.selectPiece(s)
				front := engine.SquareAt(s.File(), s.Rank()+1)
				type geometry struct {
					Size, BadgeW, PictureW, BroomW, BadgeX, BadgeY, DotX, DotY, DotW float64
					Symbol                                                           string
				}
				g := eval[geometry](t, p.ctx, fmt.Sprintf(`(() => {
					const sq = document.querySelector(%q), b = sq.querySelector(".sweep-badge, .bomb");
					const r = sq.getBoundingClientRect(), br = b.getBoundingClientRect(), a = getComputedStyle(sq, "::after");
					return {Size: r.width, BadgeW: br.width, PictureW: b.clientWidth, BroomW: b.querySelector("use").getBoundingClientRect().width, BadgeX: br.left + br.width / 2 - r.left, BadgeY: br.top + br.height / 2 - r.top,
						DotX: parseFloat(a.left), DotY: parseFloat(a.top), DotW: parseFloat(a.width),
						Symbol: b.querySelector("use").getAttribute("href")};
				})()`, squareSelector(front)))
				assert.InDelta(t, g.Size/2, g.DotX, 1, "the step's dot is in the middle across")
				assert.InDelta(t, g.Size/2, g.DotY, 1, "and down")
				assert.LessOrEqual(t, g.PictureW, 0.4*g.Size, "the badge is small")
				assert.GreaterOrEqual(t, g.BadgeW, screen.target*g.Size, "its target is larger")
				assert.GreaterOrEqual(t, g.BroomW, 0.1*g.Size, "its broom can be made out")
				// The badge draws a circle of 46% of its picture; the dot is a
				// circle too.
				apart := math.Hypot(g.BadgeX-g.DotX, g.BadgeY-g.DotY)
				assert.Greater(t, apart, g.DotW/2+0.46*g.PictureW, "the badge leaves the dot whole")
				assert.NotContains(t, g.Symbol, "mine", "the badge does not picture a mine")
			})
		}
	}
}

// TestPieceClickedInHistory: a piece clicked while an earlier position is on
// show brings the game back, with that piece selected.
func TestPieceClickedInHistory(t *testing.T) {
	p := newPlayer(t, mouse{}, 1)
	for _, san := range []string{"Nf3", "Nc8"} {
		v := p.game().View()
		m, err := v.Position.ParseSAN(san)
		require.NoError(t, err)
		p.play(m)
	}
	p.tap(`#moves [data-ply="1"]`)
	require.Equal(t, "Nf3", eval[string](t, p.ctx, sanJS+`(document.querySelector("#moves [aria-current]"))`))
	b1, _ := engine.ParseSquare("b1")
	p.tap(squareSelector(b1))
	type state struct {
		LiveHidden, Selected bool
		Current              string
	}
	got := eval[state](t, p.ctx, fmt.Sprintf(`({LiveHidden: document.querySelector("#live").hidden,
		Selected: document.querySelector(%q).classList.contains("sel"),
		Current: `+sanJS+`(document.querySelector("#moves [aria-current]"))})`, squareSelector(b1)))
	assert.Equal(t, state{LiveHidden: true, Selected: true, Current: "Nc8"}, got)
}

// TestMoveListFollowsTheReplay: stepping through a long replay keeps the move
// on show in the move list's view.
func TestMoveListFollowsTheReplay(t *testing.T) {
	link, _ := shuffled(t, 3, 40)
	ctx := newTab(t)
	openPage(t, ctx, site.url+"/"+link)
	inView := func(ply int) bool {
		return eval[bool](t, ctx, fmt.Sprintf(`(() => {
			const b = document.querySelector('#moves [data-ply="%d"]'), box = b.closest(".scroll");
			const r = b.getBoundingClientRect(), o = box.getBoundingClientRect();
			return r.top >= o.top - 1 && r.bottom <= o.bottom + 1;
		})()`, ply))
	}
	require.True(t, inView(40), "the last move shows at first")
	for _, step := range []struct {
		button string
		ply    int
	}{{"#replay-first", 1}, {"#replay-next", 1}, {"#replay-next", 2}, {"#replay-last", 40}, {"#replay-prev", 39}} {
		clickOn(t, ctx, step.button)
		assert.Eventually(t, func() bool { return inView(step.ply) }, 5*time.Second, 50*time.Millisecond,
			"after %s, ply %d is in view", step.button, step.ply)
	}
}

// TestReplayOnAPhone: on a phone, where the move list lies a screen below
// the board, a move picked there brings the board into sight, and the
// replay's steps wait at the window's foot to go on from it (a newcomer's
// trial found the position picked out of sight).
func TestReplayOnAPhone(t *testing.T) {
	link, _ := shuffled(t, 3, 40)
	ctx := openPhone(t)
	openPage(t, ctx, site.url+"/"+link)
	steps, board := inView("#replay-next"), inView("#board")
	// Whether the steps wait at the window's foot; in their place at the
	// page's end they may be in sight too.
	fixed := func() bool {
		return eval[string](t, ctx, `getComputedStyle(document.querySelector("#replay .steps")).position`) == "fixed"
	}
	tap := func(selector string) { require.NoError(t, finger{}.tap(ctx, centre(t, ctx, selector)), selector) }
	require.False(t, fixed(), "the game's end on show, the steps keep their place")
	shown := func() string {
		return eval[string](t, ctx, `document.querySelector('#moves [aria-current="true"]')?.dataset.ply ?? ""`)
	}
	// A player scrolls the page to the list, and the list to the move.
	eval[any](t, ctx, `document.querySelector('#moves [data-ply="10"]').scrollIntoView({block: "center"})`)
	tap(`#moves [data-ply="10"]`)
	waitFor(t, ctx, `document.querySelector('#moves [aria-current="true"]')?.dataset.ply === "10"`, "the move picked on show")
	assert.True(t, board(t, ctx), "the board in sight")
	require.True(t, fixed() && steps(t, ctx), "and the steps, at the window's foot")
	tap("#replay-next")
	assert.Equal(t, "11", shown(), "a step on")
	assert.True(t, board(t, ctx), "the board still in sight")
	eval[any](t, ctx, `scrollTo(0, document.scrollingElement.scrollHeight)`)
	assert.True(t, inView("#names-change")(t, ctx), "the page's end scrolls clear of the steps")
	tap("#replay-last")
	assert.Equal(t, "40", shown())
	assert.False(t, fixed(), "back at the end, the steps go back to their place")
}

// TestReplayViews: a finished game is shown as the players saw it or with the
// mines, facing the way the flip button turned it.
func TestReplayViews(t *testing.T) {
	link, _ := shuffled(t, 3, 4)
	ctx := newTab(t)
	openPage(t, ctx, site.url+"/"+link)
	type views struct {
		Labels          []string
		Old             bool
		Hidden, Flipped bool
	}
	read := func() views {
		return eval[views](t, ctx, `({
			Labels: [...document.querySelectorAll('[name="replay-view"]')].map(r => r.closest("label").textContent.trim()),
			Old: document.querySelector("#view-white, #view-black") !== null,
			Hidden: document.querySelector("#board .hidden-mine") !== null,
			Flipped: document.querySelector("#board").classList.contains("flipped")})`)
	}
	en := text.English
	assert.Equal(t, views{Labels: []string{en[text.ViewPlayers], en[text.ViewMines]}}, read())
	clickOn(t, ctx, "#view-mines")
	assert.Equal(t, views{Labels: []string{en[text.ViewPlayers], en[text.ViewMines]}, Hidden: true}, read())
	clickOn(t, ctx, "#flip")
	assert.Equal(t, views{Labels: []string{en[text.ViewPlayers], en[text.ViewMines]}, Hidden: true, Flipped: true}, read())
	clickOn(t, ctx, "#view-players")
	assert.Equal(t, views{Labels: []string{en[text.ViewPlayers], en[text.ViewMines]}, Flipped: true}, read())
}

// TestSecondLinkInTheSameTab: a shared link opened in a tab that shows
// another (only the fragment changes) opens its game; over a game in progress
// it asks first.
func TestSecondLinkInTheSameTab(t *testing.T) {
	first, _ := shuffled(t, 3, 4)
	second, sans := shuffled(t, 5, 6)
	moves := func(ctx context.Context) []string {
		return eval[[]string](t, ctx, `[...document.querySelectorAll("#moves button")].map(`+sanJS+`)`)
	}
	follow := func(ctx context.Context) {
		eval[string](t, ctx, fmt.Sprintf(`location.hash = %q`, second))
	}
	t.Run("over a replay", func(t *testing.T) {
		ctx := newTab(t)
		openPage(t, ctx, site.url+"/"+first)
		follow(ctx)
		assert.Eventually(t, func() bool { return fmt.Sprint(moves(ctx)) == fmt.Sprint(sans) }, 5*time.Second, 50*time.Millisecond)
	})
	t.Run("over a game in progress", func(t *testing.T) {
		p := newPlayer(t, mouse{}, 1)
		v := p.game().View()
		m, err := v.Position.ParseSAN("Nf3")
		require.NoError(t, err)
		p.play(m)
		follow(p.ctx)
		ask := func() string {
			return eval[string](t, p.ctx, `document.querySelector("#ask").open ? document.querySelector("#ask-text").textContent : ""`)
		}
		assert.Eventually(t, func() bool { return ask() == text.English[text.AskLink] }, 5*time.Second, 50*time.Millisecond)
		assert.Equal(t, []string{"Nf3"}, moves(p.ctx), "the game stays until the answer")
		clickOn(t, p.ctx, "#ask-yes")
		assert.Eventually(t, func() bool { return fmt.Sprint(moves(p.ctx)) == fmt.Sprint(sans) }, 5*time.Second, 50*time.Millisecond)
	})
}

// TestPhoneShowsTheLastMoves: on a phone the last moves are in sight without
// scrolling, under the board.
func TestPhoneShowsTheLastMoves(t *testing.T) {
	ctx := newTab(t)
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(390, 844,
		chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulatePortrait)))
	link, sans := shuffled(t, 3, 21)
	openPage(t, ctx, site.url+"/"+link)
	last := sans[len(sans)-1] + " " // a ply's text, not the start of a longer one
	seen := eval[bool](t, ctx, fmt.Sprintf(`[...document.querySelectorAll("body *")].some(el => {
		if (el.closest("dialog")) return false;
		const own = `+sanJS+`(el);
		if (!(own + " ").includes(%q)) return false;
		const r = el.getBoundingClientRect();
		return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight;
	})`, last))
	assert.True(t, seen, "%q is in sight", last)
	assert.Zero(t, scrollY(t, ctx), "without scrolling")
}
