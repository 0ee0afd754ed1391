package ui

import (
	"strconv"
	"strings"

	"mschess/engine"
	"mschess/engine/bot"
	"mschess/persist"
	"mschess/ui/text"
)

// Opponent is who plays the other side: another person at the same screen (the
// zero value), or the computer at a level, against a person playing You.
type Opponent struct {
	// Level is the computer's level, bot.MinLevel to bot.MaxLevel, or 0 for
	// another person.
	Level bot.Level
	// You is the side the person plays against the computer; White when two
	// people play.
	You engine.Color
}

// Computer reports whether the computer plays the other side.
func (o Opponent) Computer() bool { return o.Level != 0 }

// valid reports whether o is an opponent the game offers.
func (o Opponent) valid() bool {
	return (o.Level == 0 && o.You == engine.White) ||
		(o.Level >= bot.MinLevel && o.Level <= bot.MaxLevel && (o.You == engine.White || o.You == engine.Black))
}

// OpponentOptions is the markup of the options of the page's "Play against"
// choice, the opponents on offer level by level, named in the language of c:
// each option's value is the level, 0 for another person. The side is chosen
// apart.
func OpponentOptions(c text.Catalog) string {
	options := OptionHTML("0", opponentName(c, 0), "", false)
	for l := bot.MinLevel; l <= bot.MaxLevel; l++ {
		options += OptionHTML(strconv.Itoa(int(l)), opponentName(c, l), "", false)
	}
	return options
}

// opponentName names the opponent of a level in the language of c: "Another
// person", "Computer, level 2".
func opponentName(c text.Catalog, l bot.Level) string {
	if l == 0 {
		return c.Text(text.OpponentPerson)
	}
	return c.Text(text.OpponentComputer, strconv.Itoa(int(l)))
}

// versus is who plays the other side, and the count that tells the
// computer's requests apart.
type versus struct {
	opponent Opponent
	// turn counts the changes to the game: a request is answered only while the
	// game stands as it was asked, so that a take-back or a new game cancels a
	// search in progress.
	turn int
	// failed is set when the computer could not answer the request standing
	// now; it is not asked again until the players say so (Retry).
	failed bool
}

// changed notes that the game changed: any request put to the computer before
// is void.
func (v *versus) changed() { v.turn, v.failed = v.turn+1, false }

// ChooseOpponent makes o play the other side. A game without moves goes on with
// o; otherwise a new game starts on the minefield of seed, once the players say
// yes when one is in progress (Ask). Against the computer, the board faces the
// person's side.
func (a *App) ChooseOpponent(o Opponent, seed uint64) {
	if !o.valid() || o == a.vs.opponent {
		return
	}
	setUp := func() {
		a.vs.opponent = o
		a.vs.changed()
		a.orient.flipped = o.You == engine.Black
		a.toLive()
		a.save()
	}
	if !a.game.from.reviewing() && a.game.Len() == 0 && !a.game.Over() {
		// Choosing whom to play takes the game on, as a first move would.
		setUp()
		if a.game.from != own {
			a.adopt()
		}
		return
	}
	a.askFirst(AskOpponent, func() {
		a.startGame(seed, "")
		setUp()
	})
}

// computerToMove reports whether the live game waits for the computer's move.
func (a *App) computerToMove() bool {
	o := a.vs.opponent
	return o.Computer() && !a.game.from.reviewing() && !a.game.Over() && a.game.Side() != o.You
}

// Request returns what the computer is to decide on when it is to move, with
// the id that its answer must carry; ok is false when it is not to move. The
// id changes whenever the game does.
func (a *App) Request() (id int, r Request, ok bool) {
	if !a.computerToMove() || a.vs.failed {
		return 0, Request{}, false
	}
	r = Request{Level: a.vs.opponent.Level, View: a.game.View()}
	for ply := range a.game.Len() {
		v, _ := a.game.ViewAt(ply)
		r.History = append(r.History, v.Position.Key())
	}
	return a.vs.turn, r, true
}

