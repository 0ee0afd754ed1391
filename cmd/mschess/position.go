package main

import (
	"flag"
	"fmt"
	"io"

	"mschess/engine"
	"mschess/engine/odds"
)

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
