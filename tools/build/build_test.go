package main

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
	"mschess/internal/testfiles"
	"mschess/internal/wasmpack"
	"mschess/ui"
	"mschess/ui/text"
)

// sourceTree is a small site that uses every kind of reference.
var sourceTree = map[string]string{
	"index.html": `<!doctype html><html data-texts="` + textsNamed + `"><link rel="manifest" href="site/manifest.webmanifest">` +
		`<link rel="stylesheet" href="./site/style.css"><script src="wasm_exec.js"></script>` +
		`<script src="site/boot.js"></script><a href="embed.html">embed</a>`,
	"embed.html":   `<script src="site/boot.js"></script>`,
	"wasm_exec.js": `// Go's loader`,
	"site/boot.js": `fetch("app.wasm"); navigator.serviceWorker.register('site/sw.js');` +
		` /* not references: */ "boot.js" "xsite/boot.js" "site/boot.json" "../app.wasm" "/app.wasm"`,
	"site/style.css":            `a{background:url(pieces.svg#rook)} b{background:url("icons/icon.svg")}`,
	"site/pieces.svg":           `<svg/>`,
	"site/icons/icon.svg":       `<svg>icon</svg>`,
	"site/icons/icon-192.png":   "\x89PNG",
	"site/manifest.webmanifest": `{"icons":[{"src":"icons/icon-192.png"}],"start_url":"../index.html"}`,
	"site/sw.js":                `const VERSION = "__BUILD_VERSION__"; const HASHES = __BUILD_HASHES__;`,
	"site/.hidden":              "skipped",
	"site/.git/config":          "skipped",
}

const wasmBytes = "\x00asm\x01\x00\x00\x00"

// textsNamed names the languages' texts as a page does.
const textsNamed = "site/text/en.txt site/text/es.txt site/text/nl.txt site/text/el.txt site/text/id.txt site/text/tl.txt"

// texts returns where the build puts the texts of each language, by language,
// each a content-hashed file.
func texts() map[string]string {
	places := map[string]string{}
	for _, c := range text.All() {
		places[c.Tag()] = "assets/site/text/" + c.Tag() + "." + hash8(string(c.Data())) + ".txt"
	}
	return places
}

// withoutTexts returns files without the languages' texts.
func withoutTexts(files []string) []string {
	return slices.DeleteFunc(files, func(f string) bool { return strings.HasPrefix(f, "assets/site/text/") })
}

// buildTree runs the build on a source tree and returns the output tree.
func buildTree(t *testing.T, sources map[string]string) map[string]string {
	t.Helper()
	src := testfiles.Write(t, sources)
	wasm := filepath.Join(t.TempDir(), "app.wasm")
	require.NoError(t, os.WriteFile(wasm, []byte(wasmBytes), 0o644))
	out := filepath.Join(t.TempDir(), "dist")
	require.NoError(t, run(src, wasm, out))
	return testfiles.Read(t, out)
}

func hash8(s string) string {
	sum := sha256.Sum256([]byte(s))
	return hex.EncodeToString(sum[:])[:8]
}

