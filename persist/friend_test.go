package persist

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"mschess/duel"
	"mschess/engine"
	"mschess/internal/seeded"
)

// friendGame returns White's and Black's sides of a game with a friend, dealt
// in process, after the moves written in SAN, each played by the side to move.
func friendGame(t testing.TB, moves string) [2]*duel.Side {
	var sides [2]*duel.Side
	for c := engine.White; c <= engine.Black; c++ {
		s, err := duel.New("persist-test", c, seeded.Reader(uint64(c)+1))
		require.NoError(t, err)
		sides[c] = s
	}
	var deliver func(from engine.Color, msgs [][]byte)
	deliver = func(from engine.Color, msgs [][]byte) {
		for _, msg := range msgs {
			_, err := sides[from.Other()].Receive(msg)
			require.NoError(t, err)
			out, err := sides[from.Other()].Owed()
			require.NoError(t, err)
			deliver(from.Other(), out)
		}
	}
	out, err := sides[engine.White].Owed()
	require.NoError(t, err)
	deliver(engine.White, out)
	for _, san := range strings.Fields(moves) {
		c := sides[engine.White].Game().Side()
		pos := sides[c].Game().Referee()
		m, err := pos.ParseSAN(san)
		require.NoError(t, err, san)
		msg, err := sides[c].Move(m)
		require.NoError(t, err, san)
		deliver(c, [][]byte{msg})
	}
	return sides
}

// TestKeepFriendRoundTrip: a game with a friend kept mid-game comes back as it
// was, for each side under its own key, apart from the save (docs/rules.md §11).
func TestKeepFriendRoundTrip(t *testing.T) {
	sides := friendGame(t, "Nc3 Se8 Nb5")
	s := newStore(saveKey, "the player's own game")
	for _, side := range sides {
		require.NoError(t, KeepFriend(s, Friend{Channel: "chan", Side: side}))
	}
	for c, side := range sides {
		f, err := LoadFriend(s, engine.Color(c), seeded.Reader(9))
		require.NoError(t, err)
		require.Equal(t, "chan", f.Channel)
		require.Equal(t, side.Save(), f.Side.Save())
		require.Equal(t, side.Game().View(), f.Side.Game().View())
	}
	require.Equal(t, "the player's own game", s.Data[saveKey], "the save is another key's")
	require.NoError(t, KeepFriend(s, Friend{Channel: "chan", Side: sides[engine.White], ClockLeft: [2]int64{171250, 176020}}))
	f, err := LoadFriend(s, engine.White, seeded.Reader(9))
	require.NoError(t, err)
	require.Equal(t, [2]int64{171250, 176020}, f.ClockLeft, "on a clock, what each had left")
	require.False(t, f.Resigning)
	require.NoError(t, KeepFriend(s, Friend{Channel: "chan", Side: sides[engine.White], ClockLeft: [2]int64{1, 2}, Resigning: true}))
	f, err = LoadFriend(s, engine.White, seeded.Reader(9))
	require.NoError(t, err)
	require.True(t, f.Resigning, "a resignation that waits for this side's turn")
	require.Equal(t, [2]int64{1, 2}, f.ClockLeft)
	require.True(t, strings.HasPrefix(s.Data[friendKey(engine.White)], friendMagic+"2\n"), "version 2 holds a resignation")
	require.True(t, strings.HasPrefix(keptText(t, sides[engine.Black]), friendMagic+"1\n"), "version 1 all else, for pages before it")
	require.NoError(t, KeepFriend(s, Friend{Side: sides[engine.White]}))
	f, err = LoadFriend(s, engine.White, seeded.Reader(9))
	require.NoError(t, err)
	require.Empty(t, f.Channel, "a game by links has no channel")
	text, _ := KeptFriend(s, engine.White)
	require.True(t, ByLinks(text), "a game by links is told apart")
	text, _ = KeptFriend(s, engine.Black)
	require.False(t, ByLinks(text), "a game over a channel is not")
	DropFriend(s, engine.White)
	_, err = LoadFriend(s, engine.White, seeded.Reader(9))
	require.ErrorIs(t, err, ErrNoSave)
	_, err = LoadFriend(s, engine.Black, seeded.Reader(9))
	require.NoError(t, err, "the other side's game stays")
}

