// Command mschess works with Minesweeper Chess positions from the command line:
// it counts move sequences (perft), plays moves from a position, sets up new
// games, works out the odds of a mine on each fogged square, and lets the computer
// opponent choose moves and play matches, and plays one side of a game against
// another device over its standard input and output. Positions are read and
// written in MFEN, moves in SAN (docs/rules.md §8).
//
// Usage:
//
//	mschess perft [-fen MFEN] -depth N [-nosweep] [-divide]
//	mschess apply [-fen MFEN] SAN...
//	mschess new -seed N
//	mschess odds -fen MFEN
//	mschess bestmove [-fen MFEN] -level L [-movetime MS | -nodes N] [-seed S]
//	mschess match -a L -b L -games N [-seed S] [-movetime MS]
//	mschess duel -as white|black [-level L | -random] [-seed S] [-plies P]
//	mschess versus -engine PATH [-variants FILE] [-nodes N] [-level L] [-games G] [-seed S] [-records FILE]
//
// perft prints the number of move sequences of N plies, on the last line. With
// -divide it first prints each legal move with its share, one "SAN count" line each.
//
// apply plays the moves from a referee position, whose MFEN lists every mine, and
// prints one line per move with what happened, then the result and why when the
// game ended, then the referee MFEN of the final position on the last line.
//
// new prints the referee MFEN of the start of a game whose minefield comes from the
// seed, the same minefield the app and game records use for that seed.
//
// odds works out the players' view of a referee position, numbers included, and
// from that view alone (docs/rules.md §9) prints one "square probability" line per
// fogged square, in square order with six decimals, then "N layouts": how many
// placements of the hidden mines agree with the view.
//
// bestmove prints the move the computer chooses at level L (1–12) for the side to
// move, in SAN on the last line, after a line with the depth, nodes and score of
// its search. It is handed the side to move's view of the referee position only.
// Under a node budget (-nodes, or the level's own) the choice is reproducible.
//
// match plays N games of the computer against itself, each on the minefield of its
// own seed, -a taking White in the first game and the colours alternating. A
// player is a level, 1–12, or a yardstick: random (any legal move) or greedy (the
// most material at once). It prints one line per game, then the score of -a as
// "W wins, D draws, L losses" on the last line. A game still going after
// maxMatchPlies plies counts as a draw.
//
// duel plays one side of a game whose minefield nobody holds (docs/rules.md §11)
// against a peer, such as another mschess duel joined to it by pipes: every
// message it sends is one line of base64url on standard output, and it reads the
// peer's, one a line, from standard input. Its moves are the computer's at level L
// or random legal moves, chosen from its own view with seed S; the minefield is
// dealt from crypto/rand whatever the seed, since whoever knew the seed would know
// the mines. On standard error it writes "move <ply> <SAN>" and "view <ply> <MFEN
// of its view>" after each ply, "result <1-0|0-1|1/2-1/2> <reason>" at the end and,
// once both sides have opened it, "minefield <squares, comma-separated>". With -plies
// P it offers a draw after P plies, and accepts any draw it is offered; it refuses
// every take-back. It exits 0 after a finished game, and 1 with one line saying why
// when a message of the peer does not verify or standard input ends before the
// game does: an abandoned game.
//
// versus plays G games of the computer at level L against a UCI engine limited to N
// nodes a move, at chess on this board without mines or sweeps, from random
// openings each played with both colours: Fairy-Stockfish with -variants
// engine/uci/testdata/mschess.ini. It prints one line per game, then the computer's
// score with its 95 % error bar on the last line; -records writes the games'
// records to a file. Without -engine it does nothing.
//
// For perft, apply and bestmove, -fen defaults to the standard set-up without mines
// or fog. The exit status is 0 on success, 1 when the input is wrong (a bad
// position, an illegal or unreadable move, a move after the end of the game) and 2
// when the command line is.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
)

// defaultFEN is the standard set-up with neither mines nor fog.
const defaultFEN = "rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// A command is one subcommand of mschess.
type command struct {
	name, args, about string
	// run sets its flags on fs, parses args with parseFlags and does its work.
	run func(fs *flag.FlagSet, args []string, stdout io.Writer) error
}

var commands = []command{
	{"perft", "[-fen MFEN] -depth N [-nosweep] [-divide]", "count the sequences of N legal moves; the count is the last line", perft},
	{"apply", "[-fen MFEN] SAN...", "play moves from a referee position; the final MFEN is the last line", apply},
	{"new", "-seed N", "print the referee MFEN of a new game on the minefield of seed N", newGame},
	{"odds", "-fen MFEN", "print each fogged square's chance of a mine, seen from the players' view; the number of layouts is the last line", mineOdds},
	{"bestmove", "[-fen MFEN] -level L [-movetime MS | -nodes N] [-seed S]", "print the computer's move for the side to move; the SAN is the last line", bestMove},
	{"match", "-a L -b L -games N [-seed S] [-movetime MS]", "play the computer against itself; the score of -a is the last line", match},
	{"versus", "-engine PATH [-variants FILE] [-nodes N] [-level L] [-games G] [-seed S] [-records FILE]", "play the computer against a UCI engine at chess on this board; the score is the last line", versus},
}

// usageError is a mistake in the command line rather than in the input.
type usageError string

func (e usageError) Error() string { return string(e) }

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run runs the mschess command line args and returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	cmds := append(slices.Clip(commands), duelCommand(stdin, stderr))
	if len(args) == 0 {
		printUsage(stderr, cmds)
		return 2
	}
	switch args[0] {
	case "-h", "-help", "--help", "help":
		printUsage(stdout, cmds)
		return 0
	}
	for _, cmd := range cmds {
		if cmd.name != args[0] {
			continue
		}
		fs := flag.NewFlagSet("mschess "+cmd.name, flag.ContinueOnError)
		fs.SetOutput(io.Discard) // run prints errors and usage itself
		err := cmd.run(fs, args[1:], stdout)
		var ue usageError
		switch {
		case err == nil:
			return 0
		case errors.Is(err, flag.ErrHelp):
			printCommandUsage(stdout, cmd, fs)
			return 0
		case errors.As(err, &ue):
			fmt.Fprintf(stderr, "mschess %s: %v\n\n", cmd.name, err)
			printCommandUsage(stderr, cmd, fs)
			return 2
		}
		fmt.Fprintf(stderr, "mschess %s: %v\n", cmd.name, err)
		return 1
	}
	fmt.Fprintf(stderr, "mschess: unknown command %q\n\n", args[0])
	printUsage(stderr, cmds)
	return 2
}

func printUsage(w io.Writer, cmds []command) {
	fmt.Fprintln(w, "usage:")
	for _, cmd := range cmds {
		fmt.Fprintf(w, "  mschess %s %s\n        %s\n", cmd.name, cmd.args, cmd.about)
	}
	fmt.Fprintln(w, "\nRun mschess COMMAND -h for the flags of a command.")
}

func printCommandUsage(w io.Writer, cmd command, fs *flag.FlagSet) {
	fmt.Fprintf(w, "usage: mschess %s %s\n\n%s.\n\nflags:\n", cmd.name, cmd.args, cmd.about)
	fs.SetOutput(w)
	fs.PrintDefaults()
	fs.SetOutput(io.Discard)
}

// parseFlags parses args with fs; other arguments are refused unless positional.
func parseFlags(fs *flag.FlagSet, args []string, positional bool) error {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return err
		}
		return usageError(err.Error())
	}
	if !positional && fs.NArg() > 0 {
		return usageError(fmt.Sprintf("unexpected argument %q", fs.Arg(0)))
	}
	return nil
}
