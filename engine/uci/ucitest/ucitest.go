// Package ucitest is a stand-in UCI engine for tests, so that no test needs an
// external engine: a test binary that finds itself started as an engine runs Serve
// on its standard input and output instead of its tests.
package ucitest

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strings"
	"testing"

	"mschess/engine"
	"mschess/engine/uci"
)

// Engine answers the UCI commands that package uci sends. Its score of a
// position is the material, after a bound above it.
type Engine struct {
	// Name is the engine's "id name".
	Name string
	// Choose returns the answer to "go" in the position set last, in UCI
	// coordinates; nil plays the first legal move (sweeps left out), or "(none)"
	// when there is none.
	Choose func(p *engine.Position) string
	// Plain makes an engine without variants, as most are: it has no
	// VariantPath or UCI_Variant option, and setting an option it lacks makes
	// Serve fail, as a typo in a name would go unseen otherwise.
	Plain bool
}

// pawns is what the stand-in's score counts each kind as, in pawns.
var pawns = [engine.King + 1]int{engine.Pawn: 1, engine.Knight: 3, engine.Bishop: 3, engine.Rook: 5, engine.Queen: 9}

// score is the stand-in's judgement of p for its side to move: the material, in
// hundredths of a pawn.
func score(p *engine.Position) int {
	sum := 0
	for k := engine.Pawn; k < engine.King; k++ {
		sum += 100 * pawns[k] * (p.Pieces(p.Side(), k).Count() - p.Pieces(p.Side().Other(), k).Count())
	}
	return sum
}

// startFEN is the variant's start: the set-up of docs/rules.md §1 without mines.
const startFEN = "rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// Serve reads commands from in and answers on out until "quit" or the end of in.
// It fails on a position it cannot read, a move that is not legal in it, or
// an option it lacks.
func (e *Engine) Serve(in io.Reader, out io.Writer) error {
	var p engine.Position
	s := bufio.NewScanner(in)
	for s.Scan() {
		fields := strings.Fields(s.Text())
		if len(fields) == 0 {
			continue
		}
		var err error
		switch fields[0] {
		case "uci":
			fmt.Fprintf(out, "id name %s\nid author nobody\noption name Hash type spin default 16 min 1 max 64\n", e.Name)
			if !e.Plain {
				fmt.Fprintf(out, "option name VariantPath type string default <empty>\noption name UCI_Variant type combo default chess var chess var %s\n", uci.Variant)
			}
			fmt.Fprintln(out, "uciok")
		case "setoption":
			err = e.setOption(fields[1:])
		case "isready":
			fmt.Fprintln(out, "readyok")
		case "position":
			p, err = position(fields[1:])
		case "go":
			fmt.Fprintf(out, "info depth 1 score cp %d lowerbound nodes 1\ninfo depth 1 score cp %d nodes 1\n", score(&p)+50, score(&p))
			fmt.Fprintln(out, "bestmove", e.choose(&p))
		case "quit":
			return nil
		}
		if err != nil {
			return err
		}
	}
	return s.Err()
}

// setOption checks the arguments of a "setoption" command against the options
// the engine has.
func (e *Engine) setOption(args []string) error {
	if len(args) >= 2 && args[0] == "name" {
		switch args[1] {
		case "Hash":
			return nil
		case "VariantPath", "UCI_Variant":
			if !e.Plain {
				return nil
			}
		}
	}
	return fmt.Errorf("no such option: %q", strings.Join(args, " "))
}

func (e *Engine) choose(p *engine.Position) string {
	if e.Choose != nil {
		return e.Choose(p)
	}
	moves := p.AppendLegalMoves(nil, false)
	if len(moves) == 0 {
		return "(none)"
	}
	return uci.Move(moves[0])
}

// position reads the arguments of a "position" command.
func position(args []string) (engine.Position, error) {
	fen := startFEN
	switch {
	case len(args) >= 7 && args[0] == "fen":
		fen, args = strings.Join(args[1:7], " "), args[7:]
	case len(args) >= 1 && args[0] == "startpos":
		args = args[1:]
	default:
		return engine.Position{}, fmt.Errorf("cannot read position %q", strings.Join(args, " "))
	}
	p, err := engine.ParseMFEN(fen)
	if err != nil {
		return p, err
	}
	if len(args) > 0 && args[0] == "moves" {
		for _, text := range args[1:] {
			m, err := uci.ParseMove(&p, text)
			if err != nil {
				return p, err
			}
			p.Play(m)
		}
	}
	return p, nil
}

// Main is a test binary's TestMain: it runs the tests, or, when the environment
// has env (a test starting its own binary as an engine sets it), serves as the
// stand-in engine that fake makes of env's value, and exits.
func Main(m *testing.M, env string, fake func(behaviour string) *Engine) {
	behaviour, ok := os.LookupEnv(env)
	if !ok {
		os.Exit(m.Run())
	}
	if err := fake(behaviour).Serve(os.Stdin, os.Stdout); err != nil {
		os.Exit(4)
	}
	os.Exit(0)
}

// Path returns the path of the running test binary, to start as the stand-in
// engine of behaviour: it sets env, which Main looks for, for the rest of t.
func Path(t testing.TB, env, behaviour string) string {
	t.Helper()
	t.Setenv(env, behaviour)
	exe, err := os.Executable()
	if err != nil {
		t.Fatalf("the test binary's path: %v", err)
	}
	return exe
}
