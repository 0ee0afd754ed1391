package ui

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/ui/text"
)

var en = text.Match("en")

// fromMFEN returns an App playing the referee position written in MFEN.
func fromMFEN(t *testing.T, mfen string) *App {
	t.Helper()
	p, err := engine.ParseMFEN(mfen)
	require.NoError(t, err)
	g, err := engine.NewGameFrom(p)
	require.NoError(t, err)
	return New(g, en)
}

func sq(t *testing.T, name string) engine.Square {
	t.Helper()
	s, err := engine.ParseSquare(name)
	require.NoError(t, err)
	return s
}

// clicks clicks the named squares in turn.
func clicks(t *testing.T, a *App, names ...string) {
	t.Helper()
	for _, n := range names {
		a.Click(sq(t, n))
	}
}

// resignNow resigns for the players, who say yes when Resign asks.
func resignNow(a *App) {
	a.Resign()
	a.Answer(true)
}

// quiet are clicks on NewGame(1)'s board for Nf3 Nf8 Ng1, whose last move
// reveals nothing, so that it can be taken back (docs/rules.md §10).
var quiet = []string{"g1", "f3", "g10", "f8", "f3", "g1"}

// marked returns the names of the squares whose model has flag set, sorted.
func marked(a *App, flag func(Square) bool) []string {
	var out []string
	b := a.Board()
	for s := range engine.Square(engine.NumSquares) {
		if flag(b[s]) {
			out = append(out, s.String())
		}
	}
	slices.Sort(out)
	return out
}

func targets(s Square) bool  { return s.Target }
func sweeps(s Square) bool   { return s.Sweep }
func selected(s Square) bool { return s.Selected }
func lastMove(s Square) bool { return s.Last }
func checks(s Square) bool   { return s.Check }

// Positions used below, as referee MFEN.
const (
	// A white knight on f3 with a mine under fog on e5, the only mine. The pawns
	// on a2 and a9 keep enough material on the board for the game to go on.
	knightOverMine = "4k3/p7/8/8/8/8/8/5N2/P7/4K3 w - - 0 1 e5 ########/########/########/########"
	// White's e-pawn is blocked by a black pawn.
	blockedPawn = "4k3/8/8/8/8/4p3/4P3/8/8/4K3 w - - 0 1"
	// White is in check from the rook on e10; the pawn on a2 cannot help.
	checkedByRook = "4r2k/8/8/8/8/8/8/8/P7/4K3 w - - 0 1"
	// Ra1-a10 is mate: the black king is boxed in by its own pawns.
	backRank = "7k/5ppp/8/8/8/8/8/8/8/R3K3 w - - 0 1"
	// A found mine on e4 in front of the king on e3, the only mine; nothing fogged.
	kingBeforeMine = "4k3/p7/8/8/8/8/8/4K3/P7/8 w - - 0 1 e4 -"
	// The pawn on e3 faces the only mine, hidden on e4.
	pawnBeforeHiddenMine = "4k3/8/8/8/8/8/8/4P3/8/4K3 w - - 0 1 e4 ########/########/########/########"
	// The pawn on e3 faces the only mine, found on e4.
	pawnBeforeFoundMine = "4k3/8/8/8/8/8/8/4P3/8/4K3 w - - 0 1 e4 -"
	// The white rook on d1 can take the black knight on d8.
	rookTakesKnight = "4k3/8/3n4/8/8/8/8/8/8/3RK3 w - - 0 1"
)

func TestSelectionMarksLegalTargets(t *testing.T) {
	tests := []struct {
		name           string
		mfen           string // "" for the start of seed 1
		click          string
		sel, tgt, swep []string
	}{
		{"§5 a knight at the start can go to two squares", "", "g1", []string{"g1"}, []string{"f3", "h3"}, nil},
		{"§5 a pawn at the start steps one or two; §4 it may sweep the square in front", "", "e2", []string{"e2"}, []string{"e3", "e4"}, []string{"e3"}},
		{"a piece of the side not to move cannot be selected", "", "g10", nil, nil, nil},
		{"an empty square selects nothing", "", "e5", nil, nil, nil},
		{"§4 no sweep when a piece stands in front of the pawn", blockedPawn, "e4", []string{"e4"}, nil, nil},
		{"§4 no sweep while the side to move is in check", checkedByRook, "a2", []string{"a2"}, nil, nil},
		{"§5 in check the king's targets avoid the checking line", checkedByRook, "e1", []string{"e1"}, []string{"d1", "d2", "f1", "f2"}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a := New(engine.NewGame(1), en)
			if tc.mfen != "" {
				a = fromMFEN(t, tc.mfen)
			}
			clicks(t, a, tc.click)
			assert.Equal(t, tc.sel, marked(a, selected), "selected")
			assert.Equal(t, tc.tgt, marked(a, targets), "targets")
			assert.Equal(t, tc.swep, marked(a, sweeps), "sweep")
		})
	}
}