// TestLoadFriendRefuses: a kept game with a friend that cannot be read is
// refused with what is wrong, set aside, and nothing else kept is lost.
func TestLoadFriendRefuses(t *testing.T) {
	sides := friendGame(t, "Nc3")
	good := NewMemStore()
	require.NoError(t, KeepFriend(good, Friend{Channel: "chan", Side: sides[engine.White]}))
	text := good.Data[friendKey(engine.White)]
	lines := strings.Split(text, "\n")
	tests := []struct {
		name string
		text string
		want error
	}{
		{"not ours", "hello", ErrForeign},
		{"a newer version", strings.Replace(text, "friend 1", "friend 3", 1), ErrTooNew},
		{"a version below 1", strings.Replace(text, "friend 1", "friend 0", 1), ErrTooNew},
		{"a resignation in version 1", lines[0] + "\n" + lines[1] + "\nresigning\n" + lines[2], ErrDamaged},
		{"a resignation before the clocks", "mschess-friend 2\n" + lines[1] + "\nresigning\nclock: 1 2\n" + lines[2], ErrDamaged},
		{"a resignation twice", "mschess-friend 2\n" + lines[1] + "\nresigning\nresigning\n" + lines[2], ErrDamaged},
		{"no channel", lines[0] + "\n" + lines[2], ErrDamaged},
		{"not base64", lines[0] + "\n" + lines[1] + "\n#", ErrDamaged},
		{"cut short", text[:len(text)-8], ErrDamaged},
		{"the other side's game", lines[0] + "\n" + lines[1] + "\n" + strings.Split(keptText(t, sides[engine.Black]), "\n")[2], ErrDamaged},
		{"clocks that are no numbers", lines[0] + "\n" + lines[1] + "\nclock: 1 x\n" + lines[2], ErrDamaged},
		{"a clock below zero", lines[0] + "\n" + lines[1] + "\nclock: 1 -2\n" + lines[2], ErrDamaged},
		{"a line that is no clock", lines[0] + "\n" + lines[1] + "\nclocks: 1 2\n" + lines[2], ErrDamaged},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newStore(friendKey(engine.White), tt.text, saveKey, "own", friendKey(engine.Black), "black's")
			_, err := LoadFriend(s, engine.White, seeded.Reader(1))
			require.ErrorIs(t, err, tt.want)
			var le *LoadError
			require.ErrorAs(t, err, &le)
			require.Equal(t, friendKey(engine.White)+".rejected.1", le.Kept)
			require.Equal(t, tt.text, s.Data[le.Kept], "set aside whole")
			_, held := s.Data[friendKey(engine.White)]
			require.False(t, held)
			require.Equal(t, "own", s.Data[saveKey], "the save is untouched")
			require.Equal(t, "black's", s.Data[friendKey(engine.Black)], "the other side's is untouched")
		})
	}
}

// keptText is the text KeepFriend keeps for side.
func keptText(t testing.TB, side *duel.Side) string {
	s := NewMemStore()
	require.NoError(t, KeepFriend(s, Friend{Channel: "chan", Side: side}))
	return s.Data[friendKey(side.Color())]
}

// FuzzLoadFriend hands the reader of a kept game with a friend any text, from
// a seed corpus of kept games (testdata/fuzz/FuzzLoadFriend and those below):
// it reads it, or refuses it with a *LoadError and sets it aside whole.
func FuzzLoadFriend(f *testing.F) {
	for _, moves := range []string{"", "Nc3 Se8"} {
		f.Add(keptText(f, friendGame(f, moves)[engine.White]))
	}
	s := NewMemStore()
	require.NoError(f, KeepFriend(s, Friend{Channel: "chan", Side: friendGame(f, "Nc3")[engine.White], ClockLeft: [2]int64{171250, 176020}}))
	f.Add(s.Data[friendKey(engine.White)])
	require.NoError(f, KeepFriend(s, Friend{Side: friendGame(f, "Nc3")[engine.White], Resigning: true}))
	f.Add(s.Data[friendKey(engine.White)])
	f.Fuzz(func(t *testing.T, text string) {
		s := newStore(friendKey(engine.White), text, saveKey, "own")
		got, err := LoadFriend(s, engine.White, seeded.Reader(1))
		require.Equal(t, "own", s.Data[saveKey])
		if err != nil {
			var le *LoadError
			require.ErrorAs(t, err, &le)
			require.True(t, errors.Is(err, ErrForeign) || errors.Is(err, ErrTooNew) || errors.Is(err, ErrDamaged), "%v", err)
			require.Equal(t, text, s.Data[le.Kept])
			return
		}
		require.Equal(t, engine.White, got.Side.Color())
	})
}
