package e2e

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/ui"
)

// plyShown is what the page shows of the first move in the move list and
// under the board.
type plyShown struct {
	Text    string // the button's own text
	Symbols []string
	Label   string // its aria-label
	Recent  string // p#recent's text
	Figs    int    // the figurines in p#recent
	Letters bool   // input#letters is checked
}

const readPlyJS = `(() => {
	const b = document.querySelector('#moves button[data-ply="1"]'), r = document.querySelector("#recent");
	return {Text: b.textContent, Symbols: [...b.querySelectorAll("svg.fig use")].map(u => u.getAttribute("href")),
		Label: b.getAttribute("aria-label") ?? "", Recent: r.textContent, Figs: r.querySelectorAll("svg.fig").length,
		Letters: document.querySelector("#letters").checked};
})()`

// TestFigurines: the move list and the line of the last moves show a piece's
// figurine by default, which reads alike in every language, and a screen
// reader hears the move in words; letters are an option in the panel, kept
// on the device (issue 24 item 15). The SAN itself is what the panel's check
// reads back from the figurines (sanJS).
func TestFigurines(t *testing.T) {
	o := newOrigin(t, distDir) // the choice is kept: in storage no other test reads
	p := startPlayerAt(t, newTab(t), mouse{}, o.url, firstSeed)
	v := p.game().View()
	nf3, err := v.Position.ParseSAN("Nf3")
	require.NoError(t, err)
	p.play(nf3)
	words := p.twin.Panel().MoveWords[0]
	require.NotEmpty(t, words)

	got := eval[plyShown](t, p.ctx, readPlyJS)
	assert.Equal(t, plyShown{Text: "f3", Symbols: []string{"#wN"}, Label: words, Recent: "1. f3", Figs: 1}, got, "figurines by default")

	p.tap("#letters")
	p.twin.SetLetters(true)
	got = eval[plyShown](t, p.ctx, readPlyJS)
	assert.Equal(t, plyShown{Text: "Nf3", Symbols: []string{}, Label: words, Recent: "1. Nf3", Letters: true}, got, "letters once chosen")
	p.check("with letters")

	openPage(t, p.ctx, o.url+"/")
	got = eval[plyShown](t, p.ctx, readPlyJS)
	assert.Equal(t, plyShown{Text: "Nf3", Symbols: []string{}, Label: words, Recent: "1. Nf3", Letters: true}, got, "the next visit keeps letters")
}

// ink is what a screenshot shows drawn in a box: the rows it spans, and the
// colour most of its pixels have, its ink (a glyph's, a figurine's body).
type ink struct {
	top, bottom int
	main        color.RGBA
}

// inkIn reads the ink of img in the box r, over the background colour of the
// pixel at bg: the pixels that stand apart from it at all (1.1:1, WCAG's
// reckoning).
func inkIn(img image.Image, r rect, bg image.Point) ink {
	br, bgr, bb, _ := img.At(bg.X, bg.Y).RGBA()
	back := luminance(br, bgr, bb)
	in := ink{top: math.MaxInt, bottom: -1}
	count := map[color.RGBA]int{}
	for y := int(r.Top); y < int(math.Ceil(r.Bottom)); y++ {
		for x := int(r.Left); x < int(math.Ceil(r.Right)); x++ {
			cr, cg, cb, _ := img.At(x, y).RGBA()
			l := luminance(cr, cg, cb)
			if (max(l, back)+0.05)/(min(l, back)+0.05) < 1.1 {
				continue
			}
			in.top, in.bottom = min(in.top, y), max(in.bottom, y)
			c := color.RGBA{uint8(cr >> 8), uint8(cg >> 8), uint8(cb >> 8), 255}
			count[c]++
			if count[c] > count[in.main] {
				in.main = c
			}
		}
	}
	return in
}

// clipped returns the part of the box r inside the box of its row, the
// move's button, whose background inkIn reads.
func clipped(r, row rect) rect {
	return rect{Top: max(r.Top, row.Top), Bottom: min(r.Bottom, row.Bottom), Left: max(r.Left, row.Left), Right: min(r.Right, row.Right)}
}

// TestFigurinesReadAsTheLetters: in the move list, in every theme, a move's
// figurine reads as its letters do: as tall as they are, standing on their
// baseline, and drawn in their ink rather than in a pale fill, on a move's
// row and on the current move's (a new player's trial found the figurines
// small and pale beside the moves' letters).
func TestFigurinesReadAsTheLetters(t *testing.T) {
	o := newOrigin(t, distDir) // the themes picked are kept: in storage no other test reads
	ctx := newTab(t)
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(1280, 900)))
	openGameAt(t, ctx, o.url, firstSeed)
	// Quiet moves, none into the fog (docs/rules.md §2): the knight on ply 1
	// and the bishop on ply 5 are on rows of their own, and the bishop on
	// ply 6 on the current move's.
	for n, san := range []string{"Nc3", "Nc8", "e3", "e8", "Bd3", "Bd8"} {
		typeMove(t, ctx, san)
		waitFor(t, ctx, fmt.Sprintf(`document.querySelectorAll("#moves button").length === %d`, n+1), san+" in the move list")
	}
	for _, theme := range ui.Themes[1:] { // ThemeAuto is light or dark: both are here
		eval[bool](t, ctx, `(() => { const s = document.querySelector("#theme"); s.value = "`+theme+`";
			s.dispatchEvent(new Event("change", {bubbles: true})); return true; })()`)
		type boxes struct{ Button, Fig, Letters rect }
		plies := map[int]boxes{}
		for _, ply := range []int{1, 5, 6} {
			plies[ply] = eval[boxes](t, ctx, fmt.Sprintf(`(() => {
				const b = document.querySelector('#moves button[data-ply="%d"]'), f = b.querySelector("svg.fig");
				const letters = document.createRange();
				letters.selectNodeContents(b);
				letters.setStartAfter(f);
				const box = (r) => ({Top: r.top, Bottom: r.bottom, Left: r.left, Right: r.right});
				return {Button: box(b.getBoundingClientRect()), Fig: box(f.getBoundingClientRect()), Letters: box(letters.getBoundingClientRect())};
			})()`, ply))
		}
		shot, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
		require.NoError(t, err)
		img, err := png.Decode(bytes.NewReader(shot))
		require.NoError(t, err)
		for ply, b := range plies {
			bg := image.Pt(int(b.Button.Left)+2, int((b.Button.Top+b.Button.Bottom)/2))
			fig, letters := inkIn(img, clipped(b.Fig, b.Button), bg), inkIn(img, clipped(b.Letters, b.Button), bg)
			require.GreaterOrEqual(t, letters.bottom, 0, "ply %d in the %s theme: the letters are drawn", ply, theme)
			require.GreaterOrEqual(t, fig.bottom, 0, "ply %d in the %s theme: the figurine is drawn", ply, theme)
			assert.GreaterOrEqual(t, fig.bottom-fig.top, letters.bottom-letters.top, "ply %d in the %s theme: the figurine is as tall as the letters", ply, theme)
			assert.InDelta(t, letters.bottom, fig.bottom, 1, "ply %d in the %s theme: the figurine stands on the letters' baseline", ply, theme)
			assert.Equal(t, letters.main, fig.main, "ply %d in the %s theme: the figurine is drawn in the letters' ink", ply, theme)
		}
	}
}
