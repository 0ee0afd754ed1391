package persist

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLastDailyReadsWhatWasKept: the day's try, with its record once over,
// reads back as it was kept.
func TestLastDailyReadsWhatWasKept(t *testing.T) {
	for _, tc := range []struct {
		name string
		try  DailyTry
	}{
		{"a daily in play keeps its date", DailyTry{Date: "2026-12-03"}},
		{"a finished daily keeps its record", DailyTry{Date: "2026-12-03", Record: "[Event \"?\"]\n\n1. Nf3 *\n"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := NewMemStore()
			require.NoError(t, SetLastDaily(s, tc.try))
			assert.Equal(t, tc.try, LastDaily(s))
		})
	}
}

// TestLastDailyReadsWhatItCannotReadAsNoTry: no try, another version's text
// or a damaged one reads as no try, so that the page goes on.
func TestLastDailyReadsWhatItCannotReadAsNoTry(t *testing.T) {
	for _, tc := range []struct{ name, text string }{
		{"nothing kept", ""},
		{"a newer version", "mschess-daily 2\n2026-12-03"},
		{"a date cut short", "mschess-daily 1\n2026-12"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := NewMemStore()
			if tc.text != "" {
				s.Data[dailyKey] = tc.text
			}
			assert.Equal(t, DailyTry{}, LastDaily(s))
		})
	}
}
