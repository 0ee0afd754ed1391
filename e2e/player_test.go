package e2e

import (
	"context"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"mschess/engine"
	"mschess/persist"
	"mschess/ui"
)

// player plays one game in one tab with one pointer. Every action goes to the
// page as input events and, at the same time, to a twin: the game's App run
// natively, opened on the same address, with storage of its own. The board the
// page must show is worked out from the twin's engine game alone; the twin's
// texts are what the panel must say.
type player struct {
	t     *testing.T
	ctx   context.Context
	ptr   pointer
	twin  *ui.App
	store *persist.MemStore // the twin's storage, as localStorage is the page's; nil where the browser refuses it
	// embedded is set for the embed, whose panel has only the mine counter,
	// the turn and the status line, and no game-over dialog.
	embedded bool
	// langs are the browser's languages, as the page reads them; nil for the
	// shared browser's, en-US.
	langs []string

	// What the page should be showing, as far as the engine does not tell.
	sel engine.Square // the selected piece, or NoSquare
	ply int           // the position on show: game().Len() when live
	fx  bool          // the last move's effects are still on the board
	// kept is set when the move before the last was the person's, whose
	// effects the computer's reply leaves on the board with its own.
	kept   bool
	dialog bool // dialog#gameover is open
}

// newPlayer opens a tab, opens the game of seed in it and checks the start.
func newPlayer(t *testing.T, ptr pointer, seed uint64) *player {
	t.Helper()
	return startPlayer(t, newTab(t), ptr, seed)
}

// startPlayer opens the game of seed in ctx and checks the start.
func startPlayer(t *testing.T, ctx context.Context, ptr pointer, seed uint64) *player {
	t.Helper()
	return startPlayerAt(t, ctx, ptr, site.url, seed)
}

// startPlayerAt is startPlayer for the site served at base.
func startPlayerAt(t *testing.T, ctx context.Context, ptr pointer, base string, seed uint64) *player {
	t.Helper()
	openGameAt(t, ctx, base, seed)
	return playerOf(t, ctx, ptr, seed)
}

// playerOf returns a player of the page in ctx, which has just opened the game
// of seed, and checks the start.
func playerOf(t *testing.T, ctx context.Context, ptr pointer, seed uint64) *player {
	t.Helper()
	return watch(t, ctx, ptr, fmt.Sprintf("?seed=%d", seed), pageStore(t, ctx))
}

// pageStore returns storage for the twin of the page in ctx, which has just
// opened a game the address named (?seed=, ?daily=): the page's save, if it
// has one. Such a page writes nothing before its first move, so the twin finds
// what the page found as it opened, and knows a first visit as the page does.
func pageStore(t testing.TB, ctx context.Context) *persist.MemStore {
	t.Helper()
	s := persist.NewMemStore()
	if save := eval[string](t, ctx, fmt.Sprintf(`localStorage.getItem(%q) ?? ""`, saveKey)); save != "" {
		s.Data[saveKey] = save
	}
	return s
}

// watch returns a player of the page in ctx, which has just opened its
// address with the query string and fragment in address ("?seed=7", "#g=…",
// "" for none), and checks that it shows what a twin opening the same address
// with store as its storage shows.
func watch(t *testing.T, ctx context.Context, ptr pointer, address string, store *persist.MemStore) *player {
	t.Helper()
	p := &player{t: t, ctx: ctx, ptr: ptr, store: store}
	p.start(address)
	return p
}

// start makes the twin open the page's address, as for watch, and checks the
// start.
func (p *player) start(address string) {
	p.t.Helper()
	p.opened(address)
	p.check("the start")
}

