package deal_test

import (
	"crypto/rand"
	"fmt"
	"slices"

	"mschess/deal"
	"mschess/engine"
)

// Two parties deal a minefield, White opens two squares, and at the end both reveal
// their keys and find the same four mines. In a real game each party is on its own
// device and the messages travel between them as text.
func Example() {
	white, _ := deal.New("example", engine.White, rand.Reader)
	black, _ := deal.New("example", engine.Black, rand.Reader)
	// to delivers a message to a party; a refused one would be a broken peer.
	to := func(p *deal.Party) func([]byte, error) deal.Event {
		return func(msg []byte, err error) deal.Event {
			if err != nil {
				panic(err)
			}
			ev, err := p.Accept(msg)
			if err != nil {
				panic(err)
			}
			return ev
		}
	}
	to(black)(white.Hello())
	to(white)(black.Hello())
	to(black)(white.Shuffle())
	to(white)(black.Shuffle())

	lifted := []engine.Square{engine.SquareAt(4, 3), engine.SquareAt(4, 4)} // e4, e5
	ev := to(black)(white.Move([]byte("e4"), lifted))
	reply, blackSees, err := black.Reply(ev.Squares)
	if err != nil {
		panic(err)
	}
	whiteSees := to(white)(reply, nil).Openings
	fmt.Println("both see the same openings:", slices.Equal(whiteSees, blackSees))

	to(white)(black.Reveal())
	to(black)(white.Reveal())
	wm, _ := white.Mines()
	bm, _ := black.Mines()
	fmt.Println("mines:", len(wm), "the same on both sides:", slices.Equal(wm, bm))
	fmt.Println("next:", white.Next() == deal.Done)
	// Output:
	// both see the same openings: true
	// mines: 4 the same on both sides: true
	// next: true
}