func TestClicks(t *testing.T) {
	tests := []struct {
		name   string
		clicks []string
		sel    []string
		plies  int
	}{
		{"a click on an illegal target just deselects", []string{"g1", "g3"}, nil, 0},
		{"a click on a target plays the move", []string{"g1", "f3"}, nil, 1},
		{"a second click on the selected piece puts it down", []string{"g1", "g1"}, nil, 0},
		{"a click on another own piece selects that one", []string{"g1", "b1"}, []string{"b1"}, 0},
		{"a click on an enemy piece out of reach deselects", []string{"g1", "g10"}, nil, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a := New(engine.NewGame(1), en)
			clicks(t, a, tc.clicks...)
			assert.Equal(t, tc.sel, marked(a, selected))
			assert.Equal(t, tc.plies, a.Game().Len())
		})
	}
}

func TestDrag(t *testing.T) {
	tests := []struct {
		name   string
		from   string
		to     string
		picked bool
		sel    []string
		plies  int
	}{
		{"a drag to a target plays the move", "g1", "f3", true, nil, 1},
		{"a drag back to the piece's square keeps it selected", "g1", "g1", true, []string{"g1"}, 0},
		{"a drop on an illegal square deselects", "g1", "g4", true, nil, 0},
		{"a drop off the board deselects", "g1", "", true, nil, 0},
		{"an enemy piece cannot be picked up", "g10", "g8", false, nil, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a := New(engine.NewGame(1), en)
			to := engine.NoSquare
			if tc.to != "" {
				to = sq(t, tc.to)
			}
			assert.Equal(t, tc.picked, a.Press(sq(t, tc.from)))
			a.Release(to, true)
			assert.Equal(t, tc.sel, marked(a, selected))
			assert.Equal(t, tc.plies, a.Game().Len())
		})
	}
}

