package qr

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The format information of each level and mask, from ISO/IEC 18004:2015
// Table C.1, as the bits run from 14 down to 0.
func TestFormatBitsAreTableC1s(t *testing.T) {
	table := map[Level][8]string{
		L: {"111011111000100", "111001011110011", "111110110101010", "111100010011101", "110011000101111", "110001100011000", "110110001000001", "110100101110110"},
		M: {"101010000010010", "101000100100101", "101111001111100", "101101101001011", "100010111111001", "100000011001110", "100111110010111", "100101010100000"},
	}
	for level, want := range table {
		for mask, bits := range want {
			t.Run("level "+"ML"[level:level+1]+" mask "+strconv.Itoa(mask), func(t *testing.T) {
				assert.Equal(t, bits, binary(formatBits(level, mask), 15))
			})
		}
	}
}

// The version information of versions 7 to 40, from Table D.1.
func TestVersionBitsAreTableD1s(t *testing.T) {
	want := []uint32{0x07c94, 0x085bc, 0x09a99, 0x0a4d3, 0x0bbf6, 0x0c762, 0x0d847, 0x0e60d, 0x0f928,
		0x10b78, 0x1145d, 0x12a17, 0x13532, 0x149a6, 0x15683, 0x168c9, 0x177ec, 0x18ec4, 0x191e1,
		0x1afab, 0x1b08e, 0x1cc1a, 0x1d33f, 0x1ed75, 0x1f250, 0x209d5, 0x216f0, 0x228ba, 0x2379f,
		0x24b0b, 0x2542e, 0x26a64, 0x27541, 0x28c69}
	for i, bits := range want {
		version := 7 + i
		t.Run("version "+strconv.Itoa(version), func(t *testing.T) {
			assert.Equal(t, binary(bits, 18), binary(versionBits(version), 18))
		})
	}
}

// The bytes that each version holds in byte mode, from Table 7.
func TestCapacityIsTable7s(t *testing.T) {
	table := map[Level][40]int{
		M: {14, 26, 42, 62, 84, 106, 122, 152, 180, 213, 251, 287, 331, 362, 412, 450, 504, 560, 624, 666,
			711, 779, 857, 911, 997, 1059, 1125, 1190, 1264, 1370, 1452, 1538, 1628, 1722, 1809, 1911, 1989, 2099, 2213, 2331},
		L: {17, 32, 53, 78, 106, 134, 154, 192, 230, 271, 321, 367, 425, 458, 520, 586, 644, 718, 792, 858,
			929, 1003, 1091, 1171, 1273, 1367, 1465, 1528, 1628, 1732, 1840, 1952, 2068, 2188, 2303, 2431, 2563, 2699, 2809, 2953},
	}
	for level, capacity := range table {
		for i, n := range capacity {
			version := i + 1
			t.Run("level "+"ML"[level:level+1]+" version "+strconv.Itoa(version), func(t *testing.T) {
				fits := func(n int) bool { return streamBits(version, n) <= 8*numDataCodewords(version, level) }
				assert.True(t, fits(n), "holds %d bytes", n)
				assert.False(t, fits(n+1), "not %d", n+1)
			})
		}
	}
}

// The positions of the alignment patterns, from Table E.1.
func TestAlignmentPositionsAreTableE1s(t *testing.T) {
	for version, want := range map[int][]int{
		1:  nil,
		2:  {6, 18},
		7:  {6, 22, 38},
		14: {6, 26, 46, 66},
		15: {6, 26, 48, 70},
		22: {6, 26, 50, 74, 98},
		32: {6, 34, 60, 86, 112, 138},
		36: {6, 24, 50, 76, 102, 128, 154},
		40: {6, 30, 58, 86, 114, 142, 170},
	} {
		assert.Equal(t, want, alignmentPositions(version), "version %d", version)
	}
}

