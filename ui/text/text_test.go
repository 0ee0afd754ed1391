package text

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestEveryKeyHasEnglishText(t *testing.T) {
	for k := range NumKeys {
		assert.NotEmpty(t, English[k], "key %d has no English text", k)
	}
}

// TestEveryLanguageHasEveryKey checks that each table has a text exactly for
// the keys that English has one for: none missing, none of its own.
func TestEveryLanguageHasEveryKey(t *testing.T) {
	for _, l := range languages {
		t.Run(l.tag, func(t *testing.T) {
			for k := range NumKeys {
				assert.Equal(t, English[k] != "", l.table[k] != "", "key %d: English %q, %s %q", k, English[k], l.tag, l.table[k])
			}
		})
	}
}

// placeholders returns the digits of the placeholders {0} … {9} in s, sorted,
// each once.
func placeholders(s string) []byte {
	var ds []byte
	for i := strings.IndexByte(s, '{'); i >= 0 && i+2 < len(s); i = strings.IndexByte(s, '{') {
		if d := s[i+1]; d >= '0' && d <= '9' && s[i+2] == '}' && !slices.Contains(ds, d) {
			ds = append(ds, d)
		}
		s = s[i+1:]
	}
	slices.Sort(ds)
	return ds
}

func TestTranslationsTakeEnglishsParameters(t *testing.T) {
	for _, l := range languages[1:] {
		t.Run(l.tag, func(t *testing.T) {
			for k := range NumKeys {
				assert.Equal(t, string(placeholders(English[k])), string(placeholders(l.table[k])),
					"key %d: the parameters of %q differ from those of %q", k, l.table[k], English[k])
			}
		})
	}
}

// TestPlaceholdersAreWellFormed checks that each "{" in every text opens a
// placeholder {0} … {9}, so that no parameter is silently left unfilled.
func TestPlaceholdersAreWellFormed(t *testing.T) {
	for _, l := range languages {
		for k, s := range l.table {
			for i := strings.IndexByte(s, '{'); i >= 0; i = strings.IndexByte(s, '{') {
				ok := i+2 < len(s) && s[i+1] >= '0' && s[i+1] <= '9' && s[i+2] == '}'
				assert.True(t, ok, "%s key %d: malformed placeholder in %q", l.tag, k, s)
				s = s[i+1:]
			}
		}
	}
}

// TestPluralTextsHaveAFormPerCategory checks that a text English writes in
// plural forms has as many forms as its language has categories, each with the
// same parameters, and that no other text is split.
func TestPluralTextsHaveAFormPerCategory(t *testing.T) {
	for _, l := range languages {
		t.Run(l.tag, func(t *testing.T) {
			for k := range NumKeys {
				forms := strings.Split(l.table[k], "|")
				if !strings.Contains(English[k], "|") {
					assert.Len(t, forms, 1, "key %d is no plural text: %q", k, l.table[k])
					continue
				}
				assert.Len(t, forms, l.forms, "key %d is a plural text: %q", k, l.table[k])
				for _, f := range forms {
					assert.Equal(t, string(placeholders(l.table[k])), string(placeholders(f)), "key %d: form %q", k, f)
				}
			}
		})
	}
}

func TestPlural(t *testing.T) {
	tests := []struct {
		name, tag string
		n         int
		want      string
	}{
		{"English singular", "en", 1, "1 mine next to it"},
		{"English plural", "en", 3, "3 mines next to it"},
		{"English plural for none", "en", 0, "0 mines next to it"},
		{"Spanish singular", "es", 1, "1 mina alrededor"},
		{"Spanish plural", "es", 8, "8 minas alrededor"},
		{"Dutch plural", "nl", 2, "2 aangrenzende mijnen"},
		{"Greek singular", "el", 1, "1 γειτονική νάρκη"},
		{"Indonesian has one form for 1", "id", 1, "1 ranjau di sekitarnya"},
		{"Indonesian has one form for 5", "id", 5, "5 ranjau di sekitarnya"},
		{"Tagalog has one form", "tl", 4, "4 mina sa paligid"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c, ok := Lookup(tc.tag)
			assert.True(t, ok)
			assert.Equal(t, tc.want, c.Plural(SqNumber, tc.n, strconv.Itoa(tc.n)))
		})
	}
}

