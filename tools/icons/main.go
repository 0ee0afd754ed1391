// Command icons writes the project's original vector art:
//
//	site/pieces.svg            the piece / mine / broom / flag / known sprite
//	site/icons/icon.svg        the app icon (also used as favicon)
//	site/icons/icon-maskable.svg
//
// All shapes are hand-drawn path data in this file; the generator only
// applies the two colourways and wraps everything in SVG. Run from the repo
// root:
//
//	go run ./tools/icons            # rewrite the SVG files
//	sh tools/icons/render.sh        # re-render the PNG icons (needs chromium)
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"strings"
)

// Element kinds of a piece drawing.
const (
	body  = iota // filled with the body colour, outlined
	line         // stroke-only detail, drawn on both colourways
	bline        // stroke-only detail, drawn on black pieces only (separates segments)
	dot          // small filled mark (eye) in the detail colour
)

type el struct {
	kind int
	d    string
}

// circ returns a closed circular path.
func circ(cx, cy, r float64) string {
	return fmt.Sprintf("M%s %sa%s %s 0 1 0 %s 0a%s %s 0 1 0 %s 0z",
		num(cx-r), num(cy), num(r), num(r), num(2*r), num(r), num(r), num(-2*r))
}

func num(f float64) string { return strings.TrimSuffix(fmt.Sprintf("%.2f", f), ".00") }

// plinth is the common foot of every piece.
const plinth = "M10.5 39.5C10.5 37 12 35.5 14.5 35.5H30.5C33 35.5 34.5 37 34.5 39.5Z"

var pieces = map[byte][]el{
	'P': {
		{body, "M15.5 35.5C15.5 30 18.5 27 20 23H25C26.5 27 29.5 30 29.5 35.5Z"},
		{body, "M17 20.5H28C29.5 20.5 29.5 23.5 28 23.5H17C15.5 23.5 15.5 20.5 17 20.5Z"},
		{body, circ(22.5, 15.5, 5)},
		{body, plinth},
		{bline, "M18 23.5H27M14 35.5H31"},
	},
	'R': {
		{body, "M14.5 35.5L16 18.5H29L30.5 35.5Z"},
		{body, "M12.5 9.5H16.5V12.5H20.5V9.5H24.5V12.5H28.5V9.5H32.5V15.5L29 18.5H16L12.5 15.5Z"},
		{body, "M13 32H32V35.5H13Z"},
		{body, plinth},
		{line, "M12.5 15.5H32.5"},
		{bline, "M17 18.5H28M14.5 32H30.5M14 35.5H31"},
	},
	'B': {
		{body, "M15 35.5C18 34 19.5 32 19.5 30H25.5C25.5 32 27 34 30 35.5Z"},
		{body, "M16.5 27.5H28.5C30 27.5 30 30.5 28.5 30.5H16.5C15 30.5 15 27.5 16.5 27.5Z"},
		{body, "M22.5 9.5C16.5 14 14.5 19 15.5 23.5C16 26 17.5 27.5 17.5 27.5H27.5C27.5 27.5 29 26 29.5 23.5C30.5 19 28.5 14 22.5 9.5Z"},
		{body, circ(22.5, 7.5, 2.2)},
		{body, plinth},
		{line, "M19.5 21L25.5 15"},
		{bline, "M18 27.5H27M18.5 30.5H26.5M14 35.5H31"},
	},
	'Q': {
		{body, "M13 29.5L10.5 15.5L16 23.5L16.5 12.5L20.5 22.5L22.5 10.5L24.5 22.5L28.5 12.5L29 23.5L34.5 15.5L32 29.5Z"},
		{body, circ(10.5, 14, 2)},
		{body, circ(16.5, 11, 2)},
		{body, circ(22.5, 9, 2)},
		{body, circ(28.5, 11, 2)},
		{body, circ(34.5, 14, 2)},
		{body, "M13 29.5H32L33 35.5H12Z"},
		{body, plinth},
		{line, "M14 32.5H31"},
		{bline, "M14.5 29.5H30.5M14 35.5H31"},
	},
	'K': {
		{body, "M13 29.5C8 24.5 9 16.5 16 16.5C19.5 16.5 21.5 18.5 22.5 21C23.5 18.5 25.5 16.5 29 16.5C36 16.5 37 24.5 32 29.5Z"},
		{body, "M22.5 21C20 18 20 14 22.5 12.5C25 14 25 18 22.5 21Z"},
		{body, "M20.75 3.5H24.25V6H27V9.5H24.25V12.5H20.75V9.5H18V6H20.75Z"},
		{body, "M13 29.5H32L33 35.5H12Z"},
		{body, plinth},
		{line, "M22.5 21V29.5M14 32.5H31"},
		{bline, "M14.5 29.5H30.5M14 35.5H31"},
	},
	'N': {
		{body, "M14 35.5C13.5 31 15 28.5 18.5 26C16 27.5 13.5 28.5 11.5 28C10 27.8 9 27 8.6 25.8C8 24.2 8.4 22.3 9.6 21C11.5 18.5 14 15 16 11.5L16 6.5L19.5 9.5C28 9 33.5 15 33.5 23C33.5 28 32.5 32 31.5 35.5Z"},
		{body, plinth},
		{dot, circ(17, 14.5, 1.3)},
		{dot, circ(10.6, 22.6, 0.7)},
		{line, "M9.2 26L11.8 25.6M21.5 11C27.5 12.5 30.5 17 30.5 23"},
		{bline, "M14 35.5H31"},
	},
}

