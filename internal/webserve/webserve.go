// Package webserve serves the built site (dist/) the way the production host
// does: static files plus the [[headers]] rules of netlify.toml. `make serve`
// and the browser tests use it, so the headers checked locally (the
// Content-Security-Policy above all) are the ones deployed.
package webserve

import (
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"path"
	"strings"
	"syscall"
)

// contentTypes fixes the types that matter for the app whatever the machine's
// MIME database says: browsers refuse to stream-compile wasm served under any
// other type. netlify.toml sets the same, and its rules apply on top.
var contentTypes = map[string]string{
	".wasm":        "application/wasm",
	".webmanifest": "application/manifest+json",
}

// handler serves the files under dir with the headers of rules.
type handler struct {
	dir   string
	rules []rule
}

// NewHandler returns a handler that serves the static files under dir and
// adds the response headers that the [[headers]] rules of the netlify.toml at
// netlifyTomlPath give each request path. A path ending in / serves that
// directory's index.html; directories are not listed. Only GET and HEAD are
// allowed.
func NewHandler(dir, netlifyTomlPath string) (http.Handler, error) {
	src, err := os.ReadFile(netlifyTomlPath)
	if err != nil {
		return nil, err
	}
	rules, err := parseHeaders(string(src))
	if err != nil {
		return nil, err
	}
	// Fail now rather than answer 404 to everything: the usual cause is a
	// site that was never built.
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return nil, fmt.Errorf("%s is not a directory (run `make build` first?)", dir)
	}
	return &handler{dir: dir, rules: rules}, nil
}

// ServeHTTP implements http.Handler.
func (h *handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	urlPath := path.Clean("/" + r.URL.Path)
	if strings.ContainsRune(urlPath, 0) {
		h.fail(w, urlPath, "400 bad request", http.StatusBadRequest)
		return
	}
	name := strings.TrimPrefix(urlPath, "/")
	if strings.HasSuffix(r.URL.Path, "/") {
		name = path.Join(name, "index.html")
		if urlPath != "/" {
			urlPath += "/"
		}
	}
	if name == "" { // a directory named without its slash, such as /site/..
		h.fail(w, urlPath, "404 page not found", http.StatusNotFound)
		return
	}
	// OpenInRoot keeps every request inside dir, symbolic links included.
	f, err := os.OpenInRoot(h.dir, name)
	if err != nil {
		// A file taken for a directory (/index.html/) names nothing either.
		if errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR) {
			h.fail(w, urlPath, "404 page not found", http.StatusNotFound)
		} else {
			h.fail(w, urlPath, "cannot open file", http.StatusInternalServerError)
		}
		return
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil || st.IsDir() {
		h.fail(w, urlPath, "404 page not found", http.StatusNotFound)
		return
	}
	if ct, ok := contentTypes[path.Ext(name)]; ok {
		w.Header().Set("Content-Type", ct)
	}
	for k, v := range headersFor(h.rules, urlPath) {
		w.Header()[k] = v
	}
	http.ServeContent(w, r, name, st.ModTime(), f)
}

// fileHeaders are the headers that describe a file rather than the site, and
// so stay off an error page: an immutable Cache-Control would make a miss
// stick in caches.
var fileHeaders = []string{"Cache-Control", "Content-Type"}

// fail answers with the message and code, under the headers the rules give
// urlPath, the security policy above all, except fileHeaders.
func (h *handler) fail(w http.ResponseWriter, urlPath, msg string, code int) {
	for k, v := range headersFor(h.rules, urlPath) {
		w.Header()[k] = v
	}
	for _, k := range fileHeaders {
		w.Header().Del(k)
	}
	http.Error(w, msg, code)
}
