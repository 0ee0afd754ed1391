package uci

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strconv"
	"strings"
	"time"
)

// Engine is a running UCI engine process.
type Engine struct {
	// Name is what the engine calls itself in its "id name" line, or its path.
	Name string
	// Timeout bounds each wait for an answer; a search under a node budget
	// normally answers well within it.
	Timeout time.Duration

	cmd   *exec.Cmd
	in    io.WriteCloser
	lines chan string // the engine's output, line by line; closed when it ends
}

// DefaultTimeout is Engine.Timeout as Start sets it.
const DefaultTimeout = time.Minute

// ErrNoMove is what Go returns when the engine has no move to play: the position is
// checkmate or stalemate for it.
var ErrNoMove = errors.New("the engine has no move: the game is over")

// Start runs the engine at path with args and waits for it to say it speaks UCI.
func Start(path string, args ...string) (*Engine, error) {
	cmd := exec.Command(path, args...)
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("cannot start the engine: %w", err)
	}
	e := &Engine{Name: path, Timeout: DefaultTimeout, cmd: cmd, in: in, lines: make(chan string, 64)}
	go func() {
		s := bufio.NewScanner(out)
		s.Buffer(make([]byte, 64<<10), 1<<20)
		for s.Scan() {
			e.lines <- s.Text()
		}
		close(e.lines)
	}()
	if err := e.send("uci"); err != nil {
		e.Close()
		return nil, err
	}
	for {
		line, err := e.read("uciok")
		if err != nil {
			e.Close()
			return nil, err
		}
		if name, ok := strings.CutPrefix(line, "id name "); ok {
			e.Name = strings.TrimSpace(name)
		}
		if line == "uciok" {
			return e, nil
		}
	}
}

// send writes one command line to the engine.
func (e *Engine) send(command string) error {
	if _, err := io.WriteString(e.in, command+"\n"); err != nil {
		return fmt.Errorf("the engine stopped listening: %w", err)
	}
	return nil
}

// read returns the engine's next line of output, failing when the engine ends or
// says nothing for Timeout while the caller waits for awaited.
func (e *Engine) read(awaited string) (string, error) {
	timer := time.NewTimer(e.Timeout)
	defer timer.Stop()
	select {
	case line, ok := <-e.lines:
		if !ok {
			return "", fmt.Errorf("the engine quit before %q", awaited)
		}
		return strings.TrimSpace(line), nil
	case <-timer.C:
		return "", fmt.Errorf("the engine gave no %q within %v", awaited, e.Timeout)
	}
}

// Variant is the variant that engine/uci/testdata/mschess.ini defines: plain
// chess on this board, with no mines.
const Variant = "mschess"

// StartVariant starts the engine at path as Start does and, when variants names
// a variants file, has the engine load it (VariantPath, as Fairy-Stockfish
// names the option) and play Variant; it returns once the engine is ready.
func StartVariant(path, variants string) (*Engine, error) {
	e, err := Start(path)
	if err != nil {
		return nil, err
	}
	if variants != "" {
		err = errors.Join(e.SetOption("VariantPath", variants), e.SetOption("UCI_Variant", Variant))
	}
	if err == nil {
		err = e.Ready()
	}
	if err != nil {
		e.Close()
		return nil, err
	}
	return e, nil
}

// SetOption sets the engine's option name to value. Options take effect once Ready
// returns.
func (e *Engine) SetOption(name, value string) error {
	return e.send("setoption name " + name + " value " + value)
}

// Ready waits until the engine has dealt with every command sent before.
func (e *Engine) Ready() error {
	if err := e.send("isready"); err != nil {
		return err
	}
	for {
		line, err := e.read("readyok")
		if err != nil || line == "readyok" {
			return err
		}
	}
}

// NewGame tells the engine that the next position is from another game.
func (e *Engine) NewGame() error {
	if err := e.send("ucinewgame"); err != nil {
		return err
	}
	return e.Ready()
}

// Position sets the position to search: fen, or the variant's start when fen is
// empty, then moves, in UCI coordinates, played from it.
func (e *Engine) Position(fen string, moves []string) error {
	cmd := "position startpos"
	if fen != "" {
		cmd = "position fen " + fen
	}
	if len(moves) > 0 {
		cmd += " moves " + strings.Join(moves, " ")
	}
	return e.send(cmd)
}

// Score is an engine's judgement of the position it searched, for the side to
// move: Centipawns, hundredths of a pawn, or, when Mate is not zero, a forced
// mate in Mate moves, negative when the side to move is the one mated.
type Score struct {
	Centipawns, Mate int
}

// GoNodes searches the position for nodes positions and returns the move the engine
// chooses, in UCI coordinates, with the score of the deepest search it reported,
// or ErrNoMove.
func (e *Engine) GoNodes(nodes int) (string, Score, error) {
	if err := e.send("go nodes " + strconv.Itoa(nodes)); err != nil {
		return "", Score{}, err
	}
	var score Score
	for {
		line, err := e.read("bestmove")
		if err != nil {
			return "", Score{}, err
		}
		fields := strings.Fields(line)
		if len(fields) == 0 || fields[0] != "bestmove" {
			// "info" lines, and anything else the engine says on the way
			readScore(fields, &score)
			continue
		}
		switch {
		case len(fields) < 2:
			return "", Score{}, errors.New(`the engine said "bestmove" and no move`)
		case fields[1] == "(none)" || fields[1] == "0000":
			return "", Score{}, ErrNoMove
		}
		return fields[1], score, nil
	}
}

// readScore sets score from the "score cp N" or "score mate N" of an "info"
// line's fields, if it has one. A bound ("lowerbound", "upperbound") is no score.
func readScore(fields []string, score *Score) {
	if len(fields) == 0 || fields[0] != "info" {
		return
	}
	for i := 1; i+2 < len(fields); i++ {
		if fields[i] != "score" {
			continue
		}
		if i+3 < len(fields) && strings.HasSuffix(fields[i+3], "bound") {
			return
		}
		n, err := strconv.Atoi(fields[i+2])
		if err != nil {
			return
		}
		switch fields[i+1] {
		case "cp":
			*score = Score{Centipawns: n}
		case "mate":
			*score = Score{Mate: n}
		}
		return
	}
}

// quitGrace is how long Close waits for the engine to quit before killing it.
const quitGrace = 2 * time.Second

// Close asks the engine to quit, kills it if it does not, and waits for it to end.
func (e *Engine) Close() error {
	_ = e.send("quit")
	e.in.Close()
	done := make(chan struct{})
	go func() {
		for range e.lines { // drain, so that the reader and the process can end
		}
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(quitGrace):
		_ = e.cmd.Process.Kill()
		<-done
	}
	err := e.cmd.Wait()
	var exit *exec.ExitError
	if errors.As(err, &exit) && !exit.Exited() { // killed: we ended it
		return nil
	}
	return err
}
