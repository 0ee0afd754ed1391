package engine

import (
	"slices"
	"strconv"
	"strings"
)

// parseResult reads a result as Result.String writes it.
func parseResult(text string) (Result, bool) {
	for _, res := range []Result{Ongoing, WhiteWins, BlackWins, Draw} {
		if res.String() == text {
			return res, true
		}
	}
	return Ongoing, false
}

// ParseRecord reads a game record (see Game.Record for the format) and replays it,
// checking every move and the stated result. It returns the game and the tags that
// describe it — all but Result, Variant, Seed, Mines, FEN and Termination, which the
// game itself holds — in the order read, so that g.Record(tags) writes the record
// again.
//
// The minefield comes from the Seed, Mines or FEN tags; when more than one is given
// they must agree. Move numbers may be left out but must be right when given;
// comments in { } and after ; are skipped. A game that ended by resignation or an
// agreed draw is ended so again. A record longer than MaxRecordBytes or with more
// than MaxRecordPlies moves is refused whole (ErrRecordTooLong, ErrTooManyMoves).
// Errors are *RecordError values that say the line and, for a move, its number;
// they quote no more than a few dozen characters of the text.
func ParseRecord(text string) (*Game, []Tag, error) {
	if len(text) > MaxRecordBytes {
		return nil, nil, &RecordError{Err: ErrRecordTooLong}
	}
	r := &recordReader{text: text, line: 1}
	var all []recordTag
	tag := func(name string) (recordTag, bool) {
		i := slices.IndexFunc(all, func(t recordTag) bool { return t.Name == name })
		if i < 0 {
			return recordTag{}, false
		}
		return all[i], true
	}
	for r.skipSpace(); r.pos < len(r.text) && r.text[r.pos] == '['; r.skipSpace() {
		t, err := r.readTag()
		if err != nil {
			return nil, nil, err
		}
		if _, dup := tag(t.Name); dup {
			return nil, nil, &RecordError{Line: t.line, Err: &SyntaxError{What: "tag", Text: t.Name, Why: "it is given twice"}}
		}
		all = append(all, t)
	}
	g, err := recordGame(tag)
	if err != nil {
		return nil, nil, err
	}
	tokens, err := r.readMovetext()
	if err != nil {
		return nil, nil, err
	}
	if err := countMoves(tokens); err != nil {
		return nil, nil, err
	}
	stated, statedLine, err := replay(g, tokens)
	if err != nil {
		return nil, nil, err
	}
	if t, ok := tag("Result"); ok {
		res, ok := parseResult(t.Value)
		switch {
		case !ok:
			return nil, nil, &RecordError{Line: t.line, Err: &SyntaxError{What: "Result tag", Text: t.Value, Why: "want 1-0, 0-1, 1/2-1/2 or *"}}
		case statedLine > 0 && res != stated:
			return nil, nil, &RecordError{Line: statedLine, Err: detail(ErrResultTags, "the movetext ends with "+stated.String()+", but the Result tag says "+res.String(), stated.String(), res.String())}
		}
		stated, statedLine = res, t.line
	}
	if err := settleRecord(g, stated, statedLine, tag); err != nil {
		return nil, nil, err
	}
	var tags []Tag
	for _, t := range all {
		if !isGameTag(t.Name) {
			tags = append(tags, t.Tag)
		}
	}
	return g, tags, nil
}

// recordGame sets up the game a record starts from, out of its Variant, Seed,
// Mines and FEN tags.
func recordGame(tag func(string) (recordTag, bool)) (*Game, error) {
	bad := func(t recordTag, why string) (*Game, error) {
		return nil, &RecordError{Line: t.line, Err: &SyntaxError{What: t.Name + " tag", Text: t.Value, Why: why}}
	}
	if t, ok := tag("Variant"); ok && !strings.EqualFold(t.Value, variantName) {
		return bad(t, "this reads only records of "+variantName)
	}
	seedTag, hasSeed := tag("Seed")
	var seed uint64
	if hasSeed {
		n, err := strconv.ParseUint(seedTag.Value, 10, 64)
		if err != nil {
			return bad(seedTag, "want a whole number from 0 to 18446744073709551615")
		}
		seed = n
	}
	minesTag, hasMines := tag("Mines")
	var mines Bitboard
	if hasMines {
		var why string
		if mines, _, why = parseMineList(minesTag.Value, false); why != "" {
			return bad(minesTag, why)
		}
		if mines.AndNot(fogZone).Any() {
			return bad(minesTag, "mines can only lie in ranks 4–7")
		}
	}
	fenTag, hasFEN := tag("FEN")
	var start Position
	from := fenTag
	switch {
	case hasFEN:
		p, err := ParseMFEN(fenTag.Value)
		if err != nil {
			return nil, &RecordError{Line: fenTag.line, Err: err}
		}
		if p.IsView() {
			return bad(fenTag, "a record's FEN lists every mine, so it cannot count hidden ones with ?N")
		}
		start = p
	case hasMines:
		start, from = StartPosition(mines), minesTag
	case hasSeed:
		start, from = StartPosition(MinesFromSeed(seed)), seedTag
	default:
		return nil, &RecordError{Err: ErrNoMinefield}
	}
	if hasMines && hasFEN && mines != start.mines {
		return bad(minesTag, "the FEN lays its mines on "+mineList(start.mines, 0))
	}
	if hasSeed {
		if m := MinesFromSeed(seed); m != start.mines {
			return bad(seedTag, "this seed lays its mines on "+mineList(m, 0)+", not on "+mineList(start.mines, 0))
		}
	}
	g, err := NewGameFrom(start)
	if err != nil {
		return nil, &RecordError{Line: from.line, Err: detail(err, "the starting position is not possible: "+err.Error())}
	}
	g.seed, g.seeded = seed, hasSeed
	return g, nil
}

