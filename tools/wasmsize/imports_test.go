package main

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// sizeDoc is where the size rules are written, seen from this package.
const sizeDoc = "../../docs/size.md"

// TestWasmImportsNothingTooCostly fails, with the reason from docs/size.md,
// when the wasm app imports a package on its list of packages too costly for
// the download budget.
func TestWasmImportsNothingTooCostly(t *testing.T) {
	doc, err := os.ReadFile(sizeDoc)
	require.NoError(t, err)
	costly := tooCostly(string(doc))
	require.Contains(t, costly, "fmt", "docs/size.md's table of packages too costly lost its rows")

	for _, msg := range costlyImports(wasmDeps(t), costly) {
		t.Error(msg)
	}
}

// wasmDeps returns the import paths of every package the wasm app is built
// from. It looks at each Go file of the module's own, so that go test's cache
// knows that the result depends on them.
func wasmDeps(t *testing.T) []string {
	t.Helper()
	cmd := exec.Command("go", "list", "-deps", "-f", "{{.ImportPath}} {{with .Module}}{{.Path}}{{else}}std{{end}} {{.Dir}} {{join .GoFiles \" \"}}", "./wasm")
	cmd.Dir = "../.."
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.Output()
	require.NoError(t, err, "go list -deps ./wasm for js/wasm")
	var deps []string
	for line := range strings.Lines(string(out)) {
		f := strings.Fields(line)
		deps = append(deps, f[0])
		if len(f) > 2 && f[1] == "mschess" {
			for _, name := range append([]string{""}, f[3:]...) {
				_, err := os.Stat(filepath.Join(f[2], name))
				require.NoError(t, err)
			}
		}
	}
	_, err = os.Stat("../../go.mod")
	require.NoError(t, err)
	return deps
}

func TestCostlyImports(t *testing.T) {
	costly := map[string]string{"fmt": "costs +78 KiB; instead: strconv"}
	tests := []struct {
		name string
		deps []string
		want []string
	}{
		{"none of the list", []string{"strconv", "mschess/engine"}, nil},
		{"one of the list", []string{"strconv", "fmt"},
			[]string{"the wasm app imports fmt, which costs +78 KiB; instead: strconv (docs/size.md)"}},
		{"a package whose path only ends like one", []string{"example.com/fmt"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, costlyImports(tt.deps, costly))
		})
	}
}

func TestTooCostly(t *testing.T) {
	doc := strings.Join([]string{
		"# Size",
		"| part | brotli |",
		"| `syscall/js` | 1 KiB |",
		"## Too costly",
		"",
		"| package | costs (brotli) | instead |",
		"| --- | --- | --- |",
		"| `fmt` | +78 KiB | `strconv` |",
		"| `crypto/rand` | +63 KiB (it brings `math/big`) | the browser's |",
		"",
		"## Other rules",
		"| `errors` | 0 | nothing |",
	}, "\n")
	assert.Equal(t, map[string]string{
		"fmt":         "costs +78 KiB; instead: strconv",
		"crypto/rand": "costs +63 KiB (it brings math/big); instead: the browser's",
	}, tooCostly(doc), "only the rows of the section Too costly count")
}

// tooCostly reads the table of the section "Too costly" of docs/size.md: each
// row's package, and what it costs and what to use instead.
func tooCostly(doc string) map[string]string {
	costly := map[string]string{}
	in := false
	sc := bufio.NewScanner(strings.NewReader(doc))
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			in = line == "## Too costly"
			continue
		}
		cells := strings.Split(strings.Trim(line, "| "), " | ")
		if !in || len(cells) != 3 || !strings.HasPrefix(cells[0], "`") {
			continue
		}
		unquote := func(s string) string { return strings.ReplaceAll(s, "`", "") }
		costly[unquote(cells[0])] = "costs " + unquote(cells[1]) + "; instead: " + unquote(cells[2])
	}
	return costly
}

// costlyImports returns a message for each of deps that is too costly.
func costlyImports(deps []string, costly map[string]string) []string {
	var msgs []string
	for _, d := range deps {
		if why, ok := costly[d]; ok {
			msgs = append(msgs, "the wasm app imports "+d+", which "+why+" (docs/size.md)")
		}
	}
	return msgs
}
