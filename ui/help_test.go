package ui

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/ui/text"
)

func TestHelp(t *testing.T) {
	help := New(engine.NewGame(1), en).Help()
	t.Run("every help text shows once, in the table's order", func(t *testing.T) {
		var want, got []string
		for k := text.HelpBoardHead; k <= text.HelpFriendLinks; k++ {
			want = append(want, text.English[k])
		}
		for _, s := range help {
			got = append(got, s.Heading)
			got = append(got, s.Paragraphs...)
		}
		assert.Equal(t, want, got)
	})
	t.Run("each section is a title over whole sentences, in every language", func(t *testing.T) {
		for _, c := range text.All() {
			for _, s := range New(engine.NewGame(1), c).Help() {
				assert.False(t, strings.HasSuffix(s.Heading, "."), "heading %q is a title, not a sentence", s.Heading)
				assert.NotEmpty(t, s.Paragraphs, "section %q has paragraphs", s.Heading)
				for _, p := range s.Paragraphs {
					assert.True(t, strings.HasSuffix(p, "."), "paragraph %q under %q ends a sentence", p, s.Heading)
				}
			}
		}
	})
	t.Run("the section on the numbers says that a piece or a found mine moves a square's number to its corner, in every language (docs/rules.md §2)", func(t *testing.T) {
		for _, c := range text.All() {
			help := New(engine.NewGame(1), c).Help()
			i := slices.IndexFunc(help, func(s HelpSection) bool { return slices.Contains(s.Paragraphs, c.Text(text.HelpNumbers)) })
			require.GreaterOrEqual(t, i, 0, "the help in %s has a section on the numbers", c.Name())
			assert.Contains(t, help[i].Paragraphs, c.Text(text.HelpCorner), "the help in %s", c.Name())
		}
	})
	t.Run("the move list's marks of a sweep and a blast are explained, in every language (docs/rules.md §8)", func(t *testing.T) {
		for _, c := range text.All() {
			var all []string
			for _, s := range New(engine.NewGame(1), c).Help() {
				all = append(all, s.Paragraphs...)
			}
			help := strings.Join(all, " ")
			for _, example := range []string{"Se3", "Nc5*"} {
				assert.Contains(t, help, example, "the help in %s", c.Name())
			}
		}
	})
}

// TestHelpAskedByTheAddress: #help, the embed's link to the rules, asks the
// page to open its help as it starts, once.
func TestHelpAskedByTheAddress(t *testing.T) {
	t.Run("the address asks for the help until the page has opened it", func(t *testing.T) {
		a := Open(env("", "#help", newStore()))
		require.True(t, a.Panel().OpenHelp)
		a.HelpOpened()
		assert.False(t, a.Panel().OpenHelp)
	})
	t.Run("without it the help waits for the player", func(t *testing.T) {
		assert.False(t, Open(env("", "", newStore())).Panel().OpenHelp)
	})
}

// TestHelpDiagrams pins the help's diagrams to the board's own models: each is
// drawn, square by square, and says nothing of a mine under fog (docs/rules.md §9).
func TestHelpDiagrams(t *testing.T) {
	a := New(engine.NewGame(1), en)
	require.Len(t, a.Help(), len(help))
	for i, d := range helpDiagrams() {
		m, ok := a.diagram(d)
		require.True(t, ok, "diagram %d is drawn", i)
		assert.Len(t, m.Squares, m.Files*m.Ranks, "diagram %d", i)
		assert.Equal(t, d.topLeft, m.FileNames[0]+m.RankNames[0], "diagram %d's corner", i)
		assert.Equal(t, d.downRight, m.FileNames[m.Files-1]+m.RankNames[m.Ranks-1], "diagram %d's corner", i)
		assert.Equal(t, en.Text(d.caption), m.Caption)
		assert.True(t, strings.HasPrefix(m.Summary, m.Caption), "diagram %d's summary starts with its caption", i)
		for _, sq := range m.Squares {
			assert.Equal(t, NoEffect, sq.Effect, "diagram %d shows no animation", i)
			if sq.Fog {
				assert.False(t, sq.Mine || sq.Hidden, "diagram %d shows no mine under fog", i)
			}
		}
	}
}

