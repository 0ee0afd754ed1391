package deal_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"mschess/deal"
	"mschess/engine"
	"mschess/internal/seeded"
)

func TestRefusedMessagesChangeNothing(t *testing.T) {
	p := newPair(t, 2)
	hello, err := p.sides[engine.White].Hello()
	require.NoError(t, err)
	other, err := deal.New("another", engine.White, seeded.Reader(9))
	require.NoError(t, err)
	otherHello, err := other.Hello()
	require.NoError(t, err)
	tampered := append([]byte{}, hello...)
	tampered[len(tampered)-40] ^= 1
	cases := []struct {
		name string
		msg  []byte
		kind deal.ErrorKind
	}{
		{"truncated", hello[:len(hello)-1], deal.Malformed},
		{"overlong", append(append([]byte{}, hello...), 0), deal.Malformed},
		{"another game", otherHello, deal.OtherGame},
		{"a forged key proof", tampered, deal.BadProof},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := p.sides[engine.Black].Accept(c.msg)
			var e *deal.Error
			require.True(t, errors.As(err, &e), "%v", err)
			require.Equal(t, c.kind, e.Kind)
			require.Equal(t, uint32(0), p.sides[engine.Black].Seq())
		})
	}
	_, err = p.sides[engine.Black].Accept(hello)
	require.NoError(t, err)
	_, err = p.sides[engine.Black].Accept(hello)
	var e *deal.Error
	require.True(t, errors.As(err, &e))
	require.Equal(t, deal.Replay, e.Kind)
}

func TestSameSquaresIgnoresOrderButNotCount(t *testing.T) {
	cases := []struct {
		name string
		a, b []engine.Square
		same bool
	}{
		{"both empty", nil, []engine.Square{}, true},
		{"other order", []engine.Square{30, 2, 79}, []engine.Square{79, 30, 2}, true},
		{"repeated alike", []engine.Square{5, 5, 6}, []engine.Square{6, 5, 5}, true},
		{"one fewer", []engine.Square{30, 2}, []engine.Square{2, 30, 31}, false},
		{"repeated once more", []engine.Square{5, 6}, []engine.Square{5, 6, 6}, false},
		{"other square", []engine.Square{30, 2}, []engine.Square{2, 31}, false},
		{"off the board", []engine.Square{-1}, []engine.Square{-1}, true},
		{"off the board against on it", []engine.Square{-1}, []engine.Square{127}, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			require.Equal(t, c.same, deal.SameSquares(c.a, c.b))
			require.Equal(t, c.same, deal.SameSquares(c.b, c.a))
		})
	}
}

func TestErrorWordsItsKind(t *testing.T) {
	cases := []struct {
		err  deal.Error
		want string
	}{
		{deal.Error{Kind: deal.Malformed}, "the message is damaged or incomplete"},
		{deal.Error{Kind: deal.BadVersion, Detail: "version 9"}, "the message is from another version of the game: version 9"},
		{deal.Error{Kind: 0, Detail: "no kind"}, ": no kind"},
		{deal.Error{Kind: deal.BadVersion + 1}, ""},
	}
	for _, c := range cases {
		require.Equal(t, c.want, c.err.Error())
	}
}
