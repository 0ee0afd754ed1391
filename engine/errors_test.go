package engine

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The errors a player can meet are named, so that the UI can word them in the
// player's language: these tests pin which name each fault goes by.

func TestValidateNamesTheRuleBroken(t *testing.T) {
	const start = "rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR"
	const fog = "########/########/########/########"
	tests := []struct {
		name, mfen string
		want       error
	}{
		{"§1 White has one king", "rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1", ErrWhiteKings},
		{"§1 Black has one king", "rnbq1bnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", ErrBlackKings},
		{"§1 no pawn on the first or last rank", "P3k3/8/8/8/8/8/8/8/8/4K3 w - - 0 1", ErrPawnOnEdge},
		{"§2 mines lie in ranks 4–7", start + " w KQkq - 0 1 c3 " + fog, ErrMineOutsideZone},
		{"§2 no piece on a mine", "4k3/8/8/8/8/4P3/8/8/8/4K3 w - - 0 1 e5 -", ErrPieceOnMine},
		{"§2 room for the hidden mines", "4k3/8/8/8/8/8/8/8/8/4K3 w - - 0 1 ?2 ......../......../......../#.......", ErrTooManyHidden},
		{"§2 fog needs a mine under it", start + " w KQkq - 0 1 - " + fog, ErrFogWithoutMine},
		{"§1 castling needs its king and rook", "4k3/8/8/8/8/8/8/8/8/4K3 w K - 0 1", ErrCastlingRight},
		{"§1 the side not to move is not in check", "4k3/8/8/8/8/8/8/8/8/3KR3 w - - 0 1", ErrWaitingInCheck},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseMFEN(tt.mfen)
			var se *SyntaxError
			require.True(t, errors.As(err, &se), "want a *SyntaxError, got %v", err)
			assert.ErrorIs(t, err, tt.want)
			assert.Equal(t, tt.want.Error(), se.Why, "the message tells the rule")
		})
	}
	t.Run("§2 fog lies in ranks 4–7", func(t *testing.T) {
		p := StartPosition(MinesFromSeed(7))
		p.fog = p.fog.Or(rankBB[0])
		assert.ErrorIs(t, p.Validate(), ErrFogOutsideZone)
	})
}

func TestGameErrorsAreNamed(t *testing.T) {
	view, err := ParseMFEN("4k3/8/8/8/8/8/8/8/8/4K3 w - - 0 1 ?1 ......../......../......../#.......")
	require.NoError(t, err)
	_, err = NewGameFrom(view)
	assert.ErrorIs(t, err, ErrViewOnly, "§9 a game is played from a referee's position")

	g := NewGame(7)
	_, err = g.ViewAt(1)
	assert.ErrorIs(t, err, ErrNoSuchPly)
	require.NoError(t, g.Resign(White))
	_, err = g.RefereeAt(-1)
	assert.ErrorIs(t, err, ErrNoSuchPly)
}

func TestRecordErrorsAreNamed(t *testing.T) {
	const seed7 = `[Seed "7"]` + "\n"
	const mated = `[FEN "k7/8/8/8/8/8/8/8/p5PP/7K b - - 0 30"]` + "\n"
	tests := []struct {
		name, text string
		want       error
		details    []string // of a *DetailError, or nil
	}{
		{"§8 a comment must be closed", seed7 + "1. Nc3 {unfinished", ErrOpenComment, nil},
		{"§8 a } needs its {", seed7 + "1. Nc3 } 1-0", ErrStrayBrace, nil},
		{"§8 no variations", seed7 + "1. Nc3 (1. e4) 1-0", ErrVariation, nil},
		{"§8 tags come first", seed7 + "1. Nc3\n[White \"Ada\"]\n1-0", ErrLateTag, nil},
		{"§7 a Termination needs a result", seed7 + `[Termination "resignation"]` + "\n1. Nc3", ErrLoneTermination, nil},
		{"§8 the result comes last", seed7 + "1. Nc3 1-0 Se8", ErrResultNotLast, []string{"1-0"}},
		{"§8 move numbers must be right", seed7 + "1. Nc3 Se8 3. Nb5 1-0", ErrMoveNumber, []string{"3", "2"}},
		{"§7 no move after the end", mated + "30... a1=Q 31. h3 0-1", ErrMoveAfterEnd, []string{"0-1", "h3"}},
		{"§8 the Result tag and the movetext agree", seed7 + `[Result "1-0"]` + "\n1. Nc3 0-1", ErrResultTags, []string{"0-1", "1-0"}},
		{"§7 the stated end must be the replayed one", mated + `[Termination "resignation"]` + "\n30... a1=Q 0-1", ErrOtherEnd, []string{"0-1", "checkmate"}},
		{"§7 a checkmate must be on the board", seed7 + `[Termination "checkmate"]` + "\n1. Nc3 1-0", ErrNoEnd, []string{"1-0"}},
		{"§2 the set-up must be possible", `[Mines "-"]` + "\n1-0", ErrFogWithoutMine, nil},
		{"§2 a record's FEN is a possible position", `[FEN "4k3/8/8/8/8/8/8/8/8/4K3 w K - 0 1"]` + "\n1-0", ErrCastlingRight, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := ParseRecord(tt.text)
			re, ok := err.(*RecordError)
			require.True(t, ok, "want a *RecordError, got %v", err)
			assert.ErrorIs(t, err, tt.want)
			if tt.details != nil {
				d, ok := re.Err.(*DetailError)
				require.True(t, ok, "want a *DetailError, got %v", re.Err)
				assert.Equal(t, tt.details, d.Details)
			}
		})
	}
}

func TestBrokenCommitmentIsNamed(t *testing.T) {
	c := Commitment(7, MinesFromSeed(7))
	err := VerifyCommitment(c, 8)
	require.ErrorIs(t, err, ErrBrokenCommitment, "§2 another seed breaks the commitment")
	d, ok := err.(*DetailError)
	require.True(t, ok, "want a *DetailError, got %v", err)
	assert.Equal(t, []string{"8", c}, d.Details)
}
