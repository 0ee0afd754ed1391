//go:build !webtexts

package text

// The help's English texts are compiled in everywhere but in the app built
// with webtexts, which loads them with the rest of English when the help first
// opens (Catalog.HasHelp, docs/size.md).
func init() {
	for k, s := range englishHelp {
		if s != "" {
			English[k] = s
		}
	}
}

// englishHelp is the English of the help's sections and diagrams, from
// HelpBoardHead to HelpFigFlags.
var englishHelp = Table{
	HelpBoardHead: "The board",
	HelpBoard:     "This is chess on a board 8 squares wide and 10 tall. Each side sets up its usual army at its own end, with an empty rank in front of the pawns. White moves first.",
	HelpFog:       "The four middle ranks, 4 to 7, start under fog, and 4 mines lie hidden somewhere in it.",
	HelpCounter:   "The counter next to the mine icon tells how many mines are still on the board, whether anyone has found them or not. It goes down only when a mine goes off, is swept away or is cleared by a king.",

	HelpRevealHead: "Lifting the fog",
	HelpReveal:     "Each time a piece lands on a square, the fog clears from that square and from the fogged squares right around it. Only that one ring clears, never more.",
	HelpNumbers:    "As in Minesweeper, a cleared square shows how many mines touch it. The numbers keep up with the game: when a mine nearby is cleared away, they go down.",
	HelpFound:      "A cleared square with a mine on it shows the mine. Finding a mine does not disarm it: it stays put and is just as dangerous.",
	HelpCorner:     "A cleared square still counts the mines around it when a piece or a found mine is on it: the number then shows small, in the square's corner. On a found mine, it counts the mines next to it, not that mine itself.",

	HelpMinesHead: "What a mine does",
	HelpKing:      "A king that lands on a mine clears it and walks away unhurt.",
	HelpBlast:     "A queen, rook, bishop, knight or pawn that lands on a mine is blown up, and the mine goes with it. In the move list such a move may end in *: Nc5*.",
	HelpSlide:     "Only landing counts. Bishops, rooks and queens glide over mines as if those squares were empty, and mines never block an attack.",

	HelpSweepHead: "Sweeping with a pawn",
	HelpSweep:     "Instead of moving, a pawn may sweep the square straight ahead of it: a mine there is removed, the pawn stays where it is, and that is your turn.",
	HelpSweepWhen: "You can sweep only while you are not in check, and only when no piece stands on that square. A sweep that finds nothing still counts as your move.",
	HelpSweepHow:  "To sweep, select the pawn, then tap the broom in the corner of the square in front of it, or press S. If that square shows a found mine, a tap on it sweeps; drag the pawn there to step onto the mine instead. In the move list a sweep is the broom and the square swept; in letters, as it is typed, Se3.",

	HelpAllClearHead: "All clear",
	HelpAllClear:     "Once no mine is left under the fog, because every one has been found or removed, all the remaining fog lifts for good and the game goes on as chess. Found mines stay where they are and still go off.",

	HelpChessHead: "Chess, with a few changes",
	HelpChess:     "Everything else is chess: the pieces move and capture as usual. Only en passant is missing.",
	HelpCastle:    "Castling works as in chess. The mines lie only in the four middle ranks, so none can ever stand between a king and its rook.",
	HelpPromotion: "A pawn that reaches the far end always becomes a queen. Ranks 1 and 10 never hold a mine, so a promotion is never blown up.",

	HelpEndHead:   "Check, checkmate and draws",
	HelpCheck:     "No move may leave your own king in check. If you are in check and have no legal move, you are checkmated and lose. While you are in check, you may not sweep.",
	HelpStalemate: "If you are not in check but have no legal move, it is stalemate, and the game is drawn. A sweep counts as a move, so stalemate is rare: a pawn with an empty square in front of it can always sweep.",
	HelpDraws:     "There is no 50-move rule. The game is drawn when the same position, mines and fog included, comes up for the third time, when neither side has enough pieces left to checkmate, or when the players agree to a draw.",
	HelpClock:     "On a clock, chosen beside “Play against”, each side's time runs only on its own turn, from its second move on, and each move adds a few seconds. A clock that runs low is marked. When yours reaches zero you lose, unless your opponent could never checkmate, with a lone king say: then it is a draw. Between two people at one screen the clocks stop while the page is out of sight; the computer plays without one.",

	HelpSightHead: "Playing on what you can see",
	HelpSight:     "Whether a move is allowed depends only on what you can see: the game treats every fogged square as free of mines.",
	HelpExposed:   "That has a risk. If a hidden mine blows up a piece that was shielding your king, so that your king could now be captured, you lose on the spot.",

	HelpTakebackHead:     "Taking a move back",
	HelpTakeback:         "What was seen cannot be unseen, so “Take back” undoes only a move that revealed nothing: no fog lifted and no mine set off, swept or cleared. A move that revealed anything stands, and once the game is over nothing can be taken back.",
	HelpTakebackComputer: "Against the computer, “Take back” removes your move and its answer together, or only your move while it is still thinking.",

	HelpFairHead: "A fair minefield",
	HelpFair:     "When a game starts, the page shows a commitment, a fingerprint of where the mines are. When it ends, the page reveals the seed that laid them, and “Verify” checks the two against each other: proof that the minefield was fixed before the first move and never changed.",
	HelpDaily:    "The daily puzzle is the same minefield for everyone on a given day (UTC), for comparing results. It is no contest: anyone who has played it knows where its mines are.",

	HelpComputerHead: "Playing against the computer",
	HelpComputer:     "To play alone, choose the computer under “Play against”, at one of its twelve levels, and pick your side; if you take Black, the computer opens the game. Each level scores about three points in four against the one below it. Levels 1 to 3, beginner, novice and learner, play roughly like someone new to chess: they look one move ahead and now and then pick a weaker move. Levels 4 to 6, casual, hobbyist and keen, play roughly like someone who plays now and then; 7 and 8, club player and strong club player, like a player at a chess club; 9 to 12, tournament player, very strong, expert and strongest, like someone who plays in tournaments. At plain chess, level 12 plays about as well as the engine Fairy-Stockfish searching 30,000 positions a move.",
	HelpComputerFair: "The computer never peeks. It decides only from what you can see too, the numbers and the found mines, weighing the exact chance of a mine on each fogged square: the hidden mines are as hidden from it as from you.",
	HelpComputerWait: "While it thinks, a sign says so. “Take back” and “New game” call its search off. Should it ever fail to find a move, the page says so and lets you ask it again.",
	HelpAnalysis:     "Once a game is over, “Analyse” has the computer judge every move from what its player could see at the time, so a move that met a hidden mine is no mistake in its eyes. Inaccuracies, mistakes and blunders are marked in the move list, a small graph shows how the game went, and the better move is shown on the board.",

	HelpOddsHead: "Mine odds",
	HelpOdds:     "“Show mine odds” writes on each fogged square the chance that a mine lies under it. The chances are exact: every way the hidden mines could lie that fits all the numbers on show counts as equally likely.",
	HelpRisk:     "With the odds shown, the moves of a piece you pick up are marked by what they risk: a dot is safe, a ring may meet a mine, and a cross certainly will. Even with the odds hidden, a move onto a found mine that would blow the piece up shows the cross. Otherwise the marks say only where a piece can go: a dot, or a ring round a piece it can take or round a number that a dot would hide.",
	HelpAssisted: "A game in which the odds were shown, even for a moment, is marked as assisted, and its record says so.",

	HelpFlagsHead: "Flags",
	HelpFlags:     "Flags are your own notes on fogged squares: a flag where you think a mine lies, a “?” where you are not sure. They never stop a move, each player has their own, they are saved with the game, and the panel counts your flags next to whose turn it is. When two people play at one screen, each sees their own flags on their turn, and the count says whose they are.",
	HelpFlagsHow:  "To flag a square, right-click it, press and hold it on a touch screen, or turn on Flag mode and tap it; with the keyboard, go to it on the board and press F. Each time, the square goes from nothing to a flag, then to “?”, then back to nothing.",

	HelpFriendHead:    "Playing a friend on another device",
	HelpFriend:        "Press “Play a friend” and send the invitation link by any messenger, or let your friend’s phone read its QR code. Their page gives them an answer code to send back: paste it into “Your friend’s answer code or link” and press “Connect”. The two pages then deal the minefield between them, so that neither device ever knows where the mines are, and the game begins.",
	HelpFriendLinks:   "When your devices cannot connect, play by links: the one who invites chooses “Play by links instead” and sends the new link. From then on, after every move the page shows a link for the other player; send it by any messenger, and your friend opens it in the browser where they play the game, or pastes it into “Your friend’s answer code or link”. A game by links has no clock. The minefield is dealt and checked just as over a connection, so no link tells where a mine is.",
	HelpFriendPrivacy: "No server of this game takes part: the two pages talk directly. To find each other they learn each other’s network address, and so does the STUN server set in “Connection to another device”, if there is one. Nobody learns where the mines are before the rules show them.",
	HelpFriendDrop:    "A dropped connection does not end the game: each page keeps it, and reloading offers to reconnect. If your friend does not come back in time, you may claim the win. Some networks allow no direct connection; the page then says so.",

	HelpFigStart:     "The start: each army at its own end, and fog over ranks 4 to 7, where the 4 mines lie hidden.",
	HelpFigReveal:    "The knight landed on d4: the fog lifted around it. Each square counts the mines that touch it, and e5 shows a mine it found, next to one still hidden.",
	HelpFigKing:      "The king may step onto the mine on e4: it clears the mine and comes to no harm.",
	HelpFigBlast:     "The knight landed on a hidden mine on e5: the blast took both the knight and the mine.",
	HelpFigSlide:     "The rook is picked up: it may glide over the mine on e4 and take the knight on e6. The cross on e4 warns that stopping there would blow it up.",
	HelpFigSweep:     "The pawn is picked up: the broom in front of it sweeps the mine on e4 away, and the pawn stays where it is.",
	HelpFigSwept:     "After the sweep: the mine on e4 is gone, the pawn is still on e3, and every number around e4 went down by one.",
	HelpFigAllClear:  "The knight landed on g5 and found the last hidden mine, on f6: all the fog lifted at once. Both found mines stay where they are.",
	HelpFigCastle:    "The king is picked up: it can castle to g1 or c1. Ranks 1 to 3 never hold a mine, so no mine can lie between the king and a rook.",
	HelpFigPromotion: "The pawn stepped from e9 to e10 and became a queen.",
	HelpFigMate:      "Checkmate: the rook on e10 gives check, the black king has no square to go to, and a side in check may not sweep.",
	HelpFigExposed:   "The rook on e4 shielded its king from the black rook. It moved up onto a hidden mine on e6, the blast opened the file, and White lost at once.",
	HelpFigOdds:      "With the odds shown, each fogged square has its chance of a mine, and the knight's moves are marked by risk: a dot is safe, a ring is risky.",
	HelpFigFlags:     "A flag on d6 marks a suspected mine, and the “?” on b5 a doubt. Neither stops a move there.",
}
