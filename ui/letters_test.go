package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/persist"
)

// TestLetters: the move list shows figurines unless the player chose letters
// on this device (issue 24 item 15), a choice kept for the next visit and
// held for the visit where the store refuses it.
func TestLetters(t *testing.T) {
	// refusing holds letters as chosen before, and refuses every change.
	refusing := func(t *testing.T) *memStore {
		s := newStore()
		require.NoError(t, persist.LettersSetting.Set(s, "on"))
		s.Full = true
		return s
	}
	tests := []struct {
		name string
		app  func(t *testing.T) *App
		want bool
	}{
		{"figurines by default", func(*testing.T) *App { return Open(env("", "", newStore())) }, false},
		{"letters once chosen", func(*testing.T) *App {
			a := Open(env("", "", newStore()))
			a.SetLetters(true)
			return a
		}, true},
		{"the choice is kept for the next visit", func(*testing.T) *App {
			s := newStore()
			Open(env("", "", s)).SetLetters(true)
			return Open(env("", "", s))
		}, true},
		{"figurines chosen back over letters kept", func(t *testing.T) *App {
			s := newStore()
			require.NoError(t, persist.LettersSetting.Set(s, "on"))
			a := Open(env("", "", s))
			a.SetLetters(false)
			return a
		}, false},
		{"a choice the store refuses holds for the visit", func(t *testing.T) *App {
			a := Open(env("", "", refusing(t)))
			a.SetLetters(false)
			return a
		}, false},
		{"without storage too", func(*testing.T) *App {
			a := Open(env("", "", nil))
			a.SetLetters(true)
			return a
		}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, tt.app(t).Panel().Letters)
		})
	}
}

// TestMoveWords: each move of the move list is also told in words, in the
// App's language, for a screen reader, which would spell the figurines and
// letters out; the SAN of the records stays as it is (docs/rules.md §8).
func TestMoveWords(t *testing.T) {
	tests := []struct {
		name  string
		lang  string
		moves []string
		want  string // the last move's words
		san   string // and its SAN
	}{
		{"a piece's move", "en", []string{"Nf3"}, "White knight from g1 to f3.", "Nf3"},
		{"a sweep", "en", []string{"e4", "Se8"}, "Black pawn on e9 sweeps e8: no mine there.", "Se8"},
		{"in the App's language", "es", []string{"Nf3"}, "Caballo blanco de g1 a f3.", "Nf3"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := Open(env("?lang="+tt.lang, "", savedGame(t, 7, persist.Prefs{}, tt.moves...)))
			n := a.Panel()
			require.Len(t, n.MoveWords, len(tt.moves))
			last := len(tt.moves) - 1
			assert.Equal(t, tt.want, n.MoveWords[last])
			assert.Equal(t, tt.san, n.Moves[last], "the SAN stays")
		})
	}
}
