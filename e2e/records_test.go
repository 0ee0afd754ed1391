package e2e

import (
	"fmt"
	"maps"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/persist"
	"mschess/share"
	"mschess/ui/text"
)

// TestExportImport exports a finished game's record, reads it back natively,
// and opens it through the import dialog over a new game: the page shows the
// finished game as a replay, from its last position back to its first.
func TestExportImport(t *testing.T) {
	o, p := finishGame(t, mateGame(t), false)
	played := p.game()

	record := p.copyDialog("#export", "export")
	g, tags, err := engine.ParseRecord(record)
	require.NoError(t, err, "the exported record:\n%s", record)
	assertSameGame(t, played, g)
	again, err := g.Record(tags)
	require.NoError(t, err)
	assert.Equal(t, record, again, "the record says all there is to say about the game")
	assert.Contains(t, tags, engine.Tag{Name: "Site", Value: o.url + "/"}, "the record names the site")
	p.tap("#copy-close")

	p.press("#new", func() { p.twin.NewGame(firstSeed) })
	p.ply = 0
	p.check("after #new")

	p.tap("#import")
	waitFor(t, p.ctx, `document.querySelector("#import-dialog").open`, "the import dialog")
	p.enter("#import-text", record)
	p.press("#import-open", func() { require.NoError(t, p.twin.Import(record)) })
	p.ply = g.Len()
	p.check("after importing the record")
	assertSameGame(t, played, p.game())
	p.press("#replay-first", func() { p.twin.ShowPly(0) })
	p.ply = 0
	p.check("at the replay's first position")
}

// TestRecordsSayWhyTheyWait: during a game Export and Share are disabled,
// and say why to a pointer and a screen reader (their title), in the page's
// language (a trial found them greyed out with no word of why).
func TestRecordsSayWhyTheyWait(t *testing.T) {
	for _, c := range []text.Catalog{text.All()[0], text.All()[3]} {
		t.Run(c.Lang(), func(t *testing.T) {
			ctx := newTab(t)
			openPage(t, ctx, fmt.Sprintf("%s/?seed=7&lang=%s", site.url, c.Lang()))
			for _, id := range []string{"#export", "#share"} {
				assert.True(t, eval[bool](t, ctx, `document.querySelector("`+id+`").disabled`), "%s waits for the game's end", id)
				waitFor(t, ctx, fmt.Sprintf(`document.querySelector(%q).title === %q`, id, c.Text(text.RecordsWhy)), id+" says why")
			}
		})
	}
}

// TestShare shares a finished game: the link opens its replay in another tab.
// The same link with one character changed, opened while another game is in
// progress, says so in words and brings back that game. Neither link touches
// the game saved on the device.
func TestShare(t *testing.T) {
	sc := quietGame(t)
	o, p := finishGame(t, sc, true)

	link := p.copyDialog("#share", "share")
	base, fragment, ok := strings.Cut(link, "#")
	require.True(t, ok, "the link %q has a fragment", link)
	assert.Equal(t, o.url+"/", base, "the link leads to the page it was made on")
	record, err := share.Decode(fragment)
	require.NoError(t, err, "the link's fragment")
	shared, _, err := engine.ParseRecord(record)
	require.NoError(t, err, "the link's record")
	assertSameGame(t, p.game(), shared)
	saved := savedGame(t, p)

	replay := watchLink(t, p, link)
	assertSameGame(t, p.game(), replay.game())
	require.True(t, replay.twin.Reviewing(), "the twin shows the link's game as a replay")
	assert.Equal(t, saved, savedGame(t, replay), "opening a link leaves the saved game alone")

	openGameAt(t, p.ctx, o.url, sc.seed)
	p.opened(fmt.Sprintf("?seed=%d", sc.seed))
	p.play(sc.moves[0])
	saved = savedGame(t, p)
	changed := changedLink(link)
	bad := watchLink(t, p, changed)
	require.Contains(t, bad.twin.Panel().Status, text.English[text.LinkChanged], "the twin explains the changed link")
	assert.Equal(t, saved, savedGame(t, bad), "a changed link leaves the saved game alone")
}

