#!/usr/bin/env bash
# Counts the instructions the computer's search takes in WebAssembly, for each
# test binary of engine/bot named (default: one built from the working tree):
# a level's BenchmarkChoose pass (LEVEL, default 10) less a level-1 pass, which
# leaves out the binary's start and compilation. Node compiles the module at
# once and on one thread, so the count comes out the same run after run to
# within 1 %, where a wall clock on a shared machine varies by a third
# (README.md, the search's speed in wasm). Needs valgrind and node.
# `make instructions`, or tools/instructions/instructions.sh a.wasm b.wasm to
# compare two builds.
set -euo pipefail
cd "$(dirname "$0")/../.."
level=${LEVEL:-10}
exec_js="$(go env GOROOT)/lib/wasm/wasm_exec_node.js"
if [ $# -eq 0 ]; then
	mkdir -p bin
	GOOS=js GOARCH=wasm go test -c -o bin/bot.test.wasm ./engine/bot
	set -- bin/bot.test.wasm
fi

# count BINARY LEVEL prints the instructions node runs for one pass at LEVEL.
count() {
	valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \
		node --stack-size=8192 --no-liftoff --no-wasm-tier-up --single-threaded "$exec_js" "$1" \
		-test.run '^$' -test.bench "Choose/level$2\$" -test.benchtime 1x 2>&1 |
		sed -n 's/.*I *refs: *//p' | tr -d ,
}

for bin in "$@"; do
	start=$(count "$bin" 1)
	search=$(count "$bin" "$level")
	echo "$bin: level $level, $(((search - start) / 1000000)) million instructions"
done
