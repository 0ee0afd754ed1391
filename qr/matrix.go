package qr

// matrix is a symbol being drawn: its modules, and which of them belong to
// the function patterns and the format and version information, which hold
// no data and no mask.
type matrix struct {
	size     int
	dark     []bool
	function []bool
}

// newMatrix returns the symbol of a version with its function patterns
// (§6.3.2–6.3.6) and version information (§7.10) drawn, and its format
// information's modules reserved.
func newMatrix(version int) *matrix {
	size := 17 + 4*version
	m := &matrix{size: size, dark: make([]bool, size*size), function: make([]bool, size*size)}
	for i := range size {
		m.set(6, i, i%2 == 0) // timing patterns
		m.set(i, 6, i%2 == 0)
	}
	m.drawFinder(3, 3)
	m.drawFinder(size-4, 3)
	m.drawFinder(3, size-4)
	pos := alignmentPositions(version)
	last := len(pos) - 1
	for i, y := range pos {
		for j, x := range pos {
			if i == 0 && j == 0 || i == 0 && j == last || i == last && j == 0 {
				continue // the finders' corners
			}
			m.drawAlignment(x, y)
		}
	}
	m.drawFormat(0, 0) // reserved until the mask is chosen
	m.drawVersion(version)
	return m
}

// set makes the module in column x and row y a function module of that
// colour.
func (m *matrix) set(x, y int, dark bool) {
	m.dark[y*m.size+x] = dark
	m.function[y*m.size+x] = true
}

// drawFinder draws a finder pattern centred on x, y with its separator
// (§6.3.3), as far as it lies in the symbol.
func (m *matrix) drawFinder(x, y int) {
	for dy := -4; dy <= 4; dy++ {
		for dx := -4; dx <= 4; dx++ {
			xx, yy := x+dx, y+dy
			if 0 <= xx && xx < m.size && 0 <= yy && yy < m.size {
				d := max(abs(dx), abs(dy))
				m.set(xx, yy, d != 2 && d != 4)
			}
		}
	}
}

// drawAlignment draws an alignment pattern centred on x, y (§6.3.6).
func (m *matrix) drawAlignment(x, y int) {
	for dy := -2; dy <= 2; dy++ {
		for dx := -2; dx <= 2; dx++ {
			m.set(x+dx, y+dy, max(abs(dx), abs(dy)) != 1)
		}
	}
}

// alignmentPositions returns the rows and columns of a version's alignment
// patterns' centres (Annex E): 6, then evenly spaced to size − 7 with an even
// step.
func alignmentPositions(version int) []int {
	if version == 1 {
		return nil
	}
	n := version/7 + 2
	step := (version*8 + n*3 + 5) / (n*4 - 4) * 2
	pos := make([]int, n)
	pos[0] = 6
	for i, p := n-1, 17+4*version-7; i >= 1; i, p = i-1, p-step {
		pos[i] = p
	}
	return pos
}

// formatBits returns the 15 bits of format information (§7.9.1): the level
// and mask, their BCH(15,5) error correction, and the XOR with 101010000010010.
func formatBits(level Level, mask int) uint32 {
	data := uint32(level)<<3 | uint32(mask)
	rem := data
	for range 10 {
		rem = rem<<1 ^ (rem>>9)*0x537
	}
	return (data<<10 | rem&0x3ff) ^ 0x5412
}

// versionBits returns the 18 bits of version information (§7.10): the version
// and its BCH(18,6) error correction.
func versionBits(version int) uint32 {
	rem := uint32(version)
	for range 12 {
		rem = rem<<1 ^ (rem>>11)*0x1f25
	}
	return uint32(version)<<12 | rem&0xfff
}

// drawFormat draws both copies of the format information (Figure 25), and
// the dark module beside the lower one.
func (m *matrix) drawFormat(level Level, mask int) {
	bits := formatBits(level, mask)
	bit := func(i int) bool { return bits>>i&1 != 0 }
	for i := range 6 {
		m.set(8, i, bit(i))
	}
	m.set(8, 7, bit(6))
	m.set(8, 8, bit(7))
	m.set(7, 8, bit(8))
	for i := 9; i < 15; i++ {
		m.set(14-i, 8, bit(i))
	}
	for i := range 8 {
		m.set(m.size-1-i, 8, bit(i))
	}
	for i := 8; i < 15; i++ {
		m.set(8, m.size-15+i, bit(i))
	}
	m.set(8, m.size-8, true)
}

// drawVersion draws both copies of the version information of versions 7 and
// up (Figure 27).
func (m *matrix) drawVersion(version int) {
	if version < 7 {
		return
	}
	bits := versionBits(version)
	for i := range 18 {
		dark := bits>>i&1 != 0
		a, b := m.size-11+i%3, i/3
		m.set(a, b, dark)
		m.set(b, a, dark)
	}
}

// placeCodewords places the codewords' bits (§7.7.3) in the modules that are
// not function modules: in columns two wide from the right, up then down, each
// bit's right module before its left, skipping the vertical timing pattern.
// The remainder bits are left light.
func (m *matrix) placeCodewords(codewords []byte) {
	i := 0
	for right := m.size - 1; right >= 1; right -= 2 {
		if right == 6 {
			right = 5
		}
		upward := (right+1)&2 == 0
		for vert := range m.size {
			y := vert
			if upward {
				y = m.size - 1 - vert
			}
			for x := right; x >= right-1; x-- {
				if !m.function[y*m.size+x] && i < 8*len(codewords) {
					m.dark[y*m.size+x] = codewords[i/8]>>(7-i%8)&1 != 0
					i++
				}
			}
		}
	}
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
