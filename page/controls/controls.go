// Package controls is the table of the pages' controls, each defined once:
// the id of its element, the text that names it, the key that acts as a
// click, the action it triggers, when it is enabled, shown and checked, and
// which pages hold it. The page (wasm/) wires and draws its controls
// from it, package labels takes the controls' names from it, and its tests
// check the pages (index.html, embed.html) and the keys' help (ui.KeysBound)
// against it. It is plain Go, built natively too.
package controls

import (
	"mschess/ui"
	"mschess/ui/text"
)

// Control is one of the pages' controls: a button, a field, a choice or a
// link that a page holds by id.
type Control struct {
	ID string
	// Label is the text that names the control, which the element of LabelOn
	// holds, or Unlabelled.
	Label text.Key
	// LabelOn is the id of the element that holds Label when that is not the
	// control itself: a checkbox's, a radio's or a choice's <label>.
	LabelOn string
	// Key is a key, as KeyboardEvent.key names it, that acts as a click while
	// the control is shown and enabled, with the focus anywhere but the board,
	// a form field or a dialog; "" for none. Letters match either case.
	Key string
	// Act is what a click does, or a change for a form field (input, select).
	Act Action
	// Enabled, Shown and Checked say from the panel when the control is
	// enabled, shown, and (a checkbox or a radio) checked; nil for always, and
	// for Checked for a control with no state of its own.
	Enabled, Shown, Checked func(ui.Panel) bool
	// Pages are the pages that hold the control; zero for index.html alone.
	Pages Page
	// Heir is the id of the control that comes in as this one goes (hidden or
	// disabled) and takes the focus if this one held it, keeping the player's
	// place; "" for the board.
	Heir string
}

// Page is a set of the game's pages.
type Page uint8

// The pages.
const (
	Index Page = 1 << iota // index.html, the game's own page
	Embed                  // embed.html, the game in another site's frame
	Both  = Index | Embed
)

// Unlabelled is the Label of a control that holds no text of the table: its
// text is the game's (the commitment's digits, a question's answers), or
// another element names it.
const Unlabelled = ^text.Key(0)

// LabelID returns the id of the element that holds the control's label.
func (c *Control) LabelID() string {
	if c.LabelOn != "" {
		return c.LabelOn
	}
	return c.ID
}

// On reports whether the page p holds c.
func (c *Control) On(p Page) bool {
	pages := c.Pages
	if pages == 0 {
		pages = Index
	}
	return pages&p != 0
}

