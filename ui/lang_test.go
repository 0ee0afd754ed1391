package ui

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/persist"
	"mschess/ui/text"
)

// langEnv returns the Env of a page at address query, with store, in a browser
// whose languages are browser.
func langEnv(query string, store persist.Store, browser ...string) Env {
	e := env(query, "", store)
	e.Languages = browser
	return e
}

// chosen returns a store in which the player picked tag earlier.
func chosen(t *testing.T, tag string) *memStore {
	t.Helper()
	s := newStore()
	require.NoError(t, persist.SetLang(s, tag))
	return s
}

func TestOpenChoosesTheLanguage(t *testing.T) {
	tests := []struct {
		name    string
		query   string
		store   func(t *testing.T) persist.Store
		browser []string
		lang    string
	}{
		{"the browser's language", "", func(*testing.T) persist.Store { return newStore() }, []string{"es-ES", "es", "en"}, "es"},
		{"the first of the browser's languages the game speaks", "", func(*testing.T) persist.Store { return newStore() }, []string{"fr-FR", "de", "nl-BE"}, "nl"},
		{"English when the browser's languages are all others", "", func(*testing.T) persist.Store { return newStore() }, []string{"fr", "de"}, "en"},
		{"English when the browser names none", "", func(*testing.T) persist.Store { return newStore() }, nil, "en"},
		{"an earlier choice over the browser's", "", func(t *testing.T) persist.Store { return chosen(t, "el") }, []string{"es"}, "el"},
		{"?lang= over an earlier choice", "?lang=id", func(t *testing.T) persist.Store { return chosen(t, "el") }, []string{"es"}, "id"},
		{"?lang= with a region", "?lang=tl-PH", func(*testing.T) persist.Store { return newStore() }, []string{"es"}, "tl"},
		{"?lang= of a language the game does not speak is ignored", "?lang=fr", func(t *testing.T) persist.Store { return chosen(t, "el") }, nil, "el"},
		{"a stored language the game does not speak is ignored", "", func(t *testing.T) persist.Store { return chosen(t, "xx") }, []string{"nl"}, "nl"},
		{"no storage at all", "", func(*testing.T) persist.Store { return nil }, []string{"id"}, "id"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a := Open(langEnv(tc.query, tc.store(t), tc.browser...))
			assert.Equal(t, tc.lang, a.Lang())
			c, _ := text.Lookup(tc.lang)
			assert.Equal(t, c.Text(text.WhiteToMove), a.Panel().Turn, "the panel speaks it")
		})
	}
}

func TestSetLang(t *testing.T) {
	es, _ := text.Lookup("es")
	t.Run("the panel, the squares and the help speak the new language", func(t *testing.T) {
		a := Open(langEnv("", newStore(), "en"))
		a.SetLang("es")
		assert.Equal(t, "es", a.Lang())
		assert.Equal(t, es.Text(text.WhiteToMove), a.Panel().Turn)
		e1 := sq(t, "e1")
		assert.Equal(t, "e1, "+es.Text(text.WhiteKing), a.SquareLabel(e1, a.Board()[e1]))
		assert.Equal(t, es.Text(text.HelpBoardHead), a.Help()[0].Heading)
	})
	t.Run("the choice is kept for the next visit", func(t *testing.T) {
		s := newStore()
		Open(langEnv("", s, "en")).SetLang("nl")
		assert.Equal(t, "nl", Open(langEnv("", s, "en")).Lang())
	})
	t.Run("a choice the store refuses holds for this visit", func(t *testing.T) {
		s := newStore()
		a := Open(langEnv("", s, "en"))
		s.Full = true
		a.SetLang("el")
		assert.Equal(t, "el", a.Lang())
	})
	t.Run("a language the game does not speak changes nothing", func(t *testing.T) {
		s := chosen(t, "id")
		a := Open(langEnv("", s, "en"))
		a.SetLang("fr")
		assert.Equal(t, "id", a.Lang())
		assert.Equal(t, "id", persist.Lang(s))
	})
	t.Run("the address drops ?lang=, which the choice outranks", func(t *testing.T) {
		a := Open(langEnv("?lang=nl&seed=4", newStore(), "en"))
		assert.Equal(t, "?lang=nl&seed=4", a.Address())
		a.SetLang("el")
		assert.Equal(t, "?seed=4", a.Address())
		assert.Equal(t, "index.html?seed=4", a.FullGameLink())
	})
	t.Run("a notice is worded anew", func(t *testing.T) {
		a := Open(langEnv("?seed=abc", newStore(), "en"))
		a.SetLang("es")
		assert.Equal(t, es.Text(text.BadSeed, "abc"), a.Panel().Status)
	})
	t.Run("the outcome of Verify is worded anew", func(t *testing.T) {
		a := finished(t, langEnv("?seed=3", newStore(), "en"))
		a.Verify("")
		a.SetLang("es")
		c, _ := a.Game().Commitment()
		assert.Equal(t, es.Text(text.VerifyOK, "3", c)+" "+es.Text(text.VerifyNotSecret), a.Panel().Verify, "the link set the minefield")
	})
	t.Run("the last announcement is dropped, not said again", func(t *testing.T) {
		a := Open(langEnv("", newStore(), "en"))
		clicks(t, a, "g1", "f3")
		require.NotEmpty(t, a.Speech().Text)
		a.SetLang("es")
		assert.Empty(t, a.Speech().Text)
	})
}

func TestLanguagesNameThemselves(t *testing.T) {
	assert.Equal(t, []Language{
		{"en", "English"}, {"es", "Español"}, {"nl", "Nederlands"},
		{"el", "Ελληνικά"}, {"id", "Bahasa Indonesia"}, {"tl", "Tagalog"},
	}, Languages())
}

func TestParseOptionsLang(t *testing.T) {
	tests := []struct{ query, lang string }{
		{"?lang=es", "es"},
		{"?lang=NL-be", "nl"},
		{"?lang=es%2DMX", "es"}, // percent-encoded as site/boot.js reads it
		{"?l%61ng=%65l", "el"},
		{"?lang=fr", ""},
		{"?lang=", ""},
		{"?seed=1", ""},
	}
	for _, tc := range tests {
		t.Run(tc.query, func(t *testing.T) {
			assert.Equal(t, tc.lang, ParseOptions(tc.query, "").Lang)
		})
	}
}

// TestTextsUnavailable pins the notices of texts that did not come: each is
// said in the status, in the language the page speaks when it is shown.
func TestTextsUnavailable(t *testing.T) {
	es, _ := text.Lookup("es")
	nl, _ := text.Lookup("nl")
	tests := []struct {
		name string
		act  func(a *App)
		want func(c text.Catalog) string
	}{
		{"a language's texts", func(a *App) { a.LangUnavailable("nl") },
			func(c text.Catalog) string { return c.Text(text.LangUnavailable, nl.Name()) }},
		{"the help's texts", (*App).HelpUnavailable,
			func(c text.Catalog) string { return c.Text(text.HelpUnavailable) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := Open(langEnv("", newStore(), "en"))
			tt.act(a)
			assert.Contains(t, a.Panel().Status, tt.want(a.Text()))
			a.SetLang("es")
			assert.Contains(t, a.Panel().Status, tt.want(es), "worded anew in the page's new language")
			tt.act(a)
			assert.Equal(t, 1, strings.Count(a.Panel().Status, tt.want(es)), "said once when tried again (a trial saw it thrice)")
		})
	}
}
