package ui

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"mschess/engine"
	"mschess/ui/text"
)

func TestHelp(t *testing.T) {
	help := New(engine.NewGame(1), en).Help()
	t.Run("every help text shows once, in the table's order", func(t *testing.T) {
		var want, got []string
		for k := text.HelpBoardHead; k <= text.HelpDaily; k++ {
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
}
