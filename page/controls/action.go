package controls

// Action is what a control triggers. The page (wasm/) does each: most are a
// call of its ui.App, some open a dialog or read a field first.
type Action uint8

// The actions.
const (
	// Markup is the action of a control that acts through the page's markup or
	// another control's action, not a handler of its own: a field that another
	// control reads, a button that submits its form or closes its dialog
	// (method="dialog"), a link whose address the page writes, the update's
	// reload, which site/boot.js does.
	Markup Action = iota
	NewGame
	Daily
	BackToYourGame
	Takeback
	Flip
	AutoFlip
	OfferDraw
	Resign
	AcceptDraw
	DeclineDraw
	Live // back to the game: the last position of the replay
	Help
	ShowKeys
	ChooseOpponent // the opponent, the side or the clock chosen
	Overlay
	FlagMode
	Retry
	FirstPly
	PrevPly
	NextPly
	ViewPlayers
	ViewMines
	ToggleCommitment
	CopyCommitment
	Verify
	Export
	Share
	OpenImport
	EmbedCode
	CopyText
	ReadImportFile
	ImportRecord
	ChooseTheme
	Sound
	ChooseLang
	AnswerYes
	AnswerNo
	DismissEnding
	Rematch       // the same opponent, the colours swapped
	RematchHarder // and the computer a level up
	RematchEasier // or down
	// The answers to the first visit's question of whom to play: the
	// computer at four of its levels (a phone has room for no more), or two
	// people at this screen.
	PlayLevel1
	PlayLevel4
	PlayLevel7
	PlayLevel9
	PlayPeople
	Letters  // the move list's letters rather than figurines
	Invite   // a game against a friend on another page
	AskMines // whether a move onto a found mine asks first
	SetSTUN  // the STUN server of a connection to a friend's device
	ShowSTUN // its setting opened: the field shows the server in use
	// The code this page sends the friend: the invitation link, the answer
	// to it, or a game by links' letter.
	CopyOnline
	ShareOnline
	// ClaimWin claims the game of a friend who left it and did not come back
	// within the grace period.
	ClaimWin
	// Redial makes new codes to reconnect to a friend's device.
	Redial
	// PlayByLinks turns an invitation into one to a game by links.
	PlayByLinks
	// OpenPast opens the dialog of the finished games kept on the device,
	// whose rows' buttons the page writes and wires itself.
	OpenPast
	// OpenFull writes into the embed's link to the full page, as it is
	// followed, the game in play it carries (ui's FullGameLink).
	OpenFull
	// The result card of a daily game, copied or handed to the device's share
	// sheet.
	CopyCard
	ShareCard
	// Analyse starts the analysis of a finished game, or takes it up again;
	// StopAnalysis leaves it.
	Analyse
	StopAnalysis
	// The looks picked (ui.Looks): the board's colours and the piece set.
	ChooseBoard
	ChoosePieces
	// The answers to the question of two people's names: given, or skipped.
	GiveNames
	SkipNames
	ChangeNames // the question of the names put again

	NumActions // the number of actions
)