// Annex I's example: the error correction codewords of "01234567" at 1-M.
func TestReedSolomonIsAnnexIs(t *testing.T) {
	data := []byte{0x10, 0x20, 0x0c, 0x56, 0x61, 0x80, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11}
	want := []byte{0xa5, 0x24, 0xd4, 0xc1, 0xed, 0x36, 0xc7, 0x87, 0x2c, 0x55}
	assert.Equal(t, want, rsRemainder(data, rsDivisor(10)))
	assert.Equal(t, append(data, want...), addErrorCorrection(data, 1, M), "one block: data, then its codewords")
}

// "hi" at 1-M, written out by hand from §7.4: 0100 (byte mode), 00000010 (two
// bytes), 01101000 01101001, 0000 (terminator), then the pad codewords 11101100
// and 00010001 in turn to the version's 16 data codewords.
func TestDataCodewordsFollowSection7_4(t *testing.T) {
	want := []byte{0x40, 0x26, 0x86, 0x90, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11}
	assert.Equal(t, want, dataCodewords([]byte("hi"), 1, M))
}

// 14 bytes fill 1-M's 16 data codewords but for the terminator's 4 bits
// (§7.4.9): no pad codeword.
func TestDataCodewordsEndWithTheTerminatorAtTheCapacity(t *testing.T) {
	got := dataCodewords(bytes.Repeat([]byte{0xff}, 14), 1, M)
	require.Len(t, got, 16)
	assert.Equal(t, []byte{0x40, 0xef}, got[:2], "0100, 00001110, then the data")
	assert.Equal(t, []byte{0xff, 0xf0}, got[14:], "the last data bits, then 0000")
}

func TestEncodeChoosesTheSmallestVersion(t *testing.T) {
	tests := []struct {
		n       int
		level   Level
		version int
	}{
		{0, M, 1}, {14, M, 1}, {15, M, 2}, {213, M, 10}, {214, M, 11}, {2331, M, 40},
		{17, L, 1}, {18, L, 2}, {2953, L, 40},
	}
	for _, tc := range tests {
		c, err := Encode(bytes.Repeat([]byte{'a'}, tc.n), tc.level)
		require.NoError(t, err)
		assert.Equal(t, tc.version, c.Version(), "%d bytes at level %d", tc.n, tc.level)
		assert.Equal(t, 17+4*tc.version, c.Size())
	}
}

func TestEncodeRefuses(t *testing.T) {
	for _, tc := range []struct {
		name  string
		n     int
		level Level
		want  error
	}{
		{"more than version 40 holds at M", 2332, M, ErrTooLong},
		{"more than version 40 holds at L", 2954, L, ErrTooLong},
		{"a level other than M or L", 1, 2, errLevel},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, err := Encode(make([]byte, tc.n), tc.level)
			assert.ErrorIs(t, err, tc.want)
			assert.Nil(t, c)
		})
	}
}

// The mask that a symbol's format information names has the lowest penalty
// of the eight (§7.8.3).
func TestEncodeChoosesTheMaskOfLowestPenalty(t *testing.T) {
	for _, n := range []int{1, 20, 100, 300} {
		data := bytes.Repeat([]byte("mines"), n)[:n]
		c, err := Encode(data, M)
		require.NoError(t, err)
		// The upper copy's bits 10 to 12 (Figure 25), unmasked.
		format := 0
		for i, at := range [][2]int{{2, 8}, {3, 8}, {4, 8}} {
			if c.Dark(at[0], at[1]) {
				format |= 1 << (12 - i)
			}
		}
		chosen := (format ^ 0x5412) >> 10 & 7
		penalty := func(mask int) int {
			m := newMatrix(c.Version())
			m.placeCodewords(addErrorCorrection(dataCodewords(data, c.Version(), M), c.Version(), M))
			m.applyMask(mask)
			m.drawFormat(M, mask)
			if mask == chosen {
				assert.Equal(t, m.dark, c.dark, "the symbol is the data under the mask its format names")
			}
			return m.penalty()
		}
		for mask := range 8 {
			assert.LessOrEqual(t, penalty(chosen), penalty(mask), "%d bytes: mask %d against %d", n, chosen, mask)
		}
	}
}