// colourway holds the colours of one side.
type colourway struct{ fill, stroke, detail string }

var (
	white = colourway{"#fff", "#1a1a1a", "#1a1a1a"}
	black = colourway{"#262626", "#0a0a0a", "#ececec"}
)

// boldBase is the common foot of every bold piece.
const boldBase = "M10 34h25v6h-25z"

// boldPieces is the second set: bolder, simpler shapes in thicker lines,
// which read at the smallest squares.
var boldPieces = map[byte][]el{
	'P': {
		{body, "M15 34C15 27 19 24 20 21H25C26 24 30 27 30 34Z"},
		{body, circ(22.5, 14, 6)},
		{body, boldBase},
		{bline, "M13 34h19"},
	},
	'R': {
		{body, "M13 34L15 17H30L32 34Z"},
		{body, "M12 8h5v4h3.5v-4h4v4h3.5v-4h5v9h-21z"},
		{body, boldBase},
		{bline, "M16 17h13M13 34h19"},
	},
	'B': {
		{body, "M22.5 6C14 13 14 22 17 28H28C31 22 31 13 22.5 6Z"},
		{body, "M15 28h15v6h-15z"},
		{body, boldBase},
		{line, "M22.5 12v10M19 16.5h7"},
		{bline, "M17 28h11M13 34h19"},
	},
	'Q': {
		{body, "M9 14L15 30H30L36 14L28.5 21L22.5 8L16.5 21Z"},
		{body, "M14 30h17v4h-17z"},
		{body, boldBase},
		{bline, "M15 30h15M13 34h19"},
	},
	'K': {
		{body, "M21 3h3v4h4v3h-4v5h-3v-5h-4v-3h4z"},
		{body, "M15 30C12 26 10 22 12 19C14 16 19 16 22.5 21C26 16 31 16 33 19C35 22 33 26 30 30Z"},
		{body, "M14 30h17v4h-17z"},
		{body, boldBase},
		{bline, "M15.5 30h14M13 34h19"},
	},
	'N': {
		{body, "M13 34C13 28 16 25 19 22L12 24C9.5 24.5 8 22 9.5 20L17 10L17.5 5.5L22 8.5C30 9.5 34 16 33 34Z"},
		{body, boldBase},
		{dot, circ(18.5, 13.5, 1.6)},
		{bline, "M14 34h18"},
	},
}

// pieceGroup draws a piece of els in colourway c, in lines of width w, as a
// group with the further attributes attrs.
func pieceGroup(els []el, c colourway, w, attrs string) string {
	var b strings.Builder
	fmt.Fprintf(&b, `<g%s stroke-width="%s" stroke-linejoin="round" stroke-linecap="round">`, attrs, w)
	for _, e := range els {
		switch e.kind {
		case body:
			fmt.Fprintf(&b, `<path fill="%s" stroke="%s" d="%s"/>`, c.fill, c.stroke, e.d)
		case line:
			fmt.Fprintf(&b, `<path fill="none" stroke="%s" d="%s"/>`, c.detail, e.d)
		case bline:
			if c == black {
				fmt.Fprintf(&b, `<path fill="none" stroke="%s" stroke-width="1" d="%s"/>`, c.detail, e.d)
			}
		case dot:
			fmt.Fprintf(&b, `<path fill="%s" stroke="none" d="%s"/>`, c.detail, e.d)
		}
	}
	b.WriteString("</g>")
	return b.String()
}

// pieceSymbol draws piece k of both sets: the classic (class p1) and the bold
// (class p2), which shows only where the page's style sheet picks it.
func pieceSymbol(id string, k byte, c colourway) string {
	return `<symbol id="` + id + `" viewBox="0 0 45 45">` + pieceGroup(pieces[k], c, "1.5", ` class="p1"`) +
		pieceGroup(boldPieces[k], c, "2.5", ` class="p2" display="none"`) + "</symbol>\n"
}

// mineArt is drawn in a 45x45 box centred on (22.5, 22.5).
const mineArt = `<g stroke="#000" stroke-width="3" stroke-linecap="round">` +
	`<path fill="none" d="M22.5 5.5V39.5M5.5 22.5H39.5M13 13L32 32M32 13L13 32"/></g>` +
	`<path fill="#000" d="` + "M33.5 22.5a11 11 0 1 0 -22 0a11 11 0 1 0 22 0z" + `"/>` +
	`<path fill="#fff" d="M16 16h5v5h-5z"/>`

const flagArt = `<path fill="#000" d="M12 39.5V37.5C12 35.5 14 34 17 34H28C31 34 33 35.5 33 37.5V39.5Z"/>` +
	`<path fill="none" stroke="#000" stroke-width="2.5" stroke-linecap="round" d="M25 7V35"/>` +
	`<path fill="#e3242b" stroke="#8e0e12" stroke-width="1.2" stroke-linejoin="round" d="M25 6.5L9 14.5L25 22.5Z"/>`

