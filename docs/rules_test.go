// Package docs holds the project's documents. Its test keeps the code's
// citations of the rules reference, rules.md, in step with the reference.
package docs

import (
	"bufio"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/internal/testfiles"
)

// sectionHeading matches a numbered section of rules.md: "## 7. End of the game".
var sectionHeading = regexp.MustCompile(`(?m)^## (\d+)\. \S`)

// sectionSign matches a cited section, "§7", together with the name of a standard
// just before it when the section is that standard's ("RFC 4648 §5"), not a rule's.
// A citation counts whatever names the rules before it, so the upstream
// specification's name and docs/rules.md are accepted alike.
var sectionSign = regexp.MustCompile(`(RFC \d+ )?§(\d+)`)

// citingFiles are the kinds of file that cite the rules: Go sources, where comments
// and test names do, and the text fixtures and documents beside them.
var citingFiles = map[string]bool{".go": true, ".md": true, ".txt": true, ".pgn": true}

// generated are the directories of build output, which hold no sources.
var generated = map[string]bool{"dist": true, "bin": true}

// citation is one citation of a rules section, and where it is.
type citation struct {
	where   string // slash-separated path:line
	section int
}

// sections returns the section numbers of a rules reference, in order.
func sections(doc string) []int {
	var ns []int
	for _, m := range sectionHeading.FindAllStringSubmatch(doc, -1) {
		n, _ := strconv.Atoi(m[1])
		ns = append(ns, n)
	}
	return ns
}

// citationsIn returns every citation of a rules section in the files under root.
func citationsIn(root string) ([]citation, error) {
	var found []citation
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		switch {
		case err != nil:
			return err
		case d.IsDir() && path != root && (strings.HasPrefix(d.Name(), ".") || generated[d.Name()]):
			return filepath.SkipDir
		case d.IsDir() || !citingFiles[filepath.Ext(path)]:
			return nil
		}
		rel, err := filepath.Rel(root, path)
		if err != nil {
			return err
		}
		f, err := os.Open(path)
		if err != nil {
			return err
		}
		defer f.Close()
		lines := bufio.NewScanner(f)
		lines.Buffer(nil, 1<<20)
		for line := 1; lines.Scan(); line++ {
			for _, m := range sectionSign.FindAllStringSubmatch(lines.Text(), -1) {
				if m[1] != "" {
					continue
				}
				n, _ := strconv.Atoi(m[2])
				found = append(found, citation{filepath.ToSlash(rel) + ":" + strconv.Itoa(line), n})
			}
		}
		return lines.Err()
	})
	return found, err
}

func TestRulesSectionsAreNumberedInOrder(t *testing.T) {
	doc, err := os.ReadFile("rules.md")
	require.NoError(t, err)
	got := sections(string(doc))
	require.NotEmpty(t, got, "rules.md has no headings of the form \"## N. Title\"")
	for i, n := range got {
		assert.Equal(t, i+1, n, "section %d of rules.md is numbered §%d: citations and ranges like §4–§6 rely on 1, 2, 3, …", i+1, n)
	}
}

func TestCitedRulesSectionsExist(t *testing.T) {
	doc, err := os.ReadFile("rules.md")
	require.NoError(t, err)
	have := map[int]bool{}
	for _, n := range sections(string(doc)) {
		have[n] = true
	}
	cited, err := citationsIn("..")
	require.NoError(t, err)
	require.NotEmpty(t, cited, "no citation of a rules section found: is the walk reading the project?")
	for _, c := range cited {
		assert.True(t, have[c.section], "%s cites §%d, which docs/rules.md does not have", c.where, c.section)
	}
}

func TestCitationsIn(t *testing.T) {
	tests := []struct {
		name  string
		files map[string]string
		want  []citation
	}{
		{"a comment cites the upstream specification's section",
			map[string]string{"engine/a.go": "// (RULES.md §6)"}, []citation{{"engine/a.go:1", 6}}},
		{"a comment cites the project's reference",
			map[string]string{"a.go": "// docs/rules.md §8"}, []citation{{"a.go:1", 8}}},
		{"a test name cites a bare section",
			map[string]string{"a_test.go": `t.Run("§2 the seed stays hidden", f)`}, []citation{{"a_test.go:1", 2}}},
		{"both ends of a range are cited",
			map[string]string{"a.go": "// RULES.md §4–§6"}, []citation{{"a.go:1", 4}, {"a.go:1", 6}}},
		{"a section with a possessive is cited",
			map[string]string{"a.go": "// RULES.md §7's list"}, []citation{{"a.go:1", 7}}},
		{"the line is the citation's own",
			map[string]string{"a.go": "package a\n\n// §10 take-backs"}, []citation{{"a.go:3", 10}}},
		{"an RFC's section is not a rule's",
			map[string]string{"a.go": "// base64url (RFC 4648 §5)"}, nil},
		{"a text fixture is read",
			map[string]string{"testdata/perft.txt": "# MFEN (RULES.md §8)"}, []citation{{"testdata/perft.txt:1", 8}}},
		{"build output is not read",
			map[string]string{"dist/a.md": "§1"}, nil},
		{"a hidden directory is not read",
			map[string]string{".git/a.md": "§1"}, nil},
		{"a script is not read",
			map[string]string{"site/a.js": "// §1"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := citationsIn(testfiles.Write(t, tt.files))
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestSections(t *testing.T) {
	tests := []struct {
		name string
		doc  string
		want []int
	}{
		{"numbered level-two headings are sections",
			"# Title\n\n## 1. Board\ntext\n## 2. Fog\n", []int{1, 2}},
		{"a sub-heading is not a section",
			"## 8. Notation\n### 9. Not a section\n", []int{8}},
		{"a numbered list item is not a section",
			"## 7. End\n1. King exposed\n", []int{7}},
		{"a heading without a number is not a section",
			"## Notes\n", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, sections(tt.doc))
		})
	}
}
