package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestAssumeMine(t *testing.T) {
	const view = "4k3/8/8/8/8/8/8/3N4/8/4K3 w - - 0 1 a7,?2 ..######/########/########/########"
	tests := []struct {
		name, mfen, square string
		ok                 bool
		mines              string // listed after
		hidden             int
	}{
		{"§9 a fogged empty square of a view can take a hidden mine", view, "e5", true, "a7 e5", 1},
		{"a revealed square cannot", view, "b7", false, "a7", 2},
		{"§2 a found mine's square cannot", view, "a7", false, "a7", 2},
		{"§3 a square with a piece cannot", "4k3/8/8/8/4N3/8/8/8/8/4K3 w - - 0 1 ?2 ########/########/########/########", "e6", false, "", 2},
		{"a referee position hides nothing", "4k3/8/8/8/8/8/8/3N4/8/4K3 w - - 0 1 a7,f6 ########/########/########/########", "e5", false, "a7 f6", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := position(t, tt.mfen)
			assert.Equal(t, tt.ok, p.AssumeMine(sq(tt.square)))
			assert.Equal(t, squares(tt.mines), p.Mines())
			assert.Equal(t, tt.hidden, p.HiddenMines())
		})
	}
}

// TestAssumeMinePlaysAsTheReferee pins that a view which assumes the mine a referee
// has there plays a landing as the referee does (docs/rules.md §2–§3, §6).
func TestAssumeMinePlaysAsTheReferee(t *testing.T) {
	tests := []struct{ name, referee, move string }{
		{"§3 a knight is destroyed", "4k3/8/8/8/8/8/8/3N4/8/4K3 w - - 0 1 a7,e5 " + fogAll, "d3e5"},
		{"§2 the last hidden mine blown: all clear", "4k3/8/8/8/8/8/8/3N4/8/4K3 w - - 0 1 e5 " + fogAll, "d3e5"},
		{"§3 a royal sapper removes it unharmed", "4k3/8/8/8/8/8/4K3/8/8/8 w - - 0 1 a7,e5 " + fogAll, "e4e5"},
		{"§4 a sweep removes it", "4k3/8/8/8/8/8/8/4P3/8/4K3 w - - 0 1 a7,e4 " + fogAll, "Se4"},
		{"§6 a blast that exposes the mover's king", "4k3/4r3/8/8/8/8/8/8/2B5/4K3 w - - 0 1 e4,a7 " + fogAll, "c2e4"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			referee := position(t, tt.referee)
			m := legalMove(t, &referee, tt.move)
			view := referee.View()
			require.True(t, view.AssumeMine(m.To))
			want, got := referee.Play(m), view.Play(m)
			assert.Equal(t, want, got)
			assert.Equal(t, referee.View(), view)
		})
	}
}
