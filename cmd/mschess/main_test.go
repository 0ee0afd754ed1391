package main

import (
	"bytes"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/engine/bot"
)

// mschess runs the command line args and returns its exit status and output.
func mschess(args ...string) (code int, stdout, stderr string) {
	var out, errs bytes.Buffer
	code = run(args, strings.NewReader(""), &out, &errs)
	return code, out.String(), errs.String()
}

// lines splits output into its lines.
func lines(output string) []string {
	return strings.Split(strings.TrimSuffix(output, "\n"), "\n")
}

// lastLine returns the last line of output.
func lastLine(output string) string {
	l := lines(output)
	return l[len(l)-1]
}

func TestPerft(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		// With sweeps off the board plays as chess: the known counts of the 8×10 set-up.
		{"§5 one ply without sweeps", []string{"perft", "-depth", "1", "-nosweep"}, "20"},
		{"§5 two plies without sweeps", []string{"perft", "-depth", "2", "-nosweep"}, "400"},
		{"§5 three plies without sweeps", []string{"perft", "-depth", "3", "-nosweep"}, "8900"},
		{"§4 every pawn may also sweep the square in front", []string{"perft", "-depth", "1"}, "28"},
		{"§4 sweeps on both sides", []string{"perft", "-depth", "2"}, strconv.Itoa(28 * 28)},
		{"§8 a position given in MFEN", []string{"perft", "-fen", "4k3/8/8/8/8/8/8/8/8/4K3 w - - 0 1", "-depth", "1"}, "5"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errs := mschess(tt.args...)
			require.Equal(t, 0, code, errs)
			assert.Equal(t, tt.want, lastLine(out))
			assert.Empty(t, errs)
		})
	}
}

func TestPerftDivide(t *testing.T) {
	code, out, errs := mschess("perft", "-depth", "2", "-nosweep", "-divide")
	require.Equal(t, 0, code, errs)
	l := lines(out)
	require.Len(t, l, 21, "§5 twenty root moves, then the total")
	var sum uint64
	for _, line := range l[:20] {
		san, count, ok := strings.Cut(line, " ")
		require.True(t, ok, line)
		n, err := strconv.ParseUint(count, 10, 64)
		require.NoError(t, err, line)
		assert.Equal(t, uint64(20), n, "every White first move leaves Black twenty replies: %s", line)
		assert.NotContains(t, san, "S", "-nosweep leaves sweeps out")
		sum += n
	}
	assert.Equal(t, strconv.FormatUint(sum, 10), l[20], "the last line is the sum")
	assert.Contains(t, l, "Nf3 20")
	assert.Contains(t, l, "e4 20")
}

