package markup

import (
	"strings"

	"mschess/ui"
)

// figurine returns the sprite's symbol for a letter that a move starts with,
// or that follows the "=" of a promotion, or "" for none: a piece's figurine,
// White's for both sides as printed scoresheets have them, and for a sweep's S
// the broom the board shows. They read alike in every language, where the
// letters are English's.
func figurine(letter byte) string {
	switch letter {
	case 'K', 'Q', 'R', 'B', 'N':
		return "w" + string(letter)
	case 'S':
		return "broom"
	}
	return ""
}

// Figurines returns the markup of moves, one or more in SAN separated by
// spaces (and move numbers, as in "12. Nf3 Nc8"), with each piece's letter as
// its figurine from the sprite at URL sprite: "♘f3" for Nf3, "e10=♕" for
// e10=Q. The figurines are hidden from screen readers, which a move's words
// serve (ui.Panel.MoveWords). The SAN itself stays as docs/rules.md §8 writes
// it, in records, links and typed moves.
func Figurines(sprite, moves string) string {
	var b strings.Builder
	for i, token := range strings.Split(moves, " ") {
		if i > 0 {
			b.WriteByte(' ')
		}
		from := 0 // the start of the text not written yet
		for j := range len(token) {
			id := figurine(token[j])
			if id == "" || (j > 0 && token[j-1] != '=') {
				continue
			}
			b.WriteString(ui.EscapeAttr(token[from:j]))
			b.WriteString(Icon(sprite, "fig", id, Hidden))
			from = j + 1
		}
		b.WriteString(ui.EscapeAttr(token[from:]))
	}
	return b.String()
}
