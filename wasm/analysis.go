//go:build js && wasm

package main

import (
	"strconv"
	"strings"

	"honnef.co/go/js/dom/v2"

	"mschess/engine/bot"
	"mschess/ui"
)

// analysisView is the analysis of a finished game above the move list
// (ui.Analysis): its progress, the evaluation graph, an inline SVG hidden
// from screen readers, its verdict in sight when no move is marked, hidden
// from them too, and the graph's text equivalent, a visually hidden list.
// The controls that start and leave it are in the controls' table.
type analysisView struct {
	progress textOut              // #analysis-progress
	verdict  textOut              // #analysis-verdict
	graph    flagOut              // svg#analysis-graph, hidden until a move is judged
	line     textOut              // the graph's polyline's points
	flags    [bot.Blunder]textOut // the paths of the inaccuracies', mistakes' and blunders' marks
	list     lazyElement          // ul#analysis-text
	lines    memo[string]
	wired    bool // the graph's tap (startAnalysis)
}

// newAnalysisView finds the elements of the analysis, looked up when first
// drawn.
func newAnalysisView() analysisView {
	return analysisView{
		progress: textAt("analysis-progress"), verdict: textAt("analysis-verdict"), graph: flagAt("analysis-graph", "hidden"),
		line: attrAt("analysis-line", "points"), list: lazyElement{id: "analysis-text"},
		flags: [...]textOut{attrAt("analysis-inaccuracy", "d"), attrAt("analysis-mistake", "d"), attrAt("analysis-blunder", "d")},
	}
}

// draw draws the analysis a.
func (v *analysisView) draw(a ui.Analysis) {
	v.progress.show(a.Progress)
	v.verdict.show(a.Verdict)
	v.graph.show(len(a.Points) == 0)
	points := make([]string, len(a.Points))
	// A flag is a subpath of no length, which the style draws as its cap: a
	// dot or a square of a size in pixels, however the graph is stretched.
	var flags [bot.Blunder + 1]string // by mark, Good's unused
	for i, pt := range a.Points {
		points[i] = strconv.Itoa(pt.X) + "," + strconv.Itoa(pt.Y)
		flags[pt.Mark] += "M" + points[i] + "h0"
	}
	v.line.show(strings.Join(points, " "))
	for k := range v.flags {
		v.flags[k].show(flags[k+1])
	}
	// As textOut does, the list the built page holds empty is not looked
	// up, which costs the start calls into JavaScript, until it has lines.
	lines := strings.Join(a.Lines, "\n")
	if !v.lines.drawn && lines == "" || !v.lines.changed(lines) {
		return
	}
	el := v.list.get()
	if el == nil {
		return
	}
	el.SetTextContent("")
	for _, l := range a.Lines {
		li := create("li")
		li.SetTextContent(l)
		el.AppendChild(li)
	}
}

// startAnalysis starts the analysis, or takes it up, and brings it into
// sight: from the game-over dialog on a phone it lies below the board. The
// graph's tap is wired then, not as the page starts (docs/start.md).
func startAnalysis(p *page) {
	p.app.Analyse()
	bringIntoView("history")
	if !p.analyse.wired {
		p.analyse.wired = true
		// A tap shows the position there, as the list does for a keyboard.
		// The graph's even line spans the model's units.
		p.listeners.on(byID("analysis-graph"), "click", func(ev dom.Event) {
			b := boxOf(byID("analysis-even"))
			p.app.ShowPly(ui.GraphPly((ev.Underlying().Get("clientX").Float()-b.left)*ui.GraphWidth/b.width, p.app.Game().Len()))
			p.render()
		})
	}
}
