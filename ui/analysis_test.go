package ui

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/engine/bot"
	"mschess/ui/text"
)

// hangsQueen is a position where White's queen on d7 stands attacked by a
// pawn: a move that leaves it there hangs it.
const hangsQueen = "4k3/1p6/2p5/3Q4/8/8/8/8/PP6/4K3 w - - 0 30"

// analyseAll answers every request of the analysis, as the worker would.
func analyseAll(t *testing.T, a *App) {
	t.Helper()
	for {
		id, r, ok := a.AnalysisRequest()
		if !ok {
			return
		}
		answer, err := r.Answer(nil)
		require.NoError(t, err)
		a.Analysed(id, answer)
	}
}

// afterHangingTheQueen returns the App of hangsQueen after a3, which hangs
// the queen, cxd7, and White's resignation.
func afterHangingTheQueen(t *testing.T) *App { return resignedAfter(t, "a2", "a3", "c8", "d7") }

// afterSavingTheQueen returns the App of hangsQueen after Qc6, which saves
// the queen, Kf10, and White's resignation: no move of it is marked.
func afterSavingTheQueen(t *testing.T) *App { return resignedAfter(t, "d7", "c6", "e10", "f10") }

// resignedAfter returns the App of hangsQueen after the clicks on squares,
// and White's resignation.
func resignedAfter(t *testing.T, squares ...string) *App {
	t.Helper()
	a := fromMFEN(t, hangsQueen)
	clicks(t, a, squares...)
	resignNow(a)
	return a
}

func better(s Square) bool { return s.Better }

// TestAnalysisMarksAndGraph pins issue 23's analysis of a finished game: the
// moves that lost are marked in the move list, with their names for a screen
// reader; the graph and its text equivalent; the better move on the board.
func TestAnalysisMarksAndGraph(t *testing.T) {
	a := afterHangingTheQueen(t)
	require.True(t, a.Panel().Analysis.Offered, "a finished game offers the analysis")
	a.Analyse()
	require.True(t, a.Panel().Analysis.Running)
	assert.Equal(t, "Analysing… 0/2", a.Panel().Analysis.Progress)
	analyseAll(t, a)
	p := a.Panel()
	t.Run("the move that hangs the queen is a blunder, ??", func(t *testing.T) {
		assert.Equal(t, []string{"a3??", "cxd7"}, p.Moves)
		assert.Equal(t, "White pawn from a2 to a3, "+en.Text(text.Blunder)+".", p.MoveWords[0],
			"the mark inside the stop that ends the move's words")
	})
	t.Run("the text equivalent names the mark and the better move", func(t *testing.T) {
		assert.Equal(t, []string{"Move 1, White a3: blunder, better Qb5"}, p.Analysis.Lines)
	})
	t.Run("the graph has a point for the start and one after each move", func(t *testing.T) {
		pts := p.Analysis.Points
		require.Len(t, pts, 3)
		assert.Equal(t, []int{0, GraphWidth / 2, GraphWidth}, []int{pts[0].X, pts[1].X, pts[2].X})
		assert.Less(t, pts[0].Y, GraphHeight/4, "White, a queen up, is high")
		assert.Greater(t, pts[1].Y, pts[0].Y, "and falls with the queen hung")
	})
	t.Run("the analysis is done: neither offered nor running", func(t *testing.T) {
		assert.False(t, p.Analysis.Offered)
		assert.False(t, p.Analysis.Running)
	})
	t.Run("showing the marked move shows the better move's squares", func(t *testing.T) {
		a.ShowPly(1)
		assert.Equal(t, []string{"b5", "d7"}, marked(a, better))
		b5 := sq(t, "b5")
		assert.Contains(t, a.SquareLabel(b5, a.Board()[b5]), en.Text(text.SqBetter), "and says so to a screen reader")
		a.ShowPly(2)
		assert.Empty(t, marked(a, better), "cxd7 is no mistake")
	})
	t.Run("the status says the shown move's mark and the better move", func(t *testing.T) {
		a.ShowPly(1)
		assert.Equal(t, en.Text(text.ReplayMove, "a3")+" Move 1, White a3: blunder, better Qb5", a.Panel().Status)
		a.ShowPly(2)
		assert.NotContains(t, a.Panel().Status, "better", "cxd7 is no mistake")
	})
}

