package ui

import (
	"strconv"
	"strings"

	"mschess/duel"
	"mschess/engine"
	"mschess/engine/bot"
	"mschess/persist"
	"mschess/ui/text"
)

// Opponent is who plays the other side, and on what clock: another person at
// the same screen (the zero value), the computer at a level, or a friend on
// another page, against a
// person playing You.
type Opponent struct {
	// Level is the computer's level, bot.MinLevel to bot.MaxLevel, or 0 for
	// another person or a friend.
	Level bot.Level
	// You is the side the person plays against the computer or a friend; White
	// when two people play.
	You engine.Color
	// Clock is the time control of the people's clocks (docs/rules.md §7),
	// none when zero: the computer plays without one.
	Clock engine.TimeControl
	// Friend is set for a friend on another page (online.go), whom an
	// invitation brings, never the page's choice of opponent.
	Friend bool
}

// Computer reports whether the computer plays the other side.
func (o Opponent) Computer() bool { return o.Level != 0 }

// valid reports whether o is an opponent the game offers.
func (o Opponent) valid() bool {
	_, err := engine.ParseTimeControl(o.Clock.String())
	return err == nil && !o.Friend && ((o.Level == 0 && o.You == engine.White) ||
		(o.Level >= bot.MinLevel && o.Level <= bot.MaxLevel && (o.You == engine.White || o.You == engine.Black)))
}

// OpponentOptions is the markup of the options of the page's "Play against"
// choice, the opponents on offer level by level, named in the language of c:
// each option's value is the level, 0 for another person. The last, hidden
// and disabled, names the friend of a game with one, which only an
// invitation brings (Opponent.Choice). The side is chosen apart.
func OpponentOptions(c text.Catalog) string {
	options := OptionHTML("0", opponentChoice(c, 0), "", false)
	for l := bot.MinLevel; l <= bot.MaxLevel; l++ {
		options += OptionHTML(strconv.Itoa(int(l)), opponentChoice(c, l), "", false)
	}
	return options + OptionHTML(friendChoice, c.Text(text.OpponentFriend), " hidden disabled", false)
}

// friendChoice is the value of the option of the choice of opponent that
// names a friend.
const friendChoice = "friend"

// Choice is the value of the option of the page's choice of opponent
// (OpponentOptions) that names o: a friend's, or the computer's level, 0 for
// another person.
func (o Opponent) Choice() string {
	if o.Friend {
		return friendChoice
	}
	return strconv.Itoa(int(o.Level))
}

// opponentName names the opponent of a level in the language of c, as a record
// names it: "Another person", "Computer, level 2".
func opponentName(c text.Catalog, l bot.Level) string {
	if l == 0 {
		return c.Text(text.OpponentPerson)
	}
	return c.Text(text.OpponentComputer, strconv.Itoa(int(l)))
}

// levelName is the key of the name of level l, which says whom it plays like.
func levelName(l bot.Level) text.Key { return text.LevelBeginner + text.Key(l-bot.MinLevel) }

// opponentChoice names the opponent of a level as the choice of opponent shows
// it, with the level's name: "Computer, level 2 (casual)".
func opponentChoice(c text.Catalog, l bot.Level) string {
	if l == 0 {
		return c.Text(text.OpponentPerson)
	}
	return c.Text(text.OpponentLevel, strconv.Itoa(int(l)), c.Text(levelName(l)))
}

