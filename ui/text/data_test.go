package text

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// unloaded empties the table of the language of tag for the test, as in the app
// built with webtexts before Load, and puts it back after.
func unloaded(t *testing.T, tag string) *language {
	c, ok := Lookup(tag)
	require.True(t, ok)
	l := c.language()
	table := l.table
	l.table = nil
	t.Cleanup(func() { l.table = table })
	return l
}

func TestDataLoadsBackEveryText(t *testing.T) {
	for _, c := range All()[1:] {
		t.Run(c.Tag(), func(t *testing.T) {
			want := *c.language().table
			data := c.Data()
			unloaded(t, c.Tag())
			require.NoError(t, Load(c.Tag(), data))
			assert.Equal(t, want, *c.language().table)
		})
	}
}

func TestDataKeepsLineBreaksAndBackslashes(t *testing.T) {
	l := unloaded(t, "es")
	var odd Table
	odd[Resign] = "one\ntwo \\n three\\"
	data := Catalog{&language{tag: "es", table: &odd}}.Data()
	require.NoError(t, Load("es", data))
	assert.Equal(t, odd[Resign], l.table[Resign])
}

func TestUnloadedCatalogSpeaksEnglish(t *testing.T) {
	unloaded(t, "nl")
	c, ok := Lookup("nl")
	require.True(t, ok)
	assert.False(t, c.Loaded())
	assert.Equal(t, "nl", c.Tag())
	assert.Equal(t, "Nederlands", c.Name())
	assert.Equal(t, "en", c.Lang(), "until its texts come, the catalog speaks English")
	assert.Equal(t, English[NewGame], c.Text(NewGame))
	assert.Equal(t, "2 mines next to it", c.Plural(SqNumber, 2, "2"))
}

func TestLoadRefuses(t *testing.T) {
	es, ok := Lookup("es")
	require.True(t, ok)
	good := string(es.Data())
	header, body, _ := strings.Cut(good, "\n")
	tests := []struct {
		name, tag, data string
	}{
		{"a language the game does not speak", "fr", good},
		{"another language's file", "nl", good},
		{"no header", "es", body},
		{"another number of texts", "es", strings.Replace(header, " es ", " es 1", 1) + "\n" + body},
		{"a text short", "es", header + "\n" + body[strings.IndexByte(body, '\n')+1:]},
		{"a line more", "es", good + "extra\n"},
		{"cut short", "es", good[:len(good)/2]},
		{"empty", "es", ""},
		{"a stray backslash", "es", header + "\n" + strings.Replace(body, "\n", "\\x\n", 1)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := unloaded(t, "es")
			unloaded(t, "nl")
			assert.ErrorIs(t, Load(tt.tag, []byte(tt.data)), ErrBadData)
			assert.Nil(t, l.table, "a refused file leaves the language unloaded")
		})
	}
}

// TestLoadRefusesMarkup injects markup through each text of a file in turn: a
// file comes from the network and a cache, and the page must never take markup
// from it (issue 25). Signs that are no markup, as English's "<1%", still load.
func TestLoadRefusesMarkup(t *testing.T) {
	es, ok := Lookup("es")
	require.True(t, ok)
	header, body, _ := strings.Cut(string(es.Data()), "\n")
	lines := strings.Split(strings.TrimSuffix(body, "\n"), "\n")
	require.Len(t, lines, int(NumKeys))
	with := func(k Key, s string) []byte {
		changed := slices.Clone(lines)
		changed[k] = s
		return []byte(header + "\n" + strings.Join(changed, "\n") + "\n")
	}
	for _, bad := range []string{`<a href="//x">25%</a>`, `<meta http-equiv=refresh content="0;url=//x">`, "x</span><form>", "<!-- x", "&lt;b&gt;", "&#60;"} {
		t.Run(bad, func(t *testing.T) {
			for k := range NumKeys {
				unloaded(t, "es")
				require.ErrorIs(t, Load("es", with(k, lines[k]+bad)), ErrBadData, "key %d", k)
			}
		})
	}
	for _, fine := range []string{"<1%", ">99%", "a < b & c > d", "5 & 6"} {
		t.Run(fine, func(t *testing.T) {
			unloaded(t, "es")
			require.NoError(t, Load("es", with(OddsBelowOne, fine)))
		})
	}
}

func FuzzLoad(f *testing.F) {
	es, _ := Lookup("es")
	f.Add(es.Data())
	f.Add([]byte(dataHeader + "es 3\na\nb\n"))
	f.Add([]byte("\\\\n\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		unloaded(t, "es")
		if Load("es", data) == nil {
			loaded, _ := Lookup("es")
			assert.Equal(t, string(data), string(loaded.Data()), "a file Load takes is one Data writes")
		}
	})
}

func TestHasHelp(t *testing.T) {
	var withoutHelp Table
	copy(withoutHelp[:HelpBoardHead], English[:HelpBoardHead])
	tests := []struct {
		name string
		c    Catalog
		want bool
	}{
		{"English, compiled in", Catalog{}, true},
		{"a language loaded", Match("es"), true},
		{"English as the app built with webtexts holds it", Catalog{&language{tag: "en", table: &withoutHelp, plural: oneOther}}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, tt.c.HasHelp())
		})
	}
}
