# Build, serve and test Minesweeper Chess.
# Needs Go, and Chromium for the browser tests (.ci/run installs it); every Go
# tool used here is fetched and run by `go` itself.
#
#   make build   assemble the site in dist/
#   make serve   build, then serve dist/ at http://localhost:8080
#   make test    every check and test, stopping at the first failure
#   make check   the inner loop: formatting, vet, staticcheck and the unit
#                tests with -short, natively, without the build or the browser
#   make bench   the engine's benchmarks natively and in wasm, and the browser's
#                (5 s each: wasm runs slower until the code has warmed up)
#   make fuzz    every fuzz target in turn, FUZZTIME each (default 30s)
#   make instructions  the instructions a level-10 search takes in wasm, the
#                same run after run where a clock is not (needs valgrind)
#   make tune    the evaluation's data made again and its weights tuned on it

GOROOT          := $(shell go env GOROOT)
GO_JS_WASM_EXEC := $(GOROOT)/lib/wasm/go_js_wasm_exec
STATICCHECK     := honnef.co/go/tools/cmd/staticcheck@v0.8.2
# axe-core, the accessibility checker that the browser tests run in the page,
# from the npm registry at a fixed version.
AXE_VERSION     := 4.14.1
AXE             := bin/axe/node_modules/axe-core/axe.min.js
# jsQR, the QR code reader that qr/'s tests read their codes back with, from
# the npm registry at a fixed version.
JSQR_VERSION    := 1.4.0
JSQR            := bin/jsqr/node_modules/jsqr/dist/jsQR.js
# Download budget of the app: 832 KiB brotli-compressed (docs/size.md).
WASM_BUDGET     := 851968

# Package trees appear as the project grows: one with no Go files yet is
# skipped, while one that exists but is broken still fails.
has_go = $(if $(shell find $(1) -name '*.go' 2>/dev/null | head -n 1),./$(1)/...)
# Vetted and linted for js/wasm as well as natively.
WASM_PKGS      := $(strip $(call has_go,engine) $(call has_go,ui) $(call has_go,persist) $(call has_go,share) $(call has_go,deal) $(call has_go,duel) $(call has_go,sdpcode) $(call has_go,qr) ./page/... ./wasm/...)
# Tested under Node.js as well as natively; ./wasm, the page, only under
# Node.js.
WASM_TEST_PKGS := $(strip $(call has_go,engine) $(call has_go,ui) $(call has_go,persist) $(call has_go,share) $(call has_go,deal) $(call has_go,duel) $(call has_go,sdpcode) $(call has_go,qr) ./page/... ./wasm)
BENCH_PKGS     := $(strip $(call has_go,engine) $(call has_go,deal) $(call has_go,duel))
E2E            := $(call has_go,e2e)

.PHONY: build serve test check bench fuzz instructions tune clean fmt-check vet lint check-wasm-exec size test-native test-wasm axe jsqr

# The packages whose code runs once a click or a message are compiled without
# inlining, which copies code into every caller (docs/size.md): the app's own
# but the engine and the computer's search, the group's points and scalars
# (not its field arithmetic), the standard ones they call, and the runtime with
# its maps.
APP_GCFLAGS := $(foreach p,mschess/ui mschess/ui/text mschess/wasm mschess/page/... mschess/deal mschess/duel \
	mschess/persist mschess/share mschess/sdpcode mschess/qr mschess/internal/wire mschess/internal/sha2 honnef.co/go/js/dom/v2 syscall/js \
	github.com/gtank/ristretto255 filippo.io/edwards25519 \
	time strings strconv internal/strconv encoding/base64 slices cmp iter sort math math/bits runtime internal/runtime/maps,-gcflags=$(p)=-l)

