package qr

// masked tells whether mask pattern mask inverts the module in column x, row
// y (Table 10, where i is the row and j the column).
func masked(mask, x, y int) bool {
	switch mask {
	case 0:
		return (x+y)%2 == 0
	case 1:
		return y%2 == 0
	case 2:
		return x%3 == 0
	case 3:
		return (x+y)%3 == 0
	case 4:
		return (x/3+y/2)%2 == 0
	case 5:
		return x*y%2+x*y%3 == 0
	case 6:
		return (x*y%2+x*y%3)%2 == 0
	}
	return ((x+y)%2+x*y%3)%2 == 0
}

// applyMask inverts the modules that mask inverts, but for the function
// modules; applied twice, it undoes itself.
func (m *matrix) applyMask(mask int) {
	for y := range m.size {
		for x := range m.size {
			if !m.function[y*m.size+x] && masked(mask, x, y) {
				m.dark[y*m.size+x] = !m.dark[y*m.size+x]
			}
		}
	}
}

// The weights of the penalty rules (§7.8.3.1, Table 11).
const (
	penaltyRun    = 3  // N1, for a run of five, and one more for each module beyond
	penaltyBlock  = 3  // N2, for each 2×2 block of one colour
	penaltyFinder = 40 // N3, for each pattern like a finder's
	penaltyDark   = 10 // N4, for each 5 % that dark modules are away from half
)

// penalty scores the whole symbol by the four rules of §7.8.3.1: the lower,
// the easier to read.
func (m *matrix) penalty() int {
	p := 0
	row := make([]bool, m.size)
	col := make([]bool, m.size)
	for i := range m.size {
		for j := range m.size {
			row[j] = m.dark[i*m.size+j]
			col[j] = m.dark[j*m.size+i]
		}
		p += linePenalty(row) + linePenalty(col)
	}
	dark := 0
	for y := range m.size {
		for x := range m.size {
			c := m.dark[y*m.size+x]
			if c {
				dark++
			}
			if x > 0 && y > 0 && c == m.dark[y*m.size+x-1] && c == m.dark[(y-1)*m.size+x] && c == m.dark[(y-1)*m.size+x-1] {
				p += penaltyBlock
			}
		}
	}
	// The least k such that the dark share is within (50 ± 5(k+1)) %; the
	// size is odd, so the share is never exactly half and k is never −1.
	total := m.size * m.size
	k := (abs(20*dark-10*total)+total-1)/total - 1
	return p + k*penaltyDark
}

// linePenalty scores one row or column by rules 1 and 3: runs of five or more
// modules of one colour, and the pattern dark-light-dark-dark-dark-light-dark
// with four light modules on one side, where the quiet zone around the symbol
// counts as light.
func linePenalty(line []bool) int {
	p := 0
	for i := 0; i < len(line); {
		j := i
		for j < len(line) && line[j] == line[i] {
			j++
		}
		if j-i >= 5 {
			p += penaltyRun + j - i - 5
		}
		i = j
	}
	dark := func(i int) bool { return 0 <= i && i < len(line) && line[i] }
	finder := [7]bool{true, false, true, true, true, false, true}
	for i := 0; i+7 <= len(line); i++ {
		match := true
		for k, want := range finder {
			match = match && dark(i+k) == want
		}
		if !match {
			continue
		}
		before, after := true, true
		for k := 1; k <= 4; k++ {
			before = before && !dark(i-k)
			after = after && !dark(i+6+k)
		}
		if before {
			p += penaltyFinder
		}
		if after {
			p += penaltyFinder
		}
	}
	return p
}
