package bot_test

import (
	"fmt"

	"mschess/engine"
	"mschess/engine/bot"
)

func ExampleChoose() {
	// White can mate on the back rank. The computer is handed the players' view.
	p, err := engine.ParseMFEN("6k1/5ppp/8/8/8/8/8/8/5PPP/R5K1 w - - 0 1")
	if err != nil {
		fmt.Println(err)
		return
	}
	g, err := engine.NewGameFrom(p)
	if err != nil {
		fmt.Println(err)
		return
	}
	v := g.View()
	m, info, err := bot.Choose(&v, bot.Options{Level: 2})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(v.Position.SAN(m), "mates in", bot.MateScore-info.Score, "ply")
	// Output: Ra10 mates in 1 ply
}

func ExampleChoose_game() {
	// The computer plays both sides of a game for a few moves. It is told the keys
	// of the earlier views, so that it knows which positions would repeat.
	g := engine.NewGame(3)
	var history []uint64
	for range 6 {
		v := g.View()
		m, _, err := bot.Choose(&v, bot.Options{Level: 1, Seed: uint64(g.Len()), History: history})
		if err != nil {
			fmt.Println(err)
			return
		}
		if _, err := g.Play(m); err != nil {
			fmt.Println(err)
			return
		}
		history = append(history, v.Position.Key())
	}
	fmt.Println(g.Len(), "plies played")
	// Output: 6 plies played
}
