package main

import (
	"bufio"
	"crypto/rand"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"mschess/deal"
	"mschess/duel"
	"mschess/engine"
	"mschess/engine/bot"
)

// duelGame is the game id of every duel: two processes have no other way to agree
// on one, and each game's fresh keys keep its messages apart from any other's.
const duelGame = "mschess duel"

// errAbandoned is the end of the peer's messages before the end of the game.
var errAbandoned = errors.New("the opponent stopped answering before the game was over: an abandoned game (docs/rules.md §11)")

// duelCommand is the duel command bound to the streams it plays over besides
// standard output: the peer's messages come on stdin, the game goes to stderr.
func duelCommand(stdin io.Reader, stderr io.Writer) command {
	return command{"duel", "-as white|black [-level L | -random] [-seed S] [-plies P]",
		"play one side of a game against a peer: one base64url line a message, sent on standard output and read from standard input; the game on standard error",
		func(fs *flag.FlagSet, args []string, stdout io.Writer) error {
			return playDuel(fs, args, stdin, stdout, stderr)
		}}
}

func playDuel(fs *flag.FlagSet, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	as := fs.String("as", "", "the side to play, white or black (required)")
	level := fs.Int("level", 0, "the computer's level, "+levelRange+", choosing from this side's view")
	random := fs.Bool("random", false, "play random legal moves rather than the computer's")
	seed := fs.Uint64("seed", 0, "the seed of the moves' choices; the minefield is dealt from crypto/rand whatever it is, since whoever knew the seed would know the mines")
	plies := fs.Int("plies", 0, "offer a draw after this many plies, and open the field; 0 plays to the end")
	if err := parseFlags(fs, args, false); err != nil {
		return err
	}
	color, ok := map[string]engine.Color{"white": engine.White, "black": engine.Black}[*as]
	switch {
	case !ok:
		return usageError("-as must be white or black")
	case *random == (*level != 0):
		return usageError("give -level L or -random")
	case !*random && (*level < int(bot.MinLevel) || *level > int(bot.MaxLevel)):
		return usageError("-level must be from " + levelRange)
	case *plies < 0:
		return usageError("-plies cannot be negative")
	}
	side, err := duel.New(duelGame, color, rand.Reader)
	if err != nil {
		return err
	}
	in := bufio.NewScanner(stdin)
	in.Buffer(make([]byte, 0, 64<<10), deal.MaxText+1)
	d := &duelist{side: side, in: in, out: stdout, log: stderr, level: bot.Level(*level), seed: *seed, plies: *plies}
	return d.play()
}

// duelist plays a duel: it sends what its side owes and decides, reads the peer's
// messages, and tells the game.
type duelist struct {
	side     *duel.Side
	in       *bufio.Scanner
	out, log io.Writer
	level    bot.Level // 0 for random moves
	seed     uint64
	plies    int        // the plies after which to offer a draw, or 0
	offered  bool       // a draw, once
	told     int        // the plies told so far
	ended    bool       // and the result
	received int        // the peer's messages so far
	memory   bot.Memory // the computer's, for its next move
}

func (d *duelist) play() error {
	if err := d.sendOwed(); err != nil {
		return err
	}
	for {
		d.tell()
		if field, opened := d.side.Field(); opened {
			var names []string
			for _, s := range field.Squares() {
				names = append(names, s.String())
			}
			fmt.Fprintln(d.log, "minefield", strings.Join(names, ","))
			return nil
		}
		if d.side.Turn() {
			msg, err := d.decide()
			if err != nil {
				return err
			}
			if err := d.send(msg); err != nil {
				return err
			}
		} else if err := d.receive(); err != nil {
			return err
		}
		if err := d.sendOwed(); err != nil {
			return err
		}
	}
}

// decide makes this side's move or action: it accepts a draw, refuses a take-back,
// offers a draw once past -plies, and otherwise moves.
func (d *duelist) decide() ([]byte, error) {
	g := d.side.Game()
	switch {
	case d.side.Question() == duel.OfferDraw:
		return d.side.Act(duel.AcceptDraw)
	case d.side.Question() == duel.AskTakeBack:
		return d.side.Act(duel.RefuseTakeBack)
	case d.plies > 0 && g.Len() >= d.plies && !d.offered:
		d.offered = true
		return d.side.Act(duel.OfferDraw)
	}
	v := g.View()
	seed := d.seed ^ uint64(g.Len())<<32
	var m engine.Move
	var err error
	if d.level == 0 {
		m, err = bot.Random(&v, seed)
	} else {
		history := make([]uint64, g.Len())
		for i := range history {
			before, _ := g.ViewAt(i)
			history[i] = before.Position.Key()
		}
		m, _, err = bot.Choose(&v, bot.Options{Level: d.level, Seed: seed, History: history, Memory: &d.memory})
	}
	if err != nil {
		return nil, err
	}
	return d.side.Move(m)
}

// receive reads the peer's next message and hands it to the side.
func (d *duelist) receive() error {
	if !d.in.Scan() {
		if err := d.in.Err(); err != nil {
			return fmt.Errorf("the opponent's message %d cannot be read: %w", d.received+1, err)
		}
		return errAbandoned
	}
	d.received++
	msg, err := deal.ParseText(strings.TrimSuffix(d.in.Text(), "\r"))
	if err == nil {
		_, err = d.side.Receive(msg)
	}
	if err != nil {
		return fmt.Errorf("the opponent's message %d is refused: %w", d.received, err)
	}
	return nil
}

func (d *duelist) sendOwed() error {
	msgs, err := d.side.Owed()
	if err != nil {
		return err
	}
	for _, msg := range msgs {
		if err := d.send(msg); err != nil {
			return err
		}
	}
	return nil
}

func (d *duelist) send(msg []byte) error {
	if _, err := fmt.Fprintln(d.out, deal.Text(msg)); err != nil {
		return fmt.Errorf("the message to the opponent cannot be sent: %w", err)
	}
	return nil
}

// tell writes the plies played since it last told, and the result once the game
// is over. No ply is ever taken back: this duelist allows no take-back.
func (d *duelist) tell() {
	g := d.side.Game()
	for ; d.told < g.Len(); d.told++ {
		v, _ := g.ViewAt(d.told + 1)
		fmt.Fprintln(d.log, "move", d.told+1, g.Moves()[d.told].SAN)
		fmt.Fprintln(d.log, "view", d.told+1, v.Position.MFEN())
	}
	if res, why := g.Result(); g.Over() && !d.ended {
		fmt.Fprintln(d.log, "result", res, why)
		d.ended = true
	}
}
