package bot

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// tactic is one position of testdata/plain_tactics.txt, whose header describes
// the format.
type tactic struct {
	name, mfen, want string
	mateIn           int // moves to a forced mate, 0 when the win is material
	slow             bool
}

func readTactics(t *testing.T) []tactic {
	t.Helper()
	f, err := os.Open("testdata/plain_tactics.txt")
	require.NoError(t, err)
	defer f.Close()
	var out []tactic
	lines := bufio.NewScanner(f)
	for lines.Scan() {
		line := lines.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Split(line, " | ")
		require.Contains(t, []int{4, 5}, len(fields), "line %q", line)
		tc := tactic{name: fields[0], mfen: fields[1], want: fields[2], slow: len(fields) == 5 && fields[4] == "slow"}
		if n, ok := strings.CutPrefix(fields[3], "mate "); ok {
			tc.mateIn, err = strconv.Atoi(n)
			require.NoError(t, err, "line %q", line)
		}
		out = append(out, tc)
	}
	require.NoError(t, lines.Err())
	require.NotEmpty(t, out)
	return out
}

// TestPlainTactics pins the strongest level's plain chess (issue 10): in positions
// without mines or fog (docs/rules.md §5, §7) it finds the one winning move within
// its own node budget, and a forced mate scores as one.
func TestPlainTactics(t *testing.T) {
	for _, tc := range readTactics(t) {
		t.Run(tc.name, func(t *testing.T) {
			if tc.slow && testing.Short() {
				t.Skip("searches the whole budget of the top level")
			}
			got, info := chooseSAN(t, tc.mfen, Options{Level: MaxLevel})
			assert.Equal(t, tc.want, got)
			if tc.mateIn > 0 {
				assert.Equal(t, MateScore-(2*tc.mateIn-1), info.Score)
			} else {
				assert.Less(t, info.Score, MateScore-maxPly, "no mate is expected")
			}
		})
	}
}
