package engine

// Played is one move of a game's history.
type Played struct {
	Move    Move
	SAN     string // with its "*", "+" and "#" suffixes
	Effects Effects
	Events  []Event
	before  Position // the referee position the move was played from
}

// Game is a game under a referee: it knows the whole minefield, keeps the history for
// undo and repetition, and decides the result. What a player may see of it comes
// through View and ViewAt, which never show a mine under fog.
type Game struct {
	seed   uint64
	seeded bool
	start  Position
	pos    Position
	plies  []Played
	keys   []uint64 // keys[i] is the position's key after i plies
	result Result
	reason Reason

	// A dealt game (NewDealtGame) plays on the players' view: deal is what its
	// openings told, and field, once OpenField has checked the whole
	// minefield, the same game under a referee.
	dealt bool
	deal  dealing
	field *Game
}

// NewGame starts a game from the set-up of docs/rules.md §1 on the minefield of seed.
func NewGame(seed uint64) *Game {
	g := newGame(StartPosition(MinesFromSeed(seed)))
	g.seed, g.seeded = seed, true
	return g
}

// NewGameFrom starts a game from a referee position, such as one read from MFEN.
func NewGameFrom(p Position) (*Game, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	if p.IsView() {
		return nil, ErrViewOnly
	}
	g := newGame(p)
	g.settle(Effects{Blast: NoSquare, Sapper: NoSquare}, p.side.Other())
	return g, nil
}

func newGame(p Position) *Game {
	return &Game{start: p, pos: p, keys: []uint64{p.Key()}}
}

// Seed returns the seed the minefield came from, and whether there is one: a game
// set up from a position has its mines but no seed.
func (g *Game) Seed() (uint64, bool) { return g.seed, g.seeded }

// Start returns the referee position the game started from, every mine listed.
func (g *Game) Start() Position { return g.start }

// Referee returns the current position with every mine listed. Only what judges or
// records the game may use it; players get View. A dealt game knows no mine under
// fog, so its position is the players' view.
func (g *Game) Referee() Position { return g.pos }

// Side returns the side to move.
func (g *Game) Side() Color { return g.pos.side }

// Moves returns the moves played so far.
func (g *Game) Moves() []Played { return g.plies }

// Len returns the number of plies played.
func (g *Game) Len() int { return len(g.plies) }

// Result returns the result and, once the game is over, why.
func (g *Game) Result() (Result, Reason) { return g.result, g.reason }

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.result != Ongoing }

// LegalMoves returns the legal moves of the side to move, none once the game is over.
func (g *Game) LegalMoves() []Move {
	if g.Over() {
		return nil
	}
	return g.pos.LegalMoves()
}

// Play plays m for the side to move and returns what happened, in order. In a
// dealt game a move that lifts fog needs its openings (PlayOpened).
func (g *Game) Play(m Move) ([]Event, error) {
	if g.Over() {
		return nil, ErrGameOver
	}
	if !g.pos.IsLegal(m) {
		return nil, ErrIllegalMove
	}
	if g.dealt && g.pos.Opens(m).Any() {
		return nil, ErrNeedsOpenings
	}
	return g.playOn(g.pos, m), nil
}

// playOn plays the legal move m from pos, the game's position with whatever
// its openings told listed, and returns what happened.
func (g *Game) playOn(pos Position, m Move) []Event {
	before := g.pos
	san := before.SAN(m)
	g.pos = pos
	e := g.pos.Play(m)
	g.keys = append(g.keys, g.pos.Key())
	evs := events(m, e)
	check := g.pos.InCheck() && !e.Exposed
	if check {
		evs = append(evs, Event{Kind: EventCheck, Piece: Piece{Color: g.pos.side, Kind: King}, To: g.pos.KingSquare(g.pos.side)})
	}
	g.settle(e, before.side)
	if g.Over() {
		evs = append(evs, Event{Kind: EventGameOver, Result: g.result, Reason: g.reason})
	}
	san += sanSuffix(e, check, g.reason == Checkmate)
	g.plies = append(g.plies, Played{Move: m, SAN: san, Effects: e, Events: evs, before: before})
	return evs
}

// settle decides whether the game ended with the move just played by mover, in the
// order of docs/rules.md §7.
func (g *Game) settle(e Effects, mover Color) {
	switch {
	case e.Exposed:
		g.result, g.reason = winner(mover.Other()), KingExposed
	case len(g.pos.LegalMoves()) == 0:
		if g.pos.InCheck() {
			g.result, g.reason = winner(mover), Checkmate
		} else {
			g.result, g.reason = Draw, Stalemate
		}
	case g.repetitions() >= 3:
		g.result, g.reason = Draw, Repetition
	case g.pos.InsufficientMaterial():
		g.result, g.reason = Draw, InsufficientMaterial
	}
}

// repetitions counts how often the current position has stood, counting now.
func (g *Game) repetitions() int {
	key, n := g.keys[len(g.keys)-1], 0
	for _, k := range g.keys {
		if k == key {
			n++
		}
	}
	return n
}

// CanUndo reports whether the last plies moves can be taken back, and if not,
// why (docs/rules.md §10): ErrGameOver once the game has ended, by any result, since
// its minefield may be on show; ErrNothingUndo when fewer moves were played;
// ErrRevealed when any of them revealed anything (Effects.Revealing), which
// stands, and with it every move before it. Plies are checked as one, so that
// a player's move and the reply to it are taken back together or not at all.
func (g *Game) CanUndo(plies int) error {
	switch {
	case g.Over():
		return ErrGameOver
	case plies < 1 || plies > len(g.plies):
		return ErrNothingUndo
	}
	for _, p := range g.plies[len(g.plies)-plies:] {
		if p.Effects.Revealing() {
			return ErrRevealed
		}
	}
	return nil
}

