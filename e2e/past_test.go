package e2e

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/ui/text"
)

// pastRowsJS reads the past games' table: each row's date, opponent, result
// and moves.
const pastRowsJS = `[...document.querySelectorAll("#past-list tr")].map(tr => [...tr.cells].slice(0, 4).map(c => c.textContent))`

// openPast opens the past games' dialog, as the twin lists them.
func (p *player) openPast() {
	p.t.Helper()
	p.tap("#past")
	p.twin.PastGames()
	waitFor(p.t, p.ctx, `document.querySelector("#past-dialog").open`, "the past games' dialog")
}

// TestPastGames (issue 24 item 13) finishes a game by resigning: the past
// games list it with its date, opponent, result and length, as the twin does,
// in a dialog axe finds no fault with; its Export offers the game's record;
// over a new game, its Replay shows the game in review; and its Delete takes
// it off the list and out of the browser's storage.
func TestPastGames(t *testing.T) {
	sc := quietGame(t)
	_, p := finishGame(t, sc, true)
	played := p.game()

	p.openPast()
	want := p.twin.PastGames()
	require.Len(t, want.Games, 1, "the twin lists the finished game")
	g := want.Games[0]
	assert.Equal(t, [][]string{{g.Date, g.Opponent, g.Result, strconv.Itoa(g.Moves)}}, eval[[][]string](t, p.ctx, pastRowsJS))
	assert.Equal(t, want.Note, eval[string](t, p.ctx, `document.querySelector("#past-note").textContent`))
	t.Run("axe finds no fault with the dialog", func(t *testing.T) { assertAccessible(t, p.ctx, "the past games' dialog") })

	record := p.copyDialog(`#past-list button[data-past="export"]`, "export")
	kept, _, err := engine.ParseRecord(record)
	require.NoError(t, err, "the record kept:\n%s", record)
	assertSameGame(t, played, kept)
	p.tap("#copy-close")

	p.tap("#past-close")
	p.press("#new", func() { p.twin.NewGame(firstSeed) })
	p.ply = 0
	p.check("after #new")

	p.openPast()
	p.press(`#past-list button[data-past="replay"]`, func() { p.twin.ReplayPast(0) })
	require.True(t, p.twin.Reviewing(), "the twin shows the past game in review")
	p.ply = p.game().Len()
	p.check("the past game in review")
	assert.False(t, eval[bool](t, p.ctx, `document.querySelector("#past-dialog").open`), "the dialog closes for the replay")

	p.openPast()
	p.tap(`#past-list button[data-past="delete"]`)
	p.twin.DeletePast(0)
	waitFor(t, p.ctx, `document.querySelector("#past-list").rows.length === 0`, "the deleted game to leave the list")
	assert.True(t, eval[bool](t, p.ctx, `document.querySelector("#past-games").hidden`), "no table for no games")
	assert.Equal(t, p.twin.Text().Text(text.PastNone), eval[string](t, p.ctx, `document.querySelector("#past-note").textContent`))
	assert.Equal(t, 1, eval[int](t, p.ctx, `localStorage.getItem("mschess.history").split("\n").filter(l => l).length`),
		"no game is left in storage, only the history's first line")
}

// TestPastGamesWithoutStorage: where the browser refuses the page its storage,
// there are no past games to show, and a game that ends says nothing of them:
// the panel is the twin's, which has no storage either.
func TestPastGamesWithoutStorage(t *testing.T) {
	sc := quietGame(t)
	p := openWithStorageThrowing(t, sc.seed)
	hidden := `document.querySelector("#past").hidden`
	assert.True(t, eval[bool](t, p.ctx, hidden), "no past games without storage")
	p.playAll(sc.moves)
	p.resign()
	p.closeGameOver()
	assert.True(t, eval[bool](t, p.ctx, hidden), "none after a game either")
}
