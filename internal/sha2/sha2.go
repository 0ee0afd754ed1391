// Package sha2 is SHA-256 and SHA-512 (FIPS 180-4) over a whole message at once,
// written out because crypto/sha256 and crypto/sha512 bring Go's whole FIPS module
// into the wasm app (docs/size.md) for hashing a few short messages: the
// commitments and the daily seed (engine), and the dealing's challenges and
// transcript (deal). The tests check both against the standard library's.
package sha2

import "math/bits"

// pad appends SHA-2's padding to data for blocks of size bytes whose last
// lengthSize bytes hold the message length in bits: a 1 bit, zeros, the length.
func pad(data []byte, size, lengthSize int) []byte {
	msg := append(append(make([]byte, 0, len(data)+2*size), data...), 0x80)
	for len(msg)%size != size-lengthSize {
		msg = append(msg, 0)
	}
	for range lengthSize - 8 {
		msg = append(msg, 0) // no message here reaches 2⁶⁴ bits
	}
	n := uint64(len(data)) * 8
	for i := 56; i >= 0; i -= 8 {
		msg = append(msg, byte(n>>uint(i)))
	}
	return msg
}

// Sum256 returns the SHA-256 hash of data.
func Sum256(data []byte) [32]byte {
	h := [8]uint32{0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19}
	var w [64]uint32
	for msg := pad(data, 64, 8); len(msg) > 0; msg = msg[64:] {
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
			t1 := hh + s1 + (e&f ^ ^e&g) + k256[t] + w[t]
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

// Sum512 returns the SHA-512 hash of data.
func Sum512(data []byte) [64]byte {
	h := [8]uint64{
		0x6a09e667f3bcc908, 0xbb67ae8584caa73b, 0x3c6ef372fe94f82b, 0xa54ff53a5f1d36f1,
		0x510e527fade682d1, 0x9b05688c2b3e6c1f, 0x1f83d9abfb41bd6b, 0x5be0cd19137e2179,
	}
	var w [80]uint64
	for msg := pad(data, 128, 16); len(msg) > 0; msg = msg[128:] {
		for t := range 16 {
			var v uint64
			for _, c := range msg[8*t : 8*t+8] {
				v = v<<8 | uint64(c)
			}
			w[t] = v
		}
		for t := 16; t < 80; t++ {
			s0 := bits.RotateLeft64(w[t-15], -1) ^ bits.RotateLeft64(w[t-15], -8) ^ w[t-15]>>7
			s1 := bits.RotateLeft64(w[t-2], -19) ^ bits.RotateLeft64(w[t-2], -61) ^ w[t-2]>>6
			w[t] = w[t-16] + s0 + w[t-7] + s1
		}
		a, b, c, d, e, f, g, hh := h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7]
		for t := range 80 {
			s1 := bits.RotateLeft64(e, -14) ^ bits.RotateLeft64(e, -18) ^ bits.RotateLeft64(e, -41)
			t1 := hh + s1 + (e&f ^ ^e&g) + k512[t] + w[t]
			s0 := bits.RotateLeft64(a, -28) ^ bits.RotateLeft64(a, -34) ^ bits.RotateLeft64(a, -39)
			t2 := s0 + (a&b ^ a&c ^ b&c)
			a, b, c, d, e, f, g, hh = t1+t2, a, b, c, d+t1, e, f, g
		}
		for i, v := range [8]uint64{a, b, c, d, e, f, g, hh} {
			h[i] += v
		}
	}
	var sum [64]byte
	for i, v := range h {
		for j := range 8 {
			sum[8*i+j] = byte(v >> (56 - 8*j))
		}
	}
	return sum
}

// k256 are SHA-256's round constants: the first 32 bits of the fractional parts
// of the cube roots of the first 64 primes.
var k256 = [64]uint32{
	0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
	0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
	0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
	0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
	0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
	0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
	0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
	0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
}

// k512 are SHA-512's round constants: the first 64 bits of the fractional parts
// of the cube roots of the first 80 primes.
var k512 = [80]uint64{
	0x428a2f98d728ae22, 0x7137449123ef65cd, 0xb5c0fbcfec4d3b2f, 0xe9b5dba58189dbbc,
	0x3956c25bf348b538, 0x59f111f1b605d019, 0x923f82a4af194f9b, 0xab1c5ed5da6d8118,
	0xd807aa98a3030242, 0x12835b0145706fbe, 0x243185be4ee4b28c, 0x550c7dc3d5ffb4e2,
	0x72be5d74f27b896f, 0x80deb1fe3b1696b1, 0x9bdc06a725c71235, 0xc19bf174cf692694,
	0xe49b69c19ef14ad2, 0xefbe4786384f25e3, 0x0fc19dc68b8cd5b5, 0x240ca1cc77ac9c65,
	0x2de92c6f592b0275, 0x4a7484aa6ea6e483, 0x5cb0a9dcbd41fbd4, 0x76f988da831153b5,
	0x983e5152ee66dfab, 0xa831c66d2db43210, 0xb00327c898fb213f, 0xbf597fc7beef0ee4,
	0xc6e00bf33da88fc2, 0xd5a79147930aa725, 0x06ca6351e003826f, 0x142929670a0e6e70,
	0x27b70a8546d22ffc, 0x2e1b21385c26c926, 0x4d2c6dfc5ac42aed, 0x53380d139d95b3df,
	0x650a73548baf63de, 0x766a0abb3c77b2a8, 0x81c2c92e47edaee6, 0x92722c851482353b,
	0xa2bfe8a14cf10364, 0xa81a664bbc423001, 0xc24b8b70d0f89791, 0xc76c51a30654be30,
	0xd192e819d6ef5218, 0xd69906245565a910, 0xf40e35855771202a, 0x106aa07032bbd1b8,
	0x19a4c116b8d2d0c8, 0x1e376c085141ab53, 0x2748774cdf8eeb99, 0x34b0bcb5e19b48a8,
	0x391c0cb3c5c95a63, 0x4ed8aa4ae3418acb, 0x5b9cca4f7763e373, 0x682e6ff3d6b2b8a3,
	0x748f82ee5defb2fc, 0x78a5636f43172f60, 0x84c87814a1f0ab72, 0x8cc702081a6439ec,
	0x90befffa23631e28, 0xa4506cebde82bde9, 0xbef9a3f7b2c67915, 0xc67178f2e372532b,
	0xca273eceea26619c, 0xd186b8c721c0c207, 0xeada7dd6cde0eb1e, 0xf57d4f7fee6ed178,
	0x06f067aa72176fba, 0x0a637dc5a2c898a6, 0x113f9804bef90dae, 0x1b710b35131c471b,
	0x28db77f523047d84, 0x32caab7b40c72493, 0x3c9ebe0a15c9bebc, 0x431d67c49c100d4c,
	0x4cc5d4becb3e42b6, 0x597f299cfc657e2a, 0x5fcb6fab3ad6faec, 0x6c44198c4a475817,
}
