package ui

import (
	"strconv"
	"strings"

	"mschess/engine"
	"mschess/engine/bot"
	"mschess/ui/text"
)

// Analysis is the model of the analysis of a finished game (issue 23): the
// computer judges each move from the view its player had then, move by move
// as the page asks it (AnalysisRequest), and marks the ones that lost
// (bot.Judgement.Mark). The marks go into Panel.Moves and MoveWords, the
// better move onto the board (Square.Better); its zero value is none.
type Analysis struct {
	// Offered is set while the game is over and its analysis not finished,
	// nor under way: the page offers Analyse.
	Offered bool
	// Running is set while the analysis goes on. Progress says how far in
	// words, "Analysing… 12/40", or that the computer could not judge a move:
	// the analysis stopped there, and Analyse tries again.
	Running  bool
	Progress string
	// Points is the evaluation graph, in a box of GraphWidth × GraphHeight:
	// a point for the start and one after each move judged, from left to
	// right over the game's plies, White's advantage up (y 0) and Black's
	// down, even at GraphHeight/2. Lines is its text equivalent, for a screen
	// reader, as the page hides the graph from one: a line for each marked
	// move, "Move 12, White Nf3: mistake, better Ng5", or that none was
	// marked, once all are judged.
	Points []Point
	Lines  []string
	// Verdict is what the analysis found, in sight under the graph for a
	// player who sees it, once every move is judged and none is marked: a
	// flat graph with no flag says nothing by itself. Lines says it too, so
	// the page hides this copy from a screen reader.
	Verdict string
}

// Point is a point of the evaluation graph (Analysis.Points); Mark is the
// mark of the move that led to it, which the page flags there by its kind.
type Point struct {
	X, Y int
	Mark bot.Mark
}

// The evaluation graph's box, in the units of Analysis.Points.
const (
	GraphWidth  = 400
	GraphHeight = 80
)

// analysis is the App's part in the analysis of a finished game: the
// judgements so far, and whether it goes on. It belongs to one game: another
// game on show leaves it behind.
type analysis struct {
	app     *App
	of      *engine.Game // the game judged; another on show voids the rest
	judged  []judged     // the moves judged, by ply
	running bool         // the page is to ask for the next judgement
	stuck   bool         // the computer could not judge the next move
	runs    int          // counts the starts, so that an old answer is never taken
	asked   int          // the id of req, built once rather than at every drawing
	req     Request
}

// judged is a move judged, with what the model says of it: who played it,
// and the better move in SAN, written once rather than at every drawing.
type judged struct {
	bot.Judgement
	mover  engine.Color
	better string
}

// mine reports whether the analysis is of the game on show.
func (an *analysis) mine() bool { return an.of == an.app.game.Game }

// Analyse starts the analysis of the game on show, once it is over (a game in
// play is never analysed), or takes it up where LeaveAnalysis left it. The
// game-over dialog, which offers it too, gives way to it.
func (an *analysis) Analyse() {
	g := an.app.game.Game
	if !g.Over() {
		return
	}
	an.app.news.DismissEnding()
	if !an.mine() {
		*an = analysis{app: an.app, of: g, runs: an.runs}
	}
	an.running, an.stuck = len(an.judged) < g.Len(), false
	an.runs++
	if an.running { // said once: the progress shown is no live region
		an.app.say(an.progress(&an.app.words), NoCue)
	}
}

// progress returns how far the analysis has gone, or that it is stuck, in
// the words of w.
func (an *analysis) progress(w *words) string {
	if an.stuck {
		return w.text.Text(text.AnalysisFailed)
	}
	return w.text.Text(text.Analysing, strconv.Itoa(len(an.judged)), strconv.Itoa(an.app.game.Len()))
}

// LeaveAnalysis stops the analysis; the moves judged keep their marks.
func (an *analysis) LeaveAnalysis() { an.running = false }

// AnalysisRequest returns what the computer is to judge next while the
// analysis goes on: the move of the next ply in the view its player had (its
// Played set), with the id that the answer must carry; ok is false when
// nothing is to be judged.
func (an *analysis) AnalysisRequest() (id int, r Request, ok bool) {
	if !an.running || !an.mine() {
		return 0, Request{}, false
	}
	ply := len(an.judged)
	if id = an.runs*(engine.MaxRecordPlies+1) + ply; id != an.asked {
		g := an.app.game.Game
		v, _ := g.ViewAt(ply)
		// Analyse takes no level; the top one passes ParseRequest's check.
		an.asked, an.req = id, Request{Level: bot.MaxLevel, View: v, History: historyBefore(g, ply), Played: g.Moves()[ply].Move}
	}
	return id, an.req, true
}

// Analysed takes the computer's judgement of the request with that id, as
// Request.Answer wrote it, or "" when it could not judge. An answer to any
// request but the one standing is ignored.
func (an *analysis) Analysed(id int, answer string) {
	req, r, ok := an.AnalysisRequest()
	if !ok || id != req {
		return
	}
	j, ok := parseJudgement(&r.View.Position, answer)
	if !ok {
		an.running, an.stuck = false, true
		an.app.say(an.progress(&an.app.words), NoCue)
		return
	}
	p := &r.View.Position
	an.judged = append(an.judged, judged{Judgement: j, mover: p.Side(), better: p.SAN(j.Best)})
	an.running = len(an.judged) < an.app.game.Len()
	if !an.running { // said too, since the button pressed to start it is gone
		an.app.say(strings.Join(an.lines(&an.app.words), "\n"), NoCue)
	}
}

