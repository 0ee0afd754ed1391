package persist

// langKey holds the language the player picked in the page. It is kept apart
// from the save, so that the choice holds with no game saved, over a new game
// and over a save that cannot be read.
const langKey = "mschess.lang"

// Lang returns the language the player picked, as a BCP 47 tag, or "" when
// there is none. It is what was stored: the caller checks that it knows it.
func Lang(s Store) string {
	tag, _ := s.Get(langKey)
	return tag
}

// SetLang keeps tag as the language the player picked.
func SetLang(s Store, tag string) error { return s.Set(langKey, tag) }
