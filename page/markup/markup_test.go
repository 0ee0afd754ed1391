package markup

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"mschess/engine"
	"mschess/ui"
)

func TestClasses(t *testing.T) {
	knight := engine.Piece{Color: engine.White, Kind: engine.Knight}
	tests := []struct {
		name string
		m    ui.Square
		want string
	}{
		{"an empty dark square", ui.Square{}, "sq dark"},
		{"a piece on a light square", ui.Square{Light: true, Piece: knight}, "sq light pc"},
		{"fog with a flag", ui.Square{Fog: true, Flag: ui.FlagMine}, "sq dark fog"},
		{"a number and its effect", ui.Square{Number: 3, Effect: ui.Revealed}, "sq dark n3 fx-reveal"},
		{"a risky target with odds", ui.Square{Fog: true, Target: true, Risk: ui.Risky, Odds: "25%"}, "sq dark fog target risk-risky odds-on"},
		{"a sweep onto a found mine", ui.Square{Mine: true, Sweep: true}, "sq dark mine sweep"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { assert.Equal(t, tt.want, Classes(tt.m)) })
	}
}

func TestContents(t *testing.T) {
	tests := []struct {
		name   string
		m      ui.Square
		sprite string
		want   string
	}{
		{"nothing", ui.Square{}, "", ""},
		{"a piece from the page's sprite", ui.Square{Piece: engine.Piece{Color: engine.Black, Kind: engine.Queen}}, "",
			`<svg class="piece" aria-hidden="true" data-piece="bQ"><use href="#bQ"/></svg>`},
		{"a found mine from a sprite file", ui.Square{Mine: true}, "pieces.svg",
			`<svg class="mine-icon" aria-hidden="true"><use href="pieces.svg#mine"/></svg>`},
		{"a number", ui.Square{Number: 2}, "", `<span class="num" aria-hidden="true">2</span>`},
		{"odds and a question", ui.Square{Fog: true, Odds: "10%", Flag: ui.FlagQuestion}, "",
			`<span class="odds" aria-hidden="true">10%</span><span class="flag flag-question" aria-hidden="true">?</span>`},
		// The odds are a language's text, which comes from a file: text, never markup.
		{"odds below one in a hundred", ui.Square{Fog: true, Odds: "<1%"}, "", `<span class="odds" aria-hidden="true">&lt;1%</span>`},
		{"odds that hold markup", ui.Square{Fog: true, Odds: `<a href="//x">1%</a>`}, "",
			`<span class="odds" aria-hidden="true">&lt;a href=&quot;//x&quot;&gt;1%&lt;/a&gt;</span>`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { assert.Equal(t, tt.want, Contents(tt.m, tt.sprite)) })
	}
}

// TestBoardRanksFromTen: the rows go from rank 10 down, each from file a, and
// a cell escapes its label.
func TestBoardRanksFromTen(t *testing.T) {
	var order []string
	html := Board(func(s engine.Square) string {
		order = append(order, s.String())
		return Cell(s, "sq", `"`+s.String()+`" & co`, "", s == FirstFocus)
	})
	assert.Len(t, order, engine.NumSquares)
	assert.Equal(t, []string{"a10", "b10"}, order[:2])
	assert.Equal(t, "h1", order[len(order)-1])
	assert.Equal(t, 10, strings.Count(html, `<div role="row">`))
	assert.Contains(t, html, `<div data-sq="e2" role="gridcell" tabindex="0" class="sq" aria-label="&quot;e2&quot; &amp; co"></div>`)
	assert.Equal(t, 1, strings.Count(html, `tabindex="0"`))
}