// knownArt, the embed's mark of a minefield anyone could know, is an open eye in
// the same box.
const knownArt = `<path fill="#fff" stroke="#000" stroke-width="3" stroke-linejoin="round" d="M4 22.5C9 13.5 15.5 9.5 22.5 9.5C29.5 9.5 36 13.5 41 22.5C36 31.5 29.5 35.5 22.5 35.5C15.5 35.5 9 31.5 4 22.5Z"/>` +
	`<path fill="#000" d="M29.5 22.5a7 7 0 1 0 -14 0a7 7 0 1 0 14 0z"/><path fill="#fff" d="M24 17.5h3.5v3.5h-3.5z"/>`

// broomArt, the sweep's badge, is drawn in the same box: an action, so no mine.
const broomArt = `<path fill="none" stroke="#000" stroke-width="3.5" stroke-linecap="round" d="M36 5L23 24"/>` +
	`<path fill="#d9a441" stroke="#000" stroke-width="2.5" stroke-linejoin="round" d="M17 19L30 27L23 40L6 30Z"/>` +
	`<path fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" d="M12 29L17 36M17 26L21 34"/>`

func sprite() string {
	var b strings.Builder
	b.WriteString(`<svg xmlns="http://www.w3.org/2000/svg">` + "\n")
	b.WriteString("<!-- Minesweeper Chess pieces. Original work, MIT licence (see LICENSES.md). Generated by tools/icons. -->\n")
	for _, side := range []struct {
		p string
		c colourway
	}{{"w", white}, {"b", black}} {
		for _, k := range []byte("KQRBNP") {
			b.WriteString(pieceSymbol(side.p+string(k), k, side.c))
		}
	}
	b.WriteString(`<symbol id="mine" viewBox="0 0 45 45">` + mineArt + "</symbol>\n")
	b.WriteString(`<symbol id="broom" viewBox="0 0 45 45">` + broomArt + "</symbol>\n")
	b.WriteString(`<symbol id="flag" viewBox="0 0 45 45">` + flagArt + "</symbol>\n")
	b.WriteString(`<symbol id="known" viewBox="0 0 45 45">` + knownArt + "</symbol>\n")
	b.WriteString("</svg>\n")
	return b.String()
}

// knightGroup returns the white knight (45-unit art) placed with its own
// centre at (cx, cy), scaled by s.
func knightGroup(cx, cy, s float64) string {
	return fmt.Sprintf(`<g transform="translate(%s %s) scale(%s) translate(-22.5 -23)">`, num(cx), num(cy), num(s)) +
		pieceGroup(pieces['N'], white, "1.5", "") + "</g>"
}

func mineGroup(cx, cy, s float64) string {
	return fmt.Sprintf(`<g transform="translate(%s %s) scale(%s) translate(-22.5 -22.5)">`, num(cx), num(cy), num(s)) + mineArt + "</g>"
}

// checker draws a 4x4 board of the given size.
func checker(size float64) string {
	q := size / 4
	var d strings.Builder
	for r := 0; r < 4; r++ {
		for c := 0; c < 4; c++ {
			if (r+c)%2 == 1 {
				fmt.Fprintf(&d, "M%s %sh%sv%sh-%sz", num(float64(c)*q), num(float64(r)*q), num(q), num(q), num(q))
			}
		}
	}
	return fmt.Sprintf(`<rect width="%s" height="%s" fill="#f0d9b5"/><path fill="#b58863" d="%s"/>`, num(size), num(size), d.String())
}

// icon: rounded chequered tile, big knight, a small mine in the corner.
func icon() string {
	return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">` + "\n" +
		`<!-- Minesweeper Chess app icon. Original work, MIT licence. Generated by tools/icons. -->` + "\n" +
		`<clipPath id="t"><rect width="512" height="512" rx="96"/></clipPath>` +
		`<g clip-path="url(#t)">` + checker(512) + `</g>` + "\n" +
		knightGroup(228, 272, 10) + "\n" +
		mineGroup(398, 116, 3.1) + "\n</svg>\n"
}

// maskable: full-bleed tile; knight and mine kept inside the central 80%
// circle (radius 204.8 around 256,256).
func maskable() string {
	return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">` + "\n" +
		`<!-- Minesweeper Chess maskable app icon. Original work, MIT licence. Generated by tools/icons. -->` + "\n" +
		checker(512) + "\n" +
		knightGroup(240, 270, 7.6) + "\n" +
		mineGroup(340, 162, 2.3) + "\n</svg>\n"
}

func main() {
	root := flag.String("root", ".", "repository root")
	flag.Parse()
	files := map[string]string{
		"site/pieces.svg":              sprite(),
		"site/icons/icon.svg":          icon(),
		"site/icons/icon-maskable.svg": maskable(),
	}
	for p, s := range files {
		full := filepath.Join(*root, p)
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			log.Fatal(err)
		}
		if err := os.WriteFile(full, []byte(s), 0o644); err != nil {
			log.Fatal(err)
		}
	}
}