func TestLinePenaltyFollowsRules1And3(t *testing.T) {
	tests := []struct {
		name, line string
		want       int
	}{
		{"no run of five", "0101001101", 0},
		{"a run of five: N1", "1111101010", 3},
		{"a run of seven: N1 + 2", "0000000101", 5},
		{"two runs", "11111000001", 6},
		{"a finder with four light after it: N3", "110111010000", 40},
		{"a finder at the edge, the quiet zone light before it: N3", "10111010101", 40},
		{"a finder at each edge, each with the quiet zone beside it: 2 × N3", "101110101011101", 80},
		{"a finder with four light on both sides: 2 × N3", "1011101000010", 80},
		{"a finder without four light on either side", "110111010110", 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var line []bool
			for _, c := range tc.line {
				line = append(line, c == '1')
			}
			assert.Equal(t, tc.want, linePenalty(line))
		})
	}
}

func TestPenaltyCountsBlocksAndTheDarkShare(t *testing.T) {
	tests := []struct {
		name  string
		rows  []string
		want  int
		check string
	}{
		{"13 of 25 dark, no run, no block", []string{"10101", "01010", "10101", "01010", "10101"}, 0, "52 %: k = 0"},
		{"a light block, and 5 of 9 dark", []string{"001", "001", "111"}, 3 + 10, "N2; 56 %: k = 1"},
		{"all dark", []string{"111", "111", "111"}, 4*3 + 9*10, "4 × N2; 100 %: k = 9"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := &matrix{size: len(tc.rows)}
			for _, r := range tc.rows {
				for _, c := range r {
					m.dark = append(m.dark, c == '1')
				}
			}
			assert.Equal(t, tc.want, m.penalty(), tc.check)
		})
	}
}

// The SVG path fills the dark modules and no others, as one path of
// rectangles a module high.
func TestSVGPathDrawsTheDarkModules(t *testing.T) {
	c, err := Encode([]byte("https://example.org/#o=AQAETz4KGKEMg83Z9mmwHGZXg5GEhhiMp8TZi"), M)
	require.NoError(t, err)
	path := c.SVGPath()
	rect := regexp.MustCompile(`M(\d+) (\d+)h(\d+)v1h-(\d+)z`)
	assert.Empty(t, rect.ReplaceAllString(path, ""), "nothing but rectangles")
	drawn := make([]bool, c.Size()*c.Size())
	for _, m := range rect.FindAllStringSubmatch(path, -1) {
		x, y, w, back := atoi(t, m[1]), atoi(t, m[2]), atoi(t, m[3]), atoi(t, m[4])
		require.Equal(t, w, back, "a rectangle closes where it began")
		for i := x; i < x+w; i++ {
			require.False(t, drawn[y*c.Size()+i], "module %d,%d drawn twice", i, y)
			drawn[y*c.Size()+i] = true
		}
	}
	for y := range c.Size() {
		for x := range c.Size() {
			require.Equal(t, c.Dark(x, y), drawn[y*c.Size()+x], "module %d,%d", x, y)
		}
	}
}

func TestDarkIsLightOutsideTheSymbol(t *testing.T) {
	c, err := Encode([]byte("a"), M)
	require.NoError(t, err)
	require.True(t, c.Dark(0, 0), "the finder's corner")
	for _, at := range [][2]int{{-1, 0}, {0, -1}, {c.Size(), 0}, {0, c.Size()}} {
		assert.False(t, c.Dark(at[0], at[1]), "%v is in the quiet zone", at)
	}
}

func BenchmarkEncode300CharacterLink(b *testing.B) {
	link := []byte("https://mschess.example/#o=" + strings.Repeat("AQAETz4KGKEMg83Z9mmwHGZXg5GE", 11)[:300-27])
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Encode(link, M); err != nil {
			b.Fatal(err)
		}
	}
}

// binary writes the n low bits of v, the highest first.
func binary(v uint32, n int) string {
	s := strconv.FormatUint(uint64(v), 2)
	return strings.Repeat("0", n-len(s)) + s
}

func atoi(t *testing.T, s string) int {
	n, err := strconv.Atoi(s)
	require.NoError(t, err)
	return n
}
