#!/bin/sh
# Renders the PNG app icons from the SVGs with headless Chromium.
# Run from the repository root after `go run ./tools/icons`.
set -eu
ICONS="$(pwd)/site/icons"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
render() { # svg size out
	printf '<!doctype html><html><body style="margin:0;overflow:hidden"><img src="file://%s/%s" width="%s" height="%s" style="display:block"></body></html>' \
		"$ICONS" "$1" "$2" "$2" >"$TMP/page.html"
	chromium --headless --no-sandbox --disable-gpu --disable-background-networking \
		--disable-component-update --disable-sync --no-first-run --hide-scrollbars \
		--default-background-color=00000000 --user-data-dir="$TMP/profile" \
		--window-size="$2,$2" --screenshot="$ICONS/$3" "file://$TMP/page.html" 2>/dev/null
}
render icon.svg 192 icon-192.png
render icon.svg 512 icon-512.png
render icon-maskable.svg 512 icon-maskable-512.png
file "$ICONS"/*.png
