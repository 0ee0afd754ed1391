// Command tune fits the computer's evaluation weights (engine/bot/weights.go) to
// games, by Texel's method: it picks the weights that minimise the mean squared
// error between each position's target and sigmoid(K·evaluation), K first fitted
// to the weights as they are. The target is the result of the position's game
// for White, blended, where the data has it, with what a stronger engine's score
// of the position predicts (-lambda of the result, the rest the score's). The
// search is local: each weight in turn moves by a step while that lowers the
// error, and the step halves when none does. A pull keeps the weights near where
// they were where the data says little.
//
// The positions come from tools/selfplay and tools/label, one a line: a FEN, a
// semicolon and the result for White (1, 0.5 or 0), then perhaps a semicolon and
// the engine's score for White in hundredths of a pawn; a file whose name ends
// in .gz is read gzip-compressed. Positions in check or with a capture that wins
// material are left out. One game in ten is held out to show the fit is not to
// the noise: a game's positions are alike, so they are all on one side. The
// weights named by -hold stay as they are: the tempo, by default (README.md
// says why).
//
//	go run ./tools/tune -data tools/tune/data/positions.txt.gz -write
//
// Without -write it prints the new engine/bot/weights.go. `make tune` makes the
// data again and tunes.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"

	"mschess/engine"
	"mschess/engine/bot"
	"mschess/tools/internal/datafile"
)

func main() {
	data := flag.String("data", "tools/tune/data/positions.txt.gz", "the positions with results")
	source := flag.String("source", "engine/bot/weights.go", "the Go file holding the weights")
	write := flag.Bool("write", false, "write the tuned weights into -source rather than print the file")
	passes := flag.Int("passes", 20, "the most passes over the weights")
	step := flag.Int("step", 8, "the first step of a weight, halved down to 1")
	pull := flag.Float64("pull", 1e-7, "the error added per square of a hundredth of a pawn that a weight moves")
	lambda := flag.Float64("lambda", 0.2, "how much of a target is the game's result, the rest the playing engine's score, where the data has one")
	hold := flag.String("hold", "wTempo", "the weights to leave as they are, by their index in the table, comma-separated")
	flag.Parse()
	if err := run(*data, *source, *write, *passes, int32(*step), *pull, *lambda, *hold); err != nil {
		fmt.Fprintln(os.Stderr, "tune:", err)
		os.Exit(1)
	}
}

func run(data, source string, write bool, passes int, step int32, pull, lambda float64, hold string) error {
	src, err := os.ReadFile(source)
	if err != nil {
		return err
	}
	held, err := heldWeights(src, hold)
	if err != nil {
		return fmt.Errorf("%s: %w", source, err)
	}
	all, err := readFile(data)
	if err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "scores to results: K %.5f\n", blend(all, lambda))
	train, out := split(all)
	k := fitK(train)
	fmt.Fprintf(os.Stderr, "%d positions (%d held out), K %.5f, error %.6f (held out %.6f)\n",
		len(all), len(out), k, meanError(train, k), meanError(out, k))
	w := tune(train, k, passes, step, pull, held, func(pass int, e float64) {
		fmt.Fprintf(os.Stderr, "pass %d: error %.6f (held out %.6f)\n", pass, e, meanError(out, k))
	})
	bot.SetWeights(w)
	text, err := rewrite(src, w)
	if err != nil {
		return fmt.Errorf("%s: %w", source, err)
	}
	if write {
		return os.WriteFile(source, text, 0o644)
	}
	_, err = os.Stdout.Write(text)
	return err
}

// heldWeights returns which weights of the table in src are named in the
// comma-separated list hold, by their index as written there: a middlegame and
// an endgame value each, as bot.Weights lists them.
func heldWeights(src []byte, hold string) ([]bool, error) {
	names, err := keys(src)
	if err != nil {
		return nil, err
	}
	held := make([]bool, 2*len(names))
	for _, name := range strings.Split(hold, ",") {
		if name = strings.TrimSpace(name); name == "" {
			continue
		}
		i := slices.Index(names, name)
		if i < 0 {
			return nil, fmt.Errorf("no weight %q to hold", name)
		}
		held[2*i], held[2*i+1] = true, true
	}
	return held, nil
}

// readFile reads the positions of a file, gzip-compressed if its name ends in .gz.
func readFile(name string) ([]sample, error) {
	f, err := datafile.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return read(f)
}

// read parses lines of a FEN, a semicolon and White's result, keeping the quiet
// positions. A game's positions come one after another, its moves numbered
// upwards: a line whose move number is not above the last line's starts a new
// game.
func read(r io.Reader) ([]sample, error) {
	var out []sample
	game, last := 0, 0
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		fields := strings.Split(sc.Text(), ";")
		if len(fields) < 2 || len(fields) > 3 {
			return nil, fmt.Errorf("line %d: not a FEN, a result and perhaps a score, each after a semicolon", n)
		}
		fen, result := fields[0], fields[1]
		p, err := engine.ParseMFEN(fen)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", n, err)
		}
		v, err := strconv.ParseFloat(result, 64)
		if err != nil || v < 0 || v > 1 {
			return nil, fmt.Errorf("line %d: the result %q is not 0, 0.5 or 1", n, result)
		}
		if p.Fullmove() <= last {
			game++
		}
		last = p.Fullmove()
		x := sample{p: p, result: v, target: v, game: game}
		if len(fields) == 3 {
			if x.score, err = strconv.ParseFloat(fields[2], 64); err != nil {
				return nil, fmt.Errorf("line %d: the score %q is not a number", n, fields[2])
			}
			x.scored = true
		}
		if bot.Quiet(&p) {
			out = append(out, x)
		}
	}
	return out, sc.Err()
}

// split holds out the positions of one game in ten.
func split(all []sample) (train, held []sample) {
	for _, s := range all {
		if s.game%10 == 9 {
			held = append(held, s)
		} else {
			train = append(train, s)
		}
	}
	return train, held
}
