package deal

import (
	"crypto/rand"
	"testing"

	"github.com/gtank/ristretto255"
	"github.com/stretchr/testify/require"
)

func TestShuffleProofVerifies(t *testing.T) {
	x, err := randomScalar(rand.Reader)
	require.NoError(t, err)
	key := ristretto255.NewIdentityElement().ScalarBaseMult(x)
	out, pf, err := shuffle([]byte("ctx"), key, startVector(), rand.Reader)
	require.NoError(t, err)
	require.True(t, pf.verify([]byte("ctx"), key, startVector(), out))
	require.False(t, pf.verify([]byte("other"), key, startVector(), out))
}