func TestSweep(t *testing.T) {
	t.Run("§4 the selected pawn sweeps the square in front and stays", func(t *testing.T) {
		a := New(engine.NewGame(1), en)
		clicks(t, a, "e2")
		require.True(t, a.Sweep())
		assert.Equal(t, "Se3", a.Panel().Moves[0])
		b := a.Board()
		assert.Equal(t, engine.Piece{Color: engine.White, Kind: engine.Pawn}, b[sq(t, "e2")].Piece)
		assert.Equal(t, Swept, b[sq(t, "e3")].Effect)
	})
	t.Run("nothing to sweep without a selected pawn", func(t *testing.T) {
		a := New(engine.NewGame(1), en)
		clicks(t, a, "g1")
		assert.False(t, a.Sweep())
		assert.Zero(t, a.Game().Len())
	})
	t.Run("§4 a click on the square in front steps there rather than sweeping", func(t *testing.T) {
		a := New(engine.NewGame(1), en)
		clicks(t, a, "e2", "e3")
		assert.Equal(t, "e3", a.Panel().Moves[0])
	})
	t.Run("§4 a click on a found mine in front of the selected pawn sweeps it", func(t *testing.T) {
		a := fromMFEN(t, pawnBeforeFoundMine)
		clicks(t, a, "e3", "e4")
		require.Equal(t, 1, a.Game().Len())
		assert.Equal(t, engine.Sweep, a.Game().Moves()[0].Move.Kind)
		assert.Equal(t, engine.Piece{Color: engine.White, Kind: engine.Pawn}, a.Board()[sq(t, "e3")].Piece)
	})
	t.Run("§3 Step takes the pawn onto the found mine, which destroys it", func(t *testing.T) {
		a := fromMFEN(t, pawnBeforeFoundMine)
		clicks(t, a, "e3")
		step(t, a, sq(t, "e4"))
		assert.Equal(t, []Loss{{Piece: engine.Piece{Color: engine.White, Kind: engine.Pawn}, Destroyed: true}}, a.Panel().Lost[engine.White])
	})
	t.Run("§3 a drag onto the found mine steps onto it", func(t *testing.T) {
		a := fromMFEN(t, pawnBeforeFoundMine)
		require.True(t, a.Press(sq(t, "e3")))
		a.Release(sq(t, "e4"), true)
		a.Answer(true) // asked first: the mine is found
		require.NotEmpty(t, a.Game().Moves())
		assert.Equal(t, engine.Ordinary, a.Game().Moves()[0].Move.Kind)
		assert.True(t, a.Board()[sq(t, "e4")].Piece.IsNone(), "the pawn is gone")
	})
	t.Run("Step with nothing selected plays nothing", func(t *testing.T) {
		a := fromMFEN(t, pawnBeforeFoundMine)
		assert.False(t, a.Step(sq(t, "e4")))
		assert.Zero(t, a.Game().Len())
	})
	t.Run("the label of a found mine to sweep says how to sweep or step", func(t *testing.T) {
		a := fromMFEN(t, pawnBeforeFoundMine)
		clicks(t, a, "e3")
		e4 := sq(t, "e4")
		assert.Contains(t, a.SquareLabel(e4, a.Board()[e4]), en.Text(text.SqSweepMine))
	})
	t.Run("§2 sweeping the last hidden mine clears all the fog", func(t *testing.T) {
		a := fromMFEN(t, pawnBeforeHiddenMine)
		clicks(t, a, "e3")
		require.True(t, a.Sweep())
		b := a.Board()
		for s := range engine.Square(engine.NumSquares) {
			assert.False(t, b[s].Fog, "%v fogged", s)
			want := NoEffect
			switch {
			case s == sq(t, "e4"):
				want = Swept
			case s.InFogZone():
				want = Revealed
			}
			assert.Equal(t, want, b[s].Effect, "%v", s)
		}
		assert.Zero(t, a.Panel().Mines)
		assert.Contains(t, a.Panel().Status, en.Text(text.EvAllClear))
		assert.Contains(t, a.Speech().Text, en.Sentence(text.EvSweepCleared, "white pawn", "e3", "e4"))
	})
}

func TestBlastAndLosses(t *testing.T) {
	t.Run("§3 a knight landing on a hidden mine is destroyed and listed as lost", func(t *testing.T) {
		a := fromMFEN(t, knightOverMine)
		clicks(t, a, "f3", "e5")
		b := a.Board()
		e5 := sq(t, "e5")
		assert.True(t, b[e5].Piece.IsNone())
		assert.Equal(t, Blast, b[e5].Effect)
		assert.Equal(t, Revealed, b[sq(t, "d4")].Effect)
		p := a.Panel()
		assert.Equal(t, []Loss{{Piece: engine.Piece{Color: engine.White, Kind: engine.Knight}, Destroyed: true}}, p.Lost[engine.White])
		assert.Empty(t, p.Lost[engine.Black])
		assert.Equal(t, 0, p.Mines)
		assert.Contains(t, p.Status, en.Text(text.EvBlast, "e5", "the white knight"))
		assert.Contains(t, a.Speech().Text, en.Text(text.EvBlast, "e5", "the white knight"))
	})
	t.Run("§3 a king landing on a found mine clears it unharmed", func(t *testing.T) {
		a := fromMFEN(t, kingBeforeMine)
		assert.True(t, a.Board()[sq(t, "e4")].Mine)
		clicks(t, a, "e3", "e4")
		b := a.Board()
		assert.Equal(t, Sapper, b[sq(t, "e4")].Effect)
		assert.False(t, b[sq(t, "e4")].Mine)
		assert.Zero(t, a.Panel().Mines)
		assert.Empty(t, a.Panel().Lost[engine.White])
	})
	t.Run("a captured piece is listed as lost, not destroyed", func(t *testing.T) {
		a := fromMFEN(t, rookTakesKnight)
		clicks(t, a, "d1", "d8")
		assert.Equal(t, []Loss{{Piece: engine.Piece{Color: engine.Black, Kind: engine.Knight}}}, a.Panel().Lost[engine.Black])
	})
	t.Run("effects last until the next action", func(t *testing.T) {
		a := fromMFEN(t, knightOverMine)
		clicks(t, a, "f3", "e5", "e10")
		assert.Equal(t, NoEffect, a.Board()[sq(t, "e5")].Effect)
	})
}