// rival is who plays the other side of the board, against the person at this
// screen: another person at the same screen (people), the computer (computer)
// or a friend on another page (friend, in friend.go). A new kind of opponent is
// a new type of rival.
type rival interface {
	// play plays m, a legal move, on g, and reports whether it was played: a
	// friend's game holds a move that lifts fog until the friend's page has
	// opened the squares (docs/rules.md §11).
	play(g *engine.Game, m engine.Move) bool
	// resign resigns the game g for side c, and reports whether it did.
	resign(g *engine.Game, c engine.Color) bool
	// act does a, an action of the person at this screen, on g, and reports
	// whether it was done: a draw offered, accepted or declined, or against a
	// friend a take-back asked, allowed or refused. A friend's page is sent
	// it, on this side's turn only (docs/rules.md §11). An accepted draw ends
	// g, an allowed take-back takes back two plies.
	act(g *engine.Game, a duel.Action) bool
	// resignable reports whether the person may resign while the game runs.
	resignable() bool
	// waiting reports whether the game waits for the rival whichever side is
	// to move: a friend's answer, or a friend's game that stopped.
	waiting() bool
	// takesBack reports whether a move may be taken back at all (§10).
	takesBack() bool
	// waitKey is the text that refuses a move typed on the rival's turn.
	waitKey() text.Key
	// next is the rival of the next game at this screen.
	next() rival
	// opponent is the rival as the page's choice names it.
	opponent() Opponent
	// plays reports whether the rival, not a person at this screen, plays c.
	plays(c engine.Color) bool
	// takesOffers reports whether the rival may be offered a draw.
	takesOffers() bool
	// names returns the players' names for a record, by engine.Color, in the
	// words of w, and whether the record names them.
	names(w *words) ([2]string, bool)
	// keep writes the rival into the prefs of a save.
	keep(p *persist.Prefs)
	// turnWords says, in the words of w, that side c is to move.
	turnWords(w *words, c engine.Color) string
	// winWords names, in the words of w, a game that side c won.
	winWords(w *words, c engine.Color) string
}

// local is the part of the rivals whose game is played on this page alone: a
// move or a resignation is played at once, and the game never waits but for a
// side to move.
type local struct{}

func (local) play(g *engine.Game, m engine.Move) bool {
	_, err := g.Play(m)
	return err == nil
}

func (local) resign(g *engine.Game, c engine.Color) bool { return g.Resign(c) == nil }

func (local) act(g *engine.Game, a duel.Action) bool {
	switch a {
	case duel.OfferDraw, duel.DeclineDraw:
		return true
	case duel.AcceptDraw:
		return g.AgreeDraw() == nil
	case duel.Flag:
		return g.Flag() == nil
	}
	return false // a take-back at this screen needs nobody's consent (Takeback)
}

func (local) waiting() bool     { return false }
func (local) resignable() bool  { return true }
func (local) takesBack() bool   { return true }
func (local) waitKey() text.Key { return text.ComputerToMove }

// people are two people taking turns at one screen, named by engine.Color
// when they gave their names (SetNames), "" otherwise.
type people struct {
	local
	named [2]string
}

func (p people) next() rival               { return p }
func (people) opponent() Opponent          { return Opponent{} }
func (people) plays(engine.Color) bool     { return false }
func (people) takesOffers() bool           { return true }
func (p people) keep(prefs *persist.Prefs) { prefs.Names = p.named }

// computer is the computer at a level, against the person playing you.
type computer struct {
	local
	level bot.Level
	you   engine.Color
}

func (c computer) next() rival { return c }

func (c computer) opponent() Opponent           { return Opponent{Level: c.level, You: c.you} }
func (c computer) plays(side engine.Color) bool { return side != c.you }

// takesOffers is false: the computer takes no draw offers (resign, or play on).
func (computer) takesOffers() bool { return false }

func (c computer) names(w *words) ([2]string, bool) {
	var names [2]string
	names[c.you] = w.text.Text(text.PlayerYou)
	names[c.you.Other()] = opponentName(w.text, c.level)
	return names, true
}

func (c computer) keep(p *persist.Prefs) { p.Computer, p.ComputerSide = int(c.level), c.you.Other() }

// turnWords speaks to the person: their move, or the computer's, whose
// search a line of its own follows (Panel.Thinking).
func (c computer) turnWords(w *words, side engine.Color) string {
	if side == c.you {
		return w.text.Text(text.YourMove)
	}
	return w.text.Text(text.ComputerTurn)
}

func (c computer) winWords(w *words, side engine.Color) string { return w.yourResult(side, c.you) }

