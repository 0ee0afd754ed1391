package persist

import (
	"encoding/base64"
	"hash/fnv"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
)

func TestMaskedGameUnmasksAsDocumented(t *testing.T) {
	// A save set aside can be read again from the package documentation alone:
	// base64, a 16-byte nonce, then the hash and the record under the ChaCha8
	// keystream seeded from the key text with the nonce XORed into its start.
	text, err := os.ReadFile(filepath.Join("testdata", "in-progress.save"))
	require.NoError(t, err)
	_, game, ok := strings.Cut(string(text), "\n\n")
	require.True(t, ok)
	data, err := base64.StdEncoding.DecodeString(strings.TrimSuffix(game, "\n"))
	require.NoError(t, err)
	require.Greater(t, len(data), 16+8)
	var seed [32]byte
	copy(seed[:], "mschess keeps its minefield away")
	for i, b := range data[:16] {
		seed[i] ^= b
	}
	plain := make([]byte, len(data)-16)
	rand.NewChaCha8(seed).Read(plain)
	for i := range plain {
		plain[i] ^= data[16+i]
	}
	h := fnv.New64a()
	h.Write(plain[8:])
	assert.Equal(t, testNonce[:], data[:16], "the nonce, in clear")
	assert.Equal(t, h.Sum(nil), plain[:8], "the record's hash")
	want, err := play(t, 7, "", "Nc3 Se8 Nb5").SecretRecord(nil)
	require.NoError(t, err)
	assert.Equal(t, want, string(plain[8:]))
}

func TestSaveShowsNoHiddenMine(t *testing.T) {
	const seed = 11400714819323198485 // long enough not to turn up in base64 by chance
	tests := []struct {
		name string
		game *engine.Game
	}{
		{"§2 a new game shows neither its seed nor its mines", play(t, seed, "", "")},
		{"§2 a game in progress shows neither its seed nor the mines under fog", play(t, seed, "", "Nc3 Nc8 Nf3")},
		{"§2 a game from a position shows none of the mines it was given", play(t, 0,
			"4k3/8/8/8/8/8/8/8/8/R3K3 b - - 0 1 c5,f6 ########/########/########/########", "Kf10")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ref := tt.game.Referee()
			hidden := ref.Mines().And(ref.Fog()).Squares()
			require.NotEmpty(t, hidden, "the game hides mines")
			rec, err := tt.game.SecretRecord(nil)
			require.NoError(t, err)
			// With a random nonce, a square's name would now and then stand
			// alone between a "+" and a "/" by chance; testNonce rules that out.
			text := saveText(t, tt.game, Prefs{})
			// What a look at the storage shows: the words of the text. Base64
			// is one long word between the few "+", "/" and "=" it holds.
			words := strings.FieldsFunc(text, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
			for _, sq := range hidden {
				require.Contains(t, rec, sq.String(), "the record lists the mine, so its save could show it")
				assert.NotContains(t, words, sq.String())
			}
			for _, secret := range []string{"Seed", "Mines", "FEN", strconv.FormatUint(seed, 10)} {
				assert.NotContains(t, text, secret)
			}
		})
	}
}

func TestEverySaveMasksWithANonceOfItsOwn(t *testing.T) {
	// Otherwise a record the player knows would unmask every later save.
	g := play(t, 7, "", "Nc3 Se8 Nb5")
	first, second := newStore(), newStore()
	require.NoError(t, NewSlot(first).Replace(g, Prefs{}))
	require.NoError(t, NewSlot(second).Replace(g, Prefs{}))
	assert.NotEqual(t, first.Data[saveKey], second.Data[saveKey])
	for _, s := range []*MemStore{first, second} {
		got, _, err := NewSlot(s).Load()
		require.NoError(t, err)
		requireSameGame(t, g, got)
	}
}
