package odds_test

import (
	"fmt"

	"mschess/engine"
	"mschess/engine/odds"
)

func ExampleOf() {
	// The referee knows the mines on a5 and h7; the players see a 1 on a4 and on
	// b4, and 30 fogged squares.
	p, err := engine.ParseMFEN("4k3/8/8/8/8/8/8/8/8/4K3 w - - 0 1 a5,h7 ########/########/########/..######")
	if err != nil {
		fmt.Println(err)
		return
	}
	g, err := engine.NewGameFrom(p)
	if err != nil {
		fmt.Println(err)
		return
	}
	view := g.View()
	o, err := odds.Of(&view)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, name := range []string{"a5", "b5", "c5", "h7"} {
		s, _ := engine.ParseSquare(name)
		fmt.Printf("%s %.4f\n", name, o.Mine[s])
	}
	fmt.Println("certainly safe:", o.Safe().Squares())
	fmt.Println(o.Layouts, "layouts")
	// Output:
	// a5 0.5000
	// b5 0.5000
	// c5 0.0000
	// h7 0.0385
	// certainly safe: [c4 c5]
	// 52 layouts
}
