package engine

import (
	"strconv"
	"strings"
	"time"

	"mschess/internal/sha2"
)

// A commitment lets the players check after a game that its minefield was fixed
// before the first move, with no server to trust. It is shown when the game starts,
// while the seed stays hidden; the seed is revealed when the game ends, and anyone
// can then recompute the minefield from the seed and the hash from both.
//
// Version 1 of the commitment is the first 16 bytes of SHA-256, in lower-case hex
// (32 digits), over this text, each line ending in a newline:
//
//	mschess-commitment 1
//	seed <the seed in decimal>
//	mines <the mine squares, comma-separated, from a1 towards h10 rank by rank>
//
// For seed 42 with mines on c5, d7, f6 and h4 the text is
// "mschess-commitment 1\nseed 42\nmines h4,c5,f6,d7\n", which a shell can check with
// printf and sha256sum. The seed alone would bind the minefield; the squares are
// hashed too so that the text says, in plain words, which minefield was promised.
// The seed is 64 random bits, so the commitment does not give the minefield away.
const commitmentHeader = "mschess-commitment 1\n"

// commitmentBytes is how much of the SHA-256 sum a commitment keeps: 128 bits bind
// the minefield as firmly as anyone needs while staying short enough to read out.
const commitmentBytes = 16

// Commitment returns the commitment to the minefield mines of seed, 32 hex digits.
func Commitment(seed uint64, mines Bitboard) string {
	var b strings.Builder
	b.WriteString(commitmentHeader)
	b.WriteString("seed ")
	b.WriteString(strconv.FormatUint(seed, 10))
	b.WriteString("\nmines ")
	for i, s := range mines.Squares() {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(s.String())
	}
	b.WriteByte('\n')
	sum := sha2.Sum256([]byte(b.String()))
	return hexString(sum[:commitmentBytes])
}

// VerifyCommitment checks that the minefield of seed, as MinesFromSeed lays it, is
// the one commitment promised. Case and surrounding spaces in commitment are
// ignored, as it may have been copied by hand.
func VerifyCommitment(commitment string, seed uint64) error {
	c := strings.ToLower(strings.TrimSpace(commitment))
	if len(c) != 2*commitmentBytes {
		return &SyntaxError{What: "commitment", Text: commitment,
			Why: "want " + strconv.Itoa(2*commitmentBytes) + " hex digits, found " + strconv.Itoa(len(c)) + " characters"}
	}
	if strings.Trim(c, hexDigits) != "" {
		return &SyntaxError{What: "commitment", Text: commitment, Why: "want only hex digits 0–9 and a–f"}
	}
	if c != Commitment(seed, MinesFromSeed(seed)) {
		s := strconv.FormatUint(seed, 10)
		return detail(ErrBrokenCommitment, "the minefield of seed "+s+" is not the one promised by commitment "+c+": the mines were not fixed by this seed", s, c)
	}
	return nil
}

// Commitment returns the commitment to the game's minefield, and whether there is
// one: only a game laid from a seed has it, since the seed is what is revealed.
func (g *Game) Commitment() (string, bool) {
	if !g.seeded {
		return "", false
	}
	return Commitment(g.seed, g.start.mines), true
}

// DailySeed returns the seed of the daily minefield for the UTC calendar date at
// unixSeconds (seconds since 1970-01-01 00:00 UTC, as time.Time.Unix or JavaScript's
// Date.now()/1000 give it), the same for every player whatever their time zone: the
// first 8 bytes, big-endian, of SHA-256 over "mschess-daily-YYYY-MM-DD". Anyone who
// knows this rule can work out a day's minefield; the daily game is fair because it
// is the same for all, not because it is secret.
//
// It takes seconds rather than a time.Time because a count of seconds has no time
// zone to get wrong.
func DailySeed(unixSeconds int64) uint64 {
	sum := sha2.Sum256([]byte("mschess-daily-" + UTCDate(unixSeconds)))
	var seed uint64
	for _, c := range sum[:8] {
		seed = seed<<8 | uint64(c)
	}
	return seed
}

// UTCDate returns the UTC calendar date at unixSeconds as YYYY-MM-DD: the day
// of the daily minefield, and a record's date.
func UTCDate(unixSeconds int64) string {
	return time.Unix(unixSeconds, 0).UTC().Format(time.DateOnly)
}

const hexDigits = "0123456789abcdef"

// hexString writes b in lower-case hex, as encoding/hex would without its cost
// (docs/size.md).
func hexString(b []byte) string {
	out := make([]byte, 0, 2*len(b))
	for _, c := range b {
		out = append(out, hexDigits[c>>4], hexDigits[c&15])
	}
	return string(out)
}