func TestHelpDiagramsShowWhatTheySay(t *testing.T) {
	tests := []struct {
		caption text.Key
		square  string
		has     func(Square) bool
	}{
		{text.HelpFigStart, "e10", func(s Square) bool { return s.Piece == engine.Piece{Color: engine.Black, Kind: engine.King} }},
		{text.HelpFigStart, "d5", func(s Square) bool { return s.Fog }},
		{text.HelpFigReveal, "e5", func(s Square) bool { return s.Mine && s.Number == 1 }},
		{text.HelpFigKing, "e4", func(s Square) bool { return s.Mine && s.Target }},
		{text.HelpFigBlast, "e5", func(s Square) bool { return s.Piece.IsNone() && s.Last && !s.Fog }},
		{text.HelpFigSlide, "e4", func(s Square) bool { return s.Mine && s.Target && s.Risk == Deadly }},
		{text.HelpFigSlide, "e6", func(s Square) bool { return s.Target && s.Piece.Kind == engine.Knight }},
		{text.HelpFigSweep, "e4", func(s Square) bool { return s.Mine && s.Sweep }},
		{text.HelpFigSwept, "e4", func(s Square) bool { return !s.Mine && !s.Fog && s.Last }},
		{text.HelpFigSwept, "e5", func(s Square) bool { return s.Number == 1 }},
		{text.HelpFigSwept, "e3", func(s Square) bool { return s.Piece.Kind == engine.Pawn }},
		{text.HelpFigAllClear, "f6", func(s Square) bool { return s.Mine && !s.Fog }},
		{text.HelpFigAllClear, "c5", func(s Square) bool { return s.Mine && !s.Fog }},
		{text.HelpFigAllClear, "e7", func(s Square) bool { return !s.Fog && s.Number == 1 }},
		{text.HelpFigCastle, "g1", func(s Square) bool { return s.Target }},
		{text.HelpFigCastle, "c1", func(s Square) bool { return s.Target }},
		{text.HelpFigPromotion, "e10", func(s Square) bool { return s.Piece == engine.Piece{Color: engine.White, Kind: engine.Queen} }},
		{text.HelpFigMate, "g10", func(s Square) bool { return s.Check }},
		{text.HelpFigExposed, "e3", func(s Square) bool { return s.Check && s.Piece.Kind == engine.King }},
		{text.HelpFigExposed, "e6", func(s Square) bool { return s.Piece.IsNone() && s.Last }},
		{text.HelpFigOdds, "b5", func(s Square) bool { return s.Target && s.Risk == Risky && s.Odds == "50%" }},
		{text.HelpFigOdds, "f5", func(s Square) bool { return s.Target && s.Risk == Safe && s.Odds == "0%" }},
		{text.HelpFigFlags, "d6", func(s Square) bool { return s.Flag == FlagMine }},
		{text.HelpFigFlags, "b5", func(s Square) bool { return s.Flag == FlagQuestion }},
	}
	a := New(engine.NewGame(1), en)
	for _, tc := range tests {
		t.Run(text.English[tc.caption]+" "+tc.square, func(t *testing.T) {
			for _, d := range helpDiagrams() {
				if d.caption != tc.caption {
					continue
				}
				m, ok := a.diagram(d)
				require.True(t, ok)
				corner, s := sq(t, d.topLeft), sq(t, tc.square)
				i := (corner.Rank()-s.Rank())*m.Files + s.File() - corner.File()
				assert.True(t, tc.has(m.Squares[i]), "%s: %+v", tc.square, m.Squares[i])
				assert.Contains(t, m.Summary, tc.square+", ", "the summary says what is on %s", tc.square)
			}
		})
	}
}

// helpDiagrams returns the diagrams of every section of the help, in reading
// order.
func helpDiagrams() []helpDiagram {
	var all []helpDiagram
	for _, s := range help {
		all = append(all, s.diagrams...)
	}
	return all
}
