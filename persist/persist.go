// Package persist keeps the game on the player's device, so that a reload or the
// next visit carries on where the player left off.
//
// A save is text under the key "mschess.save": a first line naming the format and
// its version, the board settings as "key: value" lines, a blank line, then the
// game, masked, as one line of base64:
//
//	mschess-save 1
//	flipped: false
//	auto-flip: true
//
//	98auxNGbjgzfM56JCcFy1MCdSKnROJfVmiUM/bSt/2oUVh+kuymPYqeys/PAXA+Rwsy…
//
// Reading ignores settings it does not know, so a setting can be added without a
// new version; the version changes only when an older reader would misread a save.
//
// The game is its record as engine.Game.SecretRecord writes it, which lists the
// whole minefield, seed included: a game in progress is resumed from it. The mask
// keeps that minefield out of sight of a player who opens the browser's storage,
// since the seed must not be seen while the game runs (RULES.md §2). It is masking,
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
// A save that cannot be read — not ours, from a newer version, or damaged — is
// never thrown away: Load moves it to "mschess.save.rejected.<n>" and says why,
// and the caller starts a new game. What it says names no mine: the record reader's
// own message could quote the minefield, so only where the record fails is told.
package persist

import (
	"encoding/base64"
	"errors"
	"hash/fnv"
	"math/rand/v2"
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

// maskKey, with a save's nonce, seeds the keystream that masks its game. It is no
// secret: the app carries it for anyone to read. Changing it would leave every
// earlier save unreadable, so a new key needs a new version.
const maskKey = "mschess keeps its minefield away" // 32 bytes: a ChaCha8 seed

// Sizes of the nonce and of the hash that start a masked game.
const (
	nonceSize = 16
	hashSize  = 8
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

// Save stores g, hidden mines and seed included but masked, with the board
// settings p, replacing the previous save. The page calls it after every move.
func Save(s Store, g *engine.Game, p Prefs) error {
	// The nonce need only differ from save to save, not be secret, so the runtime's
	// generator, which the browser's crypto.getRandomValues seeds, serves;
	// crypto/rand would add some 95 KiB to the wasm app, near its whole headroom.
	var nonce [nonceSize]byte
	for i := range nonce {
		nonce[i] = byte(rand.Uint32())
	}
	return save(s, g, p, nonce)
}

// save is Save with the nonce given, so that a test can know the text it writes.
func save(s Store, g *engine.Game, p Prefs, nonce [nonceSize]byte) error {
	rec, err := g.SecretRecord(nil)
	if err != nil {
		return err
	}
	text := magic + strconv.Itoa(version) + "\n" +
		"flipped: " + strconv.FormatBool(p.Flipped) + "\n" +
		"auto-flip: " + strconv.FormatBool(p.AutoFlip) + "\n\n" + mask(rec, nonce) + "\n"
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
	// Settings run up to the first blank line; the masked game follows it.
	game := rest
	for n := 2; ; n++ {
		line, after, ok := strings.Cut(game, "\n")
		if !ok {
			return nil, p, &LoadError{Err: ErrDamaged, Detail: "it ends before the game"}
		}
		game = after
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
	rec, err := unmask(game)
	if err != nil {
		return nil, p, &LoadError{Err: ErrDamaged, Detail: err.Error()}
	}
	g, _, err := engine.ParseRecord(rec)
	if err != nil {
		return nil, p, &LoadError{Err: ErrDamaged, Detail: "its game does not read back" + where(err)}
	}
	return g, p, nil
}

// where returns " at record line 5, move 12..." for an error of ParseRecord, as far
// as it is known: the place without the engine's message, which may quote the
// minefield. ParseRecord returns a *RecordError itself, so a type assertion finds
// it; errors.As would add some 10 KiB of reflection to the wasm app.
func where(err error) string {
	re, ok := err.(*engine.RecordError)
	if !ok || re.Line == 0 {
		return ""
	}
	s := " at record line " + strconv.Itoa(re.Line)
	if re.Move != "" {
		s += ", move " + re.Move
	}
	return s
}

// mask returns the masked game of a save holding rec, in base64.
func mask(rec string, nonce [nonceSize]byte) string {
	data := make([]byte, 0, nonceSize+hashSize+len(rec))
	data = append(data, nonce[:]...)
	data = append(data, hash(rec)...)
	data = append(data, rec...)
	xorKeystream(data[nonceSize:], nonce)
	return base64.StdEncoding.EncodeToString(data)
}

// unmask returns the record in a masked game, or what is wrong with it.
// The decoder skips line breaks, so the one that ends the game is no matter.
func unmask(text string) (string, error) {
	data, err := base64.StdEncoding.DecodeString(text)
	if err != nil {
		// DecodeString returns no other error.
		at := int64(err.(base64.CorruptInputError))
		return "", errors.New("its game is garbled at character " + strconv.FormatInt(at+1, 10))
	}
	if len(data) < nonceSize+hashSize {
		return "", errors.New("its game is cut short")
	}
	body := data[nonceSize:]
	xorKeystream(body, [nonceSize]byte(data))
	rec := string(body[hashSize:])
	if string(body[:hashSize]) != string(hash(rec)) {
		return "", errors.New("its game was changed or cut short: it fails its check")
	}
	return rec, nil
}

// hash returns the FNV-1a 64-bit hash of rec, big-endian.
func hash(rec string) []byte {
	h := fnv.New64a()
	h.Write([]byte(rec))
	return h.Sum(nil)
}

// xorKeystream masks data in place, or unmasks it, with the keystream of nonce.
func xorKeystream(data []byte, nonce [nonceSize]byte) {
	var seed [32]byte
	copy(seed[:], maskKey)
	for i, b := range nonce {
		seed[i] ^= b
	}
	key := make([]byte, len(data))
	rand.NewChaCha8(seed).Read(key)
	for i := range data {
		data[i] ^= key[i]
	}
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