func TestApply(t *testing.T) {
	seed7 := engine.NewGame(7).Start()
	tests := []struct {
		name, fen string
		moves     []string
		want      []string
	}{
		{"§2 a landing reveals the ring around it", seed7.MFEN(), []string{"Nc3"}, []string{
			"1. Nc3: knight b1-c3; revealed b4 c4 d4",
			"rnbqkbnr/pppppppp/8/8/8/8/8/2N5/PPPPPPPP/R1BQKBNR b KQkq - 1 1 a4,b5,e6,h6 ########/########/########/#...####",
		}},
		{"§3 a knight landing on a mine is destroyed", seed7.MFEN(), []string{"Nc3", "Se8", "Nb5"}, []string{
			"1. Nc3: knight b1-c3; revealed b4 c4 d4",
			"1... Se8: pawn e9 sweeps e8, no mine",
			"2. Nb5*: knight c3-b5; blast on b5, white knight destroyed; revealed a4 a5 b5 c5 a6 b6 c6",
			"rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/R1BQKBNR b KQkq - 1 2 a4,e6,h6 ########/...#####/...#####/....####",
		}},
		{"§4 a sweep removes a mine", "4k3/8/8/8/8/8/8/3P4/8/4K3 w - - 0 1 d4,f6 ########/########/########/########", []string{"Sd4"}, []string{
			"1. Sd4: pawn d3 sweeps d4, mine removed; revealed d4",
			"4k3/8/8/8/8/8/8/3P4/8/4K3 b - - 0 1 f6 ########/########/########/###.####",
		}},
		{"§3 a king landing on a mine removes it unharmed", "4k3/8/8/8/8/8/8/4K3/8/R7 w - - 0 1 e4 .......#/......../......../....#...", []string{"Ke4"}, []string{
			"1. Ke4: king e3-e4; king removes the mine on e4 unharmed; revealed e4; all clear, the fog lifts",
			"4k3/8/8/8/8/8/4K3/8/8/R7 b - - 1 1",
		}},
		{"§5 castling moves the rook too", "r3k2r/8/8/8/8/8/8/8/8/R3K2R w KQkq - 0 1", []string{"O-O", "O-O-O"}, []string{
			"1. O-O: castles short: king e1-g1, rook h1-f1",
			"1... O-O-O: castles long: king e10-c10, rook a10-d10",
			"2kr3r/8/8/8/8/8/8/8/8/R4RK1 w - - 2 2",
		}},
		{"§5 a capture", "4k3/8/8/8/8/8/3p4/4P3/8/4K3 w - - 0 1", []string{"exd4"}, []string{
			"1. exd4: pawn e3xd4 takes black pawn",
			"4k3/8/8/8/8/8/3P4/8/8/4K3 b - - 0 1",
		}},
		{"§7 checkmate by promotion ends the game", "k7/8/8/8/8/8/8/8/p5PP/7K b - - 0 30", []string{"a1=Q"}, []string{
			"30... a1=Q#: pawn a2-a1; promoted to queen on a1; white in check",
			"0-1 checkmate",
			"k7/8/8/8/8/8/8/8/6PP/q6K w - - 0 31",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errs := mschess(append([]string{"apply", "-fen", tt.fen}, tt.moves...)...)
			require.Equal(t, 0, code, errs)
			assert.Equal(t, tt.want, lines(out))
			assert.Empty(t, errs)
		})
	}
}

func TestNew(t *testing.T) {
	code, out, errs := mschess("new", "-seed", "7")
	require.Equal(t, 0, code, errs)
	require.Len(t, lines(out), 1)
	p, err := engine.ParseMFEN(out)
	require.NoError(t, err)
	assert.Equal(t, engine.StartPosition(engine.MinesFromSeed(7)), p, "§2 the start with the seed's minefield")
	assert.Equal(t, 4, p.MineCounter(), "§2 four mines")
}

func TestOdds(t *testing.T) {
	seed7 := engine.NewGame(7).Start()
	const kings = "4k3/8/8/8/8/8/8/8/8/4K3 w - - 0 1 "
	tests := []struct {
		name, fen string
		want      []string // lines the output must hold
		layouts   string   // its last line
		lines     int      // how many lines it has
	}{
		{"§9 with no number shown every fogged square is as likely", seed7.MFEN(),
			[]string{"a4 0.125000", "e5 0.125000", "h7 0.125000"}, "35960 layouts", 32 + 1},
		{"§9 a 1 on a4 and on b4 between a5 and b5", kings + "a5,h7 ########/########/########/..######",
			[]string{"a5 0.500000", "b5 0.500000", "c4 0.000000", "c5 0.000000", "d4 0.038462", "h7 0.038462"}, "52 layouts", 30 + 1},
		{"§2 with no fog there is nothing to place", kings + "e5 -", nil, "1 layouts", 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errs := mschess("odds", "-fen", tt.fen)
			require.Equal(t, 0, code, errs)
			assert.Empty(t, errs)
			l := lines(out)
			assert.Len(t, l, tt.lines)
			assert.Equal(t, tt.layouts, lastLine(out))
			for _, want := range tt.want {
				assert.Contains(t, l, want)
			}
			assert.True(t, sort.SliceIsSorted(l[:len(l)-1], func(i, j int) bool {
				return squareOf(t, l[i]) < squareOf(t, l[j])
			}), "in square order")
		})
	}
}

