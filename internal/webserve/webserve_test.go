package webserve

import (
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/internal/testfiles"
)

func TestHandler(t *testing.T) {
	site := testfiles.Write(t, map[string]string{
		"index.html":                "<!doctype html>home",
		"sw.js":                     "// sw",
		"assets/app.0123abcd.wasm":  "\x00asm",
		"assets/site/x.89abcdef.js": "x()",
		"site/manifest.webmanifest": "{}",
		"sub/index.html":            "sub home",
		"nodir/file.txt":            "text",
	})
	conf := testfiles.Write(t, map[string]string{"netlify.toml": `
[[headers]]
  for = "/*"
  [headers.values]
    X-All = "yes"
[[headers]]
  for = "/assets/*"
  [headers.values]
    Cache-Control = "immutable"
[[headers]]
  for = "/*.wasm"
  [headers.values]
    Content-Type = "application/wasm"
[[headers]]
  for = "/"
  [headers.values]
    Cache-Control = "no-cache"
[[headers]]
  for = "/sub/"
  [headers.values]
    X-Sub = "dir"
`})
	h, err := NewHandler(site, filepath.Join(conf, "netlify.toml"))
	require.NoError(t, err)

	tests := []struct {
		method, path string
		wantStatus   int
		wantBody     string
		wantHeaders  map[string]string // "" means the header must be absent
	}{
		{"GET", "/", 200, "<!doctype html>home", map[string]string{
			"Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache", "X-All": "yes"}},
		{"GET", "/index.html", 200, "<!doctype html>home", map[string]string{"Cache-Control": "", "X-All": "yes"}},
		{"GET", "/assets/app.0123abcd.wasm", 200, "\x00asm", map[string]string{
			"Content-Type": "application/wasm", "Cache-Control": "immutable"}},
		{"GET", "/assets/site/x.89abcdef.js", 200, "x()", map[string]string{"Content-Type": "text/javascript; charset=utf-8"}},
		{"GET", "/site/manifest.webmanifest", 200, "{}", map[string]string{"Content-Type": "application/manifest+json"}},
		{"GET", "/sub/", 200, "sub home", map[string]string{"X-Sub": "dir"}},
		{"GET", "/sub/../sw.js", 200, "// sw", map[string]string{"X-All": "yes"}},
		{"HEAD", "/sw.js", 200, "", map[string]string{"Content-Length": "5"}},
		{"GET", "/missing.js", 404, "404 page not found\n", map[string]string{
			"X-All": "yes", "Content-Type": "text/plain; charset=utf-8"}},
		{"GET", "/assets/missing.wasm", 404, "404 page not found\n", map[string]string{
			"X-All": "yes", "Cache-Control": "", "Content-Type": "text/plain; charset=utf-8"}},
		{"GET", "/sub", 404, "404 page not found\n", map[string]string{"X-All": "yes"}},
		{"GET", "/nodir/", 404, "404 page not found\n", map[string]string{"X-All": "yes"}},
		{"GET", "/../../etc/passwd", 404, "404 page not found\n", nil},
		// A name that cannot be a file is not found, not a fault of the server.
		{"GET", "/index.html/", 404, "404 page not found\n", map[string]string{"X-All": "yes"}},
		{"GET", "/index.html/x", 404, "404 page not found\n", nil},
		{"GET", "/site/..", 404, "404 page not found\n", map[string]string{"X-All": "yes"}},
		{"GET", "/sub/..", 404, "404 page not found\n", nil},
		{"GET", "/sw.js%00", 400, "400 bad request\n", map[string]string{"X-All": "yes"}},
		{"GET", "/%00/index.html", 400, "400 bad request\n", nil},
		{"POST", "/", 405, "method not allowed\n", map[string]string{"Allow": "GET, HEAD"}},
	}
	for _, tt := range tests {
		t.Run(tt.method+" "+tt.path, func(t *testing.T) {
			req := httptest.NewRequest(tt.method, "http://localhost"+tt.path, nil)
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			assert.Equal(t, tt.wantStatus, rec.Code)
			assert.Equal(t, tt.wantBody, rec.Body.String())
			for k, v := range tt.wantHeaders {
				assert.Equal(t, v, rec.Header().Get(k), k)
			}
		})
	}
}

