package ui

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"mschess/engine"
	"mschess/persist"
	"mschess/share"
	"mschess/ui/text"
)

// Options are what a page's address asks for: which game to open and how to show
// it. Unknown parameters and values that mean nothing are ignored, so that an
// address written for a later version still opens the game.
type Options struct {
	_ [0]func() // not comparable (docs/size.md)
	// Seed is the minefield of ?seed=N, when HasSeed is set.
	Seed    uint64
	HasSeed bool
	// BadSeed holds a seed parameter that is not a seed, as written but cut to
	// its first few dozen characters, for the page to repeat; BadSeedGiven tells
	// an empty one from none.
	BadSeed      string
	BadSeedGiven bool
	// Daily asks for today's daily minefield (?daily=1).
	Daily bool
	// Theme is one of Themes, or "" when the address names none.
	Theme string
	// Sound is "on" or "off" (?sound=1 or 0), or "" when the address says
	// nothing.
	Sound string
	// Orientation is the side at the bottom of a new game's board, when
	// HasOrientation is set.
	Orientation    engine.Color
	HasOrientation bool
	// Lang is the language of ?lang=, as a primary subtag, when the game speaks
	// it; else "".
	Lang string
	// Link is the fragment when it holds a shared game (share.Prefix …), else "".
	Link string
	// Carried is the fragment when it carries a game in play from the embed
	// (share.PlayPrefix …), else "".
	Carried string
	// Help asks the page to open its help as it starts (the fragment #help):
	// the embed's link to the rules.
	Help bool
	// Invitation is the fragment when it holds an invitation to a game against
	// a friend (online.go), else "".
	Invitation string
	// Letter is the fragment when it holds a letter of a game by links
	// (bylinks.go), else "".
	Letter string
	// Invite asks the page to start an invitation to play a friend as it opens
	// (the fragment #invite): the embed's way to play a friend.
	Invite bool
	// STUN is the STUN server of ?stun=, which a connection to a friend's
	// device asks for this device's address on the internet, when HasSTUN is
	// set: "" for none. BadSTUN is set when the parameter names no server.
	STUN             string
	HasSTUN, BadSTUN bool
	// Grace is how long, in milliseconds, a friend who left a game may take to
	// come back before the game may be claimed (?grace=90s, ?grace=2m), or 0
	// for DefaultGrace (grace). BadGrace is set when the parameter names no
	// such time.
	Grace    int64
	BadGrace bool
	// Resume is the side of a game with a friend that this page plays and
	// keeps, from the fragment the page's address holds while it plays
	// ("#resume=w"): a reload resumes it (resume.go). Its zero value, with
	// HasResume unset, is none.
	Resume    engine.Color
	HasResume bool
}

// DefaultGrace is how long a friend who left a game may take to come back,
// in milliseconds: long enough for a reload or a phone woken up, short
// enough to wait for (docs/rules.md §11).
const DefaultGrace = 2 * 60 * 1000

// grace is the grace period of the address, or the default one.
func (o Options) grace() int64 {
	if o.Grace == 0 {
		return DefaultGrace
	}
	return o.Grace
}

// parseGrace reads a grace period, a whole number of seconds ("90s") or
// minutes ("2m") from one second to an hour, in milliseconds: ok is false for
// anything else.
func parseGrace(raw string) (ms int64, ok bool) {
	unit := int64(1000)
	switch {
	case strings.HasSuffix(raw, "m"):
		unit = 60 * 1000
	case !strings.HasSuffix(raw, "s"):
		return 0, false
	}
	n, err := strconv.ParseInt(raw[:len(raw)-1], 10, 32)
	if err != nil || n < 1 || n*unit > 60*60*1000 {
		return 0, false
	}
	return n * unit, true
}

// parseSTUN reads a STUN server's host and port, with or without the "stun:"
// of its URL (RFC 7064): ok is false for anything else.
func parseSTUN(raw string) (server string, ok bool) {
	s := strings.TrimPrefix(raw, "stun:")
	if len(s) > 255 {
		return "", false
	}
	for _, c := range s {
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.ContainsRune(".-:[]", c)) {
			return "", false
		}
	}
	return s, true
}

