package sdpcode

import "strconv"

// SDP writes d as a session description for setRemoteDescription, with d.Type
// as its type: the lines of a browser's, of which the package doc says what
// it fills in.
func (d Description) SDP() string {
	b := []byte("v=0\r\no=- 0 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE " + d.Mid +
		"\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\n")
	for i, c := range d.Candidates {
		b = append(b, "a=candidate:"...)
		b = strconv.AppendInt(b, int64(i+1), 10)
		b = append(b, " 1 udp "...)
		b = strconv.AppendUint(b, uint64(c.Priority), 10)
		b = append(b, " "+c.Address+" "...)
		b = strconv.AppendUint(b, uint64(c.Port), 10)
		b = append(b, " typ "+candidateNames[c.Type&3]...)
		if c.Type != Host {
			b = append(b, " raddr 0.0.0.0 rport 0"...)
		}
		b = append(b, "\r\n"...)
	}
	b = append(b, "a=ice-ufrag:"+d.Ufrag+"\r\na=ice-pwd:"+d.Password+"\r\na=ice-options:trickle\r\n"+
		"a=fingerprint:sha-256 "+fingerprintHex(d.Fingerprint)+"\r\na=setup:"+setupNames[d.Setup%3]+
		"\r\na=mid:"+d.Mid+"\r\na=sctp-port:"...)
	b = strconv.AppendUint(b, uint64(d.SCTPPort), 10)
	b = append(b, "\r\na=max-message-size:"...)
	b = strconv.AppendUint(b, uint64(d.MaxMessageSize), 10)
	return string(append(b, "\r\n"...))
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
