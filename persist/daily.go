package persist

import "strings"

// The daily puzzle tried on the device is text under its own key,
// "mschess.daily": a first line naming the format and its version, the UTC
// date of the last daily game that had a move on this device, and, once that
// game is over, its record, as it is, to the end:
//
//	mschess-daily 1
//	2026-12-03
//	[Event "Daily puzzle 2026-12-03"]
//	…
//
// The record is the finished game's, as engine.Game.Record writes it: its
// minefield is no secret once it is over (docs/rules.md §2), and a daily's is
// anyone's anyway. A text this version cannot read, or of a newer version,
// reads as no try: the page then offers the day's game, and never breaks.
const (
	dailyKey   = "mschess.daily"
	dailyMagic = "mschess-daily 1"
)

// DailyTry is the last daily game tried on the device.
type DailyTry struct {
	Date   string // its minefield's UTC date, YYYY-MM-DD; "" for none
	Record string // its record once it is over, else ""
}

// LastDaily returns the last daily game tried on the device in s, or the zero
// DailyTry when there is none or it cannot be read.
func LastDaily(s Store) DailyTry {
	text, _ := s.Get(dailyKey)
	head, rest, _ := strings.Cut(text, "\n")
	date, record, _ := strings.Cut(rest, "\n")
	if head != dailyMagic || len(date) != len("2006-01-02") {
		return DailyTry{}
	}
	return DailyTry{Date: date, Record: record}
}

// SetLastDaily keeps t as the last daily game tried on the device in s.
func SetLastDaily(s Store, t DailyTry) error {
	return s.Set(dailyKey, dailyMagic+"\n"+t.Date+"\n"+t.Record)
}