// TestAnalysisMarkFollowsTheMove: a marked move's words name the mark
// after the move's own sentence, before what the move brought about (a
// newcomer's trial heard "… the fog is gone, blunder").
func TestAnalysisMarkFollowsTheMove(t *testing.T) {
	for _, tt := range []struct {
		name    string
		squares []string
		want    string
	}{
		{"a move told in one sentence", []string{"a2", "a3", "c8", "d7"}, "White pawn from a2 to a3, blunder."},
		{"a move that checks, in two", []string{"d7", "d9", "e10", "d9"}, "White queen from d7 to d9, blunder. " + en.Sentence(text.InCheck, "Black")},
	} {
		t.Run(tt.name, func(t *testing.T) {
			a := resignedAfter(t, tt.squares...)
			a.Analyse()
			analyseAll(t, a)
			assert.Equal(t, tt.want, a.Panel().MoveWords[0])
		})
	}
}

// TestMoveSentencesEndAtTheirFirstStop: in every language, the sentence
// that opens a move's words, whatever the piece, has no full stop but its
// last, so that the analysis's mark, put before the first, follows the move.
func TestMoveSentencesEndAtTheirFirstStop(t *testing.T) {
	e2, e4 := sq(t, "e2"), sq(t, "e4")
	var opening []engine.Event
	for c := engine.White; c <= engine.Black; c++ {
		for k := engine.Pawn; k <= engine.King; k++ {
			pc := engine.Piece{Color: c, Kind: k}
			opening = append(opening,
				engine.Event{Kind: engine.EventMove, Piece: pc, From: e2, To: e4},
				engine.Event{Kind: engine.EventCapture, Piece: pc, From: e2, To: e4, Captured: engine.Piece{Color: c.Other(), Kind: k}},
				engine.Event{Kind: engine.EventSweep, Piece: pc, From: e2, To: e4},
				engine.Event{Kind: engine.EventSweep, Piece: pc, From: e2, To: e4, Removed: true})
		}
		opening = append(opening,
			engine.Event{Kind: engine.EventCastle, Piece: engine.Piece{Color: c, Kind: engine.King}, From: sq(t, "e1"), To: sq(t, "g1")},
			engine.Event{Kind: engine.EventCastle, Piece: engine.Piece{Color: c, Kind: engine.King}, From: sq(t, "e1"), To: sq(t, "c1")})
	}
	for _, c := range text.All() {
		t.Run(c.Tag(), func(t *testing.T) {
			w := words{text: c}
			for _, ev := range opening {
				s := w.eventText(ev, nil)
				assert.Equal(t, len(s)-1, strings.IndexByte(s, '.'), "%q", s)
			}
		})
	}
}

// TestAnalysisFlagsTheGraph: the graph's point after each marked move
// carries the move's kind of mark, for the page to draw in a shape of its
// own (a newcomer's trial found no flagged move on the graph), and a move
// that lost too little to be marked is not.
func TestAnalysisFlagsTheGraph(t *testing.T) {
	for _, tt := range []struct {
		name string
		loss int // what the first move lost, in hundredths of a pawn
		mark bot.Mark
	}{
		{"a loss of a tenth of a pawn is no mark", 10, bot.Good},
		{"a loss of 0.6 pawns is an inaccuracy", 60, bot.Inaccuracy},
		{"a loss of 1.5 pawns is a mistake", 150, bot.Mistake},
		{"a loss of 4 pawns is a blunder", 400, bot.Blunder},
	} {
		t.Run(tt.name, func(t *testing.T) {
			a := afterHangingTheQueen(t)
			a.Analyse()
			analyseAll(t, a)
			j := &a.analysis.judged[0]
			j.Before, j.After = 0, -tt.loss
			var marks []bot.Mark
			for _, pt := range a.Panel().Analysis.Points {
				marks = append(marks, pt.Mark)
			}
			assert.Equal(t, []bot.Mark{bot.Good, tt.mark, bot.Good}, marks, "the start, the first move's point, the second's")
		})
	}
}

