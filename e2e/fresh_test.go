package e2e

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// builtFrom reports whether a file of the repository at root, by its path
// relative to root, goes into the site: the Go code of the app and of the
// build (not tests, nor these browser tests), the pages, site/ and
// wasm_exec.js.
func builtFrom(rel string) bool {
	switch {
	case rel == "index.html" || rel == "embed.html" || rel == "wasm_exec.js":
		return true
	case strings.HasPrefix(rel, "site/"):
		return true
	case strings.HasPrefix(rel, "e2e/"):
		return false
	}
	return strings.HasSuffix(rel, ".go") && !strings.HasSuffix(rel, "_test.go")
}

// staleness returns an error naming a source of the site at root that changed
// after dist's build (its index.html, which every build writes anew), or nil
// when dist is newer than all of them: the browser tests must not pass or
// fail on a site built from other sources than the ones they test.
func staleness(root, dist string) error {
	built, err := os.Stat(filepath.Join(dist, "index.html"))
	if err != nil {
		return errors.New("dist/index.html is missing: run `make build` before the browser tests")
	}
	var newest string
	var at time.Time
	err = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			if rel != "." && (strings.HasPrefix(d.Name(), ".") || rel == "bin" || rel == "dist") {
				return filepath.SkipDir
			}
			return nil
		}
		if !builtFrom(rel) {
			return nil
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		if info.ModTime().After(at) {
			newest, at = rel, info.ModTime()
		}
		return nil
	})
	if err != nil {
		return err
	}
	if at.After(built.ModTime()) {
		return errors.New("dist/ is older than its sources (" + newest + " changed since the build): run `make build` before the browser tests")
	}
	return nil
}

func TestStalenessRefusesASiteOlderThanItsSources(t *testing.T) {
	write := func(root, rel string, at time.Time) {
		p := filepath.Join(root, filepath.FromSlash(rel))
		require.NoError(t, os.MkdirAll(filepath.Dir(p), 0o755))
		require.NoError(t, os.WriteFile(p, []byte("x"), 0o644))
		require.NoError(t, os.Chtimes(p, at, at))
	}
	build := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	before, after := build.Add(-time.Hour), build.Add(time.Hour)
	tests := []struct {
		name, changed, want string
	}{
		{"every source older than the build", "", ""},
		{"the engine changed since", "engine/game.go", "engine/game.go changed since the build"},
		{"a page changed since", "index.html", "index.html changed since the build"},
		{"the site's files changed since", "site/style.css", "site/style.css changed since the build"},
		{"a test changed since", "engine/game_test.go", ""},
		{"a browser test changed since", "e2e/page_test.go", ""},
		{"a document changed since", "docs/rules.md", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root := t.TempDir()
			for _, rel := range []string{"engine/game.go", "index.html", "site/style.css", "wasm_exec.js", "tools/build/main.go"} {
				write(root, rel, before)
			}
			write(root, "dist/index.html", build)
			if tt.changed != "" {
				write(root, tt.changed, after)
			}
			err := staleness(root, filepath.Join(root, "dist"))
			if tt.want == "" {
				assert.NoError(t, err)
				return
			}
			assert.ErrorContains(t, err, tt.want)
		})
	}
	t.Run("no build at all", func(t *testing.T) {
		assert.ErrorContains(t, staleness(t.TempDir(), filepath.Join(t.TempDir(), "dist")), "dist/index.html is missing")
	})
}
