// Package persist keeps the game on the player's device, so that a reload or the
// next visit carries on where the player left off.
//
// A save is text under the key "mschess.save": a first line naming the format and
// its version, the board settings as "key: value" lines, a blank line, then the
// game as a game record (see engine.Game.Record) that lists the whole minefield,
// seed included — a save stays on the device, unlike an export:
//
//	mschess-save 1
//	flipped: false
//	auto-flip: true
//
//	[Event "?"]
//	…
//	[Result "*"]
//	[Variant "Minesweeper Chess"]
//	[Seed "7"]
//	[Mines "a4,b5,e6,h6"]
//
//	1. Nc3 Se8 2. Nb5* *
//
// Reading ignores settings it does not know, so a setting can be added without a
// new version; the version changes only when an older reader would misread a save.
//
// A save that cannot be read — not ours, from a newer version, or damaged — is
// never thrown away: Load moves it to "mschess.save.rejected.<n>" and says why,
// and the caller starts a new game.
package persist

import (
	"errors"
	"strconv"
	"strings"

	"mschess/engine"
)

// Store holds text under keys: the page's localStorage in the browser, a map in
// tests.
type Store interface {
	// Get returns the text under key, and whether there is any.
	Get(key string) (string, bool)
	// Set puts value under key; it fails when the store is full or refuses.
	Set(key, value string) error
	// Remove deletes key and its text, if any.
	Remove(key string)
}

// Prefs are the board settings kept with the game.
type Prefs struct {
	Flipped  bool // the board is shown with Black at the bottom
	AutoFlip bool // the board turns to face the side to move
}

// Keys of the store, and the first line of a save without its version.
const (
	saveKey        = "mschess.save"
	rejectedPrefix = "mschess.save.rejected."
	magic          = "mschess-save "
	version        = 1
)

// Errors of Load; a *LoadError wraps the last three, for errors.Is.
var (
	ErrNoSave  = errors.New("there is no saved game")
	ErrForeign = errors.New("the saved data is not a Minesweeper Chess game")
	ErrTooNew  = errors.New("the saved game comes from a newer version of Minesweeper Chess")
	ErrDamaged = errors.New("the saved game is damaged")
)

// LoadError reports a save that could not be read and where it was set aside.
type LoadError struct {
	Err    error  // ErrForeign, ErrTooNew or ErrDamaged
	Detail string // what exactly is wrong, or ""
	// Kept is the key the save now lies under, or "" when the store refused the
	// copy; then the save is still under its own key, until the next Save.
	Kept string
}

// Error returns a message such as `the saved game is damaged (record line 3: …);
// it was set aside as mschess.save.rejected.1`.
func (e *LoadError) Error() string {
	msg := e.Err.Error()
	if e.Detail != "" {
		msg += " (" + e.Detail + ")"
	}
	if e.Kept == "" {
		return msg + "; it could not be set aside, so the next save will replace it"
	}
	return msg + "; it was set aside as " + e.Kept
}

// Unwrap returns ErrForeign, ErrTooNew or ErrDamaged.
func (e *LoadError) Unwrap() error { return e.Err }

// Save stores g, hidden mines and seed included, with the board settings p,
// replacing the previous save. The page calls it after every move.
func Save(s Store, g *engine.Game, p Prefs) error {
	rec, err := g.SecretRecord(nil)
	if err != nil {
		return err
	}
	text := magic + strconv.Itoa(version) + "\n" +
		"flipped: " + strconv.FormatBool(p.Flipped) + "\n" +
		"auto-flip: " + strconv.FormatBool(p.AutoFlip) + "\n\n" + rec
	if err := s.Set(saveKey, text); err != nil {
		return errors.New("the game could not be saved on this device: " + err.Error())
	}
	return nil
}

// Load returns the saved game and its board settings. With nothing saved it
// returns ErrNoSave. A save it cannot read it sets aside under a key of its own and
// reports in a *LoadError; the caller then starts a new game.
func Load(s Store) (*engine.Game, Prefs, error) {
	text, ok := s.Get(saveKey)
	if !ok {
		return nil, Prefs{}, ErrNoSave
	}
	g, p, err := parse(text)
	if err != nil {
		err.Kept = setAside(s, text)
		return nil, Prefs{}, err
	}
	return g, p, nil
}

// parse reads a save.
func parse(text string) (*engine.Game, Prefs, *LoadError) {
	var p Prefs
	if text == "" {
		return nil, p, &LoadError{Err: ErrDamaged, Detail: "it is empty"}
	}
	first, rest, _ := strings.Cut(text, "\n")
	v, ok := strings.CutPrefix(first, magic)
	if !ok {
		return nil, p, &LoadError{Err: ErrForeign}
	}
	n, err := strconv.Atoi(v)
	switch {
	case v == "" || strings.Trim(v, "0123456789") != "" || err == nil && n < 1:
		return nil, p, &LoadError{Err: ErrDamaged, Detail: "its version " + strconv.Quote(v) + " is not a number from 1 up"}
	case err != nil || n > version: // only digits, so err is a number too big for int

		return nil, p, &LoadError{Err: ErrTooNew, Detail: "format version " + v + "; this version reads up to " + strconv.Itoa(version)}
	}
	// Settings run up to the first blank line; the record follows it.
	rec := rest
	for n := 2; ; n++ {
		line, after, ok := strings.Cut(rec, "\n")
		if !ok {
			return nil, p, &LoadError{Err: ErrDamaged, Detail: "it ends before the game"}
		}
		rec = after
		if line == "" {
			break
		}
		key, value, ok := strings.Cut(line, ": ")
		if !ok {
			return nil, p, &LoadError{Err: ErrDamaged, Detail: "line " + strconv.Itoa(n) + " " + strconv.Quote(line) + " is not a setting"}
		}
		var set *bool
		switch key {
		case "flipped":
			set = &p.Flipped
		case "auto-flip":
			set = &p.AutoFlip
		default:
			continue // a setting added since, which this release does without
		}
		if *set, err = strconv.ParseBool(value); err != nil {
			return nil, p, &LoadError{Err: ErrDamaged, Detail: key + " is " + strconv.Quote(value) + ", not true or false"}
		}
	}
	g, _, err := engine.ParseRecord(rec)
	if err != nil {
		return nil, p, &LoadError{Err: ErrDamaged, Detail: err.Error()}
	}
	return g, p, nil
}

// setAside moves text from the save's key to the first free rejected key and
// returns that key, or "" when the store refused the copy; the original is
// removed only once the copy is in place.
func setAside(s Store, text string) string {
	for n := 1; ; n++ {
		key := rejectedPrefix + strconv.Itoa(n)
		if _, taken := s.Get(key); taken {
			continue
		}
		if s.Set(key, text) != nil {
			return ""
		}
		s.Remove(saveKey)
		return key
	}
}
