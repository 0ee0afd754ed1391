package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestNoPanicOnOutOfRangeArguments pins that the exported queries answer, rather
// than panic, when handed a square off the board or an absurd depth.
func TestNoPanicOnOutOfRangeArguments(t *testing.T) {
	p := StartPosition(MinesFromSeed(1))
	tests := []struct {
		name string
		got  any
		want any
	}{
		{"Attacked(NoSquare) is false", p.Attacked(NoSquare, White), false},
		{"Number(NoSquare) is 0", p.Number(NoSquare), 0},
		{"PieceAt(NoSquare) is no piece", p.PieceAt(NoSquare), NoPiece},
		{"Perft beyond MaxPerftDepth counts nothing", p.Perft(MaxPerftDepth+1, true), uint64(0)},
		{"Perft at depth 0 is the position itself", p.Perft(0, true), uint64(1)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { assert.Equal(t, tt.want, tt.got) })
	}
}
