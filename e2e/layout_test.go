package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/engine/bot"
	"mschess/persist"
	"mschess/ui"
	"mschess/ui/text"
)

// rect is an element's box in the page, in CSS pixels.
type rect struct{ Top, Bottom, Left, Right float64 }

// rectOf returns the box of the element that selector finds, relative to the
// page rather than the viewport, so that a scroll does not move it.
func rectOf(t testing.TB, ctx context.Context, selector string) rect {
	t.Helper()
	return eval[rect](t, ctx, fmt.Sprintf(`(() => {
		const r = document.querySelector(%q).getBoundingClientRect();
		return {Top: r.top + scrollY, Bottom: r.bottom + scrollY, Left: r.left, Right: r.right};
	})()`, selector))
}

// wordsOf returns the box of the text in the element that selector finds,
// relative to the page as rectOf's: the words themselves, which may spill out
// of their element.
func wordsOf(t testing.TB, ctx context.Context, selector string) rect {
	t.Helper()
	return eval[rect](t, ctx, fmt.Sprintf(`(() => {
		const range = document.createRange();
		range.selectNodeContents(document.querySelector(%q));
		const r = range.getBoundingClientRect();
		return {Top: r.top + scrollY, Bottom: r.bottom + scrollY, Left: r.left, Right: r.right};
	})()`, selector))
}

// screenSize is a size of window that a test lays the page out at, named for
// its subtests.
type screenSize struct {
	name          string
	width, height int64
}

// tab returns a new tab of the size.
func (s screenSize) tab(t *testing.T) context.Context {
	t.Helper()
	ctx := newTab(t)
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(s.width, s.height)))
	return ctx
}

// screens are the sizes the panel is laid out for: beside the board on a
// desktop, under it on a phone.
var screens = []screenSize{{"desktop", 1280, 900}, {"phone", 390, 844}}

// TestPanelStaysPut: what comes and goes in the panel as a game goes on, the
// count of found mines and of flags, the status, the take-back note and the
// line that says the computer thinks, moves nothing else in it, on a desktop
// and on a phone (newcomers' trials: the panel jumped).
func TestPanelStaysPut(t *testing.T) {
	for _, screen := range screens {
		tab := screen.tab
		t.Run(screen.name, func(t *testing.T) {
			t.Run("the count of flags moves no control", func(t *testing.T) {
				p := startPlayer(t, tab(t), mouse{}, quietGame(t).seed)
				p.play(engine.Move{From: sq(t, "g1"), To: sq(t, "f3")})
				before := rectOf(t, p.ctx, "#new")
				p.rightClick(sq(t, "e6"))
				p.checkFlags("one flag")
				assert.Equal(t, before, rectOf(t, p.ctx, "#new"))
			})
			t.Run("the moves as they come move no control", func(t *testing.T) {
				p := startPlayer(t, tab(t), mouse{}, firstSeed)
				before := rectOf(t, p.ctx, "#move-input")
				// The knights land outside the fog, on no mine (docs/rules.md §2),
				// and come back home once only, short of a repetition (§7).
				for _, m := range [][2]string{{"b1", "c3"}, {"b10", "c8"}, {"g1", "f3"}, {"g10", "f8"}, {"c3", "b1"},
					{"c8", "b10"}, {"f3", "g1"}, {"f8", "g10"}, {"b1", "c3"}, {"b10", "c8"}} {
					p.play(engine.Move{From: sq(t, m[0]), To: sq(t, m[1])})
				}
				assert.Equal(t, before, rectOf(t, p.ctx, "#move-input"))
			})
			t.Run("the status and the take-back note move no control", func(t *testing.T) {
				p := startPlayer(t, tab(t), mouse{}, quietGame(t).seed)
				says := func() [2]bool {
					return eval[[2]bool](t, p.ctx, `["status", "takeback-why"].map((id) => document.getElementById(id).textContent !== "")`)
				}
				at := func() [2]rect { return [2]rect{rectOf(t, p.ctx, "#new"), rectOf(t, p.ctx, "#move-input")} }
				require.Equal(t, [2]bool{false, false}, says(), "a new game says nothing yet")
				before := at()
				// The knight lifts the fog, so that it cannot be taken back
				// (docs/rules.md §10); the sweep after it reveals nothing, and
				// the status says what it did (§4).
				p.play(engine.Move{From: sq(t, "g1"), To: sq(t, "f3")})
				require.Equal(t, [2]bool{false, true}, says(), "the take-back note alone")
				assert.Equal(t, before, at())
				p.play(engine.Move{From: sq(t, "e9"), To: sq(t, "e8"), Kind: engine.Sweep})
				require.Equal(t, [2]bool{true, false}, says(), "the status alone")
				assert.Equal(t, before, at())
			})
			// §2: the counter counts found mines too, and says how many are
			// found; the words fit the box kept for them in every language,
			// and so does the count of flags, which names whose they are for
			// either side, one flag or more.
			sc := sweepGame(t)
			for _, c := range text.All() {
				t.Run("found mines and flags keep the counter's box, in "+c.Lang(), func(t *testing.T) {
					address := fmt.Sprintf("?seed=%d&lang=%s", sc.seed, c.Lang())
					ctx := tab(t)
					openPage(t, ctx, site.url+"/"+address)
					p := watch(t, ctx, mouse{}, address, pageStore(t, ctx))
					before := rectOf(t, ctx, "#info")
					fits := func(when string) {
						t.Helper()
						p.checkFlags(when)
						box, words := rectOf(t, ctx, "#info"), wordsOf(t, ctx, "#flagged")
						assert.Equal(t, before, box, "%s: the counter's box", when)
						assert.True(t, words.Left >= box.Left && words.Right <= box.Right && words.Top >= box.Top && words.Bottom <= box.Bottom,
							"%s: the count of flags, %+v, stays in the box, %+v", when, words, box)
					}
					p.playAll(sc.moves[:2])
					p.rightClick(sq(t, "a6"))
					fits("White's flag")
					require.NotEmpty(t, p.twin.Panel().Found, "a mine is found")
					assert.Equal(t, p.twin.Panel().Found, eval[string](t, ctx, `document.querySelector("#mines-found").textContent`))
					assert.Contains(t, eval[string](t, ctx, `document.querySelector(".counter").textContent`), ", "+p.twin.Panel().Found,
						"a screen reader hears the count of mines found as a phrase of its own")
					// Two people share the screen: the count says the flags
					// are White's, which Black's would not (a newcomer's trial
					// found Spanish dropping the side to fit).
					assert.NotEqual(t, c.Plural(text.FlagsOfBlack, 1, "1"), eval[string](t, ctx, `document.querySelector("#flagged").textContent`),
						"the count of flags names White's")
					p.rightClick(sq(t, "a5"))
					fits("White's two flags")
					p.playAll(sc.moves[2:3])
					p.rightClick(sq(t, "a6"))
					p.rightClick(sq(t, "a5"))
					fits("Black's two flags")
				})
			}
			t.Run("the computer's thinking moves nothing under it", func(t *testing.T) {
				o := newOrigin(t, distDir)
				release := gateWorker(t, o)
				p := startPlayerAt(t, tab(t), mouse{}, o.url, firstSeed)
				p.choose(ui.Opponent{Level: bot.MaxLevel, You: engine.White})
				gap := func() float64 { return rectOf(t, p.ctx, "#fair").Top - rectOf(t, p.ctx, "#play").Bottom }
				before := gap()
				// A sweep reveals nothing, so that nothing else in the panel
				// changes (docs/rules.md §4).
				p.play(engine.Move{From: sq(t, "e2"), To: sq(t, "e3"), Kind: engine.Sweep})
				require.True(t, thinking(p), "the computer thinks")
				assert.Equal(t, before, gap())
				release()
				p.reply()
				assert.Equal(t, before, gap(), "once it has answered")
			})
		})
	}
}