func TestBuildLayout(t *testing.T) {
	dist := buildTree(t, sourceTree)

	// Leaves first: their names follow from their unchanged contents.
	icon192 := "assets/site/icons/icon-192." + hash8("\x89PNG") + ".png"
	iconSVG := "assets/site/icons/icon." + hash8(`<svg>icon</svg>`) + ".svg"
	pieces := "assets/site/pieces." + hash8(`<svg/>`) + ".svg"
	wasm := "assets/app." + hash8(wasmBytes) + ".wasm"
	wasmExec := "assets/wasm_exec." + hash8(`// Go's loader`) + ".js"
	// Then the files that refer to them, rewritten, then hashed.
	wantCSS := `a{background:url(pieces.` + hash8(`<svg/>`) + `.svg#rook)} b{background:url("icons/icon.` +
		hash8(`<svg>icon</svg>`) + `.svg")}`
	css := "assets/site/style." + hash8(wantCSS) + ".css"
	wantBoot := `fetch("` + wasm + `"); navigator.serviceWorker.register('sw.js');` +
		` /* not references: */ "boot.js" "xsite/boot.js" "site/boot.json" "../app.wasm" "/app.wasm"`
	boot := "assets/site/boot." + hash8(wantBoot) + ".js"

	lang := texts()
	named := strings.Join([]string{lang["en"], lang["es"], lang["nl"], lang["el"], lang["id"], lang["tl"]}, " ")

	var files []string
	for p := range dist {
		files = append(files, p)
	}
	sort.Strings(files)
	assert.Equal(t, []string{
		wasm, boot, icon192, iconSVG, pieces, css, lang["el"], lang["en"], lang["es"], lang["id"], lang["nl"], lang["tl"], wasmExec,
		"embed.html", "index.html", "site/manifest.webmanifest", "site/precache.json", "sw.js",
	}, files)
	for _, c := range text.All() {
		assert.Equal(t, string(c.Data()), dist[lang[c.Tag()]], "the texts of %s, from ui/text", c.Name())
	}

	assert.Equal(t, wantCSS, dist[css])
	assert.Equal(t, wantBoot, dist[boot])
	assert.Equal(t, `<!doctype html><html data-texts="`+named+`" data-flags=""><link rel="manifest" href="site/manifest.webmanifest">`+
		`<link rel="stylesheet" href="./`+css+`"><script src="`+wasmExec+`"></script>`+
		`<script src="`+boot+`"></script><a href="embed.html">embed</a>`, dist["index.html"])
	assert.Equal(t, `<script src="`+boot+`"></script>`, dist["embed.html"])
	assert.Equal(t, `{"icons":[{"src":"../`+icon192+`"}],"start_url":"../index.html"}`,
		dist["site/manifest.webmanifest"])
	assert.Equal(t, wasmBytes, dist[wasm])

	var pc precache
	require.NoError(t, json.Unmarshal([]byte(dist["site/precache.json"]), &pc))
	assert.Regexp(t, `^[0-9a-f]{16}$`, pc.Version)
	assert.Equal(t, []string{
		wasm, boot, icon192, iconSVG, pieces, css, lang["el"], lang["en"], lang["es"], lang["id"], lang["nl"], lang["tl"], wasmExec,
		"embed.html", "index.html", "site/manifest.webmanifest",
	}, pc.Files)
	require.Len(t, pc.Hashes, len(pc.Files), "a hash for every file")
	for _, f := range pc.Files {
		sum := sha256.Sum256([]byte(dist[f]))
		assert.Equal(t, hex.EncodeToString(sum[:]), pc.Hashes[f], "the hash of %s, as published", f)
	}
	hashes, err := json.Marshal(pc.Hashes)
	require.NoError(t, err)
	assert.Equal(t, `const VERSION = "`+pc.Version+`"; const HASHES = `+string(hashes)+`;`, dist["sw.js"],
		"the worker holds the version and its own copy of the hashes")
}

func TestBuildIsDeterministicAndHashesFollowContent(t *testing.T) {
	first := buildTree(t, sourceTree)
	assert.Equal(t, first, buildTree(t, sourceTree), "same inputs, same output")

	changed := map[string]string{}
	for k, v := range sourceTree {
		changed[k] = v
	}
	changed["site/pieces.svg"] = `<svg>new</svg>`
	second := buildTree(t, changed)

	// A changed leaf renames the stylesheet that refers to it, and so
	// changes the page that names the stylesheet, and the version.
	cssName := regexp.MustCompile(`assets/site/style\.[0-9a-f]{8}\.css`)
	assert.NotEqual(t, cssName.FindString(first["index.html"]), cssName.FindString(second["index.html"]))
	assert.NotEqual(t, first["sw.js"], second["sw.js"])
	// Files that do not depend on it keep their names.
	bootName := regexp.MustCompile(`assets/site/boot\.[0-9a-f]{8}\.js`)
	assert.Equal(t, bootName.FindString(first["index.html"]), bootName.FindString(second["index.html"]))
}

