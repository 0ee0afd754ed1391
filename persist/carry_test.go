package persist

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
)

// TestCarriedGivesTheGameBack: a game in play carried to another page comes
// back whole, with its settings.
func TestCarriedGivesTheGameBack(t *testing.T) {
	g := play(t, 7, "", "Nc3 Se8")
	p := Prefs{Flipped: true, Computer: 2, ComputerSide: engine.Black, Assisted: true, Known: KnownByAddress}
	text, err := Carry(g, p)
	require.NoError(t, err)
	got, prefs, err := Carried(text)
	require.NoError(t, err)
	requireSameGame(t, g, got)
	assert.Equal(t, p, prefs)
}

// TestCarryKeepsTheMinefieldMasked pins docs/rules.md §2 for the carried game:
// the seed of a game in play is never in the text in sight.
func TestCarryKeepsTheMinefieldMasked(t *testing.T) {
	const seed = 1234567890123
	text, err := Carry(play(t, seed, "", "Nc3"), Prefs{})
	require.NoError(t, err)
	assert.NotContains(t, text, strconv.FormatUint(seed, 10))
	assert.NotContains(t, text, "Nc3", "the game is masked whole")
}

// TestCarriedRefusesADamagedText: a carried game changed on its way is
// refused, as a damaged save is.
func TestCarriedRefusesADamagedText(t *testing.T) {
	text, err := Carry(play(t, 7, "", "Nc3"), Prefs{})
	require.NoError(t, err)
	_, _, err = Carried(text[:len(text)-9] + "AAAAAAAA\n")
	assert.ErrorIs(t, err, ErrDamaged)
}
