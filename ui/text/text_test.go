package text

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestEveryKeyHasEnglishText(t *testing.T) {
	for k := range NumKeys {
		assert.NotEmpty(t, English[k], "key %d has no English text", k)
	}
}

// TestPlaceholdersAreWellFormed checks that each "{" in the English texts opens a
// placeholder {0} … {9}, so that no parameter is silently left unfilled.
func TestPlaceholdersAreWellFormed(t *testing.T) {
	for k, s := range English {
		for i := strings.IndexByte(s, '{'); i >= 0; i = strings.IndexByte(s, '{') {
			ok := i+2 < len(s) && s[i+1] >= '0' && s[i+1] <= '9' && s[i+2] == '}'
			assert.True(t, ok, "key %d: malformed placeholder in %q", k, s)
			s = s[i+1:]
		}
	}
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
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			assert.Equal(t, tc.want, Capitalize(tc.in))
		})
	}
}

func TestFor(t *testing.T) {
	tests := []struct {
		name, tag, lang string
	}{
		{"English", "en", "en"},
		{"a region is ignored", "en-GB", "en"},
		{"case is ignored", "EN_us", "en"},
		{"a language without a table falls back to English", "es", "en"},
		{"an empty tag is English", "", "en"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c := For(tc.tag)
			assert.Equal(t, tc.lang, c.Lang())
			assert.Equal(t, English[Resign], c.Text(Resign))
		})
	}
}

func TestMissingTranslationFallsBackToEnglish(t *testing.T) {
	partial := Table{Resign: "Rendirse"}
	c := Catalog{lang: "es", table: &partial}
	assert.Equal(t, "Rendirse", c.Text(Resign))
	assert.Equal(t, English[NewGame], c.Text(NewGame))
	assert.Equal(t, "White is in check.", c.Text(InCheck, "White"))
}

func TestZeroCatalogIsEnglish(t *testing.T) {
	var c Catalog
	assert.Equal(t, English[Flip], c.Text(Flip))
}
