package engine

import (
	"encoding/hex"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// minesAt reads square names the test wrote into a minefield.
func minesAt(t *testing.T, names ...string) Bitboard {
	t.Helper()
	var b Bitboard
	for _, n := range names {
		s, err := ParseSquare(n)
		require.NoError(t, err)
		b = b.With(s)
	}
	return b
}

func TestCommitment(t *testing.T) {
	field := minesAt(t, "c5", "d7", "f6", "h4")
	// The golden value comes from the documented encoding through a shell:
	//	printf 'mschess-commitment 1\nseed 42\nmines h4,c5,f6,d7\n' | sha256sum | cut -c1-32
	// so a change to the encoding, or to how this code writes it, fails here.
	t.Run("§2 commitment follows the documented version-1 encoding", func(t *testing.T) {
		assert.Equal(t, "bddace1432f9b1b1486f753e69bfb291", Commitment(42, field))
	})
	t.Run("§2 commitment changes with the seed", func(t *testing.T) {
		assert.NotEqual(t, Commitment(42, field), Commitment(43, field))
	})
	t.Run("§2 commitment changes with the minefield", func(t *testing.T) {
		assert.NotEqual(t, Commitment(42, field), Commitment(42, minesAt(t, "c5", "d7", "f6", "h5")))
	})
}

func TestVerifyCommitment(t *testing.T) {
	const seed = 20260301
	good := Commitment(seed, MinesFromSeed(seed))
	tests := []struct {
		name       string
		commitment string
		seed       uint64
		wantErr    string // "" for none
	}{
		{"§2 the seed that laid the minefield verifies", good, seed, ""},
		{"§2 a commitment copied in capitals with spaces verifies", " " + upper(good) + "\n", seed, ""},
		{"§2 a different seed is refused", good, seed + 1, "is not the one promised by commitment " + good},
		{"§2 a short commitment is refused", good[:31], seed, "want 32 hex digits, found 31 characters"},
		{"§2 a commitment that is not hex is refused", "z" + good[1:], seed, "want only hex digits"},
		{"§2 an empty commitment is refused", "", seed, "want 32 hex digits, found 0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := VerifyCommitment(tt.commitment, tt.seed)
			if tt.wantErr == "" {
				assert.NoError(t, err)
				return
			}
			assert.ErrorContains(t, err, tt.wantErr)
		})
	}
}

// upper is strings.ToUpper for the hex digits of a commitment, written out so the
// test does not lean on the function the code under test also uses.
func upper(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'a' <= c && c <= 'f' {
			b[i] = c - 'a' + 'A'
		}
	}
	return string(b)
}

func TestGameCommitment(t *testing.T) {
	t.Run("§2 a seeded game commits to its seed's minefield", func(t *testing.T) {
		g := NewGame(7)
		c, ok := g.Commitment()
		require.True(t, ok)
		assert.NoError(t, VerifyCommitment(c, 7))
	})
	t.Run("§2 a game set up from a position has no seed to commit to", func(t *testing.T) {
		g, err := NewGameFrom(StartPosition(minesAt(t, "c5", "d7", "f6", "h4")))
		require.NoError(t, err)
		_, ok := g.Commitment()
		assert.False(t, ok)
	})
}

func TestDailySeed(t *testing.T) {
	day := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
	// From the documented derivation through a shell:
	//	printf 'mschess-daily-2026-03-01' | sha256sum | cut -c1-16   → 005408c9a33df8ac
	t.Run("daily seed follows the documented derivation", func(t *testing.T) {
		assert.Equal(t, uint64(0x005408c9a33df8ac), DailySeed(day.Unix()))
	})
	t.Run("daily seed is the same all through one UTC day", func(t *testing.T) {
		assert.Equal(t, DailySeed(day.Unix()), DailySeed(day.Add(24*time.Hour-time.Second).Unix()))
	})
	t.Run("daily seed differs from one day to the next", func(t *testing.T) {
		assert.NotEqual(t, DailySeed(day.Unix()), DailySeed(day.Add(24*time.Hour).Unix()))
	})
	t.Run("daily seed goes by the UTC date, not the local one", func(t *testing.T) {
		// 23:30 on 28 February in New York is already 1 March in UTC, and 08:00
		// on 2 March in Kiribati is still 1 March in UTC.
		newYork := time.Date(2026, 2, 28, 23, 30, 0, 0, time.FixedZone("UTC-5", -5*3600))
		kiribati := time.Date(2026, 3, 2, 8, 0, 0, 0, time.FixedZone("UTC+14", 14*3600))
		assert.Equal(t, DailySeed(day.Unix()), DailySeed(newYork.Unix()))
		assert.Equal(t, DailySeed(day.Unix()), DailySeed(kiribati.Unix()))
	})
}

func TestUTCDateAsPackageTimeWritesIt(t *testing.T) {
	for _, at := range []time.Time{
		time.Date(2025, 3, 14, 23, 59, 59, 0, time.UTC),
		time.Date(1970, 1, 1, 0, 0, 0, 0, time.UTC),
		time.Date(2000, 2, 29, 12, 0, 0, 0, time.UTC),
		time.Date(812, 7, 4, 0, 0, 0, 0, time.UTC),
		time.Date(2026, 12, 1, 6, 0, 0, 0, time.FixedZone("UTC+10", 10*3600)),
	} {
		assert.Equal(t, at.UTC().Format(time.DateOnly), UTCDate(at.Unix()), "at %d", at.Unix())
	}
}

func TestHexStringMatchesEncodingHex(t *testing.T) {
	data := make([]byte, 256)
	for i := range data {
		data[i] = byte(i)
	}
	for n := range len(data) + 1 {
		require.Equal(t, hex.EncodeToString(data[:n]), hexString(data[:n]), "%d bytes", n)
	}
}

func ExampleCommitment() {
	// At the start the players see only the commitment.
	g := NewGame(42)
	c, _ := g.Commitment()
	fmt.Println(len(c), "hex digits")

	// Once the game is over the seed is revealed, and anyone can check it.
	seed, _ := g.Seed()
	fmt.Println(VerifyCommitment(c, seed))
	// Output:
	// 32 hex digits
	// <nil>
}

func ExampleDailySeed() {
	early := time.Date(2026, 3, 1, 0, 5, 0, 0, time.UTC)
	late := time.Date(2026, 3, 1, 23, 55, 0, 0, time.UTC)
	fmt.Println(DailySeed(early.Unix()) == DailySeed(late.Unix()))
	// Output: true
}
