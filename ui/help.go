package ui

import (
	"strconv"
	"strings"

	"mschess/engine"
	"mschess/ui/text"
)

// HelpSection is a part of the "How to play" help: a heading, the paragraphs
// under it and the diagrams that show them.
type HelpSection struct {
	Heading    string
	Paragraphs []string
	Diagrams   []Diagram
}

// Diagram is a small board of the help, drawn as the game's board is: a window
// of a position, Files squares wide and Ranks tall.
type Diagram struct {
	Files, Ranks int
	// Squares holds the models of the window's squares, top rank first, each
	// rank from its left.
	Squares []Square
	// FileNames and RankNames name the window's files, left to right, and
	// ranks, top to bottom, for its edges.
	FileNames, RankNames []string
	Caption              string
	// Summary says what the diagram shows, square by square, leaving out the
	// empty ones, for a screen reader.
	Summary string
}

// helpSection is a section of the help as the help's code writes it: the
// keys of its heading and paragraphs, in reading order, and its diagrams.
type helpSection struct {
	keys     []text.Key
	diagrams []helpDiagram
}

// helpDiagram is a diagram of the help as the help's code writes it: a
// referee position in MFEN (docs/rules.md §8), what the person at the screen
// does to it (turns the mine odds on, flags squares, then clicks to play or
// select), and the window shown, its corners named by square.
type helpDiagram struct {
	mfen               string
	overlay            bool
	flags, clicks      []string // a square named twice is flagged "?"
	topLeft, downRight string
	caption            text.Key
}

// fogAll is the fog field of a fog zone still wholly under fog.
const fogAll = "########/########/########/########"

// help is the "How to play" help, section by section. The diagrams are boards
// of the rules at work; what a board shows no better than words has none: the
// mine counter, repetition and the other draws, take-backs, the commitment and
// the computer opponent.
var help = [...]helpSection{
	{keys: []text.Key{text.HelpBoardHead, text.HelpBoard, text.HelpFog, text.HelpCounter}, diagrams: []helpDiagram{
		{caption: text.HelpFigStart, topLeft: "a10", downRight: "h1",
			mfen: "rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 c5,f6,d7,h4 " + fogAll},
	}},
	{keys: []text.Key{text.HelpRevealHead, text.HelpReveal, text.HelpNumbers, text.HelpFound, text.HelpCorner}, diagrams: []helpDiagram{
		{caption: text.HelpFigReveal, topLeft: "b7", downRight: "f3", clicks: []string{"f3", "d4"},
			mfen: "4k3/p7/8/8/8/8/8/5N2/P7/4K3 w - - 0 1 e5,e6 " + fogAll},
	}},
	{keys: []text.Key{text.HelpMinesHead, text.HelpKing, text.HelpBlast, text.HelpSlide}, diagrams: []helpDiagram{
		{caption: text.HelpFigKing, topLeft: "d6", downRight: "f2", clicks: []string{"e3"},
			mfen: "4k3/p7/8/8/8/8/8/4K3/P7/8 w - - 0 1 e4,b7 ########/########/########/####.###"},
		{caption: text.HelpFigBlast, topLeft: "d6", downRight: "g3", clicks: []string{"f3", "e5"},
			mfen: "4k3/p7/8/8/8/8/8/5N2/P7/4K3 w - - 0 1 e5 " + fogAll},
		{caption: text.HelpFigSlide, topLeft: "d6", downRight: "f2", clicks: []string{"e2"},
			mfen: "4k3/8/8/8/4n3/8/8/8/4R3/4K3 w - - 0 1 e4,b6 ########/###...##/###...##/###...##"},
	}},
	{keys: []text.Key{text.HelpSweepHead, text.HelpSweep, text.HelpSweepWhen, text.HelpSweepHow}, diagrams: []helpDiagram{
		{caption: text.HelpFigSweep, topLeft: "d6", downRight: "f2", clicks: []string{"e3"}, mfen: sweepMFEN},
		{caption: text.HelpFigSwept, topLeft: "d6", downRight: "f2", clicks: []string{"e3", "e4"}, mfen: sweepMFEN},
	}},
	{keys: []text.Key{text.HelpAllClearHead, text.HelpAllClear}, diagrams: []helpDiagram{
		{caption: text.HelpFigAllClear, topLeft: "b7", downRight: "h3", clicks: []string{"h3", "g5"},
			mfen: "4k3/p7/8/8/8/8/8/7N/P7/4K3 w - - 0 1 c5,f6 ########/########/#...####/#...####"},
	}},
	{keys: []text.Key{text.HelpChessHead, text.HelpChess, text.HelpCastle, text.HelpPromotion}, diagrams: []helpDiagram{
		{caption: text.HelpFigCastle, topLeft: "a4", downRight: "h1", clicks: []string{"e1"},
			mfen: "r3k2r/pppppppp/8/8/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1 c5,f6,d7,h4 " + fogAll},
		{caption: text.HelpFigPromotion, topLeft: "d10", downRight: "f8", clicks: []string{"e9", "e10"},
			mfen: "8/4P3/7k/8/8/8/8/8/8/4K3 w - - 0 1 c5,f6,d7,h4 " + fogAll},
	}},
	{keys: []text.Key{text.HelpEndHead, text.HelpCheck, text.HelpStalemate, text.HelpDraws, text.HelpClock}, diagrams: []helpDiagram{
		{caption: text.HelpFigMate, topLeft: "d10", downRight: "h8", clicks: []string{"e8", "e10"},
			mfen: "6k1/5ppp/4R3/8/8/8/8/8/8/4K3 w - - 0 1 c5,f6,d6,h4 ###...##/########/########/########"},
	}},
	{keys: []text.Key{text.HelpSightHead, text.HelpSight, text.HelpExposed}, diagrams: []helpDiagram{
		{caption: text.HelpFigExposed, topLeft: "d8", downRight: "f3", clicks: []string{"e4", "e6"},
			mfen: "7k/8/4r3/8/8/8/4R3/4K3/8/8 w - - 0 1 e6,b5 ###...##/########/###...##/###...##"},
	}},
	{keys: []text.Key{text.HelpTakebackHead, text.HelpTakeback, text.HelpTakebackComputer}},
	{keys: []text.Key{text.HelpFairHead, text.HelpFair, text.HelpDaily}},
	{keys: []text.Key{text.HelpComputerHead, text.HelpComputer, text.HelpComputerFair, text.HelpComputerWait, text.HelpAnalysis}},
	{keys: []text.Key{text.HelpOddsHead, text.HelpOdds, text.HelpRisk, text.HelpAssisted}, diagrams: []helpDiagram{
		{caption: text.HelpFigOdds, topLeft: "a7", downRight: "f2", overlay: true, clicks: []string{"d4"}, mfen: oddsMFEN},
	}},
	{keys: []text.Key{text.HelpFlagsHead, text.HelpFlags, text.HelpFlagsHow}, diagrams: []helpDiagram{
		{caption: text.HelpFigFlags, topLeft: "a7", downRight: "f2", flags: []string{"d6", "b5", "b5"}, mfen: oddsMFEN},
	}},
	{keys: []text.Key{text.HelpFriendHead, text.HelpFriend, text.HelpFriendPrivacy, text.HelpFriendDrop, text.HelpFriendLinks}},
}