func TestLookup(t *testing.T) {
	tests := []struct {
		name, tag, lang string
		ok              bool
	}{
		{"English", "en", "en", true},
		{"a region is ignored", "en-GB", "en", true},
		{"case is ignored", "EL_gr", "el", true},
		{"Spanish", "es-ES", "es", true},
		{"Tagalog", "tl", "tl", true},
		{"Filipino is read as Tagalog", "fil", "tl", true},
		{"Filipino of the Philippines, as Chrome reports it", "fil-PH", "tl", true},
		{"a language without a table", "fr", "", false},
		{"an empty tag", "", "", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c, ok := Lookup(tc.tag)
			assert.Equal(t, tc.ok, ok)
			if ok {
				assert.Equal(t, tc.lang, c.Lang())
			}
		})
	}
}

func TestMatch(t *testing.T) {
	tests := []struct {
		name string
		tags []string
		lang string
	}{
		{"the first language", []string{"nl-BE", "en"}, "nl"},
		{"the first language with a table", []string{"fr-FR", "de", "es-MX", "en"}, "es"},
		{"English when none has one", []string{"fr", "de"}, "en"},
		{"English when there are none", nil, "en"},
		{"empty tags are skipped", []string{"", "id"}, "id"},
		{"a Filipino browser gets Tagalog", []string{"fil-PH", "fil", "en-US"}, "tl"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.lang, Match(tc.tags...).Lang())
		})
	}
}

func TestAllListsEveryLanguageOnceUnderItsOwnName(t *testing.T) {
	var tags, names []string
	for _, c := range All() {
		tags = append(tags, c.Tag())
		names = append(names, c.Name())
	}
	assert.Equal(t, []string{"en", "es", "nl", "el", "id", "tl"}, tags)
	assert.Equal(t, []string{"English", "Español", "Nederlands", "Ελληνικά", "Bahasa Indonesia", "Tagalog"}, names)
}

func TestMissingTranslationFallsBackToEnglish(t *testing.T) {
	partial := Table{Resign: "Rendirse"}
	c := Catalog{&language{tag: "xx", table: &partial, plural: oneOther, forms: 2}}
	assert.Equal(t, "Rendirse", c.Text(Resign))
	assert.Equal(t, English[NewGame], c.Text(NewGame))
	assert.Equal(t, "White is in check.", c.Text(InCheck, "White"))
	assert.Equal(t, "2 mines next to it", c.Plural(SqNumber, 2, "2"))
}

func TestZeroCatalogIsEnglish(t *testing.T) {
	var c Catalog
	assert.Equal(t, "en", c.Lang())
	assert.Equal(t, English[Flip], c.Text(Flip))
	assert.Equal(t, "1 mine next to it", c.Plural(SqNumber, 1, "1"))
}

func TestFill(t *testing.T) {
	tests := []struct {
		name    string
		pattern string
		args    []string
		want    string
	}{
		{"no placeholders", "Resign", []string{"x"}, "Resign"},
		{"one placeholder", "{0} to move", []string{"White"}, "White to move"},
		{"placeholders in any order", "{1} then {0}", []string{"a", "b"}, "b then a"},
		{"a placeholder used twice", "{0}{0}", []string{"x"}, "xx"},
		{"a missing argument stays visible", "{0} and {1}", []string{"a"}, "a and {1}"},
		{"a lone brace is kept", "a { b", []string{"x"}, "a { b"},
		{"a brace at the end is kept", "a {", []string{"x"}, "a {"},
		{"no arguments", "{0}", nil, "{0}"},
		{"non-ASCII text around it", "“{0}” – ok", []string{"é"}, "“é” – ok"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, Fill(tc.pattern, tc.args...))
		})
	}
}

func TestCapitalize(t *testing.T) {
	tests := []struct{ in, want string }{
		{"white knight", "White knight"},
		{"White", "White"},
		{"", ""},
		{"éclair", "Éclair"},
		{"ελληνικά", "Ελληνικά"},
		{"3 squares", "3 squares"},
		{"¡Bum!", "¡Bum!"},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			assert.Equal(t, tc.want, Capitalize(tc.in))
		})
	}
}

// TestLostPiecesHeadingsNameThePieces: the headings over each side's lost
// pieces beside the board say that these are pieces, in the word the
// language's table uses for them elsewhere, lest "White has lost" read as
// the game's result (a newcomer's trial).
func TestLostPiecesHeadingsNameThePieces(t *testing.T) {
	tests := []struct{ tag, pieces string }{
		{"en", "pieces"},
		{"es", "piezas"},
		{"nl", "stukken"},
		{"el", "κομμάτια"},
		{"id", "buah"},
		{"tl", "piyesa"},
	}
	for _, tc := range tests {
		t.Run(tc.tag, func(t *testing.T) {
			c, ok := Lookup(tc.tag)
			assert.True(t, ok)
			for _, k := range []Key{LostByWhite, LostByBlack} {
				assert.Contains(t, strings.ToLower(c.Text(k)), tc.pieces)
			}
		})
	}
}