// TestAnalysisFromTheEnding: the game-over dialog offers the analysis
// (Panel.Analysis.Offered while Panel.Ended), and gives way to it; once
// done, the analysis is said, as its button, pressed to start it, is gone
// (issue 23 item 4).
func TestAnalysisFromTheEnding(t *testing.T) {
	for _, tt := range []struct {
		name string
		game func(t *testing.T) *App
		said string
	}{
		{"a blunder is said with the better move", afterHangingTheQueen, "Move 1, White a3: blunder, better Qb5"},
		{"a game without a marked move says so", afterSavingTheQueen, en.Text(text.AnalysisClean)},
	} {
		t.Run(tt.name, func(t *testing.T) {
			a := tt.game(t)
			p := a.Panel()
			require.True(t, p.Ended, "the game-over dialog is up")
			require.True(t, p.Analysis.Offered, "and offers the analysis")
			a.Analyse()
			assert.False(t, a.Panel().Ended, "the dialog gives way to the analysis")
			analyseAll(t, a)
			assert.Equal(t, tt.said, a.Speech().Text)
		})
	}
}

// TestAnalysisVerdictInSight: once every move is judged and none is marked,
// the page shows the sighted player that verdict (Analysis.Verdict), which
// a flat graph does not tell (a new player's trial found it only in the list
// for screen readers, Lines); while the analysis runs, or with a marked move,
// which the graph flags and the list names, there is none.
func TestAnalysisVerdictInSight(t *testing.T) {
	whole := func(t *testing.T, a *App) {
		a.Analyse()
		analyseAll(t, a)
	}
	tests := []struct {
		name    string
		game    func(t *testing.T) *App
		analyse func(t *testing.T, a *App)
		verdict string
	}{
		{"no move marked", afterSavingTheQueen, whole, en.Text(text.AnalysisClean)},
		{"a move marked", afterHangingTheQueen, whole, ""},
		{"under way, nothing marked yet", afterSavingTheQueen, func(t *testing.T, a *App) {
			a.Analyse()
			id, r, ok := a.AnalysisRequest()
			require.True(t, ok)
			answer, err := r.Answer(nil)
			require.NoError(t, err)
			a.Analysed(id, answer)
			require.True(t, a.Panel().Analysis.Running)
		}, ""},
		{"not analysed", afterSavingTheQueen, func(*testing.T, *App) {}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := tt.game(t)
			tt.analyse(t, a)
			assert.Equal(t, tt.verdict, a.Panel().Analysis.Verdict)
		})
	}
}

// TestAnalysisOnlyOfAFinishedGame: during a game nothing is analysed (issue 23).
func TestAnalysisOnlyOfAFinishedGame(t *testing.T) {
	a := fromMFEN(t, hangsQueen)
	clicks(t, a, "a2", "a3")
	a.Analyse()
	_, _, ok := a.AnalysisRequest()
	assert.False(t, ok)
	assert.Equal(t, Analysis{}, a.Panel().Analysis)
}

