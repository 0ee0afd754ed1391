package main

import (
	"bytes"
	"encoding/json"
	"path"

	"mschess/ui/text"
)

// bootDirective, in a page, stands for the words site/boot.js shows before the
// program runs, in every language the game speaks, as JSON written from
// ui/text: {"en": {"loading": "…", "failed": "… {0} …", "noWasm": "…",
// "stopped": "…"}, "es": {…}, …}. A page holds it in a script element of type
// application/json, which boot.js reads.
const bootDirective = "<!--#boot-text-->"

// bootTexts returns the JSON that bootDirective stands for. encoding/json
// escapes "<", so the text cannot end the script element that holds it.
func bootTexts() ([]byte, error) {
	all := map[string]map[string]string{}
	for _, c := range text.All() {
		all[c.Lang()] = map[string]string{
			"loading": c.Text(text.Loading),
			"failed":  c.Text(text.BootFailed),
			"noWasm":  c.Text(text.BootNoWasm),
			"stopped": c.Text(text.BootStopped),
		}
	}
	return json.Marshal(all)
}

// fillBootTexts replaces bootDirective in the pages with bootTexts.
func fillBootTexts(files []*file) error {
	boot, err := bootTexts()
	if err != nil {
		return err
	}
	for _, f := range files {
		if path.Ext(f.src) == ".html" {
			f.data = bytes.ReplaceAll(f.data, []byte(bootDirective), boot)
		}
	}
	return nil
}
