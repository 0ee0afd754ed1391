// Package persist keeps the game on the player's device, so that a reload or the
// next visit carries on where the player left off, and the player's finished
// games, the last MaxPast of them, under a key of their own (History,
// history.go).
//
// A save is text under the key "mschess.save": a first line naming the format and
// its version, the board settings, the settings of play (the opponent, the
// mine-odds overlay and the players' flags, when they are not the defaults: see
// play.go) and the save's generation as "key: value" lines, a blank line, then
// the game, masked, as one line of base64:
//
//	mschess-save 1
//	flipped: false
//	auto-flip: true
//	generation: 1
//
//	98auxNGbjgzfM56JCcFy1MCdSKnROJfVmiUM/bSt/2oUVh+kuymPYqeys/PAXA+Rwsy…
//
// Reading ignores settings it does not know, so a setting can be added without a
// new version; the version changes only when an older reader would misread a save.
//
// The generation counts the writes of the save: every write stores one more
// than the save it replaces (a save without one is generation 0). A page keeps
// the save through a Slot, which remembers the generation it last read or wrote,
// and so tells when another page — the same game open in another tab — has
// written the save since: it then writes nothing, so that an older game never
// replaces a newer one, and the page can show the newer game instead.
//
// The game is its record as engine.Game.SecretRecord writes it, which lists the
// whole minefield, seed included: a game in progress is resumed from it. The mask
// keeps that minefield out of sight of a player who opens the browser's storage,
// since the seed must not be seen while the game runs (docs/rules.md §2). It is masking,
// not encryption: its key is in the app, so whoever reads the code or the binary can
// unmask a save. A game that runs on the player's own device cannot keep a secret
// from that player; it can only keep from showing it.
//
// Decoded from base64 (RFC 4648 §4, padded), the masked game is
//
//	16 bytes  a nonce, drawn anew for every save
//	8 bytes   the FNV-1a 64-bit hash of the record, big-endian
//	the record
//
// with all but the nonce XORed with the keystream of a math/rand/v2 ChaCha8 whose
// seed is the text "mschess keeps its minefield away" (32 bytes) with the nonce
// XORed into its first 16 bytes. The nonce gives every save a keystream of its own,
// so that a record the player knows, such as a finished game's, does not unmask the
// next save. The hash catches a save changed or cut in storage, which then is
// reported as such rather than as whatever its garbled record would seem to say.
//
// A save that cannot be read — not ours, from a newer version, damaged, or larger
// than any game's — is never thrown away: Slot.Load moves it to
// "mschess.save.rejected.<n>" and says why, and the caller starts a new game. When
// the store refuses even that copy, the save stays where it is and the slot
// writes nothing over it: the new game is played without being saved. What a
// refusal says names no mine and quotes nothing of the save: the record reader's
// own message could quote the minefield, so only where the record fails is told.
package persist

