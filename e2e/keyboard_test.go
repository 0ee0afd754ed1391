package e2e

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/ui"
	"mschess/ui/text"
)

// keyMate is a whole game on seed 1's minefield, which lies clear of every
// square it lands on: Black mates with the queen on the king's open diagonal.
var keyMate = []string{"f3", "e8", "g4", "Qh6", "Na3", "Qh4"}

// TestKeyboardAlone plays a whole game with the keyboard alone, as a player
// who uses no mouse does: Tab to the board, the arrows and Enter for the
// first moves, a typed move for the mate, then the game-over dialog, the keys'
// help, a look back and a new game, all by key. After every move the live
// region says what the move did and revealed, as ui says it.
func TestKeyboardAlone(t *testing.T) {
	ctx := newTab(t)
	openGame(t, ctx, 1)
	twin := ui.New(engine.NewGame(1), text.Match("en"))
	press(t, ctx, kb.Tab)
	require.Equal(t, "e2", focused(t, ctx), "Tab reaches the board")

	board := keyMate[:len(keyMate)-1]
	for _, san := range board {
		m := playTwin(t, twin, san)
		walkTo(t, ctx, m.From)
		press(t, ctx, kb.Enter)
		walkTo(t, ctx, m.To)
		press(t, ctx, kb.Enter)
		assertSaid(t, ctx, twin, san)
		if san == "f3" {
			// The pawn on f3 lifts the fog from e4, f4 and g4, and the live
			// region says what each of them shows.
			revealed, _, _ := strings.Cut(text.English[text.Revealed], "{0}")
			assert.Contains(t, twin.Speech().Text, revealed)
		}
	}

	mate := keyMate[len(keyMate)-1]
	playTwin(t, twin, mate)
	shortcut(t, ctx, 'm')
	require.Equal(t, "move-input", eval[string](t, ctx, `document.activeElement.id`), "M goes to the move field")
	press(t, ctx, mate, kb.Enter)
	assertSaid(t, ctx, twin, mate)

	waitFor(t, ctx, `document.querySelector("#gameover").open`, "the game-over dialog")
	assert.Equal(t, "gameover-new", eval[string](t, ctx, `document.activeElement.id`), "the dialog takes the focus")
	press(t, ctx, kb.Escape)
	waitFor(t, ctx, `!document.querySelector("#gameover").open`, "Esc to close the dialog")

	press(t, ctx, kb.Tab)
	shortcut(t, ctx, '?')
	waitFor(t, ctx, `document.querySelector("#keys-dialog").open`, "? to open the keys' help")
	assert.Equal(t, len(twin.Keys()), eval[int](t, ctx, `document.querySelectorAll("#keys-list dt").length`))
	press(t, ctx, kb.Escape)
	waitFor(t, ctx, `!document.querySelector("#keys-dialog").open`, "Esc to close the keys' help")

	press(t, ctx, kb.ArrowLeft)
	twin.ShowPly(twin.Panel().Shown - 1)
	assertAnnounced(t, ctx, twin.Speech().Text, "← looks back")
	press(t, ctx, kb.End)
	twin.ShowPly(ui.Live)
	assertAnnounced(t, ctx, twin.Speech().Text, "End goes back to the game")

	shortcut(t, ctx, 'r')
	assert.True(t, eval[bool](t, ctx, `document.querySelector("#board").classList.contains("flipped")`), "R flips the board")
	shortcut(t, ctx, 'n')
	waitFor(t, ctx, `document.querySelectorAll("#moves button").length === 0`, "N to start a new game")
}

// press sends keys to the page: names from kb, or text typed a character at a
// time.
func press(t *testing.T, ctx context.Context, keys ...string) {
	t.Helper()
	for _, k := range keys {
		require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(k)), "pressing %q", k)
	}
}

// shortcut presses the key that types r as a person does: one key-down that
// types r unless the page prevents it, then the key-up. (chromedp's KeyEvent
// types the character apart from the key-down, so that a page that takes the
// key as a shortcut cannot keep it from being typed.)
func shortcut(t *testing.T, ctx context.Context, r rune) {
	t.Helper()
	events := kb.Encode(r)
	down, up := *events[0], events[len(events)-1]
	down.Text, down.UnmodifiedText = string(r), string(r)
	for _, ev := range []*input.DispatchKeyEventParams{&down, up} {
		_, err := chromedp.Call(ctx, input.DispatchKeyEvent, *ev)
		require.NoError(t, err, "pressing %q", r)
	}
}

// focused returns the square that has the keyboard's focus, or "".
func focused(t *testing.T, ctx context.Context) string {
	t.Helper()
	return eval[string](t, ctx, `document.activeElement.dataset.sq || ""`)
}

