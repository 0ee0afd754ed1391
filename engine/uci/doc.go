// Package uci plays against an external chess engine through the Universal Chess
// Interface: it starts the engine's process, sets its options, hands it positions and
// reads the moves it chooses. It is how mschess versus measures the computer on plain
// chess on this board (docs/rules.md §1, §5) against an engine such as Fairy-Stockfish,
// which learns the 8×10 board from a variants file (testdata/mschess.ini).
//
// Moves cross the interface in UCI's coordinates, "e2e4", with ranks running to 10:
// "e9e10q" is a promotion and "e1g1" a castling, the king's two squares. A sweep has
// no UCI form: games played through this package are chess without sweeps.
package uci
