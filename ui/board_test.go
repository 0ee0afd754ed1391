package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"mschess/engine"
)

func TestPieceCodeNamesTheSpriteSymbol(t *testing.T) {
	tests := []struct {
		piece engine.Piece
		want  string
	}{
		{engine.Piece{Color: engine.White, Kind: engine.Knight}, "wN"},
		{engine.Piece{Color: engine.Black, Kind: engine.Pawn}, "bP"},
		{engine.Piece{Color: engine.Black, Kind: engine.King}, "bK"},
		{engine.Piece{Color: engine.White, Kind: engine.Queen}, "wQ"},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) { assert.Equal(t, tt.want, PieceCode(tt.piece)) })
	}
}

// TestStartBoardShowsNoMinefield: a new game's board is the same whatever its
// minefield, since the players see none of it (docs/rules.md §2), so the built
// pages can hold it.
func TestStartBoardShowsNoMinefield(t *testing.T) {
	start := StartBoard()
	for _, seed := range []uint64{1, 2, 99, 1 << 40, ^uint64(0)} {
		assert.Equal(t, start, New(engine.NewGame(seed), en).Board(), "seed %d", seed)
	}
	assert.Equal(t, start, Open(env("", "", nil)).Board(), "a first visit's board")
	fogged, pieces := 0, 0
	for _, m := range start {
		if m.Fog {
			fogged++
		}
		if !m.Piece.IsNone() {
			pieces++
		}
	}
	assert.Equal(t, 32, fogged, "ranks 4 to 7 under fog")
	assert.Equal(t, 32, pieces)
}
