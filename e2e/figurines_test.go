package e2e

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// plyShown is what the page shows of the first move in the move list and
// under the board.
type plyShown struct {
	Text    string // the button's own text
	Symbols []string
	Label   string // its aria-label
	Recent  string // p#recent's text
	Figs    int    // the figurines in p#recent
	Letters bool   // input#letters is checked
}

const readPlyJS = `(() => {
	const b = document.querySelector('#moves button[data-ply="1"]'), r = document.querySelector("#recent");
	return {Text: b.textContent, Symbols: [...b.querySelectorAll("svg.fig use")].map(u => u.getAttribute("href")),
		Label: b.getAttribute("aria-label") ?? "", Recent: r.textContent, Figs: r.querySelectorAll("svg.fig").length,
		Letters: document.querySelector("#letters").checked};
})()`

// TestFigurines: the move list and the line of the last moves show a piece's
// figurine by default, which reads alike in every language, and a screen
// reader hears the move in words; letters are an option in the panel, kept
// on the device (issue 24 item 15). The SAN itself is what the panel's check
// reads back from the figurines (sanJS).
func TestFigurines(t *testing.T) {
	o := newOrigin(t, distDir) // the choice is kept: in storage no other test reads
	p := startPlayerAt(t, newTab(t), mouse{}, o.url, firstSeed)
	v := p.game().View()
	nf3, err := v.Position.ParseSAN("Nf3")
	require.NoError(t, err)
	p.play(nf3)
	words := p.twin.Panel().MoveWords[0]
	require.NotEmpty(t, words)

	got := eval[plyShown](t, p.ctx, readPlyJS)
	assert.Equal(t, plyShown{Text: "f3", Symbols: []string{"#wN"}, Label: words, Recent: "1. f3", Figs: 1}, got, "figurines by default")

	p.tap("#letters")
	p.twin.SetLetters(true)
	got = eval[plyShown](t, p.ctx, readPlyJS)
	assert.Equal(t, plyShown{Text: "Nf3", Symbols: []string{}, Label: words, Recent: "1. Nf3", Letters: true}, got, "letters once chosen")
	p.check("with letters")

	openPage(t, p.ctx, o.url+"/")
	got = eval[plyShown](t, p.ctx, readPlyJS)
	assert.Equal(t, plyShown{Text: "Nf3", Symbols: []string{}, Label: words, Recent: "1. Nf3", Letters: true}, got, "the next visit keeps letters")
}
