package odds_test

import (
	"fmt"

	"mschess/engine"
	"mschess/engine/odds"
)

func ExampleOf() {
	g := engine.NewGame(7)
	// The knight lifts the fog from b4, c4 and d4, which show 2, 1 and 0: the 0
	// clears e4 and c5 to e5, the 1 then puts a mine on b5, and the 2 another on a4
	// or a5. The last two mines lie anywhere on the 22 other fogged squares.
	if _, err := g.PlaySAN("Nc3"); err != nil {
		fmt.Println(err)
		return
	}
	view := g.View()
	o, err := odds.Of(&view)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, name := range []string{"a4", "a5", "b5", "c5", "h7"} {
		s, _ := engine.ParseSquare(name)
		fmt.Printf("%s %.4f\n", name, o.Mine[s])
	}
	fmt.Println("certainly mined:", o.Mined().Squares())
	fmt.Println("certainly safe:", o.Safe().Squares())
	fmt.Println(o.Layouts, "layouts")
	// Output:
	// a4 0.5000
	// a5 0.5000
	// b5 1.0000
	// c5 0.0000
	// h7 0.0909
	// certainly mined: [b5]
	// certainly safe: [e4 c5 d5 e5]
	// 462 layouts
}
