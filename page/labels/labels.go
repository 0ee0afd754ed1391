// Package labels lists the texts of the game's pages that stay put while a
// language is in use: the controls' names (the controls themselves are in
// wasm/controls.go), the headings and a few titles, each by the id of the
// element that holds it. The program writes them in the player's language
// (wasm/page.go), and tools/build writes them in English into the built pages,
// which therefore show them before the program runs and need no writing when
// the player's language is English.
package labels

import "mschess/ui/text"

// Label is the text of the string table that the element with an id holds:
// as its content, or as its attribute Attr when that is set.
type Label struct {
	ID, Attr string
	Key      text.Key
}

// Lang is the language in which the built pages hold the labels; their <html
// lang> says so.
const Lang = "en"

// All are the labels of the pages. An element that a page lacks (embed.html
// has few of them) is skipped.
var All = [...]Label{
	{"title", "", text.AppTitle}, {"new", "", text.NewGame}, {"takeback", "", text.Takeback},
	{"flip", "", text.Flip}, {"autoflip-label", "", text.AutoFlip}, {"resign", "", text.Resign},
	{"draw", "", text.OfferDraw}, {"accept-draw", "", text.AcceptDraw}, {"decline-draw", "", text.DeclineDraw},
	{"live", "", text.BackToGame}, {"moves-label", "", text.MovesLabel},
	{"lost-white-label", "", text.LostByWhite}, {"lost-black-label", "", text.LostByBlack},
	{"gameover-new", "", text.NewGame}, {"gameover-close", "", text.Close},
	{"daily", "", text.Daily}, {"back", "", text.BackToYourGame},
	{"update-text", "", text.UpdateReady}, {"update-reload", "", text.UpdateReload},
	{"commitment-label", "", text.CommitmentLabel}, {"copy-commitment", "", text.Copy},
	{"seed-label", "", text.SeedLabel}, {"verify", "", text.Verify},
	{"replay-label", "", text.ReplayLabel}, {"replay-first", "", text.ReplayFirst}, {"replay-prev", "", text.ReplayBack},
	{"replay-next", "", text.ReplayForward}, {"replay-last", "", text.ReplayLast},
	{"view-players-label", "", text.ViewPlayers}, {"view-mines-label", "", text.ViewMines},
	{"export", "", text.Export}, {"share", "", text.Share}, {"import", "", text.Import}, {"embed-code", "", text.Embed},
	{"copy-copy", "", text.Copy}, {"copy-download", "", text.Download}, {"copy-close", "", text.CloseDialog},
	{"import-title", "", text.ImportTitle}, {"import-help", "", text.ImportHelp}, {"import-file-label", "", text.ImportFile},
	{"import-open", "", text.ImportOpen}, {"import-cancel", "", text.Cancel}, {"open-full", "", text.OpenFull},
	{"help", "", text.HowToPlay}, {"help-title", "", text.HowToPlay}, {"help-close", "", text.CloseDialog},
	{"lang-label", "", text.LangLabel}, {"help-link", "", text.HowToPlay},
	{"keys", "", text.KeysButton}, {"keys-title", "", text.KeysTitle}, {"keys-close", "", text.CloseDialog},
	{"move-label", "", text.MoveInputLabel}, {"move-play", "", text.MovePlay},
	{"theme-label", "", text.ThemeLabel}, {"sound-label", "", text.SoundLabel},
	{"opponent-label", "", text.PlayAgainst}, {"side-label", "", text.YourSide}, {"side-white", "", text.PlayAsWhite},
	{"side-black", "", text.PlayAsBlack}, {"overlay-label", "", text.OddsOverlay}, {"flagmode-label", "", text.FlagMode},
	{"retry", "", text.Retry},
	{"flagmode-row", "title", text.FlagHint}, {"commitment-row", "title", text.CommitmentHelp},
	{"board", "aria-label", text.BoardLabel},
}