// TestCommitment follows the minefield's commitment through a game: shown at
// the start, the seed revealed at the end, and the check passing for the
// game's own commitment and failing for another's.
func TestCommitment(t *testing.T) {
	sc := quietGame(t)
	o := newOrigin(t, distDir)
	p := startPlayerAt(t, newTab(t), mouse{}, o.url, sc.seed)
	want := engine.Commitment(sc.seed, engine.MinesFromSeed(sc.seed))

	assert.Equal(t, want, eval[string](t, p.ctx, `document.querySelector("#commitment").dataset.commitment`))
	assert.Equal(t, want[:8]+"…", eval[string](t, p.ctx, `document.querySelector("#commitment").textContent`),
		"the commitment shows in short")
	p.tap("#commitment")
	assert.Equal(t, want, eval[string](t, p.ctx, `document.querySelector("#commitment").textContent`),
		"a click shows the whole commitment")
	assert.False(t, eval[bool](t, p.ctx, visibleJS("#seed")), "the seed is hidden while the game runs")
	assert.False(t, eval[bool](t, p.ctx, visibleJS("#verify")), "nothing to verify while the game runs")

	p.playAll(sc.moves)
	p.resign()
	p.closeGameOver()
	assert.Equal(t, fmt.Sprint(sc.seed), eval[string](t, p.ctx, `document.querySelector("#seed").textContent`),
		"the seed is revealed")
	require.True(t, eval[bool](t, p.ctx, visibleJS("#seed")), "the seed shows once the game is over")
	assert.Equal(t, want, eval[string](t, p.ctx, `document.querySelector("#verify-commitment").value`),
		"the check is offered for the commitment shown at the start")

	for _, tt := range []struct {
		name       string
		commitment string
		class      string
	}{
		{"the game's own commitment", want, "ok"},
		{"another minefield's commitment", engine.Commitment(sc.seed+1, engine.MinesFromSeed(sc.seed+1)), "bad"},
	} {
		p.enter("#verify-commitment", tt.commitment)
		p.tap("#verify")
		p.twin.Verify(tt.commitment)
		waitFor(t, p.ctx, fmt.Sprintf(`document.querySelector("#verify-result").className === %q`, tt.class),
			"the outcome of verifying "+tt.name)
		assert.Equal(t, p.twin.Panel().Verify, eval[string](t, p.ctx, `document.querySelector("#verify-result").textContent`),
			"the outcome of verifying %s", tt.name)
	}
}

// finishGame opens a new origin, plays sc there to its end, by resignation when
// resign is set, and closes the game-over dialog.
func finishGame(t *testing.T, sc scenario, resign bool) (*origin, *player) {
	t.Helper()
	o := newOrigin(t, distDir)
	p := startPlayerAt(t, newTab(t), mouse{}, o.url, sc.seed)
	p.playAll(sc.moves)
	if resign {
		p.resign()
	}
	p.closeGameOver()
	return o, p
}

// resign presses Resign and says yes when asked, which ends the game and opens
// the game-over dialog.
func (p *player) resign() {
	p.t.Helper()
	p.press("#resign", p.twin.Resign)
	p.check("asked whether to resign")
	p.press("#ask-yes", func() { p.twin.Answer(true) })
	p.dialog = true
	p.check("after #resign")
}

// closeGameOver closes the game-over dialog.
func (p *player) closeGameOver() {
	p.t.Helper()
	p.press("#gameover-close", func() {})
	p.dialog = false
	p.check("after closing the game-over dialog")
}

// copyDialog taps the button that opens the copy dialog of kind and returns the
// text it offers to copy.
func (p *player) copyDialog(button, kind string) string {
	p.t.Helper()
	p.tap(button)
	open := fmt.Sprintf(`document.querySelector("#copy-dialog[open][data-kind=%s]")`, kind)
	waitFor(p.t, p.ctx, open, "the "+kind+" dialog")
	return eval[string](p.t, p.ctx, `document.querySelector("#copy-text").value`)
}

// enter taps the form field that selector finds, selects what it holds and
// puts s in its place, as pasting would. The field is focused as well as
// tapped: text typed goes to whatever has the focus, and in CI-like runs a tap
// twice left it elsewhere (the field empty, or not focused in 30 s).
func (p *player) enter(selector, s string) {
	p.t.Helper()
	p.tap(selector)
	focused := eval[bool](p.t, p.ctx, fmt.Sprintf(`(f => (f.focus(), f.select(), document.activeElement === f))(document.querySelector(%q))`, selector))
	require.True(p.t, focused, "%s has the focus", selector)
	_, err := chromedp.Call(p.ctx, input.InsertText, input.InsertTextParams{Text: s})
	require.NoError(p.t, err, "typing into %s", selector)
	require.Equal(p.t, s, eval[string](p.t, p.ctx, fmt.Sprintf(`document.querySelector(%q).value`, selector)),
		"what %s holds", selector)
}

// watchLink opens link in a new tab and returns a player of it, whose twin
// opens the link from a copy of p's twin's storage, since the tabs share the
// site's storage.
func watchLink(t *testing.T, p *player, link string) *player {
	t.Helper()
	ctx := newTab(t)
	openPage(t, ctx, link)
	store := &persist.MemStore{Data: maps.Clone(p.store.Data)}
	_, fragment, _ := strings.Cut(link, "#")
	return watch(t, ctx, p.ptr, "#"+fragment, store)
}

// savedGame returns the saved game's text in p's tab.
func savedGame(t *testing.T, p *player) string {
	t.Helper()
	return eval[string](t, p.ctx, fmt.Sprintf(`localStorage.getItem(%q)`, saveKey))
}

// changedLink returns link with one character of its fragment, ten from the end,
// changed to another base64url character.
func changedLink(link string) string {
	i := len(link) - 10
	other := "A"
	if link[i] == 'A' {
		other = "B"
	}
	return link[:i] + other + link[i+1:]
}

// assertSameGame checks that got is the game want: the same minefield, moves
// and result.
func assertSameGame(t *testing.T, want, got *engine.Game) {
	t.Helper()
	assert.Equal(t, want.Start(), got.Start(), "the starting position with its minefield")
	assert.Equal(t, movesOf(want), movesOf(got), "the moves")
	wr, wwhy := want.Result()
	gr, gwhy := got.Result()
	assert.Equal(t, [2]string{wr.String(), wwhy.String()}, [2]string{gr.String(), gwhy.String()}, "the result")
}
