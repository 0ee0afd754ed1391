package ui

import (
	"mschess/engine"
	"mschess/persist"
	"mschess/ui/text"
)

// match is everything that belongs to one game on show, and to it alone: the
// game and where it came from, the position on show, a draw offer, the
// question put to the players, the check of the commitment, the players'
// flags, and who plays the other side with the requests put to it. A game
// started, loaded or joined gets a match of its own (next), so that nothing
// of the one before lingers.
type match struct {
	game     current
	shown    int          // the ply on show: game.Len() when live
	typed    int          // counts the changes of the position a move is typed for (Panel.TypedFor)
	replay   ReplayView   // how a finished game's board is shown
	draw     drawOffer    // a draw on offer, if any
	ask      asking       // the question put to the players, if any (ask.go)
	verify   verification // the check of the minefield's commitment (replay.go)
	assisted bool         // the player's game was played with the overlay on (aids.go)
	notes    notes        // the players' flags (flags.go)
	news                  // what the screen tells of the last action

	rival  rival  // who plays the other side (opponent.go)
	clocks clocks // the players' clocks (clock.go)
	// turn counts the changes to the game: a request is answered only while the
	// game stands as it was asked, so that a take-back or a new game cancels a
	// search in progress.
	turn int
	// failed is set when the computer could not answer the request standing
	// now; it is not asked again until the players say so (Retry).
	failed bool
}

// next returns the match of g, which came from where from says, after m: it
// is played against m's rival (two people, when m is the zero match, and after
// a friend's game, which is the friend's alone) on m's time control, and its
// counts go on from m's, so that no request or typed move of m's game is taken
// for one of g's.
func (m *match) next(g *engine.Game, from origin) match {
	var r rival = people{}
	if m.rival != nil {
		r = m.rival.next()
	}
	return match{game: current{Game: g, from: from}, typed: m.typed + 1, turn: m.turn + 1, rival: r, clocks: m.clocks.next()}
}

// changed notes that the game changed: any request put to the computer before
// is void.
func (m *match) changed() { m.turn, m.failed = m.turn+1, false }

// Game returns the game being played, for saving it. The caller must not change it.
func (m *match) Game() *engine.Game { return m.game.Game }

// Reviewing reports whether a finished game from a link or a record is on show
// rather than the player's own.
func (m *match) Reviewing() bool { return m.game.from.reviewing() }

// live reports whether the current position is on show.
func (m *match) live() bool { return m.shown == m.game.Len() }

// view returns the players' view of the position on show.
func (m *match) view() engine.View {
	if m.live() {
		return m.game.View()
	}
	v, err := m.game.ViewAt(m.shown)
	if err != nil {
		return m.game.View() // shown is kept within the game, so this cannot happen
	}
	return v
}

// shownPiece returns the piece on s in the position on show, or NoPiece.
func (m *match) shownPiece(s engine.Square) engine.Piece {
	v := m.view()
	return v.Position.PieceAt(s)
}

// showEnd shows the game just ended: its ending is told (Panel.Ended), and the
// mines still under fog appear on the board, as Minesweeper shows them once
// nothing is left to play for; the players' view is a choice away.
func (m *match) showEnd() {
	m.news.ended = true
	m.replay = WithMines
}

// current is the game on show, its legal moves and what is known about it
// besides its moves.
type current struct {
	*engine.Game
	legal []engine.Move // legal moves of the live position once asked for (legalMoves)
	from  origin
	tags  []engine.Tag // its record's tags, for a game from a link or a record
	// public is set when whoever has the address knows the seed: it named it.
	public bool
	daily  string // the UTC date of the daily minefield it is played on, or ""
}

// canGoBack reports whether BackToYourGame leaves g for the player's own game
// (Panel.Back); saved returns the saved game, as for askFirst.
func (g *current) canGoBack(saved func() *engine.Game) bool {
	return g.from.reviewing() || g.from == dealt && g.Over() && inProgress(saved())
}

// knownNote says why anyone could know the game's minefield, which is then no
// secret, in the words of c; "" for a minefield the page drew itself, the only
// kind that is secret.
func (g *current) knownNote(c text.Catalog) string {
	switch {
	case g.daily != "":
		return c.Text(text.DailyNote, g.daily)
	case g.public:
		return c.Text(text.SeedNote)
	case g.from.reviewing():
		return c.Text(text.RecordNote)
	}
	return ""
}

// knownTag is the record's tag for a minefield anyone could know, with the
// words of c, and whether there is one. A record's own game keeps its tags.
func (g *current) knownTag(c text.Catalog) (engine.Tag, bool) {
	switch {
	case g.daily != "":
		return engine.Tag{Name: knownTagName, Value: c.Text(text.DailyEvent, g.daily)}, true
	case g.public:
		return engine.Tag{Name: knownTagName, Value: c.Text(text.SeedTag)}, true
	}
	return engine.Tag{}, false
}

