package engine

import (
	"math/bits"
	"strconv"
	"strings"
	"time"
)

// A commitment lets the players check after a game that its minefield was fixed
// before the first move, with no server to trust. It is shown when the game starts,
// while the seed stays hidden; the seed is revealed when the game ends, and anyone
// can then recompute the minefield from the seed and the hash from both.
//
// Version 1 of the commitment is the first 16 bytes of SHA-256, in lower-case hex
// (32 digits), over this text, each line ending in a newline:
//
//	mschess-commitment 1
//	seed <the seed in decimal>
//	mines <the mine squares, comma-separated, from a1 towards h10 rank by rank>
//
// For seed 42 with mines on c5, d7, f6 and h4 the text is
// "mschess-commitment 1\nseed 42\nmines h4,c5,f6,d7\n", which a shell can check with
// printf and sha256sum. The seed alone would bind the minefield; the squares are
// hashed too so that the text says, in plain words, which minefield was promised.
// The seed is 64 random bits, so the commitment does not give the minefield away.
const commitmentHeader = "mschess-commitment 1\n"

// commitmentBytes is how much of the SHA-256 sum a commitment keeps: 128 bits bind
// the minefield as firmly as anyone needs while staying short enough to read out.
const commitmentBytes = 16

// Commitment returns the commitment to the minefield mines of seed, 32 hex digits.
func Commitment(seed uint64, mines Bitboard) string {
	var b strings.Builder
	b.WriteString(commitmentHeader)
	b.WriteString("seed ")
	b.WriteString(strconv.FormatUint(seed, 10))
	b.WriteString("\nmines ")
	for i, s := range mines.Squares() {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(s.String())
	}
	b.WriteByte('\n')
	sum := sha256Sum([]byte(b.String()))
	return hexString(sum[:commitmentBytes])
}

// VerifyCommitment checks that the minefield of seed, as MinesFromSeed lays it, is
// the one commitment promised. Case and surrounding spaces in commitment are
// ignored, as it may have been copied by hand.
func VerifyCommitment(commitment string, seed uint64) error {
	c := strings.ToLower(strings.TrimSpace(commitment))
	if len(c) != 2*commitmentBytes {
		return &SyntaxError{What: "commitment", Text: commitment,
			Why: "want " + strconv.Itoa(2*commitmentBytes) + " hex digits, found " + strconv.Itoa(len(c)) + " characters"}
	}
	if strings.Trim(c, hexDigits) != "" {
		return &SyntaxError{What: "commitment", Text: commitment, Why: "want only hex digits 0–9 and a–f"}
	}
	if c != Commitment(seed, MinesFromSeed(seed)) {
		s := strconv.FormatUint(seed, 10)
		return detail(ErrBrokenCommitment, "the minefield of seed "+s+" is not the one promised by commitment "+c+": the mines were not fixed by this seed", s, c)
	}
	return nil
}

// Commitment returns the commitment to the game's minefield, and whether there is
// one: only a game laid from a seed has it, since the seed is what is revealed.
func (g *Game) Commitment() (string, bool) {
	if !g.seeded {
		return "", false
	}
	return Commitment(g.seed, g.start.mines), true
}

// DailySeed returns the seed of the daily minefield for the UTC calendar date at
// unixSeconds (seconds since 1970-01-01 00:00 UTC, as time.Time.Unix or JavaScript's
// Date.now()/1000 give it), the same for every player whatever their time zone: the
// first 8 bytes, big-endian, of SHA-256 over "mschess-daily-YYYY-MM-DD". Anyone who
// knows this rule can work out a day's minefield; the daily game is fair because it
// is the same for all, not because it is secret.
//
// It takes seconds rather than a time.Time because a count of seconds has no time
// zone to get wrong.
func DailySeed(unixSeconds int64) uint64 {
	sum := sha256Sum([]byte("mschess-daily-" + UTCDate(unixSeconds)))
	var seed uint64
	for _, c := range sum[:8] {
		seed = seed<<8 | uint64(c)
	}
	return seed
}

// UTCDate returns the UTC calendar date at unixSeconds as YYYY-MM-DD: the day
// of the daily minefield, and a record's date.
func UTCDate(unixSeconds int64) string {
	return time.Unix(unixSeconds, 0).UTC().Format(time.DateOnly)
}

const hexDigits = "0123456789abcdef"

// hexString writes b in lower-case hex, as encoding/hex would without its cost
// (docs/size.md).
func hexString(b []byte) string {
	out := make([]byte, 0, 2*len(b))
	for _, c := range b {
		out = append(out, hexDigits[c>>4], hexDigits[c&15])
	}
	return string(out)
}

// sha256Sum is SHA-256 (FIPS 180-4), written out here because crypto/sha256 is
// too costly for the wasm app (docs/size.md) for hashing a few short strings.
// The tests check it against crypto/sha256.
func sha256Sum(data []byte) [32]byte {
	h := [8]uint32{0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19}
	// Padding: a 1 bit, zeros up to 8 bytes short of a whole block, then the
	// message length in bits.
	msg := append(append([]byte(nil), data...), 0x80)
	for len(msg)%64 != 56 {
		msg = append(msg, 0)
	}
	n := uint64(len(data)) * 8
	for i := 56; i >= 0; i -= 8 {
		msg = append(msg, byte(n>>uint(i)))
	}
	var w [64]uint32
	for ; len(msg) > 0; msg = msg[64:] {
		for t := range 16 {
			w[t] = uint32(msg[4*t])<<24 | uint32(msg[4*t+1])<<16 | uint32(msg[4*t+2])<<8 | uint32(msg[4*t+3])
		}
		for t := 16; t < 64; t++ {
			s0 := bits.RotateLeft32(w[t-15], -7) ^ bits.RotateLeft32(w[t-15], -18) ^ w[t-15]>>3
			s1 := bits.RotateLeft32(w[t-2], -17) ^ bits.RotateLeft32(w[t-2], -19) ^ w[t-2]>>10
			w[t] = w[t-16] + s0 + w[t-7] + s1
		}
		a, b, c, d, e, f, g, hh := h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7]
		for t := range 64 {
			s1 := bits.RotateLeft32(e, -6) ^ bits.RotateLeft32(e, -11) ^ bits.RotateLeft32(e, -25)
			t1 := hh + s1 + (e&f ^ ^e&g) + sha256K[t] + w[t]
			s0 := bits.RotateLeft32(a, -2) ^ bits.RotateLeft32(a, -13) ^ bits.RotateLeft32(a, -22)
			t2 := s0 + (a&b ^ a&c ^ b&c)
			a, b, c, d, e, f, g, hh = t1+t2, a, b, c, d+t1, e, f, g
		}
		for i, v := range [8]uint32{a, b, c, d, e, f, g, hh} {
			h[i] += v
		}
	}
	var sum [32]byte
	for i, v := range h {
		sum[4*i], sum[4*i+1], sum[4*i+2], sum[4*i+3] = byte(v>>24), byte(v>>16), byte(v>>8), byte(v)
	}
	return sum
}

// sha256K are SHA-256's round constants: the first 32 bits of the fractional parts
// of the cube roots of the first 64 primes.
var sha256K = [64]uint32{
	0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
	0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
	0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
	0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
	0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
	0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
	0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
	0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
}
