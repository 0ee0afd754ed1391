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

	deps, importers := wasmDeps(t)
	for _, msg := range costlyImports(throughOnly(deps, importers), costly) {
		t.Error(msg)
	}
}

// onlyThrough are the packages of the list that the app may link only as an
// import of the one package named, whose use of them the app never reaches
// (docs/size.md says why each is let through).
var onlyThrough = map[string]string{"reflect": "encoding/binary"}

// throughOnly returns deps without each package of onlyThrough that only its
// one allowed importer imports; importers maps a package to the packages of
// deps that import it.
func throughOnly(deps []string, importers map[string][]string) []string {
	var out []string
	for _, d := range deps {
		if by, ok := onlyThrough[d]; ok && len(importers[d]) == 1 && importers[d][0] == by {
			continue
		}
		out = append(out, d)
	}
	return out
}

func TestThroughOnly(t *testing.T) {
	deps := []string{"encoding/binary", "reflect", "fmt"}
	assert.Equal(t, []string{"encoding/binary", "fmt"},
		throughOnly(deps, map[string][]string{"reflect": {"encoding/binary"}, "fmt": {"mschess/ui"}}))
	assert.Equal(t, deps, throughOnly(deps, map[string][]string{"reflect": {"encoding/binary", "mschess/ui"}}),
		"an import of reflect of the app's own is too costly")
}

// wasmDeps returns the import paths of every package the wasm app is built
// from, and for each the packages among them that import it. It looks at each
// Go file of the module's own, so that go test's cache knows that the result
// depends on them.
func wasmDeps(t *testing.T) (deps []string, importers map[string][]string) {
	t.Helper()
	cmd := exec.Command("go", "list", "-deps", "-f", "{{.ImportPath}} {{with .Module}}{{.Path}}{{else}}std{{end}} {{.Dir}} imports:{{join .Imports \",\"}} {{join .GoFiles \" \"}}", "./wasm")
	cmd.Dir = "../.."
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.Output()
	require.NoError(t, err, "go list -deps ./wasm for js/wasm")
	importers = map[string][]string{}
	for line := range strings.Lines(string(out)) {
		f := strings.Fields(line)
		deps = append(deps, f[0])
		if list, ok := strings.CutPrefix(f[3], "imports:"); ok && list != "" {
			for _, imp := range strings.Split(list, ",") {
				importers[imp] = append(importers[imp], f[0])
			}
		}
		if len(f) > 2 && f[1] == "mschess" {
			for _, name := range append([]string{""}, f[4:]...) {
				_, err := os.Stat(filepath.Join(f[2], name))
				require.NoError(t, err)
			}
		}
	}
	_, err = os.Stat("../../go.mod")
	require.NoError(t, err)
	return deps, importers
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
