package markup

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestFigurines(t *testing.T) {
	fig := func(id string) string { return `<svg class="fig" aria-hidden="true"><use href="#` + id + `"/></svg>` }
	tests := []struct {
		name, moves, want string
	}{
		{"a piece's move", "Nf3", fig("wN") + "f3"},
		{"Black's piece has the same figurine", "Nc8", fig("wN") + "c8"},
		{"a capture", "Bxe5+", fig("wB") + "xe5+"},
		{"a pawn's move has none", "exd5", "exd5"},
		{"a promotion", "e10=Q#", "e10=" + fig("wQ") + "#"},
		{"a sweep is the broom", "Se3", fig("broom") + "e3"},
		{"castling keeps its Os", "O-O-O", "O-O-O"},
		{"a king's move", "Kxf2*", fig("wK") + "xf2*"},
		{"a line of moves with their numbers", "12. Nf3 Rc8 13… d4", "12. " + fig("wN") + "f3 " + fig("wR") + "c8 13… d4"},
		{"nothing", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { assert.Equal(t, tt.want, Figurines("", tt.moves)) })
	}
}

func TestFigurinesEscapeText(t *testing.T) {
	assert.Equal(t, `&lt;b&gt;`, Figurines("", "<b>"), "the text is never markup")
}

func TestFigurinesUseTheSprite(t *testing.T) {
	assert.Contains(t, Figurines("assets/site/pieces.svg", "Nf3"), `href="assets/site/pieces.svg#wN"`)
}
