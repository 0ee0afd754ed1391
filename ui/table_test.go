package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"mschess/engine"
)

func TestBesideFollowsTheBoardAsShown(t *testing.T) {
	tests := []struct {
		name    string
		flipped bool
		from    string
		d       Direction
		want    string
	}{
		{"up is towards rank 10 with White at the bottom", false, "e5", Up, "e6"},
		{"down is towards rank 1", false, "e5", Down, "e4"},
		{"left is towards the a-file", false, "e5", Left, "d5"},
		{"right is towards the h-file", false, "e5", Right, "f5"},
		{"flipped, up is towards rank 1", true, "e5", Up, "e4"},
		{"flipped, down is towards rank 10", true, "e5", Down, "e6"},
		{"flipped, left is towards the h-file", true, "e5", Left, "f5"},
		{"flipped, right is towards the a-file", true, "e5", Right, "d5"},
		{"§1 the board ends at rank 10", false, "c10", Up, "c10"},
		{"the board ends at the a-file", false, "a3", Left, "a3"},
		{"flipped, the top edge is rank 1", true, "g1", Up, "g1"},
		{"flipped, the right edge is the a-file", true, "a7", Right, "a7"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a := New(engine.NewGame(1), en)
			if tc.flipped {
				a.Flip()
			}
			assert.Equal(t, sq(t, tc.want), a.Beside(sq(t, tc.from), tc.d))
		})
	}
}
