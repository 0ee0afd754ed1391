package ui

import (
	"errors"
	"strings"

	"mschess/persist"
	"mschess/ui/text"
)

// DefaultSTUN is the STUN server of a page whose address names none and whose
// player set none: a well-known public one, which learns the two devices'
// network addresses and nothing of the game.
const DefaultSTUN = "stun.l.google.com:19302"

// noSTUN is the setting kept for a player who set no STUN server at all, which
// an empty value could not tell from a setting never made.
const noSTUN = "none"

// STUN returns the STUN server a connection to a friend's device asks for
// this device's address on the internet, "" for none: as set in the page,
// else as the address names it (?stun=), else as set on an earlier visit,
// else DefaultSTUN. An address's unreadable server means none: better no
// server than another than the one meant.
func (v *visit) STUN() string {
	if v.opts.HasSTUN || v.opts.BadSTUN {
		return v.opts.STUN
	}
	switch kept := v.setting(persist.STUNSetting); {
	case kept == noSTUN:
		return ""
	case strings.HasPrefix(kept, "stun:"):
		if s, ok := parseSTUN(kept); ok {
			return s
		}
	}
	return DefaultSTUN
}

// SetSTUN sets raw, a STUN server's host and port or "" for none, as the one
// this and later connections to a friend's device ask, and keeps it on the
// device; the address's ?stun= drops, as the player's choice outranks it. One
// that cannot be read is refused in words the player can act on, and nothing
// changes.
func (v *visit) SetSTUN(raw string) error {
	s, ok := parseSTUN(strings.TrimSpace(raw))
	if !ok {
		return errors.New(v.Text().Text(text.STUNRefused))
	}
	v.opts.STUN, v.opts.HasSTUN, v.opts.BadSTUN = s, true, false
	v.env.Query = withoutParams(v.env.Query, "stun")
	kept := noSTUN
	if s != "" {
		kept = "stun:" + s
	}
	v.keep(persist.STUNSetting, kept)
	return nil
}

// iceServers returns the URLs of the ICE servers of a connection to a friend's
// device.
func (v *visit) iceServers() []string {
	if s := v.STUN(); s != "" {
		return []string{"stun:" + s}
	}
	return nil
}
