// Command tune fits the computer's evaluation weights (engine/bot/weights.go) to
// the results of games, by Texel's method: it picks the weights that minimise
// the mean squared error between each position's result for White and
// sigmoid(K·evaluation), K first fitted to the weights as they are. The search is
// local: each weight in turn moves by a step while that lowers the error, and the
// step halves when none does. A pull keeps the weights near where they were
// where the data says little.
//
// The positions come from tools/selfplay, one a line: a FEN, a semicolon and the
// result for White (1, 0.5 or 0); a file whose name ends in .gz is read
// gzip-compressed. Positions in check or with a capture that wins material are
// left out. One in ten is held out to show the fit is not to the noise.
//
//	go run ./tools/tune -data tools/tune/data/positions.txt.gz -write engine/bot/weights.go
//
// Without -write it prints the new engine/bot/weights.go. `make tune` makes the
// data again and tunes.
package main

import (
	"bufio"
	"compress/gzip"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"mschess/engine"
	"mschess/engine/bot"
)

func main() {
	data := flag.String("data", "tools/tune/data/positions.txt.gz", "the positions with results")
	source := flag.String("source", "engine/bot/weights.go", "the Go file holding the weights")
	write := flag.Bool("write", false, "write the tuned weights into -source rather than print the file")
	passes := flag.Int("passes", 20, "the most passes over the weights")
	step := flag.Int("step", 8, "the first step of a weight, halved down to 1")
	pull := flag.Float64("pull", 1e-7, "the error added per square of a hundredth of a pawn that a weight moves")
	flag.Parse()
	if err := run(*data, *source, *write, *passes, int32(*step), *pull); err != nil {
		fmt.Fprintln(os.Stderr, "tune:", err)
		os.Exit(1)
	}
}

func run(data, source string, write bool, passes int, step int32, pull float64) error {
	all, err := readFile(data)
	if err != nil {
		return err
	}
	train, held := split(all)
	k := fitK(train)
	fmt.Fprintf(os.Stderr, "%d positions (%d held out), K %.5f, error %.6f (held out %.6f)\n",
		len(all), len(held), k, meanError(train, k), meanError(held, k))
	w := tune(train, k, passes, step, pull, func(pass int, e float64) {
		fmt.Fprintf(os.Stderr, "pass %d: error %.6f (held out %.6f)\n", pass, e, meanError(held, k))
	})
	bot.SetWeights(w)
	src, err := os.ReadFile(source)
	if err != nil {
		return err
	}
	out, err := rewrite(src, w)
	if err != nil {
		return fmt.Errorf("%s: %w", source, err)
	}
	if write {
		return os.WriteFile(source, out, 0o644)
	}
	_, err = os.Stdout.Write(out)
	return err
}

// readFile reads the positions of a file, gzip-compressed if its name ends in .gz.
func readFile(name string) ([]sample, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var r io.Reader = f
	if strings.HasSuffix(name, ".gz") {
		z, err := gzip.NewReader(f)
		if err != nil {
			return nil, err
		}
		r = z
	}
	return read(r)
}

// read parses lines of a FEN, a semicolon and White's result, keeping the quiet
// positions.
func read(r io.Reader) ([]sample, error) {
	var out []sample
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		fen, result, ok := strings.Cut(sc.Text(), ";")
		if !ok {
			return nil, fmt.Errorf("line %d: no result", n)
		}
		p, err := engine.ParseMFEN(fen)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", n, err)
		}
		v, err := strconv.ParseFloat(result, 64)
		if err != nil || v < 0 || v > 1 {
			return nil, fmt.Errorf("line %d: the result %q is not 0, 0.5 or 1", n, result)
		}
		if bot.Quiet(&p) {
			out = append(out, sample{p, v})
		}
	}
	return out, sc.Err()
}

// split holds out one position in ten.
func split(all []sample) (train, held []sample) {
	for i, s := range all {
		if i%10 == 9 {
			held = append(held, s)
		} else {
			train = append(train, s)
		}
	}
	return train, held
}
