package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"mschess/ui/text"
)

// TestTextsBringNoMarkup serves a site whose Spanish texts were tampered with,
// as a hostile cache entry or file would be: markup added to every text, the
// odds' among them. The page takes none of it: no element of the markup is in
// the page, which speaks English and says why (issue 25).
func TestTextsBringNoMarkup(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.CopyFS(dir, os.DirFS(distDir)))
	files, err := filepath.Glob(filepath.Join(dir, "assets", "site", "text", "es.*.txt"))
	require.NoError(t, err)
	require.Len(t, files, 1)
	data, err := os.ReadFile(files[0])
	require.NoError(t, err)
	header, body, _ := strings.Cut(string(data), "\n")
	lines := strings.Split(strings.TrimSuffix(body, "\n"), "\n")
	for i := range lines {
		lines[i] += `<b class="injected">x</b><a class="injected" href="/"></a><meta http-equiv="refresh" content="0;url=/#gone">`
	}
	require.NoError(t, os.WriteFile(files[0], []byte(header+"\n"+strings.Join(lines, "\n")+"\n"), 0o644))

	o := newOrigin(t, dir)
	ctx := newTab(t)
	openPage(t, ctx, o.url+"/?seed=7&lang=es")
	waitFor(t, ctx, fmt.Sprintf(`document.querySelector("#status").textContent.includes(%q)`,
		catalog(t, "en").Text(text.LangUnavailable, catalog(t, "es").Name())), "the page to say the Spanish texts did not come")
	eval[bool](t, ctx, `(document.querySelector("#overlay").click(), true)`)
	require.Zero(t, eval[int](t, ctx, `document.querySelectorAll(".injected, meta[http-equiv], #board a, #board b").length`),
		"no element of the texts' markup is in the page")
	lang, _ := pageLang(t, ctx)
	require.Equal(t, "en", lang)
	require.NotContains(t, eval[string](t, ctx, `location.href`), "#gone")
}
