package main

import (
	"bufio"
	"bytes"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
)

// duelist's end of a duel: its exit status and what it wrote on standard error.
type ending struct {
	code   int
	report string
}

// relay copies the lines of one side's messages to the other, through pass: it
// may change a line, or stop the relay by returning false, which closes the
// other side's standard input.
type relay func(n int, line string) (string, bool)

func passAll(_ int, line string) (string, bool) { return line, true }

// duelInProcess runs two duels joined by pipes, White's messages through
// toBlack and Black's through toWhite, and returns how each ended.
func duelInProcess(t *testing.T, white, black []string, toBlack, toWhite relay) [2]ending {
	var ends [2]ending
	var wg sync.WaitGroup
	whiteIn, whiteFeed := io.Pipe()
	blackIn, blackFeed := io.Pipe()
	whiteOut, whiteSent := io.Pipe()
	blackOut, blackSent := io.Pipe()
	play := func(e *ending, args []string, in *io.PipeReader, out *io.PipeWriter) {
		defer wg.Done()
		var report bytes.Buffer
		e.code = run(append([]string{"duel"}, args...), in, out, &report)
		e.report = report.String()
		out.Close()
		in.CloseWithError(io.ErrClosedPipe) // the relay feeding it stops
	}
	pipe := func(from *io.PipeReader, to *io.PipeWriter, pass relay) {
		defer wg.Done()
		lines := bufio.NewScanner(from)
		lines.Buffer(nil, 1<<20)
		for n := 1; lines.Scan(); n++ {
			line, ok := pass(n, lines.Text())
			if !ok {
				break
			}
			if _, err := io.WriteString(to, line+"\n"); err != nil {
				break
			}
		}
		to.Close()
		from.CloseWithError(io.ErrClosedPipe)
	}
	wg.Add(4)
	go play(&ends[engine.White], white, whiteIn, whiteSent)
	go play(&ends[engine.Black], black, blackIn, blackSent)
	go pipe(whiteOut, blackFeed, toBlack)
	go pipe(blackOut, whiteFeed, toWhite)
	wg.Wait()
	return ends
}

// replay checks a duel's report against the referee: the game replayed on the
// minefield it ends with shows, at every ply, the view the report shows
// (docs/rules.md §11), and ends as it says.
func replay(t *testing.T, report string) {
	l := lines(report)
	require.GreaterOrEqual(t, len(l), 2)
	field, ok := strings.CutPrefix(l[len(l)-1], "minefield ")
	require.True(t, ok, l[len(l)-1])
	var mines engine.Bitboard
	for _, name := range strings.Split(field, ",") {
		s, err := engine.ParseSquare(name)
		require.NoError(t, err)
		mines = mines.With(s)
	}
	require.Equal(t, 4, mines.Count(), "§1 four mines")
	ref, err := engine.NewGameFrom(engine.StartPosition(mines))
	require.NoError(t, err)
	for i := 0; i+1 < len(l)-2; i += 2 {
		ply := strconv.Itoa(i/2 + 1)
		san, ok := strings.CutPrefix(l[i], "move "+ply+" ")
		require.True(t, ok, l[i])
		_, err := ref.PlaySAN(san)
		require.NoError(t, err, l[i])
		require.Equal(t, san, ref.Moves()[ref.Len()-1].SAN)
		view := ref.View()
		require.Equal(t, "view "+ply+" "+view.Position.MFEN(), l[i+1])
	}
	res, why := ref.Result()
	if !ref.Over() {
		res, why = engine.Draw, engine.DrawAgreed
	}
	assert.Equal(t, "result "+res.String()+" "+why.String(), l[len(l)-2])
}

// TestDuel plays whole games between two duels in process, which agree on every
// move, view, the result and the minefield, and the referee agrees with them.
func TestDuel(t *testing.T) {
	tests := []struct {
		name         string
		white, black []string
		plies        int // 0 for a game to its end
	}{
		{"random moves to the end", []string{"-as", "white", "-random", "-seed", "1"}, []string{"-as", "black", "-random", "-seed", "2"}, 0},
		{"level 1 to the end", []string{"-as", "white", "-level", "1", "-seed", "3"}, []string{"-as", "black", "-level", "1", "-seed", "4"}, 0},
		{"§7 -plies ends in a draw agreed", []string{"-as", "white", "-random", "-plies", "31"}, []string{"-as", "black", "-level", "1", "-plies", "31"}, 31},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ends := duelInProcess(t, tt.white, tt.black, passAll, passAll)
			for _, e := range ends {
				require.Equal(t, 0, e.code, e.report)
			}
			require.Equal(t, ends[engine.White].report, ends[engine.Black].report, "both sides tell the same game")
			replay(t, ends[engine.White].report)
			if tt.plies > 0 {
				l := lines(ends[engine.White].report)
				assert.Equal(t, "result 1/2-1/2 draw agreed", l[len(l)-2])
				assert.Len(t, l, 2*tt.plies+2)
			}
		})
	}
}

