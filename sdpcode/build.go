package sdpcode

import (
	"strconv"
	"strings"
)

// SDP writes d as a session description for setRemoteDescription, with d.Type
// as its type: the lines of a browser's, of which the package doc says what
// it fills in.
func (d Description) SDP() string {
	var b strings.Builder
	line := func(parts ...string) {
		for _, p := range parts {
			b.WriteString(p)
		}
		b.WriteString("\r\n")
	}
	line("v=0")
	line("o=- 0 2 IN IP4 127.0.0.1")
	line("s=-")
	line("t=0 0")
	line("a=group:BUNDLE ", d.Mid)
	line("m=application 9 UDP/DTLS/SCTP webrtc-datachannel")
	line("c=IN IP4 0.0.0.0")
	for i, c := range d.Candidates {
		related := ""
		if c.Type != Host {
			related = " raddr 0.0.0.0 rport 0"
		}
		line("a=candidate:", strconv.Itoa(i+1), " 1 udp ", strconv.FormatUint(uint64(c.Priority), 10), " ",
			c.Address, " ", strconv.Itoa(int(c.Port)), " typ ", candidateNames[c.Type&3], related)
	}
	line("a=ice-ufrag:", d.Ufrag)
	line("a=ice-pwd:", d.Password)
	line("a=ice-options:trickle")
	line("a=fingerprint:sha-256 ", fingerprintHex(d.Fingerprint))
	line("a=setup:", setupNames[d.Setup%3])
	line("a=mid:", d.Mid)
	line("a=sctp-port:", strconv.Itoa(int(d.SCTPPort)))
	line("a=max-message-size:", strconv.FormatUint(uint64(d.MaxMessageSize), 10))
	return b.String()
}

// fingerprintHex writes fp as SDP does: upper-case hexadecimal bytes
// separated by colons (RFC 8122 §5).
func fingerprintHex(fp [32]byte) string {
	const digits = "0123456789ABCDEF"
	b := make([]byte, 0, 3*len(fp)-1)
	for i, c := range fp {
		if i > 0 {
			b = append(b, ':')
		}
		b = append(b, digits[c>>4], digits[c&15])
	}
	return string(b)
}