// TestNoBlankBandBesideTheBoard: beside the board, on a desktop and on a
// phone held sideways, the panel's first controls follow the bar's with no
// blank band between them: the take-back note takes no room there while it
// is empty. Once it says why the move cannot be taken back, it shows whole
// in the bar, under the status's room and over the controls, and moves
// nothing (a new player's trial found a blank band above Flip board).
func TestNoBlankBandBesideTheBoard(t *testing.T) {
	for _, screen := range []screenSize{{"desktop", 1280, 900}, {"phone held sideways", 844, 390}} {
		t.Run(screen.name, func(t *testing.T) {
			ctx := screen.tab(t)
			p := startPlayer(t, ctx, mouse{}, quietGame(t).seed)
			spacing := eval[float64](t, ctx, `(() => {
				const bar = getComputedStyle(document.querySelector("#bar"));
				return parseFloat(bar.rowGap) + parseFloat(bar.paddingBottom);
			})()`)
			before := rectOf(t, ctx, "#more")
			assert.LessOrEqual(t, before.Top-rectOf(t, ctx, "#controls").Bottom, spacing,
				"between the bar's controls and the panel's, no more room than the bar's gap and padding")

			// Nf3 lifts fog, so that it cannot be taken back (docs/rules.md §10).
			p.play(engine.Move{From: sq(t, "g1"), To: sq(t, "f3")})
			require.NotEmpty(t, eval[string](t, ctx, `document.querySelector("#takeback-why").textContent`), "the note says why")
			assert.Equal(t, before, rectOf(t, ctx, "#more"), "the note moves nothing")
			note := rectOf(t, ctx, "#takeback-why")
			assert.GreaterOrEqual(t, note.Top, rectOf(t, ctx, "#status").Bottom, "the note is under the status's room")
			assert.LessOrEqual(t, wordsOf(t, ctx, "#takeback-why").Bottom, rectOf(t, ctx, "#controls").Top, "the note's words are over the controls")
			assert.True(t, inView("#takeback-why")(t, ctx), "the note is in sight")
		})
	}
}

