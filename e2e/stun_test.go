package e2e

import (
	"testing"

	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"

	"mschess/ui"
	"mschess/ui/text"
)

// stunField is what the page shows and keeps of the STUN server's setting,
// opened (summary#stun-title) if it was not.
type stunField struct {
	Value string // input#stun's
	Error string // p#stun-error's
	Kept  string // localStorage's
}

const readSTUNJS = `(() => {
	if (!document.querySelector("#stun-box").open) document.querySelector("#stun-title").click();
	return {Value: document.querySelector("#stun").value,
	Error: document.querySelector("#stun-error").textContent,
	Kept: localStorage.getItem("mschess.stun") ?? ""};
})()`

// editSTUN selects the text of the STUN server's field, which readSTUNJS
// opened, for the keys pressed next to replace it.
const editSTUN = `(() => {
	const f = document.querySelector("#stun");
	f.focus();
	f.select();
	return true;
})()`

// TestSTUNField: the STUN server of a connection to a friend's device is set
// in the page as well as by ?stun= (issue 22 item 7, docs/rules.md §11): the
// field shows the default; a server that cannot be read is refused in the
// player's language and nothing is kept; a good one is kept and the next
// visit shows it; an empty field means none.
func TestSTUNField(t *testing.T) {
	o := newOrigin(t, distDir) // the setting is kept: in storage no other test reads
	ctx := newTab(t)
	openPage(t, ctx, o.url+"/?lang=es")
	es := text.Match("es")
	assert.Equal(t, stunField{Value: ui.DefaultSTUN}, eval[stunField](t, ctx, readSTUNJS), "the default")

	eval[bool](t, ctx, editSTUN)
	press(t, ctx, "https://evil.example/x", kb.Enter)
	assert.Equal(t, stunField{Value: "https://evil.example/x", Error: es.Text(text.STUNRefused)},
		eval[stunField](t, ctx, readSTUNJS), "refused, and nothing kept")

	eval[bool](t, ctx, editSTUN)
	press(t, ctx, "stun.example.org:3478", kb.Enter)
	want := stunField{Value: "stun.example.org:3478", Kept: "stun:stun.example.org:3478"}
	assert.Equal(t, want, eval[stunField](t, ctx, readSTUNJS), "set")

	openPage(t, ctx, o.url+"/?lang=es")
	assert.Equal(t, want, eval[stunField](t, ctx, readSTUNJS), "the next visit")

	eval[bool](t, ctx, editSTUN)
	press(t, ctx, kb.Delete, kb.Enter)
	assert.Equal(t, stunField{Kept: "none"}, eval[stunField](t, ctx, readSTUNJS), "none")
}
