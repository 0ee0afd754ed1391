package main

import (
	"encoding/xml"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func repoFile(t *testing.T, p string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", p))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// The committed SVGs must be exactly what the generator produces.
func TestFilesUpToDate(t *testing.T) {
	for p, want := range map[string]string{
		"site/pieces.svg":              sprite(),
		"site/icons/icon.svg":          icon(),
		"site/icons/icon-maskable.svg": maskable(),
	} {
		if got := repoFile(t, p); got != want {
			t.Errorf("%s is stale: run `go run ./tools/icons` from the repo root", p)
		}
	}
}

func TestSprite(t *testing.T) {
	s := sprite()
	if len(s) > 16*1024 {
		t.Errorf("pieces.svg is %d bytes, want < 16 KiB", len(s))
	}
	for _, bad := range []string{"<image", "<text", "<filter", "currentColor", "<style", "data:"} {
		if strings.Contains(s, bad) {
			t.Errorf("sprite contains %q", bad)
		}
	}
	ids := map[string]string{}
	dec := xml.NewDecoder(strings.NewReader(s))
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("not well-formed XML: %v", err)
		}
		se, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		var id, vb, fill, stroke, class string
		for _, a := range se.Attr {
			switch a.Name.Local {
			case "id":
				id = a.Value
			case "viewBox":
				vb = a.Value
			case "fill":
				fill = a.Value
			case "stroke":
				stroke = a.Value
			case "class":
				class = a.Value
			}
		}
		if class != "" && class != "p1" && class != "p2" {
			t.Errorf("class %q: the page's style sheet picks a set by p1 and p2 alone", class)
		}
		switch se.Name.Local {
		case "symbol":
			if _, dup := ids[id]; dup {
				t.Errorf("duplicate symbol id %q", id)
			}
			ids[id] = vb
		case "path":
			if fill == "" && stroke == "" {
				t.Errorf("path without explicit fill/stroke in %v", se)
			}
		}
	}
	for _, id := range strings.Fields("wK wQ wR wB wN wP bK bQ bR bB bN bP mine broom flag known") {
		vb, ok := ids[id]
		if !ok {
			t.Errorf("missing symbol %q", id)
		} else if vb != "0 0 45 45" {
			t.Errorf("symbol %q viewBox = %q", id, vb)
		}
	}
	if len(ids) != 16 {
		t.Errorf("%d symbols, want 16", len(ids))
	}
}

// TestBothSetsComplete: every piece's symbol holds a drawing of each set, the
// bold one hidden unless the page's style sheet shows it.
func TestBothSetsComplete(t *testing.T) {
	s := sprite()
	for _, side := range []string{"w", "b"} {
		for _, k := range "KQRBNP" {
			start := strings.Index(s, `<symbol id="`+side+string(k)+`"`)
			if start < 0 {
				t.Fatalf("missing symbol %s%c", side, k)
			}
			sym := s[start : start+strings.Index(s[start:], "</symbol>")]
			for _, g := range []string{`<g class="p1"`, `<g class="p2" display="none"`} {
				if strings.Count(sym, g) != 1 {
					t.Errorf("symbol %s%c holds %d of %s, want 1", side, k, strings.Count(sym, g), g)
				}
			}
		}
	}
}
