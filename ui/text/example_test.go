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
		fmt.Println(c.Plural(text.EvReveal, 1, "1"), c.Plural(text.EvReveal, 3, "3"))
	}
	// Output:
	// The fog lifts from 1 square. The fog lifts from 3 squares.
	// La niebla se disipa en 1 casilla. La niebla se disipa en 3 casillas.
	// Kabut tersingkap dari 1 petak. Kabut tersingkap dari 3 petak.
}

func ExampleMatch() {
	// The browser's languages, most wanted first: French has no table.
	c := text.Match("fr-FR", "nl-BE", "en")
	fmt.Println(c.Lang(), c.Text(text.NewGame))
	// Output:
	// nl Nieuwe partij
}
