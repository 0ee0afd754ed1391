package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLook: the board's colours and the piece set are the defaults until
// picked, a pick shows at once and is kept for the next visit, and a value
// that names no look, picked or stored, is ignored (issue 24 item 14).
func TestLook(t *testing.T) {
	tests := []struct {
		name   string
		look   int
		stored string // kept from an earlier visit
		pick   string // picked in the page, "" for none
		next   bool   // read on the next visit
		want   string
	}{
		{"wood by default", 0, "", "", false, "board-wood"},
		{"the classic pieces by default", 1, "", "", false, "pieces-classic"},
		{"a board picked shows at once", 0, "", "board-green", false, "board-green"},
		{"a piece set picked shows at once", 1, "", "pieces-bold", false, "pieces-bold"},
		{"a board picked is kept for the next visit", 0, "", "board-blue", true, "board-blue"},
		{"a piece set picked is kept for the next visit", 1, "", "pieces-bold", true, "pieces-bold"},
		{"the one kept is shown", 0, "board-blue", "", false, "board-blue"},
		{"a pick outranks the one kept", 0, "board-blue", "board-wood", false, "board-wood"},
		{"an unknown pick is ignored", 0, "board-blue", "board-pink", false, "board-blue"},
		{"a piece set is not a board", 0, "", "pieces-bold", false, "board-wood"},
		{"an unknown look stored is ignored", 1, "pieces-comic", "", false, "pieces-classic"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newStore()
			if tt.stored != "" {
				require.NoError(t, Looks[tt.look].setting.Set(s, tt.stored))
			}
			a := Open(env("", "", s))
			if tt.pick != "" {
				a.SetLook(tt.look, tt.pick)
			}
			if tt.next {
				a = Open(env("", "", s))
			}
			assert.Equal(t, tt.want, a.Look(tt.look))
		})
	}
}

// TestLookWithoutStorage: a look picked holds for the visit without storage.
func TestLookWithoutStorage(t *testing.T) {
	a := Open(env("", "", nil))
	assert.Equal(t, "board-wood", a.Look(0))
	a.SetLook(0, "board-green")
	assert.Equal(t, "board-green", a.Look(0))
}

// TestLookChangesNothingOfTheGame: picking a look leaves the board, the panel
// and the save as they were: it is drawn by the style sheet alone.
func TestLookChangesNothingOfTheGame(t *testing.T) {
	s := newStore()
	a := Open(env("?seed=3", "", s))
	a.Click(sq(t, "e2"))
	a.Click(sq(t, "e4"))
	board, panel := a.Board(), a.Panel()
	saved, _ := s.Get(saveKey)
	a.SetLook(0, "board-blue")
	a.SetLook(1, "pieces-bold")
	assert.Equal(t, board, a.Board())
	assert.Equal(t, panel, a.Panel())
	after, _ := s.Get(saveKey)
	assert.Equal(t, saved, after, "the save")
}

// TestLookOptionsNameEveryValue: each look's options name every value once,
// the chosen one selected.
func TestLookOptionsNameEveryValue(t *testing.T) {
	for i := range Looks {
		l := &Looks[i]
		html := l.Options(en, l.Values[1])
		for j, v := range l.Values {
			assert.Contains(t, html, OptionHTML(v, en.Text(l.names[j]), "", j == 1))
		}
	}
}
