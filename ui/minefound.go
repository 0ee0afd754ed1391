package ui

import (
	"slices"

	"mschess/engine"
	"mschess/persist"
	"mschess/ui/text"
)

// mineWords word the question that a move of each kind of piece onto a
// found mine asks first. A king clears the mine unharmed (docs/rules.md §3)
// and asks nothing.
var mineWords = [...]text.Key{
	engine.Pawn:   text.AskMinePawn,
	engine.Knight: text.AskMineKnight,
	engine.Bishop: text.AskMineBishop,
	engine.Rook:   text.AskMineRook,
	engine.Queen:  text.AskMineQueen,
}

// AsksMines reports whether a move onto a found mine asks first: as switched
// in the page, else as kept on the device, else yes.
func (v *visit) AsksMines() bool { return v.switched(v.mineAsk, persist.MineAskSetting) != "off" }

// SetAskMines chooses whether a move onto a found mine asks first, and keeps
// the choice for the next visit.
func (v *visit) SetAskMines(on bool) { v.setSwitch(&v.mineAsk, persist.MineAskSetting, on) }

// warnFirst plays mv, a legal move of the live position, by play at once,
// unless ask is set and mv carries a piece onto a found mine, which destroys
// it (docs/rules.md §3): then it asks the players first, in the piece's
// words, and play waits for their yes (Answer), if mv is still legal then.
// The mine is in plain sight, so the question tells nothing hidden: a move
// onto a fogged square never asks, whatever lies under it.
func (m *match) warnFirst(mv engine.Move, ask bool, play func(engine.Move)) {
	pc := m.game.livePiece(mv.From)
	if !ask || mv.Kind != engine.Ordinary || pc.Kind == engine.King || !m.game.foundMine(mv.To) {
		play(mv)
		return
	}
	m.ask = asking{
		question: AskMine,
		yes: func() {
			if slices.Contains(m.game.legalMoves(), mv) {
				play(mv)
			}
		},
		words: func(c text.Catalog) string { return c.Text(mineWords[pc.Kind], mv.To.String()) },
	}
}