// opened makes the twin open the page's address with the query string and
// fragment in address from its storage, as the page just did.
func (p *player) opened(address string) {
	query, fragment, linked := strings.Cut(address, "#")
	if linked {
		fragment = "#" + fragment
	}
	var store persist.Store // nil, not a Store holding a nil *MemStore
	if p.store != nil {
		store = p.store
	}
	langs := p.langs
	if langs == nil {
		langs = []string{"en-US"}
	}
	p.twin = ui.Open(ui.Env{
		Query:    query,
		Fragment: fragment,
		Store:    store,
		// A new random game's seed is the page's secret, but every minefield
		// starts out looking the same.
		Random: func() uint64 { return firstSeed },
		// The page's clock, which dates the daily minefield.
		Clock:     func() int64 { return time.Now().Unix() },
		Languages: langs,
		Embed:     p.embedded,
	})
	p.sel, p.ply, p.dialog = engine.NoSquare, p.game().Len(), false
	p.fx, p.kept = hasEffects(p.twin), false
}

// game is the referee's game the page should be playing.
func (p *player) game() *engine.Game { return p.twin.Game() }

// live reports whether the page should show the current position.
func (p *player) live() bool { return p.ply == p.game().Len() }

// tap taps (clicks) the centre of the element that selector finds.
func (p *player) tap(selector string) {
	p.t.Helper()
	if err := p.ptr.tap(p.ctx, centre(p.t, p.ctx, selector)); err != nil {
		p.t.Fatalf("%v tap on %s: %v", p.ptr, selector, err)
	}
}

// selectPiece taps the piece on s and checks that it is selected, with its
// moves marked.
func (p *player) selectPiece(s engine.Square) {
	p.t.Helper()
	p.tap(squareSelector(s))
	p.twin.Click(s)
	p.sel, p.fx = s, false
	p.check("after selecting " + s.String())
}

// play plays m by tapping the piece, then its target. A sweep is played with
// the broom badge on the square in front of the pawn: the rest of that square
// stands for the pawn's step onto it. It checks the page after each tap.
func (p *player) play(m engine.Move) {
	p.t.Helper()
	p.selectPiece(m.From)
	if m.Kind == engine.Sweep {
		p.tap(squareSelector(m.To) + " .sweep-badge")
		if !p.twin.Sweep() {
			p.t.Fatalf("the twin could not sweep %v", m.To)
		}
	} else {
		p.tap(squareSelector(m.To))
		p.twin.Click(m.To)
		p.confirmMine()
	}
	p.moved(m)
}

// confirmMine says yes, on the page and to the twin, when the move just made
// asks first, for it lands a piece on a found mine (ui.AskMine).
func (p *player) confirmMine() {
	p.t.Helper()
	if p.twin.Panel().Ask.Question == ui.AskMine {
		p.tap("#ask-yes")
		p.twin.Answer(true)
	}
}

// dragPlay plays m by dragging the piece from its square to the target.
func (p *player) dragPlay(m engine.Move) {
	p.t.Helper()
	from, to := centre(p.t, p.ctx, squareSelector(m.From)), centre(p.t, p.ctx, squareSelector(m.To))
	if err := p.ptr.drag(p.ctx, from, to); err != nil {
		p.t.Fatalf("%v drag %v: %v", p.ptr, m, err)
	}
	if p.twin.Press(m.From) {
		p.twin.Release(m.To, true)
	}
	p.confirmMine()
	p.moved(m)
}

// moved checks the page after m was played.
func (p *player) moved(m engine.Move) {
	p.t.Helper()
	g := p.game()
	if g.Len() == 0 || g.Moves()[g.Len()-1].Move != m {
		p.t.Fatalf("the twin did not play %v", m)
	}
	p.sel, p.ply, p.fx, p.kept = engine.NoSquare, g.Len(), true, false
	if g.Over() {
		p.dialog = true
	}
	p.check("after " + g.Moves()[g.Len()-1].SAN)
}

// playAll plays the moves one after the other by taps.
func (p *player) playAll(ms []engine.Move) {
	p.t.Helper()
	for _, m := range ms {
		p.play(m)
	}
}

