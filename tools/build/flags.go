package main

import (
	"bytes"
	"path"
	"regexp"
	"slices"
	"strings"
)

// flagsAttr is the attribute of a page's <html> that names the elements the
// page holds hidden or disabled, by id: "replay:hidden export:disabled". The
// program takes them as its first drawing of those flags, and writes only the
// ones that differ, without looking any element up (docs/start.md).
const flagsAttr = "data-flags"

// startTag finds the start tags of a page's elements, tagAttr the attributes
// in one, and htmlTag the page's <html>. The pages' sources quote every value
// with ", and leave empty the attributes that hold words (fillLabels).
var (
	startTag = regexp.MustCompile(`<[a-zA-Z][a-zA-Z0-9-]*(\s[^>]*)?>`)
	tagAttr  = regexp.MustCompile(`\s([a-zA-Z-]+)(?:="([^"]*)")?`)
	htmlTag  = regexp.MustCompile(`<html[\s>]`)
)

// flagged are the flags the program draws from what the built page holds;
// an input's checkedness is not among them, since a browser may restore it.
var flagged = []string{"hidden", "disabled"}

// fillFlags writes flagsAttr into the <html> of each page.
func fillFlags(files []*file) {
	for _, f := range files {
		html := htmlTag.FindIndex(f.data)
		if path.Ext(f.src) != ".html" || html == nil {
			continue
		}
		var flags []string
		for _, tag := range startTag.FindAll(f.data, -1) {
			id, on := "", []string(nil)
			for _, a := range tagAttr.FindAllSubmatch(tag, -1) {
				switch name := string(a[1]); {
				case name == "id":
					id = string(a[2])
				case slices.Contains(flagged, name):
					on = append(on, name)
				}
			}
			if id == "" {
				continue
			}
			for _, flag := range on {
				flags = append(flags, id+":"+flag)
			}
		}
		at := html[0] + bytes.IndexByte(f.data[html[0]:], '>')
		f.data = bytes.Join([][]byte{f.data[:at], []byte(` ` + flagsAttr + `="` + strings.Join(flags, " ") + `"`), f.data[at:]}, nil)
	}
}
