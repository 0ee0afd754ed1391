package webserve

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseHeaders(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want map[string]http.Header // rule For -> values, in a single-rule or distinct-For file
	}{
		{
			name: "basic and literal strings, comments, other tables skipped",
			src: `# site
[build]
  command = "make build" # trailing comment
  publish = 'dist'
[build.environment]
  GO_VERSION = "1.26.8"
[[redirects]]
  from = "/old"
  status = 301
  force = true
[[headers]]
  for = "/*" # all paths
  [headers.values]
    Content-Security-Policy = "default-src 'self'; img-src 'self' data:"
    x-lower-case = 'kept # as written'
    "Quoted-Key" = "a \"quoted\" value"
`,
			want: map[string]http.Header{
				"/*": {
					"Content-Security-Policy": {"default-src 'self'; img-src 'self' data:"},
					"X-Lower-Case":            {"kept # as written"},
					"Quoted-Key":              {`a "quoted" value`},
				},
			},
		},
		{
			name: "several rules, one without values",
			src: `[[headers]]
for = "/a"
[headers.values]
A = "1"
[[headers]]
for = "/b"
[[headers]]
for = "/c/*"
[headers.values]
C = "3"
`,
			want: map[string]http.Header{
				"/a":   {"A": {"1"}},
				"/b":   {},
				"/c/*": {"C": {"3"}},
			},
		},
		{name: "no headers at all", src: "[build]\ncommand = \"make\"\n", want: map[string]http.Header{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rules, err := parseHeaders(tt.src)
			require.NoError(t, err)
			got := map[string]http.Header{}
			for _, r := range rules {
				got[r.For] = r.Values
			}
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestParseHeadersErrors(t *testing.T) {
	tests := []struct {
		name, src, wantErr string
	}{
		{"values before any rule", "[headers.values]\nA = \"1\"\n", "netlify.toml:1: [headers.values] must follow"},
		{"values twice", "[[headers]]\nfor = \"/\"\n[headers.values]\n[headers.values]\n", "netlify.toml:4: [headers.values] must follow"},
		{"headers as a plain table", "[headers]\nfor = \"/\"\n", "unsupported table"},
		{"values as an array", "[[headers]]\nfor = \"/\"\n[[headers.values]]\n", "unsupported table"},
		{"rule without for", "[[headers]]\n[headers.values]\nA = \"1\"\n", "has no `for` path"},
		{"unknown key in rule", "[[headers]]\nfor = \"/\"\nvalue = \"x\"\n", `unsupported key "value"`},
		{"duplicate header, any case", "[[headers]]\nfor = \"/\"\n[headers.values]\nA-B = \"1\"\na-b = \"2\"\n", `netlify.toml:5: duplicate key "A-B"`},
		{"non-string header value", "[[headers]]\nfor = \"/\"\n[headers.values]\nMax = 5\n", "must be a string"},
		{"path without slash", "[[headers]]\nfor = \"*.wasm\"\n", "must start with /"},
		{"placeholder path", "[[headers]]\nfor = \"/:lang/*\"\n", "placeholder"},
		{"multi-line string", "[[headers]]\nfor = \"\"\"/\"\"\"\n", "multi-line"},
		{"unterminated string", "[[headers]]\nfor = \"/\n", "unterminated"},
		{"text after value", "[[headers]]\nfor = \"/\" x\n", "unexpected"},
		{"no equals sign", "[[headers]]\nfor\n", "expected key = value"},
		{"no value", "[build]\ncommand =\n", "has no value"},
		{"malformed table", "[[headers]\n", "malformed table header"},
		{"bad table name", "[a b]\n", "unsupported table name"},
		{"bad key", "[build]\na b = \"c\"\n", "unsupported key"},
		{"bad escape", "[[headers]]\nfor = \"/\\q\"\n", "malformed string"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := parseHeaders(tt.src)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.wantErr)
		})
	}
}

func TestCompilePattern(t *testing.T) {
	tests := []struct {
		pattern, path string
		want          bool
	}{
		{"/*", "/", true},
		{"/*", "/a/b.js", true},
		{"/", "/", true},
		{"/", "/index.html", false},
		{"/index.html", "/index.html", true},
		{"/index.html", "/index.htm", false},
		{"/index.html", "/xindex.html", false},
		{"/*.wasm", "/app.wasm", true},
		{"/*.wasm", "/assets/app.12345678.wasm", true},
		{"/*.wasm", "/app.wasm.map", false},
		{"/assets/*", "/assets/site/boot.12345678.js", true},
		{"/assets/*", "/assets", false},
		{"/assets/*", "/site/assets/x", false},
		{"/a.b", "/axb", false}, // the dot is literal, not a regexp wildcard
	}
	for _, tt := range tests {
		t.Run(tt.pattern+" "+tt.path, func(t *testing.T) {
			re, err := compilePattern(tt.pattern)
			require.NoError(t, err)
			assert.Equal(t, tt.want, re.MatchString(tt.path))
		})
	}
}

func TestHeadersForLaterRuleWins(t *testing.T) {
	rules, err := parseHeaders(`[[headers]]
for = "/*"
[headers.values]
A = "all"
B = "all"
[[headers]]
for = "/x"
[headers.values]
B = "x"
`)
	require.NoError(t, err)
	assert.Equal(t, http.Header{"A": {"all"}, "B": {"x"}}, headersFor(rules, "/x"))
	assert.Equal(t, http.Header{"A": {"all"}, "B": {"all"}}, headersFor(rules, "/y"))
}