// TestRematchTakesResignsPlace: once the player resigns, Resign goes and
// Rematch shows where it was, so that nothing under it moves, against the
// computer and between two people, on a desktop, a phone upright and one held
// sideways (a new player's trial found Resign still shown, greyed, after the
// end).
func TestRematchTakesResignsPlace(t *testing.T) {
	for _, screen := range []screenSize{{"desktop", 1280, 900}, {"phone", 390, 844}, {"phone held sideways", 844, 390}} {
		for _, computer := range []bool{true, false} {
			t.Run(fmt.Sprintf("%s, against the computer %v", screen.name, computer), func(t *testing.T) {
				p := startPlayer(t, screen.tab(t), mouse{}, quietGame(t).seed)
				if computer {
					p.choose(ui.Opponent{Level: 1, You: engine.White})
				}
				shown := func(selector string) bool { return eval[bool](t, p.ctx, "!!"+visibleJS(selector)) }
				resign, more := rectOf(t, p.ctx, "#resign"), rectOf(t, p.ctx, "#more")
				require.False(t, shown("#rematch"), "no rematch while the game runs")
				p.resign()
				p.closeGameOver()
				assert.False(t, shown("#resign"), "Resign, once the game is over")
				require.True(t, shown("#rematch"), "Rematch, once the game is over")
				assert.Equal(t, resign, rectOf(t, p.ctx, "#rematch"), "Rematch where Resign was")
				assert.Equal(t, more, rectOf(t, p.ctx, "#more"), "nothing under them moves")
			})
		}
	}
}

// TestOfferDrawGoesAtTheEnd: once a game between two people is over, Offer
// draw goes from the bar, out of sight and out of the accessibility tree, and
// the bar's other controls stay where they were, Rematch in Resign's place,
// on a desktop, a phone upright and held sideways, and in a window where the
// bar has three columns, in which Rematch would move up beside Take back
// were Offer draw's place not kept (a new player's trial found it greyed
// after the end).
func TestOfferDrawGoesAtTheEnd(t *testing.T) {
	// A node of the tree as accessibilityTree writes it, its values in JSON.
	offerDraw := fmt.Sprintf("%q | %q |", "button", text.Match("en").Text(text.OfferDraw))
	for _, screen := range []screenSize{{"desktop", 1280, 900}, {"phone", 390, 844}, {"phone held sideways", 844, 390}, {"three columns", 500, 900}} {
		t.Run(screen.name, func(t *testing.T) {
			p := startPlayer(t, screen.tab(t), mouse{}, quietGame(t).seed)
			announced := func() bool {
				return slices.ContainsFunc(accessibilityTree(t, p.ctx), func(n string) bool { return strings.HasPrefix(n, offerDraw) })
			}
			boxes := func() map[string]rect {
				return map[string]rect{"New game": rectOf(t, p.ctx, "#new"), "Take back": rectOf(t, p.ctx, "#takeback"), "the panel": rectOf(t, p.ctx, "#more")}
			}
			// In sight: laid out, and not hidden by its visibility, which keeps
			// the box of a control that goes.
			inSight := `document.querySelector("#draw").checkVisibility({visibilityProperty: true})`
			require.True(t, eval[bool](t, p.ctx, inSight), "Offer draw while the game runs")
			require.True(t, announced(), "Offer draw, announced while the game runs")
			before, resign := boxes(), rectOf(t, p.ctx, "#resign")
			p.resign()
			p.closeGameOver()
			assert.False(t, eval[bool](t, p.ctx, inSight), "Offer draw, once the game is over")
			assert.False(t, announced(), "Offer draw in the accessibility tree, once the game is over")
			assert.False(t, eval[bool](t, p.ctx, `(() => { const d = document.querySelector("#draw"); d.focus(); return document.activeElement === d; })()`),
				"Offer draw takes the focus, once the game is over")
			assert.Equal(t, before, boxes(), "the other controls")
			assert.Equal(t, resign, rectOf(t, p.ctx, "#rematch"), "Rematch where Resign was")
		})
	}
}

