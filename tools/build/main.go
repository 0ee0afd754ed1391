// Command build assembles the deployable site from the sources and the
// compiled app:
//
//	go run ./tools/build -wasm bin/app.wasm -out dist
//
// It copies index.html, embed.html (if present), wasm_exec.js, everything
// under site/ (dot files aside) and the app wasm, as app.wasm, its data
// packed by internal/wasmpack (docs/size.md). Files with a fixed URL stay
// where they are: index.html, embed.html and site/manifest.webmanifest;
// site/sw.js moves to the root, so that its scope covers the whole site.
// Every other file is renamed name.<8 hex of SHA-256>.ext under assets/,
// keeping its directory: site/boot.js becomes assets/site/boot.1a2b3c4d.js.
// Such a name changes with the content, so those files can be cached forever.
//
// References between files are rewritten in .html, .js, .css and
// .webmanifest files. Sources write them as plain relative URLs: in pages,
// stylesheets and manifests relative to the file itself, in scripts relative
// to the site root (scripts fetch relative to the page): "site/boot.js",
// "app.wasm", or "pieces.svg" inside site/style.css. URLs built at run time
// or written as absolute paths are not rewritten.
//
// A page can take in another file whole: <!--#include site/pieces.svg-->,
// with the path relative to the page, is replaced by that file's text, and the
// file is then not published on its own (nothing else may refer to it).
// <!--#boot-text--> in a page is replaced by the words the page shows before
// the app runs, in every language, as JSON from ui/text (boot.go).
//
// Finally it writes site/precache.json for the service worker:
// {"version": "<16 hex>", "files": ["assets/app.1a2b3c4d.wasm", ...,
// "index.html", ...], "hashes": {"index.html": "<SHA-256 in hex>", ...}},
// every file of the site as a URL path relative to the site root, except sw.js
// and precache.json, with its hash. The same version replaces
// __BUILD_VERSION__ in sw.js and in the pages, and the hashes, as a JSON
// object, __BUILD_HASHES__ in sw.js. The output is a function of the inputs
// alone.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"mschess/internal/wasmpack"
	"mschess/ui/text"
)

func main() {
	src := flag.String("src", ".", "source root holding index.html, wasm_exec.js and site/")
	wasm := flag.String("wasm", "", "the compiled app (GOOS=js GOARCH=wasm)")
	out := flag.String("out", "dist", "output directory, replaced as a whole")
	flag.Parse()
	if err := run(*src, *wasm, *out); err != nil {
		fmt.Fprintln(os.Stderr, "build:", err)
		os.Exit(1)
	}
}

// run builds the site from the sources under srcRoot and the wasm file into
// the directory out.
func run(srcRoot, wasmPath, out string) error {
	if wasmPath == "" {
		return fmt.Errorf("-wasm is required")
	}
	files, err := readSources(srcRoot, wasmPath)
	if err != nil {
		return err
	}
	if err := fillBootTexts(files); err != nil {
		return err
	}
	site, err := assemble(files)
	if err != nil {
		return err
	}
	if err := writeSite(srcRoot, out, site); err != nil {
		return err
	}
	fmt.Printf("build: wrote %d files to %s\n", len(site), out)
	return nil
}

// readSources reads the files of the site, sorted by source path.
func readSources(srcRoot, wasmPath string) ([]*file, error) {
	var files []*file
	add := func(src, name string) error {
		data, err := os.ReadFile(name)
		if err != nil {
			return err
		}
		files = append(files, &file{src: src, data: data})
		return nil
	}
	if err := add("app.wasm", wasmPath); err != nil {
		return nil, err
	}
	if err := pack(files[0]); err != nil {
		return nil, err
	}
	for _, name := range []string{"index.html", "wasm_exec.js"} {
		if err := add(name, filepath.Join(srcRoot, name)); err != nil {
			return nil, err
		}
	}
	if err := add("embed.html", filepath.Join(srcRoot, "embed.html")); err != nil && !os.IsNotExist(err) {
		return nil, err
	}
	siteDir := filepath.Join(srcRoot, "site")
	err := filepath.WalkDir(siteDir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if strings.HasPrefix(d.Name(), ".") && p != siteDir {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if d.IsDir() {
			return nil
		}
		rel, err := filepath.Rel(srcRoot, p)
		if err != nil {
			return err
		}
		return add(filepath.ToSlash(rel), p)
	})
	if err != nil {
		return nil, err
	}
	texts, err := textFiles(files)
	if err != nil {
		return nil, err
	}
	files = append(files, texts...)
	sort.Slice(files, func(i, j int) bool { return files[i].src < files[j].src })
	return files, nil
}

// pack rewrites the app's data with internal/wasmpack, so that the site
// serves the smaller module.
func pack(app *file) error {
	data, res, err := wasmpack.Pack(app.data)
	if err != nil {
		return fmt.Errorf("%s: %w", app.src, err)
	}
	fmt.Printf("build: %s: %d data segments, %d after packing; %d buckets of the function table written as it starts\n",
		app.src, res.SegmentsBefore, res.SegmentsAfter, res.Buckets)
	app.data = data
	return nil
}

// textsDir holds the generated files of the languages' texts.
const textsDir = "site/text"

// textFiles returns a file of texts for each language, written from ui/text:
// the app holds English only, without its help, and loads the file a player
// needs (docs/size.md). A page that names one in <html data-texts>, where the
// app looks them up once their names carry a hash, must name them all.
func textFiles(sources []*file) ([]*file, error) {
	var files []*file
	for _, c := range text.All() {
		src := textsDir + "/" + c.Tag() + ".txt"
		for _, page := range sources {
			if bytes.Contains(page.data, []byte("data-texts=")) && !bytes.Contains(page.data, []byte(src)) {
				return nil, fmt.Errorf("%s must name %s in <html data-texts>, or the game cannot speak %s there", page.src, src, c.Name())
			}
		}
		files = append(files, &file{src: src, data: c.Data()})
	}
	return files, nil
}

// writeSite replaces the directory out with the files of site.
func writeSite(srcRoot, out string, site map[string][]byte) error {
	absOut, err := filepath.Abs(out)
	if err != nil {
		return err
	}
	absSrc, err := filepath.Abs(srcRoot)
	if err != nil {
		return err
	}
	// out is deleted first, so a slip in -out must not take the sources.
	if rel, err := filepath.Rel(absOut, absSrc); err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return fmt.Errorf("refusing to replace %s: it holds the sources", out)
	}
	if err := os.RemoveAll(out); err != nil {
		return err
	}
	for p, data := range site {
		name := filepath.Join(out, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(name, data, 0o644); err != nil {
			return err
		}
	}
	return nil
}
