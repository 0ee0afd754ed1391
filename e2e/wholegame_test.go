package e2e

import (
	"context"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/ui/text"
)

// TestFriendsPlayAWholeGame: two friends play a whole game, over the two
// tabs' BroadcastChannel and over WebRTC between two browser contexts with
// no ICE server. Neither the test nor the pages know the minefield, which the
// deal draws afresh, so the moves are scripted by what the mover's page
// shows (scriptedMove): the game has a blast, a sweep and the all clear,
// then the side not to move resigns, which goes once the other has moved. At
// every ply both pages show the same board; at the end both open the
// minefield, and every board shown equals the referee's game replayed on it,
// with the same mine counter (issue 22, docs/rules.md §2–§4, §7, §11).
func TestFriendsPlayAWholeGame(t *testing.T) {
	for _, tt := range []struct {
		name string
		join func(t *testing.T) [2]context.Context
	}{
		{"BroadcastChannel", func(t *testing.T) [2]context.Context { tabs, _ := joinedFriends(t, ""); return tabs }},
		{"WebRTC", func(t *testing.T) [2]context.Context { return connectedFriends(t, "") }},
	} {
		t.Run(tt.name, func(t *testing.T) {
			tabs := tt.join(t)
			shown := playScripted(t, tabs)
			mines, record := openedMinefield(t, tabs)
			loser := engine.Color(len(shown) % 2) // the side not to move at the last ply shown
			assert.Contains(t, record, `[Result "`+map[engine.Color]string{engine.White: "0-1", engine.Black: "1-0"}[loser]+`"]`, "§7 %v resigned", loser)
			assert.Contains(t, record, `[Termination "resignation"]`)

			g, err := engine.NewGameFrom(engine.StartPosition(mines))
			require.NoError(t, err)
			var blast, sweep bool
			for ply, s := range shown {
				want, err := viewBoard(g, ply)
				require.NoError(t, err)
				v, _ := g.ViewAt(ply)
				require.Equal(t, s.mines, strconv.Itoa(v.Position.MineCounter()), "the mine counter at ply %d", ply)
				if s.board != want {
					t.Fatalf("ply %d, after %v: the board differs from the referee's:\n%s", ply, s.moves, boardDiff(s.board, want))
				}
				san := s.next
				_, err = g.PlaySAN(san)
				require.NoError(t, err, "the referee plays %s", san)
				e := g.Moves()[ply].Effects
				blast = blast || e.Blast != engine.NoSquare
				sweep = sweep || g.Moves()[ply].Move.Kind == engine.Sweep
			}
			t.Logf("on %v: %v %s", mines.Squares(), shown[len(shown)-1].moves, shown[len(shown)-1].next)
			assert.True(t, blast, "§3 the game had a blast")
			assert.True(t, sweep, "§4 the game had a sweep")
			v := g.View()
			assert.True(t, v.Position.Fog().IsEmpty(), "§2 the game reached the all clear")
		})
	}
}

// connectedFriends opens an invitation in one browser context and its link
// in another, which shares no channel with the first, as another device
// would; the inviter pastes the friend's answer code, and the two connect
// over WebRTC with no ICE server and deal. Both pages run the script first,
// before their own, unless it is "". It returns the tabs by the side each
// plays.
func connectedFriends(t *testing.T, first string) [2]context.Context {
	t.Helper()
	inviter := newTab(t, chromedp.WithNewBrowserContext())
	friend := newTab(t, chromedp.WithNewBrowserContext())
	if first != "" {
		runFirst(t, inviter, first)
		runFirst(t, friend, first)
	}
	link := inviteIn(t, inviter, "")
	openPage(t, friend, noSTUN(t, link))
	answerShown := func(t testing.TB, ctx context.Context) bool {
		return eval[string](t, ctx, `document.querySelector("#online-answer").value`) != ""
	}
	require.True(t, eventually(t, friend, answerShown, true), "the friend's page shows its answer code")
	reply(t, inviter, eval[string](t, friend, `document.querySelector("#online-answer").value`))
	tabs := [2]context.Context{engine.White: inviter, engine.Black: friend}
	waitDealt(t, tabs)
	return tabs
}