// known is how the save says that anyone could know the game's minefield: as
// knownTag does, but in no language.
func (g *current) known() string {
	switch {
	case g.daily != "":
		return persist.KnownDaily + " " + g.daily
	case g.public:
		return persist.KnownByAddress
	}
	return ""
}

// knownTagName names the record's tag of a minefield anyone could know.
const knownTagName = "KnownMinefield"

// legalMoves returns the legal moves of the live position, none once the game
// is over. They are worked out when first asked for, not as each position
// comes: a page that opens a game can be drawn before it needs them.
func (g *current) legalMoves() []engine.Move {
	if g.legal == nil {
		g.legal = g.LegalMoves() // nil only once the game is over (docs/rules.md §7)
	}
	return g.legal
}

// livePiece returns the piece on s in the game, or NoPiece.
func (g *current) livePiece(s engine.Square) engine.Piece {
	v := g.View()
	return v.Position.PieceAt(s)
}

// foundMine reports whether the live position shows a found mine on s.
func (g *current) foundMine(s engine.Square) bool {
	v := g.View()
	return v.Position.FoundMines().Has(s)
}

// fog returns the fogged squares of the live position.
func (g *current) fog() engine.Bitboard {
	v := g.View()
	return v.Position.Fog()
}

// origin is where the game on show came from, which decides whether it is
// saved and what the page's address says.
type origin uint8

const (
	// started is a game the address or New started. It is not the player's
	// until a move makes it so, so that opening an address alone never
	// replaces the saved game.
	started origin = iota
	// own is the player's game, kept in the store: opened from it, started by
	// the player, or played on.
	own
	// linked is a finished game from a shared link, on show as a replay; it is
	// never saved.
	linked
	// imported is a finished game from a record, as linked.
	imported
	// dealt is a game that this page and a friend's deal between them
	// (online.go): no page holds its minefield, so it is never saved, and a
	// move on it goes through the friend rival.
	dealt
)

// reviewing reports whether the game is a finished one from a link or a
// record rather than the player's.
func (o origin) reviewing() bool { return o == linked || o == imported }

// drawOffer is a draw offered and not answered yet.
type drawOffer struct {
	open bool
	by   engine.Color
}

// news is what the screen tells of the last action, besides the words said
// (voice).
type news struct {
	fx [engine.NumSquares]Effect // what the move just played did, square by square
	// glides are the pieces that the move just played slid, by the square
	// each landed on; none for a move dropped where it goes (Release).
	glides [engine.NumSquares]Glide
	// notices are one-off messages that go before anything else in the status
	// line until the players next act on the game (see SetNotice). They are
	// worded when shown, so that they follow a change of language.
	notices []notice
	// refusal says why the move typed last was not played, worded when shown,
	// until the next move or another position on show; nil for none.
	refusal notice
	// ended is set when the action ended the game, until the page has told it
	// (DismissEnding) or another game is on show.
	ended bool
	// answered is set when a draw offer was declined or withdrawn since the
	// last move, whose headline the offer took the place of: it is not told
	// again (a newcomer's trial found an old "Boom!" back after a decline).
	answered bool
}

// notice is a message worded when shown, in the words of the catalog it is
// given.
type notice func(text.Catalog) string

// SetNotice shows a one-off message at the start of the status line, whatever
// else the line says, until the players next act on the game: a move, a
// takeback, a resignation, a draw offer or its answer, another position on show
// or another game. Turning the board and other settings leave it.
func (n *news) SetNotice(msg string) {
	n.notices = []notice{func(text.Catalog) string { return msg }}
}

// tell shows the text of key as SetNotice does, and returns it in the words of
// c, to be said too.
func (n *news) tell(key text.Key, c text.Catalog) string {
	n.notices = []notice{func(c text.Catalog) string { return c.Text(key) }}
	return c.Text(key)
}

// LangUnavailable says in the status that the texts of the language of tag did
// not come, so the page goes on in the language it speaks.
func (n *news) LangUnavailable(tag string) {
	c, _ := text.Lookup(tag)
	n.unavailable(text.LangUnavailable, c.Name())
}

// HelpUnavailable says in the status that the help's texts did not come (see
// text.Catalog.HasHelp), so the help cannot open yet.
func (n *news) HelpUnavailable() { n.unavailable(text.HelpUnavailable) }

// unavailable adds the notice of k, worded when shown, unless it stands
// already: a try that failed again adds nothing.
func (n *news) unavailable(k text.Key, args ...string) {
	note := func(c text.Catalog) string { return c.Text(k, args...) }
	en, _ := text.Lookup("en")
	for _, had := range n.notices {
		if had(en) == note(en) {
			return
		}
	}
	n.notices = append(n.notices, note)
}

// DismissEnding tells the App that the page has told the players how the game
// just ended (Panel.Ended), and closed whatever it told it in.
func (n *news) DismissEnding() { n.ended = false }
