package engine_test

import (
	"fmt"

	"mschess/engine"
)

func ExampleParseMFEN() {
	// The start of docs/rules.md §8, as the referee writes it: every mine listed.
	p, err := engine.ParseMFEN("rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 c5,f6,d7,h4 ########/########/########/########")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p.MineCounter(), "mines, fogged squares:", p.Fog().Count())

	// What the players see: no mine listed, four counted under fog.
	view := p.View()
	fmt.Println(view.MFEN())

	_, err = engine.ParseMFEN("rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1")
	fmt.Println(err)
	// Output:
	// 4 mines, fogged squares: 32
	// rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ?4 ########/########/########/########
	// invalid MFEN "e3": field 4 (en passant), there is no en passant in Minesweeper Chess, so this field is always -
}

func ExamplePosition_MFEN() {
	g := engine.NewGame(7)
	if _, err := g.PlaySAN("Nc3"); err != nil {
		fmt.Println(err)
		return
	}
	referee := g.Referee()
	fmt.Println(referee.MFEN())
	view := g.View().Position
	fmt.Println(view.MFEN())
	// Output:
	// rnbqkbnr/pppppppp/8/8/8/8/8/2N5/PPPPPPPP/R1BQKBNR b KQkq - 1 1 a4,b5,e6,h6 ########/########/########/#...####
	// rnbqkbnr/pppppppp/8/8/8/8/8/2N5/PPPPPPPP/R1BQKBNR b KQkq - 1 1 ?4 ########/########/########/#...####
}

func ExamplePosition_ParseSAN() {
	p := engine.NewGame(7).Start()
	for _, text := range []string{"Nf3", "e4", "Se3", "Nd2", "e5"} {
		m, err := p.ParseSAN(text)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(text, "is", m)
	}
	// Output:
	// Nf3 is g1f3
	// e4 is e2e4
	// Se3 is Se3
	// illegal move "Nd2": no white knight can go to d2
	// illegal move "e5": no white pawn can go to e5
}

func ExampleGame_PlaySAN() {
	g := engine.NewGame(7)
	for _, san := range []string{"Nc3", "Se8", "Nb5"} {
		if _, err := g.PlaySAN(san); err != nil {
			fmt.Println(err)
			return
		}
	}
	last, now := g.Moves()[g.Len()-1], g.Referee()
	fmt.Println(last.SAN, "lost a piece on", last.Effects.Blast, "- mines left:", now.MineCounter())
	// Output:
	// Nb5* lost a piece on b5 - mines left: 3
}

func ExampleGame_Record() {
	g := engine.NewGame(7)
	for _, san := range []string{"Nc3", "Se8", "Nb5", "Nc8", "d4", "e7"} {
		if _, err := g.PlaySAN(san); err != nil {
			fmt.Println(err)
			return
		}
	}
	if _, err := g.Record(nil); err != nil {
		fmt.Println(err)
	}
	if err := g.Resign(engine.White); err != nil {
		fmt.Println(err)
		return
	}
	text, err := g.Record([]engine.Tag{{Name: "White", Value: "Ada"}, {Name: "Black", Value: "Brian"}})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(text)
	// Output:
	// a game still in progress has no record: it would give away the hidden mines
	// [Event "?"]
	// [Site "?"]
	// [Date "????.??.??"]
	// [Round "?"]
	// [White "Ada"]
	// [Black "Brian"]
	// [Result "0-1"]
	// [Variant "Minesweeper Chess"]
	// [Seed "7"]
	// [Mines "a4,b5,e6,h6"]
	// [Termination "resignation"]
	//
	// 1. Nc3 Se8 2. Nb5* Nc8 3. d4 e7 0-1
}

func ExampleParseRecord() {
	g, tags, err := engine.ParseRecord(`[White "Ada"]
[Seed "7"]
[Result "0-1"]

1. Nc3 Se8 2. Nb5* {the knight finds a mine} Nc8 3. d4 e7 0-1`)
	if err != nil {
		fmt.Println(err)
		return
	}
	result, reason := g.Result()
	fmt.Println(tags, g.Len(), "plies,", result, "by", reason)

	_, _, err = engine.ParseRecord(`[Seed "7"]` + "\n1. Nc3 Se8 2. Nc4 1-0")
	fmt.Println(err)
	// Output:
	// [{White Ada}] 6 plies, 0-1 by resignation
	// record line 2, move 2.: illegal move "Nc4": no white knight can go to c4
}