// shownPly is what both pages showed at one ply of a scripted game.
type shownPly struct {
	board board    // as shownBoard reads it
	mines string   // the mine counter
	moves []string // the moves listed so far
	next  string   // the move played next, as the page lists it
}

// scriptMaxPlies bounds a scripted game: scriptedMove reaches its goals in
// fewer than ten plies on every minefield TestScriptedMoveReachesItsGoals
// tries.
const scriptMaxPlies = 40

// playScripted plays moves that scriptedMove chooses, each at the screen of
// the side that moves, until the game has had a blast, a sweep and the all
// clear; then the side not to move resigns, and the other plays one more
// move, after which the resignation goes. Before each move it checks that
// both pages show the same board, and after it that they list the same
// moves; it returns what they showed before each move.
func playScripted(t *testing.T, tabs [2]context.Context) []shownPly {
	t.Helper()
	en := text.Match("en")
	var shown []shownPly
	var blasted, swept, resigned bool
	for ply := 0; !resigned; ply++ {
		require.Less(t, ply, scriptMaxPlies, "the script reached its goals")
		mover := tabs[ply%2]
		b := shownBoard(t, mover)
		require.Equal(t, b, within(t, tabs[(ply+1)%2], dealTime, shownBoard, b), "ply %d: both pages show the same board", ply)
		p := readPanel(t, mover)
		shown = append(shown, shownPly{board: b, mines: p.Mines, moves: p.Moves})
		v := pageView(t, b, ply, p.Mines)
		if blasted && swept && v.Fog().IsEmpty() {
			waiter := tabs[(ply+1)%2]
			resignNow(t, waiter)
			waits := en.Text(text.FriendResignWaits)
			require.Equal(t, waits, eventually(t, waiter, func(t testing.TB, ctx context.Context) string { return readPanel(t, ctx).Turn }, waits),
				"the turn line says the resignation waits for the friend's move")
			resigned = true
		}
		m := scriptedMove(v, swept, blasted)
		require.NotEqual(t, engine.NoMove, m, "ply %d: the script finds a move in %s", ply, v.MFEN())
		tapScripted(t, mover, v, m)

		want := len(p.Moves) + 1
		listed := func(t testing.TB, ctx context.Context) int { return len(readPanel(t, ctx).Moves) }
		for _, tab := range tabs {
			require.Equal(t, want, within(t, tab, dealTime, listed, want), "ply %d: %v is listed on both pages", ply, m)
		}
		moves := readPanel(t, mover).Moves
		require.Equal(t, moves, readPanel(t, tabs[(ply+1)%2]).Moves, "both pages list the same moves")
		shown[ply].next = moves[ply]
		after := shownBoard(t, mover)
		swept = swept || m.Kind == engine.Sweep
		blasted = blasted || m.Kind != engine.Sweep && after[m.To].Piece == ""
	}

	return shown
}

// resignNow taps #resign on tab and says yes to the question.
func resignNow(t *testing.T, tab context.Context) {
	t.Helper()
	if err := (mouse{}).tap(tab, centre(t, tab, "#resign")); err != nil {
		t.Fatal(err)
	}
	waitFor(t, tab, `document.querySelector("#ask").open`, "the question whether to resign")
	if err := (mouse{}).tap(tab, centre(t, tab, "#ask-yes")); err != nil {
		t.Fatal(err)
	}
}

