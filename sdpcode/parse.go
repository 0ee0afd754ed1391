package sdpcode

import (
	"slices"
	"strconv"
	"strings"
)

// MaxSDP is the longest SDP that Parse reads, in bytes: a browser's for one
// data channel is under 2 KB even with many candidates.
const MaxSDP = 16 << 10

// Parse reads the SDP of a browser's offer or answer (RTCSessionDescription's
// type and sdp) for one data channel: one media section, of application
// "webrtc-datachannel" over DTLS and SCTP, with a SHA-256 fingerprint. It keeps
// the UDP candidates of component 1, the MaxCandidates of highest priority if
// there are more, and the rest of the SDP that the package doc lists; an
// absent max-message-size is RFC 8841's default of 64 KiB. Its errors are
// ErrSDP, with what was wrong.
func Parse(t Type, sdp string) (Description, error) {
	d := Description{Type: t, SCTPPort: 5000, MaxMessageSize: 64 << 10}
	if len(sdp) > MaxSDP {
		return Description{}, &sdpError{why: "it is longer than " + strconv.Itoa(MaxSDP) + " bytes"}
	}
	sections := 0
	fingerprint := false
	for line := range strings.Lines(sdp) {
		line = strings.TrimRight(line, "\r\n")
		kind, value, _ := strings.Cut(line, "=")
		switch kind {
		case "m":
			if sections++; sections > 1 {
				return Description{}, &sdpError{why: "it has more than one media section", line: line}
			}
			f := strings.Fields(value)
			if len(f) != 4 || f[0] != "application" || !strings.HasSuffix(f[2], "/DTLS/SCTP") || f[3] != "webrtc-datachannel" {
				return Description{}, &sdpError{why: "its media is not a data channel", line: line}
			}
		case "a":
			if err := d.attribute(value, &fingerprint); err != nil {
				err.line = line
				return Description{}, err
			}
		}
	}
	switch {
	case sections == 0:
		return Description{}, &sdpError{why: "it has no data channel"}
	case !fingerprint:
		return Description{}, &sdpError{why: "it has no SHA-256 fingerprint"}
	}
	if err := d.check(); err != nil {
		return Description{}, err
	}
	return d, nil
}

// attribute reads one attribute line's value (after "a=") into d, and sets
// *fingerprint when it is the SHA-256 fingerprint.
func (d *Description) attribute(value string, fingerprint *bool) *sdpError {
	name, arg, _ := strings.Cut(value, ":")
	switch name {
	case "ice-ufrag":
		d.Ufrag = arg
	case "ice-pwd":
		d.Password = arg
	case "fingerprint":
		hash, hex, _ := strings.Cut(arg, " ")
		if !strings.EqualFold(hash, "sha-256") {
			return nil // another hash, beside the SHA-256 one
		}
		if !parseFingerprint(&d.Fingerprint, hex) {
			return &sdpError{why: "its fingerprint is not 32 bytes in hexadecimal"}
		}
		*fingerprint = true
	case "setup":
		i := slices.Index(setupNames[:], arg)
		if i < 0 {
			return &sdpError{why: "its DTLS role is not actpass, active or passive"}
		}
		d.Setup = Setup(i)
	case "mid":
		d.Mid = arg
	case "sctp-port":
		n, err := strconv.ParseUint(arg, 10, 16)
		if err != nil {
			return &sdpError{why: "its SCTP port is not a port"}
		}
		d.SCTPPort = uint16(n)
	case "max-message-size":
		n, err := strconv.ParseUint(arg, 10, 32)
		if err != nil {
			return &sdpError{why: "its largest message is not a number under 4 GiB"}
		}
		d.MaxMessageSize = uint32(n)
	case "candidate":
		c, ok, err := parseCandidate(arg)
		if err != nil {
			return err
		}
		if ok {
			d.Candidates = insert(d.Candidates, c)
		}
	}
	return nil
}

// insert puts c among cs, which are in order of priority, highest first: after
// those of its priority, as the browser listed them. It keeps no more than
// MaxCandidates, so a description's many candidates cost no more.
func insert(cs []Candidate, c Candidate) []Candidate {
	i := len(cs)
	for i > 0 && cs[i-1].Priority < c.Priority {
		i--
	}
	if i == MaxCandidates {
		return cs
	}
	if len(cs) < MaxCandidates {
		cs = append(cs, Candidate{})
	}
	copy(cs[i+1:], cs[i:])
	cs[i] = c
	return cs
}