// press taps the control that selector finds, and does to the twin what it
// does. Whether the last move's effects stay on the board is the App's
// choice, so the twin tells.
func (p *player) press(selector string, action func()) {
	p.t.Helper()
	p.tap(selector)
	action()
	p.sel, p.fx = engine.NoSquare, hasEffects(p.twin)
}

// hasEffects reports whether the App shows the effects of a move on its board.
func hasEffects(a *ui.App) bool {
	for _, s := range a.Board() {
		if s.Effect != ui.NoEffect {
			return true
		}
	}
	return false
}

// check asserts that the page shows what it should, board and panel, waiting
// a moment for it to catch up.
func (p *player) check(when string) {
	p.t.Helper()
	wantB, wantP := p.wantBoard(), p.wantPanel()
	gotB := eventually(p.t, p.ctx, readBoard, wantB)
	if gotB != wantB {
		p.t.Fatalf("%s: the board differs from the engine's:\n%s", when, boardDiff(gotB, wantB))
	}
	gotP := eventually(p.t, p.ctx, readPanel, wantP)
	assert.Equal(p.t, wantP, gotP, "%s: the panel", when)
	if p.t.Failed() {
		p.t.FailNow()
	}
}

// eventually reads the page until it shows want or settle has passed, and
// returns the last read.
func eventually[T any](t testing.TB, ctx context.Context, read func(testing.TB, context.Context) T, want T) T {
	t.Helper()
	return within(t, ctx, settle, read, want)
}

