package persist

import "slices"

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
	// NamesSetting is the names of the two people at this screen, White's and
	// Black's, kept as NamesSetting.Names reads them.
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