// parseCandidate reads a candidate attribute's value (RFC 8839 §5.1), and
// tells whether a code carries it: one of component 1 over UDP, whose address
// a code can hold.
func parseCandidate(s string) (Candidate, bool, *sdpError) {
	f := strings.Fields(s)
	if len(f) < 8 || f[6] != "typ" {
		return Candidate{}, false, &sdpError{why: "a candidate lacks its type"}
	}
	priority, err := strconv.ParseUint(f[3], 10, 32)
	if err != nil {
		return Candidate{}, false, &sdpError{why: "a candidate's priority is not a number"}
	}
	port, err := strconv.ParseUint(f[5], 10, 16)
	if err != nil {
		return Candidate{}, false, &sdpError{why: "a candidate's port is not a port"}
	}
	typ := slices.Index(candidateNames[:], f[7])
	if typ < 0 {
		return Candidate{}, false, &sdpError{why: "a candidate's type is not host, srflx, prflx or relay"}
	}
	c := Candidate{
		Type:     CandidateType(typ),
		Address:  canonicalAddress(f[4]),
		Port:     uint16(port),
		Priority: uint32(priority) | 0xff,
	}
	_, _, carried := addressForm(c.Address)
	return c, carried && f[1] == "1" && strings.EqualFold(f[2], "udp"), nil
}

// parseFingerprint reads 32 bytes in hexadecimal, separated by colons, into fp.
func parseFingerprint(fp *[32]byte, s string) bool {
	s = strings.ToLower(s)
	if len(s) != 3*len(fp)-1 {
		return false
	}
	for i := range fp {
		hi, ok1 := hexDigit(s[3*i])
		lo, ok2 := hexDigit(s[3*i+1])
		if !ok1 || !ok2 || i > 0 && s[3*i-1] != ':' {
			return false
		}
		fp[i] = hi<<4 | lo
	}
	return true
}

// check tells whether a code can carry d, and a browser take it: the caps of
// every length, ICE characters, and a DTLS role and candidates that fit.
func (d *Description) check() *sdpError {
	switch {
	case d.Type != Offer && d.Type != Answer:
		return &sdpError{why: "it is neither an offer nor an answer"}
	case d.Type == Offer && d.Setup != ActPass:
		return &sdpError{why: "an offer's DTLS role must be actpass"}
	case d.Type == Answer && d.Setup != Active && d.Setup != Passive:
		return &sdpError{why: "an answer's DTLS role must be active or passive"}
	case !isICEText(d.Ufrag, 4, MaxUfrag):
		return &sdpError{why: "its ICE ufrag is not 4 to " + strconv.Itoa(MaxUfrag) + " ICE characters"}
	case !isICEText(d.Password, 22, MaxPassword):
		return &sdpError{why: "its ICE password is not 22 to " + strconv.Itoa(MaxPassword) + " ICE characters"}
	case d.Mid == "" || len(d.Mid) > MaxMid || !isToken(d.Mid):
		return &sdpError{why: "its mid is not a token of 1 to " + strconv.Itoa(MaxMid) + " characters"}
	case len(d.Candidates) > MaxCandidates:
		return &sdpError{why: "it has more than " + strconv.Itoa(MaxCandidates) + " candidates"}
	}
	for _, c := range d.Candidates {
		if _, _, ok := addressForm(c.Address); !ok || c.Type > Relay || c.Priority&0xff != 0xff {
			return &sdpError{why: "a candidate cannot be carried", line: c.Address}
		}
	}
	return nil
}

// isICEText tells a text of min to max ICE characters (RFC 8839 §5.4).
func isICEText(s string, min, max int) bool {
	if len(s) < min || len(s) > max {
		return false
	}
	for i := range len(s) {
		if c := s[i]; !isAlnum(c) && c != '+' && c != '/' {
			return false
		}
	}
	return true
}

// isToken tells a token of SDP (RFC 8866 §9): visible ASCII but for a few
// separators.
func isToken(s string) bool {
	for i := range len(s) {
		if c := s[i]; c <= ' ' || c >= 0x7f || strings.IndexByte(`"(),/:;<=>?@[\]`, c) >= 0 {
			return false
		}
	}
	return true
}
