// Package bot is the computer opponent of Minesweeper Chess. It decides from a
// player's view alone (docs/rules.md §9): it is handed an engine.View, never a referee
// position or a game, so it cannot peek at a mine under fog, and for the same view
// and seed it makes the same choice whatever the hidden mines are.
//
// # Levels
//
// Choose plays at twelve levels, which a person picks by name, each scoring
// about 70–85 % against the one below (README.md has the table): 1 beginner,
// 2 novice and 3 learner look one move ahead and pick at random among the
// moves nearly as good as the best; from 4 casual to 12 strongest (the
// strongest that answers within a second in the browser) each plays its best
// within a budget some 2.5 times the one below, 1.6 times at the top.
// Each level has a budget of search nodes, which keeps its choice reproducible;
// Options can tighten it or add a clock. The yardsticks Random and Greedy
// measure the levels: one plays any legal move, the other the move that wins
// the most material at once, looking no further.
//
// A sweep that can reveal nothing (of a square neither fogged nor a found mine)
// only passes the turn (docs/rules.md §4), and looks like a glitch: a level
// passes only when its search finds every other move worse, and levels 1 to 3
// never while they have another move.
//
// # How it searches
//
// An alpha-beta search with iterative deepening, principal-variation search with
// aspiration windows at the root, quiescence, a transposition table that serves
// the quiescence too and, in plain chess, may be kept with the history of quiet
// moves from one move of a game to the next (Options.Memory), a cache of
// evaluations and the usual move ordering (the table's move, winning captures
// by value, killers, history, then the captures that lose material in the
// static exchange). Off the principal
// variation it prunes as the strong engines do: null moves (never in check, nor
// where the side to move may have to harm itself), positions far above beta or
// far below alpha near the leaves, late quiet moves, and moves that lose material
// in the exchange; late quiet moves are searched less deeply, by how late they
// come and how often they refuted other positions. Checks, and moves that give
// check, are neither pruned nor reduced. A draw counts a little against the
// computer (a contempt), never in a judgement. The evaluation counts material
// and placement (a table of squares for each kind), mobility, king safety (the
// squares by the king that enemy pieces attack), pawn structure (passed pawns by
// how far they have come and how free their way is), rooks on open files and
// threats: pieces attacked by pawns or lesser pieces, and pieces left undefended.
// Its weights are one table (weights.go), which tools/tune fits to games of a
// stronger engine and its scores of their positions.
//
// The minefield enters as chance: a move that lands on a fogged square
// leads, with the chance that a mine lies there, to the position where it does (the
// piece is destroyed, unless it is the king; a sweep just removes the mine) and
// otherwise to the one where it does not. The chances come from the view's exact mine
// odds at the root and shrink as mines go off deeper in the tree; what a landing
// would reveal deeper down is not known, so there the fog lifts without numbers.
//
// The mine branch is searched first and less deeply, over a full window; its value
// then narrows the window of the other branch exactly (the Star1 bound of
// expectimax search with one child known). A blast that exposes the mover's king
// loses at once (docs/rules.md §6); under chance such losses count as a large fixed loss,
// so that odds stay comparable; and at the root a move whose mine branch loses by
// force ranks below every move that does not lose by force: the computer does not
// stake its king on odds while it has a move that keeps the game going.
//
// # Analysis
//
// Analyse judges a move of a finished game from the view its player had
// before it, as Choose would decide there: a move onto the fog is worth the
// expectation over the mine it may meet, so a mine found there does not make
// it a mistake. Within AnalysisNodes it finds the best move, then searches it
// and the move played to the same depth; Judgement.Mark marks the move played
// by how much less it was worth (an inaccuracy from half a pawn, a mistake from
// a pawn, a blunder from three pawns), with a position beyond ScoreCap counted
// as won.
package bot