// within reads the page until it shows want or d has passed, and returns the
// last read.
func within[T any](t testing.TB, ctx context.Context, d time.Duration, read func(testing.TB, context.Context) T, want T) T {
	t.Helper()
	deadline := time.Now().Add(d)
	for {
		got := read(t, ctx)
		if reflect.DeepEqual(got, want) || time.Now().After(deadline) {
			return got
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// wantBoard works out from the engine what the board must show.
func (p *player) wantBoard() board {
	g := p.game()
	b, err := viewBoard(g, p.ply)
	if err != nil {
		p.t.Fatal(err)
	}
	if _, why := g.Result(); p.live() && why == engine.KingExposed {
		// docs/rules.md §6: the blast left the mover's king open to capture.
		v := g.View()
		b[v.Position.KingSquare(v.Position.Side().Other())].Check = true
	}
	if !p.live() {
		return b
	}
	if p.sel != engine.NoSquare {
		b[p.sel].Sel = true
		for _, m := range g.LegalMoves() {
			switch {
			case m.From != p.sel:
			case m.Kind == engine.Sweep:
				b[m.To].Sweep, b[m.To].Bomb = true, true
			default:
				b[m.To].Target = true
			}
		}
	}
	if p.fx && g.Len() > 0 {
		for s, fx := range wantEffects(g, p.kept) {
			b[s].Effect = fx
		}
	}
	return b
}

// viewBoard returns what a board shows of g at ply, with nothing selected
// and no effects: the pieces, the fog, the found mines and the numbers of the
// players' view, the last move and a king in check.
func viewBoard(g *engine.Game, ply int) (board, error) {
	var b board
	v, err := g.ViewAt(ply)
	if err != nil {
		return b, fmt.Errorf("no ply %d: %w", ply, err)
	}
	pos := &v.Position
	for s := range engine.Square(engine.NumSquares) {
		st := &b[s]
		if pc := pos.PieceAt(s); !pc.IsNone() {
			st.Piece = ui.PieceCode(pc)
		}
		st.Fog = pos.Fog().Has(s)
		st.Mine = pos.FoundMines().Has(s)
		if n := v.Numbers[s]; n > 0 {
			st.Number, st.Badge = int(n), strconv.Itoa(int(n))
		}
	}
	if ply > 0 {
		m := g.Moves()[ply-1].Move
		b[m.From].Last, b[m.To].Last = true, true
	}
	if pos.InCheck() {
		b[pos.KingSquare(pos.Side())].Check = true
	}
	return b, nil
}

// wantEffects returns the effect class each square plays after the last move
// of g, and the one before when kept is set: fx-blast where a mine destroyed a
// piece, fx-sapper where a king cleared one, fx-swept on a swept square and
// fx-reveal where the fog lifted, the first that applies.
func wantEffects(g *engine.Game, kept bool) map[engine.Square]string {
	fx := map[engine.Square]string{}
	rank := map[string]int{"fx-reveal": 1, "fx-swept": 2, "fx-sapper": 3, "fx-blast": 4}
	mark := func(s engine.Square, c string) {
		if rank[c] > rank[fx[s]] {
			fx[s] = c
		}
	}
	first := g.Len() - 1
	if kept && first > 0 {
		first--
	}
	for ply := first; ply < g.Len(); ply++ {
		move := g.Moves()[ply]
		before, _ := g.ViewAt(ply)
		after, _ := g.ViewAt(ply + 1)
		for _, s := range before.Position.Fog().AndNot(after.Position.Fog()).Squares() {
			mark(s, "fx-reveal")
		}
		if move.Move.Kind == engine.Sweep {
			mark(move.Move.To, "fx-swept")
		}
		if s := move.Effects.Sapper; s != engine.NoSquare {
			mark(s, "fx-sapper")
		}
		if s := move.Effects.Blast; s != engine.NoSquare {
			mark(s, "fx-blast")
		}
	}
	return fx
}

// wantPanel works out what the panel must show: numbers and moves from the
// engine, words from the twin.
func (p *player) wantPanel() panelState {
	g := p.game()
	v, _ := g.ViewAt(p.ply)
	tp := p.twin.Panel()
	want := panelState{
		Mines:     strconv.Itoa(v.Position.MineCounter()),
		Turn:      tp.Turn,
		Status:    tp.Status,
		Announce:  p.twin.Speech().Text,
		Moves:     []string{},
		LostWhite: []string{},
		LostBlack: []string{},
		Flipped:   p.twin.Flipped(),
		// Only another person takes a draw offer, while the game runs.
		Offer:     !tp.Opponent.Computer() && !tp.Over,
		Offered:   tp.DrawOffered,
		LiveShown: !p.live(),
		GameOver:  p.dialog,
		// docs/rules.md §10: what may be taken back, and why not.
		Takeback:    tp.CanTakeback,
		TakebackWhy: tp.TakebackWhy,
		Ask:         tp.Ask.Text,
	}
	if p.ply > 0 {
		want.Current = strconv.Itoa(p.ply)
	}
	lost := [2]*[]string{&want.LostWhite, &want.LostBlack}
	for i, m := range g.Moves() {
		want.Moves = append(want.Moves, m.SAN)
		if i >= p.ply {
			continue
		}
		for _, pc := range []engine.Piece{m.Effects.Captured, m.Effects.Lost} {
			if !pc.IsNone() {
				*lost[pc.Color] = append(*lost[pc.Color], ui.PieceCode(pc))
			}
		}
	}
	slices.Sort(want.LostWhite)
	slices.Sort(want.LostBlack)
	if p.embedded {
		return panelState{Mines: want.Mines, Turn: want.Turn, Status: want.Status, Announce: want.Announce,
			Moves: []string{}, LostWhite: []string{}, LostBlack: []string{}, Flipped: want.Flipped,
			Takeback: want.Takeback, TakebackWhy: want.TakebackWhy, Ask: want.Ask}
	}
	// The dialog's text stays after it closes; it only has to be right when
	// it shows.
	if p.dialog {
		want.GameOverText = tp.Reason
	}
	return want
}

// boardDiff lists the squares where got and want differ.
func boardDiff(got, want board) string {
	var b strings.Builder
	for s := range engine.Square(engine.NumSquares) {
		if got[s] != want[s] {
			fmt.Fprintf(&b, "  %-3v page %v, want %v\n", s, got[s], want[s])
		}
	}
	return b.String()
}
