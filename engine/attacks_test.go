package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestAttacks(t *testing.T) {
	occ := squares("d6 f4 b2")
	tests := []struct {
		name  string
		piece Piece
		from  string
		want  string
	}{
		{"§5 a knight in the corner", wN, "a1", "b3 c2"},
		{"§5 a king's eight neighbours", wK, "e5", "d4 e4 f4 d5 f5 d6 e6 f6"},
		{"§5 a white pawn takes diagonally up", wP, "e3", "d4 f4"},
		{"§5 a black pawn takes diagonally down", bP, "e9", "d8 f8"},
		{"§5 a rook's lines stop at the first piece, which they reach", wR, "d3", "d1 d2 d4 d5 d6 a3 b3 c3 e3 f3 g3 h3"},
		{"§5 a bishop's lines stop at the first piece", wB, "d4", "c3 b2 e5 f6 g7 h8 c5 b6 a7 e3 f2 g1"},
		{"§5 a queen has both", wQ, "h2", "g1 h1 g2 f2 e2 d2 c2 b2 h3 h4 h5 h6 h7 h8 h9 h10 g3 f4"},
		{"no square, no attacks", wQ, "-", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			from := NoSquare
			if tt.from != "-" {
				from = sq(tt.from)
			}
			assert.Equal(t, squares(tt.want), Attacks(tt.piece, from, occ))
		})
	}
}
