package text_test

import (
	"fmt"

	"mschess/ui/text"
)

func ExampleCatalog_Text() {
	c := text.For("en-US")
	fmt.Println(c.Text(text.InCheck, c.Text(text.BlackSide)))
	fmt.Println(c.Sentence(text.EvMove, c.Text(text.WhiteKnight), "g1", "f3"))
	// Output:
	// Black is in check.
	// White knight from g1 to f3.
}
