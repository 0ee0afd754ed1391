// Command mschess works with Minesweeper Chess positions from the command line:
// it counts move sequences (perft), plays moves from a position, sets up new
// games, works out the odds of a mine on each fogged square, and lets the computer
// opponent choose moves and play matches. Positions are read and written in MFEN,
// moves in SAN (docs/rules.md §8).
//
// Usage:
//
//	mschess perft [-fen MFEN] -depth N [-nosweep] [-divide]
//	mschess apply [-fen MFEN] SAN...
//	mschess new -seed N
//	mschess odds -fen MFEN
//	mschess bestmove [-fen MFEN] -level L [-movetime MS | -nodes N] [-seed S]
//	mschess match -a L -b L -games N [-seed S] [-movetime MS]
//	mschess versus -engine PATH [-variants FILE] [-nodes N] [-level L] [-games G] [-seed S]
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
// bestmove prints the move the computer chooses at level L (1–4) for the side to
// move, in SAN on the last line, after a line with the depth, nodes and score of
// its search. It is handed the side to move's view of the referee position only.
// Under a node budget (-nodes, or the level's own) the choice is reproducible.
//
// match plays N games of the computer against itself, each on the minefield of its
// own seed, -a taking White in the first game and the colours alternating. A
// player is a level, 1–4, or a yardstick: random (any legal move) or greedy (the
// most material at once). It prints one line per game, then the score of -a as
// "W wins, D draws, L losses" on the last line. A game still going after
// maxMatchPlies plies counts as a draw.
//
// versus plays G games of the computer at level L against a UCI engine limited to N
// nodes a move, at chess on this board without mines or sweeps, from random
// openings each played with both colours: Fairy-Stockfish with -variants
// engine/uci/testdata/mschess.ini. It prints one line per game, then the computer's
// score with its 95 % error bar on the last line. Without -engine it does nothing.
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
	"sort"
	"strconv"
	"strings"
	"time"

	"mschess/engine"
	"mschess/engine/bot"
	"mschess/engine/odds"
)

// defaultFEN is the standard set-up with neither mines nor fog.
const defaultFEN = "rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// maxDepth bounds perft: deeper counts would not finish in a lifetime.
const maxDepth = 30

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
	{"versus", "-engine PATH [-variants FILE] [-nodes N] [-level L] [-games G] [-seed S]", "play the computer against a UCI engine at chess on this board; the score is the last line", versus},
}

// usageError is a mistake in the command line rather than in the input.
type usageError string

func (e usageError) Error() string { return string(e) }

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run runs the mschess command line args and returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		printUsage(stderr)
		return 2
	}
	switch args[0] {
	case "-h", "-help", "--help", "help":
		printUsage(stdout)
		return 0
	}
	for _, cmd := range commands {
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
	printUsage(stderr)
	return 2
}

