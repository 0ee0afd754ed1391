package persist

import (
	"encoding/base64"
	"errors"
	"strconv"
	"strings"

	"mschess/engine"
)

// The history of finished games is text under its own key, "mschess.history":
// a first line naming the format and its version, then one line a game, the
// oldest first:
//
//	mschess-history 3
//	1764787200 people 1-0 42 W0V2ZW50ICI/Il0KW1NpdGUg…
//	1764790800 computer-black-7 0-1 17 W0V2ZW50ICI/Il0KW1NpdGUg…
//	1764794400 friend 1-0 23 -
//
// Each game is the Unix time it ended, its opponent ("people", "friend" for
// a friend on another device, or "computer-" the computer's side and level;
// version 1 numbered the five levels before issue 23's ladder, read as the
// nearest of today's, and versions 1 and 2 listed a friend's game as
// people's, told apart by its record's Transcript tag), its result as a
// record writes it, its length in plies, and its record in base64 (RFC 4648
// §4, padded), or "-" for a friend's game that was claimed, whose minefield
// nobody could open (docs/rules.md §11). The record is the finished game's,
// as engine.Game.Record writes it, which refuses a game in progress: the
// minefield it lists is no secret once the game is over (docs/rules.md §2),
// so it is not masked. A game in play is never in the history.
//
// The history keeps at most MaxPast games and maxHistory characters, dropping
// the oldest first. A history that cannot be read is never lost: it is set
// aside under "mschess.history.rejected.<n>" and the history starts anew, or,
// when the store refuses that copy or the history is of a newer version, it is
// left where it is and nothing is written over it.

// MaxPast is the most games the history keeps: the oldest goes first.
const MaxPast = 100

// maxHistory is the most text the history keeps, the oldest games going first:
// a tenth of the smallest localStorage browsers give a site, which leaves the
// save room for the longest game.
const maxHistory = 512 << 10

// Keys and first line of the history.
const (
	historyKey      = "mschess.history"
	historyRejected = "mschess.history.rejected."
	historyMagic    = "mschess-history "
	historyVersion  = 3
	peopleName      = "people"
	friendName      = "friend"
	computerPrefix  = "computer-"
	noRecord        = "-"
)

// Past is a finished game in the history.
type Past struct {
	Unix int64 // when it ended, in Unix seconds
	// Computer is the computer's level, which played ComputerSide, or 0 when
	// two people played.
	Computer     int
	ComputerSide engine.Color
	// Friend is set for a game against a friend on another device.
	Friend bool
	Result engine.Result // never engine.Ongoing
	Plies  int
	// Record is the game's, as engine.Game.Record writes it, or "" for a
	// friend's game that was claimed: nobody could open its minefield.
	Record string
}

// HistoryError reports a history that could not be read, and where it lies.
type HistoryError struct {
	Line   int    // the line at fault, 0 for the whole
	Detail string // what is wrong
	TooNew bool   // the history is of a newer version, which this one leaves alone
	// Kept is the key the history was set aside under, or "" when it is still
	// under its own key: then nothing is written over it.
	Kept string
}

// Error returns a message such as "the past games kept on this device cannot be
// read (line 3: its result is not 1-0, 0-1 or 1/2-1/2); they were set aside as
// mschess.history.rejected.1".
func (e *HistoryError) Error() string {
	msg := "the past games kept on this device cannot be read ("
	if e.Line > 0 {
		msg += "line " + strconv.Itoa(e.Line) + ": "
	}
	msg += e.Detail + ")"
	if e.Kept == "" {
		return msg + "; they are kept as they were, and no game is added to them"
	}
	return msg + "; they were set aside as " + e.Kept
}

// ErrHistoryHeld is what History.Add and Delete return when the history could
// not be read nor set aside: nothing is written over it.
var ErrHistoryHeld = errors.New("the past games that could not be read are kept as they were, so this game is not added to them")

// History is a page's hold on the history of finished games in a store. Make
// one with NewHistory.
type History struct{ store Store }

// NewHistory returns the history in s.
func NewHistory(s Store) *History { return &History{store: s} }