func TestLastMoveAndCheck(t *testing.T) {
	a := fromMFEN(t, checkedByRook)
	assert.Equal(t, []string{"e1"}, marked(a, checks), "§5 the king in check is marked")
	clicks(t, a, "e1", "d2")
	assert.Equal(t, []string{"d2", "e1"}, marked(a, lastMove))
	assert.Empty(t, marked(a, checks))
}

func TestHistory(t *testing.T) {
	a := New(engine.NewGame(1), en)
	clicks(t, a, "g1", "f3", "b10", "c8")
	a.ShowPly(1)
	p := a.Panel()
	assert.False(t, p.Live)
	assert.Equal(t, 1, p.Shown)
	assert.Equal(t, []string{"Nf3", "Nc8"}, p.Moves, "the whole move list stays")
	assert.Equal(t, en.Text(text.ViewingMove, "Nf3"), p.Status)
	b := a.Board()
	assert.False(t, b[sq(t, "b10")].Piece.IsNone(), "the knight is back on b10")
	assert.Equal(t, []string{"f3", "g1"}, marked(a, lastMove))

	clicks(t, a, "b10", "c8")
	assert.Equal(t, 2, a.Game().Len(), "an earlier position is read-only")
	assert.Empty(t, marked(a, selected))

	a.ShowPly(Live)
	assert.True(t, a.Panel().Live)
	assert.Equal(t, 2, a.Panel().Shown)
	assert.True(t, a.Board()[sq(t, "b10")].Piece.IsNone())

	a.ShowPly(0)
	assert.Equal(t, en.Text(text.ViewingStart), a.Panel().Status)
	a.ShowPly(2)
	assert.True(t, a.Panel().Live, "showing the last ply is the live game")
}

func TestLossesFollowTheShownPosition(t *testing.T) {
	a := fromMFEN(t, rookTakesKnight)
	clicks(t, a, "d1", "d8")
	a.ShowPly(0)
	assert.Empty(t, a.Panel().Lost[engine.Black])
}

func TestTakeback(t *testing.T) {
	t.Run("§10 a move that revealed nothing is taken back", func(t *testing.T) {
		a := New(engine.NewGame(1), en)
		clicks(t, a, quiet...)
		require.True(t, a.Panel().CanTakeback)
		assert.Empty(t, a.Panel().TakebackWhy)
		a.Takeback()
		b := a.Board()
		assert.Equal(t, engine.Piece{Color: engine.White, Kind: engine.Knight}, b[sq(t, "f3")].Piece)
		p := a.Panel()
		assert.Equal(t, []string{"Nf3", "Nf8"}, p.Moves)
		assert.False(t, p.CanTakeback, "Nf8 lifted fog, so it stands")
		assert.Equal(t, en.Text(text.NoTakebackRevealed), p.TakebackWhy)
		assert.Equal(t, en.Text(text.Takeback)+". "+en.Text(text.WhiteToMove), a.Speech().Text)
	})
	resign := func(_ *testing.T, a *App) { resignNow(a) }
	for _, tc := range []struct {
		name  string
		app   func(t *testing.T) *App
		moves []string // clicks
		end   func(t *testing.T, a *App)
		why   text.Key
	}{
		{name: "§10 a blast stands, and the fog stays lifted", app: func(t *testing.T) *App { return fromMFEN(t, knightOverMine) },
			moves: []string{"f3", "e5"}, why: text.NoTakebackRevealed},
		{name: "§10 seed 1000: the knight blown up by Nc3 Nc8 Nb5 stays blown up", app: func(*testing.T) *App { return New(engine.NewGame(1000), en) },
			moves: []string{"b1", "c3", "b10", "c8", "c3", "b5"}, why: text.NoTakebackRevealed},
		{name: "§10 after a resignation nothing is taken back", app: func(*testing.T) *App { return New(engine.NewGame(1), en) },
			moves: quiet, end: resign, why: text.NoTakebackOver},
		{name: "§10 after an agreed draw nothing is taken back", app: func(*testing.T) *App { return New(engine.NewGame(1), en) },
			moves: quiet, end: func(_ *testing.T, a *App) { a.OfferDraw(); a.AnswerDraw(true) }, why: text.NoTakebackOver},
		{name: "§10 after checkmate nothing is taken back", app: func(t *testing.T) *App { return fromMFEN(t, backRank) },
			moves: []string{"a1", "a10"}, why: text.NoTakebackOver},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := tc.app(t)
			clicks(t, a, tc.moves...)
			if tc.end != nil {
				tc.end(t, a)
			}
			before, board := a.Panel(), a.Board()
			assert.False(t, before.CanTakeback)
			assert.Equal(t, en.Text(tc.why), before.TakebackWhy)
			a.Takeback()
			assert.Equal(t, before, a.Panel(), "nothing changes")
			assert.Equal(t, board, a.Board(), "no fog comes back")
		})
	}
	t.Run("before the first move there is nothing to take back, and nothing to say", func(t *testing.T) {
		p := New(engine.NewGame(1), en).Panel()
		assert.False(t, p.CanTakeback)
		assert.Empty(t, p.TakebackWhy)
	})
}

