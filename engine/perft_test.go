package engine

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// perftCount is one count of testdata/perft.txt.
type perftCount struct {
	depth  int
	sweeps bool
	nodes  uint64
}

// perftEntry is one line of testdata/perft.txt.
type perftEntry struct {
	line   int
	name   string
	pos    Position
	counts []perftCount
}

// readPerftSuite reads testdata/perft.txt, whose format its header describes.
func readPerftSuite(t *testing.T) []perftEntry {
	t.Helper()
	f, err := os.Open("testdata/perft.txt")
	require.NoError(t, err)
	defer f.Close()
	var out []perftEntry
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		fields := strings.Split(text, " | ")
		require.GreaterOrEqual(t, len(fields), 3, "line %d: want name | MFEN | counts", n)
		e := perftEntry{line: n, name: fields[0], pos: position(t, fields[1])}
		for _, group := range fields[2:] {
			for _, pair := range strings.Split(group, "; ") {
				var c perftCount
				label, count, ok := strings.Cut(pair, " ")
				require.True(t, ok && len(label) >= 2, "line %d: %q is not like D3 8900", n, pair)
				switch label[0] {
				case 'D':
				case 'S':
					c.sweeps = true
				default:
					require.Failf(t, "bad count", "line %d: %q: want D or S", n, pair)
				}
				c.depth, err = strconv.Atoi(label[1:])
				require.NoError(t, err, "line %d", n)
				c.nodes, err = strconv.ParseUint(count, 10, 64)
				require.NoError(t, err, "line %d", n)
				e.counts = append(e.counts, c)
			}
		}
		out = append(out, e)
	}
	require.NoError(t, sc.Err())
	require.NotEmpty(t, out)
	return out
}

// TestPerftSuite checks the engine against every count of testdata/perft.txt, and
// the reference perft against those it can afford.
func TestPerftSuite(t *testing.T) {
	engineMax, referenceMax := uint64(1<<62), uint64(2_000_000)
	if testing.Short() {
		engineMax, referenceMax = 250_000, 50_000
	}
	for _, e := range readPerftSuite(t) {
		t.Run(e.name, func(t *testing.T) {
			for _, c := range e.counts {
				if c.nodes > engineMax {
					continue
				}
				p := e.pos
				assert.Equal(t, c.nodes, p.Perft(c.depth, c.sweeps), "line %d, depth %d, sweeps %v", e.line, c.depth, c.sweeps)
				if c.nodes <= referenceMax {
					assert.Equal(t, c.nodes, refPerft(p, c.depth, c.sweeps), "reference, line %d, depth %d, sweeps %v", e.line, c.depth, c.sweeps)
				}
			}
		})
	}
}

// TestDivide checks that Divide shares out Perft's count among the root moves, with
// nothing below a move whose blast exposes the mover's king.
func TestDivide(t *testing.T) {
	for _, e := range readPerftSuite(t) {
		t.Run(e.name, func(t *testing.T) {
			for _, sweeps := range []bool{false, true} {
				var sum uint64
				div := e.pos.Divide(2, sweeps)
				for _, d := range div {
					sum += d.Nodes
					child := e.pos
					if child.Play(d.Move).Exposed {
						assert.Zero(t, d.Nodes, "%v exposes the king", d.Move)
					}
				}
				assert.Equal(t, e.pos.Perft(2, sweeps), sum)
				assert.Equal(t, e.pos.AppendLegalMoves(nil, sweeps), movesOf(div))
			}
		})
	}
}

func movesOf(div []DivideEntry) []Move {
	var out []Move
	for _, d := range div {
		out = append(out, d.Move)
	}
	return out
}

func TestPerftEdges(t *testing.T) {
	p := StartPosition(MinesFromSeed(1))
	assert.Equal(t, uint64(1), p.Perft(0, true), "depth 0 is the position itself")
	assert.Equal(t, uint64(1), p.Perft(-3, false), "a negative depth counts as 0")
	assert.Equal(t, StartPosition(MinesFromSeed(1)), p, "Perft leaves the position as it was")
}
