package persist

import (
	"strconv"
	"strings"
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
	got, prefs, err := Carried(nil, text)
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
	_, _, err = Carried(nil, text[:len(text)-9]+"AAAAAAAA\n")
	assert.ErrorIs(t, err, ErrDamaged)
}

// TestCarriedOnce pins RULES.md §10 for the carried game: a link is taken up
// once on a device, so that a copy of it cannot bring its game back to an
// earlier move; other links still open.
func TestCarriedOnce(t *testing.T) {
	link := func() string {
		text, err := Carry(play(t, 7, "", "Nc3"), Prefs{})
		require.NoError(t, err)
		return text
	}
	first, second := link(), link()
	t.Run("a link taken once is refused after", func(t *testing.T) {
		s := NewMemStore()
		_, _, err := Carried(s, first)
		require.NoError(t, err)
		_, _, err = Carried(s, first)
		assert.ErrorIs(t, err, ErrCarriedBefore)
	})
	t.Run("a line break put in front of the game makes no new link", func(t *testing.T) {
		s := NewMemStore()
		_, _, err := Carried(s, first)
		require.NoError(t, err)
		header, masked, _ := strings.Cut(first, "\n\n")
		_, _, err = Carried(s, header+"\n\n\r\n"+masked)
		assert.ErrorIs(t, err, ErrCarriedBefore)
	})
	t.Run("another link of the same game still opens", func(t *testing.T) {
		s := NewMemStore()
		_, _, err := Carried(s, first)
		require.NoError(t, err)
		_, _, err = Carried(s, second)
		assert.NoError(t, err)
	})
	t.Run("a damaged link is not noted", func(t *testing.T) {
		s := NewMemStore()
		_, _, err := Carried(s, first[:len(first)-9]+"AAAAAAAA\n")
		require.Error(t, err)
		assert.Empty(t, s.Data[carriedKey])
	})
	t.Run("only the newest links are kept", func(t *testing.T) {
		s := NewMemStore()
		for range maxCarried + 3 {
			_, _, err := Carried(s, link())
			require.NoError(t, err)
		}
		assert.Len(t, strings.Fields(s.Data[carriedKey]), maxCarried)
	})
}
