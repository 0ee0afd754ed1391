package e2e

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/engine/bot"
	"mschess/ui"
	"mschess/ui/text"
)

// analyseTwin runs the twin's analysis natively to its end, as the page's
// worker does, and returns its model: the same requests get the same
// judgements (bot.AnalysisNodes is a budget of nodes).
func analyseTwin(t *testing.T, a *ui.App) ui.Panel {
	t.Helper()
	a.Analyse()
	for {
		id, r, ok := a.AnalysisRequest()
		if !ok {
			return a.Panel()
		}
		answer, err := r.Answer(nil)
		require.NoError(t, err)
		a.Analysed(id, answer)
	}
}

// TestAnalysis analyses a finished game on the page (issue 23 item 4): the
// worker judges each move, the graph and its text equivalent show, the
// marked moves carry their signs in the move list, and showing a marked move
// marks the better move's squares on the board.
func TestAnalysis(t *testing.T) {
	_, p := finishGame(t, mateGame(t), false)
	require.False(t, eval[bool](t, p.ctx, visibleJS("#analyse-stop")), "nothing to leave before it starts")
	require.False(t, eval[bool](t, p.ctx, visibleJS("#analysis-key")), "no key without a graph")
	p.tap("#analyse")
	want := analyseTwin(t, p.twin)
	require.NotEmpty(t, want.Analysis.Lines, "the fool's mate has its mistakes")

	waitFor(t, p.ctx, `document.querySelector("#analyse").hidden && document.querySelector("#analyse-stop").hidden`, "the analysis to end")
	assert.True(t, eval[bool](t, p.ctx, visibleJS("#analysis-graph")), "the graph shows")
	assert.Equal(t, "true", eval[string](t, p.ctx, `document.querySelector("#analysis-graph").getAttribute("aria-hidden")`),
		"the graph is hidden from screen readers, who read its text equivalent")
	points := eval[string](t, p.ctx, `document.querySelector("#analysis-line").getAttribute("points")`)
	var wantPoints string
	for i, pt := range want.Analysis.Points {
		if i > 0 {
			wantPoints += " "
		}
		wantPoints += fmt.Sprintf("%d,%d", pt.X, pt.Y)
	}
	assert.Equal(t, wantPoints, points, "the graph's points are the twin's")
	// A newcomer's trial could not tell what the graph shows: its key says.
	assert.True(t, eval[bool](t, p.ctx, visibleJS("#analysis-key")), "the graph's key shows with it")
	en := text.Match("en")
	assert.Equal(t, en.Text(text.AnalysisKey)+" "+en.Text(text.Inaccuracy)+" "+en.Text(text.Mistake)+" "+en.Text(text.Blunder),
		eval[string](t, p.ctx, `document.querySelector("#analysis-key").textContent`), "the key's words")
	assert.Len(t, want.Analysis.Points, p.game().Len()+1)
	assert.Equal(t, want.Analysis.Lines,
		eval[[]string](t, p.ctx, `[...document.querySelectorAll("#analysis-text li")].map(li => li.textContent)`),
		"the text equivalent")
	assert.Equal(t, want.MoveWords,
		eval[[]string](t, p.ctx, `[...document.querySelectorAll("#moves button[data-ply]")].map(b => b.getAttribute("aria-label"))`),
		"each move's words name its mark")

	assertAccessible(t, p.ctx, "the analysis shown")

	marked := -1
	for i, san := range want.Moves {
		got := eval[string](t, p.ctx, fmt.Sprintf(sanJS+`(document.querySelector("#moves button[data-ply='%d']"))`, i+1))
		assert.Equal(t, san, got, "move %d with its sign", i+1)
		if marked < 0 && san != p.game().Moves()[i].SAN {
			marked = i + 1
		}
	}
	require.Positive(t, marked, "a move is marked")
	// The replay's steps show the marked move, as a keyboard would.
	p.tap("#replay-first")
	for range marked {
		p.tap("#replay-next")
	}
	p.twin.ShowPly(marked)
	var better []string
	for s, sq := range p.twin.Board() {
		if sq.Better {
			better = append(better, engine.Square(s).String())
		}
	}
	require.Len(t, better, 2, "the better move's squares")
	waitFor(t, p.ctx, fmt.Sprintf(`[...document.querySelectorAll("#board .sq.better")].map(e => e.dataset.sq).sort().join(" ") === %q`,
		better[0]+" "+better[1]), "the better move's squares marked on the board")
	// The way back to the game shows with a move of the game shown (a newcomer's
	// trial found its words 2.2:1 to their ground in the light theme).
	require.True(t, eval[bool](t, p.ctx, visibleJS("#live")), "the way back to the game")
	assertAccessible(t, p.ctx, "a marked move shown")
	// A tap on the graph shows the position of the point nearest to it (a
	// newcomer's trial found its marks dead to a click).
	n := p.game().Len()
	for _, ply := range []int{1, marked, n} {
		at := eval[point](t, p.ctx, fmt.Sprintf(`(() => {
			document.querySelector("#analysis-graph").scrollIntoView({block: "center"});
			const r = document.querySelector("#analysis-even").getBoundingClientRect();
			return {X: r.left + r.width * %d / %d, Y: r.top};
		})()`, ply, n))
		require.NoError(t, mouse{}.tap(p.ctx, at))
		assert.Equal(t, strconv.Itoa(ply), eval[string](t, p.ctx, `document.querySelector('#moves [aria-current="true"]')?.dataset.ply ?? ""`),
			"a tap on ply %d's point", ply)
	}
}

