package sdpcode

import (
	"encoding/hex"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A sample of testdata/ and what it is.
type sample struct {
	file  string
	typ   Type
	setup Setup
	kinds []CandidateType // of the candidates a code carries, highest priority first
}

var samples = []sample{
	{"offer-none", Offer, ActPass, nil},
	{"offer-host", Offer, ActPass, []CandidateType{Host, Host}},
	{"offer-srflx", Offer, ActPass, []CandidateType{Host, Host, ServerReflexive}},
	{"answer-none", Answer, Active, nil},
	{"answer-host", Answer, Active, []CandidateType{Host, Host}},
	{"answer-srflx", Answer, Active, []CandidateType{Host, Host, ServerReflexive}},
	{"firefox-offer", Offer, ActPass, []CandidateType{Host, ServerReflexive}},
}

func (s sample) sdp(t testing.TB) string {
	b, err := os.ReadFile(filepath.Join("testdata", s.file+".sdp"))
	require.NoError(t, err)
	return string(b)
}

// attr returns the value of the first attribute called name in sdp.
func attr(t testing.TB, sdp, name string) string {
	m := regexp.MustCompile(`(?m)^a=` + name + `:(.*?)\r?$`).FindStringSubmatch(sdp)
	require.NotNil(t, m, "a=%s in the sample", name)
	return m[1]
}

func TestParseReadsWhatBrowsersWrite(t *testing.T) {
	for _, s := range samples {
		t.Run(s.file, func(t *testing.T) {
			sdp := s.sdp(t)
			d, err := Parse(s.typ, sdp)
			require.NoError(t, err)
			assert.Equal(t, s.typ, d.Type)
			assert.Equal(t, s.setup, d.Setup)
			assert.Equal(t, attr(t, sdp, "ice-ufrag"), d.Ufrag)
			assert.Equal(t, attr(t, sdp, "ice-pwd"), d.Password)
			assert.Equal(t, attr(t, sdp, "mid"), d.Mid)
			fp, err := hex.DecodeString(strings.ReplaceAll(strings.TrimPrefix(attr(t, sdp, "fingerprint"), "sha-256 "), ":", ""))
			require.NoError(t, err)
			assert.Equal(t, fp, d.Fingerprint[:])
			assert.Equal(t, attr(t, sdp, "sctp-port"), strconv.Itoa(int(d.SCTPPort)))
			assert.Equal(t, attr(t, sdp, "max-message-size"), strconv.Itoa(int(d.MaxMessageSize)))
			var kinds []CandidateType
			for i, c := range d.Candidates {
				kinds = append(kinds, c.Type)
				assert.Contains(t, sdp, " "+strconv.Itoa(int(c.Port))+" typ "+candidateNames[c.Type], "candidate %d's port", i)
				if i > 0 {
					assert.LessOrEqual(t, c.Priority, d.Candidates[i-1].Priority, "highest priority first")
				}
			}
			assert.Equal(t, s.kinds, kinds)
		})
	}
}

func TestParseCarriesTheCandidatesACodeCan(t *testing.T) {
	const uuid = "44aeaa20-6012-428e-8803-bb5c9e0dbe56"
	tests := []struct {
		name, line string
		want       []Candidate // nil: not carried
	}{
		{"an mDNS host candidate", "a=candidate:1 1 udp 2113937151 " + uuid + ".local 42471 typ host generation 0 network-cost 999",
			[]Candidate{{Host, uuid + ".local", 42471, 2113937151}}},
		{"an mDNS name in upper case, as lower", "a=candidate:1 1 UDP 2113937151 " + strings.ToUpper(uuid) + ".local 42471 typ host",
			[]Candidate{{Host, uuid + ".local", 42471, 2113937151}}},
		{"a server-reflexive IPv4 candidate, without its related address", "a=candidate:9 1 udp 1677729535 203.0.113.7 38464 typ srflx raddr 0.0.0.0 rport 0",
			[]Candidate{{ServerReflexive, "203.0.113.7", 38464, 1677729535}}},
		{"an IPv6 address, in its RFC 5952 form", "a=candidate:9 1 udp 1677729535 2001:DB8:0:0:1:0:0:1 38464 typ srflx",
			[]Candidate{{ServerReflexive, "2001:db8::1:0:0:1", 38464, 1677729535}}},
		{"a relay candidate", "a=candidate:9 1 udp 41885439 198.51.100.2 3478 typ relay raddr 203.0.113.7 rport 38464",
			[]Candidate{{Relay, "198.51.100.2", 3478, 41885439}}},
		{"a peer-reflexive candidate", "a=candidate:9 1 udp 1845501695 198.51.100.9 50000 typ prflx raddr 0.0.0.0 rport 0",
			[]Candidate{{PeerReflexive, "198.51.100.9", 50000, 1845501695}}},
		{"a host name that is not a UUID", "a=candidate:9 1 udp 2113937151 my-laptop.local 5000 typ host",
			[]Candidate{{Host, "my-laptop.local", 5000, 2113937151}}},
		{"a priority's low byte as 255, component 1's (RFC 8445 §5.1.2.1)", "a=candidate:9 1 udp 2113937000 203.0.113.7 5000 typ host",
			[]Candidate{{Host, "203.0.113.7", 5000, 2113937151}}},
		{"not a TCP candidate", "a=candidate:3 1 tcp 1518280447 " + uuid + ".local 9 typ host tcptype active", nil},
		{"not one of component 2", "a=candidate:1 2 udp 2113937150 " + uuid + ".local 42472 typ host", nil},
		{"not an IPv6 address with a zone", "a=candidate:1 1 udp 2113937151 fe80::1%eth0 42471 typ host", nil},
		{"not an address with an IPv4 tail", "a=candidate:1 1 udp 2113937151 ::ffff:192.0.2.1 42471 typ host", nil},
		{"not a host name over the limit", "a=candidate:1 1 udp 2113937151 " + strings.Repeat("a", MaxName-5) + ".local 42471 typ host", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sdp := strings.Replace(samples[0].sdp(t), "a=ice-ufrag:", tc.line+"\r\na=ice-ufrag:", 1)
			d, err := Parse(Offer, sdp)
			require.NoError(t, err)
			assert.Equal(t, tc.want, d.Candidates)
		})
	}
}