// splitMoveNumber splits a word of movetext into the move number it starts with,
// as in "12." or "12...", and the move after it: ("", word) when it has no
// number, and (number, "") when it is only one.
func splitMoveNumber(word string) (number, san string) {
	digits := len(word) - len(strings.TrimLeft(word, "0123456789"))
	if digits == 0 || digits == len(word) || word[digits] != '.' {
		return "", word
	}
	return word[:digits], strings.TrimLeft(word[digits:], ".")
}

// countMoves refuses movetext with more than MaxRecordPlies moves, before any is
// replayed.
func countMoves(tokens []recordToken) error {
	n := 0
	for _, tok := range tokens {
		if _, san := splitMoveNumber(tok.text); san == "" {
			continue
		}
		if _, ok := parseResult(tok.text); ok {
			continue
		}
		if n++; n > MaxRecordPlies {
			return &RecordError{Line: tok.line, Err: ErrTooManyMoves}
		}
	}
	return nil
}

// replay plays the movetext on g. It returns the result the movetext ends with and
// the line of it, 0 when it gives none.
func replay(g *Game, tokens []recordToken) (Result, int, error) {
	for i, tok := range tokens {
		if res, ok := parseResult(tok.text); ok {
			if i != len(tokens)-1 {
				return Ongoing, 0, &RecordError{Line: tok.line, Err: detail(ErrResultNotLast, "the result "+tok.text+" must come last", tok.text)}
			}
			return res, tok.line, nil
		}
		number := strconv.Itoa(g.pos.fullmove) + "."
		if g.pos.side == Black {
			number += ".."
		}
		given, san := splitMoveNumber(tok.text)
		if given != "" {
			if n, _ := strconv.Atoi(given); n != g.pos.fullmove {
				return Ongoing, 0, &RecordError{Line: tok.line, Err: detail(ErrMoveNumber, "move number "+clip(given)+" where "+strconv.Itoa(g.pos.fullmove)+" was due", clip(given), strconv.Itoa(g.pos.fullmove))}
			}
			if san == "" {
				continue
			}
		}
		if g.Over() {
			res, reason := g.Result()
			return Ongoing, 0, &RecordError{Line: tok.line, Move: number, Err: detail(ErrMoveAfterEnd, "the game was already over, "+res.String()+" by "+reason.String()+", before "+excerpt(san), res.String(), clip(san))}
		}
		if _, err := g.PlaySAN(san); err != nil {
			return Ongoing, 0, &RecordError{Line: tok.line, Move: number, Err: err}
		}
	}
	return Ongoing, 0, nil
}

// settleRecord checks the result a record states, at line (0 when it states none),
// against the replayed game, and ends the game by resignation or agreement when the
// record says so, or on time.
func settleRecord(g *Game, stated Result, line int, tag func(string) (recordTag, bool)) error {
	reason := NoReason
	termTag, hasTerm := tag("Termination")
	if line == 0 {
		if hasTerm {
			return &RecordError{Line: termTag.line, Err: ErrLoneTermination}
		}
		return nil // no result stated: the moves say it all
	}
	if hasTerm {
		reason = reasonFromWords(termTag.Value)
		if reason == NoReason {
			return &RecordError{Line: termTag.line, Err: &SyntaxError{What: "Termination tag", Text: termTag.Value,
				Why: "want one of " + strings.Join(reasonNames[1:len(reasonNames)-1], ", ") + " or " + reasonNames[len(reasonNames)-1]}}
		}
		line = termTag.line
	}
	says := stated.String()
	if hasTerm {
		says += " by " + reason.String()
	}
	got, why := g.Result()
	if g.Over() {
		if stated != got || hasTerm && reason != why {
			return &RecordError{Line: line, Err: detail(ErrOtherEnd, "the moves end the game "+got.String()+" by "+why.String()+", but the record says "+says, got.String(), why.String())}
		}
		return nil
	}
	switch {
	case stated == Ongoing && !hasTerm:
		return nil
	case (stated == WhiteWins || stated == BlackWins) && (!hasTerm || reason == Resignation):
		loser := White
		if stated == WhiteWins {
			loser = Black
		}
		return g.Resign(loser)
	case stated == Draw && (!hasTerm || reason == DrawAgreed):
		return g.AgreeDraw()
	case stated != Ongoing && reason == TimeForfeit:
		// The flag of the side to move fell: the moves decide whether that is
		// a loss or a draw (docs/rules.md §7).
		_ = g.Flag() // the game is still on here
		if got, _ = g.Result(); got != stated {
			return &RecordError{Line: line, Err: detail(ErrOtherEnd, "the moves end the game "+got.String()+" by "+TimeForfeit.String()+", but the record says "+says, got.String(), TimeForfeit.String())}
		}
		return nil
	}
	return &RecordError{Line: line, Err: detail(ErrNoEnd, "the record says "+says+", but the moves do not end the game", stated.String())}
}

// reasonFromWords reads a Reason as Reason.String writes it, in any case.
func reasonFromWords(words string) Reason {
	for r := Checkmate; int(r) < len(reasonNames); r++ {
		if strings.EqualFold(words, r.String()) {
			return r
		}
	}
	return NoReason
}
