package uci

import (
	"fmt"

	"mschess/engine"
)

// Line is a game as an engine is handed it: the position after the last pawn move
// or capture, and the moves since. No repetition reaches back past either, and a
// FEN written after a double step offers no en passant, which an engine of ordinary
// chess would otherwise take (docs/rules.md §5).
type Line struct {
	base string
	tail []string
}

// Add records p, the game's position now, reached by m; the first position of a
// game is added with NoMove.
func (l *Line) Add(p *engine.Position, m engine.Move) {
	if m == engine.NoMove || p.Halfmove() == 0 {
		l.base, l.tail = FEN(p), l.tail[:0]
		return
	}
	l.tail = append(l.tail, Move(m))
}

// Choose asks the engine for its move in p, the last position added to line, under
// a budget of nodes.
func (e *Engine) Choose(p *engine.Position, line *Line, nodes int) (engine.Move, error) {
	if err := e.Position(line.base, line.tail); err != nil {
		return engine.NoMove, err
	}
	text, _, err := e.GoNodes(nodes)
	if err != nil {
		return engine.NoMove, err
	}
	m, err := ParseMove(p, text)
	if err != nil {
		return engine.NoMove, fmt.Errorf("%s played an illegal move: %w", e.Name, err)
	}
	return m, nil
}