func TestBuildIncludesAndVersionsPages(t *testing.T) {
	dist := buildTree(t, map[string]string{
		"index.html": `<meta content="__BUILD_VERSION__"><div hidden><!--#include site/sprite.svg--></div>` +
			`<!--#include ./site/note.txt-->`,
		"embed.html":      `<meta content="__BUILD_VERSION__"><!--#include site/sprite.svg-->`,
		"wasm_exec.js":    "",
		"site/sprite.svg": `<svg><symbol id="a"/></svg>`,
		"site/note.txt":   "note",
		"site/sw.js":      `const VERSION = "__BUILD_VERSION__"; __BUILD_HASHES__`,
		"site/a.js":       `"__BUILD_VERSION__"`,
	})
	var pc precache
	require.NoError(t, json.Unmarshal([]byte(dist["site/precache.json"]), &pc))
	a := "assets/site/a." + hash8(`"__BUILD_VERSION__"`) + ".js"

	assert.Equal(t, `<meta content="`+pc.Version+`"><div hidden><svg><symbol id="a"/></svg></div>note`, dist["index.html"],
		"the included files in place, and the version")
	assert.Equal(t, `<meta content="`+pc.Version+`"><svg><symbol id="a"/></svg>`, dist["embed.html"])
	assert.Equal(t, `"__BUILD_VERSION__"`, dist[a], "a content-hashed file keeps the placeholder")
	assert.Equal(t, []string{
		"assets/app." + hash8(wasmBytes) + ".wasm", a, "assets/wasm_exec." + hash8("") + ".js",
		"embed.html", "index.html",
	}, withoutTexts(pc.Files), "the included files are not published on their own")
}

// TestBuildWritesBootTexts: the pages get the words shown before the app runs
// in every language the game speaks, from ui/text, in JSON a script element
// can hold.
func TestBuildWritesBootTexts(t *testing.T) {
	dist := buildTree(t, map[string]string{
		"index.html":   `<script type="application/json" id="boot-text">` + bootDirective + `</script>`,
		"wasm_exec.js": "",
		"site/a.js":    "",
	})
	page := dist["index.html"]
	body := strings.TrimSuffix(strings.TrimPrefix(page, `<script type="application/json" id="boot-text">`), `</script>`)
	assert.NotContains(t, body, "<", "nothing in the texts can end the script element")
	var got map[string]map[string]string
	require.NoError(t, json.Unmarshal([]byte(body), &got))
	for _, c := range text.All() {
		assert.Equal(t, map[string]string{
			"loading": c.Text(text.Loading),
			"failed":  c.Text(text.BootFailed),
			"noWasm":  c.Text(text.BootNoWasm),
			"stopped": c.Text(text.BootStopped),
		}, got[c.Lang()], c.Lang())
	}
	assert.Len(t, got, len(text.All()))
}

// TestBuildWritesChoices: the pages hold the options of the choice of language,
// each language named in itself with English chosen, of the theme, named in
// English with the automatic one chosen, and of the opponent, named in English
// with another person first.
func TestBuildWritesChoices(t *testing.T) {
	dist := buildTree(t, map[string]string{
		"index.html": `<select id="lang"><!--#languages--></select><select id="theme"><!--#themes--></select>` +
			`<select id="opponent"><!--#opponents--></select>`,
		"wasm_exec.js": "",
		"site/a.js":    "",
	})
	page := dist["index.html"]
	assert.NotContains(t, page, "<!--#")
	choice := regexp.MustCompile(`<select id="([^"]*)">(.*?)</select>`)
	option := regexp.MustCompile(`<option value="([^"]*)"([^>]*)>([^<]*)</option>`)
	options := map[string][]string{}
	for _, c := range choice.FindAllStringSubmatch(page, -1) {
		for _, m := range option.FindAllStringSubmatch(c[2], -1) {
			options[c[1]] = append(options[c[1]], m[1]+m[2]+" "+m[3])
		}
	}
	var wantLangs []string
	for _, c := range text.All() {
		selected := ""
		if c.Tag() == "en" {
			selected = " selected"
		}
		wantLangs = append(wantLangs, c.Tag()+` lang="`+c.Tag()+`"`+selected+" "+c.Name())
	}
	assert.Equal(t, wantLangs, options["lang"])
	assert.Equal(t, []string{
		"auto selected " + text.English[text.ThemeAuto], "light " + text.English[text.ThemeLight],
		"dark " + text.English[text.ThemeDark], "contrast " + text.English[text.ThemeContrast],
	}, options["theme"])
	// Each level is offered by its name (issue 23); a friend, whom only an
	// invitation brings, is not.
	assert.Equal(t, []string{
		"0 " + text.English[text.OpponentPerson],
		"1 Computer, level 1 (beginner)", "2 Computer, level 2 (novice)",
		"3 Computer, level 3 (learner)", "4 Computer, level 4 (casual)",
		"5 Computer, level 5 (hobbyist)", "6 Computer, level 6 (keen)",
		"7 Computer, level 7 (club player)", "8 Computer, level 8 (strong club player)",
		"9 Computer, level 9 (tournament player)", "10 Computer, level 10 (very strong)",
		"11 Computer, level 11 (expert)", "12 Computer, level 12 (strongest)",
		"friend hidden disabled " + text.English[text.OpponentFriend],
	}, options["opponent"])
}