// tapScripted plays m on the mover's tab, whose view is v: the piece, then its
// target or the target's sweep badge, or a drag for a pawn's step onto a
// found mine; the page's question before a piece lands on a found mine is
// answered yes.
func tapScripted(t *testing.T, tab context.Context, v engine.Position, m engine.Move) {
	t.Helper()
	p := friendPly{san: v.SAN(m), from: m.From.String(), to: m.To.String(), sweep: m.Kind == engine.Sweep}
	onMine := m.Kind != engine.Sweep && v.FoundMines().Has(m.To)
	if onMine && v.PieceAt(m.From).Kind == engine.Pawn {
		// A tap there would sweep the mine: the step onto it is a drag.
		from, to := centre(t, tab, squareSelector(m.From)), centre(t, tab, squareSelector(m.To))
		require.NoError(t, (mouse{}).drag(tab, from, to), p.san)
	} else {
		p.play(t, tab, mouse{})
	}
	if onMine {
		waitFor(t, tab, `document.querySelector("#ask").open`, "the question before "+p.san)
		if err := (mouse{}).tap(tab, centre(t, tab, "#ask-yes")); err != nil {
			t.Fatal(err)
		}
	}
}

// openedMinefield waits until both pages have opened the minefield at the
// end and checked the game against it, and returns the field and the
// record of the inviter's page (#export), which names it.
func openedMinefield(t *testing.T, tabs [2]context.Context) (engine.Bitboard, string) {
	t.Helper()
	en := text.Match("en")
	checked := en.Text(text.OnlineChecked)
	for _, tab := range tabs {
		require.Equal(t, checked, within(t, tab, dealTime, onlineStatus, checked), "both pages open the minefield")
	}
	inviter := tabs[engine.White]
	waitFor(t, inviter, `document.querySelector("#gameover").open`, "the game-over dialog")
	for _, sel := range []string{"#gameover-close", "#export"} {
		if err := (mouse{}).tap(inviter, centre(t, inviter, sel)); err != nil {
			t.Fatalf("tap on %s: %v", sel, err)
		}
	}
	waitFor(t, inviter, `document.querySelector("#copy-dialog[open][data-kind=export]")`, "the record")
	record := eval[string](t, inviter, `document.querySelector("#copy-text").value`)
	tag := regexp.MustCompile(`\[Mines "([a-h0-9,]+)"\]`).FindStringSubmatch(record)
	require.NotNil(t, tag, "the record names the mines:\n%s", record)
	var mines engine.Bitboard
	for _, s := range strings.Split(tag[1], ",") {
		mines = mines.With(square(t, s))
	}
	require.Equal(t, engine.MineCount, mines.Count(), "the record names every mine")
	return mines, record
}

// pageView reads the players' view from what a page shows at ply: the
// board, and the mine counter, which with the found mines tells how many lie
// under fog. The page shows no castling rights, so the view has none: the
// script never castles.
func pageView(t testing.TB, b board, ply int, counter string) engine.Position {
	t.Helper()
	var place, found strings.Builder
	fog := [4][8]byte{}
	foundCount := 0
	for rank := engine.Ranks - 1; rank >= 0; rank-- { // zero-based: the fog zone is 3 to 6
		empty := 0
		for file := range engine.Files {
			st := b[engine.SquareAt(file, rank)]
			if rank >= 3 && rank <= 6 {
				fog[6-rank][file] = '.'
				if st.Fog {
					fog[6-rank][file] = '#'
				}
			}
			if st.Mine {
				fmt.Fprintf(&found, "%v,", engine.SquareAt(file, rank))
				foundCount++
			}
			if st.Piece == "" {
				empty++
				continue
			}
			if empty > 0 {
				fmt.Fprint(&place, empty)
				empty = 0
			}
			letter := st.Piece[1:]
			if st.Piece[0] == 'b' {
				letter = strings.ToLower(letter)
			}
			place.WriteString(letter)
		}
		if empty > 0 {
			fmt.Fprint(&place, empty)
		}
		if rank > 0 {
			place.WriteByte('/')
		}
	}
	n, err := strconv.Atoi(counter)
	require.NoError(t, err, "the mine counter %q", counter)
	mines := found.String() + "?" + strconv.Itoa(n-foundCount)
	if n == foundCount {
		mines = strings.TrimSuffix(found.String(), ",")
	}
	if mines == "" {
		mines = "-"
	}
	fogField := string(fog[0][:]) + "/" + string(fog[1][:]) + "/" + string(fog[2][:]) + "/" + string(fog[3][:])
	if !strings.Contains(fogField, "#") {
		fogField = "-"
	}
	side := "wb"[ply%2 : ply%2+1]
	mfen := fmt.Sprintf("%s %s - - 0 %d %s %s", place.String(), side, ply/2+1, mines, fogField)
	v, err := engine.ParseMFEN(mfen)
	require.NoError(t, err, "the page's view %s", mfen)
	return v
}