// Games returns the games in the history, the oldest first. A history it
// cannot read it sets aside, unless it is of a newer version or the store
// refuses the copy: then it holds it, and Add and Delete write nothing. Either
// way it reports it in a *HistoryError, and returns no games.
func (h *History) Games() ([]Past, error) {
	games, err := h.read()
	if err != nil {
		return nil, err
	}
	return games, nil
}

// read is Games with its error as a *HistoryError, nil when there is none.
func (h *History) read() ([]Past, *HistoryError) {
	text, ok := h.store.Get(historyKey)
	if !ok {
		return nil, nil
	}
	games, err := parseHistory(text)
	if err == nil {
		return games, nil
	}
	if !err.TooNew {
		err.Kept = setAside(h.store, historyKey, historyRejected, text)
	}
	return nil, err
}

// held reports whether err, read's, leaves the history under its own key,
// where nothing is to be written over it.
func held(err *HistoryError) bool { return err != nil && err.Kept == "" }

// Add adds p, a finished game, as the newest, dropping the oldest beyond the
// caps; a game in play it refuses, for its record would give its mines away.
// A game the history holds already, by its record, is not added again. A
// store that refuses the text for want of room gets the older half dropped
// until it takes it, or only p is left. When the history could not be read
// and was set aside, p starts a new one, and Add returns the *HistoryError
// that says so, for the player to hear of it.
func (h *History) Add(p Past) error {
	if p.Result == engine.Ongoing {
		return engine.ErrGameNotOver
	}
	games, rerr := h.read()
	switch {
	case held(rerr):
		return ErrHistoryHeld
	case rerr == nil && contains(games, p):
		return nil
	}
	games = capped(append(games, p))
	for {
		err := h.store.Set(historyKey, formatHistory(games))
		switch {
		case err == nil && rerr != nil:
			return rerr
		case err == nil || len(games) == 1:
			return err
		}
		games = games[len(games)/2:]
	}
}

// Delete removes p from the history, if it holds it.
func (h *History) Delete(p Past) error {
	games, err := h.read()
	switch {
	case held(err):
		return ErrHistoryHeld
	case err != nil:
		return nil // set aside: nothing left to delete from
	}
	for i := range games {
		if games[i] == p {
			return h.store.Set(historyKey, formatHistory(append(games[:i], games[i+1:]...)))
		}
	}
	return nil
}

// contains reports whether games hold p: its record, or all of it when it
// has none.
func contains(games []Past, p Past) bool {
	for _, g := range games {
		if g == p || p.Record != "" && g.Record == p.Record {
			return true
		}
	}
	return false
}

// capped returns the newest of games that fit the caps.
func capped(games []Past) []Past {
	if len(games) > MaxPast {
		games = games[len(games)-MaxPast:]
	}
	size := len(historyMagic) + 2
	for i := len(games) - 1; i >= 0; i-- {
		if size += len(formatPast(games[i])) + 1; size > maxHistory && i < len(games)-1 {
			return games[i+1:]
		}
	}
	return games
}

// formatHistory writes the history of games.
func formatHistory(games []Past) string {
	var b strings.Builder
	b.WriteString(historyMagic + strconv.Itoa(historyVersion) + "\n")
	for _, p := range games {
		b.WriteString(formatPast(p) + "\n")
	}
	return b.String()
}

// formatPast writes one game's line.
func formatPast(p Past) string {
	opp, rec := peopleName, noRecord
	switch {
	case p.Friend:
		opp = friendName
	case p.Computer != 0:
		opp = computerPrefix + sideNames[p.ComputerSide&1] + "-" + strconv.Itoa(p.Computer)
	}
	if p.Record != "" {
		rec = base64.StdEncoding.EncodeToString([]byte(p.Record))
	}
	return strconv.FormatInt(p.Unix, 10) + " " + opp + " " + p.Result.String() + " " + strconv.Itoa(p.Plies) + " " + rec
}

// maxPastLine is the longest line of a game: its record at the longest a
// record may be, and room for the rest.
var maxPastLine = base64.StdEncoding.EncodedLen(engine.MaxRecordBytes) + 100

