package main

import (
	"flag"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"sync"

	"mschess/engine"
	"mschess/engine/bot"
	"mschess/engine/uci"
)

// versusSettings is what a versus match is played with.
type versusSettings struct {
	engine, variants    string
	nodes, botNodes     int
	level               bot.Level
	games, openPlies    int
	parallel            int
	seed                uint64
	records             string // the file the games' records go to, or ""
	engineName, botName string
}

func versus(fs *flag.FlagSet, args []string, stdout io.Writer) error {
	var set versusSettings
	fs.StringVar(&set.engine, "engine", "", "the path of a UCI engine that knows 8×10 boards, such as Fairy-Stockfish (required)")
	fs.StringVar(&set.variants, "variants", "", "a variants file that defines the variant \""+uci.Variant+"\", such as engine/uci/testdata/mschess.ini, handed to the engine as VariantPath")
	fs.IntVar(&set.nodes, "nodes", 8000, "the engine's nodes per move")
	level := fs.Int("level", int(bot.MaxLevel), "the computer's level, "+levelRange)
	fs.IntVar(&set.botNodes, "botnodes", 0, "lower the level's own budget of nodes per move to this")
	fs.IntVar(&set.games, "games", 2, "the number of games; each opening is played twice, the colours swapped")
	fs.IntVar(&set.openPlies, "openplies", 4, "the plies of each game's random opening")
	fs.IntVar(&set.parallel, "parallel", 1, "the games played at once, each with its own engine process")
	fs.Uint64Var(&set.seed, "seed", 0, "the seed of the openings")
	fs.StringVar(&set.records, "records", "", "write the games' records to this file, to replay or analyse them on the page")
	if err := parseFlags(fs, args, false); err != nil {
		return err
	}
	switch {
	case set.engine == "":
		return usageError("no engine given: -engine PATH of a UCI engine that plays 8×10 chess, such as Fairy-Stockfish (a largeboards build), with -variants engine/uci/testdata/mschess.ini")
	case *level < int(bot.MinLevel) || *level > int(bot.MaxLevel):
		return usageError("-level must be from " + levelRange)
	case set.nodes < 1 || set.games < 1 || set.parallel < 1:
		return usageError("-nodes, -games and -parallel must be at least 1")
	case set.botNodes < 0 || set.openPlies < 0:
		return usageError("-botnodes and -openplies cannot be negative")
	}
	set.level = bot.Level(*level)
	set.botName = fmt.Sprintf("level %d", set.level)
	if set.botNodes > 0 {
		set.botName += fmt.Sprintf(" at %d nodes", set.botNodes)
	}
	return playVersus(set, stdout)
}

// players returns the names of White and Black in a game where the computer
// plays botSide.
func (set versusSettings) players(botSide engine.Color) [2]string {
	if botSide == engine.Black {
		return [2]string{set.engineName, set.botName}
	}
	return [2]string{set.botName, set.engineName}
}

// versusGame is one game of a versus match, as it ended.
type versusGame struct {
	opening []string
	botSide engine.Color
	result  engine.Result
	why     string
	plies   int
	record  string
	err     error
}

// playVersus plays the match, set.parallel games at a time, and prints each game
// in order, then the computer's score.
func playVersus(set versusSettings, stdout io.Writer) error {
	// The engine's name is known once it runs: the first start also checks that it
	// can be started at all before any game.
	probe, err := uci.StartVariant(set.engine, set.variants)
	if err != nil {
		return err
	}
	set.engineName = fmt.Sprintf("%s at %d nodes", probe.Name, set.nodes)
	probe.Close()

	results := make([]chan versusGame, set.games)
	for i := range results {
		results[i] = make(chan versusGame, 1)
	}
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(set.parallel, set.games) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			e, err := uci.StartVariant(set.engine, set.variants)
			for i := range next {
				if err != nil {
					results[i] <- versusGame{err: err}
					continue
				}
				results[i] <- playVersusGame(e, set, i)
			}
			if err == nil {
				e.Close()
			}
		}()
	}
	// On a failed game no more are started; those under way are waited for.
	failed := make(chan struct{})
	go func() {
		defer close(next)
		for i := range set.games {
			select {
			case next <- i:
			case <-failed:
				return
			}
		}
	}()
	defer wg.Wait()

	var scores []float64
	var records strings.Builder
	for i, c := range results {
		game := <-c
		if game.err != nil {
			close(failed)
			return fmt.Errorf("game %d: %w", i+1, game.err)
		}
		players := set.players(game.botSide)
		fmt.Fprintf(stdout, "game %d: %s (white) v %s (black), opening %v: %v %s, %d plies\n",
			i+1, players[0], players[1], game.opening, game.result, game.why, game.plies)
		switch {
		case game.result == engine.Draw:
			scores = append(scores, 0.5)
		case (game.result == engine.WhiteWins) == (game.botSide == engine.White):
			scores = append(scores, 1)
		default:
			scores = append(scores, 0)
		}
		records.WriteString(game.record + "\n")
	}
	fmt.Fprintln(stdout, summarize(set.botName, scores))
	if set.records == "" {
		return nil
	}
	return os.WriteFile(set.records, []byte(records.String()), 0o644)
}