// TestBuildWritesFlags: a page's <html data-flags> names, by id, the
// elements it holds hidden or disabled, in the page's order, and nothing else
// (not a checkbox's checkedness, not an element without an id, not words).
func TestBuildWritesFlags(t *testing.T) {
	tests := []struct {
		name, page, want string
	}{
		{"hidden and disabled, by id", `<html lang="en"><p id="a" hidden></p><button id="b" type="button" disabled></button></html>`,
			`<html lang="en" data-flags="a:hidden b:disabled">`},
		{"both on one element", `<html><button hidden id="c" disabled></button></html>`, `<html data-flags="c:hidden c:disabled">`},
		{"none", `<html><p id="a"></p><input id="d" type="checkbox" checked></html>`, `<html data-flags="">`},
		{"not an element without an id", `<html><div hidden></div></html>`, `<html data-flags="">`},
		{"not a word in a value", `<html><p id="e" class="visually-hidden" title="hidden"></p></html>`, `<html data-flags="">`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dist := buildTree(t, map[string]string{"index.html": tt.page, "wasm_exec.js": "", "site/a.js": ""})
			assert.True(t, strings.HasPrefix(dist["index.html"], tt.want), dist["index.html"])
		})
	}
}

// TestBuildWritesTheStartBoard: a page's #board holds a new game's squares,
// labelled in English, with the keyboard's way in on e2, as the program draws
// them.
func TestBuildWritesTheStartBoard(t *testing.T) {
	dist := buildTree(t, map[string]string{
		"index.html":   `<html lang="en"><title></title><div id="board" data-sprite="p.svg" role="grid"><!--#board--></div>`,
		"wasm_exec.js": "",
		"site/a.js":    "",
	})
	page := dist["index.html"]
	assert.NotContains(t, page, boardDirective)
	assert.Equal(t, engine.NumSquares, strings.Count(page, `role="gridcell"`))
	assert.Equal(t, 32, strings.Count(page, `class="piece"`))
	assert.Equal(t, 32, strings.Count(page, ` fog"`), "ranks 4 to 7 under fog")
	e2 := regexp.MustCompile(`<div data-sq="e2" role="gridcell" tabindex="0" class="sq [a-z]+ pc" aria-label="([^"]*)"><svg class="piece" aria-hidden="true" data-piece="wP"><use href="p.svg#wP"/></svg></div>`)
	m := e2.FindStringSubmatch(page)
	require.NotNil(t, m, "e2's square")
	assert.Equal(t, ui.New(engine.NewGame(1), text.Match("en")).SquareLabel(engine.SquareAt(4, 1), ui.StartBoard()[engine.SquareAt(4, 1)]), m[1])
}

func TestBuildOptionalFiles(t *testing.T) {
	dist := buildTree(t, map[string]string{
		"index.html":   `<script src="site/a.js"></script>`,
		"wasm_exec.js": "",
		"site/a.js":    "a",
	})
	a := "assets/site/a." + hash8("a") + ".js"
	assert.Equal(t, `<script src="`+a+`"></script>`, dist["index.html"])
	assert.NotContains(t, dist, "sw.js")
	assert.NotContains(t, dist, "embed.html")
}

