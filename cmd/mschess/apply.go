package main

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"mschess/engine"
)

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
