package engine

import "errors"

// A dealt game is a game whose minefield nobody holds (docs/rules.md §11): the
// two players' devices keep it encrypted between them, and each fogged square is
// opened only as a landing lifts its fog. The game plays on the players' view,
// and every move that lifts fog is settled by the Openings of the squares it
// lifts, which come from outside (Opens says which). Everything else the rules
// reveal follows from public events: a mine that goes off, is swept or is
// cleared by a king is gone for all to see, so the numbers around it fall
// without any opening, and the all clear comes when the count of hidden mines
// reaches zero.

// Errors of a dealt game's openings: the honest side never plays on from them.
var (
	ErrNeedsOpenings = errors.New("this move lifts fog: it needs the openings of the squares it lifts")
	ErrNotDealt      = errors.New("this game holds its minefield: it takes no openings")
	ErrBadOpenings   = errors.New("these openings do not fit the move or what the board already shows")
	ErrFieldUnknown  = errors.New("the minefield of this game has not been opened")
	ErrWrongField    = errors.New("this minefield does not agree with what the game showed")
)

// dealing is what a dealt game has learnt of its minefield: the openings so far.
// Openings only ever add to it, and a move that opened nothing is all a
// take-back can undo (docs/rules.md §10), so one value serves every ply.
type dealing struct {
	opened Bitboard // the squares opened
	mines  Bitboard // those of them that held a mine as dealt, gone since or not
	// around[s] is the count of mines the field as dealt holds around an opened
	// square s.
	around [NumSquares]int8
}

// NewDealtGame starts a game from the set-up of docs/rules.md §1 whose four mines
// nobody holds: they lie somewhere under the fog, and the game learns of them
// only through the openings its moves are played with (PlayOpened).
func NewDealtGame() *Game {
	p := StartPosition(Bitboard{})
	p.hidden = MineCount
	g := newGame(p)
	g.dealt = true
	return g
}

// NewDealtGameFrom starts a dealt game from a players' view, such as that of a
// position set up from MFEN: its found mines listed, the others counted as
// hidden, and the number of each revealed fog-zone square, which stands for
// that square's opening (docs/rules.md §11). Numbers that cannot be are refused
// with ErrBadOpenings.
func NewDealtGameFrom(v View) (*Game, error) {
	p := v.Position
	if err := p.Validate(); err != nil {
		return nil, err
	}
	g := newGame(p)
	g.dealt = true
	g.deal.opened, g.deal.mines = fogZone.AndNot(p.fog), p.mines
	for _, s := range g.deal.opened.Squares() {
		if v.Numbers[s] < 0 || v.Numbers[s] > 8 {
			return nil, ErrBadOpenings
		}
		g.deal.around[s] = v.Numbers[s]
	}
	if !g.deal.consistent() {
		return nil, ErrBadOpenings
	}
	g.settle(Effects{Blast: NoSquare, Sapper: NoSquare}, p.side.Other())
	return g, nil
}

// Dealt reports whether nobody holds the game's minefield (NewDealtGame).
func (g *Game) Dealt() bool { return g.dealt }

// Opens returns the fogged squares that m would lift, which are all a dealt game
// needs opened to settle it: the ring of each landing (both of castling's) and
// a sweep's square (docs/rules.md §2, §4). It depends on public facts alone.
func (p *Position) Opens(m Move) Bitboard {
	if m.Kind == Sweep {
		return p.fog.And(BitOf(m.To))
	}
	b := revealRing[m.To]
	if m.Kind == Castle {
		cs := castles[p.side][0]
		if m.To != cs.kingTo {
			cs = castles[p.side][1]
		}
		b = b.Or(revealRing[cs.rookTo])
	}
	return b.And(p.fog)
}

// Opens returns the fogged squares that m would lift in the current position
// (Position.Opens).
func (g *Game) Opens(m Move) Bitboard { return g.pos.Opens(m) }