// takebackNoteRunes is the most characters the note under Take back may have:
// two lines of a phone's panel.
const takebackNoteRunes = 72

// TestTakebackNoteIsShort: the note that says why Take back is disabled
// (docs/rules.md §10), after a move that revealed something or the computer's
// reply that did, is one short sentence in every language.
func TestTakebackNoteIsShort(t *testing.T) {
	tests := []struct {
		name string
		play func(t *testing.T, a *App)
		want text.Key
	}{
		{"§10 Nf3 lifted fog, so it stands", func(t *testing.T, a *App) { clicks(t, a, "g1", "f3") }, text.NoTakebackRevealed},
		{"§10 against the computer, Se3 revealed nothing and the reply Nf8 lifted fog", func(t *testing.T, a *App) {
			a.ChooseOpponent(Opponent{Level: 1, You: engine.White}, 7)
			a.Click(sq(t, "e2"))
			require.True(t, a.Sweep())
			id, _, _ := a.Request()
			a.Reply(id, "g10f8")
		}, text.NoTakebackReply},
		{"§10 against the computer, Nf3 lifted fog and the reply Sd8 nothing", func(t *testing.T, a *App) {
			a.ChooseOpponent(Opponent{Level: 1, You: engine.White}, 7)
			clicks(t, a, "g1", "f3")
			id, _, _ := a.Request()
			a.Reply(id, "Sd8")
		}, text.NoTakebackYours},
	}
	for _, c := range text.All() {
		for _, tc := range tests {
			t.Run(c.Lang()+"/"+tc.name, func(t *testing.T) {
				a := New(engine.NewGame(7), c)
				tc.play(t, a)
				why := a.Panel().TakebackWhy
				require.Equal(t, c.Text(tc.want), why)
				assert.LessOrEqual(t, utf8.RuneCountInString(why), takebackNoteRunes, "%q", why)
			})
		}
	}
}

func TestDrawOffer(t *testing.T) {
	tests := []struct {
		name    string
		act     func(t *testing.T, a *App)
		offered bool
		over    bool
	}{
		{"an offer waits for an answer", func(t *testing.T, a *App) { a.OfferDraw() }, true, false},
		{"§7 an accepted offer draws the game", func(t *testing.T, a *App) { a.OfferDraw(); a.AnswerDraw(true) }, false, true},
		{"a declined offer is gone", func(t *testing.T, a *App) { a.OfferDraw(); a.AnswerDraw(false) }, false, false},
		{"there is nothing to accept without an offer", func(t *testing.T, a *App) { a.AnswerDraw(true) }, false, false},
		{"the offer stands while its maker moves", func(t *testing.T, a *App) {
			a.OfferDraw()
			clicks(t, a, "g1", "f3")
		}, true, false},
		{"a move by the other side declines it", func(t *testing.T, a *App) {
			a.OfferDraw()
			clicks(t, a, "g1", "f3", "g10", "f8")
		}, false, false},
		{"a takeback withdraws it", func(t *testing.T, a *App) {
			clicks(t, a, quiet...)
			a.OfferDraw()
			a.Takeback()
		}, false, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a := New(engine.NewGame(1), en)
			tc.act(t, a)
			p := a.Panel()
			assert.Equal(t, tc.offered, p.DrawOffered)
			assert.Equal(t, !tc.offered && !tc.over, p.CanOffer)
			assert.Equal(t, tc.over, p.Over)
			if tc.over {
				assert.Equal(t, en.Text(text.Drawn), p.Result)
				assert.Equal(t, en.Text(text.EndDrawAgreed), p.Reason)
			}
		})
	}
}

