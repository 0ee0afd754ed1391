package uci

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestReadScore(t *testing.T) {
	for _, tc := range []struct {
		name, line string
		want       Score
	}{
		{"a score in centipawns", "info depth 9 seldepth 12 multipv 1 score cp -35 nodes 15190 pv e1g1", Score{Centipawns: -35}},
		{"a mate for the side to move", "info depth 12 score mate 3 nodes 900 pv d1h5", Score{Mate: 3}},
		{"a mate against it", "info depth 12 score mate -2 nodes 900", Score{Mate: -2}},
		{"a bound is no score", "info depth 9 score cp 80 lowerbound nodes 3000", Score{Centipawns: 7}},
		{"a line without a score", "info depth 9 currmove e2e4 currmovenumber 1", Score{Centipawns: 7}},
		{"a line that is not info", "bestmove e2e4 ponder e7e5", Score{Centipawns: 7}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := Score{Centipawns: 7} // a score read before
			readScore(strings.Fields(tc.line), &got)
			assert.Equal(t, tc.want, got)
		})
	}
}
