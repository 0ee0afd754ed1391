package ui

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/persist"
	"mschess/share"
	"mschess/ui/text"
)

// exportedErrors returns the exported package-level variables named Err… in
// the Go files of the package in dir, tests left out, as "pkg.ErrName".
func exportedErrors(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	var names []string
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".go") || strings.HasSuffix(e.Name(), "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), filepath.Join(dir, e.Name()), nil, parser.SkipObjectResolution)
		require.NoError(t, err)
		for _, d := range f.Decls {
			if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.VAR {
				for _, spec := range g.Specs {
					for _, n := range spec.(*ast.ValueSpec).Names {
						if strings.HasPrefix(n.Name, "Err") && n.IsExported() {
							names = append(names, f.Name.Name+"."+n.Name)
						}
					}
				}
			}
		}
	}
	return names
}

// TestEveryErrorAPlayerMeetsIsWorded checks every exported error of the
// packages whose errors reach the status line or a dialog: each one either
// has words in the table, as the player meets it, or is listed with the reason
// it never reaches a player. A new error fails here until it is one or the other.
func TestEveryErrorAPlayerMeetsIsWorded(t *testing.T) {
	shown := map[string]error{
		"share.ErrNotGameLink":  share.ErrNotGameLink,
		"share.ErrIncomplete":   share.ErrIncomplete,
		"share.ErrChanged":      share.ErrChanged,
		"share.ErrTooNew":       share.ErrTooNew,
		"persist.ErrForeign":    &persist.LoadError{Err: persist.ErrForeign, Kept: "mschess.save.rejected.1"},
		"persist.ErrTooNew":     &persist.LoadError{Err: persist.ErrTooNew},
		"persist.ErrDamaged":    &persist.LoadError{Err: persist.ErrDamaged, Detail: "it is empty"},
		"engine.ErrNoMinefield": &engine.RecordError{Err: engine.ErrNoMinefield},
		"engine.ErrIllegalMove": &engine.RecordError{Line: 3, Move: "2.", Err: &engine.MoveError{Text: "Nf9", Err: engine.ErrIllegalMove}},
		"engine.ErrAmbiguousMove": &engine.RecordError{Line: 3, Move: "2.",
			Err: &engine.MoveError{Text: "Ra3", Err: engine.ErrAmbiguousMove}},
		"engine.ErrRecordTooLong": &engine.RecordError{Err: engine.ErrRecordTooLong},
		"engine.ErrTooManyMoves":  &engine.RecordError{Line: 1502, Err: engine.ErrTooManyMoves},
		"share.ErrTooLong":        share.ErrTooLong,
		"persist.ErrHeld":         persist.ErrHeld,
		"persist.ErrTooLong":      persist.ErrTooLong,
	}
	unshown := map[string]string{
		"persist.ErrNoSave":         "nothing saved is no fault: a new game starts",
		"engine.ErrGameOver":        "the App plays only legal moves of a game that is on",
		"engine.ErrNothingUndo":     "Takeback is offered only when there is a move to take back",
		"engine.ErrNoGameToDraw":    "AcceptDraw is offered only while the game is on",
		"engine.ErrGameNotOver":     "Export and Share are offered only for a finished game",
		"engine.ErrRevealed":        "Panel.TakebackWhy words it (text.NoTakebackRevealed, text.NoTakebackReply)",
		"persist.ErrSavedElsewhere": "the App follows the newer game and says so (text.SavedElsewhere)",
	}
	var found []string
	for _, dir := range []string{"../engine", "../share", "../persist"} {
		found = append(found, exportedErrors(t, dir)...)
	}
	var listed []string
	for name := range shown {
		listed = append(listed, name)
	}
	for name := range unshown {
		listed = append(listed, name)
	}
	sort.Strings(found)
	sort.Strings(listed)
	require.Equal(t, found, listed, "every exported error is listed as shown or unshown")

	a := New(engine.NewGame(1), en)
	for name, err := range shown {
		why := a.errorText(err)
		assert.NotEqual(t, en.Text(text.UnexpectedError), why, "%s has words of its own", name)
	}
}

func TestErrorsSpeakThePlayersLanguage(t *testing.T) {
	link := finishedLink(t, 5, "Nf3")
	for _, c := range text.All() {
		t.Run(c.Lang(), func(t *testing.T) {
			t.Run("a changed link", func(t *testing.T) {
				e := langEnv("", newStore(), c.Lang())
				e.Fragment = link[:len(link)-3] + "AAA"
				assert.Equal(t, c.Text(text.BadLink, c.Text(text.LinkChanged)), Open(e).Panel().Status)
			})
			t.Run("a save that is not ours", func(t *testing.T) {
				s := newStore()
				s.Data["mschess.save"] = "{}"
				a := Open(langEnv("", s, c.Lang()))
				assert.Equal(t, c.Text(text.BadSave, c.Text(text.SaveSetAside, c.Text(text.SaveForeign), "mschess.save.rejected.1")),
					a.Panel().Status)
			})
			t.Run("a record with an illegal move", func(t *testing.T) {
				a := Open(langEnv("", newStore(), c.Lang()))
				err := a.Import("[Seed \"7\"]\n\n1. Nf9 1-0")
				require.Error(t, err)
				assert.Equal(t, c.Text(text.ImportError, c.Text(text.RecordAtMove, "3", "1.", c.Text(text.RecordIllegal, "Nf9"))), err.Error())
			})
		})
	}
}