import (
	"errors"
	"math/rand/v2"
	"strconv"

	"encoding/base64"
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

// Prefs are the settings and notes kept with the game.
type Prefs struct {
	_        [0]func() // not comparable (docs/size.md)
	Flipped  bool      // the board is shown with Black at the bottom
	AutoFlip bool      // the board turns to face the side to move
	// Computer is the level of the computer, which plays ComputerSide, or 0
	// when two people play.
	Computer     int
	ComputerSide engine.Color
	Odds         bool     // the mine-odds overlay is on
	Assisted     bool     // the game was played with the overlay on
	Notes        [2]Notes // each side's flags, by engine.Color
	// Known says how anyone could know the game's minefield, which is then no
	// secret: KnownByAddress, or KnownDaily followed by a space and the UTC
	// date of the daily puzzle; "" for a minefield the page drew itself.
	Known string
	// Clock is the game's time control, none when zero, and ClockLeft the
	// milliseconds left on each side's clock, by engine.Color.
	Clock     engine.TimeControl
	ClockLeft [2]int64
	// Names are the names of two people at this screen, by engine.Color, ""
	// for none: CleanName's.
	Names [2]string
}

// KnownByAddress and KnownDaily start Prefs.Known.
const (
	KnownByAddress = "address"
	KnownDaily     = "daily"
)

// Keys of the store, and the first line of a save without its version.
const (
	saveKey        = "mschess.save"
	rejectedPrefix = "mschess.save.rejected."
	magic          = "mschess-save "
	version        = 1
)

// maxSave is the most text a save may hold: the masked record of the longest
// game engine.ParseRecord reads, and room for settings. A longer save is refused
// before it is unmasked.
var maxSave = base64.StdEncoding.EncodedLen(nonceSize+hashSize+engine.MaxRecordBytes) + 4<<10

// Errors of Slot.Load; a *LoadError wraps the last three, for errors.Is.
var (
	ErrNoSave  = errors.New("there is no saved game")
	ErrForeign = errors.New("the saved data is not a Minesweeper Chess game")
	ErrTooNew  = errors.New("the saved game comes from a newer version of Minesweeper Chess")
	ErrDamaged = errors.New("the saved game is damaged")
)

// Errors of Slot.Save and Slot.Replace, besides the store's own.
var (
	// ErrSavedElsewhere: another page wrote the save since this slot last read
	// or wrote it, so the save is newer than the game this page holds.
	ErrSavedElsewhere = errors.New("the game was saved from another tab or window since")
	// ErrHeld: the save could not be read nor set aside, so nothing is written
	// over it.
	ErrHeld = errors.New("the saved game that could not be read is kept as it was, so this game is not being saved")
	// ErrTooLong: the game is longer than a save may hold.
	ErrTooLong = errors.New("the game is too long to be saved")
)

// LoadError reports a save that could not be read and where it was set aside.
type LoadError struct {
	Err    error  // ErrForeign, ErrTooNew or ErrDamaged
	Detail string // what exactly is wrong, or ""
	// Kept is the key the save now lies under, or "" when it was not set aside:
	// then it is still under its own key, and the slot writes nothing over it.
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
		return msg + "; it is kept as it was, and nothing will be saved over it"
	}
	return msg + "; it was set aside as " + e.Kept
}

// Unwrap returns ErrForeign, ErrTooNew or ErrDamaged.
func (e *LoadError) Unwrap() error { return e.Err }

// Slot is one page's hold on the save in a store. It remembers the generation of
// the save it last read or wrote, so that it never writes over a save another
// page wrote since, and it holds on to a save it could neither read nor set
// aside, writing nothing over it. Make one with NewSlot.
type Slot struct {
	store Store
	gen   uint64 // the generation last read or written here, 0 before
	held  string // the save that could not be read nor set aside, or ""
}

// NewSlot returns the slot of the save in s, which it has yet to read.
func NewSlot(s Store) *Slot { return &Slot{store: s} }

// Load returns the saved game and its board settings, as a page does when it
// opens. With nothing saved it returns ErrNoSave. A save it cannot read it sets
// aside under a key of its own and reports in a *LoadError; when the store
// refuses that copy, the slot holds the save (LoadError.Kept is ""): Save and
// Replace leave it alone from then on. Either way the caller starts a new game.
func (s *Slot) Load() (*engine.Game, Prefs, error) {
	text, g, h, err := s.read()
	if le, ok := err.(*LoadError); ok {
		le.Kept = setAside(s.store, saveKey, rejectedPrefix, text)
		if le.Kept == "" {
			s.held = text
		}
	}
	if err != nil {
		return nil, Prefs{}, err
	}
	s.gen = h.gen
	return g, h.prefs, nil
}

// Reload returns the save that another page wrote, as Changed tells, and from
// then on continues it. A save it cannot read it does not set aside, since the
// page that wrote it may be a newer version still using it: the slot holds it
// instead, and reports it in a *LoadError.
func (s *Slot) Reload() (*engine.Game, Prefs, error) {
	text, g, h, err := s.read()
	if _, ok := err.(*LoadError); ok {
		s.held = text
	}
	if err != nil {
		return nil, Prefs{}, err
	}
	s.gen, s.held = h.gen, ""
	return g, h.prefs, nil
}

// Saved reports whether the store holds a save, readable or not: a game has
// been saved on this device. It decodes no game.
func (s *Slot) Saved() bool {
	_, ok := s.store.Get(saveKey)
	return ok
}