// Reply plays the computer's answer to the request with that id: a move in
// coordinates, as engine.Move.String writes it. An answer to any request but
// the one standing now is ignored, as is a move that is not legal. An earlier
// position on show stays on show.
func (a *App) Reply(id int, move string) {
	if id != a.vs.turn || !a.computerToMove() {
		return
	}
	for _, m := range a.game.legalMoves() {
		if m.String() != move {
			continue
		}
		live, shown := a.live(), a.shown
		a.play(m)
		if !live {
			a.ShowPly(shown)
		}
		return
	}
}

// SearchFailed notes that the computer could not decide on the request with
// that id (its search failed): the page stops showing it thinking and says so
// (Panel.SearchFailed), and the computer is not asked again until the players
// Retry, take back or start a new game. An id other than the standing
// request's is ignored.
func (a *App) SearchFailed(id int) {
	if id == a.vs.turn && a.computerToMove() {
		a.vs.failed = true
	}
}

// Retry asks the computer again, under a new id, after its search failed.
func (a *App) Retry() {
	if a.vs.failed {
		a.vs.changed()
	}
}

// takebackPlies returns how many plies Take back undoes: the last move when two
// people play; against the computer, the person's last move and the reply to it
// together (docs/rules.md §10), or the person's move alone while the computer is
// still thinking about it.
func (a *App) takebackPlies() int {
	switch {
	case !a.vs.opponent.Computer():
		return 1
	case a.computerToMove():
		return 1
	}
	return 2
}

// forgetPlay drops what belonged to the game that was on show: any request put
// to the computer, the mark of assistance and the flags. Who plays and the
// overlay stay for the next game.
func (a *App) forgetPlay() {
	a.vs.changed()
	a.aids.assisted = false
	a.flags.notes = [2]persist.Notes{}
}

// resumePlay takes up the settings of play of a saved game.
func (a *App) resumePlay(p persist.Prefs) {
	a.vs.opponent = Opponent{}
	if o := (Opponent{Level: bot.Level(p.Computer), You: p.ComputerSide.Other()}); p.Computer != 0 && o.valid() {
		a.vs.opponent = o
	}
	a.aids.overlay, a.aids.assisted = p.Odds, p.Assisted
	a.flags.notes = p.Notes
	kind, date, _ := strings.Cut(p.Known, " ")
	a.game.public = kind == persist.KnownByAddress
	if kind == persist.KnownDaily {
		a.game.daily = date
	}
}

// playPrefs writes the settings of play into the prefs of a save.
func (a *App) playPrefs(p *persist.Prefs) {
	if o := a.vs.opponent; o.Computer() {
		p.Computer, p.ComputerSide = int(o.Level), o.You.Other()
	}
	p.Odds, p.Assisted = a.aids.overlay, a.aids.assisted
	p.Notes = a.savedNotes()
	switch {
	case a.game.daily != "":
		p.Known = persist.KnownDaily + " " + a.game.daily
	case a.game.public:
		p.Known = persist.KnownByAddress
	}
}

// playTags returns the tags of the player's own game's record that tell how it
// was played: the players' names against the computer, and the mark of a game
// played with the overlay on.
func (a *App) playTags() []engine.Tag {
	var tags []engine.Tag
	if o := a.vs.opponent; o.Computer() {
		var names [2]string
		names[o.You] = a.text.Text(text.PlayerYou)
		names[o.You.Other()] = opponentName(a.text, o.Level)
		tags = append(tags, engine.Tag{Name: "White", Value: names[engine.White]}, engine.Tag{Name: "Black", Value: names[engine.Black]})
	}
	if a.aids.assisted {
		tags = append(tags, engine.Tag{Name: assistedTag, Value: a.text.Text(text.AssistedTag)})
	}
	if t, ok := a.game.knownTag(a.text); ok {
		tags = append(tags, t)
	}
	return tags
}
