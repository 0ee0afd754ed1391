package bot

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSeeGE pins the static exchange that orders captures and prunes the moves
// that lose material (issue 23): each side takes back on the square with its
// least valuable piece while it pays, through the lines the exchange opens.
func TestSeeGE(t *testing.T) {
	tests := []struct {
		name, mfen, move string
		gain             int32 // what the exchange gains the mover
	}{
		{"a pawn takes a knight a pawn guards", "4k3/8/8/8/5p2/4n3/3P4/8/8/4K3 w - - 0 30", "dxe5", 325 - 100},
		{"the queen takes a pawn a pawn guards", "4k3/8/8/8/5p2/4p3/8/8/8/Q3K3 w - - 0 30", "Qxe5", 100 - 975},
		{"a rook takes an unguarded rook", "4k3/8/8/3r4/8/8/8/8/8/3RK3 w - - 0 30", "Rxd7", 500},
		{"the rook behind takes back, and the knight stays won", "3rk3/8/8/3n4/8/8/8/8/3R4/3RK3 w - - 0 30", "Rxd7", 325},
		{"a knight steps where nothing takes it", "4k3/8/8/8/5p2/8/8/8/8/3NK3 w - - 0 30", "Ne3", 0},
		{"the king does not take back where the rook behind guards", "4k3/4n3/8/8/8/8/8/8/4R3/4RK2 w - - 0 30", "Rxe9", 325},
		{"the king takes back the rook alone", "4k3/4n3/8/8/8/8/8/8/4R3/5K2 w - - 0 30", "Rxe9", 325 - 500},
		{"a knight steps where a pawn takes it", "4k3/8/8/8/8/8/5p2/8/8/4KN2 w - - 0 30", "Ne3", -325},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := viewAfter(t, tt.mfen)
			m, err := v.Position.ParseSAN(tt.move)
			require.NoError(t, err)
			assert.True(t, seeGE(&v.Position, m, tt.gain), "gains at least %d", tt.gain)
			assert.False(t, seeGE(&v.Position, m, tt.gain+1), "gains no more than %d", tt.gain)
		})
	}
}