// All are the pages' controls.
var All = [...]Control{
	{ID: "new", Label: text.NewGame, Key: "n", Act: NewGame, Pages: Both},
	{ID: "gameover-analyse", Label: text.Analyse, Act: Analyse, Shown: analysable},
	{ID: "gameover-new", Label: text.NewGame, Act: NewGame},
	{ID: "gameover-card-copy", Label: text.CardCopy, Act: CopyCard, Shown: card},
	{ID: "gameover-card-share", Label: text.CardShare, Act: ShareCard}, // shown by the page, where the browser shares
	{ID: "gameover-rematch", Label: text.Rematch, Act: Rematch, Shown: rematch},
	{ID: "gameover-harder", Label: text.RematchHarder, Act: RematchHarder, Shown: harder},
	{ID: "gameover-easier", Label: text.RematchEasier, Act: RematchEasier, Shown: easier},
	{ID: "daily", Label: text.Daily, Act: Daily},
	{ID: "back", Label: text.BackToYourGame, Act: BackToYourGame, Shown: back},
	{ID: "takeback", Label: text.Takeback, Key: "u", Act: Takeback, Enabled: canTakeback, Pages: Both},
	{ID: "flip", Label: text.Flip, Key: "r", Act: Flip, Pages: Both},
	{ID: "autoflip", Label: text.AutoFlip, LabelOn: "autoflip-label", Act: AutoFlip, Checked: autoFlip},
	{ID: "draw", Label: text.OfferDraw, Act: OfferDraw, Enabled: canOffer, Shown: offerShown},
	{ID: "resign", Label: text.Resign, Act: Resign, Shown: canResign},
	{ID: "rematch", Label: text.Rematch, Act: Rematch, Shown: rematch}, // in Resign's place once the game is over
	{ID: "accept-draw", Label: text.AcceptDraw, Act: AcceptDraw, Shown: drawOffered},
	{ID: "decline-draw", Label: text.DeclineDraw, Act: DeclineDraw, Shown: drawOffered},
	{ID: "live", Label: text.BackToGame, Act: Live, Shown: lookingBack},
	{ID: "analyse", Label: text.Analyse, Act: Analyse, Shown: analysable},
	{ID: "analyse-stop", Label: text.StopAnalysis, Act: StopAnalysis, Shown: analysing},
	{ID: "help", Label: text.HowToPlay, Act: Help},
	{ID: "keys", Label: text.KeysButton, Key: "?", Act: ShowKeys},
	{ID: "letters", Label: text.MoveLetters, LabelOn: "letters-label", Act: Letters, Checked: letters},
	{ID: "ask-mines", Label: text.AskMines, LabelOn: "ask-mines-label", Act: AskMines, Checked: asksMines},
	{ID: "move-input", Label: text.MoveInputLabel, LabelOn: "move-label"},
	{ID: "move-play", Label: text.MovePlay},

	{ID: "opponent", Label: text.PlayAgainst, LabelOn: "opponent-label", Act: ChooseOpponent, Pages: Both},
	{ID: "side", Label: text.YourSide, LabelOn: "side-label", Act: ChooseOpponent, Enabled: computer, Pages: Both},
	{ID: "clock", Label: text.ClockLabel, LabelOn: "clock-label", Act: ChooseOpponent},
	{ID: "overlay", Label: text.OddsOverlay, LabelOn: "overlay-label", Act: Overlay, Checked: overlay},
	{ID: "flagmode", Label: text.FlagMode, LabelOn: "flagmode-label", Act: FlagMode, Checked: flagMode},
	{ID: "retry", Label: text.Retry, Act: Retry, Pages: Both},
	{ID: "online", Label: text.PlayFriend, Act: Invite, Enabled: invitable, Heir: "online-cancel"},
	{ID: "online-cancel", Label: text.OnlineCancel, Act: BackToYourGame, Shown: pending},
	{ID: "online-link", Label: text.OnlineLinkLabel, LabelOn: "online-link-label"},
	{ID: "online-answer", Label: text.OnlineAnswerLabel, LabelOn: "online-answer-label"},
	{ID: "online-copy", Label: text.Copy, Act: CopyOnline},
	{ID: "online-share", Label: text.Share, Act: ShareOnline},
	{ID: "online-reply", Label: text.OnlineReplyLabel, LabelOn: "online-reply-label"},
	{ID: "online-connect", Label: text.OnlineConnect},
	{ID: "online-claim", Label: text.ClaimWin, Act: ClaimWin, Shown: claim},
	{ID: "online-redial", Label: text.OnlineRedial, Act: Redial, Shown: redial},
	{ID: "online-post", Label: text.OnlinePost, Act: PlayByLinks, Shown: post},
	{ID: "online-letter", Label: text.OnlineLetterLabel, LabelOn: "online-letter-label"},
	{ID: "stun-title", Label: text.STUNTitle, Act: ShowSTUN},
	{ID: "stun", Label: text.STUNLabel, LabelOn: "stun-label", Act: SetSTUN},

	{ID: "replay-first", Label: text.ReplayFirst, Key: "Home", Act: FirstPly, Enabled: canBack},
	{ID: "replay-prev", Label: text.ReplayBack, Key: "ArrowLeft", Act: PrevPly, Enabled: canBack},
	{ID: "replay-next", Label: text.ReplayForward, Key: "ArrowRight", Act: NextPly, Enabled: canForward},
	{ID: "replay-last", Label: text.ReplayLast, Key: "End", Act: Live, Enabled: canForward},
	{ID: "view-players", Label: text.ViewPlayers, LabelOn: "view-players-label", Act: ViewPlayers, Checked: playersView},
	{ID: "view-mines", Label: text.ViewMines, LabelOn: "view-mines-label", Act: ViewMines, Checked: minesView},

	{ID: "commitment", Label: Unlabelled, Act: ToggleCommitment},
	{ID: "copy-commitment", Label: text.Copy, Act: CopyCommitment},
	{ID: "verify-commitment", Label: Unlabelled},
	{ID: "verify", Label: text.Verify, Act: Verify},
	{ID: "export", Label: text.Export, Act: Export, Enabled: replay},
	{ID: "share", Label: text.Share, Act: Share, Enabled: replay},
	{ID: "import", Label: text.Import, Act: OpenImport},
	{ID: "embed-code", Label: text.Embed, Act: EmbedCode},
	{ID: "past", Label: text.PastGames, Act: OpenPast, Shown: past},
	{ID: "past-close", Label: text.CloseDialog},

	{ID: "copy-text", Label: Unlabelled},
	{ID: "copy-copy", Label: text.Copy, Act: CopyText},
	{ID: "copy-download", Label: text.Download},
	{ID: "copy-close", Label: text.CloseDialog},
	{ID: "import-text", Label: Unlabelled},
	{ID: "import-file", Label: text.ImportFile, LabelOn: "import-file-label", Act: ReadImportFile},
	{ID: "import-open", Label: text.ImportOpen, Act: ImportRecord},
	{ID: "import-cancel", Label: text.Cancel},
	{ID: "help-close", Label: text.CloseDialog},
	{ID: "keys-close", Label: text.CloseDialog},

	{ID: "theme", Label: text.ThemeLabel, LabelOn: "theme-label", Act: ChooseTheme},
	{ID: "board-look", Label: text.BoardColours, LabelOn: "board-look-label", Act: ChooseBoard},
	{ID: "piece-look", Label: text.PiecesLabel, LabelOn: "piece-look-label", Act: ChoosePieces},
	{ID: "sound", Label: text.SoundLabel, LabelOn: "sound-label", Act: Sound},
	{ID: "lang", Label: text.LangLabel, LabelOn: "lang-label", Act: ChooseLang},

	{ID: "ask-yes", Label: Unlabelled, Act: AnswerYes, Pages: Both},
	{ID: "ask-no", Label: Unlabelled, Act: AnswerNo, Pages: Both},
	{ID: "gameover-close", Label: text.Close, Act: DismissEnding},
	{ID: "welcome-level-1", Label: text.WelcomeLevel1, Act: PlayLevel1},
	{ID: "welcome-level-4", Label: text.WelcomeLevel4, Act: PlayLevel4},
	{ID: "welcome-level-7", Label: text.WelcomeLevel7, Act: PlayLevel7},
	{ID: "welcome-level-9", Label: text.WelcomeLevel9, Act: PlayLevel9},
	{ID: "welcome-people", Label: text.WelcomePeople, Act: PlayPeople},
	{ID: "welcome-friend", Label: text.WelcomeFriend, Act: Invite},
	{ID: "name-white", Label: text.PlayAsWhite, LabelOn: "name-white-label"},
	{ID: "name-black", Label: text.PlayAsBlack, LabelOn: "name-black-label"},
	{ID: "names-play", Label: text.NamesPlay, Act: GiveNames},
	{ID: "names-skip", Label: text.NamesSkip, Act: SkipNames},
	{ID: "names-change", Label: text.NamesChange, Act: ChangeNames, Shown: people},
	{ID: "update-reload", Label: text.UpdateReload, Pages: Both},
	{ID: "help-link", Label: text.HowToPlay, Pages: Embed},
	{ID: "open-full", Label: text.OpenFull, Act: OpenFull, Pages: Embed},
	{ID: "friend-link", Label: text.PlayFriend, Pages: Embed},
}

