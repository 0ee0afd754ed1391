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

// helpOutline is the help by its texts' keys: per section, the heading's key,
// then its paragraphs', in reading order.
var helpOutline = [...][]text.Key{
	{text.HelpBoardHead, text.HelpBoard, text.HelpFog},
	{text.HelpRevealHead, text.HelpReveal, text.HelpNumbers, text.HelpFound},
	{text.HelpMinesHead, text.HelpKing, text.HelpBlast, text.HelpSlide},
	{text.HelpSweepHead, text.HelpSweep, text.HelpSweepWhen, text.HelpSweepHow},
	{text.HelpAllClearHead, text.HelpAllClear},
	{text.HelpChessHead, text.HelpChess, text.HelpChessDiffs, text.HelpCastle},
	{text.HelpSightHead, text.HelpSight, text.HelpExposed},
	{text.HelpFairHead, text.HelpFair, text.HelpTakeback, text.HelpDaily},
}

// helpDiagram is a diagram of the help as the help's code writes it: a
// referee position in MFEN (docs/rules.md §8), the clicks that play or select from
// it, and the window shown, its corners named by square.
type helpDiagram struct {
	section            int // in helpOutline
	mfen               string
	clicks             []string
	topLeft, downRight string
	caption            text.Key
}

// helpDiagrams are the help's diagrams, in the order they show.
var helpDiagrams = [...]helpDiagram{
	{section: 1, caption: text.HelpFigReveal, topLeft: "b7", downRight: "f3", clicks: []string{"f3", "d4"},
		mfen: "4k3/p7/8/8/8/8/8/5N2/P7/4K3 w - - 0 1 e5,e6 ########/########/########/########"},
	{section: 2, caption: text.HelpFigKing, topLeft: "d6", downRight: "f2", clicks: []string{"e3"},
		mfen: "4k3/p7/8/8/8/8/8/4K3/P7/8 w - - 0 1 e4,b7 ########/########/########/####.###"},
	{section: 2, caption: text.HelpFigBlast, topLeft: "d6", downRight: "g3", clicks: []string{"f3", "e5"},
		mfen: "4k3/p7/8/8/8/8/8/5N2/P7/4K3 w - - 0 1 e5 ########/########/########/########"},
	{section: 3, caption: text.HelpFigSweep, topLeft: "d6", downRight: "f2", clicks: []string{"e3"},
		mfen: "4k3/8/8/8/8/8/8/4P3/8/4K3 w - - 0 1 e4,b7 ########/########/########/####.###"},
}

// Help returns the "How to play" help, in the App's language. Its title is
// text.HowToPlay.
func (a *App) Help() []HelpSection {
	h := make([]HelpSection, len(helpOutline))
	for i, keys := range helpOutline {
		h[i].Heading = a.text.Text(keys[0])
		for _, k := range keys[1:] {
			h[i].Paragraphs = append(h[i].Paragraphs, a.text.Text(k))
		}
	}
	for _, d := range helpDiagrams {
		if m, ok := a.diagram(d); ok {
			h[d.section].Diagrams = append(h[d.section].Diagrams, m)
		}
	}
	return h
}

// diagram draws d with the board's own models: an App plays d's clicks on its
// position and the window is cut from its board. It reports false for a
// diagram that cannot be drawn, which a test rules out.
func (a *App) diagram(d helpDiagram) (Diagram, bool) {
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
	show := New(g, a.text)
	for _, c := range d.clicks {
		s, err := engine.ParseSquare(c)
		if err != nil {
			return Diagram{}, false
		}
		show.Click(s)
	}
	b := show.Board()
	m := Diagram{Files: to.File() - from.File() + 1, Ranks: from.Rank() - to.Rank() + 1, Caption: a.text.Text(d.caption)}
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
