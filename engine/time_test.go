package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCannotMate(t *testing.T) {
	for _, tc := range []struct {
		name string
		mfen string
		side Color
		want bool
	}{
		{"§7 a lone king cannot mate a queen", "3qk3/8/8/8/8/8/8/8/8/4K3 w - - 0 1", White, true},
		{"§7 a lone king cannot mate pawns", "4k3/pppp4/8/8/8/8/8/8/8/4K3 b - - 0 1", White, true},
		{"§7 the queen's side can", "3qk3/8/8/8/8/8/8/8/8/4K3 w - - 0 1", Black, false},
		{"§7 a knight cannot mate a lone king", "4k3/8/8/8/8/8/8/8/8/1N2K3 b - - 0 1", White, true},
		{"§7 a bishop cannot mate a lone king", "4k3/8/8/8/8/8/8/8/8/2B1K3 b - - 0 1", White, true},
		{"§7 a knight can mate a king with a pawn, which may block", "4k3/p7/8/8/8/8/8/8/8/1N2K3 b - - 0 1", White, false},
		{"§7 a bishop can mate a king with a knight", "1n2k3/8/8/8/8/8/8/8/8/2B1K3 b - - 0 1", White, false},
		{"§7 a bishop can mate a king with a rook", "r3k3/8/8/8/8/8/8/8/8/2B1K3 b - - 0 1", White, false},
		{"§7 two knights can mate, with help", "4k3/8/8/8/8/8/8/8/8/1N2K1N1 b - - 0 1", White, false},
		{"§7 a pawn can mate, once a queen", "4k3/8/8/8/8/8/8/8/P7/4K3 b - - 0 1", White, false},
		{"§7 two bishops on one colour, a3 and c1, cannot", "4k3/8/8/8/8/8/8/B7/8/2B1K3 b - - 0 1", White, true},
		{"§7 bishops of both sides on one colour cannot", "4kb2/8/8/8/8/8/8/B7/8/2B1K3 b - - 0 1", White, true},
		{"§7 bishops on both colours can", "2b1k3/8/8/8/8/8/8/8/8/2B1KB2 b - - 0 1", White, false},
		{"§7 bishops on one colour and a pawn can: the pawn promotes", "4kb2/p7/8/8/8/8/8/8/8/2B1K3 b - - 0 1", White, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := position(t, tc.mfen)
			assert.Equal(t, tc.want, p.CannotMate(tc.side))
		})
	}
}

func TestFlag(t *testing.T) {
	for _, tc := range []struct {
		name   string
		mfen   string
		result Result
	}{
		{"§7 the side to move's flag falls: the other side wins", "3qk3/8/8/8/8/8/8/8/8/4K3 w - - 0 1", BlackWins},
		{"§7 Black's flag falls: White wins", "3qk3/8/8/8/8/8/8/8/8/3QK3 b - - 0 1", WhiteWins},
		{"§7 a draw when the other side has a lone king", "3qk3/8/8/8/8/8/8/8/8/4K3 b - - 0 1", Draw},
		{"§7 a draw when two bishops on one colour face a lone king", "4k3/8/8/8/8/8/8/B7/8/2B1K3 b - - 0 1", Draw},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := gameFrom(t, tc.mfen)
			require.NoError(t, g.Flag())
			result, reason := g.Result()
			assert.Equal(t, []any{tc.result, TimeForfeit}, []any{result, reason})
			assert.ErrorIs(t, g.Flag(), ErrGameOver, "a game over stays over")
		})
	}
}

func TestFlagInRecords(t *testing.T) {
	g := NewGame(7)
	play(t, g, "b1c3", "Se8")
	require.NoError(t, g.Flag())
	record, err := g.Record([]Tag{{Name: "TimeControl", Value: "300+3"}})
	require.NoError(t, err)
	assert.Contains(t, record, `[Termination "time forfeit"]`)
	assert.Contains(t, record, `[TimeControl "300+3"]`)
	read, tags, err := ParseRecord(record)
	require.NoError(t, err, "§7 a record of a flag's fall reads back")
	result, reason := read.Result()
	assert.Equal(t, []any{BlackWins, TimeForfeit}, []any{result, reason}, "White's flag fell, on move")
	assert.Contains(t, tags, Tag{Name: "TimeControl", Value: "300+3"})

	for _, tc := range []struct {
		name, record, err string
	}{
		{"§7 the side to move's flag fell, so the other side won", `[Seed "7"]` + "\n" + `[Termination "time forfeit"]` + "\n1. Nc3 0-1",
			"record line 2: the moves end the game 1-0 by time forfeit, but the record says 0-1 by time forfeit"},
		{"§7 a lone king's side does not win on time", `[FEN "3qk3/8/8/8/8/8/8/8/8/4K3 b - - 0 1"]` + "\n" + `[Termination "time forfeit"]` + "\n1-0",
			"record line 2: the moves end the game 1/2-1/2 by time forfeit, but the record says 1-0 by time forfeit"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := ParseRecord(tc.record)
			require.Error(t, err)
			assert.Equal(t, tc.err, err.Error())
		})
	}
}

func TestTimeControl(t *testing.T) {
	for _, tc := range []struct {
		text string
		want TimeControl
		ok   bool
	}{
		{"300+3", TimeControl{300, 3}, true},
		{"180+0", TimeControl{180, 0}, true},
		{"-", TimeControl{}, true},
		{"10800+600", TimeControl{MaxBase, MaxIncrement}, true},
		{"10801+0", TimeControl{}, false},
		{"300+601", TimeControl{}, false},
		{"0+3", TimeControl{}, false},
		{"300", TimeControl{}, false},
		{"300+-3", TimeControl{}, false},
		{"+300+3", TimeControl{}, false},
		{"300++3", TimeControl{}, false},
		{"", TimeControl{}, false},
	} {
		t.Run(tc.text, func(t *testing.T) {
			got, err := ParseTimeControl(tc.text)
			if !tc.ok {
				assert.ErrorIs(t, err, ErrTimeControl)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
			assert.Equal(t, tc.text, got.String(), "it writes back as read")
		})
	}
}

// FuzzParseTimeControl reads any text as a record's TimeControl tag (§7): it is
// read or refused with ErrTimeControl, and a time control read is written back
// as one that reads the same.
func FuzzParseTimeControl(f *testing.F) {
	for _, s := range []string{"-", "300+3", "0+0", "+1+2", "10800+600", "99999999999999999999+1", "3+-1", " 5+3", "5+3+1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		tc, err := ParseTimeControl(s)
		if err != nil {
			require.ErrorIs(t, err, ErrTimeControl)
			return
		}
		back, err := ParseTimeControl(tc.String())
		require.NoError(t, err)
		require.Equal(t, tc, back)
	})
}
