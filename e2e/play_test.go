package e2e

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/ui"
)

// oneMineGone is the mine counter once one mine of the start is gone.
var oneMineGone = strconv.Itoa(engine.MineCount - 1)

// TestMouseGame plays games through mouse clicks, one per rule the page has to
// show, and checks the whole board and panel against the engine after every
// click (see player.check). Each game's last move is the one the case is
// about; then spells out what that move must have done on the page.
func TestMouseGame(t *testing.T) {
	tests := []struct {
		name string
		game func(testing.TB) scenario
		then func(t *testing.T, p *player, last engine.Played)
	}{
		{
			name: "§5 pawn moves through the fog and a pawn capture",
			game: quietGame,
			then: func(t *testing.T, p *player, last engine.Played) {
				assert.Equal(t, []string{ui.PieceCode(last.Effects.Captured)}, readPanel(t, p.ctx).LostBlack, "the captured pawn is listed")
			},
		},
		{
			name: "§4 a sweep clears the found mine in front of the pawn",
			game: sweepGame,
			then: func(t *testing.T, p *player, last engine.Played) {
				sq := readBoard(t, p.ctx)[last.Move.To]
				assert.Equal(t, "fx-swept", sq.Effect)
				assert.False(t, sq.Mine, "the swept mine is gone")
				assert.Equal(t, oneMineGone, readPanel(t, p.ctx).Mines)
			},
		},
		{
			name: "§3 a knight landing on a hidden mine is destroyed",
			game: blastGame,
			then: func(t *testing.T, p *player, last engine.Played) {
				sq := readBoard(t, p.ctx)[last.Effects.Blast]
				assert.Equal(t, "fx-blast", sq.Effect)
				assert.Empty(t, sq.Piece, "the knight is gone")
				panel := readPanel(t, p.ctx)
				assert.Equal(t, oneMineGone, panel.Mines)
				assert.Equal(t, []string{ui.PieceCode(last.Effects.Lost)}, panel.LostWhite, "the destroyed knight is listed")
			},
		},
		{
			name: "§3 a king landing on a found mine clears it unharmed",
			game: sapperGame,
			then: func(t *testing.T, p *player, last engine.Played) {
				sq := readBoard(t, p.ctx)[last.Effects.Sapper]
				assert.Equal(t, "fx-sapper", sq.Effect)
				assert.Equal(t, "wK", sq.Piece)
				assert.False(t, sq.Mine)
				assert.Equal(t, oneMineGone, readPanel(t, p.ctx).Mines)
			},
		},
		{
			name: "§5 castling short moves king and rook",
			game: castlingGame,
			then: func(t *testing.T, p *player, last engine.Played) {
				b := readBoard(t, p.ctx)
				assert.Equal(t, "wK", b[sq(t, "g1")].Piece)
				assert.Equal(t, "wR", b[sq(t, "f1")].Piece)
				assert.Equal(t, "O-O", last.SAN)
			},
		},
		{
			name: "§5 a pawn reaching the last rank becomes a queen",
			game: promotionGame,
			then: func(t *testing.T, p *player, last engine.Played) {
				assert.Equal(t, "wQ", readBoard(t, p.ctx)[last.Move.To].Piece)
			},
		},
		{
			name: "§7 checkmate ends the game in the dialog",
			game: mateGame,
			then: func(t *testing.T, p *player, last engine.Played) {
				_, why := p.game().Result()
				assert.Equal(t, engine.Checkmate, why)
				panel := readPanel(t, p.ctx)
				assert.True(t, panel.GameOver, "dialog#gameover is open")
				assert.Equal(t, p.twin.Panel().Reason, panel.GameOverText)
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sc := tt.game(t)
			p := newPlayer(t, mouse{}, sc.seed)
			p.playAll(sc.moves)
			g := p.game()
			tt.then(t, p, g.Moves()[g.Len()-1])
		})
	}
}

// TestDragMove drags pieces with the mouse: press, travel, release.
func TestDragMove(t *testing.T) {
	sc := quietGame(t)
	p := newPlayer(t, mouse{}, sc.seed)
	for _, m := range sc.moves {
		p.dragPlay(m)
	}
}