// TestAnalysisCanBeLeft: the analysis stops when left, keeps what it judged,
// and takes up where it stopped; an answer to another request is ignored.
func TestAnalysisCanBeLeft(t *testing.T) {
	a := afterHangingTheQueen(t)
	a.Analyse()
	id, r, ok := a.AnalysisRequest()
	require.True(t, ok)
	answer, err := r.Answer(nil)
	require.NoError(t, err)
	a.Analysed(id+1, answer)
	assert.Equal(t, "Analysing… 0/2", a.Panel().Analysis.Progress, "an answer to another request")
	a.Analysed(id, answer)
	a.LeaveAnalysis()
	p := a.Panel()
	assert.True(t, p.Analysis.Offered)
	assert.False(t, p.Analysis.Running)
	assert.Equal(t, "a3??", p.Moves[0], "the move judged keeps its mark")
	_, _, ok = a.AnalysisRequest()
	assert.False(t, ok)
	a.Analyse()
	_, r, ok = a.AnalysisRequest()
	require.True(t, ok)
	assert.Equal(t, engine.Move{From: sq(t, "c8"), To: sq(t, "d7")}, r.Played, "it goes on with the next move")
	a.Analysed(id, answer)
	assert.Equal(t, "Analysing… 1/2", a.Panel().Analysis.Progress, "the answer to the first start")
}

// TestAnalysisSaysItsStartOnce: the progress shown is no live region, which
// a screen reader would read out at every move judged; the start is said
// instead, once.
func TestAnalysisSaysItsStartOnce(t *testing.T) {
	a := afterHangingTheQueen(t)
	a.Analyse()
	said := a.Speech()
	assert.Equal(t, "Analysing… 0/2", said.Text)
	id, r, ok := a.AnalysisRequest()
	require.True(t, ok)
	answer, err := r.Answer(nil)
	require.NoError(t, err)
	a.Analysed(id, answer)
	assert.Equal(t, said, a.Speech(), "a move judged, with more to come, is not said")
}

// TestAnalysisFailure: an answer that is no judgement stops the analysis,
// says so, and offers it again.
func TestAnalysisFailure(t *testing.T) {
	a := afterHangingTheQueen(t)
	a.Analyse()
	id, _, _ := a.AnalysisRequest()
	a.Analysed(id, "")
	p := a.Panel().Analysis
	assert.Equal(t, en.Text(text.AnalysisFailed), p.Progress)
	assert.Equal(t, en.Text(text.AnalysisFailed), a.Speech().Text, "said, as the progress is no live region")
	assert.True(t, p.Offered)
	a.Analyse()
	assert.Equal(t, "Analysing… 0/2", a.Panel().Analysis.Progress)
}

// TestAnalysisOfAnotherGame: another game on show leaves the analysis
// behind.
func TestAnalysisOfAnotherGame(t *testing.T) {
	a := afterHangingTheQueen(t)
	a.Analyse()
	analyseAll(t, a)
	a.NewGame(3)
	resignNow(a)
	assert.Equal(t, Analysis{Offered: true}, a.Panel().Analysis)
}

// TestAnalysisIsTheViewsAlone pins docs/rules.md §9 for the analysis: two
// games with the same moves and views but different minefields are analysed
// alike, and a pawn's step onto the fog at fair odds is not marked because
// the mine found there, which the player could not know of.
func TestAnalysisIsTheViewsAlone(t *testing.T) {
	const fog = " ########/########/########/########"
	start := "rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 "
	moves := []string{"e2", "e4", "e9", "e7", "b1", "c3", "b10", "c8"}
	analysed := func(field string) (*App, Panel) {
		a := fromMFEN(t, start+field+fog)
		clicks(t, a, moves...)
		resignNow(a)
		a.Analyse()
		analyseAll(t, a)
		return a, a.Panel()
	}
	t.Run("the same views, other hidden mines", func(t *testing.T) {
		a, p := analysed("c5,f6,d7,h4")
		b, q := analysed("c5,f6,d7,h5")
		for ply := range a.Game().Len() + 1 {
			v, _ := a.Game().ViewAt(ply)
			w, _ := b.Game().ViewAt(ply)
			require.Equal(t, v, w, "the games must show the same views")
		}
		assert.Equal(t, p.Analysis, q.Analysis)
		assert.Equal(t, p.Moves, q.Moves)
	})
	t.Run("a pawn that finds a mine at fair odds is not marked", func(t *testing.T) {
		a, p := analysed("e4,f6,d7,h4")
		require.NotEmpty(t, a.Panel().Lost[engine.White], "the pawn on e4 was blown up")
		assert.Equal(t, "e4*", p.Moves[0], "the blast is in the move, no mark after it")
	})
}

