// Package labels lists the texts of the game's pages that stay put while a
// language is in use: the controls' names (from the controls' table,
// page/controls), the headings and a few titles, each by the id of the
// element that holds it. The program writes them in the player's language
// (wasm/page.go), and tools/build writes them in English into the built pages,
// which therefore show them before the program runs and need no writing when
// the player's language is English.
package labels

import (
	"mschess/page/controls"
	"mschess/ui/text"
)

// Label is the text of the string table that the element with an id holds:
// as its content, or as its attribute Attr when that is set.
type Label struct {
	ID, Attr string
	Key      text.Key
}

// Lang is the language in which the built pages hold the labels; their <html
// lang> says so.
const Lang = "en"

// All are the labels of the pages: the controls', then the others. An element
// that a page lacks (embed.html has few of them) is skipped.
var All = append(controlLabels(), others...)

// controlLabels returns the labels of the controls that have one.
func controlLabels() []Label {
	var l []Label
	for i := range controls.All {
		if c := &controls.All[i]; c.Label != controls.Unlabelled {
			l = append(l, Label{ID: c.LabelID(), Key: c.Label})
		}
	}
	return l
}

// others are the labels of what is not a control: the title, headings, the
// names of a choice's options and of a field's, and titles.
var others = []Label{
	{"title", "", text.AppTitle},
	{"moves-label", "", text.MovesLabel},
	{"lost-white-label", "", text.LostByWhite}, {"lost-black-label", "", text.LostByBlack},
	{"update-text", "", text.UpdateReady},
	{"commitment-label", "", text.CommitmentLabel}, {"seed-label", "", text.SeedLabel},
	{"replay-label", "", text.ReplayLabel},
	{"analysis-text", "aria-label", text.AnalysisLabel},
	{"analysis-key-sides", "", text.AnalysisKey}, {"analysis-key-inaccuracy", "", text.Inaccuracy},
	{"analysis-key-mistake", "", text.Mistake}, {"analysis-key-blunder", "", text.Blunder},
	{"import-title", "", text.ImportTitle}, {"import-help", "", text.ImportHelp},
	{"welcome-title", "", text.WelcomeTitle}, {"welcome-computer", "", text.WelcomeComputer},
	{"welcome-note", "", text.WelcomeNote},
	{"names-title", "", text.NamesTitle}, {"names-note", "", text.NamesNote},
	{"online-qr-label", "", text.OnlineQR},
	{"stun-note", "", text.STUNNote},
	{"help-title", "", text.HowToPlay}, {"keys-title", "", text.KeysTitle},
	{"past-title", "", text.PastGames}, {"past-tally-title", "", text.PastTally},
	{"past-date", "", text.PastDate}, {"past-opponent", "", text.PastOpponent}, {"past-result", "", text.PastResult},
	{"past-moves", "", text.MovesLabel}, {"past-actions", "", text.PastActions},
	{"side-white", "", text.PlayAsWhite}, {"side-black", "", text.PlayAsBlack},
	{"flagmode-row", "title", text.FlagHint}, {"commitment-row", "title", text.CommitmentHelp},
	{"export", "title", text.RecordsWhy}, {"share", "title", text.RecordsWhy},
	{"board", "aria-label", text.BoardLabel},
	{"clocks", "aria-label", text.ClocksLabel},
}
