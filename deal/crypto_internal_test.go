package deal

import (
	"crypto/rand"
	"slices"
	"testing"

	"github.com/gtank/ristretto255"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// encryptions returns fresh encryptions under key of the values.
func encryptions(t *testing.T, key *point, values []int) []ciphertext {
	out := make([]ciphertext, len(values))
	for i, v := range values {
		r, err := randomScalar(rand.Reader)
		require.NoError(t, err)
		c := ciphertext{ristretto255.NewIdentityElement(), ristretto255.NewIdentityElement()}
		if v > 0 {
			c.c2 = ristretto255.NewIdentityElement().ScalarBaseMult(smallScalar(uint64(v)))
		}
		out[i] = c.reencrypt(r, key)
	}
	return out
}

// TestShuffleRefusesForgeries pins the verifier of a shuffle against the
// forgeries a dishonest shuffler would try (docs/rules.md §11): the first
// shuffle is honest, the second is checked against it.
func TestShuffleRefusesForgeries(t *testing.T) {
	ctx := []byte("game 1, black's shuffle")
	x, err := randomScalar(rand.Reader)
	require.NoError(t, err)
	key := ristretto255.NewIdentityElement().ScalarBaseMult(x)
	in, _, err := shuffle([]byte("game 1, white's shuffle"), key, startVector(), rand.Reader)
	require.NoError(t, err)
	out, pf, err := shuffle(ctx, key, in, rand.Reader)
	require.NoError(t, err)
	require.True(t, pf.verify(ctx, key, in, out), "an honest shuffle verifies")

	twoOnOne := slices.Clone(out)
	twoOnOne[0] = twoOnOne[0].add(encryptions(t, key, []int{1})[0]) // a square with one mine more
	layout := make([]int, cells)
	copy(layout, []int{1, 1, 1, 1}) // the mines on a4, b4, c4, d4, chosen by the second shuffler
	chosen := encryptions(t, key, layout)
	_, chosenProof, err := shuffle(ctx, key, in, rand.Reader)
	require.NoError(t, err)
	otherKey := ristretto255.NewIdentityElement().Add(key, base)
	otherIn, _, err := shuffle([]byte("game 1, white's shuffle"), key, startVector(), rand.Reader)
	require.NoError(t, err)

	tests := []struct {
		name    string
		pf      shuffleProof
		ctx     []byte
		key     *point
		in, out []ciphertext
	}{
		{"an output with two mines on one square", pf, ctx, key, in, twoOnOne},
		{"a layout the second shuffler chose, with another shuffle's proof", chosenProof, ctx, key, in, chosen},
		{"a proof for another game or side", pf, []byte("game 2, black's shuffle"), key, in, out},
		{"a proof under another key", pf, ctx, otherKey, in, out},
		{"a proof for another input", pf, ctx, key, otherIn, out},
		{"two outputs swapped after the proof", pf, ctx, key, in, append([]ciphertext{out[1], out[0]}, out[2:]...)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.False(t, tt.pf.verify(tt.ctx, tt.key, tt.in, tt.out))
		})
	}
}