// TestBuildFillsLabels: the pages hold the labels of package labels in
// English, escaped, as text or as the attribute named, and the game's name as
// their title; elements that hold no label stay as they were.
func TestBuildFillsLabels(t *testing.T) {
	dist := buildTree(t, map[string]string{
		"index.html": `<html lang="en"><title></title><button type="button" id="new"></button>` +
			`<div id="board" role="grid"></div><p id="turn"></p><span id="flagged"></span>`,
		"wasm_exec.js": "",
		"site/a.js":    "a",
	})
	assert.Equal(t, `<html lang="en" data-flags=""><title>Minesweeper Chess</title><button type="button" id="new">`+text.English[text.NewGame]+`</button>`+
		`<div id="board" role="grid" aria-label="`+text.English[text.BoardLabel]+`"></div><p id="turn"></p><span id="flagged"></span>`,
		dist["index.html"])
}

func TestBuildErrors(t *testing.T) {
	base := map[string]string{"index.html": "", "wasm_exec.js": "", "site/boot.js": ""}
	tests := []struct {
		name    string
		extra   map[string]string
		drop    string
		wantErr string
	}{
		{"missing index.html", nil, "index.html", "index.html"},
		{"missing wasm_exec.js", nil, "wasm_exec.js", "wasm_exec.js"},
		{"missing site/", nil, "site/boot.js", "site"},
		{"sw.js without version", map[string]string{"site/sw.js": "self.x = 1"}, "", "__BUILD_VERSION__"},
		{"sw.js without hashes", map[string]string{"site/sw.js": `"__BUILD_VERSION__"`}, "", "__BUILD_HASHES__"},
		{"precache.json in sources", map[string]string{"site/precache.json": "[]"}, "", "generated by the build"},
		{"reference cycle", map[string]string{"site/a.js": `"site/b.js"`, "site/b.js": `"site/a.js"`}, "",
			"reference cycle between content-hashed files: site/a.js -> site/b.js -> site/a.js"},
		{"self reference", map[string]string{"site/c.css": `url(c.css)`}, "", "site/c.css -> site/c.css"},
		{"include of a missing file", map[string]string{"embed.html": `<!--#include site/none.svg-->`}, "",
			"embed.html includes site/none.svg, which is not a file of the site"},
		{"include of a page", map[string]string{"embed.html": `<!--#include index.html-->`}, "",
			"embed.html includes the page index.html"},
		{"a page naming some languages' texts only", map[string]string{"embed.html": `<html data-texts="site/text/es.txt">`}, "",
			"embed.html must name site/text/en.txt"},
		{"label in the sources", map[string]string{"embed.html": `<html lang="en"><title></title><p id="turn">x</p><button id="new">New</button>`},
			"", "embed.html: the element #new must be empty"},
		{"label's attribute in the sources", map[string]string{"embed.html": `<html lang="en"><title></title><div id="board" aria-label="B"></div>`},
			"", "embed.html: the element #board must not have aria-label"},
		{"labels in a page of another language", map[string]string{"embed.html": `<html lang="nl"><title></title><button id="new"></button>`},
			"", `embed.html holds labels in English, so it must say <html lang="en">`},
		{"labels under a title of the sources", map[string]string{"embed.html": `<html lang="en"><title>T</title><button id="new"></button>`},
			"", "embed.html must have an empty <title></title>"},
		{"included file referred to", map[string]string{
			"embed.html": `<!--#include site/s.svg-->`, "site/s.svg": "<svg/>", "site/c.css": `url(s.svg)`,
		}, "", "site/c.css refers to site/s.svg, which a page includes"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sources := map[string]string{}
			for k, v := range base {
				sources[k] = v
			}
			for k, v := range tt.extra {
				sources[k] = v
			}
			delete(sources, tt.drop)
			src := testfiles.Write(t, sources)
			wasm := filepath.Join(t.TempDir(), "app.wasm")
			require.NoError(t, os.WriteFile(wasm, []byte(wasmBytes), 0o644))
			err := run(src, wasm, filepath.Join(t.TempDir(), "dist"))
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.wantErr)
		})
	}
}