// Peek returns the saved game, without taking it up: the slot and the store
// stay as they are.
func (s *Slot) Peek() (*engine.Game, error) {
	_, g, _, err := s.read()
	return g, err
}

// read reads the save in the store: its text, and its game and header, or
// ErrNoSave or a *LoadError that has not set it aside.
func (s *Slot) read() (string, *engine.Game, header, error) {
	text, ok := s.store.Get(saveKey)
	if !ok {
		return "", nil, header{}, ErrNoSave
	}
	g, h, err := parse(text)
	if err != nil {
		return text, nil, h, err
	}
	return text, g, h, nil
}

// Changed reports whether the store holds a save other than the one the slot
// last read, wrote or holds: another page has written it since.
func (s *Slot) Changed() bool {
	text, ok := s.store.Get(saveKey)
	if !ok {
		return false
	}
	if s.held != "" {
		return text != s.held
	}
	gen, ok := generation(text)
	return !ok || gen != s.gen
}

// Save stores g, hidden mines and seed included but masked, with the board
// settings p, in place of the save the slot last read or wrote. The page calls
// it after every move. When another page has written the save since, it writes
// nothing and returns ErrSavedElsewhere: the caller Reloads the newer game.
func (s *Slot) Save(g *engine.Game, p Prefs) error {
	if s.held == "" && s.Changed() {
		return ErrSavedElsewhere
	}
	return s.Replace(g, p)
}

// Replace stores g with the board settings p in place of whatever is saved,
// newer or not: the player has started g in its place. Neither it nor Save writes
// over a save the slot holds (ErrHeld).
func (s *Slot) Replace(g *engine.Game, p Prefs) error { return s.write(g, p, newNonce()) }

// newNonce draws the nonce of a save. It need only differ from save to save,
// not be secret, so the runtime's generator, which the browser's
// crypto.getRandomValues seeds, serves without crypto/rand (docs/size.md).
func newNonce() [nonceSize]byte {
	var nonce [nonceSize]byte
	for i := range nonce {
		nonce[i] = byte(rand.Uint32())
	}
	return nonce
}

// write is Replace with the nonce given, so that a test can know the text it
// writes.
func (s *Slot) write(g *engine.Game, p Prefs, nonce [nonceSize]byte) error {
	if s.held != "" {
		return ErrHeld
	}
	gen := uint64(0)
	if text, ok := s.store.Get(saveKey); ok {
		gen, _ = generation(text)
	}
	gen++
	text, err := writeSave(g, p, gen, nonce)
	if err != nil {
		return err
	}
	if err := s.store.Set(saveKey, text); err != nil {
		return errors.New("the game could not be saved on this device: " + err.Error())
	}
	s.gen = gen
	return nil
}

// writeSave returns the text of a save of g with the settings p, of
// generation gen, its game masked with nonce.
func writeSave(g *engine.Game, p Prefs, gen uint64, nonce [nonceSize]byte) (string, error) {
	rec, err := g.SecretRecord(nil)
	switch {
	case err != nil:
		return "", err
	case len(rec) > engine.MaxRecordBytes || g.Len() > engine.MaxRecordPlies:
		return "", ErrTooLong // it would not read back
	}
	return magic + strconv.Itoa(version) + "\n" +
		"flipped: " + strconv.FormatBool(p.Flipped) + "\n" +
		"auto-flip: " + strconv.FormatBool(p.AutoFlip) + "\n" + p.playLines() +
		"generation: " + strconv.FormatUint(gen, 10) + "\n\n" + mask(rec, nonce) + "\n", nil
}

// setAside copies text, which lies under key and cannot be read, to the first
// free key of prefix followed by a number, and returns that key, or "" when the
// store refused the copy; the original is removed only once the copy is in
// place.
func setAside(s Store, key, prefix, text string) string {
	for n := 1; ; n++ {
		k := prefix + strconv.Itoa(n)
		if _, taken := s.Get(k); taken {
			continue
		}
		if s.Set(k, text) != nil {
			return ""
		}
		s.Remove(key)
		return k
	}
}
