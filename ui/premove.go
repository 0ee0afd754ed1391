package ui

import (
	"mschess/engine"
	"mschess/ui/text"
)

// premove is a move that the person at this screen queued while the rival was
// to move (issue 24, item 5): the squares a piece goes from and to. It is a
// wish, not a move: the piece's target is any square it could reach as it
// moves, and whether the move is legal is judged only once the turn comes
// back, on the players' view. Its zero value, whose squares are the same,
// queues none.
type premove struct{ from, to engine.Square }

// queued reports whether p is a premove at all.
func (p premove) queued() bool { return p.from != p.to }

// premoves is how the App takes premoves: against the computer and a friend,
// never between two people at one screen, who both move on this device. One
// premove stands at a time, and the table keeps it (table.pre), so that
// whatever drops the selection drops it too: a tap elsewhere, Esc, a
// take-back, another game.
type premoves struct{ app *App }

// premoving reports whether a move of the person at this screen would be
// queued as a premove in m now: the game runs and the rival is to move —
// which two people at one screen never are — but not during a friend's deal,
// nor once a friend's game stopped.
func premoving(m *match) bool {
	f, ok := m.rival.(*friend)
	return m.rivalToMove() && m.rival.plays(m.game.Side()) && (!ok || f.err == nil && f.side.Dealt())
}

// premoveTargets returns the squares a premove of the piece on from in the
// view v, where the rival is to move, may go to: those it could move to were
// it its turn now (a pawn's steps, castling), and any square it attacks on an
// empty board, since the rival's move may clear the way or bring a piece to
// take. Nothing in it depends on a hidden mine: a fogged square is a target
// like any other.
func premoveTargets(v engine.View, from engine.Square) (t [engine.NumSquares]bool) {
	p := &v.Position
	pc := p.PieceAt(from)
	if pc.IsNone() || pc.Color == p.Side() {
		return t
	}
	for _, s := range engine.Attacks(pc, from, engine.Bitboard{}).Squares() {
		t[s] = true
	}
	// The generator judges only the mover's own king, so the rival's being
	// in check, which PassTurn warns a search of, does not matter here.
	p.PassTurn()
	for _, l := range p.LegalMoves() {
		if l.From == from {
			t[l.To] = true
		}
	}
	return t
}

// Deselect puts down the piece picked up, if any, and drops the premove, as
// Esc does; a premove dropped is said (cancelled).
func (p premoves) Deselect() {
	defer p.cancelled(p.app.pre)
	p.putDown(engine.NoSquare)
}

// putDown drops the selection and, when a piece was picked up, says so: that
// it cannot go to s, the square pressed or dropped on, or, when s is its own
// square or NoSquare, that it is put down. A screen reader hears what the
// board shows (a newcomer's trial heard nothing as a target refused).
func (p premoves) putDown(s engine.Square) {
	a := p.app
	from := a.sel.sq
	a.deselect()
	if from == engine.NoSquare {
		return
	}
	name := a.PieceName(a.game.livePiece(from))
	if s == engine.NoSquare || s == from {
		a.say(a.text.Text(text.PutDown, name, from.String()), NoCue)
	} else {
		a.say(a.text.Sentence(text.CannotGo, name, from.String(), s.String()), NoCue)
	}
}

// cancelled says so when pre was queued and the person dropped it, with no
// piece picked up for another.
func (p premoves) cancelled(pre premove) {
	if a := p.app; pre.queued() && !a.pre.queued() && a.sel.sq == engine.NoSquare {
		a.say(a.news.tell(text.PremoveCancelled, a.text), NoCue)
	}
}

// queue makes the move of the piece on from to to the premove, when the
// person may premove it now, and says so; it reports whether it did.
func (p premoves) queue(from, to engine.Square) bool {
	a := p.app
	if from == engine.NoSquare || from == to || !a.live() || !premoving(&a.match) || !premoveTargets(a.game.View(), from)[to] {
		return false
	}
	a.deselect()
	a.pre = premove{from, to}
	a.say(a.text.Text(text.PremoveSet, a.text.Sentence(text.EvMove, a.PieceName(a.game.livePiece(from)), from.String(), to.String())), NoCue)
	return true
}

// follow plays pre, the premove queued before the rival's move whose events
// are evs, now that the person's turn has come: at once, or after a question
// when it lands on a found mine, as a tap would be. The rival's move still
// glides beside it and is said first; its effects end with the premove, as
// with anything the person does. The premove is dropped, and the status says
// so, when it is not legal in the new position or the game still waits for
// the rival (a friend's offer to answer first), and when the rival's move set
// off a mine: a blast changes the position in ways the person did not see
// coming, so any blast cancels it.
func (p premoves) follow(pre premove, evs []engine.Event) {
	a := p.app
	if !pre.queued() || a.game.Over() {
		return
	}
	m, ok := a.moveTo(pre.from, pre.to)
	ok = ok && !a.rivalToMove() // a friend's page may still wait for an answer
	why := text.PremoveDropped
	for _, ev := range evs {
		if ev.Kind == engine.EventBlast {
			ok, why = false, text.PremoveBlast
		}
	}
	if !ok {
		a.say(join(a.announce, a.news.tell(why, a.text)), a.cue)
		return
	}
	slid, said, cue, n := a.news.glides, a.announce, a.cue, a.said
	a.warnFirst(m, a.AsksMines(), a.play)
	if a.said == n {
		return // asked first, or held for the friend's openings
	}
	for s, g := range slid {
		if a.news.glides[s].Piece.IsNone() {
			a.news.glides[s] = g
		}
	}
	a.say(join(said, a.announce), max(cue, a.cue))
}

// mark shows the premove on the board b: its two squares, and while a piece
// is picked up for one, where it may go.
func (p premoves) mark(b *[engine.NumSquares]Square) {
	a := p.app
	if a.pre.queued() {
		b[a.pre.from].Premove, b[a.pre.to].Premove = true, true
	}
	if a.sel.sq != engine.NoSquare && premoving(&a.match) {
		for s, ok := range premoveTargets(a.game.View(), a.sel.sq) {
			b[s].Target = ok
		}
	}
}
