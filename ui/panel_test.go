package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"mschess/engine"
	"mschess/ui/text"
)

// twoFoundOneHidden has mines found on c4 and e4 and one hidden under the fog
// on a7.
const twoFoundOneHidden = "4k3/p7/8/8/8/8/8/4K3/P7/8 w - - 0 1 c4,e4,a7 #......./......../......../........"

// TestMineCounterSaysWhatItCounts: the counter counts the mines still on the
// board, found or not (docs/rules.md §2), and says so, and how many of them
// are found: "left" read as "not yet found" to a newcomer.
func TestMineCounterSaysWhatItCounts(t *testing.T) {
	tests := []struct {
		name         string
		mfen         string // "" for a new game
		clicks       []string
		mines        int
		label, found string
	}{
		{"§2 at the start four mines are on the board, none found", "", nil, 4, "mines on the board", ""},
		{"§2 a found mine is on the board, and said to be found", kingBeforeMine, nil, 1, "mine on the board", "1 of them found"},
		{"§2 found and hidden mines count alike", twoFoundOneHidden, nil, 3, "mines on the board", "2 of them found"},
		{"§3 a mine a king clears comes off the counter", kingBeforeMine, []string{"e3", "e4"}, 0, "mines on the board", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := New(engine.NewGame(7), en)
			if tt.mfen != "" {
				a = fromMFEN(t, tt.mfen)
			}
			clicks(t, a, tt.clicks...)
			p := a.Panel()
			assert.Equal(t, tt.mines, p.Mines)
			assert.Equal(t, tt.label, p.MinesLabel)
			assert.Equal(t, tt.found, p.Found)
		})
	}
	t.Run("in every language, in the form of its number", func(t *testing.T) {
		for _, c := range text.All() {
			a := New(engine.NewGame(7), c)
			assert.Equal(t, c.Plural(text.MinesLabel, 4), a.Panel().MinesLabel, c.Lang())
			assert.NotContains(t, a.Panel().MinesLabel, "|", c.Lang())
		}
	})
}

// TestLossesGoMostValuableFirst: a side's losses are listed by kind, the most
// valuable first, and those of one kind in the order they were lost.
func TestLossesGoMostValuableFirst(t *testing.T) {
	piece := func(k engine.Kind) engine.Piece { return engine.Piece{Color: engine.White, Kind: k} }
	taken := func(k engine.Kind) Loss { return Loss{Piece: piece(k)} }
	blown := func(k engine.Kind) Loss { return Loss{Piece: piece(k), Destroyed: true} }
	tests := []struct {
		name   string
		losses []Loss
		want   []Loss
	}{
		{"none", nil, nil},
		{"one", []Loss{taken(engine.Knight)}, []Loss{taken(engine.Knight)}},
		{"by value", []Loss{taken(engine.Pawn), taken(engine.Queen), blown(engine.Bishop), taken(engine.Rook)},
			[]Loss{taken(engine.Queen), taken(engine.Rook), blown(engine.Bishop), taken(engine.Pawn)}},
		{"one kind in the order lost", []Loss{blown(engine.Pawn), taken(engine.Knight), taken(engine.Pawn)},
			[]Loss{taken(engine.Knight), blown(engine.Pawn), taken(engine.Pawn)}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, byKind(tt.losses))
		})
	}
}
