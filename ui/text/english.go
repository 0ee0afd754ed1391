package text

// Key names one text. Texts that start with a parameter, such as a piece's name,
// are written in lower case and turned into sentences by Catalog.Sentence.
type Key uint16

// The texts of the game. Their English wording is in English.
const (
	AppTitle Key = iota

	// Controls and panel labels.
	NewGame
	Takeback
	Flip
	AutoFlip
	Resign
	OfferDraw
	AcceptDraw
	DeclineDraw
	BackToGame
	Close
	// Rematch is the end's new game against the same opponent, colours
	// swapped; RematchHarder and RematchEasier move the computer a level.
	Rematch
	RematchHarder
	RematchEasier
	BoardLabel
	MinesLabel // plural: what the mine counter counts, after its number
	MinesFound // plural: {0} how many of those mines are found (docs/rules.md §2)
	MovesLabel
	LostByWhite
	LostByBlack
	GameOverTitle

	// Sides: {0} in the texts below that name a side, written as those texts
	// need them in mid-sentence.
	WhiteSide
	BlackSide

	// Pieces by colour, in lower case.
	WhitePawn
	WhiteKnight
	WhiteBishop
	WhiteRook
	WhiteQueen
	WhiteKing
	BlackPawn
	BlackKnight
	BlackBishop
	BlackRook
	BlackQueen
	BlackKing

	// The same pieces as the object of a verb ("takes the black knight"), with
	// the article and case that position needs.
	WhitePawnObj
	WhiteKnightObj
	WhiteBishopObj
	WhiteRookObj
	WhiteQueenObj
	WhiteKingObj
	BlackPawnObj
	BlackKnightObj
	BlackBishopObj
	BlackRookObj
	BlackQueenObj
	BlackKingObj

	// Whose turn it is.
	WhiteToMove
	BlackToMove
	GameOver
	// YourMove and ComputerTurn are the person's turn against the computer
	// and the computer's; a line of its own says that it is thinking.
	YourMove
	ComputerTurn

	// Status lines.
	InCheck
	DrawOffered
	ViewingStart
	ViewingMove
	BadSeed

	// The end of a game: {0} is the winner, {1} the loser.
	WhiteWins
	BlackWins
	Drawn
	// YouWon and YouLost name the result of a game against the computer.
	YouWon
	YouLost
	NamedWins // {0} the winner's name, given at this screen (SetNames)
	EndCheckmate
	EndStalemate
	EndKingExposed
	EndRepetition
	EndMaterial
	EndResignation
	EndYouResigned // said to the person who resigned, against the computer or a friend
	EndDrawAgreed
	EndTime     // {0} the winner, {1} the side whose flag fell (docs/rules.md §7)
	EndTimeDraw // {0} the side whose flag fell, {1} the side that cannot checkmate

	// What a move did, one sentence per event.
	EvMove
	EvCapture
	EvCastleShort
	EvCastleLong
	EvSweepCleared
	EvSweepEmpty
	EvBlast
	EvSapper
	EvPromotion
	EvAllClear

	// Parts of a square's spoken label, joined by commas.
	SqFogged
	SqMine
	SqNumber // plural: {0} the number of mines
	SqSelected
	SqTarget
	SqSweep
	SqSweepMine
	SqPremove // the move queued on the rival's turn starts or ends here
	SqBetter  // the analysis's better move starts or ends here

	// A premove: a move queued while the computer or a friend is to move,
	// played when the turn comes back (issue 24, item 5). {0} is the move in
	// words, as EvMove says it.
	PremoveSet
	PremoveDropped // the premove is not legal in the new position
	PremoveBlast   // a mine went off on the rival's move
	PremoveCancelled

	// A piece picked up and put down, for a screen reader: {0} is its name,
	// as EvMove's, and {1} its square; CannotGo's {2} is the square it was
	// pressed or dropped on, where it cannot go.
	PickedUp
	PutDown
	CannotGo

	// A lost piece that a mine destroyed: {0} is its name.
	Destroyed

	// Saving and restoring: {0} is what went wrong, in words.
	BadSave
	SaveFailed
	NotKept
	// LangUnavailable says that the texts of the language {0}, named in
	// itself, did not come: the page goes on in the language it spoke before.
	LangUnavailable
	// HelpUnavailable says that the help's texts did not come.
	HelpUnavailable
	BackToYourGame
	SavedElsewhere           // the game on show was played on in another tab
	SavedElsewhereUnreadable // {0}: why the game saved there cannot be read here

	// Take back unavailable, and why (docs/rules.md §10).
	NoTakebackRevealed
	NoTakebackReply // against the computer, its reply revealed something
	NoTakebackYours // against the computer, the person's move revealed something and the reply nothing
	NoTakebackOver

	// The page's own questions before a game in progress is replaced.
	AskNewGame
	AskDaily
	AskImport
	AskYesNewGame
	AskYesDaily
	AskYesImport
	AskLink
	AskYesLink
	AskResign
	AskYesResign
	AskNo

	// New versions of the page.
	UpdateReady
	UpdateReload

	// The daily minefield: {0} is its UTC date, YYYY-MM-DD.
	Daily
	DailyNote
	DailyEvent
	DailyStarted // the status line of a daily game until its first move
	// One try a day at the daily: the second is refused, its replay offered.
	DailyPlayed
	AskYesDailyReplay
	// The result card of a daily game, to copy or share: no word in it says
	// where a mine was. CardMoves and CardLost are plural, {0} the count.
	CardMoves
	CardLost
	CardAssisted
	CardUnassisted
	CardCopy
	CardShare
	// The embed's game in play continued in the full page, over another game
	// in progress there.
	AskCarry
	AskYesCarry

	// A minefield anyone could know: set by the page's link, or a record's.
	SeedNote
	SeedTag // the value of a record's KnownMinefield tag
	RecordNote

	// NewHere points a player on their first visit to the help, in the status
	// line of a new game until the first move.
	NewHere

	// Fairness: the commitment shown at the start, the seed revealed at the end.
	CommitmentLabel
	CommitmentHelp
	SeedLabel
	Verify
	VerifyOK        // {0} the seed, {1} the commitment
	VerifyBad       // {0} why
	VerifyNotSecret // after VerifyOK, for a minefield anyone could know

	// Replay of a finished game.
	ReplayLabel
	ReplayFirst
	ReplayBack
	ReplayForward
	ReplayLast
	ReplayStart
	ReplayMove // {0} the move
	ViewPlayers
	ViewMines
	SqHiddenMine

	// Records, links and embedding.
	Export
	Share
	RecordsWhy // why a game in progress has neither record nor link
	Import
	Embed
	ExportTitle
	ShareTitle
	EmbedTitle
	EmbedHelp
	Copy
	Download
	CloseDialog
	Copied
	CopyByHand
	ImportTitle
	ImportHelp
	ImportFile
	ImportOpen
	Cancel
	ImportEmpty
	ImportUnfinished
	ImportError // {0} the reader's error
	FileError
	FileTooLarge
	BadLink // {0} the link decoder's error
	// OnTheBoard introduces the end of the game on show after a notice
	// of something else: {0} the end, as a sentence.
	OnTheBoard
	OpenFull
	CarriedOn // the embed's game went to the full page

	// Why a link, a save, a record or a commitment could not be used: the {0}
	// of BadLink, BadSave, SaveFailed, ImportError and VerifyBad.
	LinkNotGame
	LinkIncomplete
	LinkChanged
	LinkTooNew
	LinkTooLong
	LinkCarried
	SaveForeign
	SaveTooNew
	SaveDamaged
	SaveHeld
	SaveTooLong
	SaveRefused
	SaveSetAside    // {0} the reason, {1} the key it lies under now
	SaveNotSetAside // {0} the reason
	RecordAtLine    // {0} the line, {1} what is wrong there
	RecordAtMove    // {0} the line, {1} the move number, {2} what is wrong
	RecordNoMines
	RecordTooLong
	RecordTooManyMoves
	RecordIllegal    // {0} the move as written
	RecordAmbiguous  // {0} the move as written
	RecordUnreadable // {0} the text at fault
	RecordInvalid
	NotCommitment   // {0} the text given
	WrongCommitment // {0} the seed, {1} the commitment
	DealBadOpenings // a dealt game's openings that do not fit (docs/rules.md §11)
	DealWrongField  // a dealt game's minefield, opened at the end, that does not fit
	UnexpectedError

	// Why a position or the moves of a record break the rules: the {1}
	// of RecordAtLine, as engine's named errors say it.
	PositionWhiteKings
	PositionBlackKings
	PositionPawnOnEdge
	PositionMineOutside
	PositionFogOutside
	PositionPieceOnMine
	PositionTooManyHidden
	PositionFogWithoutMine
	PositionCastling
	PositionWaitingInCheck
	RecordOpenComment
	RecordStrayBrace
	RecordVariation
	RecordLateTag
	RecordLoneTermination
	RecordResultNotLast // {0} the result
	RecordMoveNumber    // {0} the number given, {1} the one due
	RecordMoveAfterEnd  // {0} the result, {1} the move after it
	RecordResultTags    // {0} the movetext's result, {1} the Result tag's
	RecordOtherEnd      // {0} the result the moves reach, {1} how, as a Termination tag says it
	RecordNoEnd         // {0} the result the record states

	// The choice of language: the selector's label. Each language's name in
	// itself is Catalog.Name, known before its texts are loaded.
	LangLabel

	// The "How to play" help: its button and title, then its sections in
	// reading order, each a heading (…Head) and its paragraphs.
	HowToPlay
	HelpBoardHead
	HelpBoard
	HelpFog
	HelpCounter
	HelpRevealHead
	HelpReveal
	HelpNumbers
	HelpFound
	HelpCorner
	HelpMinesHead
	HelpKing
	HelpBlast
	HelpSlide
	HelpSweepHead
	HelpSweep
	HelpSweepWhen
	HelpSweepHow
	HelpAllClearHead
	HelpAllClear
	HelpChessHead
	HelpChess
	HelpCastle
	HelpPromotion
	HelpEndHead
	HelpCheck
	HelpStalemate
	HelpDraws
	HelpClock // the clocks (docs/rules.md §7)
	HelpSightHead
	HelpSight
	HelpExposed
	HelpTakebackHead
	HelpTakeback
	HelpTakebackComputer
	HelpFairHead
	HelpFair
	HelpDaily
	HelpComputerHead
	HelpComputer
	HelpComputerFair
	HelpComputerWait
	HelpAnalysis // the analysis of a finished game
	HelpOddsHead
	HelpOdds
	HelpRisk
	HelpAssisted
	HelpFlagsHead
	HelpFlags
	HelpFlagsHow
	HelpFriendHead // playing a friend on another device (issue 22)
	HelpFriend
	HelpFriendPrivacy
	HelpFriendDrop
	HelpFriendLinks

	// The help's diagrams, by caption.
	HelpFigStart
	HelpFigReveal
	HelpFigKing
	HelpFigBlast
	HelpFigSlide
	HelpFigSweep
	HelpFigSwept
	HelpFigAllClear
	HelpFigCastle
	HelpFigPromotion
	HelpFigMate
	HelpFigExposed
	HelpFigOdds
	HelpFigFlags

	// What a square shows besides its piece, fog, mine and number: parts of its
	// spoken label.
	SqCheck
	SqLast

	// What a move revealed, square by square: {0} the squares, joined by commas,
	// each {0} its name and {1} its number.
	Revealed
	RevealedClear
	RevealedNumber
	RevealedMine
	RevealedMineNumber

	// A draw offer taken off the board: {0} the side.
	DrawDeclined
	DrawWithdrawn

	// The look and sound of the page: the theme's selector and its options,
	// the sound's switch.
	ThemeLabel
	ThemeAuto
	ThemeLight
	ThemeDark
	ThemeContrast
	SoundLabel
	// The looks of the board: its colours and the piece set, their selectors
	// and options.
	BoardColours
	BoardWood
	BoardGreen
	BoardBlue
	PiecesLabel
	PiecesClassic
	PiecesBold

	// Keyboard: the help's button and title, keys named in words (Cap…), then
	// what keys do (Key…).
	KeysButton
	KeysTitle
	CapTab
	CapEnter
	CapShiftEnter
	CapHomeEnd
	CapEsc
	KeyTab
	KeyArrows
	KeyEnter
	KeyStep
	KeySweep
	KeyFlag
	KeyType
	KeyHistory
	KeyEnds
	KeyEsc
	KeyShow

	// A move typed in algebraic notation: the field, its button, and why a
	// move cannot be played ({0} the text typed).
	MoveInputLabel
	MovePlay
	MoveIllegal
	MoveAmbiguous
	MoveUnreadable
	NoMoveOver

	// Playing against the computer.
	PlayAgainst
	OpponentPerson
	OpponentComputer // {0} the level; also the computer's name in a record
	OpponentLevel    // {0} the level, {1} its name: the choice under "Play against"
	LevelBeginner    // the levels' names, from level 1 up, in order
	LevelNovice
	LevelLearner
	LevelCasual
	LevelHobbyist
	LevelKeen
	LevelClub
	LevelStrongClub
	LevelTournament
	LevelVeryStrong
	LevelExpert
	LevelStrongest
	YourSide
	PlayAsWhite // the choice of side against the computer
	PlayAsBlack
	PlayerYou // the person's name in a record's White or Black tag
	Thinking
	ComputerToMove // a move typed on the computer's turn
	SearchFailed   // the computer's search failed
	Retry          // ask the computer again
	AskOpponent

	// The question of whom to play that a first visit opens with (the welcome
	// dialog), and the move list's letters.
	WelcomeTitle
	WelcomeComputer // names the computer's levels, which follow as buttons
	WelcomeLevel1
	WelcomeLevel4
	WelcomeLevel7
	WelcomeLevel9
	WelcomePeople
	WelcomeFriend // a friend on another device, or in another tab
	WelcomeNote   // where the choice can be changed later
	// The question of the names of two people at this screen, put once at
	// their first new game: its title, note and answers.
	NamesTitle
	NamesNote
	NamesPlay
	NamesSkip
	NamesChange // the control that asks the names of two people at this screen anew
	MoveLetters // the move list's option of piece letters (Nf3) rather than figurines (♘f3)

	// The clocks (docs/rules.md §7).
	ClockLabel  // the choice of time control
	NoClock     // its option of none
	ClockOption // {0} the minutes for the game, {1} the seconds added a move
	ClocksLabel // the clocks as a group, for screen readers
	ClockLow    // after a clock's time, for screen readers: a class marks it too
	LowTimeSaid // said once a game: {0} a side, {1} its time as shown
	AskClock

	// Playing a friend on another page (docs/rules.md §11).
	PlayFriend
	OnlineLinkLabel
	OnlineClock // {0} the time control, as ClockOption names it
	OnlineInviting
	OnlineJoining
	OnlineDealing
	OnlinePlaying // {0} the person's side, as in mid-sentence
	OnlineChecked
	OnlineStopped      // {0} why, a clause such as PeerDamaged
	FriendToMove       // the friend's turn, as YourMove is the person's
	FriendWaiting      // the turn line before the deal is done, and while the friend answers an offer
	FriendAnswerToSend // the turn line while the answer code waits to be sent
	FriendAsks         // the turn line while the friend's offer or request waits for the person's answer
	FriendResignWaits  // the turn line once the person resigned on the friend's turn
	OnlineLetterToSend // the turn line of a game by links while a link waits to be sent
	FriendToMoveWait   // a move typed on the friend's turn
	OpponentFriend     // the friend's name in a record
	NoTakebackFriend
	AskFriendTakeback
	AskYesTakeback
	AskNoTakeback
	TakebackAsked
	TakebackRefused
	TakebackYouRefused
	AskFriendRematch
	AskYesRematch
	AskNoRematch
	RematchOffered
	RematchDeclined
	BadInvitation
	PeerPayload // PeerPayload to PeerVersion: why a message from the friend's page was refused
	PeerIllegalMove
	PeerOtherSquares
	PeerAction
	PeerEarlyReveal
	PeerDamaged
	PeerOutOfTurn
	PeerBadProof
	PeerVersion

	// Connecting to a friend's device (docs/rules.md §11).
	OnlineOffering
	OnlineInvitingCode
	OnlineAnswering  // {0} the person's side, as in OnlinePlaying
	OnlineSendAnswer // {0} the person's side, as in OnlinePlaying
	OnlineConnecting
	OnlineNoPeer
	OnlineNoAnswer
	OnlineAnswerLabel
	OnlineReplyLabel
	OnlineConnect
	OnlineQR
	PeerBehind  // a clause, as PeerDamaged
	CodeDamaged // CodeDamaged to CodeNotAnswer: why a connection code was refused
	CodeTruncated
	CodeVersion
	CodeTooLong
	CodeNotAnswer
	BadSTUN
	STUNTitle // the page's setting of the STUN server: its heading, its field, what it is for
	STUNLabel
	STUNNote
	STUNRefused

	// A game with a friend that a dropped connection interrupted (docs/rules.md §11).
	FriendGone
	FriendGoneClaim
	ClaimWin
	OnlineRedial       // the button that makes new codes for a game whose friend is gone
	OnlineRedialCode   // the link to send to reconnect
	OnlineRedialAnswer // the answer code to send back to reconnect
	OnlineAbandoned
	AskResumeFriend
	AskYesResume
	BadGrace
	FriendKeptUnreadable // {0} why, as BadSave's
	FriendElsewhere      // {0} of OnlineStopped: another tab took the game up
	OnlinePost           // the button that turns an invitation into one to a game by links
	OnlineCancel         // the button that gives up an invitation before the deal
	OnlineGameKept       // the player's game waits behind the invitation; {0} is OnlineCancel
	OnlineCancelled      // said once it is given up
	OnlineLetterLabel    // the field of the link to send in a game by links
	OnlineLetterInvite   // OnlineLetterInvite to OnlineLetterHeld: where a game by links stands
	OnlineLetterSend
	OnlineLetterTurn // {0} the person's side, as in OnlinePlaying
	OnlineLetterLast
	OnlineLetterHeld // while the person's move waits for the friend's openings
	LetterDamaged    // LetterDamaged to LetterMissing: why a link of a game by links was refused, in sentences
	LetterUnknown
	LetterMissing
	LetterSeen

	// The aids with the mines: the odds overlay and the risk of a move, flags.
	OddsOverlay
	OddsPercent  // {0} a whole number from 0 to 100
	OddsBelowOne // a chance above 0 that rounds to 0%
	OddsAboveAll // a chance below 1 that rounds to 100%
	AssistedNote
	AssistedTag // the value of a record's Assisted tag
	SqOdds      // {0} the chance, as OddsPercent writes it
	SqSafe
	SqRisky
	SqDeadly
	FlagMode
	FlagHint
	FlaggedCount // plural: {0} how many squares
	FlagsOfWhite // plural: {0} how many squares White flagged, when two people share the screen
	FlagsOfBlack // plural: {0} how many squares Black flagged
	SqFlagMine
	SqFlagQuestion

	// A move onto a found mine, which destroys the piece (docs/rules.md §3),
	// asked first; {0} the mine's square.
	AskMinePawn
	AskMineKnight
	AskMineBishop
	AskMineRook
	AskMineQueen
	AskYesMine
	AskNoMine
	AskMines // the setting that asks first, on by default

	// The history of finished games on the device (the past games' dialog).
	PastGames // its button and title
	PastNote  // {0} how many games are kept at most
	PastNone
	PastAbandoned // {0} who won, as WhiteWins says it: a friend's game claimed, which has no record
	PastDate      // the headings of its table's columns; the moves' is MovesLabel
	PastOpponent
	PastResult
	PastActions
	PastReplay // a game's actions
	PastDelete
	PastTally     // the heading of the tally by computer level
	PastTallyLine // {0} a level, {1} games won, {2} drawn, {3} lost
	PastBad       // {0} why, as BadSave's
	PastNotAdded  // {0} why, as SaveFailed's

	// The analysis of a finished game (issue 23), and the marks of the moves
	// that lost, as the move list reads them out.
	Analyse        // its button
	StopAnalysis   // the button that leaves it while it runs
	AnalysisLabel  // the heading of its text equivalent
	Analysing      // {0} moves judged, {1} moves in the game
	Inaccuracy     // a mark
	Mistake        // a mark
	Blunder        // a mark
	AnalysisLine   // {0} the move's number, {1} the side, {2} the move, {3} its mark, {4} the better move
	AnalysisClean  // no move marked
	AnalysisFailed // the computer could not judge a move
	AnalysisKey    // the key under its graph, before the marks' names: what the line shows

	// The page's words before the program runs, which site/boot.js shows
	// (tools/build writes them into the pages).
	Loading
	BootFailed  // {0} why, in the browser's words
	BootNoWasm  // the {0} of BootFailed
	BootStopped // the {0} of BootFailed

	// NumKeys is the number of keys; it is not a text.
	NumKeys
)