// lines returns the text equivalent of the analysis in the words of w: a
// line for each move judged that is marked, or, once every move is judged
// and none is, a line that says so.
func (an *analysis) lines(w *words) []string {
	var lines []string
	for ply := range an.judged {
		if l := an.line(w, ply); l != "" {
			lines = append(lines, l)
		}
	}
	if len(an.judged) == an.app.game.Len() && len(lines) == 0 {
		lines = []string{w.text.Text(text.AnalysisClean)}
	}
	return lines
}

// line returns the line of the text equivalent for the move judged at ply,
// in the words of w, or "" when the move is not marked.
func (an *analysis) line(w *words, ply int) string {
	j := an.judged[ply]
	mark := j.Mark()
	if mark == bot.Good {
		return ""
	}
	return w.text.Text(text.AnalysisLine, strconv.Itoa(ply/2+1), w.sideName(j.mover), an.app.game.Moves()[ply].SAN, w.text.Text(markWords[mark]), j.better)
}

// shownLine returns the line of the move that led to the position on show,
// when the analysis marked it, for the status: the move list's sign and the
// rings of the better move do not say what they mean.
func (an *analysis) shownLine(w *words) string {
	if ply := an.app.shown - 1; an.mine() && ply >= 0 && ply < len(an.judged) {
		return an.line(w, ply)
	}
	return ""
}

// parseJudgement reads what Request.Answer wrote of a move played in p.
func parseJudgement(p *engine.Position, answer string) (bot.Judgement, bool) {
	f := strings.Fields(answer)
	if len(f) != 3 {
		return bot.Judgement{}, false
	}
	best, ok := moveNamed(p.AppendLegalMoves(nil, true), f[0])
	before, err1 := strconv.Atoi(f[1])
	after, err2 := strconv.Atoi(f[2])
	return bot.Judgement{Best: best, Before: before, After: after}, ok && err1 == nil && err2 == nil
}

// moveNamed returns the move of moves written in coordinates as text.
func moveNamed(moves []engine.Move, text string) (engine.Move, bool) {
	for _, m := range moves {
		if m.String() == text {
			return m, true
		}
	}
	return engine.NoMove, false
}

// markSigns are the marks' signs in the move list, by bot.Mark; markWords,
// their names.
var (
	markSigns = [...]string{bot.Inaccuracy: "?!", bot.Mistake: "?", bot.Blunder: "??"}
	markWords = [...]text.Key{bot.Inaccuracy: text.Inaccuracy, bot.Mistake: text.Mistake, bot.Blunder: text.Blunder}
)

// model returns the model of the analysis of the game on show, in the words
// of w, and marks the moves judged in p's move list.
func (an *analysis) model(w *words, p *Panel) Analysis {
	g := an.app.game.Game
	if !g.Over() {
		return Analysis{}
	}
	if !an.mine() {
		return Analysis{Offered: true}
	}
	n := g.Len()
	m := Analysis{Running: an.running, Offered: !an.running && len(an.judged) < n}
	if an.running || an.stuck {
		m.Progress = an.progress(w)
	}
	clean := len(an.judged) == n
	for ply, j := range an.judged {
		if ply == 0 {
			m.Points = append(m.Points, graphPoint(0, n, j.mover, j.Before))
		}
		m.Points = append(m.Points, graphPoint(ply+1, n, j.mover, j.After))
		if mark := j.Mark(); mark != bot.Good {
			clean = false
			m.Points[ply+1].Mark = mark
			p.Moves[ply] += markSigns[mark]
			// The mark goes inside the stop of the move's own sentence, the
			// first (TestMoveSentencesEndAtTheirFirstStop): put after what the
			// move brought about, it would seem to judge that.
			words := p.MoveWords[ply]
			stop := strings.IndexByte(words, '.')
			if stop < 0 {
				stop = len(words)
			}
			p.MoveWords[ply] = words[:stop] + ", " + w.text.Text(markWords[mark]) + words[stop:]
		}
	}
	m.Lines = an.lines(w)
	if clean {
		m.Verdict = w.text.Text(text.AnalysisClean)
	}
	return m
}

// graphPoint returns the point of the graph after ply of n plies, where the
// position is worth v to the side mover.
func graphPoint(ply, n int, mover engine.Color, v int) Point {
	if mover == engine.Black {
		v = -v
	}
	return Point{X: (ply*GraphWidth + n/2) / max(n, 1), Y: GraphHeight/2 - graphHeight(v)}
}

// graphKnee shapes the graph's scale, which rises steeply near even and
// flattens towards a won game, as a player's chances do: a piece lost (about
// graphKnee) draws at two thirds of the half-height, where a straight scale to
// ScoreCap would draw it at less than a third.
const graphKnee = 300

// graphHeight returns how far above the even line the graph draws a value v
// for White, v·(ScoreCap+graphKnee)/(|v|+graphKnee) of ScoreCap: the edge of
// the box at ScoreCap and beyond.
func graphHeight(v int) int {
	c := bot.Capped(v)
	return c * (bot.ScoreCap + graphKnee) * (GraphHeight / 2) / ((max(c, -c) + graphKnee) * bot.ScoreCap)
}

// GraphPly returns the ply of a game of n plies whose point of the evaluation
// graph lies nearest to x, in the units of Analysis.Points: the position that
// a tap on the graph shows (ShowPly).
func GraphPly(x float64, n int) int {
	return min(max(int(x*float64(n)/GraphWidth+0.5), 0), n)
}

// markBetter marks on b the better move of the move on show, when it earned a
// mark: the analysis shows what the player could have played instead.
func (an *analysis) markBetter(b *[engine.NumSquares]Square) {
	ply := an.app.shown - 1
	if !an.mine() || ply < 0 || ply >= len(an.judged) || an.judged[ply].Mark() == bot.Good {
		return
	}
	best := an.judged[ply].Best
	b[best.From].Better, b[best.To].Better = true, true
}