// walkTo moves the focus over the board to s with the arrow keys, White at
// the bottom.
func walkTo(t *testing.T, ctx context.Context, s engine.Square) {
	t.Helper()
	from, err := engine.ParseSquare(focused(t, ctx))
	require.NoError(t, err, "the focus is on the board")
	arrows(t, ctx, s.File()-from.File(), kb.ArrowRight, kb.ArrowLeft)
	arrows(t, ctx, s.Rank()-from.Rank(), kb.ArrowUp, kb.ArrowDown)
	require.Equal(t, s.String(), focused(t, ctx))
}

// arrows presses the arrow more n times, or less -n times.
func arrows(t *testing.T, ctx context.Context, n int, more, less string) {
	t.Helper()
	k := more
	if n < 0 {
		k, n = less, -n
	}
	for range n {
		press(t, ctx, k)
	}
}

// playTwin plays san in twin and returns the move.
func playTwin(t *testing.T, twin *ui.App, san string) engine.Move {
	t.Helper()
	v := twin.Game().View()
	m, err := v.Position.ParseSAN(san)
	require.NoError(t, err, san)
	require.NoError(t, twin.PlayTyped(san))
	return m
}

// assertSaid checks that the page played san and that its live region says
// what the twin says of it.
func assertSaid(t *testing.T, ctx context.Context, twin *ui.App, san string) {
	t.Helper()
	moves := twin.Panel().Moves
	waitFor(t, ctx, `document.querySelectorAll("#moves button").length === `+strconv.Itoa(len(moves)), san+" to be played")
	assertAnnounced(t, ctx, twin.Speech().Text, san)
}

// assertAnnounced checks what the live region says.
func assertAnnounced(t *testing.T, ctx context.Context, want, when string) {
	t.Helper()
	assert.Equal(t, want, eval[string](t, ctx, saidJS), "#announce after %s", when)
}

// TestFlagsByKeyboard: F on the focused square cycles its flag as a
// right-click does (a mine, "?", none), on a fogged square only, and the
// square's name says so; the keys' help lists F.
func TestFlagsByKeyboard(t *testing.T) {
	p := newPlayer(t, mouse{}, firstSeed)
	press(t, p.ctx, kb.Tab)
	e4 := sq(t, "e4")
	walkTo(t, p.ctx, e4)
	for _, when := range []string{"a flag", "a question", "none again"} {
		shortcut(t, p.ctx, 'f')
		require.True(t, p.twin.ToggleFlag(e4, false))
		p.checkFlags("F on e4: " + when)
		assert.Equal(t, p.twin.SquareLabel(e4, p.twin.Board()[e4]), eval[string](t, p.ctx, `document.activeElement.getAttribute("aria-label")`),
			"the name of e4 after F: %s", when)
	}
	e2 := sq(t, "e2")
	walkTo(t, p.ctx, e2)
	shortcut(t, p.ctx, 'f')
	require.False(t, p.twin.ToggleFlag(e2, false), "a square without fog takes no flag")
	p.checkFlags("F on e2")
	p.check("F changed nothing else")

	shortcut(t, p.ctx, '?')
	waitFor(t, p.ctx, `document.querySelector("#keys-dialog").open`, "? to open the keys' help")
	lines := eval[map[string]string](t, p.ctx, `Object.fromEntries([...document.querySelectorAll("#keys-list dt")].map(dt =>
		[dt.textContent, dt.nextElementSibling.textContent]))`)
	assert.Equal(t, text.English[text.KeyFlag], lines["F"], "the keys' help lists F")
}

// TestEscapePutsThePieceDown: a piece picked up with the mouse is put down by
// Esc, its moves no longer marked, and nothing is played.
func TestEscapePutsThePieceDown(t *testing.T) {
	p := newPlayer(t, mouse{}, 1)
	g1, err := engine.ParseSquare("g1")
	require.NoError(t, err)
	p.selectPiece(g1)
	press(t, p.ctx, kb.Escape)
	p.twin.Deselect()
	p.sel = engine.NoSquare
	p.check("after Esc")
	assert.Zero(t, eval[int](t, p.ctx, `document.querySelectorAll("#board .sel").length`), "no square selected")
}

// TestEscapeGoesBackToTheBoard: Esc gives the board the focus back from the
// field for typed moves and from the move list, which Tab and Shift+Tab
// take long to leave (a newcomer's trial needed nine presses).
func TestEscapeGoesBackToTheBoard(t *testing.T) {
	for _, from := range []string{"#move-input", "#moves button"} {
		t.Run(from, func(t *testing.T) {
			ctx := newTab(t)
			openGame(t, ctx, 1)
			press(t, ctx, kb.Tab)
			require.Equal(t, "e2", focused(t, ctx), "Tab reaches the board")
			shortcut(t, ctx, 'm')
			press(t, ctx, "e3", kb.Enter)
			waitFor(t, ctx, `document.querySelector("#moves button") !== null`, "the move in the list")
			eval[bool](t, ctx, `(document.querySelector("`+from+`").focus(), true)`)
			press(t, ctx, kb.Escape)
			assert.Equal(t, "e2", focused(t, ctx), "Esc went back to the board's square")
		})
	}
}