// TestAnalysisFromTheGameOverDialog: the game-over dialog offers the
// analysis (issue 23 item 4) and gives way to it; once done, the live region
// says what it found, for a player who cannot see the list.
func TestAnalysisFromTheGameOverDialog(t *testing.T) {
	o := newOrigin(t, distDir)
	sc := mateGame(t)
	p := startPlayerAt(t, newTab(t), mouse{}, o.url, sc.seed)
	p.playAll(sc.moves)
	require.True(t, eval[bool](t, p.ctx, `document.querySelector("#gameover").open`), "the game-over dialog is up")
	p.tap("#gameover-analyse")
	want := analyseTwin(t, p.twin)
	waitFor(t, p.ctx, `!document.querySelector("#gameover").open && document.querySelector("#analyse").hidden && document.querySelector("#analyse-stop").hidden`,
		"the dialog closed and the analysis done")
	assert.Equal(t, strings.Join(want.Analysis.Lines, "\n"), eval[string](t, p.ctx, saidJS))
}

// TestAnalysisOnAPhone: on a phone, where the panel lies below the board,
// Analyse brings the analysis into sight, from the game-over dialog (a
// newcomer's trial saw nothing happen) or from the list's own button; the
// board, which takes the focus of the dialog or the button gone, does not
// take the page back to it.
func TestAnalysisOnAPhone(t *testing.T) {
	for _, tt := range []struct {
		name  string
		start func(p *player)
	}{
		{"from the game-over dialog", func(p *player) { p.tap("#gameover-analyse") }},
		{"from the list's button", func(p *player) { p.closeGameOver(); p.tap("#analyse") }},
	} {
		t.Run(tt.name, func(t *testing.T) {
			o := newOrigin(t, distDir)
			sc := mateGame(t)
			p := startPlayerAt(t, openPhone(t), finger{}, o.url, sc.seed)
			p.playAll(sc.moves)
			analysis := inView("#moves-label")
			require.False(t, analysis(t, p.ctx), "the move list a screen below the board")
			tt.start(p)
			waitFor(t, p.ctx, `!document.querySelector("#gameover").open && document.querySelector("#analyse").hidden`, "the analysis to start")
			assert.True(t, analysis(t, p.ctx), "the analysis in sight")
		})
	}
}

// TestAnalysisByKeyboardKeepsTheFocus: a keyboard that closes the game-over
// dialog after resigning, whose Resign is gone by then, and presses
// Analyse, which goes once pressed, keeps its place on the board rather than
// drop to the document (a newcomer's trial found both).
func TestAnalysisByKeyboardKeepsTheFocus(t *testing.T) {
	const onBoard = `document.activeElement?.closest("#board") !== null`
	o := newOrigin(t, distDir)
	sc := quietGame(t)
	p := startPlayerAt(t, newTab(t), mouse{}, o.url, sc.seed)
	p.playAll(sc.moves)
	eval[bool](t, p.ctx, `(document.querySelector("#resign").focus(), true)`)
	press(t, p.ctx, kb.Enter)
	waitFor(t, p.ctx, `document.querySelector("#ask").open`, "the question whether to resign")
	eval[bool](t, p.ctx, `(document.querySelector("#ask-yes").focus(), true)`)
	press(t, p.ctx, kb.Enter)
	waitFor(t, p.ctx, `document.querySelector("#gameover").open`, "the game-over dialog")
	press(t, p.ctx, kb.Escape)
	// The dialog's close event, where the page moves the focus, comes after
	// the dialog has closed.
	waitFor(t, p.ctx, `!document.querySelector("#gameover").open && `+onBoard, "the board to take the focus once the dialog is closed")

	eval[bool](t, p.ctx, `(document.querySelector("#analyse").focus(), true)`)
	press(t, p.ctx, kb.Enter)
	waitFor(t, p.ctx, `document.querySelector("#analyse").hidden`, "Analyse gone once pressed")
	assert.True(t, eval[bool](t, p.ctx, onBoard), "the board has the focus once Analyse is gone, in the same drawing")
}

