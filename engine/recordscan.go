package engine

import "strings"

// recordReader reads a record's text from the start, keeping the line number.
type recordReader struct {
	text string
	pos  int
	line int
}

// fail returns a RecordError at the current line.
func (r *recordReader) fail(err error) error { return &RecordError{Line: r.line, Err: err} }

// skipSpace skips white space and ";" comments, which run to the end of the line.
func (r *recordReader) skipSpace() {
	for r.pos < len(r.text) {
		switch c := r.text[r.pos]; {
		case c == '\n':
			r.line++
		case c == ';':
			if end := strings.IndexByte(r.text[r.pos:], '\n'); end >= 0 {
				r.pos += end
				continue
			}
			r.pos = len(r.text)
			continue
		case c != ' ' && c != '\t' && c != '\r':
			return
		}
		r.pos++
	}
}

// restOfLine returns the text from the current position to the end of its line.
func (r *recordReader) restOfLine() string {
	rest := r.text[r.pos:]
	if end := strings.IndexByte(rest, '\n'); end >= 0 {
		rest = rest[:end]
	}
	return strings.TrimSpace(rest)
}

// recordTag is a tag pair read from a record, with the line it stood on.
type recordTag struct {
	Tag
	line int
}

// readTag reads a tag pair, the reader standing on its "[".
func (r *recordReader) readTag() (recordTag, error) {
	bad := func(why string) (recordTag, error) {
		return recordTag{}, r.fail(&SyntaxError{What: "tag pair", Text: r.restOfLine(), Why: why})
	}
	t := recordTag{line: r.line}
	start := r.pos
	r.pos++
	for r.pos < len(r.text) && isNameByte(r.text[r.pos]) {
		r.pos++
	}
	t.Name = r.text[start+1 : r.pos]
	for r.pos < len(r.text) && r.text[r.pos] == ' ' {
		r.pos++
	}
	if r.pos >= len(r.text) || r.text[r.pos] != '"' {
		r.pos = start
		return bad(`want [Name "value"], the value in double quotes`)
	}
	var v strings.Builder
	for r.pos++; ; r.pos++ {
		if r.pos >= len(r.text) || r.text[r.pos] == '\n' {
			r.pos = start
			return bad(`the value has no closing "`)
		}
		c := r.text[r.pos]
		if c == '"' {
			break
		}
		if c == '\\' && r.pos+1 < len(r.text) && (r.text[r.pos+1] == '"' || r.text[r.pos+1] == '\\') {
			r.pos++
			c = r.text[r.pos]
		}
		v.WriteByte(c)
	}
	t.Value = v.String()
	r.pos++
	for r.pos < len(r.text) && r.text[r.pos] == ' ' {
		r.pos++
	}
	if r.pos >= len(r.text) || r.text[r.pos] != ']' {
		r.pos = start
		return bad(`want ] after the value`)
	}
	r.pos++
	if why := tagProblem(t.Name, t.Value); why != "" {
		r.pos = start
		return bad(why)
	}
	return t, nil
}

// recordToken is one word of movetext, with the line it stood on.
type recordToken struct {
	text string
	line int
}

// readMovetext splits the rest of the text into words, leaving out comments.
func (r *recordReader) readMovetext() ([]recordToken, error) {
	var out []recordToken
	for r.skipSpace(); r.pos < len(r.text); r.skipSpace() {
		switch c := r.text[r.pos]; c {
		case '{':
			end := strings.IndexByte(r.text[r.pos:], '}')
			if end < 0 {
				return nil, r.fail(ErrOpenComment)
			}
			r.line += strings.Count(r.text[r.pos:r.pos+end], "\n")
			r.pos += end + 1
		case '}':
			return nil, r.fail(ErrStrayBrace)
		case '(', ')':
			return nil, r.fail(ErrVariation)
		case '[':
			return nil, r.fail(ErrLateTag)
		default:
			end := strings.IndexAny(r.text[r.pos:], " \t\r\n{};()[")
			if end < 0 {
				end = len(r.text) - r.pos
			}
			out = append(out, recordToken{r.text[r.pos : r.pos+end], r.line})
			r.pos += end
		}
	}
	return out, nil
}
