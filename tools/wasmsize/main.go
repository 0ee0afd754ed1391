// Command wasmsize enforces the app's download budget: it prints the raw and
// the brotli-compressed size of a file and fails when the compressed size is
// over the limit.
//
//	go run ./tools/wasmsize -max 786432 dist/assets/app.*.wasm
//
// Brotli at its best quality is what a static host or CDN serves wasm with,
// so that is the size a player downloads.
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/andybalholm/brotli"
)

func main() {
	limit := flag.Int("max", 0, "largest allowed brotli-compressed size, in bytes")
	flag.Parse()
	if flag.NArg() != 1 || *limit <= 0 {
		fmt.Fprintln(os.Stderr, "usage: wasmsize -max BYTES FILE")
		os.Exit(2)
	}
	data, err := os.ReadFile(flag.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, "wasmsize:", err)
		os.Exit(1)
	}
	msg, ok := check(flag.Arg(0), data, *limit)
	fmt.Println(msg)
	if !ok {
		os.Exit(1)
	}
}

// check measures data and reports whether its compressed size is within limit,
// with a one-line summary that says so.
func check(name string, data []byte, limit int) (summary string, ok bool) {
	compressed := brotliSize(data)
	ok = compressed <= limit
	verdict := "within"
	if !ok {
		verdict = "OVER"
	}
	return fmt.Sprintf("%s: %d bytes raw (%.1f KiB), %d bytes brotli (%.1f KiB): %s the budget of %d bytes (%.1f KiB)",
		name, len(data), kib(len(data)), compressed, kib(compressed), verdict, limit, kib(limit)), ok
}

// brotliSize returns the size of data compressed with brotli at its best quality.
func brotliSize(data []byte) int {
	var n counter
	w := brotli.NewWriterLevel(&n, brotli.BestCompression)
	// Writes to a counter cannot fail, so neither can the compressor's.
	_, _ = w.Write(data)
	_ = w.Close()
	return int(n)
}

// counter is an io.Writer that only counts the bytes written to it.
type counter int

// Write implements io.Writer.
func (c *counter) Write(p []byte) (int, error) {
	*c += counter(len(p))
	return len(p), nil
}

func kib(n int) float64 { return float64(n) / 1024 }
