package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/ui/text"
)

// TestAnsweredOfferTakesTheHeadline: once a draw offer is declined or
// withdrawn, the status says so and not again what the last move did (issue
// 24 item 18: declining brought back an old "Boom!").
func TestAnsweredOfferTakesTheHeadline(t *testing.T) {
	tests := []struct {
		name     string
		withdraw bool
		want     string
	}{
		{"withdrawn by the side that offered it", true, en.Sentence(text.DrawWithdrawn, en.Text(text.BlackSide))},
		{"declined by the side offered it, after the offer's move", false, en.Sentence(text.DrawDeclined, en.Text(text.WhiteSide))},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := fromMFEN(t, knightOverMine)
			clicks(t, a, "f3", "e5") // the knight is blown up
			boom := a.Panel().Status
			require.NotEmpty(t, boom)
			a.OfferDraw() // Black, to move, offers
			require.True(t, a.Panel().DrawOffered)
			if !tt.withdraw {
				clicks(t, a, "e10", "d10") // Black moves with the offer standing
				require.True(t, a.Panel().DrawOffered)
			}
			a.AnswerDraw(false)
			assert.Equal(t, tt.want, a.Panel().Status)
		})
	}
}
