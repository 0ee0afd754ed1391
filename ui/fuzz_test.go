package ui

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/share"
)

// FuzzOpen opens the page at any address over any saved text. Whatever the address
// and the storage hold, Open gives a game to play and never panics, and the saved
// text is still in the storage afterwards — restored, left alone or set aside, but
// never lost (issue 4, item 3).
func FuzzOpen(f *testing.F) {
	f.Add("?seed=7", "", "")
	f.Add("?seed=abc&daily=1&theme=dark&orientation=black", "", "")
	f.Add("", "#g=AAAA", "")
	f.Add("?daily=1", "", "mschess-save 1\nflipped: true\n\nnot a game")
	f.Add("?seed=18446744073709551615", share.Encode("[Result \"*\"]\n*\n"), "mschess-save 99\n")
	f.Add("?seed="+strings.Repeat("9", 1000), "#g="+strings.Repeat("A", 1000), "mschess-save 1\ngeneration: 3\n\n")
	f.Fuzz(func(t *testing.T, query, fragment, saved string) {
		store := newStore()
		if saved != "" {
			store.Data["mschess.save"] = saved
		}
		a := Open(env(query, fragment, store))
		require.NotNil(t, a.Game())
		a.Board()
		a.Panel()
		if saved != "" {
			assert.True(t, slices.Contains(valuesOf(store.Data), saved), "the saved text is kept")
		}
	})
}

func valuesOf(m map[string]string) []string {
	out := make([]string, 0, len(m))
	for _, v := range m {
		out = append(out, v)
	}
	return out
}

// FuzzParseOptions reads any address: the options it finds write back to a query
// that reads as the same options.
func FuzzParseOptions(f *testing.F) {
	f.Add("?seed=7&theme=light", "")
	f.Add("daily=1&orientation=Black&lang=el", "#g=abc")
	f.Add("?seed=-1&seed=2&theme=&daily=0", "g=")
	f.Fuzz(func(t *testing.T, query, fragment string) {
		o := ParseOptions(query, fragment)
		again := ParseOptions(o.Query(), "")
		assert.Equal(t, o.Theme, again.Theme)
		assert.Equal(t, o.HasOrientation, again.HasOrientation)
		assert.Equal(t, o.Orientation, again.Orientation)
		assert.Equal(t, o.HasSeed, again.HasSeed)
		assert.Equal(t, o.Seed, again.Seed)
		if !o.HasSeed {
			assert.Equal(t, o.Daily, again.Daily)
		}
	})
}

// FuzzParseLetter reads any fragment as a letter of a game by links
// (docs/rules.md §11): it is read or refused with errLetter, and a letter read
// is written back as a fragment that reads the same.
func FuzzParseLetter(f *testing.F) {
	f.Add("#letter=1.w.AAAAAAAAAAAAAAAA.0")
	f.Add("#letter=1.b.AAAAAAAAAAAAAAAA.3.AQQQ.AQQR")
	f.Add("#letter=2.w.AAAAAAAAAAAAAAAA.0")
	f.Add("#letter=1.w.AAAAAAAAAAAAAAAA.-1")
	f.Add("#letter=1.w.AAAAAAAAAAAAAAAA.4294967296")
	f.Add("#letter=1.x.AAAAAAAAAAAAAAAA.0.A*")
	f.Fuzz(func(t *testing.T, fragment string) {
		l, err := parseLetter(fragment)
		if err != nil {
			require.ErrorIs(t, err, errLetter)
			return
		}
		again, err := parseLetter(l.fragment())
		require.NoError(t, err)
		require.Equal(t, l, again)
	})
}

// FuzzParseInvitation reads any fragment as an invitation to play a friend
// (docs/rules.md §11): it is read or refused with errInvitation, and an
// invitation read is written back as a fragment that reads the same.
func FuzzParseInvitation(f *testing.F) {
	f.Add("#friend=1.w.AAAAAAAAAAAAAAAA")
	f.Add("#friend=1.b.AAAAAAAAAAAAAAAA")
	f.Add("#friend=2.w.AAAAAAAAAAAAAAAA")
	f.Add("#friend=1.w.AAAA.AAAA")
	f.Add("#friend=1.x.AAAAAAAAAAAAAAA_")
	f.Add("#friend=1.b300+3.AAAAAAAAAAAAAAAA")
	f.Add("#friend=1.w300+03.AAAAAAAAAAAAAAAA")
	f.Fuzz(func(t *testing.T, fragment string) {
		inv, err := parseInvitation(fragment)
		if err != nil {
			require.ErrorIs(t, err, errInvitation)
			return
		}
		again, err := parseInvitation(inv.fragment())
		require.NoError(t, err)
		require.Equal(t, inv, again)
	})
}