// TestBuildPacksTheApp checks that the site serves the app packed by
// internal/wasmpack, and that the build refuses a file that is no module.
func TestBuildPacksTheApp(t *testing.T) {
	// Two data segments 9 zero bytes apart, which the packing joins.
	module := wasmBytes + "\x0b\x0d\x02" + "\x00\x41\x00\x0b\x01a" + "\x00\x41\x0a\x0b\x01b"
	packed, res, err := wasmpack.Pack([]byte(module))
	require.NoError(t, err)
	require.Equal(t, 1, res.SegmentsAfter)

	src := testfiles.Write(t, map[string]string{"index.html": "", "wasm_exec.js": "", "site/a.js": ""})
	for _, tt := range []struct {
		name, app, want, wantErr string
	}{
		{"a module", module, string(packed), ""},
		{"no module", "app", "", "app.wasm: malformed wasm module: no WebAssembly header"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			wasm := filepath.Join(t.TempDir(), "app.wasm")
			require.NoError(t, os.WriteFile(wasm, []byte(tt.app), 0o644))
			out := filepath.Join(t.TempDir(), "dist")
			err := run(src, wasm, out)
			if tt.wantErr != "" {
				assert.ErrorContains(t, err, tt.wantErr)
				return
			}
			require.NoError(t, err)
			got, err := os.ReadFile(filepath.Join(out, "assets", "app."+hash8(tt.want)+".wasm"))
			require.NoError(t, err)
			assert.Equal(t, tt.want, string(got))
		})
	}
}

func TestRunReplacesOutput(t *testing.T) {
	src := testfiles.Write(t, map[string]string{"index.html": "", "wasm_exec.js": "", "site/a.js": ""})
	wasm := filepath.Join(src, "app.wasm")
	require.NoError(t, os.WriteFile(wasm, []byte(wasmBytes), 0o644))

	out := filepath.Join(src, "dist")
	require.NoError(t, os.MkdirAll(out, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(out, "stale.js"), nil, 0o644))
	require.NoError(t, run(src, wasm, out))
	assert.NoFileExists(t, filepath.Join(out, "stale.js"))
	assert.FileExists(t, filepath.Join(out, "index.html"))

	for _, bad := range []string{src, filepath.Dir(src)} {
		err := run(src, wasm, bad)
		require.Error(t, err)
		assert.Contains(t, err.Error(), "holds the sources")
	}
	assert.FileExists(t, filepath.Join(src, "index.html"))

	assert.ErrorContains(t, run(src, "", out), "-wasm is required")
	assert.ErrorContains(t, run(src, filepath.Join(src, "none.wasm"), out), "none.wasm")
}

func TestRelPath(t *testing.T) {
	tests := []struct{ from, to, want string }{
		{"", "app.wasm", "app.wasm"},
		{"", "site/boot.js", "site/boot.js"},
		{"site", "site/pieces.svg", "pieces.svg"},
		{"site", "site/icons/a.png", "icons/a.png"},
		{"site", "index.html", "../index.html"},
		{"site", "assets/site/a.png", "../assets/site/a.png"},
		{"assets/site", "assets/site/a.svg", "a.svg"},
		{"assets/site/icons", "assets/site/a.svg", "../a.svg"},
		{"site/icons", "site/iconsx/a.svg", "../iconsx/a.svg"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, relPath(tt.from, tt.to), "%s -> %s", tt.from, tt.to)
	}
}

func TestWholeURL(t *testing.T) {
	tests := []struct {
		text string
		want bool
	}{
		{`app.wasm`, true},
		{`"app.wasm"`, true},
		{`(app.wasm)`, true},
		{`'./app.wasm'`, true},
		{`"app.wasm?v=1"`, true},
		{`"app.wasm#x"`, true},
		{`"/app.wasm"`, false},
		{`"../app.wasm"`, false},
		{`"x/./app.wasm"`, false},
		{`"xapp.wasm"`, false},
		{`"app.wasm.map"`, false},
		{`"app.wasm/x"`, false},
	}
	for _, tt := range tests {
		start := regexp.MustCompile(`app\.wasm`).FindStringIndex(tt.text)
		require.NotNil(t, start, tt.text)
		assert.Equal(t, tt.want, wholeURL(tt.text, start[0], start[1]), tt.text)
	}
}

// TestPagesNameEveryLanguage checks the site's own pages: a page that does not
// name a language's texts cannot speak it.
func TestPagesNameEveryLanguage(t *testing.T) {
	for _, page := range []string{"index.html", "embed.html"} {
		data, err := os.ReadFile(filepath.Join("..", "..", page))
		require.NoError(t, err)
		for _, c := range text.All() {
			assert.Contains(t, string(data), textsDir+"/"+c.Tag()+".txt", "%s names the texts of %s", page, c.Name())
		}
	}
}