// ParseOptions reads the options from a page's query string and fragment
// (location.search and location.hash, with or without "?" and "#").
func ParseOptions(query, fragment string) Options {
	var o Options
	if raw, ok := queryParam(query, "seed"); ok {
		seed, err := strconv.ParseUint(raw, 10, 64)
		if err != nil {
			o.BadSeed, o.BadSeedGiven = clip(raw), true
		} else {
			o.Seed, o.HasSeed = seed, true
		}
	}
	if raw, ok := queryParam(query, "daily"); ok {
		o.Daily = raw != "0" && raw != "false"
	}
	if raw, _ := queryParam(query, "theme"); slices.Contains(Themes, raw) {
		o.Theme = raw
	}
	switch raw, _ := queryParam(query, "sound"); raw {
	case "1", "on":
		o.Sound = "on"
	case "0", "off":
		o.Sound = "off"
	}
	switch raw, _ := queryParam(query, "orientation"); strings.ToLower(raw) {
	case "white":
		o.Orientation, o.HasOrientation = engine.White, true
	case "black":
		o.Orientation, o.HasOrientation = engine.Black, true
	}
	if raw, _ := queryParam(query, "lang"); raw != "" {
		if c, ok := text.Lookup(raw); ok {
			o.Lang = c.Tag()
		}
	}
	if raw, ok := queryParam(query, "stun"); ok {
		o.STUN, o.HasSTUN = parseSTUN(raw)
		o.BadSTUN = !o.HasSTUN
	}
	if raw, ok := queryParam(query, "grace"); ok {
		o.Grace, ok = parseGrace(raw)
		o.BadGrace = !ok
	}
	f := "#" + strings.TrimPrefix(fragment, "#")
	switch {
	case strings.HasPrefix(f, share.Prefix):
		o.Link = f
	case strings.HasPrefix(f, share.PlayPrefix):
		o.Carried = f
	}
	o.Help = f == "#help"
	o.Invite = f == inviteFragment
	if strings.HasPrefix(f, invitePrefix) {
		o.Invitation = f
	}
	if strings.HasPrefix(f, letterPrefix) {
		o.Letter = f
	}
	if l, ok := strings.CutPrefix(f, resumePrefix); ok {
		o.Resume, o.HasResume = sideOf(l)
	}
	return o
}

// Query writes the options back as a query string, "?" included, or "" when
// there are none: the theme, the sound, the orientation, the minefield (seed
// before daily, as ParseOptions reads them) and the language. The link is not
// part of it.
func (o Options) Query() string {
	var parts []string
	if o.Theme != "" {
		parts = append(parts, "theme="+o.Theme)
	}
	switch o.Sound {
	case "on":
		parts = append(parts, "sound=1")
	case "off":
		parts = append(parts, "sound=0")
	}
	if o.HasOrientation {
		side := "white"
		if o.Orientation == engine.Black {
			side = "black"
		}
		parts = append(parts, "orientation="+side)
	}
	switch {
	case o.HasSeed:
		parts = append(parts, "seed="+strconv.FormatUint(o.Seed, 10))
	case o.Daily:
		parts = append(parts, "daily=1")
	}
	if o.Lang != "" {
		parts = append(parts, "lang="+o.Lang)
	}
	if len(parts) == 0 {
		return ""
	}
	return "?" + strings.Join(parts, "&")
}

// echoLen is the most bytes of an address that the page repeats back: enough
// to recognise it, never a whole hostile address.
const echoLen = 24

// clip cuts s to echoLen bytes, at the start of a character, and "…", with
// a character that would not show as itself (persist.Unseen) shown as �: a
// message that repeats a player's text shows where it holds one, and keeps
// its own words in their order.
func clip(s string) string {
	s = strings.Map(func(r rune) rune {
		if persist.Unseen(r) {
			return '\uFFFD'
		}
		return r
	}, s)
	if len(s) <= echoLen {
		return s
	}
	cut := echoLen
	for cut > 0 && !utf8.RuneStart(s[cut]) { // bytes that are not UTF-8 may hold no start at all
		cut--
	}
	return s[:cut] + "…"
}

// queryParam returns the value of the first parameter called name in query, and
// whether there is one. Values are taken as written: none of the game's needs
// escaping.
func queryParam(query, name string) (string, bool) {
	for part := range strings.SplitSeq(strings.TrimPrefix(query, "?"), "&") {
		key, value, _ := strings.Cut(part, "=")
		if unescapeQuery(key) == name {
			return unescapeQuery(value), true
		}
	}
	return "", false
}

// unescapeQuery decodes a query's key or value as the browser's URLSearchParams
// does, so that the app reads an address as site/boot.js does: "+" is a space, a
// "%" and two hex digits a byte, any other "%" itself, and bytes that are not
// UTF-8 become U+FFFD. net/url would do it at a cost (docs/size.md).
func unescapeQuery(s string) string {
	if !strings.ContainsAny(s, "%+") && utf8.ValidString(s) {
		return s
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '+':
			b = append(b, ' ')
		case c == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]):
			b = append(b, unhex(s[i+1])<<4|unhex(s[i+2]))
			i += 2
		default:
			b = append(b, c)
		}
	}
	return strings.ToValidUTF8(string(b), "\uFFFD")
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

func unhex(c byte) byte {
	switch {
	case c >= 'a':
		return c - 'a' + 10
	case c >= 'A':
		return c - 'A' + 10
	}
	return c - '0'
}

// withoutParams returns query without the parameters named, "?" included, or ""
// when nothing is left.
func withoutParams(query string, names ...string) string {
	var kept []string
	for part := range strings.SplitSeq(strings.TrimPrefix(query, "?"), "&") {
		key, _, _ := strings.Cut(part, "=")
		if part != "" && !slices.Contains(names, unescapeQuery(key)) {
			kept = append(kept, part)
		}
	}
	if len(kept) == 0 {
		return ""
	}
	return "?" + strings.Join(kept, "&")
}
