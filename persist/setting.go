package persist

import (
	"slices"
	"strings"
	"unicode"
)

// Setting is a choice the player made in the page, such as the theme, kept
// under its own key apart from the save: it holds with no game saved, over a
// new game and over a save that cannot be read.
type Setting string

// The settings the page keeps.
const (
	ThemeSetting Setting = "mschess.theme" // the theme picked, "" for the system's
	SoundSetting Setting = "mschess.sound" // "off" once the player muted the game
	// LettersSetting is "on" once the player chose piece letters (Nf3) over
	// figurines (♘f3) in the move list.
	LettersSetting Setting = "mschess.letters"
	// MineAskSetting is "off" once the player chose to move onto a found mine
	// without being asked first.
	MineAskSetting Setting = "mschess.mineask"
	// STUNSetting is the STUN server the player set in the page for a
	// connection to a friend's device: its URL ("stun:host:port"), or "none".
	STUNSetting Setting = "mschess.stun"
	// BoardSetting and PiecesSetting are the board's colours and the piece
	// set picked; site/boot.js reads them too, to show them before the app runs.
	BoardSetting  Setting = "mschess.board"
	PiecesSetting Setting = "mschess.pieces"
	// NamesSetting is the names of two people at this screen, as Names and
	// SetNames read and write them.
	NamesSetting Setting = "mschess.names"
)

// Get returns the setting's value in s, or "" when it has none. It is what was
// stored: the caller checks that it knows the value.
func (k Setting) Get(s Store) string {
	v, _ := s.Get(string(k))
	return v
}

// Set keeps v as the setting's value in s.
func (k Setting) Set(s Store, v string) error { return s.Set(string(k), v) }

// OneOf returns the setting's value in s when it is one of values, else
// values[0], the default: a value stored by another version, or by hand, is
// ignored.
func (k Setting) OneOf(s Store, values []string) string {
	if v := k.Get(s); slices.Contains(values, v) {
		return v
	}
	return values[0]
}

// MaxName is the most characters a player's name keeps.
const MaxName = 24

// CleanName returns a player's name as the game keeps it: without control
// characters, so that it stays on one line of a record or a save, nor the
// marks that turn the direction of the text after it, trimmed, and cut to
// MaxName characters.
func CleanName(name string) string {
	name = strings.TrimSpace(strings.Map(func(r rune) rune {
		if Unseen(r) || r == '\uFFFD' {
			return -1
		}
		return r
	}, name))
	if r := []rune(name); len(r) > MaxName {
		name = strings.TrimSpace(string(r[:MaxName]))
	}
	return name
}

// Unseen reports whether r is a control character or a mark that turns the
// direction of the text after it: a character that shows as nothing, or
// changes how the words around it show.
func Unseen(r rune) bool {
	return unicode.IsControl(r) || 0x202a <= r && r <= 0x202e || 0x2066 <= r && r <= 0x2069
}

// Names returns the names of two people at this screen kept in s, White's
// and Black's, each as CleanName keeps it, and whether they were asked
// before: a value of any other form is ignored, as never asked.
func Names(s Store) (names [2]string, asked bool) {
	white, black, ok := strings.Cut(NamesSetting.Get(s), "\n")
	if !ok || strings.Contains(black, "\n") {
		return names, false
	}
	return [2]string{CleanName(white), CleanName(black)}, true
}

// SetNames keeps the names of two people at this screen in s: "" for a name
// not given.
func SetNames(s Store, names [2]string) error {
	return NamesSetting.Set(s, CleanName(names[0])+"\n"+CleanName(names[1]))
}