// TestAnalysisLeavesTheMovesRoom: beside the board on a desktop, the graph of
// a finished game's analysis takes none of the move list's rows, four or more
// (a newcomer's trial found the list squeezed to a sliver at 1280×800).
func TestAnalysisLeavesTheMovesRoom(t *testing.T) {
	for _, screen := range []struct{ width, height int64 }{{1280, 800}, {1440, 900}} {
		t.Run(fmt.Sprintf("%dx%d", screen.width, screen.height), func(t *testing.T) {
			_, p := finishGame(t, mateGame(t), false)
			require.NoError(t, chromedp.Do(p.ctx, chromedp.EmulateViewport(screen.width, screen.height)))
			rows := func() float64 {
				return eval[float64](t, p.ctx, `document.querySelector("#history .scroll").clientHeight /
					document.querySelector("#moves li").getBoundingClientRect().height`)
			}
			before := rows()
			p.tap("#analyse")
			waitFor(t, p.ctx, `document.querySelector("#analyse").hidden && document.querySelector("#analyse-stop").hidden`, "the analysis to end")
			require.True(t, eval[bool](t, p.ctx, visibleJS("#analysis-graph")), "the graph shows")
			after := rows()
			assert.GreaterOrEqual(t, after, before-0.05, "the move list's rows with the graph")
			assert.GreaterOrEqual(t, after, 4.0, "the move list's rows")
		})
	}
}

