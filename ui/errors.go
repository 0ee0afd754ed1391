package ui

import (
	"errors"
	"strconv"

	"mschess/deal"
	"mschess/duel"
	"mschess/engine"
	"mschess/persist"
	"mschess/sdpcode"
	"mschess/share"
	"mschess/ui/text"
)

// errUnfinished is review's error for the record of a game still in progress.
var errUnfinished = errors.New("only a finished game can be replayed")

// errorKeys words the named errors of the packages below that reach a player,
// each through a key that every language's table holds; a record's own errors
// come inside an *engine.RecordError, and those with particulars in an
// *engine.DetailError, whose details fill the key's parameters in order. The
// refusals of a friend's message (package duel) come first: they wrap the
// error that says why, which their own words say better. The table holds
// the errors' variables, which the linker lays out, rather than the errors,
// which would be copied in at start-up by 9 KB of code (docs/size.md).
var errorKeys = [...]struct {
	err *error
	key text.Key
}{
	{&duel.ErrPayload, text.PeerPayload},
	{&duel.ErrIllegalMove, text.PeerIllegalMove},
	{&duel.ErrOtherSquares, text.PeerOtherSquares},
	{&duel.ErrBadOpenings, text.DealBadOpenings},
	{&duel.ErrAction, text.PeerAction},
	{&duel.ErrEarlyReveal, text.PeerEarlyReveal},
	{&duel.ErrState, text.PeerBehind},
	{&sdpcode.ErrDamaged, text.CodeDamaged},
	{&sdpcode.ErrTruncated, text.CodeTruncated},
	{&sdpcode.ErrVersion, text.CodeVersion},
	{&sdpcode.ErrTooLong, text.CodeTooLong},
	{&sdpcode.ErrNotAnswer, text.CodeNotAnswer},
	{&share.ErrNotGameLink, text.LinkNotGame},
	{&share.ErrIncomplete, text.LinkIncomplete},
	{&share.ErrChanged, text.LinkChanged},
	{&share.ErrTooNew, text.LinkTooNew},
	{&share.ErrTooLong, text.LinkTooLong},
	{&errElsewhere, text.FriendElsewhere},
	{&errLetter, text.LetterDamaged},
	{&errLetterGame, text.LetterUnknown},
	{&errLetterGap, text.LetterMissing},
	{&errLetterSeen, text.LetterSeen},
	{&persist.ErrCarriedBefore, text.LinkCarried},
	{&persist.ErrForeign, text.SaveForeign},
	{&persist.ErrTooNew, text.SaveTooNew},
	{&persist.ErrDamaged, text.SaveDamaged},
	{&persist.ErrHeld, text.SaveHeld},
	{&persist.ErrTooLong, text.SaveTooLong},
	{&engine.ErrNoMinefield, text.RecordNoMines},
	{&engine.ErrRecordTooLong, text.RecordTooLong},
	{&engine.ErrTooManyMoves, text.RecordTooManyMoves},
	{&engine.ErrWhiteKings, text.PositionWhiteKings},
	{&engine.ErrBlackKings, text.PositionBlackKings},
	{&engine.ErrPawnOnEdge, text.PositionPawnOnEdge},
	{&engine.ErrMineOutsideZone, text.PositionMineOutside},
	{&engine.ErrFogOutsideZone, text.PositionFogOutside},
	{&engine.ErrPieceOnMine, text.PositionPieceOnMine},
	{&engine.ErrTooManyHidden, text.PositionTooManyHidden},
	{&engine.ErrFogWithoutMine, text.PositionFogWithoutMine},
	{&engine.ErrCastlingRight, text.PositionCastling},
	{&engine.ErrWaitingInCheck, text.PositionWaitingInCheck},
	{&engine.ErrOpenComment, text.RecordOpenComment},
	{&engine.ErrStrayBrace, text.RecordStrayBrace},
	{&engine.ErrVariation, text.RecordVariation},
	{&engine.ErrLateTag, text.RecordLateTag},
	{&engine.ErrLoneTermination, text.RecordLoneTermination},
	{&engine.ErrResultNotLast, text.RecordResultNotLast},
	{&engine.ErrMoveNumber, text.RecordMoveNumber},
	{&engine.ErrMoveAfterEnd, text.RecordMoveAfterEnd},
	{&engine.ErrResultTags, text.RecordResultTags},
	{&engine.ErrOtherEnd, text.RecordOtherEnd},
	{&engine.ErrNoEnd, text.RecordNoEnd},
	{&engine.ErrBrokenCommitment, text.WrongCommitment},
	{&engine.ErrBadOpenings, text.DealBadOpenings},
	{&engine.ErrWrongField, text.DealWrongField},
	{&errUnfinished, text.ImportUnfinished},
}