// TestBarLabelsReadOnOneLine: every button of the bar, in every language, on
// a desktop, a phone upright and held sideways, says its label on one line:
// those of a game in play (New game, Take back, Offer draw, Resign), the
// answers to a draw offer, whose room is kept, and Rematch once the game is
// over (a new player's trial found "Deshacer jugada" on two lines on a phone
// held sideways, where the bar was held to the board's width).
func TestBarLabelsReadOnOneLine(t *testing.T) {
	// The labels of the bar's buttons that are laid out, by id, that take
	// more than one line: a line's words share their top.
	const wrappedJS = `[...document.querySelectorAll("#bar button")].filter((b) => b.getClientRects().length > 0).flatMap((b) => {
		const r = document.createRange();
		r.selectNodeContents(b);
		const lines = new Set([...r.getClientRects()].map((l) => Math.round(l.top))).size;
		return lines > 1 ? [b.id + ": " + JSON.stringify(b.textContent) + " on " + lines + " lines"] : [];
	})`
	for _, screen := range []screenSize{{"desktop", 1280, 900}, {"phone", 390, 844}, {"phone held sideways", 844, 390}} {
		t.Run(screen.name, func(t *testing.T) {
			inEveryLanguage(t, screen.width, screen.height, func(t *testing.T, ctx context.Context, _ text.Catalog) {
				require.True(t, eval[bool](t, ctx, visibleJS("#draw")), "a game between two people, where draws are offered")
				assert.Empty(t, eval[[]string](t, ctx, wrappedJS), "while the game runs")
				clickOn(t, ctx, "#resign")
				waitFor(t, ctx, `document.querySelector("#ask").open`, "the question whether to resign")
				clickOn(t, ctx, "#ask-yes")
				waitFor(t, ctx, `document.querySelector("#gameover").open`, "the game-over dialog")
				clickOn(t, ctx, "#gameover-close")
				require.True(t, eval[bool](t, ctx, visibleJS("#rematch")), "Rematch, once the game is over")
				assert.Empty(t, eval[[]string](t, ctx, wrappedJS), "once the game is over")
			})
		})
	}
}

// TestPanelLabelsReadOnOneLine: the buttons and the toggle that open the
// panel (Flip board, Auto-flip, Daily puzzle, How to play, Keys) say their
// labels on one line in every language, on a desktop, a phone upright and
// one held sideways (a new player's trial found Greek's Flip board, Auto-flip
// and Daily puzzle on two lines at 1280×800, and Spanish's and Tagalog's
// Auto-flip on a phone: each took half a row whatever its words needed).
func TestPanelLabelsReadOnOneLine(t *testing.T) {
	// The labels of #more's buttons and toggles that take more than one
	// line: a line's words share their top. A toggle's words are its span's,
	// its box beside them.
	const wrappedJS = `[...document.querySelectorAll("#more > button, #more > .toggle > span")].flatMap((el) => {
		const r = document.createRange();
		r.selectNodeContents(el);
		const lines = new Set([...r.getClientRects()].map((l) => Math.round(l.top))).size;
		return lines > 1 ? [JSON.stringify(el.textContent) + " on " + lines + " lines"] : [];
	})`
	for _, screen := range []screenSize{{"desktop", 1280, 800}, {"phone", 390, 844}, {"phone held sideways", 844, 390}} {
		t.Run(screen.name, func(t *testing.T) {
			inEveryLanguage(t, screen.width, screen.height, func(t *testing.T, ctx context.Context, _ text.Catalog) {
				assert.Empty(t, eval[[]string](t, ctx, wrappedJS))
			})
		})
	}
}

// TestMoveFieldBesideItsLabel: on a desktop beside the board, in every
// language, the field for a typed move goes beside its label, not under it
// (a new player's trial found Greek's label on a line of its own at
// 1280×800, where the panel was 360px across).
func TestMoveFieldBesideItsLabel(t *testing.T) {
	inEveryLanguage(t, 1280, 800, func(t *testing.T, ctx context.Context, c text.Catalog) {
		label, field := rectOf(t, ctx, "#move-label"), rectOf(t, ctx, "#move-input")
		assert.Less(t, label.Right, field.Left, "%q beside the field", c.Text(text.MoveInputLabel))
		assert.InDelta(t, (label.Top+label.Bottom)/2, (field.Top+field.Bottom)/2, 1, "%q level with the field", c.Text(text.MoveInputLabel))
	})
}

// TestBackToYourGameReadsOnOneLine: while the finished game of a shared link
// is on show, Back to your game says its label on one line at every size of
// window, in every language (a new player's trial found it on two lines, in
// English too: it took one column of the bar, 130px to 162px across, where
// its words need 172px).
func TestBackToYourGameReadsOnOneLine(t *testing.T) {
	link, _ := shuffled(t, firstSeed, 4)
	for _, v := range viewports {
		for _, c := range text.All() {
			t.Run(fmt.Sprintf("%dx%d/%s", v.width, v.height, c.Lang()), func(t *testing.T) {
				ctx := newTab(t)
				require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(v.width, v.height)))
				openPage(t, ctx, fmt.Sprintf("%s/?lang=%s%s", site.url, c.Lang(), link))
				waitFor(t, ctx, visibleJS("#back"), "the link's finished game, with the way back to the game")
				assert.Equal(t, 1, linesOf(t, ctx, "#back"), "%q", c.Text(text.BackToYourGame))
			})
		}
	}
}

