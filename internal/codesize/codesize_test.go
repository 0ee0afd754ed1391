package codesize

import (
	"bytes"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// root is the repository, from this package's directory.
const root = "../.."

// typed are the trees whose types are kept small.
var typed = []string{"ui", "wasm", "page"}

// methodCounts returns how many methods each type declared under dir has, as
// "dir/package.Type" with the package's directory under dir ("ui.App",
// "ui/text.Catalog"), in the non-test Go files of every build (the js/wasm
// ones too: the parser reads past build tags).
func methodCounts(t *testing.T, dir string) map[string]int {
	t.Helper()
	counts := map[string]int{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || p != dir && skip(d) {
			return skipDir(d, err)
		}
		if !source(p) {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), p, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, filepath.Dir(p))
		pkg := filepath.ToSlash(filepath.Join(filepath.Base(dir), rel))
		for _, decl := range f.Decls {
			if fn, ok := decl.(*ast.FuncDecl); ok && fn.Recv != nil {
				counts[pkg+"."+receiver(fn.Recv.List[0].Type)]++
			}
		}
		return nil
	})
	require.NoError(t, err)
	return counts
}

// receiver names the type of a method's receiver, without * or type
// parameters.
func receiver(e ast.Expr) string {
	switch r := e.(type) {
	case *ast.StarExpr:
		return receiver(r.X)
	case *ast.IndexExpr:
		return receiver(r.X)
	case *ast.IndexListExpr:
		return receiver(r.X)
	case *ast.Ident:
		return r.Name
	}
	return "?"
}

// longFiles returns the non-test Go files under dir with more than max lines,
// by their path from dir, with their lengths; the string tables of ui/text are
// exempt: a language's table is as long as its texts.
func longFiles(t *testing.T, dir string, max int) map[string]int {
	t.Helper()
	long := map[string]int{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || p != dir && skip(d) {
			return skipDir(d, err)
		}
		rel, _ := filepath.Rel(dir, p)
		rel = filepath.ToSlash(rel)
		if d.IsDir() && rel == "ui/text" {
			return filepath.SkipDir
		}
		if !source(p) {
			return nil
		}
		data, err := os.ReadFile(p)
		if n := bytes.Count(data, []byte("\n")); n > max {
			long[rel] = n
		}
		return err
	})
	require.NoError(t, err)
	return long
}

// skip reports whether d is a directory that holds no code of the project:
// dot directories, testdata, and the build's bin/ and dist/.
func skip(d fs.DirEntry) bool {
	n := d.Name()
	return d.IsDir() && (strings.HasPrefix(n, ".") || n == "testdata" || n == "bin" || n == "dist")
}

// skipDir is what WalkDir's function returns for an entry skip or err
// stopped.
func skipDir(d fs.DirEntry, err error) error {
	if err != nil {
		return err
	}
	if d != nil && d.IsDir() {
		return filepath.SkipDir
	}
	return nil
}

// source reports whether p is a Go file that is not a test.
func source(p string) bool { return strings.HasSuffix(p, ".go") && !strings.HasSuffix(p, "_test.go") }

// over returns the entries of counts above max, sorted, as "name: count".
func over(counts map[string]int, max int) []string {
	var out []string
	for name, n := range counts {
		if n > max {
			out = append(out, name+": "+strconv.Itoa(n))
		}
	}
	sort.Strings(out)
	return out
}

func TestTypesAndFilesStaySmall(t *testing.T) {
	for _, dir := range typed {
		t.Run("no type of "+dir+" has more than 40 methods", func(t *testing.T) {
			assert.Empty(t, over(methodCounts(t, filepath.Join(root, dir)), MaxMethods),
				"split the type by concern (issue 20)")
		})
	}
	t.Run("no Go file outside ui/text is longer than 450 lines", func(t *testing.T) {
		assert.Empty(t, over(longFiles(t, root, MaxLines), MaxLines), "split the file along its seams (issue 20)")
	})
}

// TestCountsAreRight pins the counting on a sample package in testdata: a
// type whose methods are spread over two files, with pointer and value
// receivers and a type parameter, and a file of known length.
func TestCountsAreRight(t *testing.T) {
	tests := []struct {
		name string
		got  func(t *testing.T) map[string]int
		want map[string]int
	}{
		{"methods count by receiver type across files, not by file",
			func(t *testing.T) map[string]int { return methodCounts(t, "testdata") },
			map[string]int{"testdata/sample.wide": 41, "testdata/sample.narrow": 2, "testdata/sample.box": 1}},
		{"a file is long by its lines",
			func(t *testing.T) map[string]int { return longFiles(t, "testdata", 40) },
			map[string]int{"sample/narrow.go": 43}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, tt.got(t))
		})
	}
}
