package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/internal/seeded"
	"mschess/persist"
	"mschess/ui/text"
)

// TestSTUNSetting: the STUN server of a connection to a friend's device is a
// setting of the page too, kept on the device (docs/rules.md §11): a server,
// or none, set in the page holds on the next visit and outranks the address's
// ?stun= on this page; the address's outranks the one kept; one that cannot be
// read is refused in the player's language, and nothing changes.
func TestSTUNSetting(t *testing.T) {
	tests := []struct {
		name          string
		query, kept   string // the address's query after ?lang=es, the setting kept before
		set           string // what the player writes in the field, "-" for nothing
		refused       bool
		want, visitor []string // the ICE servers now, and on the next visit without ?stun=
	}{
		{"default", "", "", "-", false, []string{"stun:" + DefaultSTUN}, []string{"stun:" + DefaultSTUN}},
		{"a server set in the page", "", "", "stun.example.org:3478", false,
			[]string{"stun:stun.example.org:3478"}, []string{"stun:stun.example.org:3478"}},
		{"its URL set in the page", "", "", " stun:[2001:db8::1]:3478 ", false,
			[]string{"stun:[2001:db8::1]:3478"}, []string{"stun:[2001:db8::1]:3478"}},
		{"none set in the page", "", "", "", false, nil, nil},
		{"the kept one on the next visit", "", "stun:stun.example.org:3478", "-", false,
			[]string{"stun:stun.example.org:3478"}, []string{"stun:stun.example.org:3478"}},
		{"none kept", "", "none", "-", false, nil, nil},
		{"a damaged setting is the default", "", "stun:a b", "-", false,
			[]string{"stun:" + DefaultSTUN}, []string{"stun:" + DefaultSTUN}},
		{"the address outranks the kept one", "&stun=", "stun:stun.example.org:3478", "-", false,
			nil, []string{"stun:stun.example.org:3478"}},
		{"the page outranks the address", "&stun=", "", "stun.example.org", false,
			[]string{"stun:stun.example.org"}, []string{"stun:stun.example.org"}},
		{"an unreadable one changes nothing", "", "stun:stun.example.org:3478", "https://evil.example/x", true,
			[]string{"stun:stun.example.org:3478"}, []string{"stun:stun.example.org:3478"}},
	}
	es := text.Match("es")
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newStore()
			if tt.kept != "" {
				require.NoError(t, persist.STUNSetting.Set(s, tt.kept))
			}
			e := env("?lang=es"+tt.query, "", s)
			e.Entropy, e.Peers = seeded.Reader(1), true
			a := Open(e)
			if tt.set != "-" {
				err := a.SetSTUN(tt.set)
				if tt.refused {
					require.Error(t, err)
					assert.Equal(t, es.Text(text.STUNRefused), err.Error(), "in the player's language")
				} else {
					require.NoError(t, err)
				}
			}
			a.Invite(0)
			assert.Equal(t, tt.want, a.Panel().Online.Peer.ICE, "this page's connection")
			assert.Equal(t, a.STUN(), a.Panel().STUN, "the field shows the server in use")

			next := env("", "", s)
			next.Entropy, next.Peers = seeded.Reader(2), true
			b := Open(next)
			b.Invite(0)
			assert.Equal(t, tt.visitor, b.Panel().Online.Peer.ICE, "the next visit's")
		})
	}
}
