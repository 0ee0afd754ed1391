package ui_test

import (
	"fmt"

	"mschess/engine"
	"mschess/ui"
	"mschess/ui/text"
)

func ExampleApp() {
	a := ui.New(engine.NewGame(1), text.Match("en"))
	g1, _ := engine.ParseSquare("g1")
	f3, _ := engine.ParseSquare("f3")
	a.Click(g1) // select the knight
	fmt.Println(a.Board()[f3].Target)
	a.Click(f3) // and move it
	p := a.Panel()
	fmt.Println(p.Moves, p.Turn)
	fmt.Println(a.Speech().Text)
	// Output:
	// true
	// [Nf3] Black to move
	// White knight from g1 to f3. Revealed: e4 1, f4 1, g4 clear.
}

func ExampleParseOptions() {
	o := ui.ParseOptions("?theme=light&orientation=sideways&seed=42&lang=es-ES", "")
	fmt.Println(o.Theme, o.HasOrientation, o.Seed, o.Lang)
	fmt.Println(o.Query())
	// Output:
	// light false 42 es
	// ?theme=light&seed=42&lang=es
}

func ExampleApp_SetLang() {
	a := ui.Open(ui.Env{Languages: []string{"fr-FR", "nl-BE"}, Random: func() uint64 { return 1 }})
	fmt.Println(a.Lang(), a.Panel().Turn)
	a.SetLang("el")
	fmt.Println(a.Lang(), a.Panel().Turn)
	// Output:
	// nl Wit aan zet
	// el Παίζουν τα λευκά
}

// The computer plays White: the page puts the App's request to it, which holds
// the players' view and nothing else, and hands the answer back.
func ExampleApp_Request() {
	a := ui.New(engine.NewGame(1), text.Match("en"))
	a.ChooseOpponent(ui.Opponent{Level: 1, You: engine.Black}, 0)
	id, r, ok := a.Request()
	fmt.Println(ok, a.Panel().Thinking)
	m, _ := r.Decide(nil) // in the page, in its worker
	a.Reply(id, m.String())
	_, _, ok = a.Request()
	fmt.Println(ok, len(a.Panel().Moves))
	// Output:
	// true true
	// false 1
}