// TestAnalysisShowsItsFlagsAndVerdict: a sighted player sees on the graph a
// flag at each marked move, its kind told by shape and size and not by colour
// alone, every line and flag at 3:1 or more against the graph in every theme
// (WCAG's non-text contrast), and, once a marked move is picked in the list,
// its mark and the better move in words in sight beside the board (a
// newcomer's trial found the graph faint, no flag on it, and the words only
// in the list for screen readers).
func TestAnalysisShowsItsFlagsAndVerdict(t *testing.T) {
	_, p := finishGame(t, mateGame(t), false)
	require.NoError(t, chromedp.Do(p.ctx, chromedp.EmulateViewport(1280, 800)))
	p.tap("#analyse")
	want := analyseTwin(t, p.twin)
	waitFor(t, p.ctx, `document.querySelector("#analyse").hidden && document.querySelector("#analyse-stop").hidden`, "the analysis to end")

	kinds := []string{"#analysis-inaccuracy", "#analysis-mistake", "#analysis-blunder"}
	flagged := 0
	for k, kind := range kinds {
		var d string
		for _, pt := range want.Analysis.Points {
			if pt.Mark == bot.Mark(k+1) {
				d += fmt.Sprintf("M%d,%dh0", pt.X, pt.Y)
				flagged++
			}
		}
		assert.Equal(t, d, eval[string](t, p.ctx, fmt.Sprintf(`((e) => e ? e.getAttribute("d") ?? "" : "no such path")(document.querySelector(%q))`, kind)), "%s's flags", kind)
		if d != "" {
			assert.True(t, eval[bool](t, p.ctx, fmt.Sprintf(`((e) => e.checkVisibility() && parseFloat(getComputedStyle(e).strokeWidth) >= 6)(document.querySelector(%q))`, kind)),
				"%s's flags are drawn 6px across or more", kind)
		}
	}
	require.Positive(t, flagged, "the fool's mate has a flagged move")
	shapes := eval[[]string](t, p.ctx, fmt.Sprintf(`%s.map((s) => { const st = getComputedStyle(document.querySelector(s));
		return st.strokeLinecap + " " + st.strokeWidth; })`, jsonOf(t, kinds)))
	assert.Len(t, slices.Compact(slices.Sorted(slices.Values(shapes))), len(kinds), "each kind of flag has a shape or size of its own: %v", shapes)

	parts := append([]string{"#analysis-line", "#analysis-graph line"}, kinds...)
	for _, theme := range ui.Themes[1:] { // ThemeAuto is light or dark: both are here
		pick(t, p.ctx, "#theme", theme)
		contrasts := eval[[]float64](t, p.ctx, fmt.Sprintf(`((parts) => {
			const lum = (c) => { const [r, g, b] = c.match(/[\d.]+/g).slice(0, 3).map((v) => {
				v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
				return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
			const ground = lum(getComputedStyle(document.querySelector("#analysis-graph")).backgroundColor);
			return parts.map((s) => { const l = lum(getComputedStyle(document.querySelector(s)).stroke);
				return (Math.max(l, ground) + 0.05) / (Math.min(l, ground) + 0.05); });
		})(%s)`, jsonOf(t, parts)))
		for i, c := range contrasts {
			assert.GreaterOrEqual(t, c, 3.0, "%s against the graph in the %s theme", parts[i], theme)
		}
	}

	lines := want.Analysis.Lines // one a marked move, in order
	for ply := 1; ply <= p.game().Len(); ply++ {
		p.tap(fmt.Sprintf("#moves button[data-ply='%d']", ply))
		p.twin.ShowPly(ply)
		status := p.twin.Panel().Status
		waitFor(t, p.ctx, fmt.Sprintf(`document.querySelector("#status").textContent === %q`, status), "the status of the move shown")
		if want.Analysis.Points[ply].Mark == bot.Good {
			continue
		}
		require.NotEmpty(t, lines)
		assert.Contains(t, status, lines[0], "move %d's mark and the better move, in words", ply)
		lines = lines[1:]
		assert.Empty(t, outOfSight(t, p.ctx, "#status"), "the words are in sight beside the board")
		assert.Empty(t, cutOff(t, p.ctx, "#status"), "and whole")
	}
	assert.Empty(t, lines, "every marked move was shown")
}

// TestAnalysisVerdictInSight: when the analysis marks no move, a sighted
// player reads so under the graph (#analysis-verdict), whole, on a desktop
// and on a phone, and not only a screen reader in the list (a new player's
// trial found a flat graph with no word); the list still says it, and the
// copy in sight is hidden from a screen reader, which would otherwise hear
// it twice.
func TestAnalysisVerdictInSight(t *testing.T) {
	en := text.Match("en")
	sc := findScenario(t, func(g *engine.Game) bool { return noMineHit(g, false) }, []string{"Nf3", "Nf8"})
	for _, screen := range []screenSize{{"desktop", 1280, 800}, {"phone", 390, 844}} {
		t.Run(screen.name, func(t *testing.T) {
			_, p := finishGame(t, sc, true)
			require.NoError(t, chromedp.Do(p.ctx, chromedp.EmulateViewport(screen.width, screen.height)))
			p.tap("#analyse")
			want := analyseTwin(t, p.twin)
			require.Equal(t, en.Text(text.AnalysisClean), want.Analysis.Verdict, "the game's analysis marks no move")
			waitFor(t, p.ctx, `document.querySelector("#analyse").hidden && document.querySelector("#analyse-stop").hidden`, "the analysis to end")
			assert.Equal(t, want.Analysis.Verdict, eval[string](t, p.ctx, `document.querySelector("#analysis-verdict").textContent`))
			assert.True(t, eval[bool](t, p.ctx, visibleJS("#analysis-verdict")), "the verdict in sight")
			assert.Empty(t, cutOff(t, p.ctx, "#analysis-verdict"), "and whole")
			assert.Equal(t, "true", eval[string](t, p.ctx, `document.querySelector("#analysis-verdict").getAttribute("aria-hidden")`))
			assert.Equal(t, []string{want.Analysis.Verdict},
				eval[[]string](t, p.ctx, `[...document.querySelectorAll("#analysis-text li")].map(li => li.textContent)`), "the text equivalent")
			assertAccessible(t, p.ctx, "the analysis's verdict shown")
		})
	}
}

// jsonOf returns v in JSON, to hand to a script.
func jsonOf(t testing.TB, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	require.NoError(t, err)
	return string(b)
}
