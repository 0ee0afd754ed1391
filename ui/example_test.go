package ui_test

import (
	"fmt"

	"mschess/engine"
	"mschess/ui"
	"mschess/ui/text"
)

func ExampleApp() {
	a := ui.New(engine.NewGame(1), text.For("en"))
	g1, _ := engine.ParseSquare("g1")
	f3, _ := engine.ParseSquare("f3")
	a.Click(g1) // select the knight
	fmt.Println(a.Board()[f3].Target)
	a.Click(f3) // and move it
	p := a.Panel()
	fmt.Println(p.Moves, p.Turn)
	fmt.Println(a.Announcement())
	// Output:
	// true
	// [Nf3] Black to move
	// White knight from g1 to f3. The fog lifts from 3 squares.
}

func ExampleParseOptions() {
	o := ui.ParseOptions("?theme=light&orientation=sideways&seed=42&lang=xx", "")
	fmt.Println(o.Theme, o.HasOrientation, o.Seed)
	fmt.Println(o.Query())
	// Output:
	// light false 42
	// ?theme=light&seed=42
}