// The positions that two diagrams share: a sweep before and after, the odds
// and the flags on the same board.
const (
	sweepMFEN = "4k3/8/8/8/8/8/8/4P3/8/4K3 w - - 0 1 e4,f6 ########/########/###...##/###...##"
	oddsMFEN  = "4k3/7p/8/8/8/8/3N4/8/7P/4K3 w - - 0 1 d6,b4,g7,a6 ########/########/##...###/##...###"
)

// Help returns the "How to play" help, in the App's language. Its title is
// text.HowToPlay.
func (w *words) Help() []HelpSection {
	h := make([]HelpSection, len(help))
	for i, sec := range help {
		h[i].Heading = w.text.Text(sec.keys[0])
		for _, k := range sec.keys[1:] {
			h[i].Paragraphs = append(h[i].Paragraphs, w.text.Text(k))
		}
		for _, d := range sec.diagrams {
			if m, ok := w.diagram(d); ok {
				h[i].Diagrams = append(h[i].Diagrams, m)
			}
		}
	}
	return h
}

// diagram draws d with the board's own models: an App does what d says on its
// position and the window is cut from its board. It reports false for a
// diagram that cannot be drawn, which a test rules out.
func (w *words) diagram(d helpDiagram) (Diagram, bool) {
	p, err := engine.ParseMFEN(d.mfen)
	if err != nil {
		return Diagram{}, false
	}
	g, err := engine.NewGameFrom(p)
	if err != nil {
		return Diagram{}, false
	}
	from, err1 := engine.ParseSquare(d.topLeft)
	to, err2 := engine.ParseSquare(d.downRight)
	if err1 != nil || err2 != nil {
		return Diagram{}, false
	}
	show := New(g, w.text)
	show.SetOverlay(d.overlay)
	for _, f := range d.flags {
		s, err := engine.ParseSquare(f)
		if err != nil || !show.ToggleFlag(s, false) {
			return Diagram{}, false
		}
	}
	for _, c := range d.clicks {
		s, err := engine.ParseSquare(c)
		if err != nil {
			return Diagram{}, false
		}
		show.Click(s)
	}
	b := show.Board()
	m := Diagram{Files: to.File() - from.File() + 1, Ranks: from.Rank() - to.Rank() + 1, Caption: w.text.Text(d.caption)}
	for f := from.File(); f <= to.File(); f++ {
		m.FileNames = append(m.FileNames, string(rune('a'+f)))
	}
	var said []string
	for r := from.Rank(); r >= to.Rank(); r-- {
		m.RankNames = append(m.RankNames, strconv.Itoa(r+1))
		for f := from.File(); f <= to.File(); f++ {
			s := engine.SquareAt(f, r)
			sq := b[s]
			sq.Effect = NoEffect // the help shows where things stand, not how they came
			m.Squares = append(m.Squares, sq)
			if label := show.SquareLabel(s, sq); label != s.String() {
				said = append(said, label)
			}
		}
	}
	m.Summary = join(m.Caption, strings.Join(said, "; ")+".")
	return m, true
}