func TestResign(t *testing.T) {
	a := New(engine.NewGame(1), en)
	resignNow(a)
	p := a.Panel()
	assert.True(t, p.Over)
	assert.False(t, p.CanResign)
	assert.Equal(t, en.Text(text.BlackWins), p.Result)
	assert.Equal(t, en.Text(text.EndResignation, "Black", "White"), p.Reason)
	assert.Equal(t, en.Text(text.GameOver), p.Turn)
	clicks(t, a, "g1")
	assert.Empty(t, marked(a, selected), "no piece moves once the game is over")
}

func TestCheckmate(t *testing.T) {
	a := fromMFEN(t, backRank)
	clicks(t, a, "a1", "a10")
	p := a.Panel()
	require.True(t, p.Over)
	assert.Equal(t, "Ra10#", p.Moves[0])
	assert.Equal(t, en.Text(text.WhiteWins), p.Result)
	assert.Equal(t, en.Text(text.EndCheckmate, "White", "Black"), p.Reason)
	assert.Equal(t, []string{"h10"}, marked(a, checks))
	assert.Contains(t, a.Speech().Text, p.Reason)
	a.Takeback()
	assert.True(t, a.Panel().Over, "§10 no take-back after the end")
}

func TestOrientation(t *testing.T) {
	a := New(engine.NewGame(1), en)
	a.Flip()
	assert.True(t, a.Flipped(), "flip turns the board")
	a.Flip()
	assert.False(t, a.Flipped())

	a.SetAutoFlip(true)
	assert.False(t, a.Flipped(), "White to move sits at the bottom")
	clicks(t, a, quiet...)
	assert.True(t, a.Flipped(), "after White's move Black sits at the bottom")
	a.Takeback()
	assert.False(t, a.Flipped(), "a takeback turns it back")
	a.NewGame(2)
	assert.True(t, a.AutoFlip(), "a new game keeps auto-flip")

	a.SetAutoFlip(false)
	clicks(t, a, "g1", "f3")
	assert.False(t, a.Flipped(), "without auto-flip the board stays")
}

// TestNoHiddenMineReachesTheModels plays random games and checks after every move
// that the models show exactly the found mines (docs/rules.md §2, §6), and that no
// fogged square shows a number, a mine or any word about one.
func TestNoHiddenMineReachesTheModels(t *testing.T) {
	games, plies := 40, 120
	if testing.Short() {
		games = 8
	}
	for seed := range uint64(games) {
		rng := rand.New(rand.NewPCG(seed, 1))
		a := New(engine.NewGame(seed), en)
		for range plies {
			checkNoHiddenMine(t, a)
			legal := a.Game().LegalMoves()
			if len(legal) == 0 {
				break
			}
			m := legal[rng.IntN(len(legal))]
			a.Click(m.From)
			if m.Kind == engine.Sweep {
				require.True(t, a.Sweep())
			} else {
				step(t, a, m.To) // a click would sweep a found mine
			}
			require.Equal(t, m, a.Game().Moves()[a.Game().Len()-1].Move)
		}
		if a.Game().Len() > 2 {
			a.ShowPly(a.Game().Len() / 2)
			checkNoHiddenMine(t, a)
		}
	}
}

func checkNoHiddenMine(t *testing.T, a *App) {
	t.Helper()
	var ref engine.Position
	if v := a.Panel(); v.Live {
		ref = a.Game().Referee()
	} else {
		ref = refereeAt(t, a.Game(), v.Shown)
	}
	found := ref.Mines().AndNot(ref.Fog())
	mineWord := en.Text(text.SqMine)
	for s, m := range a.Board() {
		s := engine.Square(s)
		require.Equal(t, found.Has(s), m.Mine, "%v: a mine is shown exactly where one was found", s)
		require.Equal(t, ref.Fog().Has(s), m.Fog, "%v fog", s)
		if m.Fog {
			require.Equal(t, int8(-1), m.Number, "%v: a fogged square shows no number", s)
			require.NotContains(t, a.SquareLabel(s, m), mineWord, "%v label", s)
		} else if s.InFogZone() {
			require.Equal(t, int8(ref.Number(s)), m.Number, "%v number", s)
		}
	}
}

