// Package duel plays one side of an online game against a peer (docs/rules.md §11):
// it keeps the dealing protocol (package deal) and the game on the players' view
// (engine.NewDealtGame) in step, so that every move is played on both devices with
// the openings both checked, and nothing is played from a message that does not
// verify. It does no I/O: messages come in through Receive and go out from Move,
// Act and Owed, for whatever carries them between the two devices.
//
// A game runs in this order. Each side is made with New; White sends what Owed
// returns first. From then on, every message received goes to Receive, and after
// it whatever Owed returns goes to the peer: the set-up's hellos and shuffles,
// the openings the peer's move needs, and at the end each side's key, after which
// both sides know the minefield (Field) and the game has checked every move
// against it. When Turn reports that this side is to decide, it plays Move, or Act
// to resign, offer or answer a draw, or ask for a take-back or answer one.
package duel
