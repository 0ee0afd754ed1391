// Package deal lets two devices play one game of Minesweeper Chess on a minefield
// that neither of them holds (docs/rules.md §11), with no server.
//
// The minefield exists only encrypted, under exponential ElGamal on ristretto255 with a
// key of which each side holds one half (a Schnorr proof of knowledge, bound to the game
// and the side, stops a rogue key). White shuffles the public start vector, four
// encryptions of a mine and 28 of none, and Black shuffles White's output; each
// shuffle carries a proof that the other side checks, so the field is uniform as long as
// either side is honest. A move that lifts fog opens its squares: both sides send
// decryption shares with one batched Chaum–Pedersen proof, and each opened square
// decodes to one value, 9·mine + number. Every challenge hashes a domain label, the
// game, the side, the place in the transcript, the whole statement and every
// commitment before it.
//
// The shuffle proof is Terelius and Wikström's (a commitment to the permutation
// matrix and a chain of commitments to the permuted challenges), not Neff's, which
// online-play.md sketches. Both prove the same statement under the same assumption;
// Terelius–Wikström's proof has only linear checks, is about 4.3 KB for 32 squares
// rather than Neff's 10 KB, and is the one Verificatum ships. go.dedis.ch/kyber's Neff
// shuffle is not used: its verifier accepted forged shuffles in our tests
// (TestShuffleRefusesForgeries keeps those forgeries).
//
// A Party is one side. It speaks in messages, binary with a text form (Text,
// ParseText); every message carries the game, its sequence number and the hash of the
// transcript before it, and Accept refuses, with an *Error whose Kind a page can
// word and with no change of state, any message that does not parse, is over a cap,
// is out of turn, a replay or for another game, or whose proof or share does not
// verify. Randomness comes from the caller: crypto/rand natively and in the browser.
package deal