// squareOf returns the square a line of odds output starts with.
func squareOf(t *testing.T, line string) engine.Square {
	name, _, _ := strings.Cut(line, " ")
	s, err := engine.ParseSquare(name)
	require.NoError(t, err, line)
	return s
}

func TestBestMove(t *testing.T) {
	const backRank = "6k1/5ppp/8/8/8/8/8/8/5PPP/R5K1 w - - 0 1"
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"§7 every level mates in one", []string{"-fen", backRank, "-level", "1"}, "Ra10"},
		{"§7 level 4 mates in one", []string{"-fen", backRank, "-level", "4", "-nodes", "5000"}, "Ra10"},
		{"§7 under a clock", []string{"-fen", backRank, "-level", "3", "-movetime", "200"}, "Ra10"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errs := mschess(append([]string{"bestmove"}, tt.args...)...)
			require.Equal(t, 0, code, errs)
			assert.Equal(t, tt.want, lastLine(out))
			assert.Regexp(t, `^depth \d+ nodes \d+ score -?\d+$`, lines(out)[0])
		})
	}
}

// TestBestMoveNeverPeeks pins that bestmove decides from the side to move's view
// (docs/rules.md §9): two referee positions that differ only in where the hidden mines
// lie, and show the same numbers, get the same answer.
func TestBestMoveNeverPeeks(t *testing.T) {
	const placement = "4k3/8/8/8/8/8/8/3N4/P7/4K3 w - - 0 1 "
	const fog = " ########/########/########/########"
	var answers []string
	for _, mines := range []string{"e5,f6", "a7,c4", "h4,h5"} {
		code, out, errs := mschess("bestmove", "-fen", placement+mines+fog, "-level", "3", "-nodes", "3000")
		require.Equal(t, 0, code, errs)
		answers = append(answers, out)
	}
	assert.Equal(t, answers[0], answers[1])
	assert.Equal(t, answers[0], answers[2])
}

func TestMatch(t *testing.T) {
	code, out, errs := mschess("match", "-a", "greedy", "-b", "random", "-games", "2", "-seed", "5")
	require.Equal(t, 0, code, errs)
	l := lines(out)
	require.Len(t, l, 3, "a line per game, then the score")
	assert.Regexp(t, `^game 1: greedy \(white\) v random \(black\): `, l[0])
	assert.Regexp(t, `^game 2: random \(white\) v greedy \(black\): `, l[1], "the colours alternate")
	var w, d, lost int
	_, err := fmt.Sscanf(l[2], "%d wins, %d draws, %d losses", &w, &d, &lost)
	require.NoError(t, err, l[2])
	assert.Equal(t, 2, w+d+lost)
}

// TestMatchIsReproducible pins that a match under node budgets plays the same
// games again from the same seed.
func TestMatchIsReproducible(t *testing.T) {
	args := []string{"match", "-a", "1", "-b", "greedy", "-games", "2", "-seed", "3"}
	_, first, _ := mschess(args...)
	_, second, _ := mschess(args...)
	assert.Equal(t, first, second)
}

// topLevel and overTop are the top level and the number above it, as the
// commands print and read them.
var topLevel, overTop = strconv.Itoa(int(bot.MaxLevel)), strconv.Itoa(int(bot.MaxLevel) + 1)

