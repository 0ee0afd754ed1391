package sdpcode

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCanonicalAddressIsRFC5952s(t *testing.T) {
	tests := []struct{ name, addr, want string }{
		{"IPv4 as it is", "192.0.2.1", "192.0.2.1"},
		{"IPv4 without leading zeros", "192.000.002.001", "192.0.2.1"},
		{"IPv6 in lower case (§4.3)", "2001:DB8::ABCD", "2001:db8::abcd"},
		{"IPv6 without leading zeros (§4.1)", "2001:0db8:0000:0000:0000:0000:0000:0001", "2001:db8::1"},
		{"IPv6's longest run of zeros shortened (§4.2.3)", "2001:0:0:1:0:0:0:1", "2001:0:0:1::1"},
		{"IPv6's first of equal runs shortened (§4.2.3)", "2001:db8:0:0:1:0:0:1", "2001:db8::1:0:0:1"},
		{"IPv6's lone zero group kept (§4.2.2)", "2001:db8:0:1:1:1:1:1", "2001:db8:0:1:1:1:1:1"},
		{"IPv6's zeros at the start", "0:0:0:0:0:0:0:1", "::1"},
		{"IPv6's zeros at the end", "fd00:0:0:0:0:0:0:0", "fd00::"},
		{"IPv6 all zeros", "0:0:0:0:0:0:0:0", "::"},
		{"an mDNS UUID name in lower case", "C951C01D-13D3-430C-8AD8-F519C3C4DFE0.local", "c951c01d-13d3-430c-8ad8-f519c3c4dfe0.local"},
		{"another host name as it is", "My-Laptop.local", "My-Laptop.local"},
		{"an IPv4 address too large, as it is", "192.0.2.256", "192.0.2.256"},
		{"an IPv6 address of nine groups, as it is", "1:2:3:4:5:6:7:8:9", "1:2:3:4:5:6:7:8:9"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, canonicalAddress(tc.addr))
		})
	}
}

func TestAddressFormsRoundTrip(t *testing.T) {
	tests := []struct {
		addr string
		form int
		size int
	}{
		{"192.0.2.1", formIPv4, 4},
		{"0.0.0.0", formIPv4, 4},
		{"2001:db8::1:0:0:1", formIPv6, 16},
		{"::", formIPv6, 16},
		{"c951c01d-13d3-430c-8ad8-f519c3c4dfe0.local", formUUID, 16},
		{"my-laptop.local", formName, len("my-laptop.local")},
		{"C951C01D-13D3-430C-8AD8-F519C3C4DFE0.local", formName, 42}, // canonicalAddress lowers it
	}
	for _, tc := range tests {
		t.Run(tc.addr, func(t *testing.T) {
			form, b, ok := addressForm(tc.addr)
			require.True(t, ok)
			assert.Equal(t, tc.form, form)
			assert.Len(t, b, tc.size)
			assert.Equal(t, tc.addr, formatAddress(form, b))
		})
	}
}

func TestAddressFormsRefuseWhatACodeCannotCarry(t *testing.T) {
	for name, addr := range map[string]string{
		"an empty address":                 "",
		"IPv4 not in its canonical form":   "192.0.2.01",
		"IPv6 not in its canonical form":   "2001:DB8::1",
		"IPv6 with a zone":                 "fe80::1%eth0",
		"IPv6 with an IPv4 tail":           "::ffff:192.0.2.1",
		"IPv6 with two runs of zeros":      "1::2::3",
		"IPv6 with a group of five digits": "1:2:3:4:5:6:7:12345",
		"a name with a space":              "my laptop.local",
	} {
		t.Run(name, func(t *testing.T) {
			_, _, ok := addressForm(addr)
			assert.False(t, ok)
		})
	}
}
