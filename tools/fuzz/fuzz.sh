#!/usr/bin/env bash
# Runs every fuzz target of the module, one after the other, for FUZZTIME each
# (`make fuzz FUZZTIME=10m`). An input that fails is written by go test into the
# package's testdata/fuzz/<target>/, where it stays as a case of the ordinary
# tests from then on: commit it with its fix. Exits non-zero if any target failed,
# after running them all.
set -uo pipefail
cd "$(dirname "$0")/../.."
fuzztime=${FUZZTIME:-30s}

failed=()
count=0
for pkg in $(go list ./...); do
	for target in $(go test -list '^Fuzz' "$pkg" | grep '^Fuzz'); do
		count=$((count + 1))
		echo "== $pkg $target ($fuzztime)"
		if ! go test -run '^$' -fuzz "^${target}\$" -fuzztime "$fuzztime" "$pkg"; then
			failed+=("$pkg $target")
		fi
	done
done
echo "fuzz: $count targets, ${#failed[@]} failed, $fuzztime each"
for f in "${failed[@]}"; do echo "FAILED: $f"; done
((${#failed[@]} == 0))
