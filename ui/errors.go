package ui

import (
	"errors"
	"strconv"

	"mschess/engine"
	"mschess/persist"
	"mschess/share"
	"mschess/ui/text"
)

// errUnfinished is review's error for the record of a game still in progress.
var errUnfinished = errors.New("only a finished game can be replayed")

// errorKeys words the errors of the packages below that reach a player; a
// record's own errors come inside an *engine.RecordError.
var errorKeys = [...]struct {
	err error
	key text.Key
}{
	{share.ErrNotGameLink, text.LinkNotGame},
	{share.ErrIncomplete, text.LinkIncomplete},
	{share.ErrChanged, text.LinkChanged},
	{share.ErrTooNew, text.LinkTooNew},
	{share.ErrTooLong, text.LinkTooLong},
	{persist.ErrForeign, text.SaveForeign},
	{persist.ErrTooNew, text.SaveTooNew},
	{persist.ErrDamaged, text.SaveDamaged},
	{persist.ErrHeld, text.SaveHeld},
	{persist.ErrTooLong, text.SaveTooLong},
	{engine.ErrNoMinefield, text.RecordNoMines},
	{engine.ErrRecordTooLong, text.RecordTooLong},
	{engine.ErrTooManyMoves, text.RecordTooManyMoves},
	{errUnfinished, text.ImportUnfinished},
}

// errorKey returns the key that words err, when it is one of errorKeys.
func errorKey(err error) (text.Key, bool) {
	for _, m := range errorKeys {
		if err == m.err {
			return m.key, true
		}
	}
	return 0, false
}

// errorText says why a link, a save or a record could not be used, in the App's
// language. The other packages' messages are English, for developers and
// logs; the player reads one from the table, with the details that help them
// — a line, a move number, the text at fault — as its parameters.
func (a *App) errorText(err error) string {
	t := a.text
	switch e := err.(type) {
	case *persist.LoadError:
		why := a.errorText(e.Err)
		if e.Kept == "" {
			return t.Text(text.SaveNotSetAside, why)
		}
		return t.Text(text.SaveSetAside, why, e.Kept)
	case *engine.RecordError:
		why := a.recordText(e.Err)
		switch {
		case e.Line > 0 && e.Move != "":
			return t.Text(text.RecordAtMove, strconv.Itoa(e.Line), e.Move, why)
		case e.Line > 0:
			return t.Text(text.RecordAtLine, strconv.Itoa(e.Line), why)
		}
		return why
	}
	if k, ok := errorKey(err); ok {
		return t.Text(k)
	}
	return t.Text(text.UnexpectedError)
}

// recordText says what is wrong at one place of a game record.
func (a *App) recordText(err error) string {
	switch e := err.(type) {
	case *engine.MoveError:
		if e.Err == engine.ErrAmbiguousMove {
			return a.text.Text(text.RecordAmbiguous, clip(e.Text))
		}
		return a.text.Text(text.RecordIllegal, clip(e.Text))
	case *engine.SyntaxError:
		return a.text.Text(text.RecordUnreadable, clip(e.Text))
	}
	if k, ok := errorKey(err); ok {
		return a.text.Text(k)
	}
	return a.text.Text(text.RecordInvalid)
}

// because returns a notice that says k, its {0} the reason for err.
func (a *App) because(k text.Key, err error) func() string {
	return func() string { return a.text.Text(k, a.errorText(err)) }
}
