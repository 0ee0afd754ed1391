package persist

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/engine/bot"
)

// squares returns the squares named, as a Bitboard.
func squares(t *testing.T, names ...string) engine.Bitboard {
	t.Helper()
	var b engine.Bitboard
	for _, n := range names {
		s, err := engine.ParseSquare(n)
		require.NoError(t, err)
		b = b.With(s)
	}
	return b
}

func TestSettingsOfPlayReadBack(t *testing.T) {
	tests := []struct {
		name  string
		prefs Prefs
		lines []string // the settings of play in the save
	}{
		{"two people, no overlay, no flags: nothing more is written", Prefs{AutoFlip: true}, []string{}},
		{"the computer and its level", Prefs{Computer: 10, ComputerSide: engine.Black}, []string{"level: black 10"}},
		{"the overlay, and the game played with it", Prefs{Odds: true, Assisted: true}, []string{"odds: true", "assisted: true"}},
		{"each side's flags", Prefs{Notes: [2]Notes{
			{Mines: squares(t, "e5", "f6"), Questions: squares(t, "d4")},
			{Mines: squares(t, "a7")},
		}}, []string{"white-flags: e5 f6", "white-questions: d4", "black-flags: a7"}},
		// A minefield anyone could know stays marked so (issue 25).
		{"a minefield its address chose", Prefs{Known: KnownByAddress}, []string{"known: address"}},
		{"the daily's minefield, with its date", Prefs{Known: KnownDaily + " 2026-12-02"}, []string{"known: daily 2026-12-02"}},
		{"a clock and the time left to each side", Prefs{Clock: engine.TimeControl{Base: 300, Increment: 3}, ClockLeft: [2]int64{281500, 300000}},
			[]string{"clock: 300+3 281500 300000"}},
		{"the names of two people at this screen", Prefs{Names: [2]string{"Ada", `Brian "B" \`}},
			[]string{"white-name: Ada", `black-name: Brian "B" \`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := play(t, 7, "", "Nc3")
			text := saveText(t, g, tt.prefs)
			head, _, _ := strings.Cut(text, "\n\n")
			lines := strings.Split(head, "\n")
			assert.Equal(t, tt.lines, lines[3:len(lines)-1], "between the board's settings and the generation")
			s := newStore(saveKey, text)
			_, p, err := NewSlot(s).Load()
			require.NoError(t, err)
			assert.Equal(t, tt.prefs, p)
		})
	}
}

// TestOldLadderReadsAsTheNearestLevel pins issue 23's mapping: a save written
// when there were five levels keeps the computer the player chose, at the
// nearest level of today's ladder.
func TestOldLadderReadsAsTheNearestLevel(t *testing.T) {
	game := mask("[Seed \"7\"]\n\nNc3 *\n", testNonce) + "\n"
	tests := []struct {
		name string
		old  string
		want int
	}{
		{"the beginner stays the beginner", "1", 1},
		{"2,500 nodes read as 4,000", "2", 7},
		{"10,000 nodes stay 10,000", "3", 8},
		{"40,000 nodes read as 25,000", "4", 9},
		{"the top stays the top", "5", 12},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newStore(saveKey, "mschess-save 1\ncomputer: white "+tt.old+"\n\n"+game)
			_, p, err := NewSlot(s).Load()
			require.NoError(t, err)
			assert.Equal(t, Prefs{Computer: tt.want, ComputerSide: engine.White}, p)
		})
	}
}

func TestBadSettingsOfPlayAreDamaged(t *testing.T) {
	game := mask("[Seed \"7\"]\n\nNc3 *\n", testNonce) + "\n"
	tests := []struct {
		name, line, detail string
	}{
		{"a computer without a side", "level: 3", "level is not a side and a level"},
		{"a computer of level 0", "level: white 0", "level is not a side and a level"},
		{"a computer above the top level", "level: white " + strconv.Itoa(int(bot.MaxLevel)+1), "level is not a side and a level"},
		{"a computer above the old ladder's top", "computer: white 6", "computer is not a side and a level"},
		{"odds that are not true or false", "odds: yes", "odds is not true or false"},
		{"a flag on no square", "white-flags: e5 z9", "white-flags lists something that is not a square"},
		{"a minefield known some other way", "known: rumour", "known is not address or daily and a date"},
		{"a daily without its date", "known: daily", "known is not address or daily and a date"},
		{"a daily with a bad date", "known: daily 2026-12-0x", "known is not address or daily and a date"},
		{"an address with a date", "known: address 2026-12-02", "known is not address or daily and a date"},
		{"a clock without its times", "clock: 300+3", "clock is not a time control and the time left to each side"},
		{"a clock of no time control", "clock: - 0 0", "clock is not a time control and the time left to each side"},
		{"a clock with time below zero", "clock: 300+3 -1 300000", "clock is not a time control and the time left to each side"},
		{"a clock with more time than any game", "clock: 300+3 300000 99999999999", "clock is not a time control and the time left to each side"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newStore(saveKey, "mschess-save 1\n"+tt.line+"\n\n"+game)
			_, _, err := NewSlot(s).Load()
			require.ErrorIs(t, err, ErrDamaged)
			assert.Contains(t, err.Error(), tt.detail)
		})
	}
}

// TestUnknownFlagsAreIgnored: a setting this release does not know, such as
// a third side's flags, is skipped as any unknown setting is.
// TestBadNamesInASaveAreCleaned: a name written into a save by hand is kept
// as a name typed in the page would be, and does not damage the save.
func TestBadNamesInASaveAreCleaned(t *testing.T) {
	text := strings.Replace(saveText(t, play(t, 7, "", "Nc3"), Prefs{Names: [2]string{"Ada"}}), "white-name: Ada",
		"white-name: \u202eAda\x1b"+strings.Repeat("a", 40), 1)
	_, p, err := NewSlot(newStore(saveKey, text)).Load()
	require.NoError(t, err)
	assert.Equal(t, [2]string{"Ada" + strings.Repeat("a", MaxName-3)}, p.Names)
}

func TestUnknownFlagsAreIgnored(t *testing.T) {
	game := mask("[Seed \"7\"]\n\nNc3 *\n", testNonce) + "\n"
	s := newStore(saveKey, "mschess-save 1\nred-flags: e5\nwhite-stars: e5\n\n"+game)
	_, p, err := NewSlot(s).Load()
	require.NoError(t, err)
	assert.Equal(t, Prefs{}, p)
}
