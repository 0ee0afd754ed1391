// Package text holds every piece of text the game shows or says to a player, in
// one table per language, looked up by Key.
//
// Only English exists for now. A new language is one more Table registered in
// tables; a Key it leaves empty falls back to English, so a partial translation
// still shows whole sentences. Parameters are written {0} … {9} in the text, so a
// translation can put them in whatever order its grammar needs. Formatting is done
// by hand rather than with fmt (docs/size.md).
package text

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Table is a language's texts, indexed by Key. An empty entry means "not
// translated": Catalog falls back to English for it.
type Table [NumKeys]string

// tables lists the languages by BCP 47 primary language subtag.
var tables = map[string]*Table{"en": &English}

// Catalog looks texts up in one language, falling back to English.
type Catalog struct {
	lang  string
	table *Table
}

// For returns the catalog for a BCP 47 language tag such as "es" or "nl-BE": the
// language's own table when there is one, else English.
func For(tag string) Catalog {
	primary := strings.ToLower(tag)
	if i := strings.IndexAny(primary, "-_"); i >= 0 {
		primary = primary[:i]
	}
	if t, ok := tables[primary]; ok {
		return Catalog{lang: primary, table: t}
	}
	return Catalog{lang: "en", table: &English}
}

// Lang returns the language the catalog serves, as a primary subtag ("en").
func (c Catalog) Lang() string { return c.lang }

// Text returns the text of k with its parameters filled in: args[0] replaces {0},
// and so on. The zero Catalog is English.
func (c Catalog) Text(k Key, args ...string) string {
	s := ""
	if c.table != nil && int(k) < len(c.table) {
		s = c.table[k]
	}
	if s == "" && int(k) < len(English) {
		s = English[k]
	}
	return Fill(s, args...)
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