// yourResult tells the person who plays you that side won: they won or lost.
func (w *words) yourResult(side, you engine.Color) string {
	if side == you {
		return w.text.Text(text.YouWon)
	}
	return w.text.Text(text.YouLost)
}

// sharedScreen reports whether r leaves both sides to people at this screen.
func sharedScreen(r rival) bool { return !r.plays(engine.White) && !r.plays(engine.Black) }

// rival returns the rival that o names; o must be valid.
func (o Opponent) rival() rival {
	if o.Computer() {
		return computer{level: o.Level, you: o.You}
	}
	return people{}
}

// savedRival returns the rival that the prefs of a save name: two people when
// they name none that the game offers.
func savedRival(p persist.Prefs) rival {
	if o := (Opponent{Level: bot.Level(p.Computer), You: p.ComputerSide.Other()}); p.Computer != 0 && o.valid() {
		return o.rival()
	}
	return people{named: p.Names}
}

// ChooseOpponent makes o play the other side, on o's clock. A game without
// moves goes on with o; otherwise a new game starts on the minefield of seed,
// once the players say yes when one is in progress (Ask). Against the
// computer, the board faces the person's side. It answers the question of whom
// to play (Panel.Welcome).
func (a *App) ChooseOpponent(o Opponent, seed uint64) {
	if !o.valid() {
		return
	}
	welcomed := a.welcome
	a.welcome = false
	was := a.clocks.with(a.rival.opponent())
	if o == was {
		if welcomed {
			a.players.name() // two people, picked on the first visit's question
		}
		return
	}
	if a.game.from != dealt && !a.game.from.reviewing() && a.game.Len() == 0 && !a.game.Over() {
		// Choosing whom to play takes the game on, as a first move would.
		a.rival, a.clocks = o.rival(), newClocks(o.Clock, a.clocks.hidden)
		a.players.name()
		a.changed()
		a.orient.flipped = o.You == engine.Black
		a.toLive()
		if a.game.from != own {
			a.adopt()
		} else {
			a.save()
		}
		return
	}
	q := AskOpponent
	if was.Clock != o.Clock && was.Level == o.Level && was.You == o.You {
		q = AskClock
	}
	a.askFirst(q, a.savedGame, func() {
		a.startGame(seed, "")
		a.ChooseOpponent(o, seed)
	})
}

// Rematch starts a new game on seed's minefield once the player's own game is
// over, against the same opponent with the colours swapped: two people at one
// screen with the board turned, the computer at its level moved by step (−1, 0
// or +1, within the levels; Panel.Harder and Panel.Easier say when it can).
func (a *App) Rematch(seed uint64, step int) {
	o := a.rival.opponent()
	if !a.game.Over() || a.game.from.reviewing() {
		return
	}
	if o.Friend {
		a.online.offerRematch()
		return
	}
	a.startGame(seed, "")
	if !o.Computer() {
		a.Flip()
		a.players.swap()
		return
	}
	o.Level = min(max(o.Level+bot.Level(step), bot.MinLevel), bot.MaxLevel)
	o.You = o.You.Other()
	a.ChooseOpponent(a.clocks.with(o), seed)
}

// rivalToMove reports whether the live game waits for the rival: for its move,
// or for a friend's answer.
func (m *match) rivalToMove() bool {
	return !m.game.from.reviewing() && !m.game.Over() && (m.rival.plays(m.game.Side()) || m.rival.waiting())
}

// thinking reports whether the computer is to decide on a move: it is to
// move, and has not failed to find one.
func (m *match) thinking() bool {
	return m.rivalToMove() && !m.failed && m.rival.opponent().Computer()
}

// player returns the side of the person at the screen now: the side to move
// when two people play, the person's own against the computer.
func (m *match) player() engine.Color {
	if side := m.game.Side(); m.rival.plays(side) {
		return side.Other()
	}
	return m.game.Side()
}