// scriptedMove chooses the next move of a scripted game from the players'
// view v alone, so that the game soon has a blast, a sweep and the all
// clear: one sweep, of a found mine when a pawn faces one; otherwise the
// move that lifts the most fog, landing on fog where it can, and none whose
// blast would leave its own king attacked (docs/rules.md §6). Once no fog is
// left, and before any blast, a piece other than the king lands on a found
// mine. Among equals it takes the first, so the script is a function of the
// view.
func scriptedMove(v engine.Position, swept, blasted bool) engine.Move {
	goal := v.Fog()
	if goal.IsEmpty() && !blasted {
		goal = v.FoundMines()
	}
	best, bestScore := engine.NoMove, 0
	for _, m := range v.LegalMoves() {
		king := v.PieceAt(m.From).Kind == engine.King
		onMine := m.Kind != engine.Sweep && v.FoundMines().Has(m.To)
		var score int
		switch {
		case m.Kind == engine.Sweep && swept:
			continue
		case m.Kind == engine.Sweep && v.FoundMines().Has(m.To):
			score = 1000
		case m.Kind == engine.Sweep:
			score = 50
		case onMine && (blasted || king || v.Fog().Any()):
			continue
		case onMine:
			if c := v; c.Play(m).Exposed {
				continue
			}
			score = 500
		default:
			score = 10*v.Opens(m).Count() - distance(m.To, goal)
			if v.Fog().Has(m.To) {
				if c := v; c.AssumeMine(m.To) && c.Play(m).Exposed {
					continue
				}
				score += 40
			}
			if king {
				score -= 30
			}
		}
		if best == engine.NoMove || score > bestScore {
			best, bestScore = m, score
		}
	}
	return best
}

// distance returns how many king steps s lies from the nearest square of b,
// or 0 when b is empty.
func distance(s engine.Square, b engine.Bitboard) int {
	d := 0
	for i, o := range b.Squares() {
		step := max(abs(s.File()-o.File()), abs(s.Rank()-o.Rank()))
		if i == 0 || step < d {
			d = step
		}
	}
	return d
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// TestScriptedMoveReachesItsGoals: on the minefields of many seeds, a game
// played by scriptedMove from the players' view has a blast, a sweep and the
// all clear within scriptMaxPlies, and does not end first, so the friends'
// whole game (TestFriendsPlayAWholeGame) does not hang on the minefield the
// deal draws.
func TestScriptedMoveReachesItsGoals(t *testing.T) {
	seeds := uint64(2000)
	if testing.Short() {
		seeds = 200
	}
	for seed := range seeds {
		g := engine.NewGame(seed)
		var blasted, swept bool
		var sans []string
		for ply := 0; ; ply++ {
			v := g.View().Position
			if blasted && swept && v.Fog().IsEmpty() {
				break
			}
			if ply == scriptMaxPlies || g.Over() {
				t.Fatalf("seed %d: after %v, blast %v, sweep %v, all clear %v", seed, sans, blasted, swept, v.Fog().IsEmpty())
			}
			m := scriptedMove(v, swept, blasted)
			sans = append(sans, v.SAN(m))
			_, err := g.Play(m)
			require.NoError(t, err, "seed %d ply %d", seed, ply)
			blasted = blasted || g.Moves()[ply].Effects.Blast != engine.NoSquare
			swept = swept || m.Kind == engine.Sweep
		}
	}
}