// PlayOpened plays m in a dealt game, with opened the openings of exactly the
// squares Opens(m) names, and returns what happened, as Play does. Openings
// that do not fit, or that contradict what the board has shown, are refused with
// ErrBadOpenings and change nothing.
func (g *Game) PlayOpened(m Move, opened []Opening) ([]Event, error) {
	switch {
	case !g.dealt:
		return nil, ErrNotDealt
	case g.Over():
		return nil, ErrGameOver
	case !g.pos.IsLegal(m):
		return nil, ErrIllegalMove
	}
	pos, deal := g.pos, g.deal
	if err := deal.learn(&pos, pos.Opens(m), opened); err != nil {
		return nil, err
	}
	g.deal = deal
	return g.playOn(pos, m), nil
}

// learn takes in the openings of the squares want of position p, and lists the
// mines they found in p, as found mines ready to meet the move that lifts them.
// It checks them against everything already known and changes neither p nor d
// unless they fit.
func (d *dealing) learn(p *Position, want Bitboard, opened []Opening) error {
	next := *d
	var got, mines Bitboard
	for _, o := range opened {
		if !want.Has(o.Square) || got.Has(o.Square) || o.Around < 0 || o.Around > 8 {
			return ErrBadOpenings
		}
		got = got.With(o.Square)
		next.around[o.Square] = int8(o.Around)
		if o.Mine {
			mines = mines.With(o.Square)
		}
	}
	if got != want || mines.Count() > p.hidden || mines.And(p.Occupied()).Any() {
		return ErrBadOpenings
	}
	next.opened = next.opened.Or(got)
	next.mines = next.mines.Or(mines)
	if !next.consistent() {
		return ErrBadOpenings
	}
	*d = next
	p.mines = p.mines.Or(mines)
	p.hidden -= mines.Count()
	return nil
}

// consistent reports whether every opened square's count still fits: no fewer
// mines around it than are known, no more than are known plus what the unopened
// squares around it can still hold.
func (d *dealing) consistent() bool {
	for _, s := range d.opened.Squares() {
		known := Neighbours(s).And(d.mines).Count()
		open := Neighbours(s).And(fogZone).AndNot(d.opened).Count()
		if n := int(d.around[s]); n < known || n > known+open {
			return false
		}
	}
	return true
}

// numbers returns the live number of every revealed fog-zone square of p, a
// position of the game, or -1 where none shows (View.Numbers): an opened
// square's count as dealt, less the dealt mines around it that are gone by p;
// a square the all clear lifted, with no mine left under fog, counts the found
// mines.
func (d *dealing) numbers(p *Position) [NumSquares]int8 {
	var n [NumSquares]int8
	gone := d.mines.AndNot(p.fog).AndNot(p.mines)
	for s := range Square(NumSquares) {
		switch {
		case !fogZone.AndNot(p.fog).Has(s):
			n[s] = -1
		case d.opened.Has(s):
			n[s] = d.around[s] - int8(Neighbours(s).And(gone).Count())
		default:
			n[s] = int8(p.Number(s))
		}
	}
	return n
}

// OpenField takes the whole minefield of a finished dealt game as it stood at
// the start, once both players have opened it, and checks it against every opening the game was
// played with and every move: ErrWrongField when it disagrees, ErrGameNotOver
// while the game is on. From then on RefereeAt shows the game with its mines.
func (g *Game) OpenField(mines Bitboard) error {
	switch {
	case !g.dealt:
		return ErrNotDealt
	case !g.Over():
		return ErrGameNotOver
	}
	start := g.start
	if mines.Count() != start.MineCounter() || start.mines.AndNot(mines).Any() || mines.AndNot(start.mines).AndNot(start.fog).Any() {
		return ErrWrongField
	}
	start.mines, start.hidden = mines, 0
	for _, s := range g.deal.opened.Squares() {
		if mines.Has(s) != g.deal.mines.Has(s) || Neighbours(s).And(mines).Count() != int(g.deal.around[s]) {
			return ErrWrongField
		}
	}
	ref := newGame(start)
	for i, p := range g.plies {
		if _, err := ref.Play(p.Move); err != nil || ref.plies[i].SAN != p.SAN || ref.plies[i].Effects != p.Effects {
			return ErrWrongField
		}
	}
	ref.result, ref.reason = g.result, g.reason
	g.field = ref
	return nil
}