// TestMoveListIsOneTabStop: the move list is one stop of Tab, at the move
// on show, and in it ← → and Home step through the game with the focus on the
// move on show (a newcomer's trial pressed Tab 18 times to pass nine moves).
func TestMoveListIsOneTabStop(t *testing.T) {
	link, _ := shuffled(t, 3, 40)
	ctx := newTab(t)
	openPage(t, ctx, site.url+"/"+link)
	stops := func() []string {
		return eval[[]string](t, ctx, `[...document.querySelectorAll('#moves button:not([tabindex="-1"])')].map(b => b.dataset.ply)`)
	}
	focusedPly := func() string {
		return eval[string](t, ctx, `document.activeElement.closest("#moves") ? document.activeElement.dataset.ply : ""`)
	}
	current := func() string {
		return eval[string](t, ctx, `document.querySelector('#moves [aria-current="true"]')?.dataset.ply ?? ""`)
	}
	require.Equal(t, []string{"40"}, stops(), "one stop, at the move on show")
	eval[bool](t, ctx, `(document.querySelector('#moves [data-ply="40"]').focus(), true)`)
	press(t, ctx, kb.ArrowLeft)
	assert.Eventually(t, func() bool { return focusedPly() == "39" && current() == "39" }, 5*time.Second, 50*time.Millisecond,
		"← shows ply 39 and takes the focus to it")
	assert.Equal(t, []string{"39"}, stops(), "the stop follows")
	press(t, ctx, kb.Home)
	assert.Eventually(t, func() bool { return focusedPly() == "1" && current() == "" }, 5*time.Second, 50*time.Millisecond,
		"Home shows the start, the focus on the first move")
	press(t, ctx, kb.Tab)
	assert.Empty(t, focusedPly(), "Tab leaves the list")
	require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(kb.Tab, chromedp.KeyModifiers(chromedp.ModifierShift))))
	assert.Equal(t, "1", focusedPly(), "Shift+Tab comes back to its stop")
}

// TestKeysHelpOpensAtItsTop: the keys' help opens with its title in view, in
// a long language and on a phone too, rather than scrolled down to its Close
// button, the one control in it (a newcomer's trial in Greek found it so);
// and nothing in it is wider than it (another found it scrolling sideways),
// and its close button in view (a third had to scroll to it on a phone).
func TestKeysHelpOpensAtItsTop(t *testing.T) {
	for _, tc := range []struct {
		name  string
		phone bool
		lang  string
	}{
		{"desktop, English", false, "en"},
		{"desktop, Greek", false, "el"},
		{"phone, Greek", true, "el"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var ctx context.Context
			if tc.phone {
				ctx = openPhone(t)
			} else {
				ctx = newTab(t)
			}
			openPage(t, ctx, fmt.Sprintf("%s/?seed=7&lang=%s", site.url, tc.lang))
			shortcut(t, ctx, '?')
			waitFor(t, ctx, `document.querySelector("#keys-dialog").open`, "? to open the keys' help")
			assert.Zero(t, eval[float64](t, ctx, `document.querySelector("#keys-dialog").scrollTop`), "the dialog is not scrolled")
			assert.True(t, eval[bool](t, ctx, `(() => {
				const d = document.querySelector("#keys-dialog").getBoundingClientRect(), h = document.querySelector("#keys-title").getBoundingClientRect();
				return h.top >= d.top && h.bottom <= d.bottom && h.top >= 0;
			})()`), "the title is in view")
			assert.Zero(t, eval[float64](t, ctx, `(d => d.scrollWidth - d.clientWidth)(document.querySelector("#keys-dialog"))`),
				"the dialog does not scroll sideways")
			assert.True(t, eval[bool](t, ctx, `(() => {
				const d = document.querySelector("#keys-dialog").getBoundingClientRect(), c = document.querySelector("#keys-close").getBoundingClientRect();
				return c.top >= d.top && c.bottom <= d.bottom && c.bottom <= innerHeight;
			})()`), "its close button is in view too")
		})
	}
}

// TestFocusRingOverTheSelection: the board's keyboard focus shows as a ring
// drawn over the square's marks, so that the selection's frame does not hide
// it (a newcomer's trial lost the focus under it).
func TestFocusRingOverTheSelection(t *testing.T) {
	ctx := newTab(t)
	openGame(t, ctx, firstSeed)
	press(t, ctx, kb.Tab)
	require.Equal(t, "e2", focused(t, ctx), "Tab reaches the board")
	ring := func(when string) {
		t.Helper()
		shadow := eval[string](t, ctx, `getComputedStyle(document.activeElement, "::before").boxShadow`)
		assert.Contains(t, shadow, eval[string](t, ctx, `getComputedStyle(document.activeElement).outlineColor`),
			"%s: the ring, in the focus's colour, on the marks' layer", when)
	}
	ring("on the square")
	press(t, ctx, kb.Enter)
	waitFor(t, ctx, `document.activeElement.classList.contains("sel")`, "Enter picks up the pawn")
	ring("on the selected piece")
}