// Request returns what the computer is to decide on when it is to move, with
// the id that its answer must carry; ok is false when it is not to move. The
// id changes whenever the game does.
func (m *match) Request() (id int, r Request, ok bool) {
	if !m.thinking() {
		return 0, Request{}, false
	}
	r = Request{Level: m.rival.opponent().Level, View: m.game.View(), History: historyBefore(m.game.Game, m.game.Len())}
	return m.turn, r, true
}

// historyBefore returns the keys of g's positions before ply, oldest first:
// a Request's History.
func historyBefore(g *engine.Game, ply int) []uint64 {
	var h []uint64 // nil for none, as ParseRequest reads it back
	for i := range ply {
		v, _ := g.ViewAt(i)
		h = append(h, v.Position.Key())
	}
	return h
}

// Reply plays the computer's answer to the request with that id: a move in
// coordinates, as engine.Move.String writes it. An answer to any request but
// the one standing now is ignored, as is a move that is not legal. An earlier
// position on show stays on show.
func (a *App) Reply(id int, move string) {
	m, ok := moveNamed(a.game.legalMoves(), move)
	if id != a.turn || !a.rivalToMove() || !ok {
		return
	}
	live, shown := a.live(), a.shown
	a.play(m)
	if !live {
		a.ShowPly(shown)
	}
}

// SearchFailed notes that the computer could not decide on the request with
// that id (its search failed): the page stops showing it thinking and says so
// (Panel.SearchFailed), and the computer is not asked again until the players
// Retry, take back or start a new game. An id other than the standing
// request's is ignored.
func (m *match) SearchFailed(id int) {
	if id == m.turn && m.rivalToMove() {
		m.failed = true
	}
}

// Retry asks the computer again, under a new id, after its search failed.
func (m *match) Retry() {
	if m.failed {
		m.changed()
	}
}

// takebackPlies returns how many plies Take back undoes: the last move when two
// people play; against the computer, the person's last move and the reply to it
// together (docs/rules.md §10), or the person's move alone while the computer is
// still thinking about it.
func (m *match) takebackPlies() int {
	if sharedScreen(m.rival) || m.rivalToMove() {
		return 1
	}
	return 2
}

// resume takes up the settings of play of the saved game of these prefs: who
// plays the other side, the clocks, the mark of assistance, the flags and
// whether anyone could know its minefield.
func (m *match) resume(p persist.Prefs) {
	m.rival = savedRival(p)
	m.clocks.resume(p)
	m.assisted = p.Assisted
	m.notes = notes(p.Notes)
	kind, date, _ := strings.Cut(p.Known, " ")
	m.game.public = kind == persist.KnownByAddress
	if kind == persist.KnownDaily {
		m.game.daily = date
	}
}

// writePrefs writes the settings of play into the prefs of a save.
func (m *match) writePrefs(p *persist.Prefs) {
	m.rival.keep(p)
	m.clocks.keep(p)
	p.Assisted = m.assisted
	p.Notes = m.notes.kept(m.game.fog())
	p.Known = m.game.known()
}

// playTags returns the tags of the player's own game's record that tell how it
// was played, in the words of w: the players' names against the computer, the
// time control, the mark of a game played with the overlay on, and a minefield
// anyone could know.
func (m *match) playTags(w *words) []engine.Tag {
	var tags []engine.Tag
	if names, ok := m.rival.names(w); ok {
		tags = append(tags, engine.Tag{Name: "White", Value: names[engine.White]}, engine.Tag{Name: "Black", Value: names[engine.Black]})
	}
	if m.clocks.control.On() {
		tags = append(tags, engine.Tag{Name: "TimeControl", Value: m.clocks.control.String()})
	}
	if f, ok := m.rival.(*friend); ok {
		tags = append(tags, engine.TranscriptTag(f.side.Transcript()))
	}
	if m.assisted {
		tags = append(tags, engine.Tag{Name: assistedTag, Value: w.text.Text(text.AssistedTag)})
	}
	if t, ok := m.game.knownTag(w.text); ok {
		tags = append(tags, t)
	}
	return tags
}