// TestMoveFieldKeepsItsButton: the field for a typed move and its Play
// button share a line, and the form its window, at every size of window in
// every language; where the label leaves them too little room beside it they
// go under it together (a new player's trial found Greek's Play alone on a
// line of its own on a desktop of 1280×800; so it was in four languages on a
// phone of 320×480).
func TestMoveFieldKeepsItsButton(t *testing.T) {
	atEverySize(t, "", func(t *testing.T, ctx context.Context, c text.Catalog) {
		field, play, form := rectOf(t, ctx, "#move-input"), rectOf(t, ctx, "#move-play"), rectOf(t, ctx, "#move-form")
		assert.InDelta(t, (field.Top+field.Bottom)/2, (play.Top+play.Bottom)/2, 1, "%q beside the field", c.Text(text.MovePlay))
		assert.LessOrEqual(t, play.Right, form.Right+0.5, "%q within the form", c.Text(text.MovePlay))
	})
}

// linesOf returns on how many lines the element that selector finds lays out
// its words: a line's words share their top.
func linesOf(t testing.TB, ctx context.Context, selector string) int {
	t.Helper()
	return eval[int](t, ctx, fmt.Sprintf(`(() => {
		const r = document.createRange();
		r.selectNodeContents(document.querySelector(%q));
		return new Set([...r.getClientRects()].map((l) => Math.round(l.top))).size;
	})()`, selector))
}

// TestTakebackNoteOverlapsNothing: the take-back note, whatever it says in
// whichever language, while the status fills its three lines, covers neither
// the status nor a control, and shows whole, on a desktop, in a narrow window
// beside the board, on a phone held sideways and upright, between two people
// and against the computer, where the bar keeps the least room under the
// status: beside the board the note is drawn in the bar under the status, and
// a note of three lines grew up into the status's room, over its third line
// (most languages at 800×700, Greek and Indonesian on a phone held sideways).
func TestTakebackNoteOverlapsNothing(t *testing.T) {
	notes := []text.Key{text.NoTakebackRevealed, text.NoTakebackReply, text.NoTakebackYours, text.NoTakebackOver, text.NoTakebackFriend}
	for _, screen := range []screenSize{{"desktop", 1280, 800}, {"narrow window", 800, 700}, {"phone held sideways", 844, 390}, {"phone", 390, 844}} {
		for _, c := range text.All() {
			for _, computer := range []bool{false, true} {
				name := screen.name + "/" + c.Lang() + "/two people"
				if computer {
					name = screen.name + "/" + c.Lang() + "/the computer"
				}
				t.Run(name, func(t *testing.T) {
					ctx := screen.tab(t)
					openPage(t, ctx, fmt.Sprintf("%s/?seed=%d&lang=%s", site.url, firstSeed, c.Lang()))
					if computer {
						pick(t, ctx, "#opponent", "1")
						waitFor(t, ctx, `document.querySelector("#draw").hidden`, "the game against the computer")
					}
					growStatus(t, ctx, c.Text(text.EvBlast, "e5", c.Text(text.WhiteKnightObj))+" "+c.Sentence(text.InCheck, c.Text(text.BlackSide)))
					for _, k := range notes {
						note := c.Text(k)
						type box struct {
							Name string
							Box  rect
						}
						boxes := eval[[]box](t, ctx, fmt.Sprintf(`(() => {
							const note = document.querySelector("#takeback-why");
							note.textContent = %q;
							note.scrollIntoView({block: "nearest"});
							return ["#takeback-why", "#status", "#controls", "#more"].map((s) => {
								const r = document.querySelector(s).getBoundingClientRect();
								return {Name: s, Box: {Top: r.top, Bottom: r.bottom, Left: r.left, Right: r.right}};
							});
						})()`, note))
						a := boxes[0].Box
						for _, b := range boxes[1:] {
							over := min(a.Bottom, b.Box.Bottom)-max(a.Top, b.Box.Top) > 0.5 && min(a.Right, b.Box.Right)-max(a.Left, b.Box.Left) > 0.5
							assert.False(t, over, "%q: the note, %+v, over %s, %+v", note, a, b.Name, b.Box)
						}
						assert.Empty(t, cutOff(t, ctx, "#takeback-why", "#status"), "%q", note)
					}
				})
			}
		}
	}
}

// cutOff returns the elements of selectors whose words are not whole in their
// box, or whose box is not whole in every box that clips it (the panel that
// scrolls beside the board).
func cutOff(t testing.TB, ctx context.Context, selectors ...string) []string {
	t.Helper()
	list, err := json.Marshal(selectors)
	require.NoError(t, err)
	return eval[[]string](t, ctx, fmt.Sprintf(`((selectors) => selectors.flatMap((s) => {
		const el = document.querySelector(s), r = el.getBoundingClientRect();
		const range = document.createRange();
		range.selectNodeContents(el);
		const inside = (a, b) => a.top >= b.top - 0.5 && a.left >= b.left - 0.5 && a.bottom <= b.bottom + 0.5 && a.right <= b.right + 0.5;
		const out = [];
		if (!inside(range.getBoundingClientRect(), r) || el.scrollHeight > el.clientHeight) out.push(s + "'s words spill out of its box");
		// What is positioned is clipped only from the box it is placed in up.
		const placed = ["absolute", "fixed"].includes(getComputedStyle(el).position);
		for (let a = placed ? el.offsetParent : el.parentElement; a && a !== document.body; a = a.parentElement) {
			const st = getComputedStyle(a);
			if (st.overflowX === "visible" && st.overflowY === "visible") continue;
			if (!inside(r, a.getBoundingClientRect())) out.push(s + " is clipped by #" + a.id);
		}
		return out;
	}))(%s)`, list))
}

