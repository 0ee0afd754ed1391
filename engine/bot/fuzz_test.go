package bot

import (
	"testing"

	"mschess/engine"
)

// FuzzChoose pins that the computer never panics and only ever plays a legal move,
// on any position MFEN can write: a referee position, seen through a game's view,
// or a player's view without numbers.
func FuzzChoose(f *testing.F) {
	f.Add(plainStart, uint8(1), uint64(0))
	f.Add(seedStart(7), uint8(4), uint64(1))
	f.Add("7k/4r3/8/8/5N2/8/8/5P2/3P1P2/3RKR2 w - - 0 1 a7 "+allFog, uint8(2), uint64(2))
	f.Add("4k3/8/8/8/8/8/8/3N4/P7/4K3 w - - 0 1 ?2 "+allFog, uint8(3), uint64(3))
	f.Add("k7/8/8/8/8/8/8/8/6PP/q6K w - - 0 31", uint8(4), uint64(4))
	f.Fuzz(func(t *testing.T, mfen string, level uint8, seed uint64) {
		p, err := engine.ParseMFEN(mfen)
		if err != nil {
			return
		}
		v := engine.View{Position: p}
		if g, err := engine.NewGameFrom(p); err == nil {
			v = g.View()
		} else {
			for s := range v.Numbers {
				v.Numbers[s] = -1
			}
		}
		m, _, err := Choose(&v, Options{Level: Level(level%5 + 1), Nodes: 300, Seed: seed})
		if err == nil && !p.IsLegal(m) {
			t.Fatalf("illegal move %v in %s", m, mfen)
		}
	})
}