// English is the English table, the one every other language falls back to.
var English = Table{
	AppTitle: "Minesweeper Chess",

	NewGame:       "New game",
	Takeback:      "Take back",
	Flip:          "Flip board",
	AutoFlip:      "Auto-flip",
	Resign:        "Resign",
	OfferDraw:     "Offer draw",
	AcceptDraw:    "Accept draw",
	DeclineDraw:   "Decline draw",
	BackToGame:    "Back to the game",
	Close:         "Look at the board",
	Rematch:       "Rematch",
	RematchHarder: "Rematch, a level up",
	RematchEasier: "Rematch, a level down",
	BoardLabel:    "Board",
	MinesLabel:    "mine on the board|mines on the board",
	MinesFound:    "{0} of them found|{0} of them found",
	MovesLabel:    "Moves",
	LostByWhite:   "White’s lost pieces",
	LostByBlack:   "Black’s lost pieces",
	GameOverTitle: "Game over",

	WhiteSide: "White",
	BlackSide: "Black",

	WhitePawn:   "white pawn",
	WhiteKnight: "white knight",
	WhiteBishop: "white bishop",
	WhiteRook:   "white rook",
	WhiteQueen:  "white queen",
	WhiteKing:   "white king",
	BlackPawn:   "black pawn",
	BlackKnight: "black knight",
	BlackBishop: "black bishop",
	BlackRook:   "black rook",
	BlackQueen:  "black queen",
	BlackKing:   "black king",

	WhitePawnObj:   "the white pawn",
	WhiteKnightObj: "the white knight",
	WhiteBishopObj: "the white bishop",
	WhiteRookObj:   "the white rook",
	WhiteQueenObj:  "the white queen",
	WhiteKingObj:   "the white king",
	BlackPawnObj:   "the black pawn",
	BlackKnightObj: "the black knight",
	BlackBishopObj: "the black bishop",
	BlackRookObj:   "the black rook",
	BlackQueenObj:  "the black queen",
	BlackKingObj:   "the black king",

	WhiteToMove:  "White to move",
	BlackToMove:  "Black to move",
	GameOver:     "Game over",
	YourMove:     "Your move",
	ComputerTurn: "The computer’s move",

	InCheck:      "{0} is in check.",
	DrawOffered:  "{0} offers a draw. {1} can accept or decline it.",
	ViewingStart: "This is the starting position. Go back to the game to play on.",
	ViewingMove:  "This is the position after {0}. Go back to the game to play on.",
	BadSeed:      "“{0}” is not a seed (a whole number from 0 to 18446744073709551615), so it was ignored.",

	WhiteWins:      "White wins",
	BlackWins:      "Black wins",
	Drawn:          "Draw",
	YouWon:         "You won",
	YouLost:        "You lost",
	NamedWins:      "{0} wins",
	EndCheckmate:   "Checkmate: {0} wins.",
	EndStalemate:   "Stalemate: {0} has no legal move and is not in check. The game is drawn.",
	EndKingExposed: "A blast left {1}’s king open to capture, so {0} wins.",
	EndRepetition:  "The same position came up for the third time. The game is drawn.",
	EndMaterial:    "Neither side has enough pieces left to checkmate. The game is drawn.",
	EndResignation: "{1} resigned, so {0} wins.",
	EndYouResigned: "You resigned.",
	EndDrawAgreed:  "The players agreed to a draw.",
	EndTime:        "{1} ran out of time, so {0} wins.",
	EndTimeDraw:    "{0} ran out of time, but {1} cannot checkmate, so the game is drawn.",

	EvMove:         "{0} from {1} to {2}.",
	EvCapture:      "{0} from {1} takes {2} on {3}.",
	EvCastleShort:  "{0} castles kingside.",
	EvCastleLong:   "{0} castles queenside.",
	EvSweepCleared: "{0} on {1} sweeps {2} and clears a mine.",
	EvSweepEmpty:   "{0} on {1} sweeps {2}: no mine there.",
	EvBlast:        "Boom! A mine on {0} destroys {1}.",
	EvSapper:       "{0} steps on the mine on {1} and clears it unharmed.",
	EvPromotion:    "The pawn on {0} becomes a queen.",
	EvAllClear:     "All clear: no hidden mine is left, so the fog is gone.",

	SqFogged:         "fogged",
	SqMine:           "mine",
	SqNumber:         "{0} mine next to it|{0} mines next to it",
	SqSelected:       "selected",
	SqTarget:         "can move here",
	SqSweep:          "sweep here",
	SqSweepMine:      "Enter sweeps the mine, Shift+Enter steps onto it",
	SqPremove:        "premove",
	SqBetter:         "better move",
	PremoveSet:       "Premove: {0}",
	PremoveDropped:   "Premove dropped: it is no longer legal.",
	PremoveBlast:     "Premove cancelled: a mine went off.",
	PremoveCancelled: "Premove cancelled.",
	PickedUp:         "Picked up: {0} on {1}.",
	PutDown:          "Put down: {0} on {1}.",
	CannotGo:         "{0} on {1} cannot go to {2}: put down.",

	Destroyed: "{0}, blown up by a mine",

	BadSave:                  "Your saved game could not be restored, so a new game has started: {0}.",
	SaveFailed:               "This game is not being saved: {0}. Keep this page open to finish it.",
	NotKept:                  "This game will not be kept: the browser does not let this page store it.",
	LangUnavailable:          "“{0}” could not be loaded. Try again once you are online.",
	HelpUnavailable:          "The help could not be loaded. Try again once you are online.",
	BackToYourGame:           "Back to your game",
	SavedElsewhere:           "This game was played on in another tab or window, so it is shown here as it stands now.",
	SavedElsewhereUnreadable: "This game was saved in another tab or window in a way this page cannot read ({0}), so this page no longer saves its game. Reload the page to play on from there.",

	NoTakebackRevealed: "No take-back: the last move uncovered a square, which cannot be unseen.",
	NoTakebackReply:    "No take-back: the computer uncovered a square, which cannot be unseen.",
	NoTakebackYours:    "No take-back: your move uncovered a square, which cannot be unseen.",
	NoTakebackOver:     "The game is over, so no move can be taken back.",

	AskNewGame:    "Start a new game? The game in progress will be lost.",
	AskDaily:      "Start today’s daily puzzle? The game in progress will be lost.",
	AskImport:     "Open this record in place of the game in progress?",
	AskYesNewGame: "Start a new game",
	AskYesDaily:   "Start the daily puzzle",
	AskYesImport:  "Open the record",
	AskLink:       "Open the shared game in place of the game in progress?",
	AskYesLink:    "Open the shared game",
	AskResign:     "Resign the game? Once it is over, nothing can be taken back.",
	AskYesResign:  "Resign",
	AskNo:         "Keep playing",

	UpdateReady:  "Update ready",
	UpdateReload: "Reload",

	Daily:             "Daily puzzle",
	DailyNote:         "Daily puzzle of {0} (UTC): the same minefield for everyone that day, for comparing results. It is no secret contest: anyone who has played it knows its mines.",
	DailyEvent:        "Daily puzzle {0}",
	DailyStarted:      "Today’s daily puzzle ({0}): the same minefield for everyone today.",
	DailyPlayed:       "You played today’s daily puzzle already: one try a day.",
	AskYesDailyReplay: "See its replay",
	CardMoves:         "{0} move|{0} moves",
	CardLost:          "{0} piece lost to mines|{0} pieces lost to mines",
	CardAssisted:      "mine odds shown",
	CardUnassisted:    "no aids",
	CardCopy:          "Copy the result",
	CardShare:         "Share the result",
	AskCarry:          "Continue the embedded game in place of the game in progress? Keeping this one gives the embedded game up: it goes on in one page only.",
	AskYesCarry:       "Continue that game",
	SeedNote:          "This game’s minefield was set by its link: anyone who has the link can know where the mines are. Only a minefield that the page draws itself is secret.",
	SeedTag:           "set by its link",
	RecordNote:        "This game comes from a record, which holds its minefield for anyone to read.",

	NewHere: "New here? “How to play” explains the fog, the numbers and the mines.",

	CommitmentLabel: "Minefield commitment",
	CommitmentHelp:  "A fingerprint of this game’s minefield, fixed before the first move. The seed shown at the end lets anyone check it.",
	SeedLabel:       "Seed",
	Verify:          "Verify",
	VerifyOK:        "Verified: seed {0} lays exactly the minefield that commitment {1} promised, so the mines were fixed before the first move.",
	VerifyBad:       "Not verified: {0}.",
	VerifyNotSecret: "That shows the mines were fixed, not that they were secret: anyone could know this minefield.",

	ReplayLabel:   "Replay",
	ReplayFirst:   "Start",
	ReplayBack:    "Back",
	ReplayForward: "Forward",
	ReplayLast:    "End",
	ReplayStart:   "Replay: the starting position.",
	ReplayMove:    "Replay: the position after {0}.",
	ViewPlayers:   "As the players saw it",
	ViewMines:     "With the mines",
	SqHiddenMine:  "hidden mine",

	Export:           "Export",
	Share:            "Share",
	RecordsWhy:       "A game’s record and link hold its minefield, so they are made once the game is over.",
	Import:           "Import",
	Embed:            "Embed",
	ExportTitle:      "Game record",
	ShareTitle:       "Link to this game",
	EmbedTitle:       "Embed the game",
	EmbedHelp:        "Paste this into your page. The game opens with this board’s theme and orientation, and its minefield when that is no secret.",
	Copy:             "Copy",
	Download:         "Download",
	CloseDialog:      "Close",
	Copied:           "Copied.",
	CopyByHand:       "The text is selected: press Ctrl+C (⌘C on a Mac) to copy it.",
	ImportTitle:      "Open a game record",
	ImportHelp:       "Paste a finished game’s record, or pick a file.",
	ImportFile:       "Record file",
	ImportOpen:       "Open",
	Cancel:           "Cancel",
	ImportEmpty:      "There is no record to open: paste one or pick a file.",
	ImportUnfinished: "it is the record of a game still in progress, and only a finished game can be replayed",
	ImportError:      "This record cannot be opened: {0}.",
	FileError:        "The file could not be read.",
	FileTooLarge:     "The file is larger than any game record, so it was not read.",
	BadLink:          "This game link cannot be opened: {0}.",
	OnTheBoard:       "On the board: {0}",
	OpenFull:         "Open the full game",
	CarriedOn:        "The game goes on in the full page; a new game starts here.",

	LinkNotGame:        "it holds no Minesweeper Chess game",
	LinkIncomplete:     "part of it is missing, perhaps cut off when it was copied",
	LinkChanged:        "it was changed after it was made, so the game in it cannot be trusted",
	LinkTooNew:         "it was made by a newer version of Minesweeper Chess; reload the page to update",
	LinkTooLong:        "it is longer than any game’s link, so it was not read",
	LinkCarried:        "it was opened on this device already, and such a link opens once",
	SaveForeign:        "what was saved is not a Minesweeper Chess game",
	SaveTooNew:         "it comes from a newer version of Minesweeper Chess",
	SaveDamaged:        "it is damaged",
	SaveHeld:           "the saved game that could not be read is kept in its place",
	SaveTooLong:        "it is longer than a save can hold",
	SaveRefused:        "this device refused to store it",
	SaveSetAside:       "{0}; it was set aside as {1}",
	SaveNotSetAside:    "{0}; it is kept as it was, and nothing will be saved over it",
	RecordAtLine:       "line {0}: {1}",
	RecordAtMove:       "line {0}, move {1}: {2}",
	RecordNoMines:      "it is not a Minesweeper Chess record, as no Seed, Mines or FEN tag says where the mines are",
	RecordTooLong:      "it is far longer than any game’s record, so it was not read",
	RecordTooManyMoves: "it has far more moves than any game, so it was not read",
	RecordIllegal:      "“{0}” is not a legal move there",
	RecordAmbiguous:    "“{0}” could be more than one legal move",
	RecordUnreadable:   "“{0}” cannot be read",
	RecordInvalid:      "this does not make a valid game record",
	NotCommitment:      "“{0}” is not a commitment, which is 32 hex digits (0–9 and a–f)",
	WrongCommitment:    "seed {0} does not lay the minefield that commitment {1} promised",
	DealBadOpenings:    "the other player’s device revealed squares in a way that does not agree with the board, so the game cannot go on from it",
	DealWrongField:     "the minefield the other player’s device opened does not agree with what the game showed",
	UnexpectedError:    "something unexpected went wrong",

	PositionWhiteKings:     "White must have exactly one king",
	PositionBlackKings:     "Black must have exactly one king",
	PositionPawnOnEdge:     "no pawn may stand on rank 1 or rank 10",
	PositionMineOutside:    "mines can only lie in ranks 4–7",
	PositionFogOutside:     "only squares in ranks 4–7 can be under fog",
	PositionPieceOnMine:    "a piece stands on a mine",
	PositionTooManyHidden:  "there are more hidden mines than empty fogged squares to hold them",
	PositionFogWithoutMine: "no mine lies under the fog, so no square can still be fogged",
	PositionCastling:       "a castling right needs its king and rook on their starting squares",
	PositionWaitingInCheck: "the side that has just moved is in check",
	RecordOpenComment:      "a comment in braces is never closed",
	RecordStrayBrace:       "a closing brace closes no comment",
	RecordVariation:        "it holds variations in ( ), which cannot be read",
	RecordLateTag:          "tag pairs must come before the moves",
	RecordLoneTermination:  "a Termination tag needs a result, in a Result tag or after the moves",
	RecordResultNotLast:    "the result {0} must come after the last move",
	RecordMoveNumber:       "move number {0} stands where {1} was due",
	RecordMoveAfterEnd:     "the game was already over ({0}) before {1}",
	RecordResultTags:       "the moves end with {0}, but the Result tag says {1}",
	RecordOtherEnd:         "the moves end the game {0} ({1}), but the record says otherwise",
	RecordNoEnd:            "the record says the game ended {0}, but the moves do not end it",

	LangLabel: "Language",

	HowToPlay: "How to play",

	SqCheck: "in check",
	SqLast:  "last move",

	Revealed:           "Revealed: {0}.",
	RevealedClear:      "{0} clear",
	RevealedNumber:     "{0} {1}",
	RevealedMine:       "{0} mine",
	RevealedMineNumber: "{0} mine {1}",

	DrawDeclined:  "{0} declines the draw offer.",
	DrawWithdrawn: "{0} withdraws the draw offer.",

	ThemeLabel:    "Theme",
	ThemeAuto:     "As the system",
	ThemeLight:    "Light",
	ThemeDark:     "Dark",
	ThemeContrast: "High contrast",
	SoundLabel:    "Sound",
	BoardColours:  "Board colours",
	BoardWood:     "Wood",
	BoardGreen:    "Tournament green",
	BoardBlue:     "Blue",
	PiecesLabel:   "Pieces",
	PiecesClassic: "Classic",
	PiecesBold:    "Bold",

	KeysButton:    "Keys",
	KeysTitle:     "Keyboard",
	CapTab:        "Tab",
	CapEnter:      "Enter or Space",
	CapShiftEnter: "Shift+Enter",
	CapHomeEnd:    "Home, End",
	CapEsc:        "Esc",
	KeyTab:        "Go to the board, then to the buttons",
	KeyArrows:     "Move over the board",
	KeyEnter:      "Pick up a piece, then put it on a square it can go to",
	KeyStep:       "Step onto a found mine rather than sweep it",
	KeySweep:      "Sweep with the pawn picked up",
	KeyFlag:       "Flag the fogged square you are on as a mine, then “?”, then nothing",
	KeyType:       "Type a move, such as Nf3, or Se3 to sweep",
	KeyHistory:    "Step back or forward through the moves (away from the board)",
	KeyEnds:       "The starting position; back to the game",
	KeyEsc:        "Close a dialog, or put down the piece picked up and go back to the board",
	KeyShow:       "Show these keys",

	MoveInputLabel: "Type a move",
	MovePlay:       "Play",
	MoveIllegal:    "“{0}” is not a legal move now.",
	MoveAmbiguous:  "“{0}” fits more than one move: add the file or rank it starts from, as in Nbd2.",
	MoveUnreadable: "“{0}” is not a move: write it as the records do, such as e4, Nf3, exd5, O-O, or Se3 to sweep.",
	NoMoveOver:     "The game is over: no more moves can be played.",

	PlayAgainst:      "Play against",
	OpponentPerson:   "Another person",
	OpponentComputer: "Computer, level {0}",
	OpponentLevel:    "Computer, level {0} ({1})",
	LevelBeginner:    "beginner",
	LevelNovice:      "novice",
	LevelLearner:     "learner",
	LevelCasual:      "casual",
	LevelHobbyist:    "hobbyist",
	LevelKeen:        "keen",
	LevelClub:        "club player",
	LevelStrongClub:  "strong club player",
	LevelTournament:  "tournament player",
	LevelVeryStrong:  "very strong",
	LevelExpert:      "expert",
	LevelStrongest:   "strongest",
	YourSide:         "Your side",
	PlayAsWhite:      "White",
	PlayAsBlack:      "Black",
	PlayerYou:        "Player",
	Thinking:         "The computer is thinking…",
	ComputerToMove:   "Wait for the computer’s move.",
	SearchFailed:     "The computer could not find a move.",
	Retry:            "Try again",
	AskOpponent:      "Start a new game against this opponent? The game in progress will be lost.",
	ClockLabel:       "Clock",
	NoClock:          "No clock",
	ClockOption:      "{0} min + {1} s",
	ClocksLabel:      "Clocks",
	ClockLow:         "low on time",
	LowTimeSaid:      "{0} is low on time: {1} left.",
	AskClock:         "Start a new game with this clock? The game in progress will be lost.",

	WelcomeTitle:    "Who will you play?",
	WelcomeComputer: "The computer",
	WelcomeLevel1:   "Level 1, beginner",
	WelcomeLevel4:   "Level 4, casual",
	WelcomeLevel7:   "Level 7, club player",
	WelcomeLevel9:   "Level 9, tournament player",
	WelcomePeople:   "Two people at this screen",
	WelcomeFriend:   "A friend on another device",
	WelcomeNote:     "You can change this at any time under “Play against”.",
	NamesTitle:      "Who is playing?",
	NamesNote:       "Optional: the names go into the game’s record, and this device remembers them.",
	NamesPlay:       "Play",
	NamesSkip:       "Skip",
	NamesChange:     "Players’ names…",
	MoveLetters:     "Letters for pieces (Nf3)",

	PlayFriend:         "Play a friend",
	OnlineLinkLabel:    "Invitation link",
	OnlineClock:        "Each of you plays on a clock of {0}.",
	OnlineInviting:     "Waiting for your friend: open this link in another tab of this browser.",
	OnlineJoining:      "Joining your friend’s game…",
	OnlineDealing:      "Your friend is here. Dealing the minefield, which neither of you will know…",
	OnlinePlaying:      "Playing your friend: you play {0}.",
	OnlineChecked:      "Both pages opened the minefield at the end, and every move agrees with it.",
	OnlineStopped:      "The game against your friend stopped: {0}.",
	FriendToMove:       "Your friend’s move",
	FriendWaiting:      "Waiting for your friend",
	FriendAnswerToSend: "Send your friend the code below",
	FriendAsks:         "Your friend waits for your answer",
	FriendResignWaits:  "You resign once your friend has moved",
	OnlineLetterToSend: "Send your friend the link below",
	FriendToMoveWait:   "Wait for your friend’s move.",
	OpponentFriend:     "Friend",
	NoTakebackFriend:   "Ask for a take-back on your turn: your friend must allow it.",
	AskFriendTakeback:  "Your friend asks to take back their last move and your answer to it. Allow it?",
	AskYesTakeback:     "Allow",
	AskNoTakeback:      "Refuse",
	TakebackAsked:      "You asked your friend to take back your last move and their answer.",
	TakebackRefused:    "Your friend refused the take-back.",
	TakebackYouRefused: "You refused the take-back.",
	AskFriendRematch:   "Your friend offers a rematch, with the colours swapped and a new minefield. Play it?",
	AskYesRematch:      "Play the rematch",
	AskNoRematch:       "No, thanks",
	RematchOffered:     "You offered your friend a rematch, with the colours swapped.",
	RematchDeclined:    "Your friend declined the rematch.",
	BadInvitation:      "This invitation link cannot be used: it is damaged, or from another version of the game.",
	PeerPayload:        "the other player’s device sent a move or an action this version of the game cannot read",
	PeerIllegalMove:    "the other player’s device sent a move that is not legal here",
	PeerOtherSquares:   "the other player’s move opened other squares than the ones it uncovers",
	PeerAction:         "the other player’s action does not fit the game",
	PeerEarlyReveal:    "the other player’s device revealed its key while the game is on",
	PeerDamaged:        "a message from the other player’s device is damaged or incomplete",
	PeerOutOfTurn:      "a message from the other player’s device came out of turn, twice, or for another game",
	PeerBadProof:       "a message from the other player’s device does not check out",
	PeerVersion:        "the other player’s device runs another version of the game",

	OnlineOffering:       "Preparing the invitation…",
	OnlineInvitingCode:   "Send this link to your friend by any messenger. They will send back an answer code: paste it below and press “Connect”. (Opened in another tab of this browser, the link joins at once.)",
	OnlineAnswering:      "Your friend invites you to play {0}. Preparing your answer code…",
	OnlineSendAnswer:     "Your friend invites you to play {0}. Send them this answer code by the same messenger: the game starts as soon as they paste it.",
	OnlineConnecting:     "Connecting to your friend’s device…",
	OnlineNoPeer:         "No direct connection to your friend’s device could be made. Some networks only allow connections through a relay server, which this game does not use; two devices on the same Wi-Fi usually connect. Make a new invitation to try again, or choose “Play by links instead”: each move then travels as a link you send.",
	OnlineNoAnswer:       "No direct connection to your friend’s device could be made, so there is no answer code to send. Some networks only allow connections through a relay server, which this game does not use: ask your friend for a new invitation, ideally on the same Wi-Fi, or for one to play by links.",
	OnlineAnswerLabel:    "Answer code",
	OnlineReplyLabel:     "Your friend’s answer code or link",
	OnlineConnect:        "Connect",
	OnlineQR:             "QR code, for a phone’s camera",
	PeerBehind:           "your friend’s page came back from an earlier point of the game, so the two no longer agree",
	CodeDamaged:          "This code was changed or mistyped. Copy it again, whole.",
	CodeTruncated:        "This code is incomplete: part of it was cut off when it was copied. Copy it again, whole.",
	CodeVersion:          "This code was made by another version of Minesweeper Chess. Both of you should reload the page.",
	CodeTooLong:          "This is longer than any answer code, so it was not read.",
	CodeNotAnswer:        "This is an invitation, not an answer. Paste the code your friend sent back.",
	BadSTUN:              "The STUN server in this address (?stun=) could not be read, so a game with a friend on another device uses none.",
	STUNTitle:            "Connection to another device",
	STUNLabel:            "STUN server",
	STUNNote:             "A STUN server helps two devices on different networks find each other. It learns their network addresses, never anything about the game. Leave it empty to use none: devices on the same Wi-Fi still connect.",
	STUNRefused:          "This is not a STUN server’s address. Write it as host:port, for example stun.example.org:3478, or leave the field empty for none.",
	FriendGone:           "Your friend is disconnected. Waiting for them to come back: if they do not come back in time, you may claim the win.",
	FriendGoneClaim:      "Your friend is disconnected and did not come back in time. You may claim the win, or wait for them.",
	ClaimWin:             "Claim the win",
	OnlineRedial:         "Reconnect with a new link",
	OnlineRedialCode:     "To reconnect, send this new link to your friend. They will send back an answer code: paste it below and press “Connect”.",
	OnlineRedialAnswer:   "Send this answer code to your friend by the same messenger: the game goes on as soon as they paste it.",
	OnlineAbandoned:      "You won by abandonment: your friend left the game and did not come back.",
	AskResumeFriend:      "A game against your friend was interrupted. Reconnect to it? If not, it is given up on this device.",
	AskYesResume:         "Reconnect",
	BadGrace:             "The grace period in this address (?grace=) could not be read, so a friend who leaves has the usual 2 minutes to come back.",
	FriendKeptUnreadable: "The interrupted game against your friend could not be resumed: {0}.",
	FriendElsewhere:      "it goes on in another tab of this browser",
	OnlinePost:           "Play by links instead",
	OnlineCancel:         "Cancel invitation",
	OnlineGameKept:       "Your game in progress stays saved: “{0}” takes you back to it.",
	OnlineCancelled:      "Invitation cancelled.",
	OnlineLetterLabel:    "Link for your friend",
	OnlineLetterInvite:   "Send this link to your friend by any messenger. This game goes by links, with no connection between your devices: after each move, send the link this page shows, and open the one your friend sends back in this browser, or paste it below.",
	OnlineLetterSend:     "Send your friend the link below. Then open the link they send back in this browser, or paste it below.",
	OnlineLetterHeld:     "Send your friend the link below: your move goes with it, and shows on the board once their page has opened the squares it uncovers. Then open the link they send back in this browser, or paste it below.",
	OnlineLetterTurn:     "Your move; you play {0}. Then send your friend the link this page shows.",
	OnlineLetterLast:     "The game is over. Send your friend this last link: with it, their page checks the minefield too.",
	LetterDamaged:        "This link of a game by links cannot be read: part of it may have been cut off. Ask your friend to send it again, whole.",
	LetterUnknown:        "This link belongs to a game by links that this browser does not have. Open it in the browser where you play that game.",
	LetterMissing:        "An earlier link from your friend is missing. Open that one first, then this one again.",
	LetterSeen:           "This link was opened here already: there is nothing new in it.",

	OddsOverlay:    "Show mine odds",
	OddsPercent:    "{0}%",
	OddsBelowOne:   "<1%",
	OddsAboveAll:   ">99%",
	AssistedNote:   "Played with the mine odds shown.",
	AssistedTag:    "mine odds shown",
	SqOdds:         "{0} chance of a mine",
	SqSafe:         "safe",
	SqRisky:        "risky",
	SqDeadly:       "a mine: the piece would be blown up",
	FlagMode:       "Flag mode",
	FlagHint:       "Flag a fogged square as a mine, or mark it “?”: right-click it, long-press it, or tap it in flag mode. Flags are your own notes and never stop a move.",
	FlaggedCount:   "{0} flagged|{0} flagged",
	FlagsOfWhite:   "White: {0} flagged|White: {0} flagged",
	FlagsOfBlack:   "Black: {0} flagged|Black: {0} flagged",
	SqFlagMine:     "flagged as a mine",
	SqFlagQuestion: "marked with a question mark",

	AskMinePawn:   "The mine on {0} is in plain sight: your pawn will be destroyed there. Move it anyway?",
	AskMineKnight: "The mine on {0} is in plain sight: your knight will be destroyed there. Move it anyway?",
	AskMineBishop: "The mine on {0} is in plain sight: your bishop will be destroyed there. Move it anyway?",
	AskMineRook:   "The mine on {0} is in plain sight: your rook will be destroyed there. Move it anyway?",
	AskMineQueen:  "The mine on {0} is in plain sight: your queen will be destroyed there. Move it anyway?",
	AskYesMine:    "Move onto the mine",
	AskNoMine:     "Choose another move",
	AskMines:      "Ask before a move onto a found mine",

	PastGames:     "Past games",
	PastNote:      "The last {0} finished games on this device are kept here, newest first.",
	PastNone:      "No finished games yet: a game is added here when it ends.",
	PastAbandoned: "{0} by abandonment",
	PastDate:      "Date",
	PastOpponent:  "Opponent",
	PastResult:    "Result",
	PastActions:   "Actions",
	PastReplay:    "Replay",
	PastDelete:    "Delete",
	PastTally:     "Against the computer",
	PastTallyLine: "Level {0}: {1} won, {2} drawn, {3} lost",
	PastBad:       "Your past games could not be read: {0}.",
	PastNotAdded:  "This game could not be added to your past games: {0}.",

	Analyse:        "Analyse",
	StopAnalysis:   "Stop the analysis",
	AnalysisLabel:  "Analysis",
	Analysing:      "Analysing… {0}/{1}",
	Inaccuracy:     "inaccuracy",
	Mistake:        "mistake",
	Blunder:        "blunder",
	AnalysisLine:   "Move {0}, {1} {2}: {3}, better {4}",
	AnalysisClean:  "The analysis found no inaccuracies, mistakes or blunders.",
	AnalysisFailed: "The analysis could not go on. Press Analyse to try again.",
	AnalysisKey:    "Above the dashed line White stands better, below it Black.",

	Loading:     "Loading the game…",
	BootFailed:  "The game could not start ({0}). Reload the page to try again; if that does not help, try an up-to-date browser.",
	BootNoWasm:  "this browser cannot run WebAssembly",
	BootStopped: "the program stopped",
}