// TestMovesInView: beside the board on a desktop, the move list shows its
// last move without scrolling the panel, and the choice of opponent too (a
// newcomer's trial found the list below the panel's fold at 1280×800).
func TestMovesInView(t *testing.T) {
	ctx := newTab(t)
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(1280, 800)))
	sc := quietGame(t)
	p := startPlayer(t, ctx, mouse{}, sc.seed)
	p.playAll(sc.moves[:4])
	panel := rectOf(t, ctx, "#panel")
	for _, selector := range []string{`#moves [aria-current="true"]`, "#opponent"} {
		r := rectOf(t, ctx, selector)
		assert.True(t, r.Top >= panel.Top && r.Bottom <= panel.Bottom, "%s (%v) shows in the panel (%v)", selector, r, panel)
	}
}

// TestMoveListTakesTheRoomLeft: beside the board on a desktop, in every
// language, the move list takes the room that the panel's first screen
// leaves over the choice of opponent, which stays in view: the list showed
// four rows whatever the window's height, the rest of the panel below the
// fold (a new player's trial at 1280×800).
func TestMoveListTakesTheRoomLeft(t *testing.T) {
	for _, c := range []struct {
		screen screenSize
		rows   float64 // the least the list shows
	}{
		{screenSize{"1280x800", 1280, 800}, 6},
		{screenSize{"1920x1080", 1920, 1080}, 18},
	} {
		for _, cat := range text.All() {
			t.Run(c.screen.name+"/"+cat.Lang(), func(t *testing.T) {
				ctx := c.screen.tab(t)
				address := fmt.Sprintf("?seed=%d&lang=%s", firstSeed, cat.Lang())
				openPage(t, ctx, site.url+"/"+address)
				p := watch(t, ctx, mouse{}, address, pageStore(t, ctx))
				p.play(engine.Move{From: sq(t, "g1"), To: sq(t, "f3")})
				rows := eval[float64](t, ctx, `(() => {
					const list = document.querySelector("#history .scroll"), st = getComputedStyle(list);
					return (list.clientHeight - parseFloat(st.paddingTop) - parseFloat(st.paddingBottom)) /
						document.querySelector("#moves li").getBoundingClientRect().height;
				})()`)
				assert.GreaterOrEqual(t, rows, c.rows, "the rows the list shows")
				panel, choice := rectOf(t, ctx, "#panel"), rectOf(t, ctx, "#opponent")
				assert.True(t, choice.Top >= panel.Top && choice.Bottom <= panel.Bottom, "the choice of opponent (%v) shows in the panel (%v)", choice, panel)
			})
		}
	}
}

// TestDailySaysSo: at 1280×800, where #known-note is below the panel's fold,
// Daily says in the status line, in sight beside the board, that the daily
// puzzle started and of which UTC date, until the first move, in every
// language and moving nothing (a newcomer's trial found Daily seeming to do
// nothing).
func TestDailySaysSo(t *testing.T) {
	inEveryLanguage(t, 1280, 800, func(t *testing.T, ctx context.Context, c text.Catalog) {
		p := watch(t, ctx, mouse{}, "?lang="+c.Lang(), persist.NewMemStore())
		status := func() string { return eval[string](t, ctx, `document.querySelector("#status").textContent`) }
		before := rectOf(t, ctx, "#new")
		p.press("#daily", p.twin.Daily)
		p.check("the daily puzzle started")
		daily := c.Text(text.DailyStarted, engine.UTCDate(time.Now().Unix()))
		assert.Equal(t, daily, status())
		assert.Empty(t, outOfSight(t, ctx, "#status"), "the status is in sight")
		assert.Equal(t, before, rectOf(t, ctx, "#new"), "the controls under the status stay put")
		p.play(engine.Move{From: sq(t, "g1"), To: sq(t, "f3")})
		assert.NotContains(t, status(), daily, "after the first move")
	})
}

