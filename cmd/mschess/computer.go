package main

import (
	"flag"
	"fmt"
	"io"
	"strconv"
	"time"

	"mschess/engine"
	"mschess/engine/bot"
)

// levelRange is the computer's levels, as the commands' help and errors name
// them.
var levelRange = fmt.Sprintf("%d to %d", bot.MinLevel, bot.MaxLevel)

func bestMove(fs *flag.FlagSet, args []string, stdout io.Writer) error {
	fen := fs.String("fen", defaultFEN, "the referee position, in MFEN with every mine listed")
	level := fs.Int("level", 0, "the level, "+levelRange+" (required)")
	moveTime := fs.Int("movetime", 0, "stop thinking after this many milliseconds")
	nodes := fs.Int("nodes", 0, "stop thinking after this many positions, below the level's own budget")
	seed := fs.Uint64("seed", 0, "the seed of the level's random choices")
	if err := parseFlags(fs, args, false); err != nil {
		return err
	}
	switch {
	case *level < int(bot.MinLevel) || *level > int(bot.MaxLevel):
		return usageError("-level must be from " + levelRange)
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
		return player{}, usageError(fmt.Sprintf("%q is no player: give a level %s, random or greedy", name, levelRange))
	}
	return player{name: name, level: bot.Level(n)}, nil
}

// choose returns pl's move in the view v of a game whose earlier views have the
// keys history; memory is pl's in that game.
func (pl player) choose(v *engine.View, history []uint64, memory *bot.Memory, seed uint64, moveTime time.Duration) (engine.Move, error) {
	switch pl.name {
	case "random":
		return bot.Random(v, seed)
	case "greedy":
		return bot.Greedy(v, seed)
	}
	m, _, err := bot.Choose(v, bot.Options{Level: pl.level, MoveTime: moveTime, Seed: seed, History: history, Memory: memory})
	return m, err
}

func match(fs *flag.FlagSet, args []string, stdout io.Writer) error {
	a := fs.String("a", "", "the first player: a level "+levelRange+", random or greedy (required)")
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
	var memories [2]bot.Memory
	for !g.Over() && g.Len() < maxMatchPlies {
		v := g.View()
		m, err := players[g.Side()].choose(&v, history, &memories[g.Side()], seed^uint64(g.Len())<<32, moveTime)
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
