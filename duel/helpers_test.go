package duel_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"mschess/duel"
	"mschess/engine"
	"mschess/engine/bot"
	"mschess/internal/seeded"
)

const game = "duel-test"

// pair is two sides joined in process, with each side's view after every ply.
type pair struct {
	t     testing.TB
	sides [2]*duel.Side
	views [2][]engine.View
	// reloads is set to save and restore each side after everything it does,
	// as a page reloaded after every message would (Side.Save).
	reloads bool
}

// newPair makes the two sides and exchanges the set-up.
func newPair(t testing.TB, seed uint64) *pair {
	p := &pair{t: t}
	for c := engine.White; c <= engine.Black; c++ {
		s, err := duel.New(game, c, seeded.Reader(seed*2+uint64(c)))
		require.NoError(t, err)
		p.sides[c] = s
		p.views[c] = []engine.View{s.Game().View()}
		require.False(t, s.Dealt(), "§11 nothing is dealt before the set-up")
	}
	out, err := p.sides[engine.White].Owed()
	require.NoError(t, err)
	p.deliver(engine.White, out...)
	for _, s := range p.sides {
		require.True(t, s.Dealt(), "§11 the set-up dealt the minefield")
	}
	return p
}

// note records side c's view after a ply, or drops the plies taken back.
func (p *pair) note(c engine.Color) {
	g := p.sides[c].Game()
	p.views[c] = p.views[c][:min(len(p.views[c]), g.Len()+1)]
	if len(p.views[c]) == g.Len() {
		p.views[c] = append(p.views[c], g.View())
	}
}

// deliver hands msgs from side from to the other side, and everything owed in
// answer back, until nothing is owed.
func (p *pair) deliver(from engine.Color, msgs ...[]byte) {
	for _, msg := range msgs {
		to := from.Other()
		_, err := p.sides[to].Receive(msg)
		require.NoError(p.t, err)
		p.note(to)
		out, err := p.sides[to].Owed()
		require.NoError(p.t, err)
		p.reload(to)
		p.deliver(to, out...)
	}
}

// move has side c play the move written san.
func (p *pair) move(c engine.Color, san string) {
	pos := p.sides[c].Game().Referee()
	m, err := pos.ParseSAN(san)
	require.NoError(p.t, err, san)
	p.play(c, m)
}

func (p *pair) play(c engine.Color, m engine.Move) {
	msg, err := p.sides[c].Move(m)
	require.NoError(p.t, err)
	p.note(c)
	p.reload(c)
	p.deliver(c, msg)
}

// act has side c do a.
func (p *pair) act(c engine.Color, a duel.Action) {
	msg, err := p.sides[c].Act(a)
	require.NoError(p.t, err, "%v", a)
	p.note(c)
	p.reload(c)
	p.deliver(c, msg)
}

// reload replaces side c with one restored from its save, when the pair reloads.
func (p *pair) reload(c engine.Color) {
	if !p.reloads {
		return
	}
	s, err := duel.Restore(p.sides[c].Save(), seeded.Reader(uint64(1000+p.sides[c].Seq())))
	require.NoError(p.t, err)
	p.sides[c] = s
}

// chooser picks a move from a side's own view.
type chooser func(v *engine.View, seed uint64, history []uint64) (engine.Move, error)

func randomMoves(v *engine.View, seed uint64, _ []uint64) (engine.Move, error) {
	return bot.Random(v, seed)
}

func levelOne(v *engine.View, seed uint64, history []uint64) (engine.Move, error) {
	m, _, err := bot.Choose(v, bot.Options{Level: bot.MinLevel, Seed: seed, History: history})
	return m, err
}

// playOut plays the game from each side's own view until it ends, or for at most
// plies plies and then as a draw agreed; the keys are revealed at the end.
func (p *pair) playOut(choose chooser, seed uint64, plies int) {
	var history []uint64
	// The game is looked up anew at every ply: a reload replaces the sides.
	for g := p.sides[engine.White].Game(); !g.Over() && g.Len() < plies; g = p.sides[engine.White].Game() {
		c := g.Side()
		require.True(p.t, p.sides[c].Turn())
		v := p.sides[c].Game().View()
		m, err := choose(&v, seed^uint64(g.Len())<<32, history)
		require.NoError(p.t, err)
		p.play(c, m)
		history = append(history, v.Position.Key())
	}
	if g := p.sides[engine.White].Game(); !g.Over() {
		c := g.Side()
		p.act(c, duel.OfferDraw)
		p.act(c.Other(), duel.AcceptDraw)
	}
}

// referee checks that both sides opened the same field and replays the game on
// it under a referee, which it returns: each side's view at every ply must be
// the referee's (docs/rules.md §11).
func (p *pair) referee() *engine.Game {
	t := p.t
	field, ok := p.sides[engine.White].Field()
	require.True(t, ok, "White opened the field")
	other, ok := p.sides[engine.Black].Field()
	require.True(t, ok, "Black opened the field")
	require.Equal(t, field, other)
	require.Equal(t, 4, field.Count(), "§1 four mines")
	require.Equal(t, p.sides[engine.White].Transcript(), p.sides[engine.Black].Transcript())
	ref, err := engine.NewGameFrom(engine.StartPosition(field))
	require.NoError(t, err)
	white, black := p.sides[engine.White].Game(), p.sides[engine.Black].Game()
	require.Equal(t, white.Moves(), black.Moves())
	for _, played := range white.Moves() {
		_, err := ref.PlaySAN(played.SAN)
		require.NoError(t, err, played.SAN)
		require.Equal(t, played.SAN, ref.Moves()[ref.Len()-1].SAN)
	}
	for c := engine.White; c <= engine.Black; c++ {
		require.Len(t, p.views[c], ref.Len()+1)
		for ply, v := range p.views[c] {
			want, err := ref.ViewAt(ply)
			require.NoError(t, err)
			require.Equal(t, want, v, "%v's view after %d plies", c, ply)
			got, err := p.sides[c].Game().ViewAt(ply)
			require.NoError(t, err)
			require.Equal(t, want, got, "%v's game after %d plies", c, ply)
		}
		res, why := p.sides[c].Game().Result()
		if ref.Over() {
			wantRes, wantWhy := ref.Result()
			require.Equal(t, [2]any{wantRes, wantWhy}, [2]any{res, why})
		} else {
			require.Contains(t, []engine.Reason{engine.Resignation, engine.DrawAgreed, engine.TimeForfeit}, why)
		}
	}
	return ref
}