func TestNewHandlerErrors(t *testing.T) {
	site := t.TempDir()
	conf := testfiles.Write(t, map[string]string{"good.toml": "", "bad.toml": "[[headers]]\n"})
	tests := []struct {
		name, dir, toml, wantErr string
	}{
		{"missing toml", site, filepath.Join(conf, "none.toml"), "no such file"},
		{"bad toml", site, filepath.Join(conf, "bad.toml"), "no `for` path"},
		{"missing dir", filepath.Join(site, "dist"), filepath.Join(conf, "good.toml"), "make build"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := NewHandler(tt.dir, tt.toml)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.wantErr)
		})
	}
}

// TestNetlifyToml pins down the headers that the project's own netlify.toml
// gives the paths of a built site (see tools/build for the layout).
func TestNetlifyToml(t *testing.T) {
	src, err := os.ReadFile("../../netlify.toml")
	require.NoError(t, err)
	rules, err := parseHeaders(string(src))
	require.NoError(t, err)

	const csp = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; style-src 'self'; " +
		"img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'"
	const immutable = "public, max-age=31536000, immutable"
	tests := []struct {
		path         string
		cacheControl string
		contentType  string
		frameOptions string // the main page alone may not be framed by other sites
		allowOrigin  string // the assets, which a sandboxed frame fetches with CORS
	}{
		{"/", "no-cache", "", "SAMEORIGIN", ""},
		{"/index.html", "no-cache", "", "SAMEORIGIN", ""},
		{"/embed.html", "no-cache", "", "", ""},
		{"/sw.js", "no-cache", "", "", ""},
		{"/site/manifest.webmanifest", "no-cache", "application/manifest+json", "", ""},
		{"/site/precache.json", "no-cache", "", "", ""},
		{"/assets/app.0123abcd.wasm", immutable, "application/wasm", "", "*"},
		{"/assets/wasm_exec.0123abcd.js", immutable, "", "", "*"},
		{"/assets/site/boot.0123abcd.js", immutable, "", "", "*"},
		{"/assets/site/icons/icon-192.0123abcd.png", immutable, "", "", "*"},
		{"/no/such/page", "", "", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			got := headersFor(rules, tt.path)
			assert.Equal(t, csp, got.Get("Content-Security-Policy"),
				"one policy everywhere, without frame-ancestors, which would override X-Frame-Options")
			assert.Equal(t, "nosniff", got.Get("X-Content-Type-Options"))
			assert.Equal(t, "no-referrer", got.Get("Referrer-Policy"))
			for _, feature := range []string{"camera", "microphone", "geolocation", "payment", "usb"} {
				assert.Contains(t, got.Get("Permissions-Policy"), feature+"=()", "%s is turned off", feature)
			}
			assert.Equal(t, tt.frameOptions, got.Get("X-Frame-Options"))
			assert.Equal(t, tt.allowOrigin, got.Get("Access-Control-Allow-Origin"))
			assert.Equal(t, tt.cacheControl, got.Get("Cache-Control"))
			assert.Equal(t, tt.contentType, got.Get("Content-Type"))

			// Hosts differ on how they merge a header that two matching rules
			// set, so no path may depend on it.
			setBy := map[string][]string{}
			for _, r := range rules {
				if r.match.MatchString(tt.path) {
					for k := range r.Values {
						setBy[k] = append(setBy[k], r.For)
					}
				}
			}
			for k, fors := range setBy {
				assert.Len(t, fors, 1, "%s is set for %s by several rules: %s", k, tt.path, strings.Join(fors, ", "))
			}
		})
	}
}