func TestParseKeepsTheCandidatesOfHighestPriority(t *testing.T) {
	var lines []string
	for i := range MaxCandidates + 3 {
		lines = append(lines, "a=candidate:1 1 udp "+strconv.Itoa((i+1)<<8|255)+" 192.0.2."+strconv.Itoa(i)+" 5000 typ host")
	}
	sdp := strings.Replace(samples[0].sdp(t), "a=ice-ufrag:", strings.Join(lines, "\r\n")+"\r\na=ice-ufrag:", 1)
	d, err := Parse(Offer, sdp)
	require.NoError(t, err)
	require.Len(t, d.Candidates, MaxCandidates)
	assert.Equal(t, "192.0.2.10", d.Candidates[0].Address, "the highest first")
	assert.Equal(t, "192.0.2.3", d.Candidates[MaxCandidates-1].Address, "the three lowest left out")
}

func TestParseRefusesWhatACodeCannotCarry(t *testing.T) {
	offer := samples[1].sdp(t)
	answer := samples[4].sdp(t)
	replace := func(sdp, old, new string) string {
		require.Contains(t, sdp, old)
		return strings.Replace(sdp, old, new, 1)
	}
	tests := []struct {
		name string
		typ  Type
		sdp  string
	}{
		{"an empty description", Offer, ""},
		{"a description with no media", Offer, replace(offer, "m=application", "x=application")},
		{"audio instead of a data channel", Offer, replace(offer, "m=application 9 UDP/DTLS/SCTP webrtc-datachannel", "m=audio 9 UDP/TLS/RTP/SAVPF 111")},
		{"a second media section", Offer, replace(offer, "a=mid:0", "a=mid:0\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel")},
		{"no fingerprint", Offer, replace(offer, "a=fingerprint:sha-256", "a=x-fingerprint:sha-256")},
		{"a SHA-1 fingerprint only", Offer, replace(offer, "a=fingerprint:sha-256 "+attr(t, offer, "fingerprint")[8:], "a=fingerprint:sha-1 2F:A0:51:A8:9C:6F:71:78:FB:38:D6:12:A5:8A:24:1C:D7:15:44:2F")},
		{"a fingerprint too short", Offer, replace(offer, attr(t, offer, "fingerprint"), attr(t, offer, "fingerprint")[:92])},
		{"a fingerprint not in hexadecimal", Offer, replace(offer, attr(t, offer, "fingerprint")[8:10], "G0")},
		{"an offer that is not actpass (RFC 8842 §5.2)", Offer, replace(offer, "a=setup:actpass", "a=setup:active")},
		{"an answer that is actpass (RFC 8842 §5.3)", Answer, replace(answer, "a=setup:active", "a=setup:actpass")},
		{"an unknown role", Answer, replace(answer, "a=setup:active", "a=setup:holdconn")},
		{"no ufrag", Offer, replace(offer, "a=ice-ufrag:", "a=x-ice-ufrag:")},
		{"a ufrag under 4 characters (RFC 8839 §5.4)", Offer, replace(offer, "a=ice-ufrag:"+attr(t, offer, "ice-ufrag"), "a=ice-ufrag:abc")},
		{"a ufrag over the limit", Offer, replace(offer, "a=ice-ufrag:", "a=ice-ufrag:"+strings.Repeat("u", MaxUfrag))},
		{"a password with a character ICE has not", Offer, replace(offer, "a=ice-pwd:", "a=ice-pwd:-")},
		{"a password over the limit", Offer, replace(offer, "a=ice-pwd:", "a=ice-pwd:"+strings.Repeat("p", MaxPassword))},
		{"no mid", Offer, replace(offer, "a=mid:0", "a=x-mid:0")},
		{"a mid over the limit", Offer, replace(offer, "a=mid:0", "a=mid:"+strings.Repeat("m", MaxMid+1))},
		{"a mid that is no token", Offer, replace(offer, "a=mid:0", "a=mid:a(0)")},
		{"an SCTP port over 65535", Offer, replace(offer, "a=sctp-port:5000", "a=sctp-port:65536")},
		{"a largest message of 4 GiB", Offer, replace(offer, "a=max-message-size:262144", "a=max-message-size:4294967296")},
		{"a candidate without its type", Offer, replace(offer, " typ host", " host")},
		{"a candidate of an unknown type", Offer, replace(offer, " typ host", " typ other")},
		{"a candidate's priority not a number", Offer, replace(offer, "udp 21", "udp x21")},
		{"a candidate's port over 65535", Offer, replace(offer, ".local ", ".local 9")},
		{"neither an offer nor an answer", Type(3), offer},
		{"a description over the limit", Offer, offer + strings.Repeat("a=x\r\n", MaxSDP/5)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d, err := Parse(tc.typ, tc.sdp)
			require.ErrorIs(t, err, ErrSDP)
			assert.Zero(t, d)
			assert.True(t, strings.HasPrefix(err.Error(), ErrSDP.Error()+": "), "says what was wrong: %q", err)
		})
	}
}

