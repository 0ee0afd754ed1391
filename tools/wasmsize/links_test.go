package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestWasmLinksNoDomWrapper fails when the app links one of dom/v2's functions
// that pick a Go type by asking the browser's constructors in turn, each of
// which links every type it can return (docs/size.md): the page wraps elements
// and events itself (wasm/browser.go, wasm/events.go).
func TestWasmLinksNoDomWrapper(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the app")
	}
	wasmDeps(t) // so that go test's cache knows the result depends on the sources
	out := filepath.Join(t.TempDir(), "app.wasm")
	cmd := exec.Command("go", "build", "-tags", "webtexts", "-ldflags=-dumpdep", "-o", out, "./wasm")
	cmd.Dir = "../.."
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	deps, err := cmd.CombinedOutput()
	require.NoError(t, err, "go build ./wasm for js/wasm")
	require.Contains(t, string(deps), "-> honnef.co/go/js/dom/v2.", "the dump lists dom/v2's functions")
	for _, name := range []string{"wrapEvent", "wrapElement", "wrapHTMLElement", "wrapNode", "wrapDocument"} {
		t.Run(name, func(t *testing.T) {
			linked := strings.Contains(string(deps), "-> honnef.co/go/js/dom/v2."+name+"\n")
			assert.False(t, linked, "the app links dom/v2's %s (docs/size.md)", name)
		})
	}
}
