package text

import (
	"errors"
	"strconv"
	"strings"
)

// dataHeader starts a table's file, with its language and its number of texts
// after it: a file of another build of the game, whose keys may differ, is
// refused rather than read into the wrong keys.
const dataHeader = "mschess texts "

// Data returns the catalog's texts as a file that Load reads back: a header
// line, then each text on a line of its own in the order of the keys, with
// "\" written "\\" and a line break "\n". The zero Catalog's is English's.
func (c Catalog) Data() []byte {
	l := c.language()
	var b strings.Builder
	b.WriteString(dataHeader + l.tag + " " + strconv.Itoa(int(NumKeys)) + "\n")
	escape := strings.NewReplacer(`\`, `\\`, "\n", `\n`)
	for _, s := range l.table {
		b.WriteString(escape.Replace(s))
		b.WriteByte('\n')
	}
	return []byte(b.String())
}

// ErrBadData is the error of Load for a file that is not the texts of the
// language asked for, as this build of the game numbers them.
var ErrBadData = errors.New("not the texts of this language for this version of the game")

// Load reads a file written by Catalog.Data and makes its texts those of the
// language of tag, which must be one the game speaks. Catalogs of that
// language speak it from then on. The page loads texts between events, never
// while a goroutine reads them.
func Load(tag string, data []byte) error {
	c, ok := Lookup(tag)
	if !ok {
		return ErrBadData
	}
	l := c.language()
	header, body, ok := strings.Cut(string(data), "\n")
	if !ok || header != dataHeader+l.tag+" "+strconv.Itoa(int(NumKeys)) {
		return ErrBadData
	}
	var t Table
	for k := range t {
		line, rest, ok := strings.Cut(body, "\n")
		if !ok {
			return ErrBadData
		}
		if t[k], ok = unescape(line); !ok || hasMarkup(t[k]) && !hasMarkup(English[k]) {
			return ErrBadData
		}
		body = rest
	}
	if body != "" {
		return ErrBadData
	}
	l.table = &t
	return nil
}

// hasMarkup reports whether s holds what HTML would read as a tag or a character
// reference: a "<" before a letter, "/", "!" or "?", or an "&" before a letter or
// "#". A text is meant to be shown as it is, but a file of texts comes from the
// network and a cache, and a page may build markup from it: one that brings
// markup where English has none is refused, whatever the page does with it.
// English's "<1%" is no markup.
func hasMarkup(s string) bool {
	for i := 0; i+1 < len(s); i++ {
		c, next := s[i], s[i+1]
		letter := 'a' <= next|0x20 && next|0x20 <= 'z'
		if c == '<' && (letter || next == '/' || next == '!' || next == '?') || c == '&' && (letter || next == '#') {
			return true
		}
	}
	return false
}

// unescape undoes Data's escapes, and reports false for a "\" that stands for
// neither.
func unescape(s string) (string, bool) {
	if !strings.Contains(s, `\`) {
		return s, true
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '\\' {
			if i++; i == len(s) || s[i] != '\\' && s[i] != 'n' {
				return "", false
			}
			if c = s[i]; c == 'n' {
				c = '\n'
			}
		}
		b.WriteByte(c)
	}
	return b.String(), true
}