func TestParseAcceptsMaxMessageSizeAbsentAsRFC8841Default(t *testing.T) {
	sdp := strings.Replace(samples[1].sdp(t), "a=max-message-size:262144\r\n", "", 1)
	d, err := Parse(Offer, sdp)
	require.NoError(t, err)
	assert.Equal(t, uint32(65536), d.MaxMessageSize, "RFC 8841 §6: 64K when absent")
}

// The SDP rebuilt from a browser's reads back as the same description.
func TestSDPRebuildsWhatParseRead(t *testing.T) {
	for _, s := range samples {
		t.Run(s.file, func(t *testing.T) {
			d, err := Parse(s.typ, s.sdp(t))
			require.NoError(t, err)
			again, err := Parse(s.typ, d.SDP())
			require.NoError(t, err)
			assert.Equal(t, d, again)
		})
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range samples {
		f.Add(uint8(s.typ), s.sdp(f))
	}
	f.Fuzz(func(t *testing.T, typ uint8, sdp string) {
		d, err := Parse(Type(typ), sdp)
		if err != nil {
			require.ErrorIs(t, err, ErrSDP)
			return
		}
		// What Parse reads, a code carries, and the rebuilt SDP reads the same.
		code, err := Encode(d)
		require.NoError(t, err)
		got, err := Decode(code, d.Type)
		require.NoError(t, err)
		require.Equal(t, d, got)
		again, err := Parse(d.Type, d.SDP())
		require.NoError(t, err)
		require.Equal(t, d, again)
	})
}
