package ui

import (
	"errors"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/deal"
	"mschess/duel"
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

// position is the text of a position read in whole, in the errors of a record.
const position = "4k3/8/8/8/8/8/8/8/8/4K3 w K - 0 1"

// atLine is err as a record's reader reports it, at line 2.
func atLine(err error) error { return &engine.RecordError{Line: 2, Err: err} }

// TestEveryErrorAPlayerMeetsIsWorded checks every exported error of the
// packages whose errors reach the status line or a dialog: each one either
// has words in every language's table, as the player meets it, or is listed
// with the reason it never reaches a player. A new error fails here until it
// is one or the other.
func TestEveryErrorAPlayerMeetsIsWorded(t *testing.T) {
	detail := func(err error, details ...string) error {
		return atLine(&engine.DetailError{Err: err, Details: details})
	}
	impossible := func(err error) error {
		return atLine(&engine.SyntaxError{What: "MFEN", Text: position, Why: err.Error(), Err: err})
	}
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
		"engine.ErrRecordTooLong":  &engine.RecordError{Err: engine.ErrRecordTooLong},
		"engine.ErrTooManyMoves":   &engine.RecordError{Line: 1502, Err: engine.ErrTooManyMoves},
		"share.ErrTooLong":         share.ErrTooLong,
		"persist.ErrHeld":          persist.ErrHeld,
		"persist.ErrTooLong":       persist.ErrTooLong,
		"persist.ErrCarriedBefore": persist.ErrCarriedBefore,
		"engine.ErrBadOpenings":    engine.ErrBadOpenings,
		"engine.ErrWrongField":     engine.ErrWrongField,

		"engine.ErrWhiteKings":      impossible(engine.ErrWhiteKings),
		"engine.ErrBlackKings":      impossible(engine.ErrBlackKings),
		"engine.ErrPawnOnEdge":      impossible(engine.ErrPawnOnEdge),
		"engine.ErrMineOutsideZone": impossible(engine.ErrMineOutsideZone),
		"engine.ErrFogOutsideZone":  impossible(engine.ErrFogOutsideZone),
		"engine.ErrPieceOnMine":     impossible(engine.ErrPieceOnMine),
		"engine.ErrTooManyHidden":   impossible(engine.ErrTooManyHidden),
		"engine.ErrFogWithoutMine":  atLine(&engine.DetailError{Err: engine.ErrFogWithoutMine}),
		"engine.ErrCastlingRight":   impossible(engine.ErrCastlingRight),
		"engine.ErrWaitingInCheck":  impossible(engine.ErrWaitingInCheck),
		"engine.ErrOpenComment":     atLine(engine.ErrOpenComment),
		"engine.ErrStrayBrace":      atLine(engine.ErrStrayBrace),
		"engine.ErrVariation":       atLine(engine.ErrVariation),
		"engine.ErrLateTag":         atLine(engine.ErrLateTag),
		"engine.ErrLoneTermination": atLine(engine.ErrLoneTermination),
		"engine.ErrResultNotLast":   detail(engine.ErrResultNotLast, "1-0"),
		"engine.ErrMoveNumber":      detail(engine.ErrMoveNumber, "3", "2"),
		"engine.ErrMoveAfterEnd":    detail(engine.ErrMoveAfterEnd, "0-1", "h3"),
		"engine.ErrResultTags":      detail(engine.ErrResultTags, "0-1", "1-0"),
		"engine.ErrOtherEnd":        detail(engine.ErrOtherEnd, "0-1", "checkmate"),
		"engine.ErrNoEnd":           detail(engine.ErrNoEnd, "1-0"),
		"engine.ErrBrokenCommitment": &engine.DetailError{Err: engine.ErrBrokenCommitment,
			Details: []string{"8", "5e2d1f0a9b8c7d6e5f4a3b2c1d0e9f8a"}},

		"duel.ErrPayload":      duel.ErrPayload,
		"duel.ErrIllegalMove":  duel.ErrIllegalMove,
		"duel.ErrOtherSquares": duel.ErrOtherSquares,
		"duel.ErrBadOpenings":  duel.ErrBadOpenings,
		"duel.ErrAction":       duel.ErrAction,
		"duel.ErrEarlyReveal":  duel.ErrEarlyReveal,
		"duel.ErrState":        duel.ErrState,
	}
	unshown := map[string]string{
		"persist.ErrNoSave":         "nothing saved is no fault: a new game starts",
		"engine.ErrGameOver":        "the App plays only legal moves of a game that is on",
		"engine.ErrNothingUndo":     "Takeback is offered only when there is a move to take back",
		"engine.ErrNoGameToDraw":    "AcceptDraw is offered only while the game is on",
		"engine.ErrGameNotOver":     "Export and Share are offered only for a finished game",
		"engine.ErrRevealed":        "Panel.TakebackWhy words it (text.NoTakebackRevealed, text.NoTakebackReply)",
		"persist.ErrSavedElsewhere": "the App follows the newer game and says so (text.SavedElsewhere)",
		"engine.ErrViewOnly":        "a record's FEN that hides mines is refused before a game is made of it",
		"engine.ErrNoSuchPly":       "the App looks back only at plies the game has",
		"engine.ErrNeedsOpenings":   "the online game plays a move that lifts fog only with its openings (engine.Game.PlayOpened)",
		"engine.ErrNotDealt":        "only an online game is given openings",
		"engine.ErrTimeControl":     "a time control comes from the page's own choice or a save, whose reader says what is wrong in its own words",
		"engine.ErrFieldUnknown":    "an online game's replay with its mines waits for the field to be opened (engine.Game.OpenField)",
		"duel.ErrNotYourTurn":       "the App plays a friend's game only on this page's turn (rivalToMove)",
		"duel.ErrUnanswered":        "the App offers a friend no draws nor take-backs, so no question waits",
		"duel.ErrNothingToAnswer":   "the App offers a friend no draws nor take-backs, so it answers none",
		"duel.ErrNoAction":          "the App does only actions that exist (Resign)",
		"persist.ErrHistoryHeld":    "the App says a game was not added in its own words (text.PastNotAdded), and why in PastGames (text.PastBad)",
	}
	var found []string
	for _, dir := range []string{"../engine", "../share", "../persist", "../duel"} {
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

	english := New(engine.NewGame(1), en)
	for _, c := range text.All() {
		a := New(engine.NewGame(1), c)
		fallbacks := []string{c.Text(text.UnexpectedError), c.Text(text.RecordInvalid), c.Text(text.RecordUnreadable, clip(position))}
		for name, err := range shown {
			why := a.errorText(err)
			for _, f := range fallbacks {
				assert.NotContains(t, why, f, "%s: %s has words of its own", c.Lang(), name)
			}
			for i := range 10 {
				assert.NotContains(t, why, "{"+strconv.Itoa(i)+"}", "%s: %s has its details filled in", c.Lang(), name)
			}
			if c.Lang() != "en" {
				assert.NotEqual(t, english.errorText(err), why, "%s: %s is worded in the language", c.Lang(), name)
			}
		}
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
			t.Run("a record with a wrong move number", func(t *testing.T) {
				a := Open(langEnv("", newStore(), c.Lang()))
				err := a.Import("[Seed \"7\"]\n\n1. Nc3 Se8 3. Nb5 1-0")
				require.Error(t, err)
				assert.Equal(t, c.Text(text.ImportError, c.Text(text.RecordAtLine, "3", c.Text(text.RecordMoveNumber, "3", "2"))), err.Error())
			})
			t.Run("a record whose set-up breaks a rule", func(t *testing.T) {
				a := Open(langEnv("", newStore(), c.Lang()))
				err := a.Import("[FEN \"4k3/8/8/8/8/8/8/8/8/4K3 w K - 0 1\"]\n\n1-0")
				require.Error(t, err)
				assert.Equal(t, c.Text(text.ImportError, c.Text(text.RecordAtLine, "1", c.Text(text.PositionCastling))), err.Error())
			})
		})
	}
}

// TestEveryRefusedMessageIsWorded checks that every way a message from a
// friend's page can fail to verify (deal.ErrorKind) has words of its own in
// every language, and that a refusal of duel's says its own reason rather than
// the one it wraps (docs/rules.md §11).
func TestEveryRefusedMessageIsWorded(t *testing.T) {
	for _, c := range text.All() {
		w := &words{text: c}
		for k := deal.Malformed; k <= deal.BadVersion; k++ {
			why := w.errorText(&deal.Error{Kind: k, Detail: "at 3"})
			assert.NotEqual(t, c.Text(text.UnexpectedError), why, "%s: kind %d", c.Lang(), k)
		}
		assert.Equal(t, c.Text(text.PeerOutOfTurn), w.errorText(&deal.Error{Kind: deal.Replay}), c.Lang())
		assert.Equal(t, c.Text(text.UnexpectedError), w.errorText(&deal.Error{Kind: deal.BadVersion + 1}), c.Lang())
	}
	_, err := duel.New("x", engine.White, iotest.ErrReader(errors.New("no randomness")))
	require.Error(t, err)
	assert.Equal(t, en.Text(text.UnexpectedError), (&words{text: en}).errorText(err), "this page's own failure")
}
