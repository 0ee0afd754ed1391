package engine

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// longestRecord is the record of longestGame, as testdata keeps it.
func longestRecord(t testing.TB) string {
	t.Helper()
	text, err := os.ReadFile(filepath.Join("testdata", "records", "longest.pgn"))
	require.NoError(t, err)
	return string(text)
}

// TestRecordLimits pins what ParseRecord refuses by size alone: more text or
// more moves than any game needs is refused whole, before a move is replayed,
// which the error tells: replayed, each of these records would fail otherwise.
func TestRecordLimits(t *testing.T) {
	longest := longestRecord(t)
	oneMore := strings.Replace(longest, " 0-1", " Kf10 0-1", 1)
	padded := func(n int) string {
		text := `[Seed "7"]` + "\n1. Nc3 {"
		return text + strings.Repeat("x", n-len(text)-len("} Nc8 *")) + "} Nc8 *"
	}
	for _, tc := range []struct {
		name string
		text string
		want error // nil: read
	}{
		{"a record of MaxRecordPlies moves is read", longest, nil},
		{"one move more is refused before any is replayed", oneMore, ErrTooManyMoves},
		{"a record of MaxRecordBytes is read", padded(MaxRecordBytes), nil},
		{"one byte more is refused before it is read", padded(MaxRecordBytes + 1), ErrRecordTooLong},
		{"a megabyte of comment is refused", padded(1 << 20), ErrRecordTooLong},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := ParseRecord(tc.text)
			if tc.want == nil {
				require.NoError(t, err)
				return
			}
			assert.ErrorIs(t, err, tc.want)
		})
	}
}

// TestErrorsQuoteLittle checks that a message quotes no more than a few dozen
// characters of what it was given, however long: a hostile link must not fill
// the page with its own text.
func TestErrorsQuoteLittle(t *testing.T) {
	long := strings.Repeat("9", 10_000)
	for _, tc := range []struct {
		name string
		err  func() error
	}{
		{"a tag value", func() error { _, _, err := ParseRecord(`[Seed "` + long + `"]` + "\n*"); return err }},
		{"a tag pair", func() error { _, _, err := ParseRecord(`[Seed ` + long + "\n*"); return err }},
		{"a move", func() error { _, _, err := ParseRecord(`[Seed "7"]` + "\n1. N" + long + " *"); return err }},
		{"a move number", func() error { _, _, err := ParseRecord(`[Seed "7"]` + "\n" + long + ". Nc3 *"); return err }},
		{"a mine list", func() error { _, _, err := ParseRecord(`[Mines "a` + long + `"]` + "\n*"); return err }},
		{"an MFEN", func() error { _, err := ParseMFEN(long); return err }},
		{"a SAN move", func() error { _, err := NewGame(1).PlaySAN("N" + long); return err }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.err()
			require.Error(t, err)
			msg := err.Error()
			assert.LessOrEqual(t, utf8.RuneCountInString(msg), 200, msg)
			assert.Contains(t, msg, "9…", "the text is quoted, cut short")
		})
	}
}

func BenchmarkParseLongestRecord(b *testing.B) {
	text := longestRecord(b)
	for b.Loop() {
		if _, _, err := ParseRecord(text); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N*MaxRecordPlies)/b.Elapsed().Seconds(), "plies/s")
}