// Undo takes back the last plies moves exactly, when CanUndo allows it, and
// otherwise changes nothing and returns CanUndo's error. A game that is over
// stays over: a result is never taken back, with a move or without.
func (g *Game) Undo(plies int) error {
	if err := g.CanUndo(plies); err != nil {
		return err
	}
	g.pop(plies)
	return nil
}

// pop drops the last plies moves and any result they brought, restoring the
// position before them. In play only Undo calls it, once §10 allows, and so
// never on a game that is over.
func (g *Game) pop(plies int) {
	n := len(g.plies) - plies
	g.pos = g.plies[n].before
	g.plies = g.plies[:n]
	g.keys = g.keys[:n+1]
	g.result, g.reason = Ongoing, NoReason
}

// Resign ends the game with a loss for c.
func (g *Game) Resign(c Color) error {
	if g.Over() {
		return ErrGameOver
	}
	g.result, g.reason = winner(c.Other()), Resignation
	return nil
}

// Flag ends the game on time: the side to move's clock reached zero (docs/rules.md
// §7). That side loses, or it is a draw when the other side cannot checkmate
// (Position.CannotMate). It is for the page's clock, which only runs for the
// side to move.
func (g *Game) Flag() error {
	if g.Over() {
		return ErrGameOver
	}
	side := g.pos.side
	g.result, g.reason = winner(side.Other()), TimeForfeit
	if g.pos.CannotMate(side.Other()) {
		g.result = Draw
	}
	return nil
}

// AgreeDraw ends the game in a draw agreed by both players.
func (g *Game) AgreeDraw() error {
	if g.Over() {
		return ErrNoGameToDraw
	}
	g.result, g.reason = Draw, DrawAgreed
	return nil
}

// View is what the players see of a game: the position with only the found mines
// listed, and the number each revealed fog-zone square shows.
type View struct {
	Position Position
	// Numbers[s] is the live count of mines around a revealed fog-zone square s
	// (docs/rules.md §2), or -1 where no number is shown: fogged squares and squares
	// outside the fog zone.
	Numbers [NumSquares]int8
}

// View returns the players' view of the current position.
func (g *Game) View() View { return g.viewOf(&g.pos) }

// ViewAt returns the players' view of the position after ply plies (0 is the start).
func (g *Game) ViewAt(ply int) (View, error) {
	switch {
	case ply < 0 || ply > len(g.plies):
		return View{}, ErrNoSuchPly
	case ply == len(g.plies):
		return g.View(), nil
	}
	return g.viewOf(&g.plies[ply].before), nil
}

// RefereeAt returns the position after ply plies with every mine listed, for replaying
// a finished game with its minefield shown. While the game is on it returns
// ErrGameNotOver: the mines under fog are not for the players' eyes yet; a dealt
// game returns ErrFieldUnknown until OpenField.
func (g *Game) RefereeAt(ply int) (Position, error) {
	switch {
	case !g.Over():
		return Position{}, ErrGameNotOver
	case g.dealt && g.field == nil:
		return Position{}, ErrFieldUnknown
	case g.dealt:
		return g.field.RefereeAt(ply)
	case ply < 0 || ply > len(g.plies):
		return Position{}, ErrNoSuchPly
	case ply == len(g.plies):
		return g.pos, nil
	}
	return g.plies[ply].before, nil
}

// viewOf returns the players' view of p, a position of the game: a referee
// position's, or a dealt game's with the numbers its openings gave.
func (g *Game) viewOf(p *Position) View {
	if g.dealt {
		return View{Position: *p, Numbers: g.deal.numbers(p)}
	}
	return viewOf(p)
}

func viewOf(referee *Position) View {
	v := View{Position: referee.View()}
	for s := range Square(NumSquares) {
		v.Numbers[s] = -1
		if fogZone.AndNot(referee.fog).Has(s) {
			v.Numbers[s] = int8(referee.Number(s))
		}
	}
	return v
}

// InsufficientMaterial reports whether neither side can ever checkmate (docs/rules.md §7):
// bare kings, a king and one minor piece against a king, or a bishop each on squares
// of the same colour.
func (p *Position) InsufficientMaterial() bool {
	if p.kinds[Pawn].Or(p.kinds[Rook]).Or(p.kinds[Queen]).Any() {
		return false
	}
	minors := p.kinds[Knight].Or(p.kinds[Bishop])
	switch minors.Count() {
	case 0, 1:
		return true
	case 2:
		w, b := p.Pieces(White, Bishop), p.Pieces(Black, Bishop)
		if w.Count() != 1 || b.Count() != 1 {
			return false
		}
		sw, sb := w.First(), b.First()
		return sw.Light() == sb.Light()
	}
	return false
}

// CannotMate reports whether side c cannot checkmate by any series of legal moves,
// as docs/rules.md §7 judges it when the other side's flag falls: from the pieces
// alone, which both players see. c has only its king; or a king and one knight
// or bishop against a lone king; or every piece on the board but the kings is a
// bishop, all on squares of one colour.
func (p *Position) CannotMate(c Color) bool {
	mine, theirs := p.colors[c].Count()-1, p.colors[c.Other()].Count()-1
	minors := p.Pieces(c, Knight).Or(p.Pieces(c, Bishop)).Count()
	switch {
	case mine == 0, mine == 1 && minors == 1 && theirs == 0:
		return true
	}
	bishops := p.kinds[Bishop]
	if bishops.Count() != mine+theirs {
		return false
	}
	light := 0
	for _, s := range bishops.Squares() {
		if s.Light() {
			light++
		}
	}
	return light == 0 || light == bishops.Count()
}