// parseHistory reads a history that formatHistory wrote.
func parseHistory(text string) ([]Past, *HistoryError) {
	games, line, why, tooNew := readHistory(text)
	if why != "" {
		return nil, &HistoryError{Line: line, Detail: why, TooNew: tooNew}
	}
	return games, nil
}

// readHistory reads a history, or says what is wrong with it and on which
// line (0 for the whole), and whether it is of a newer version.
func readHistory(text string) (games []Past, line int, why string, tooNew bool) {
	first, rest, ended := strings.Cut(text, "\n")
	v, ok := strings.CutPrefix(first, historyMagic)
	n, err := strconv.Atoi(v)
	switch {
	case !ok:
		return nil, 1, "it is not a list of Minesweeper Chess games", false
	case !ended:
		return nil, 1, "it is cut short", false
	case err != nil || n < 1 || v != strconv.Itoa(n):
		return nil, 1, "its version is not a number from 1 up", false
	case n > historyVersion:
		return nil, 1, "format version " + v + "; this version reads up to " + strconv.Itoa(historyVersion), true
	case len(text) > maxHistory+maxPastLine:
		return nil, 0, "it is larger than any history", false
	}
	for line = 2; rest != ""; line++ {
		var l string
		if l, rest, ok = strings.Cut(rest, "\n"); !ok {
			return nil, line, "it is cut short", false
		}
		p, why := parsePast(l, n)
		if why != "" {
			return nil, line, why, false
		}
		games = append(games, p)
	}
	if len(games) > MaxPast {
		return nil, 0, "it lists more than " + strconv.Itoa(MaxPast) + " games", false
	}
	return games, 0, "", false
}

// parsePast reads one game's line of a history of version, or says what is
// wrong with it.
func parsePast(line string, version int) (Past, string) {
	var p Past
	f := strings.Split(line, " ")
	if len(f) != 5 {
		return p, "it is not a time, an opponent, a result, a length and a record"
	}
	var err error
	if p.Unix, err = strconv.ParseInt(f[0], 10, 64); err != nil || p.Unix < 0 || f[0] != strconv.FormatInt(p.Unix, 10) {
		return p, "its time is not a whole number of seconds"
	}
	if !p.readOpponent(f[1], version) {
		return p, "its opponent is not " + peopleName + ", " + friendName + " or the computer's side and level"
	}
	for _, r := range [...]engine.Result{engine.WhiteWins, engine.BlackWins, engine.Draw} {
		if f[2] == r.String() {
			p.Result = r
		}
	}
	if p.Result == engine.Ongoing {
		return p, "its result is not 1-0, 0-1 or 1/2-1/2"
	}
	if p.Plies, err = strconv.Atoi(f[3]); err != nil || p.Plies < 0 || p.Plies > engine.MaxRecordPlies || f[3] != strconv.Itoa(p.Plies) {
		return p, "its length is not a number of moves"
	}
	if f[4] == noRecord && p.Friend {
		return p, ""
	}
	// The decoder skips line breaks, which the record's field never holds.
	rec, err := base64.StdEncoding.Strict().DecodeString(f[4])
	if err != nil || len(rec) == 0 || len(rec) > engine.MaxRecordBytes || strings.ContainsRune(f[4], '\r') {
		return p, "its record is garbled"
	}
	p.Record = string(rec)
	// Before version 3 a friend's game was people's, and only its record's
	// Transcript tag, which only a dealt game's has, told it apart.
	p.Friend = p.Friend || version < 3 && p.Computer == 0 && strings.Contains(p.Record, "\n[Transcript ")
	return p, ""
}

// readOpponent reads a game's opponent as formatPast writes it in a history
// of version: version 1's levels are of the ladder before issue 23's, and
// only version 3 names a friend.
func (p *Past) readOpponent(name string, version int) bool {
	switch {
	case name == peopleName:
		return true
	case name == friendName:
		p.Friend = version >= 3
		return p.Friend
	}
	old := version == 1
	side, level, ok := strings.Cut(strings.TrimPrefix(name, computerPrefix), "-")
	c, known := sideOf(side)
	n, valid := readLevel(level, old)
	if !ok || !known || !valid || !strings.HasPrefix(name, computerPrefix) {
		return false
	}
	p.Computer, p.ComputerSide = n, c
	return true
}
