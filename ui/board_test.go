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
