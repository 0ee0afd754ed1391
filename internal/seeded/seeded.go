// Package seeded gives tests a deterministic stand-in for a secure random
// source, so that a game dealt from it, and a failure in it, can be played
// again from its seed. Nothing but tests may use it: whoever knows the seed
// knows every number it gives, a minefield's among them.
package seeded

import (
	"encoding/binary"
	"io"
	"math/rand/v2"
)

// Reader returns the bytes of a ChaCha8 stream keyed by seed.
func Reader(seed uint64) io.Reader {
	var key [32]byte
	binary.LittleEndian.PutUint64(key[:], seed)
	return rand.NewChaCha8(key)
}