// TestDuelRefuses: a duel whose peer's message does not verify, or whose peer
// stops before the game is over, exits 1 with one line saying why.
func TestDuelRefuses(t *testing.T) {
	white := []string{"-as", "white", "-random", "-seed", "5"}
	black := []string{"-as", "black", "-random", "-seed", "6"}
	// tamper changes one character of line at: in base64url, six bits of the message.
	tamper := func(at int, char func(line string) int) relay {
		return func(n int, line string) (string, bool) {
			if n == at {
				b, i := []byte(line), char(line)
				// Another character of the alphabet: a flipped bit would make
				// '-' or '_' none.
				if b[i] == 'A' {
					b[i] = 'B'
				} else {
					b[i] = 'A'
				}
				return string(b), true
			}
			return line, true
		}
	}
	middle := func(line string) int { return len(line) / 2 }
	// The header is the version, the kind, the game id's length and the id,
	// then the sequence number and the transcript's hash: character 40 is in the hash.
	inHash := func(string) int { return 40 }
	cut := func(after int) relay {
		return func(n int, line string) (string, bool) { return line, n <= after }
	}
	tests := []struct {
		name             string
		toBlack, toWhite relay
		refuser          engine.Color
		want             string
	}{
		// A flipped bit in a point of the dealt field makes it no point, or another
		// point whose proof fails: which depends on the deal, drawn from crypto/rand.
		{"§11 a shuffle damaged", tamper(2, middle), passAll, engine.Black, "mschess duel: the opponent's message 2 is refused: "},
		{"§11 a message from another history", passAll, tamper(4, inHash), engine.White, "mschess duel: the opponent's message 4 is refused: the message belongs to another game"},
		{"§11 standard input ends in the set-up", cut(1), passAll, engine.Black, "mschess duel: " + errAbandoned.Error()},
		{"§11 standard input ends in the game", passAll, cut(10), engine.White, "mschess duel: " + errAbandoned.Error()},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ends := duelInProcess(t, white, black, tt.toBlack, tt.toWhite)
			e := ends[tt.refuser]
			require.Equal(t, 1, e.code, e.report)
			l := lines(e.report)
			last := l[len(l)-1]
			t.Log(last)
			assert.True(t, strings.HasPrefix(last, tt.want), last)
			assert.NotContains(t, e.report, "minefield", "the field is never opened")
			assert.NotEqual(t, 0, ends[tt.refuser.Other()].code, "the other side is left without its peer")
		})
	}
}

// TestDuelBetweenProcesses builds mschess and plays a duel between two processes
// joined by pipes.
func TestDuelBetweenProcesses(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := filepath.Join(t.TempDir(), "mschess")
	build := exec.Command("go", "build", "-o", bin, ".")
	out, err := build.CombinedOutput()
	require.NoError(t, err, "%s", out)
	toBlack, fromWhite, err := os.Pipe()
	require.NoError(t, err)
	toWhite, fromBlack, err := os.Pipe()
	require.NoError(t, err)
	var reports [2]bytes.Buffer
	white := exec.Command(bin, "duel", "-as", "white", "-level", "1", "-seed", "7", "-plies", "40")
	white.Stdin, white.Stdout, white.Stderr = toWhite, fromWhite, &reports[engine.White]
	black := exec.Command(bin, "duel", "-as", "black", "-random", "-seed", "8", "-plies", "40")
	black.Stdin, black.Stdout, black.Stderr = toBlack, fromBlack, &reports[engine.Black]
	require.NoError(t, white.Start())
	require.NoError(t, black.Start())
	for _, f := range []*os.File{toBlack, fromWhite, toWhite, fromBlack} {
		f.Close() // the children hold their own copies
	}
	require.NoError(t, white.Wait(), reports[engine.White].String())
	require.NoError(t, black.Wait(), reports[engine.Black].String())
	require.Equal(t, reports[engine.White].String(), reports[engine.Black].String())
	replay(t, reports[engine.White].String())
}

func TestDuelUsage(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"a side is needed", []string{"duel", "-random"}, "mschess duel: -as must be white or black"},
		{"a side is white or black", []string{"duel", "-as", "red", "-random"}, "mschess duel: -as must be white or black"},
		{"a player is needed", []string{"duel", "-as", "white"}, "mschess duel: give -level L or -random"},
		{"one player, not two", []string{"duel", "-as", "white", "-random", "-level", "2"}, "mschess duel: give -level L or -random"},
		{"a level is 1 to the top", []string{"duel", "-as", "black", "-level", overTop}, "mschess duel: -level must be from 1 to " + topLevel},
		{"plies are counted up", []string{"duel", "-as", "black", "-random", "-plies", "-1"}, "mschess duel: -plies cannot be negative"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errs := mschess(tt.args...)
			assert.Equal(t, 2, code)
			assert.Empty(t, out, "nothing is sent")
			assert.True(t, strings.HasPrefix(errs, tt.want), errs)
		})
	}
	code, out, _ := mschess("duel", "-h")
	assert.Equal(t, 0, code)
	assert.Contains(t, out, "crypto/rand", "the usage says where the minefield comes from")
}
