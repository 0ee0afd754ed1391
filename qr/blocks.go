package qr

// The error correction of each version at each level (Table 9), by level and
// version: the error correction codewords of a block, and the number of blocks.
var (
	eccPerBlock = [2][41]uint8{
		M: {0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28},
		L: {0, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30},
	}
	numBlocks = [2][41]uint8{
		M: {0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49},
		L: {0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25},
	}
)

// numRawModules is the number of modules of a version that are not function
// patterns or format and version information: those that hold codewords and
// the remainder bits (§7.7.3).
func numRawModules(version int) int {
	n := (16*version+128)*version + 64
	if version >= 2 {
		align := version/7 + 2
		n -= (25*align-10)*align - 55
		if version >= 7 {
			n -= 36
		}
	}
	return n
}

// numDataCodewords is the number of data codewords of a version at a level.
func numDataCodewords(version int, level Level) int {
	return numRawModules(version)/8 - int(eccPerBlock[level][version])*int(numBlocks[level][version])
}

// addErrorCorrection splits the data codewords into the version's blocks,
// the short ones first, appends each block's error correction codewords, and
// interleaves them (§7.6): the first data codeword of every block, then the
// second, and so on, then the error correction codewords in the same way.
func addErrorCorrection(data []byte, version int, level Level) []byte {
	blocks := int(numBlocks[level][version])
	eccLen := int(eccPerBlock[level][version])
	raw := numRawModules(version) / 8
	short := blocks - raw%blocks // blocks of shortLen codewords; the rest have one more
	shortLen := raw / blocks
	divisor := rsDivisor(eccLen)
	dataOf := make([][]byte, blocks)
	eccOf := make([][]byte, blocks)
	for i := range blocks {
		n := shortLen - eccLen
		if i >= short {
			n++
		}
		dataOf[i], data = data[:n], data[n:]
		eccOf[i] = rsRemainder(dataOf[i], divisor)
	}
	out := make([]byte, 0, raw)
	for i := range shortLen - eccLen + 1 {
		for _, d := range dataOf {
			if i < len(d) {
				out = append(out, d[i])
			}
		}
	}
	for i := range eccLen {
		for _, e := range eccOf {
			out = append(out, e[i])
		}
	}
	return out
}

// rsDivisor returns the generator polynomial of degree n for Reed–Solomon
// codes over GF(2⁸) (Annex A): the product of (x − αⁱ) for i from 0 to n−1,
// its coefficients from the highest power down, without the leading 1.
func rsDivisor(n int) []byte {
	g := make([]byte, n)
	g[n-1] = 1 // the polynomial 1
	root := byte(1)
	for range n {
		// Multiply by (x − root): shift, and add root times the old terms.
		for j := range n {
			g[j] = gfMul(g[j], root)
			if j+1 < n {
				g[j] ^= g[j+1]
			}
		}
		root = gfMul(root, 2)
	}
	return g
}

// rsRemainder returns the error correction codewords of data: the remainder
// of data times xⁿ divided by the generator polynomial of degree n.
func rsRemainder(data, divisor []byte) []byte {
	r := make([]byte, len(divisor))
	for _, b := range data {
		factor := b ^ r[0]
		copy(r, r[1:])
		r[len(r)-1] = 0
		for i, d := range divisor {
			r[i] ^= gfMul(d, factor)
		}
	}
	return r
}

// gfMul multiplies in GF(2⁸) modulo x⁸ + x⁴ + x³ + x² + 1 (0x11d), the field
// of QR codes.
func gfMul(a, b byte) byte {
	var p uint16
	for i := 7; i >= 0; i-- {
		p = p<<1 ^ (p>>7)*0x11d
		p ^= uint16(b>>i&1) * uint16(a)
	}
	return byte(p)
}
