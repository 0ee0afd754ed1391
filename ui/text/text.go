// Package text holds every piece of text the game shows or says to a player, in
// one table per language, looked up by Key.
//
// The game speaks English, Spanish, Dutch, Greek, Indonesian and Tagalog, each
// with a Table written in that language from the rules, not word for word from
// English. Every table has every key: a test fails otherwise. A Key a table
// leaves empty would still fall back to English, so that a partial translation
// shows whole sentences.
//
// Parameters are written {0} … {9} in the text, so a translation can put them in
// whatever order its grammar needs; a translation has the same parameters as
// English. A text that depends on a count holds one form per plural category of
// its language, separated by "|", and is read with Catalog.Plural: "one|other" in
// English, Spanish, Dutch and Greek, a single form in Indonesian and Tagalog,
// whose nouns do not change with a number.
//
// Moves are written in the standard algebraic notation of the game's records
// (Nf3, Se3, O-O) in every language: a text that quotes a move shows the same
// English piece letters that records, links and typed moves use, as
// international chess sites do, and so does the move list where the player
// chose letters over its figurines (♘f3). Piece names in sentences are
// translated.
//
// The app built for the browser, with the build tag webtexts, holds only the
// English table, without the help: every language's texts are files that the
// page fetches when a player needs them (Catalog.Data writes them, Load reads
// them back), so that a language not in use, and the help until it is opened,
// are not in the download (docs/size.md). Every other build, tests included,
// has every table compiled in.
//
// Formatting is done by hand rather than with fmt (docs/size.md).
package text

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Table is a language's texts, indexed by Key. An empty entry means "not
// translated": Catalog falls back to English for it.
type Table [NumKeys]string

// language is a table and how its plural texts choose a form.
type language struct {
	tag   string // BCP 47 primary language subtag
	name  string // the language's name in itself, shown before its table is at hand
	table *Table // nil until loaded, in the app built with webtexts
	// plural returns the form of a plural text for the count n, counting from 0.
	plural func(n int) int
	forms  int // how many forms a plural text has
}

// oneOther is the plural rule of languages with a singular for 1 and a plural for
// every other count, 0 included.
func oneOther(n int) int {
	if n == 1 {
		return 0
	}
	return 1
}

// noPlural is the rule of languages whose nouns do not change with a count.
func noPlural(int) int { return 0 }

// languages lists the languages in the order a player picks from them.
var languages = [...]language{
	{"en", "English", &English, oneOther, 2},
	{"es", "Español", compiled("es"), oneOther, 2},
	{"nl", "Nederlands", compiled("nl"), oneOther, 2},
	{"el", "Ελληνικά", compiled("el"), oneOther, 2},
	{"id", "Bahasa Indonesia", compiled("id"), noPlural, 1},
	{"tl", "Tagalog", compiled("tl"), noPlural, 1},
}

// Catalog looks texts up in one language, falling back to English.
type Catalog struct {
	lang *language
}

// All returns a catalog for every language, in the order a player picks from them.
func All() []Catalog {
	all := make([]Catalog, len(languages))
	for i := range languages {
		all[i] = Catalog{&languages[i]}
	}
	return all
}

// sameAs maps a primary subtag to the one of a language with a table that its
// readers read as their own: Filipino ("fil", "fil-PH", as Chrome reports it)
// is written as Tagalog. site/boot.js keeps the same map.
var sameAs = map[string]string{"fil": "tl"}

// Lookup returns the catalog of a BCP 47 language tag such as "es" or "nl-BE",
// and whether its language has a table.
func Lookup(tag string) (Catalog, bool) {
	primary := strings.ToLower(tag)
	if i := strings.IndexAny(primary, "-_"); i >= 0 {
		primary = primary[:i]
	}
	if t, ok := sameAs[primary]; ok {
		primary = t
	}
	for i := range languages {
		if languages[i].tag == primary {
			return Catalog{&languages[i]}, true
		}
	}
	return Catalog{}, false
}

// Match returns the catalog of the first of tags whose language has a table, the
// tags in the order of the reader's preference (as navigator.languages gives
// them), or English when none has.
func Match(tags ...string) Catalog {
	for _, tag := range tags {
		if c, ok := Lookup(tag); ok {
			return c
		}
	}
	return Catalog{}
}

// language returns the catalog's language; the zero Catalog's is English.
func (c Catalog) language() *language {
	if c.lang == nil {
		return &languages[0]
	}
	return c.lang
}

// Lang returns the language the catalog speaks, as a primary subtag ("en"):
// its own once its texts are at hand, English until then.
func (c Catalog) Lang() string { return c.speaking().tag }

// speaking returns the language whose texts the catalog gives: its own once they
// are at hand, else English.
func (c Catalog) speaking() *language {
	if !c.Loaded() {
		return &languages[0]
	}
	return c.language()
}

// Tag returns the catalog's own language, as a primary subtag, whether its texts
// are at hand or not.
func (c Catalog) Tag() string { return c.language().tag }

// Name returns the name of the catalog's language in that language ("Español").
func (c Catalog) Name() string { return c.language().name }

// HasHelp reports whether the texts of the help (HelpBoardHead to HelpFigFlags)
// are at hand. In the app built with webtexts, English has them only once its
// file is loaded (Load), as each other language has once it is loaded at all.
func (c Catalog) HasHelp() bool { return c.speaking().table[HelpBoardHead] != "" }

// Loaded reports whether the catalog's texts are at hand. Only the app built
// with webtexts starts without them, for every language but English; until Load
// brings them, the catalog speaks English.
func (c Catalog) Loaded() bool { return c.language().table != nil }

// Text returns the text of k with its parameters filled in: args[0] replaces {0},
// and so on. The zero Catalog is English.
func (c Catalog) Text(k Key, args ...string) string {
	return Fill(c.raw(k), args...)
}

// raw returns the text of k as the table holds it, or English's.
func (c Catalog) raw(k Key) string {
	if int(k) >= len(English) {
		return ""
	}
	if s := c.speaking().table[k]; s != "" {
		return s
	}
	return English[k]
}

// Plural returns the form of the plural text k that the count n takes, with its
// parameters filled in as for Text.
func (c Catalog) Plural(k Key, n int, args ...string) string {
	forms := strings.Split(c.raw(k), "|")
	i := min(c.speaking().plural(n), len(forms)-1)
	return Fill(forms[i], args...)
}

// Sentence returns Text with its first letter in upper case, for texts that
// begin with a parameter, such as a piece's name, and start a sentence.
func (c Catalog) Sentence(k Key, args ...string) string {
	return Capitalize(c.Text(k, args...))
}

// Fill replaces each {n} in pattern, n a single digit, by args[n]. A placeholder
// with no matching argument is left as it is, so a missing argument shows up
// rather than vanishing.
func Fill(pattern string, args ...string) string {
	if len(args) == 0 || !strings.Contains(pattern, "{") {
		return pattern
	}
	var b strings.Builder
	b.Grow(len(pattern) + 16*len(args))
	for {
		i := strings.IndexByte(pattern, '{')
		if i < 0 || i+2 >= len(pattern) {
			break
		}
		n := int(pattern[i+1] - '0')
		if pattern[i+2] != '}' || n < 0 || n > 9 || n >= len(args) {
			b.WriteString(pattern[:i+1])
			pattern = pattern[i+1:]
			continue
		}
		b.WriteString(pattern[:i])
		b.WriteString(args[n])
		pattern = pattern[i+3:]
	}
	b.WriteString(pattern)
	return b.String()
}

// Capitalize returns s with its first letter in upper case.
func Capitalize(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError || unicode.IsUpper(r) {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}