// errorKey returns the key that words err, when it is one of errorKeys or
// wraps one.
func errorKey(err error) (text.Key, bool) {
	for _, m := range errorKeys {
		if errors.Is(err, *m.err) {
			return m.key, true
		}
	}
	return 0, false
}

// namedText words err in the App's language when it is one of errorKeys, alone
// or with its particulars in an *engine.DetailError.
func (w *words) namedText(err error) (string, bool) {
	var details []string
	if d, ok := err.(*engine.DetailError); ok {
		err, details = d.Err, d.Details
	}
	k, ok := errorKey(err)
	if !ok {
		return "", false
	}
	return w.text.Text(k, details...), true
}

// errorText says why a link, a save or a record could not be used, in the App's
// language. The other packages' messages are English, for programs and the
// people who write them (engine/errors.go); the player reads a named error's
// words from the table, with the details that help them — a line, a move
// number, the text at fault — as its parameters.
func (w *words) errorText(err error) string {
	t := w.text
	switch e := err.(type) {
	case *persist.LoadError:
		why := w.errorText(e.Err)
		if e.Kept == "" {
			return t.Text(text.SaveNotSetAside, why)
		}
		return t.Text(text.SaveSetAside, why, e.Kept)
	case *persist.HistoryError:
		why := t.Text(text.SaveDamaged)
		if e.TooNew {
			why = t.Text(text.SaveTooNew)
		}
		if e.Kept == "" {
			return t.Text(text.SaveNotSetAside, why)
		}
		return t.Text(text.SaveSetAside, why, e.Kept)
	case *engine.RecordError:
		why := w.recordText(e.Err)
		switch {
		case e.Line > 0 && e.Move != "":
			return t.Text(text.RecordAtMove, strconv.Itoa(e.Line), e.Move, why)
		case e.Line > 0:
			return t.Text(text.RecordAtLine, strconv.Itoa(e.Line), why)
		}
		return why
	case *deal.Error:
		if e.Kind > 0 && int(e.Kind) < len(dealErrors) {
			return t.Text(dealErrors[e.Kind])
		}
	}
	if s, ok := w.namedText(err); ok {
		return s
	}
	return t.Text(text.UnexpectedError)
}

// dealErrors word the ways a message from a friend's page does not verify, by
// their values: an array rather than a map, whose making costs more code
// (docs/size.md).
var dealErrors = [...]text.Key{
	deal.Malformed:  text.PeerDamaged,
	deal.TooLong:    text.PeerDamaged,
	deal.OutOfTurn:  text.PeerOutOfTurn,
	deal.Replay:     text.PeerOutOfTurn,
	deal.OtherGame:  text.PeerOutOfTurn,
	deal.BadProof:   text.PeerBadProof,
	deal.BadShare:   text.PeerBadProof,
	deal.BadVersion: text.PeerVersion,
}

// recordText says what is wrong at one place of a game record.
func (w *words) recordText(err error) string {
	switch e := err.(type) {
	case *engine.MoveError:
		if e.Err == engine.ErrAmbiguousMove {
			return w.text.Text(text.RecordAmbiguous, clip(e.Text))
		}
		return w.text.Text(text.RecordIllegal, clip(e.Text))
	case *engine.SyntaxError:
		if s, ok := w.namedText(e.Err); ok {
			return s // a position read in whole that breaks a rule
		}
		return w.text.Text(text.RecordUnreadable, clip(e.Text))
	}
	if s, ok := w.namedText(err); ok {
		return s
	}
	return w.text.Text(text.RecordInvalid)
}

// because returns a notice that says k, its {0} the reason for err.
func because(k text.Key, err error) notice {
	return func(c text.Catalog) string {
		w := words{text: c}
		return c.Text(k, w.errorText(err))
	}
}
