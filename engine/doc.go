// Package engine implements the rules of Minesweeper Chess: chess on an 8×10 board
// whose middle four ranks hide a minefield (the rules are docs/rules.md).
//
// # Model
//
// A Position is a plain value: the pieces as bitboards of 80 squares, the side to
// move, castling rights, the mines, the fog and the move clocks. Copying it keeps a
// state; Play changes it in place. Move generation, perft and the game all work by
// copying a position and playing a move on the copy, which is also how Undo is exact.
//
// The same Position type serves two holders. A referee position lists every mine. A
// player's view, made by Position.View, lists only the found mines — those on revealed
// squares — and counts the others in HiddenMines. Legal moves depend only on what the
// two share (docs/rules.md §6: every fogged square is taken as mine-free), so they are the
// same for both, and nothing that plays or advises needs more than the view.
//
// A Game is a game under a referee. It knows the minefield and the seed it came from,
// keeps the history, judges repetition and the end of the game (docs/rules.md §7), and
// reports each move as an ordered list of Events for a UI to show. Players reach a
// game through View and ViewAt, which carry the numbers revealed squares show but no
// mine under fog. A dealt game (NewDealtGame), one played between two devices,
// has no referee: it plays on the players' view, and each move that lifts fog is
// settled by the Openings of the squares it lifts, which the two players'
// devices decrypt together (docs/rules.md §11).
//
// # Speed
//
// Bitboards are two words (Bitboard.Lo for ranks 1–8, Bitboard.Hi for ranks 9–10).
// Sliding attacks cut precomputed rays at the first blocker without a branch; the
// generator finds checks and pins once per position and makes only legal moves, so
// Perft counts the last ply without listing it, by population counts over whole
// sets of targets. The same generator lists moves and counts them.
//
// The engine's real home is the browser, and Go's WebAssembly pays far more than
// native code for each call and each branch taken: the hot paths keep the usual
// case straight and leave calls to the rare ones. BenchmarkPerftStart6 measures
// perft in leaves per second; run it natively and under Node.js to compare.
package engine