// TestNewcomerIsPointedToTheHelp: on a first visit the status line of the new
// game points to How to play until the first move, in every language, within
// the status line's two lines, on a desktop and on a phone, moving nothing; a
// later visit, once a game has been saved, and the embed say nothing of it (a
// newcomer's trial found nothing telling a first-time player where to start).
func TestNewcomerIsPointedToTheHelp(t *testing.T) {
	sc := quietGame(t)
	status := func(ctx context.Context) string {
		return eval[string](t, ctx, `document.querySelector("#status").textContent`)
	}
	for _, screen := range screens {
		for _, c := range text.All() {
			t.Run(screen.name+"/"+c.Lang(), func(t *testing.T) {
				hint := c.Text(text.NewHere)
				// An origin of its own: no game was ever saved there.
				o := newOrigin(t, distDir)
				ctx := screen.tab(t)
				address := fmt.Sprintf("?seed=%d&lang=%s", sc.seed, c.Lang())
				openPage(t, ctx, o.url+"/"+address)
				p := watch(t, ctx, mouse{}, address, persist.NewMemStore())
				require.Equal(t, hint, status(ctx), "a first visit")
				box, words := rectOf(t, ctx, "#status"), wordsOf(t, ctx, "#status")
				assert.True(t, words.Top >= box.Top && words.Bottom <= box.Bottom, "the pointer, %+v, stays in the status's box, %+v", words, box)
				before := [2]rect{box, rectOf(t, ctx, "#new")}
				// Nf3 lifts fog and says nothing in the status (docs/rules.md §2).
				p.play(sc.moves[0])
				assert.Empty(t, status(ctx), "after the first move")
				assert.Equal(t, before, [2]rect{rectOf(t, ctx, "#status"), rectOf(t, ctx, "#new")},
					"the pointer takes no more room than the status line keeps")

				openPage(t, ctx, o.url+"/"+address)
				watch(t, ctx, mouse{}, address, pageStore(t, ctx))
				assert.NotContains(t, status(ctx), hint, "a later visit, with a game saved")
			})
		}
	}
	t.Run("never on the embed", func(t *testing.T) {
		o := newOrigin(t, distDir)
		ctx := newTab(t)
		openPage(t, ctx, fmt.Sprintf("%s/embed.html?seed=%d", o.url, sc.seed))
		assert.NotContains(t, status(ctx), text.English[text.NewHere])
	})
}

// TestLongTextsShowWhole: a status of several lines, as a blast's in Greek, and
// the take-back note show whole beside the board, the panel scrolling rather
// than squeezing them under the controls (a newcomer's trial).
func TestLongTextsShowWhole(t *testing.T) {
	for _, id := range []string{"status", "takeback-why"} {
		t.Run(id, func(t *testing.T) {
			ctx := newTab(t)
			require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(1280, 900)))
			openGame(t, ctx, quietGame(t).seed)
			long := catalog(t, "el").Text(text.HelpCounter) + " " + catalog(t, "el").Text(text.HelpFog)
			got := eval[[]float64](t, ctx, fmt.Sprintf(`(() => {
				const el = document.getElementById(%q);
				el.textContent = %q;
				return [el.clientHeight, el.scrollHeight];
			})()`, id, long))
			require.Len(t, got, 2)
			assert.Greater(t, got[1], 40.0, "the text takes several lines")
			assert.GreaterOrEqual(t, got[0], got[1], "the box holds all its lines")
		})
	}
}

// TestLevelChoiceFitsAPhone: on a phone of 320×568, in every language, the
// choice of opponent stays within the screen with its longest level chosen,
// showing what of the name fits (issue 23's twelve levels have names longer
// than a phone is wide).
func TestLevelChoiceFitsAPhone(t *testing.T) {
	inEveryLanguage(t, 320, 568, func(t *testing.T, ctx context.Context, _ text.Catalog) {
		right := eval[float64](t, ctx, `(() => {
			const s = document.querySelector("#opponent");
			s.value = [...s.options].reduce((a, b) => b.text.length > a.text.length ? b : a).value;
			return s.getBoundingClientRect().right;
		})()`)
		assert.LessOrEqual(t, right, 320.0, "the choice's right edge")
	})
}

// TestLevelReadsWholeOnAPhone: on a phone of 390×844, in every language,
// the choice of opponent goes under its label, where the first level, which
// a newcomer picks, shows its whole name (a new player's trial found it cut
// off beside the label, under the choice's arrow).
func TestLevelReadsWholeOnAPhone(t *testing.T) {
	const arrow = 24 // the room the choice's arrow takes, in CSS pixels
	inEveryLanguage(t, 390, 844, func(t *testing.T, ctx context.Context, _ text.Catalog) {
		room := eval[[]float64](t, ctx, `(() => {
			const s = document.querySelector("#opponent");
			s.selectedIndex = [...s.options].findIndex(o => o.text.includes("1"));
			const cs = getComputedStyle(s);
			const measure = document.createElement("canvas").getContext("2d");
			measure.font = cs.font;
			return [measure.measureText(s.selectedOptions[0].text).width, s.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight)];
		})()`)
		assert.LessOrEqual(t, room[0]+arrow, room[1], "the name's width, and the arrow's, within the choice")
	})
}