// TestJudgingRequestReadsBack: a request to judge a move reads back as
// written, the move with it, and one with a move the view does not allow is
// refused.
func TestJudgingRequestReadsBack(t *testing.T) {
	a := afterHangingTheQueen(t)
	a.Analyse()
	_, r, ok := a.AnalysisRequest()
	require.True(t, ok)
	back, err := ParseRequest(r.String())
	require.NoError(t, err)
	assert.Equal(t, r, back)
	_, err = ParseRequest(r.String()[:len(r.String())-len("a2a3\n")] + "a2a5\n")
	assert.ErrorContains(t, err, "the move to judge is not legal in the view")
}

// TestGraphPly: a tap on the evaluation graph shows the ply of the point
// nearest to it, and a tap beside the graph the end on that side.
func TestGraphPly(t *testing.T) {
	for _, tt := range []struct {
		name string
		x    float64
		n    int
		ply  int
	}{
		{"the left edge, the start", 0, 40, 0},
		{"the right edge, the end", GraphWidth, 40, 40},
		{"nearer the first move's point than the start", GraphWidth * 0.6 / 40, 40, 1},
		{"nearer the start", GraphWidth * 0.4 / 40, 40, 0},
		{"left of the graph", -3, 40, 0},
		{"right of the graph", GraphWidth + 3, 40, 40},
		{"a game of no move", GraphWidth / 2, 0, 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.ply, GraphPly(tt.x, tt.n))
		})
	}
	t.Run("each point's own ply", func(t *testing.T) {
		for _, n := range []int{1, 7, 40, 333, GraphWidth} {
			for ply := 0; ply <= n; ply++ {
				require.Equal(t, ply, GraphPly(float64(graphPoint(ply, n, engine.White, 0).X), n), "ply %d of %d", ply, n)
			}
		}
	})
}

// TestGraphScale: the evaluation graph (issue 23) shows a piece lost as a
// plain fall, reaches its edge only for a won game, and is Black's as much as
// White's.
func TestGraphScale(t *testing.T) {
	half := GraphHeight / 2
	for _, tt := range []struct {
		name     string
		v        int
		low, top int // graphHeight(v) lies within
	}{
		{"even is the middle line", 0, 0, 0},
		{"a pawn up shows", 100, half / 4, half / 2},
		{"a piece up is two thirds of the way", 300, half * 3 / 5, half * 7 / 10},
		{"a rook up is not yet won", 500, half * 3 / 4, half - 1},
		{"a won game is the edge", bot.ScoreCap, half, half},
		{"and so is a mate", bot.MateScore - 3, half, half},
		{"a piece down falls as far", -300, -half * 7 / 10, -half * 3 / 5},
	} {
		t.Run(tt.name, func(t *testing.T) {
			h := graphHeight(tt.v)
			assert.GreaterOrEqual(t, h, tt.low)
			assert.LessOrEqual(t, h, tt.top)
		})
	}
	t.Run("more is never lower", func(t *testing.T) {
		for v := -bot.ScoreCap - 50; v < bot.ScoreCap+50; v++ {
			require.LessOrEqual(t, graphHeight(v), graphHeight(v+1), "at %d", v)
		}
	})
	t.Run("Black's advantage is White's upside down", func(t *testing.T) {
		for _, v := range []int{0, 40, 300, 2000} {
			assert.Equal(t, GraphHeight-graphPoint(3, 9, engine.White, v).Y, graphPoint(3, 9, engine.Black, v).Y, "at %d", v)
		}
	})
}