func back(n ui.Panel) bool        { return n.Back }
func canTakeback(n ui.Panel) bool { return n.CanTakeback }
func autoFlip(n ui.Panel) bool    { return n.AutoFlip }
func canOffer(n ui.Panel) bool    { return n.CanOffer }
func offerShown(n ui.Panel) bool  { return n.OfferShown }
func rematch(n ui.Panel) bool     { return n.Rematch }
func claim(n ui.Panel) bool       { return n.Online.Claim }
func redial(n ui.Panel) bool      { return n.Online.Redial }
func post(n ui.Panel) bool        { return n.Online.Post }
func invitable(n ui.Panel) bool   { return !n.Online.Pending }
func pending(n ui.Panel) bool     { return n.Online.Pending }
func harder(n ui.Panel) bool      { return n.Harder }
func easier(n ui.Panel) bool      { return n.Easier }
func canResign(n ui.Panel) bool   { return n.CanResign }
func drawOffered(n ui.Panel) bool { return n.DrawOffered }
func lookingBack(n ui.Panel) bool { return !n.Live }
func computer(n ui.Panel) bool    { return n.Opponent.Computer() }
func people(n ui.Panel) bool      { return !n.Opponent.Computer() && !n.Opponent.Friend }
func overlay(n ui.Panel) bool     { return n.Overlay }
func letters(n ui.Panel) bool     { return n.Letters }
func asksMines(n ui.Panel) bool   { return n.AskMines }
func flagMode(n ui.Panel) bool    { return n.FlagMode }
func canBack(n ui.Panel) bool     { return n.CanBack }
func canForward(n ui.Panel) bool  { return n.CanForward }
func playersView(n ui.Panel) bool { return n.View == ui.PlayersView }
func minesView(n ui.Panel) bool   { return n.View == ui.WithMines }
func replay(n ui.Panel) bool      { return n.Replay }
func past(n ui.Panel) bool        { return n.Past }
func card(n ui.Panel) bool        { return n.Card != "" }
func analysable(n ui.Panel) bool  { return n.Analysis.Offered }
func analysing(n ui.Panel) bool   { return n.Analysis.Running }
