package uci

import (
	"fmt"
	"strings"

	"mschess/engine"
)

// Move writes m in UCI coordinates: "e2e4", "e9e10q" for a promotion and the king's
// two squares for a castling. A sweep has no UCI form; it is written as in SAN.
func Move(m engine.Move) string {
	if m.Kind == engine.Promotion {
		return m.String() + "q"
	}
	return m.String()
}

// ParseMove reads text, a move in UCI coordinates, as a legal move of p other than
// a sweep, and says why when it is none.
func ParseMove(p *engine.Position, text string) (engine.Move, error) {
	body, promo := text, false
	if n := len(text); n > 0 && text[n-1] >= 'a' && text[n-1] <= 'z' {
		body, promo = text[:n-1], true
		if text[n-1] != 'q' {
			return engine.NoMove, fmt.Errorf("%q promotes to %q: pawns promote to a queen only (docs/rules.md §5)", text, text[n-1:])
		}
	}
	// The destination starts at the second file letter: the first's rank has one or
	// two digits.
	cut := strings.IndexFunc(body[min(1, len(body)):], func(r rune) bool { return r >= 'a' && r <= 'h' }) + 1
	if cut <= 0 {
		return engine.NoMove, fmt.Errorf("%q is no move in UCI coordinates such as e2e4", text)
	}
	from, errFrom := engine.ParseSquare(body[:cut])
	to, errTo := engine.ParseSquare(body[cut:])
	if errFrom != nil || errTo != nil {
		return engine.NoMove, fmt.Errorf("%q is no move in UCI coordinates such as e2e4", text)
	}
	for _, m := range p.AppendLegalMoves(nil, false) {
		if m.From == from && m.To == to && (m.Kind == engine.Promotion) == promo {
			return m, nil
		}
	}
	return engine.NoMove, fmt.Errorf("%s is not legal in %s", text, FEN(p))
}

// FEN writes p, which has neither mines nor fog, as the six fields of a FEN.
func FEN(p *engine.Position) string {
	return strings.Join(strings.Fields(p.MFEN())[:6], " ")
}