# The evaluation's data: Fairy-Stockfish against itself from seeded random
# openings, reproducibly (a node budget, one thread), with Black to move in
# one half of the positions and White in the other (an opening of 9 plies or of
# 8, and a position kept every 2), and its score of each position kept
# (tools/label); then the weights fitted to it and written into
# engine/bot/weights.go (tools/tune).
TUNE_DATA := tools/tune/data/positions.txt.gz
FAIRY     := -engine /usr/games/fairy-stockfish -variants engine/uci/testdata/mschess.ini
tune:
	mkdir -p bin
	go run ./tools/selfplay $(FAIRY) -games 2000 -nodes 3000 -openplies 9 -seed 11 -out bin/black.txt.gz
	go run ./tools/selfplay $(FAIRY) -games 2000 -nodes 3000 -openplies 8 -seed 12 -out bin/white.txt.gz
	cat bin/black.txt.gz bin/white.txt.gz > bin/games.txt.gz
	go run ./tools/label $(FAIRY) -nodes 8000 -parallel $$(nproc) -in bin/games.txt.gz -out $(TUNE_DATA)
	go run ./tools/tune -data $(TUNE_DATA) -write

build:
	GOOS=js GOARCH=wasm go build -trimpath -tags webtexts -ldflags="-s -w -buildid=" $(APP_GCFLAGS) -o bin/app.wasm ./wasm
	go run ./tools/build -wasm bin/app.wasm -out dist

serve: build
	go run ./tools/serve -dir dist -addr localhost:8080

test: fmt-check vet lint check-wasm-exec build size test-native test-wasm

# The browser tests (e2e) need a build and Chromium, so check leaves them to
# make test, as it does the js/wasm tests and the size.
check: fmt-check vet lint
	go test -short $$(go list ./... | grep -v '^mschess/e2e$$')

fmt-check:
	@unformatted="$$(gofmt -l .)"; \
	if [ -n "$$unformatted" ]; then echo "gofmt -w needed on:"; echo "$$unformatted"; exit 1; fi

vet:
	go vet ./...
	GOOS=js GOARCH=wasm go vet $(WASM_PKGS)
	GOOS=js GOARCH=wasm go vet -tags webtexts $(WASM_PKGS)

# Installed into bin/ rather than run with `go run`, because `go run` would
# build staticcheck itself for js/wasm when GOOS=js is set.
lint:
	GOBIN="$(CURDIR)/bin" go install $(STATICCHECK)
	bin/staticcheck ./...
	GOOS=js GOARCH=wasm bin/staticcheck $(WASM_PKGS)
	GOOS=js GOARCH=wasm bin/staticcheck -tags webtexts $(WASM_PKGS)

# The page loads the root copy; it must match the Go that built the wasm.
check-wasm-exec:
	cmp wasm_exec.js "$(GOROOT)/lib/wasm/wasm_exec.js"

# The app as the site serves it, its data packed by tools/build.
size: build
	go run ./tools/wasmsize -max $(WASM_BUDGET) dist/assets/app.*.wasm

# The browser tests in e2e/ serve dist/, so it is built first, and run axe-core;
# qr/'s tests read codes with jsQR.
test-native: build axe jsqr
	go test -timeout 30m ./...

axe: $(AXE)
$(AXE):
	npm install --prefix bin/axe --no-save --no-audit --no-fund --no-package-lock axe-core@$(AXE_VERSION)

jsqr: $(JSQR)
$(JSQR):
	npm install --prefix bin/jsqr --no-save --no-audit --no-fund --no-package-lock jsqr@$(JSQR_VERSION)

test-wasm:
ifneq ($(WASM_TEST_PKGS),)
	GOOS=js GOARCH=wasm go test -timeout 30m -short -exec "$(GO_JS_WASM_EXEC)" $(WASM_TEST_PKGS)
else
	@echo "test-wasm: no engine/ or ui/ packages yet, nothing to run under js/wasm"
endif

bench: $(if $(E2E),build)
ifneq ($(BENCH_PKGS),)
	go test -run '^$$' -bench . -benchtime 5s $(BENCH_PKGS)
	GOOS=js GOARCH=wasm go test -exec "$(GO_JS_WASM_EXEC)" -run '^$$' -bench . -benchtime 5s $(BENCH_PKGS)
endif
ifneq ($(E2E),)
	APP_GCFLAGS="$(APP_GCFLAGS)" go test ./e2e -run '^$$' -bench .
endif

# Findings stay in each package's testdata/fuzz (tools/fuzz/fuzz.sh).
FUZZTIME ?= 30s
fuzz:
	FUZZTIME=$(FUZZTIME) tools/fuzz/fuzz.sh

instructions:
	tools/instructions/instructions.sh

clean:
	rm -rf dist bin
