package main

import (
	"flag"
	"fmt"
	"io"
	"sort"

	"mschess/engine"
)

// maxDepth bounds perft: deeper counts would not finish in a lifetime.
const maxDepth = 30

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
