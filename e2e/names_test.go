package e2e

import (
	"testing"

	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// namesOpen is a JavaScript condition: dialog#names is open.
const namesOpen = `document.querySelector("#names").open`

// TestNamesAskedOnce: two people at this screen are asked their names once
// they say they are two, at the first visit's question, never as the page
// starts; the names given name the players in the turn line, over a reload
// too, and are not asked again (issue 24 item 18).
func TestNamesAskedOnce(t *testing.T) {
	ctx, o := firstVisitTo(t, 1280, 800, "")
	require.True(t, eval[bool](t, ctx, welcomeOpen), "a first visit asks whom to play")
	assert.False(t, eval[bool](t, ctx, namesOpen), "not asked as the page starts")
	clickOn(t, ctx, "#welcome-people")
	waitFor(t, ctx, `!`+welcomeOpen, "the question of whom to play to close")
	waitFor(t, ctx, namesOpen, "the question of the names, at the choice of two people")
	assert.Equal(t, "name-white", eval[string](t, ctx, `document.activeElement.id`), "the focus on White's name")
	assertAccessible(t, ctx, "the question of the names")
	eval[bool](t, ctx, `document.querySelector("#name-white").value = "Ada", document.querySelector("#name-black").value = "Brian", true`)
	clickOn(t, ctx, "#names-play")
	waitFor(t, ctx, `!`+namesOpen, "the question to close")
	assert.Contains(t, eval[string](t, ctx, `document.querySelector("#turn").textContent`), "Ada")

	openPage(t, ctx, o.url+"/")
	assert.Contains(t, eval[string](t, ctx, `document.querySelector("#turn").textContent`), "Ada", "after a reload")
	clickOn(t, ctx, "#new")
	waitFor(t, ctx, `document.querySelector("#turn").textContent.includes("Ada")`, "the next game named")
	assert.False(t, eval[bool](t, ctx, namesOpen), "not asked again")
}

// TestNamesChangedByKeyboard: the names given can be changed later from the
// panel, by keyboard, in the same dialog, its fields holding them: Esc leaves
// them as they were, and the focus goes back to the control (issue 24's
// trial: once given, the names could not be changed).
func TestNamesChangedByKeyboard(t *testing.T) {
	ctx, _ := firstVisitTo(t, 1280, 800, "")
	clickOn(t, ctx, "#welcome-people")
	waitFor(t, ctx, namesOpen, "the question of the names")
	press(t, ctx, "Ada", "\t", "Brian", "\r")
	waitFor(t, ctx, `!`+namesOpen, "the question to close")
	fields := `[document.querySelector("#name-white").value, document.querySelector("#name-black").value]`
	for _, answer := range []struct {
		keys, want string
	}{{kb.Escape, "Ada"}, {"\r", "Ann"}} {
		eval[bool](t, ctx, `document.querySelector("#names-change").focus(), true`)
		press(t, ctx, "\r")
		waitFor(t, ctx, namesOpen, "the question of the names, asked again")
		assert.Equal(t, "name-white", eval[string](t, ctx, `document.activeElement.id`), "the focus on White's name")
		assert.Equal(t, []string{"Ada", "Brian"}, eval[[]string](t, ctx, fields), "the names given, in the fields")
		eval[bool](t, ctx, `document.querySelector("#name-white").value = "Ann", true`)
		press(t, ctx, answer.keys)
		waitFor(t, ctx, `!`+namesOpen, "the question to close")
		assert.Equal(t, "names-change", eval[string](t, ctx, `document.activeElement.id`), "the focus back on the control")
		assert.Contains(t, eval[string](t, ctx, `document.querySelector("#turn").textContent`), answer.want)
	}
}
