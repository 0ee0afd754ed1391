package engine_test

import (
	"fmt"

	"mschess/engine"
)

func ExampleNewGame() {
	g := engine.NewGame(42)
	v := g.View() // what the players see: the mines are fogged
	fmt.Println(g.Side(), "to move,", len(g.LegalMoves()), "legal moves, sweeps included")
	fmt.Println("mines on the board:", v.Position.MineCounter(), "- of them the players can see:", v.Position.FoundMines().Count())
	fmt.Println("fogged squares:", v.Position.Fog().Count())
	// Output:
	// white to move, 28 legal moves, sweeps included
	// mines on the board: 4 - of them the players can see: 0
	// fogged squares: 32
}

func ExampleGame_Play() {
	// A knight jumps into the fog onto a mine that only the referee knows of.
	p, err := engine.ParseMFEN("4k3/8/8/8/8/8/8/3N4/P7/4K3 w - - 0 1 a7,e5 ########/########/########/########")
	if err != nil {
		fmt.Println(err)
		return
	}
	g, err := engine.NewGameFrom(p)
	if err != nil {
		fmt.Println(err)
		return
	}
	d3, _ := engine.ParseSquare("d3")
	e5, _ := engine.ParseSquare("e5")
	events, err := g.Play(engine.Move{From: d3, To: e5})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, e := range events {
		switch e.Kind {
		case engine.EventMove:
			fmt.Println("move:", e.Piece, e.From, "to", e.To)
		case engine.EventBlast:
			fmt.Println("blast: the", e.Captured, "on", e.To, "is destroyed")
		case engine.EventReveal:
			fmt.Println("revealed:", e.Squares.Squares())
		}
	}
	fmt.Println(g.Moves()[0].SAN)
	// Output:
	// move: N d3 to e5
	// blast: the N on e5 is destroyed
	// revealed: [d4 e4 f4 d5 e5 f5 d6 e6 f6]
	// Ne5*
}

func ExampleGame_Undo() {
	// docs/rules.md §10: only a move that revealed nothing is taken back.
	g := engine.NewGame(1)
	for _, san := range []string{"Nf3", "Nf8", "Ng1"} {
		g.PlaySAN(san)
	}
	fmt.Println(g.Undo(1)) // Ng1 revealed nothing
	fmt.Println(g.Len(), "moves")
	fmt.Println(g.CanUndo(1)) // Nf8 lifted the fog from e7, f7 and g7
	g.Resign(engine.White)
	fmt.Println(g.Undo(1))
	// Output:
	// <nil>
	// 2 moves
	// a move that revealed part of the minefield stands: it cannot be taken back
	// the game is over
}

func ExamplePosition_Perft() {
	start, err := engine.ParseMFEN("rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
	if err != nil {
		fmt.Println(err)
		return
	}
	for depth := 1; depth <= 3; depth++ {
		fmt.Println(depth, start.Perft(depth, false), start.Perft(depth, true))
	}
	// Output:
	// 1 20 28
	// 2 400 784
	// 3 8900 23100
}

func ExampleGame_View() {
	// The knight lands on e5 and the fog lifts around it; d4 holds a mine, f7 another.
	p, err := engine.ParseMFEN("4k3/8/8/8/8/8/8/5N2/P7/4K3 w - - 0 1 d4,f7 ########/########/########/########")
	if err != nil {
		fmt.Println(err)
		return
	}
	g, err := engine.NewGameFrom(p)
	if err != nil {
		fmt.Println(err)
		return
	}
	f3, _ := engine.ParseSquare("f3")
	e5, _ := engine.ParseSquare("e5")
	if _, err := g.Play(engine.Move{From: f3, To: e5}); err != nil {
		fmt.Println(err)
		return
	}
	v := g.View()
	for _, name := range []string{"e4", "f5", "e6", "a4", "e3"} {
		s, _ := engine.ParseSquare(name)
		fmt.Println(name, v.Numbers[s])
	}
	fmt.Println("found:", v.Position.FoundMines().Squares(), "under fog:", v.Position.HiddenMines())
	fmt.Println(v.Position.MFEN())
	// Output:
	// e4 1
	// f5 0
	// e6 1
	// a4 -1
	// e3 -1
	// found: [d4] under fog: 1
	// 4k3/8/8/8/8/4N3/8/8/P7/4K3 b - - 1 1 d4,?1 ########/###...##/###...##/###...##
}

func ExampleGame_PlayOpened() {
	// Nobody holds this game's minefield. Here the openings are made up from a
	// field the example knows; in an online game the two devices decrypt them.
	field := [4]engine.Square{}
	for i, name := range []string{"c5", "f6", "d7", "g5"} {
		field[i], _ = engine.ParseSquare(name)
	}
	open := func(s engine.Square) engine.Opening {
		o := engine.Opening{Square: s}
		for _, m := range field {
			o.Mine = o.Mine || m == s
			if engine.Neighbours(s).Has(m) {
				o.Around++
			}
		}
		return o
	}
	g := engine.NewDealtGame()
	p := g.Referee()
	m, _ := p.ParseSAN("Nf3")
	var opened []engine.Opening
	for _, s := range g.Opens(m).Squares() {
		opened = append(opened, open(s))
	}
	if _, err := g.PlayOpened(m, opened); err != nil {
		fmt.Println(err)
	}
	v := g.View()
	for _, s := range v.Position.Fog().Not().And(engine.Neighbours(m.To)).Squares() {
		if v.Numbers[s] >= 0 {
			fmt.Println(s, "shows", v.Numbers[s])
		}
	}
	fmt.Println("hidden mines:", v.Position.HiddenMines())
	// Output:
	// e4 shows 0
	// f4 shows 1
	// g4 shows 1
	// hidden mines: 4
}
