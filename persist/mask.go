package persist

import (
	"errors"
	"hash/fnv"
	"math/rand/v2"
	"strconv"

	"encoding/base64"
)

// maskKey, with a save's nonce, seeds the keystream that masks its game. It is no
// secret: the app carries it for anyone to read. Changing it would leave every
// earlier save unreadable, so a new key needs a new version.
const maskKey = "mschess keeps its minefield away" // 32 bytes: a ChaCha8 seed

// Sizes of the nonce and of the hash that start a masked game.
const (
	nonceSize = 16
	hashSize  = 8
)

// mask returns the masked game of a save holding rec, in base64.
func mask(rec string, nonce [nonceSize]byte) string {
	data := make([]byte, 0, nonceSize+hashSize+len(rec))
	data = append(data, nonce[:]...)
	data = append(data, hash(rec)...)
	data = append(data, rec...)
	xorKeystream(data[nonceSize:], nonce)
	return base64.StdEncoding.EncodeToString(data)
}

// unmask returns the record in a masked game, or what is wrong with it.
// The decoder skips line breaks, so the one that ends the game is no matter.
func unmask(text string) (string, error) {
	data, err := base64.StdEncoding.DecodeString(text)
	if err != nil {
		// DecodeString returns no other error.
		at := int64(err.(base64.CorruptInputError))
		return "", errors.New("its game is garbled at character " + strconv.FormatInt(at+1, 10))
	}
	if len(data) < nonceSize+hashSize {
		return "", errors.New("its game is cut short")
	}
	body := data[nonceSize:]
	xorKeystream(body, [nonceSize]byte(data))
	rec := string(body[hashSize:])
	if string(body[:hashSize]) != string(hash(rec)) {
		return "", errors.New("its game was changed or cut short: it fails its check")
	}
	return rec, nil
}

// hash returns the FNV-1a 64-bit hash of rec, big-endian.
func hash(rec string) []byte {
	h := fnv.New64a()
	h.Write([]byte(rec))
	return h.Sum(nil)
}

// xorKeystream masks data in place, or unmasks it, with the keystream of nonce.
func xorKeystream(data []byte, nonce [nonceSize]byte) {
	var seed [32]byte
	copy(seed[:], maskKey)
	for i, b := range nonce {
		seed[i] ^= b
	}
	key := make([]byte, len(data))
	rand.NewChaCha8(seed).Read(key)
	for i := range data {
		data[i] ^= key[i]
	}
}