// refereeAt replays g's moves on its start position up to ply, the referee's
// position there, which the test may look at and the App may not.
func refereeAt(t *testing.T, g *engine.Game, ply int) engine.Position {
	t.Helper()
	r, err := engine.NewGameFrom(g.Start())
	require.NoError(t, err)
	for _, m := range g.Moves()[:ply] {
		_, err := r.Play(m.Move)
		require.NoError(t, err)
	}
	return r.Referee()
}

func TestAnnouncements(t *testing.T) {
	a := New(engine.NewGame(1), en)
	clicks(t, a, quiet...)
	assert.True(t, strings.HasPrefix(a.Speech().Text, en.Sentence(text.EvMove, "white knight", "f3", "g1")))
	a.Takeback()
	assert.Contains(t, a.Speech().Text, en.Text(text.WhiteToMove))
}

func TestNotice(t *testing.T) {
	const notice = "This game link cannot be opened."
	resigned := func(t *testing.T, a *App) {
		clicks(t, a, "g1", "f3")
		resignNow(a)
	}
	tests := []struct {
		name   string
		mfen   string // the game's start, "" for seed 1's
		setup  func(t *testing.T, a *App)
		status string                     // what the status line says of its own
		after  string                     // what it says after a notice, when not status
		next   func(t *testing.T, a *App) // the players' next act on the game
	}{
		{name: "in a game in progress, before the check", mfen: checkedByRook,
			status: en.Text(text.InCheck, "White"),
			next:   func(t *testing.T, a *App) { clicks(t, a, "e1", "d1") }},
		{name: "in a finished game, before the result, told as the end of the game on the board", setup: resigned,
			status: en.Text(text.EndResignation, "White", "Black"),
			after:  en.Text(text.OnTheBoard, en.Text(text.EndResignation, "White", "Black")),
			next:   func(_ *testing.T, a *App) { a.ShowPly(a.Panel().Shown - 1) }},
		{name: "in a replay, before the position on show",
			setup:  func(t *testing.T, a *App) { resigned(t, a); a.ShowPly(0) },
			status: en.Text(text.ReplayStart),
			next:   func(_ *testing.T, a *App) { a.ShowPly(a.Panel().Shown + 1) }},
		{name: "while looking back, before the position on show",
			setup:  func(t *testing.T, a *App) { clicks(t, a, "g1", "f3"); a.ShowPly(0) },
			status: en.Text(text.ViewingStart),
			next:   func(_ *testing.T, a *App) { a.ShowPly(Live) }},
		{name: "during a draw offer, before the offer",
			setup:  func(_ *testing.T, a *App) { a.OfferDraw() },
			status: en.Text(text.DrawOffered, "White", "Black"),
			next:   func(_ *testing.T, a *App) { a.AnswerDraw(false) }},
		{name: "until the game's next move",
			next: func(t *testing.T, a *App) { clicks(t, a, "g1", "f3") }},
		{name: "until a takeback",
			setup: func(t *testing.T, a *App) { clicks(t, a, quiet...) },
			next:  func(_ *testing.T, a *App) { a.Takeback() }},
		{name: "until the game ends",
			next: func(_ *testing.T, a *App) { resignNow(a) }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a := New(engine.NewGame(1), en)
			if tc.mfen != "" {
				a = fromMFEN(t, tc.mfen)
			}
			if tc.setup != nil {
				tc.setup(t, a)
			}
			require.Equal(t, tc.status, a.Panel().Status, "the status line without a notice")
			a.SetNotice(notice)
			a.Flip()
			assert.Equal(t, strings.TrimSpace(notice+" "+cmp.Or(tc.after, tc.status)), a.Panel().Status,
				"the notice first, then what the line said; turning the board keeps it")
			tc.next(t, a)
			assert.NotContains(t, a.Panel().Status, notice, "the next act on the game takes it away")
		})
	}
}
