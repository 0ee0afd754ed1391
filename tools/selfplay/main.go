// Command selfplay plays a UCI engine against itself at chess on this board (no
// mines, no sweeps) from random openings, and writes positions of the games with
// each game's result: the data that the computer's evaluation is tuned on, once
// tools/label has added the engine's score of each (tools/tune; `make tune`
// runs all three).
//
//	go run ./tools/selfplay -engine /usr/games/fairy-stockfish \
//	    -variants engine/uci/testdata/mschess.ini -games 1500 -nodes 2000 -seed 1 \
//	    -out bin/games.txt.gz
//
// Each line is a position in FEN, a semicolon and the result for White: 1, 0.5 or
// 0; a file whose name ends in .gz is written gzip-compressed. The positions are taken from the end of each game's opening on, every
// -every plies, leaving out those in check. A game still going after 400 plies is
// left out.
package main

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"

	"mschess/engine"
	"mschess/engine/uci"
	"mschess/tools/internal/datafile"
)

// maxPlies ends a game that goes on this long; its positions are not kept.
const maxPlies = 400

// startFEN is the set-up of docs/rules.md §1 without mines.
const startFEN = "rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

func main() {
	path := flag.String("engine", "", "the path of a UCI engine that knows 8×10 boards (required)")
	variants := flag.String("variants", "", "a variants file defining \"mschess\"")
	games := flag.Int("games", 100, "the number of games")
	first := flag.Int("first", 0, "the games to skip: a run with -first N plays the games a longer run plays after its first N")
	nodes := flag.Int("nodes", 1000, "the engine's nodes per move")
	openPlies := flag.Int("openplies", 8, "the plies of each game's random opening")
	every := flag.Int("every", 2, "keep a position every this many plies")
	seed := flag.Uint64("seed", 1, "the seed of the openings")
	out := flag.String("out", "", "the file to write (required)")
	flag.Parse()
	if *path == "" || *out == "" || *games < 1 || *nodes < 1 || *every < 1 || *openPlies < 0 || *first < 0 {
		fmt.Fprintln(os.Stderr, "usage: selfplay -engine PATH [-variants FILE] -out FILE [-games N] [-first N] [-nodes N] [-openplies N] [-every N] [-seed S]")
		os.Exit(2)
	}
	if err := run(*path, *variants, *out, *first, *games, *nodes, *openPlies, *every, *seed); err != nil {
		fmt.Fprintln(os.Stderr, "selfplay:", err)
		os.Exit(1)
	}
}

func run(path, variants, out string, first, games, nodes, openPlies, every int, seed uint64) error {
	e, err := uci.StartVariant(path, variants)
	if err != nil {
		return err
	}
	defer e.Close()
	w, err := datafile.Create(out)
	if err != nil {
		return err
	}
	kept := 0
	for i := first; i < first+games; i++ {
		positions, result, err := play(e, rand.New(rand.NewPCG(seed, uint64(i))), nodes, openPlies, every)
		if err != nil {
			w.Close()
			return fmt.Errorf("game %d: %w", i+1, err)
		}
		for _, fen := range positions {
			fmt.Fprintf(w, "%s;%g\n", fen, result)
		}
		kept += len(positions)
		fmt.Fprintf(os.Stderr, "game %d: %g, %d positions\n", i+1, result, len(positions))
	}
	fmt.Fprintf(os.Stderr, "%d positions from %d games\n", kept, games)
	return w.Close()
}

// play plays one game and returns the positions kept and the result for White, or
// no positions when the game ran too long.
func play(e *uci.Engine, r *rand.Rand, nodes, openPlies, every int) ([]string, float64, error) {
	p, err := engine.ParseMFEN(startFEN)
	if err != nil {
		return nil, 0, err
	}
	g, err := engine.NewGameFrom(p)
	if err != nil {
		return nil, 0, err
	}
	if err := e.NewGame(); err != nil {
		return nil, 0, err
	}
	var line uci.Line
	line.Add(&p, engine.NoMove)
	var positions []string
	for ply := 0; ; ply++ {
		p := g.Referee()
		moves := p.AppendLegalMoves(nil, false)
		switch {
		case g.Over():
			res, _ := g.Result()
			return positions, whiteScore(res), nil
		case len(moves) == 0 && p.InCheck():
			return positions, float64(p.Side()), nil // White mated scores 0, Black mated 1
		case len(moves) == 0:
			return positions, 0.5, nil
		case ply >= maxPlies:
			return nil, 0.5, nil
		}
		if ply >= openPlies && (ply-openPlies)%every == 0 && !p.InCheck() {
			positions = append(positions, uci.FEN(&p))
		}
		var m engine.Move
		if ply < openPlies {
			m = moves[r.IntN(len(moves))]
		} else if m, err = e.Choose(&p, &line, nodes); err != nil {
			return nil, 0, err
		}
		if _, err := g.Play(m); err != nil {
			return nil, 0, err
		}
		after := g.Referee()
		line.Add(&after, m)
	}
}

// whiteScore is White's score in a finished game.
func whiteScore(r engine.Result) float64 {
	switch r {
	case engine.WhiteWins:
		return 1
	case engine.BlackWins:
		return 0
	}
	return 0.5
}