// TestLevelsReadWholeOnADesktop: beside the board on a desktop, in every
// language, the choice of opponent, its longest option chosen, is as wide as
// that option's name needs or else as the panel's row; in English, where a
// new player's trial found level 12's name cut off at its closing bracket
// (the choice squeezed beside its label), as wide as the name needs.
func TestLevelsReadWholeOnADesktop(t *testing.T) {
	inEveryLanguage(t, 1280, 900, func(t *testing.T, ctx context.Context, c text.Catalog) {
		type widths struct{ Choice, Needs, Row float64 }
		w := eval[widths](t, ctx, `(() => {
			const s = document.querySelector("#opponent"), measure = document.createElement("canvas").getContext("2d");
			measure.font = getComputedStyle(s).font;
			const width = (o) => measure.measureText(o.text).width;
			s.selectedIndex = [...s.options].reduce((w, o, i) => width(o) > width(s.options[w]) ? i : w, 0);
			const choice = s.offsetWidth;
			s.style.flex = "none";
			s.style.width = "max-content";
			s.style.maxWidth = "none";
			const needs = s.offsetWidth;
			s.style.flex = s.style.width = s.style.maxWidth = "";
			return {Choice: choice, Needs: needs, Row: document.querySelector("#play").clientWidth};
		})()`)
		assert.GreaterOrEqual(t, w.Choice, min(w.Needs, w.Row)-0.5, "the choice's width, for a name that needs %.0f px in a row of %.0f px", w.Needs, w.Row)
		if c.Lang() == "en" {
			assert.GreaterOrEqual(t, w.Choice, w.Needs-0.5, "the choice's width, for the name the trial found cut off")
		}
	})
}

// inEveryLanguage runs f, a subtest per language, on the full page in that
// language, opened in a screen of width×height at an origin of its own:
// without a saved game, and what it saves stays there.
func inEveryLanguage(t *testing.T, width, height int64, f func(t *testing.T, ctx context.Context, c text.Catalog)) {
	for _, c := range text.All() {
		t.Run(c.Lang(), func(t *testing.T) {
			o := newOrigin(t, distDir)
			ctx := newTab(t)
			require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(width, height)))
			openPage(t, ctx, o.url+"/?lang="+c.Lang())
			f(t, ctx, c)
		})
	}
}

// TestTurnLineFitsAPhone: on a phone of 320×568, in every language, the
// longest things the turn line says to a friend's player (a link to send, a
// resignation that waits) wrap within the screen rather than run off it (a
// new player's trial).
func TestTurnLineFitsAPhone(t *testing.T) {
	keys := []text.Key{text.YourMove, text.FriendToMove, text.FriendWaiting, text.OnlineLetterToSend, text.FriendResignWaits}
	for _, c := range text.All() {
		t.Run(c.Lang(), func(t *testing.T) {
			ctx := newTab(t)
			require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(320, 568, chromedp.EmulateMobile)))
			openPage(t, ctx, site.url+"/?lang="+c.Lang())
			for _, k := range keys {
				type fit struct{ Right, Overflow, PageOverflow float64 }
				got := eval[fit](t, ctx, fmt.Sprintf(`(() => {
					const el = document.querySelector("#turn");
					el.textContent = %q;
					return {Right: el.getBoundingClientRect().right, Overflow: el.scrollWidth - el.clientWidth,
						PageOverflow: document.documentElement.scrollWidth - innerWidth};
				})()`, c.Text(k)))
				assert.LessOrEqual(t, got.Right, 320.0, "%q: the turn line's right edge", c.Text(k))
				assert.Zero(t, got.Overflow, "%q: the turn line's own overflow", c.Text(k))
				assert.Zero(t, got.PageOverflow, "%q: the page's sideways overflow", c.Text(k))
			}
		})
	}
}

// TestInvitationLinkShowsItGoesOn: the link to send a friend fills the
// panel's row under its label, and ends in an ellipsis where it is cut, on a
// desktop and on a phone (a new player's trial saw a box 20 letters wide
// that showed the host alone, and took it for the whole link).
func TestInvitationLinkShowsItGoesOn(t *testing.T) {
	for _, screen := range screens {
		t.Run(screen.name, func(t *testing.T) {
			ctx, _ := invitingTab(t, "")
			require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(screen.width, screen.height)))
			type field struct {
				Width, Row, Text, Room float64
				Overflow               string
			}
			f := eval[field](t, ctx, `(() => {
				const el = document.querySelector("#online-link"), row = document.querySelector("#online-row");
				const st = getComputedStyle(row);
				return {Width: el.getBoundingClientRect().width, Row: row.clientWidth - parseFloat(st.paddingLeft) - parseFloat(st.paddingRight),
					Text: el.scrollWidth, Room: el.clientWidth, Overflow: getComputedStyle(el).textOverflow};
			})()`)
			require.Greater(t, f.Text, f.Room, "the link is longer than its field")
			assert.InDelta(t, f.Row, f.Width, 0.5, "the field's width, in a row of %.0f px", f.Row)
			assert.Equal(t, "ellipsis", f.Overflow, "where the link is cut")
		})
	}
}
