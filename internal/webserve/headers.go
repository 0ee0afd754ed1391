package webserve

import (
	"fmt"
	"net/http"
	"regexp"
	"strconv"
	"strings"
)

// rule is one [[headers]] table of netlify.toml: the header values set on
// every request path that the pattern in For matches.
type rule struct {
	For    string
	Values http.Header
	match  *regexp.Regexp
}

// headersFor returns the headers that rules give the request path urlPath.
// When two matching rules set the same header, the later rule wins, as in
// Netlify's own local server; netlify.toml is kept free of such overlaps (a
// test checks it), so the choice never shows.
func headersFor(rules []rule, urlPath string) http.Header {
	h := http.Header{}
	for _, r := range rules {
		if !r.match.MatchString(urlPath) {
			continue
		}
		for k, v := range r.Values {
			h[k] = v
		}
	}
	return h
}

// compilePattern turns a Netlify path pattern into a regular expression: the
// splat * matches any run of characters, slashes included, and everything else
// is literal. Netlify's :placeholder segments are rejected rather than
// half-supported, since a rule that matched differently here than on the host
// would defeat the point of reading the same file.
func compilePattern(pattern string) (*regexp.Regexp, error) {
	if !strings.HasPrefix(pattern, "/") {
		return nil, fmt.Errorf("path %q must start with /", pattern)
	}
	if strings.Contains(pattern, "/:") {
		return nil, fmt.Errorf("path %q: :placeholder segments are not supported", pattern)
	}
	parts := strings.Split(pattern, "*")
	for i, p := range parts {
		parts[i] = regexp.QuoteMeta(p)
	}
	return regexp.Compile("^" + strings.Join(parts, ".*") + "$")
}

// parseHeaders reads the [[headers]] rules of a netlify.toml, in file order.
// It understands the subset of TOML that the file uses: comments, [table] and
// [[array]] headers, and key = "string" pairs (basic or literal strings). Keys
// of tables other than [[headers]] and [headers.values] are skipped, whatever
// their value. Anything else is an error, so that a rule is never silently
// dropped.
func parseHeaders(src string) ([]rule, error) {
	var (
		rules   []rule
		section string // the table being filled: "headers", "headers.values" or another name
		seen    map[string]bool
	)
	for n, line := range strings.Split(src, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || line[0] == '#' {
			continue
		}
		fail := func(format string, args ...any) ([]rule, error) {
			return nil, fmt.Errorf("netlify.toml:%d: %s", n+1, fmt.Sprintf(format, args...))
		}
		if line[0] == '[' {
			name, isArray, err := parseTableHeader(line)
			if err != nil {
				return fail("%v", err)
			}
			switch {
			case name == "headers" && isArray:
				rules = append(rules, rule{Values: http.Header{}})
			case name == "headers.values" && !isArray:
				if section != "headers" {
					return fail("[headers.values] must follow a [[headers]] table")
				}
			case name == "headers" || strings.HasPrefix(name, "headers."):
				return fail("unsupported table %q", line)
			}
			section = name
			seen = map[string]bool{}
			continue
		}
		key, value, quoted, err := parseKeyValue(line)
		if err != nil {
			return fail("%v", err)
		}
		if !quoted && (section == "headers" || section == "headers.values") {
			return fail("the value of %q must be a string", key)
		}
		if section == "headers.values" {
			key = http.CanonicalHeaderKey(key) // header names are case-insensitive
		}
		if seen[key] {
			return fail("duplicate key %q", key)
		}
		seen[key] = true
		switch section {
		case "headers":
			if key != "for" {
				return fail("unsupported key %q in [[headers]]", key)
			}
			r := &rules[len(rules)-1]
			if r.match, err = compilePattern(value); err != nil {
				return fail("%v", err)
			}
			r.For = value
		case "headers.values":
			rules[len(rules)-1].Values.Set(key, value)
		}
	}
	for _, r := range rules {
		if r.match == nil {
			return nil, fmt.Errorf("netlify.toml: a [[headers]] table has no `for` path")
		}
	}
	return rules, nil
}

// parseTableHeader splits "[name]" or "[[name]]" (with an optional trailing
// comment) into the table name and whether it is an array of tables.
func parseTableHeader(line string) (name string, isArray bool, err error) {
	if i := strings.Index(line, "#"); i >= 0 {
		line = strings.TrimSpace(line[:i])
	}
	switch {
	case strings.HasPrefix(line, "[[") && strings.HasSuffix(line, "]]"):
		name, isArray = line[2:len(line)-2], true
	case strings.HasSuffix(line, "]") && !strings.HasPrefix(line, "[["):
		name = line[1 : len(line)-1]
	default:
		return "", false, fmt.Errorf("malformed table header %q", line)
	}
	name = strings.TrimSpace(name)
	if !tableName.MatchString(name) {
		return "", false, fmt.Errorf("unsupported table name %q", name)
	}
	return name, isArray, nil
}

// parseKeyValue reads `key = value`, with a bare or quoted key. A string value
// comes back unquoted, with quoted set. Any other value (a boolean, a number,
// an array) comes back as written, up to a comment: ignored tables may hold
// them, and parseHeaders rejects them in its own tables.
func parseKeyValue(line string) (key, value string, quoted bool, err error) {
	eq := strings.Index(line, "=")
	if eq < 0 {
		return "", "", false, fmt.Errorf("expected key = value, got %q", line)
	}
	key = strings.TrimSpace(line[:eq])
	if strings.HasPrefix(key, `"`) {
		if key, err = strconv.Unquote(key); err != nil {
			return "", "", false, fmt.Errorf("malformed key %s", line[:eq])
		}
	} else if !bareKey.MatchString(key) {
		return "", "", false, fmt.Errorf("unsupported key %q", key)
	}
	rest := strings.TrimSpace(line[eq+1:])
	if rest == "" {
		return "", "", false, fmt.Errorf("key %q has no value", key)
	}
	if rest[0] != '"' && rest[0] != '\'' {
		if i := strings.Index(rest, "#"); i >= 0 {
			rest = rest[:i]
		}
		return key, strings.TrimSpace(rest), false, nil
	}
	value, tail, err := parseString(rest)
	if err != nil {
		return "", "", false, err
	}
	if tail = strings.TrimSpace(tail); tail != "" && tail[0] != '#' {
		return "", "", false, fmt.Errorf("unexpected %q after the value of %q", tail, key)
	}
	return key, value, true, nil
}

// parseString reads the single-line TOML string (basic "..." or literal
// '...') at the start of s, returning its value and the text after it.
func parseString(s string) (value, tail string, err error) {
	if strings.HasPrefix(s, `"""`) || strings.HasPrefix(s, "'''") {
		return "", "", fmt.Errorf("multi-line strings are not supported")
	}
	if s[0] == '\'' {
		end := strings.IndexByte(s[1:], '\'')
		if end < 0 {
			return "", "", fmt.Errorf("unterminated string %s", s)
		}
		return s[1 : end+1], s[end+2:], nil
	}
	for i := 1; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case '"':
			// TOML's escapes are a subset of Go's.
			v, err := strconv.Unquote(s[:i+1])
			if err != nil {
				return "", "", fmt.Errorf("malformed string %s", s[:i+1])
			}
			return v, s[i+1:], nil
		}
	}
	return "", "", fmt.Errorf("unterminated string %s", s)
}

var (
	tableName = regexp.MustCompile(`^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$`)
	bareKey   = regexp.MustCompile(`^[A-Za-z0-9_-]+$`)
)