// playVersusGame plays game i of the match: its opening is the one of the pair
// i/2, and the computer takes White in the even games.
func playVersusGame(e *uci.Engine, set versusSettings, i int) versusGame {
	game := versusGame{botSide: engine.Color(i % 2)}
	start, err := engine.ParseMFEN(defaultFEN)
	if err != nil {
		return versusGame{err: err}
	}
	g, err := engine.NewGameFrom(start)
	if err != nil {
		return versusGame{err: err}
	}
	r := rand.New(rand.NewPCG(set.seed, uint64(i/2)))
	var line uci.Line
	line.Add(&start, engine.NoMove)
	var history []uint64
	var memory bot.Memory
	if err := e.NewGame(); err != nil {
		return versusGame{err: err}
	}
	for {
		p := g.Referee()
		moves := p.AppendLegalMoves(nil, false)
		switch {
		case g.Over():
			var reason engine.Reason
			game.result, reason = g.Result()
			game.why = reason.String()
		case len(moves) == 0 && p.InCheck():
			game.result, game.why = engine.BlackWins, engine.Checkmate.String()
			if p.Side() == engine.Black {
				game.result = engine.WhiteWins
			}
		case len(moves) == 0:
			game.result, game.why = engine.Draw, engine.Stalemate.String()
		case g.Len() >= maxMatchPlies:
			game.result, game.why = engine.Draw, fmt.Sprintf("no result after %d plies, counted as a draw", maxMatchPlies)
		}
		if game.result != engine.Ongoing {
			game.plies = g.Len()
			players := set.players(game.botSide)
			// The game has no minefield to keep secret; one stopped at
			// maxMatchPlies is written as unfinished.
			game.record, game.err = g.SecretRecord([]engine.Tag{
				{Name: "Event", Value: "mschess versus"}, {Name: "Round", Value: strconv.Itoa(i + 1)},
				{Name: "White", Value: players[0]}, {Name: "Black", Value: players[1]},
			})
			return game
		}
		var m engine.Move
		switch {
		case g.Len() < set.openPlies:
			m = moves[r.IntN(len(moves))]
			game.opening = append(game.opening, uci.Move(m))
		case p.Side() == game.botSide:
			v := g.View()
			m, _, err = bot.Choose(&v, bot.Options{Level: set.level, Nodes: set.botNodes, History: history, NoSweeps: true, Memory: &memory})
		default:
			m, err = e.Choose(&p, &line, set.nodes)
		}
		if err != nil {
			return versusGame{err: err}
		}
		if _, err := g.Play(m); err != nil {
			return versusGame{err: err}
		}
		history = append(history, p.Key())
		after := g.Referee()
		line.Add(&after, m)
	}
}

// summarize gives the score of scores, one game each (1 a win, ½ a draw, 0 a loss),
// with its 95 % error bar and the rating difference it makes.
func summarize(name string, scores []float64) string {
	var wins, draws, sum float64
	for _, s := range scores {
		sum += s
		switch s {
		case 1:
			wins++
		case 0.5:
			draws++
		}
	}
	n := float64(len(scores))
	mean := sum / n
	var sq float64
	for _, s := range scores {
		sq += (s - mean) * (s - mean)
	}
	bar := 1.96 * math.Sqrt(sq/n) / math.Sqrt(n)
	elo := "Elo difference beyond measure"
	if mean > 0 && mean < 1 {
		elo = fmt.Sprintf("Elo difference %+d", int(math.Round(-400*math.Log10(1/mean-1))))
	}
	return fmt.Sprintf("%s: %.0f wins, %.0f draws, %.0f losses: %.1f %% ± %.1f %%, %s",
		name, wins, draws, n-wins-draws, 100*mean, 100*bar, elo)
}