// withoutEffects returns b with the effect classes dropped.
func withoutEffects(b board) board {
	for s := range b {
		b[s].Effect = ""
	}
	return b
}

// TestFlip turns the board with #flip and with auto-flip, and plays on the
// turned board.
func TestFlip(t *testing.T) {
	sc := castlingGame(t)
	p := newPlayer(t, mouse{}, sc.seed)
	assertWhiteAtBottom(t, p, true)

	p.press("#flip", p.twin.Flip)
	p.check("after #flip")
	assertWhiteAtBottom(t, p, false)
	p.play(sc.moves[0])
	p.play(sc.moves[1])

	p.press("#flip", p.twin.Flip)
	p.check("after #flip back")
	assertWhiteAtBottom(t, p, true)

	p.press("#autoflip", func() { p.twin.SetAutoFlip(true) })
	p.check("after ticking #autoflip")
	p.play(sc.moves[2])
	require.True(t, p.twin.Flipped(), "auto-flip turns the board for Black")
	assertWhiteAtBottom(t, p, false)
	p.play(sc.moves[3])
	assertWhiteAtBottom(t, p, true)
}

// assertWhiteAtBottom checks where the corners are on screen: a1 bottom left
// and h10 top right when White is at the bottom, the other way round when not.
func assertWhiteAtBottom(t *testing.T, p *player, white bool) {
	t.Helper()
	a1, h10 := centre(t, p.ctx, squareSelector(sq(t, "a1"))), centre(t, p.ctx, squareSelector(sq(t, "h10")))
	assert.Equal(t, white, a1.Y > h10.Y, "a1 below h10")
	assert.Equal(t, white, a1.X < h10.X, "a1 left of h10")
}

// TestHistory shows an earlier position from the move list, read-only, and
// goes back to the game with #live.
func TestHistory(t *testing.T) {
	sc := quietGame(t)
	p := newPlayer(t, mouse{}, sc.seed)
	p.playAll(sc.moves)

	for _, ply := range []int{2, 1, 4} {
		p.press(plyButton(ply), func() { p.twin.ShowPly(ply) })
		p.ply = ply
		p.check("showing ply " + plyButton(ply))
	}
	// Read-only: tapping the piece that moved next from the position on show,
	// one of the side to move, selects nothing.
	g := p.game()
	p.tap(squareSelector(g.Moves()[p.ply].Move.From))
	p.check("after tapping a piece in an earlier position")

	p.press("#live", func() { p.twin.ShowPly(ui.Live) })
	p.ply = g.Len()
	p.check("after #live")
}

// plyButton is the selector of the move list's button for ply.
func plyButton(ply int) string {
	return `#moves button[data-ply="` + strconv.Itoa(ply) + `"]`
}

// TestGameOver ends games outside the board: resignation, and a draw offered
// and accepted; a declined offer lets the game go on. A new game from the
// dialog starts over.
func TestGameOver(t *testing.T) {
	sc := quietGame(t)
	t.Run("§7 resignation", func(t *testing.T) {
		p := newPlayer(t, mouse{}, sc.seed)
		p.play(sc.moves[0])
		p.resign()

		// The new game has a random minefield, but every minefield starts
		// out looking the same.
		p.press("#gameover-new", func() { p.twin.NewGame(sc.seed) })
		p.dialog, p.ply = false, 0
		p.check("after a new game from the dialog")
	})
	t.Run("§7 draw offered and declined, then agreed", func(t *testing.T) {
		p := newPlayer(t, mouse{}, sc.seed)
		p.play(sc.moves[0])
		p.press("#draw", p.twin.OfferDraw)
		p.check("after #draw")
		p.press("#decline-draw", func() { p.twin.AnswerDraw(false) })
		p.check("after #decline-draw")
		p.play(sc.moves[1])

		p.press("#draw", p.twin.OfferDraw)
		p.check("after #draw")
		p.press("#accept-draw", func() { p.twin.AnswerDraw(true) })
		p.dialog = true
		p.check("after #accept-draw")
	})
}

// sq reads a square name.
func sq(t testing.TB, name string) engine.Square {
	t.Helper()
	s, err := engine.ParseSquare(name)
	require.NoError(t, err)
	return s
}
