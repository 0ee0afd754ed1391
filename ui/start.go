package ui

import (
	"strconv"
	"strings"

	"mschess/engine"
	"mschess/ui/text"
)

// Start returns the App for a page whose address has the query string query
// (location.search, with or without its "?"). With ?seed=N the game is played on
// the minefield of seed N, the same as engine.NewGame(N); otherwise, or when N is
// not a seed, on the minefield of random(), and a seed that cannot be read is
// explained in the status line.
func Start(query string, random func() uint64, c text.Catalog) *App {
	raw, given := queryParam(query, "seed")
	seed, err := strconv.ParseUint(raw, 10, 64)
	if !given || err != nil {
		seed = random()
	}
	a := New(engine.NewGame(seed), c)
	if given && err != nil {
		a.SetNotice(c.Text(text.BadSeed, raw))
	}
	return a
}

// queryParam returns the value of the first parameter called name in query, and
// whether there is one. Values are taken as written: a seed needs no escaping.
func queryParam(query, name string) (string, bool) {
	for part := range strings.SplitSeq(strings.TrimPrefix(query, "?"), "&") {
		key, value, _ := strings.Cut(part, "=")
		if key == name {
			return value, true
		}
	}
	return "", false
}