func TestBadInput(t *testing.T) {
	const mate = "k7/8/8/8/8/8/8/8/p5PP/7K b - - 0 30"
	tests := []struct {
		name string
		args []string
		code int
		want string // the start of the error output
	}{
		{"no command", nil, 2, "usage:"},
		{"unknown command", []string{"play"}, 2, `mschess: unknown command "play"`},
		{"unknown flag", []string{"perft", "-depht", "2"}, 2, "mschess perft: flag provided but not defined: -depht"},
		{"depth missing", []string{"perft"}, 2, "mschess perft: -depth must be from 1 to 30"},
		{"depth not a number", []string{"perft", "-depth", "two"}, 2, `mschess perft: invalid value "two" for flag -depth`},
		{"stray argument", []string{"perft", "-depth", "1", "e4"}, 2, `mschess perft: unexpected argument "e4"`},
		{"seed missing", []string{"new"}, 2, "mschess new: -seed is required"},
		{"seed not a number", []string{"new", "-seed", "-1"}, 2, `mschess new: invalid value "-1" for flag -seed`},
		{"no moves to apply", []string{"apply"}, 2, "mschess apply: give at least one move in SAN"},
		{"§8 bad MFEN", []string{"perft", "-fen", "8/8 w - - 0 1", "-depth", "1"}, 1,
			`mschess perft: invalid MFEN "8/8": field 1 (placement), want 10 ranks separated by /, not 2`},
		{"§8 a view cannot be played", []string{"apply", "-fen", "rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ?4 ########/########/########/########", "e4"}, 1,
			"mschess apply: a game needs every mine: this position hides some under fog"},
		{"§8 illegal move", []string{"apply", "e4", "Nc4"}, 1,
			`mschess apply: 1... Nc4: illegal move "Nc4": no black knight can go to c4`},
		{"§8 unreadable move", []string{"apply", "e44"}, 1,
			`mschess apply: 1. e44: invalid move "e44": want a move such as e4`},
		{"§7 no move after the end", []string{"apply", "-fen", mate, "a1=Q", "h3"}, 1,
			"mschess apply: 31. h3: the game is already over, 0-1 by checkmate"},
		{"level missing", []string{"bestmove"}, 2, "mschess bestmove: -level must be from 1 to " + topLevel},
		{"level too high", []string{"bestmove", "-level", overTop}, 2, "mschess bestmove: -level must be from 1 to " + topLevel},
		{"a clock and a budget", []string{"bestmove", "-level", "2", "-movetime", "10", "-nodes", "10"}, 2,
			"mschess bestmove: give -movetime or -nodes, not both"},
		{"§7 no best move once the game is over", []string{"bestmove", "-level", "1", "-fen", "k7/8/8/8/8/8/8/8/6PP/q6K w - - 0 31"}, 1,
			"mschess bestmove: the game is already over, 0-1 by checkmate"},
		{"no such player", []string{"match", "-a", overTop, "-b", "random", "-games", "1"}, 2,
			`mschess match: "` + overTop + `" is no player: give a level 1 to ` + topLevel + `, random or greedy`},
		{"games missing", []string{"match", "-a", "1", "-b", "2"}, 2, "mschess match: -games must be at least 1"},
		{"odds needs a position", []string{"odds"}, 2, "mschess odds: -fen is required"},
		{"§9 odds work from a referee position, not a view", []string{"odds", "-fen", "rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ?4 ########/########/########/########"}, 1,
			"mschess odds: a game needs every mine: this position hides some under fog"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, errs := mschess(tt.args...)
			assert.Equal(t, tt.code, code)
			assert.True(t, strings.HasPrefix(errs, tt.want), "stderr:\n%s", errs)
		})
	}
}

func TestHelp(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"-h lists the commands", []string{"-h"}, "mschess perft [-fen MFEN] -depth N"},
		{"help lists the commands", []string{"help"}, "mschess new -seed N"},
		{"a command's -h lists its flags", []string{"perft", "-h"}, "-nosweep"},
		{"apply's -h", []string{"apply", "-h"}, "every mine listed"},
		{"odds -h", []string{"odds", "-h"}, "the players' view"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errs := mschess(tt.args...)
			assert.Equal(t, 0, code)
			assert.Contains(t, out, tt.want)
			assert.Empty(t, errs)
		})
	}
}