func printUsage(w io.Writer) {
	fmt.Fprintln(w, "usage:")
	for _, cmd := range commands {
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

func perft(fs *flag.FlagSet, args []string, stdout io.Writer) error {
	fen := fs.String("fen", defaultFEN, "the position, in MFEN")
	depth := fs.Int("depth", 0, fmt.Sprintf("the number of plies to count, 1 to %d (required)", maxDepth))
	noSweep := fs.Bool("nosweep", false, "leave sweeps out, as in ordinary chess")
	divide := fs.Bool("divide", false, "first print each legal move in SAN with its count")
	if err := parseFlags(fs, args, false); err != nil {
		return err
	}
	if *depth < 1 || *depth > maxDepth {
		return usageError(fmt.Sprintf("-depth must be from 1 to %d", maxDepth))
	}
	p, err := engine.ParseMFEN(*fen)
	if err != nil {
		return err
	}
	sweeps := !*noSweep
	if !*divide {
		fmt.Fprintln(stdout, p.Perft(*depth, sweeps))
		return nil
	}
	type line struct {
		san   string
		nodes uint64
	}
	var lines []line
	var total uint64
	for _, e := range p.Divide(*depth, sweeps) {
		lines = append(lines, line{p.SAN(e.Move), e.Nodes})
		total += e.Nodes
	}
	sort.Slice(lines, func(i, j int) bool { return lines[i].san < lines[j].san })
	for _, l := range lines {
		fmt.Fprintln(stdout, l.san, l.nodes)
	}
	fmt.Fprintln(stdout, total)
	return nil
}

func apply(fs *flag.FlagSet, args []string, stdout io.Writer) error {
	fen := fs.String("fen", defaultFEN, "the referee position to start from, in MFEN with every mine listed")
	if err := parseFlags(fs, args, true); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		return usageError("give at least one move in SAN")
	}
	g, err := refereeGame(*fen)
	if err != nil {
		return err
	}
	for _, san := range fs.Args() {
		before := g.Referee()
		number := fmt.Sprintf("%d.", before.Fullmove())
		if before.Side() == engine.Black {
			number += ".."
		}
		if g.Over() {
			res, reason := g.Result()
			return fmt.Errorf("%s %s: the game is already over, %v by %v", number, san, res, reason)
		}
		events, err := g.PlaySAN(san)
		if err != nil {
			return fmt.Errorf("%s %s: %w", number, san, err)
		}
		fmt.Fprintf(stdout, "%s %s: %s\n", number, g.Moves()[g.Len()-1].SAN, describe(events))
	}
	if g.Over() {
		res, reason := g.Result()
		fmt.Fprintln(stdout, res, reason)
	}
	final := g.Referee()
	fmt.Fprintln(stdout, final.MFEN())
	return nil
}

func newGame(fs *flag.FlagSet, args []string, stdout io.Writer) error {
	seed := fs.Uint64("seed", 0, "the seed the minefield comes from (required)")
	if err := parseFlags(fs, args, false); err != nil {
		return err
	}
	given := false
	fs.Visit(func(f *flag.Flag) { given = given || f.Name == "seed" })
	if !given {
		return usageError("-seed is required")
	}
	start := engine.NewGame(*seed).Start()
	fmt.Fprintln(stdout, start.MFEN())
	return nil
}

func mineOdds(fs *flag.FlagSet, args []string, stdout io.Writer) error {
	fen := fs.String("fen", "", "the referee position, in MFEN with every mine listed (required)")
	if err := parseFlags(fs, args, false); err != nil {
		return err
	}
	if *fen == "" {
		return usageError("-fen is required")
	}
	g, err := refereeGame(*fen)
	if err != nil {
		return err
	}
	view := g.View() // from here on, nothing but what the players see
	o, err := odds.Of(&view)
	if err != nil {
		return err
	}
	for _, s := range view.Position.Fog().Squares() {
		fmt.Fprintf(stdout, "%v %.6f\n", s, o.Mine[s])
	}
	fmt.Fprintln(stdout, o.Layouts, "layouts")
	return nil
}

// refereeGame starts a game from the referee position fen, in MFEN with every mine listed.
func refereeGame(fen string) (*engine.Game, error) {
	p, err := engine.ParseMFEN(fen)
	if err != nil {
		return nil, err
	}
	return engine.NewGameFrom(p)
}

// describe tells a move's events in words, separated by semicolons: "knight b1-c3;
// revealed b4 c4 d4". The end of the game is left out: apply prints it on its own line.
func describe(events []engine.Event) string {
	var parts []string
	for _, ev := range events {
		var s string
		switch ev.Kind {
		case engine.EventMove:
			s = fmt.Sprintf("%s %v-%v", ev.Piece.Kind.Name(), ev.From, ev.To)
		case engine.EventCapture:
			s = fmt.Sprintf("%s %vx%v takes %v %s", ev.Piece.Kind.Name(), ev.From, ev.To, ev.Captured.Color, ev.Captured.Kind.Name())
		case engine.EventCastle:
			side, rookFrom, rookTo := "short", 7, 5
			if ev.To.File() < ev.From.File() {
				side, rookFrom, rookTo = "long", 0, 3
			}
			rank := ev.From.Rank()
			s = fmt.Sprintf("castles %s: king %v-%v, rook %v-%v", side, ev.From, ev.To, engine.SquareAt(rookFrom, rank), engine.SquareAt(rookTo, rank))
		case engine.EventSweep:
			s = fmt.Sprintf("pawn %v sweeps %v, no mine", ev.From, ev.To)
			if ev.Removed {
				s = fmt.Sprintf("pawn %v sweeps %v, mine removed", ev.From, ev.To)
			}
		case engine.EventBlast:
			s = fmt.Sprintf("blast on %v, %v %s destroyed", ev.To, ev.Captured.Color, ev.Captured.Kind.Name())
		case engine.EventSapper:
			s = fmt.Sprintf("king removes the mine on %v unharmed", ev.To)
		case engine.EventPromotion:
			s = fmt.Sprintf("promoted to queen on %v", ev.To)
		case engine.EventReveal:
			s = "revealed"
			for _, sq := range ev.Squares.Squares() {
				s += " " + sq.String()
			}
		case engine.EventAllClear:
			s = "all clear, the fog lifts"
		case engine.EventCheck:
			s = ev.Piece.Color.String() + " in check"
		default:
			continue
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, "; ")
}

func bestMove(fs *flag.FlagSet, args []string, stdout io.Writer) error {
	fen := fs.String("fen", defaultFEN, "the referee position, in MFEN with every mine listed")
	level := fs.Int("level", 0, "the level, 1 to 4 (required)")
	moveTime := fs.Int("movetime", 0, "stop thinking after this many milliseconds")
	nodes := fs.Int("nodes", 0, "stop thinking after this many positions, below the level's own budget")
	seed := fs.Uint64("seed", 0, "the seed of the level's random choices")
	if err := parseFlags(fs, args, false); err != nil {
		return err
	}
	switch {
	case *level < int(bot.MinLevel) || *level > int(bot.MaxLevel):
		return usageError("-level must be from 1 to 4")
	case *moveTime < 0 || *nodes < 0:
		return usageError("-movetime and -nodes cannot be negative")
	case *moveTime > 0 && *nodes > 0:
		return usageError("give -movetime or -nodes, not both")
	}
	g, err := refereeGame(*fen)
	if err != nil {
		return err
	}
	if g.Over() {
		res, reason := g.Result()
		return fmt.Errorf("the game is already over, %v by %v", res, reason)
	}
	v := g.View()
	m, info, err := bot.Choose(&v, bot.Options{
		Level: bot.Level(*level), Nodes: *nodes, MoveTime: time.Duration(*moveTime) * time.Millisecond, Seed: *seed,
	})
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "depth %d nodes %d score %d\n", info.Depth, info.Nodes, info.Score)
	fmt.Fprintln(stdout, v.Position.SAN(m))
	return nil
}

// maxMatchPlies ends a match game that goes on this long, as a draw.
const maxMatchPlies = 400

// A player of a match: a level or a yardstick.
type player struct {
	name  string
	level bot.Level // 0 for a yardstick
}

func parsePlayer(name string) (player, error) {
	if name == "random" || name == "greedy" {
		return player{name: name}, nil
	}
	n, err := strconv.Atoi(name)
	if err != nil || n < int(bot.MinLevel) || n > int(bot.MaxLevel) {
		return player{}, usageError(fmt.Sprintf("%q is no player: give a level 1 to 4, random or greedy", name))
	}
	return player{name: name, level: bot.Level(n)}, nil
}

// choose returns pl's move in the view v of a game whose earlier views have the
// keys history.
func (pl player) choose(v *engine.View, history []uint64, seed uint64, moveTime time.Duration) (engine.Move, error) {
	switch pl.name {
	case "random":
		return bot.Random(v, seed)
	case "greedy":
		return bot.Greedy(v, seed)
	}
	m, _, err := bot.Choose(v, bot.Options{Level: pl.level, MoveTime: moveTime, Seed: seed, History: history})
	return m, err
}

func match(fs *flag.FlagSet, args []string, stdout io.Writer) error {
	a := fs.String("a", "", "the first player: a level 1 to 4, random or greedy (required)")
	b := fs.String("b", "", "the second player (required)")
	games := fs.Int("games", 0, "the number of games (required)")
	seed := fs.Uint64("seed", 0, "the seed of the first game's minefield; the others follow it")
	moveTime := fs.Int("movetime", 0, "let the levels think this many milliseconds at most per move")
	if err := parseFlags(fs, args, false); err != nil {
		return err
	}
	if *games < 1 {
		return usageError("-games must be at least 1")
	}
	if *moveTime < 0 {
		return usageError("-movetime cannot be negative")
	}
	pa, err := parsePlayer(*a)
	if err != nil {
		return err
	}
	pb, err := parsePlayer(*b)
	if err != nil {
		return err
	}
	var wins, draws, losses int
	for i := range *games {
		players, aColor := [2]player{pa, pb}, engine.White
		if i%2 == 1 {
			players, aColor = [2]player{pb, pa}, engine.Black
		}
		g := engine.NewGame(*seed + uint64(i))
		if err := playMatchGame(g, players, *seed+uint64(i), time.Duration(*moveTime)*time.Millisecond); err != nil {
			return err
		}
		res, reason := g.Result()
		switch {
		case res == engine.Ongoing:
			draws++
			reason = engine.NoReason
		case res == engine.Draw:
			draws++
		case (res == engine.WhiteWins) == (aColor == engine.White):
			wins++
		default:
			losses++
		}
		why := reason.String()
		if res == engine.Ongoing {
			why = fmt.Sprintf("no result after %d plies, counted as a draw", maxMatchPlies)
		}
		fmt.Fprintf(stdout, "game %d: %s (white) v %s (black): %v %s, %d plies\n", i+1, players[0].name, players[1].name, res, why, g.Len())
	}
	fmt.Fprintf(stdout, "%d wins, %d draws, %d losses\n", wins, draws, losses)
	return nil
}

// playMatchGame plays g out between players, White first, each deciding from its
// view of the game; seed makes the players' choices.
func playMatchGame(g *engine.Game, players [2]player, seed uint64, moveTime time.Duration) error {
	var history []uint64
	for !g.Over() && g.Len() < maxMatchPlies {
		v := g.View()
		m, err := players[g.Side()].choose(&v, history, seed^uint64(g.Len())<<32, moveTime)
		if err != nil {
			return err
		}
		if _, err := g.Play(m); err != nil {
			return err
		}
		history = append(history, v.Position.Key())
	}
	return nil
}
