// Command label adds a UCI engine's score to each position that tools/selfplay
// wrote: the evaluation is tuned to a blend of a game's result and that score
// (tools/tune), since a deeper engine's judgement of one position is a steadier
// target than the result of its game, which a blunder later may decide.
//
//	go run ./tools/label -engine /usr/games/fairy-stockfish \
//	    -variants engine/uci/testdata/mschess.ini -nodes 5000 \
//	    -in games.txt.gz -out tools/tune/data/positions.txt.gz
//
// Each line read is a FEN, a semicolon and the result for White; each line
// written adds a semicolon and the engine's score of the position for White in
// hundredths of a pawn, a forced mate counting as ±mateScore. A position where the
// engine has no move keeps its line as it was. Every position is searched afresh
// (a new game to the engine), so the scores do not depend on the order of the
// positions or on -parallel. A file whose name ends in .gz is read or written
// gzip-compressed.
package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"os"
	"strings"
	"sync"

	"mschess/engine"
	"mschess/engine/uci"
	"mschess/tools/internal/datafile"
)

// mateScore is what a forced mate counts as, in hundredths of a pawn.
const mateScore = 3000

func main() {
	path := flag.String("engine", "", "the path of a UCI engine that knows 8×10 boards (required)")
	variants := flag.String("variants", "", "a variants file defining \"mschess\"")
	nodes := flag.Int("nodes", 5000, "the engine's nodes per position")
	in := flag.String("in", "", "the positions with results, as tools/selfplay writes them (required)")
	out := flag.String("out", "", "the file to write (required)")
	parallel := flag.Int("parallel", 1, "the engine processes searching at once")
	flag.Parse()
	if *path == "" || *in == "" || *out == "" || *nodes < 1 || *parallel < 1 {
		fmt.Fprintln(os.Stderr, "usage: label -engine PATH [-variants FILE] -in FILE -out FILE [-nodes N] [-parallel N]")
		os.Exit(2)
	}
	if err := run(*path, *variants, *in, *out, *nodes, *parallel); err != nil {
		fmt.Fprintln(os.Stderr, "label:", err)
		os.Exit(1)
	}
}

func run(path, variants, in, out string, nodes, parallel int) error {
	lines, err := readLines(in)
	if err != nil {
		return err
	}
	scored := make([]string, len(lines))
	errs := make([]error, parallel)
	var wg sync.WaitGroup
	for w := range parallel {
		wg.Go(func() {
			e, err := uci.StartVariant(path, variants)
			if err != nil {
				errs[w] = err
				return
			}
			defer e.Close()
			for i := w; i < len(lines); i += parallel {
				if scored[i], err = label(e, lines[i], nodes); err != nil {
					errs[w] = fmt.Errorf("line %d: %w", i+1, err)
					return
				}
				if w == 0 && i%(1000*parallel) == 0 {
					fmt.Fprintf(os.Stderr, "%d of %d positions\n", i, len(lines))
				}
			}
		})
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return err
	}
	return writeLines(out, scored)
}

// label returns line, a FEN and a result, with the engine's score of the FEN
// for White after it.
func label(e *uci.Engine, line string, nodes int) (string, error) {
	fen, _, ok := strings.Cut(line, ";")
	if !ok {
		return "", errors.New("no result after the FEN")
	}
	p, err := engine.ParseMFEN(fen)
	if err != nil {
		return "", err
	}
	if err := e.NewGame(); err != nil {
		return "", err
	}
	if err := e.Position(fen, nil); err != nil {
		return "", err
	}
	_, score, err := e.GoNodes(nodes)
	switch {
	case errors.Is(err, uci.ErrNoMove):
		return line, nil
	case err != nil:
		return "", err
	}
	cp := score.Centipawns
	switch {
	case score.Mate > 0:
		cp = mateScore
	case score.Mate < 0:
		cp = -mateScore
	}
	if p.Side() == engine.Black {
		cp = -cp
	}
	return fmt.Sprintf("%s;%d", line, cp), nil
}

// readLines reads the lines of a file, gzip-compressed if its name ends in .gz.
func readLines(name string) ([]string, error) {
	f, err := datafile.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var lines []string
	s := bufio.NewScanner(f)
	for s.Scan() {
		lines = append(lines, s.Text())
	}
	return lines, s.Err()
}

// writeLines writes lines to a file, gzip-compressed if its name ends in .gz.
func writeLines(name string, lines []string) error {
	w, err := datafile.Create(name)
	if err != nil {
		return err
	}
	for _, l := range lines {
		fmt.Fprintln(w, l)
	}
	return w.Close()
}
