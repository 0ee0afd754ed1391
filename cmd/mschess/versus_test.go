package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/engine/uci/ucitest"
)

// fakeEngineEnv, when set, makes the test binary a stand-in UCI engine: "first"
// plays the first legal move, "illegal" a pawn's triple step.
const fakeEngineEnv = "MSCHESS_TEST_FAKE_ENGINE"

// TestMain runs the stand-in engine in place of the tests when started as one, so
// that no test needs an external engine.
func TestMain(m *testing.M) {
	ucitest.Main(m, fakeEngineEnv, func(behaviour string) *ucitest.Engine {
		fake := &ucitest.Engine{Name: "Fake"}
		if behaviour == "illegal" {
			fake.Choose = func(*engine.Position) string { return "e2e5" }
		}
		return fake
	})
}

// fakeEngine returns the path of the stand-in engine of behaviour.
func fakeEngine(t *testing.T, behaviour string) string {
	t.Helper()
	return ucitest.Path(t, fakeEngineEnv, behaviour)
}

// TestVersus pins a match against an engine: a line per game, each opening played
// by both colours, then the computer's score.
func TestVersus(t *testing.T) {
	args := []string{"versus", "-engine", fakeEngine(t, "first"), "-level", "2", "-botnodes", "300", "-games", "4", "-parallel", "2", "-seed", "7"}
	code, out, errs := mschess(args...)
	require.Equal(t, 0, code, errs)
	l := lines(out)
	require.Len(t, l, 5, "a line per game, then the score")
	var openings [4]string
	for i, players := range []string{
		`level 2 at 300 nodes \(white\) v Fake at 8000 nodes \(black\)`,
		`Fake at 8000 nodes \(white\) v level 2 at 300 nodes \(black\)`,
	} {
		for pair := range 2 {
			game := 2*pair + i
			assert.Regexp(t, fmt.Sprintf(`^game %d: %s, opening \[(\w+ ){3}\w+\]: `, game+1, players), l[game])
			openings[game] = openingOf(l[game])
		}
	}
	assert.Equal(t, openings[0], openings[1], "a pair of games shares its opening")
	assert.Equal(t, openings[2], openings[3])
	assert.NotEqual(t, openings[0], openings[2], "the pairs' openings differ")
	var w, d, lost int
	_, err := fmt.Sscanf(l[4], "level 2 at 300 nodes: %d wins, %d draws, %d losses", &w, &d, &lost)
	require.NoError(t, err, l[4])
	assert.Equal(t, 4, w+d+lost)

	_, again, _ := mschess(args...)
	assert.Equal(t, out, again, "under node budgets a match plays the same games again")
}

// TestVersusRecords: -records writes each game's record, in the order the
// lines print them, and each replays to the result its line gives.
func TestVersusRecords(t *testing.T) {
	file := filepath.Join(t.TempDir(), "games.pgn")
	code, out, errs := mschess("versus", "-engine", fakeEngine(t, "first"), "-level", "2", "-botnodes", "300", "-games", "2", "-seed", "3", "-records", file)
	require.Equal(t, 0, code, errs)
	data, err := os.ReadFile(file)
	require.NoError(t, err)
	records := strings.Split(strings.TrimPrefix(string(data), "[Event"), "\n[Event")
	require.Len(t, records, 2, "a record per game:\n%s", data)
	for i, line := range lines(out)[:2] {
		g, tags, err := engine.ParseRecord("[Event" + records[i])
		require.NoError(t, err, "game %d", i+1)
		assert.True(t, g.Over(), "game %d is finished: the page's Import opens it", i+1)
		result, _ := g.Result()
		assert.Contains(t, line, fmt.Sprintf(": %v ", result), "game %d ends as its line says", i+1)
		white, black := tagValue(tags, "White"), tagValue(tags, "Black")
		assert.Contains(t, line, fmt.Sprintf("%s (white) v %s (black)", white, black), "game %d names its players", i+1)
		assert.Equal(t, strconv.Itoa(i+1), tagValue(tags, "Round"))
	}
}

// tagValue returns the value of the tag called name, or "".
func tagValue(tags []engine.Tag, name string) string {
	for _, tag := range tags {
		if tag.Name == name {
			return tag.Value
		}
	}
	return ""
}

// openingOf returns the opening a versus line names.
func openingOf(line string) string {
	var open, close int
	for i, c := range line {
		switch c {
		case '[':
			open = i
		case ']':
			close = i
		}
	}
	return line[open : close+1]
}

func TestVersusRefuses(t *testing.T) {
	tests := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"no engine: nothing is played", []string{"versus"}, 2, "mschess versus: no engine given"},
		{"no such engine", []string{"versus", "-engine", "/nonexistent/engine"}, 1, "mschess versus: cannot start the engine"},
		{"no such level", []string{"versus", "-engine", "x", "-level", overTop}, 2, "mschess versus: -level must be from 1 to " + topLevel},
		{"no games", []string{"versus", "-engine", "x", "-games", "0"}, 2, "mschess versus: -nodes, -games and -parallel must be at least 1"},
		{"§5 an engine's illegal move ends the match", []string{"versus", "-engine", fakeEngine(t, "illegal"), "-level", "1", "-openplies", "0"}, 1,
			"mschess versus: game 1: Fake played an illegal move: e2e5 is not legal"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, errs := mschess(tt.args...)
			assert.Equal(t, tt.code, code)
			assert.Contains(t, errs, tt.want)
		})
	}
}

func TestSummarize(t *testing.T) {
	tests := []struct {
		name   string
		scores []float64
		want   string
	}{
		{"even", []float64{1, 0}, "x: 1 wins, 0 draws, 1 losses: 50.0 % ± 69.3 %, Elo difference +0"},
		{"draws count half", []float64{1, 0.5, 0.5, 0.5}, "x: 1 wins, 3 draws, 0 losses: 62.5 % ± 21.2 %, Elo difference +89"},
		{"all won", []float64{1, 1}, "x: 2 wins, 0 draws, 0 losses: 100.0 % ± 0.0 %, Elo difference beyond measure"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, summarize("x", tt.scores))
		})
	}
}
