package persist

import (
	"strconv"
	"strings"

	"mschess/engine"
)

// header is what a save says before its game.
type header struct {
	prefs Prefs
	gen   uint64
}

// generation returns the generation of a save's text, and whether the text is
// a save at all; it reads no further than the settings.
func generation(text string) (uint64, bool) {
	h, _, err := readHeader(text)
	return h.gen, err == nil
}

// parse reads a save.
func parse(text string) (*engine.Game, header, *LoadError) {
	h, game, err := readHeader(text)
	if err != nil {
		return nil, h, err
	}
	rec, uerr := unmask(game)
	if uerr != nil {
		return nil, h, &LoadError{Err: ErrDamaged, Detail: uerr.Error()}
	}
	g, _, perr := engine.ParseRecord(rec)
	if perr != nil {
		return nil, h, &LoadError{Err: ErrDamaged, Detail: "its game does not read back" + where(perr)}
	}
	return g, h, nil
}

// readHeader reads a save's first line and settings, and returns them with the
// masked game that follows.
func readHeader(text string) (header, string, *LoadError) {
	var h header
	switch {
	case text == "":
		return h, "", &LoadError{Err: ErrDamaged, Detail: "it is empty"}
	case len(text) > maxSave:
		return h, "", &LoadError{Err: ErrDamaged, Detail: "it is larger than any saved game"}
	}
	first, rest, _ := strings.Cut(text, "\n")
	v, ok := strings.CutPrefix(first, magic)
	if !ok {
		return h, "", &LoadError{Err: ErrForeign}
	}
	n, err := strconv.Atoi(v)
	switch {
	case v == "" || strings.Trim(v, "0123456789") != "" || err == nil && n < 1:
		return h, "", &LoadError{Err: ErrDamaged, Detail: "its version is not a number from 1 up"}
	case err != nil: // only digits, so a number too big for int
		return h, "", &LoadError{Err: ErrTooNew, Detail: "this version reads up to " + strconv.Itoa(version)}
	case n > version:
		return h, "", &LoadError{Err: ErrTooNew, Detail: "format version " + v + "; this version reads up to " + strconv.Itoa(version)}
	}
	// Settings run up to the first blank line; the masked game follows it.
	game := rest
	for n := 2; ; n++ {
		line, after, ok := strings.Cut(game, "\n")
		if !ok {
			return h, "", &LoadError{Err: ErrDamaged, Detail: "it ends before the game"}
		}
		game = after
		if line == "" {
			return h, game, nil
		}
		key, value, ok := strings.Cut(line, ": ")
		if !ok {
			return h, "", &LoadError{Err: ErrDamaged, Detail: "line " + strconv.Itoa(n) + " is not a setting"}
		}
		var err error
		switch key {
		case "flipped":
			h.prefs.Flipped, err = strconv.ParseBool(value)
		case "auto-flip":
			h.prefs.AutoFlip, err = strconv.ParseBool(value)
		case "generation":
			if h.gen, err = strconv.ParseUint(value, 10, 64); err != nil {
				return h, "", &LoadError{Err: ErrDamaged, Detail: "its generation is not a whole number"}
			}
		default:
			var known bool
			if known, err = h.prefs.readPlay(key, value); !known {
				continue // a setting added since, which this release does without
			}
		}
		if err != nil {
			return h, "", &LoadError{Err: ErrDamaged, Detail: key + " " + settingProblem(err)}
		}
	}
}

// where returns " at record line 5, move 12..." for an error of ParseRecord, as far
// as it is known: the place without the engine's message, which may quote the
// minefield. ParseRecord returns a *RecordError itself, so a type assertion finds
// it, without errors.As (docs/size.md).
func where(err error) string {
	re, ok := err.(*engine.RecordError)
	if !ok || re.Line == 0 {
		return ""
	}
	s := " at record line " + strconv.Itoa(re.Line)
	if re.Move != "" {
		s += ", move " + re.Move
	}
	return s
}
