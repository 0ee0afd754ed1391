package text_test

import (
	"fmt"

	"mschess/ui/text"
)

func ExampleCatalog_Text() {
	c := text.Match("en-US")
	fmt.Println(c.Text(text.InCheck, c.Text(text.BlackSide)))
	fmt.Println(c.Sentence(text.EvMove, c.Text(text.WhiteKnight), "g1", "f3"))
	// Output:
	// Black is in check.
	// White knight from g1 to f3.
}

func ExampleCatalog_Plural() {
	for _, tag := range []string{"en", "es", "id"} {
		c := text.Match(tag)
		fmt.Println(c.Plural(text.SqNumber, 1, "1")+";", c.Plural(text.SqNumber, 3, "3"))
	}
	// Output:
	// 1 mine next to it; 3 mines next to it
	// 1 mina alrededor; 3 minas alrededor
	// 1 ranjau di sekitarnya; 3 ranjau di sekitarnya
}

func ExampleMatch() {
	// The browser's languages, most wanted first: French has no table.
	c := text.Match("fr-FR", "nl-BE", "en")
	fmt.Println(c.Lang(), c.Text(text.NewGame))
	// Output:
	// nl Nieuwe partij
}
