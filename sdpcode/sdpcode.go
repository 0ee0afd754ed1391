// Package sdpcode turns the session description that a browser writes for a
// WebRTC data channel into a short code, and the code back into a description
// that the other browser accepts. With no signalling server, two players
// connect by swapping two such codes by any messenger: the inviter's offer,
// then the friend's answer.
//
// A browser's SDP runs to 600–1000 characters, most of them the same for every
// data channel. A code keeps only what differs: the offer or answer and its
// DTLS role (RFC 8842), the ICE credentials (RFC 8839), the SHA-256 fingerprint
// of the DTLS certificate, the media stream's identifier, the SCTP port and
// largest message (RFC 8841), and the candidates. An offer with two mDNS host
// candidates and a server-reflexive one fits in about 170 characters.
//
// Parse reads the SDP of an RTCSessionDescription, Encode writes its code,
// Decode reads a code back, and Description.SDP rebuilds the SDP to give
// setRemoteDescription. A code is base64url without padding (RFC 4648 §5) of
// these bytes:
//
//	1 byte    format version, 1
//	1 byte    bit 0: an answer; bits 1–2: the DTLS role, 0 actpass, 1 active, 2 passive
//	ufrag     1 byte of length, then the text 6 bits a character (below)
//	password  the same
//	32 bytes  the certificate's SHA-256 fingerprint
//	mid       1 byte of length, then the text
//	2 bytes   the SCTP port, big-endian
//	4 bytes   the largest message in bytes, big-endian, 0 for no limit
//	1 byte    the number of candidates, then each:
//	  1 byte    bits 0–1: the type, host, srflx, prflx, relay; bits 2–3: the
//	            address's form, IPv4 (4 bytes), IPv6 (16 bytes), an mDNS name
//	            that is a UUID and ".local" (the UUID's 16 bytes), or any other
//	            name (1 byte of length, then the name)
//	  address   as its form says
//	  2 bytes   the port, big-endian
//	  3 bytes   the priority without its low byte, big-endian
//	4 bytes   FNV-1a 32-bit hash of all the bytes before it, big-endian
//
// ICE characters are the 64 of base64 (RFC 8839 §5.4), so a text is padded
// with "A" to a multiple of four and decoded as base64: four characters in
// three bytes. A candidate's low byte of priority is 256 minus its component,
// 255 for the only component a data channel has (RFC 8445 §5.1.2.1).
//
// The hash tells a code that was changed from one that is whole; a code cut
// short is told by its bytes running out first. Every version of the format
// is to end with the same hash, so that a code of another version is told
// from one whose first character was changed. They guard against damage in
// copying, not against forgery: a code carries the fingerprint that DTLS then
// checks, as the SDP itself does.
//
// What a code leaves out, the rebuilt SDP writes as browsers do: one
// application section in a BUNDLE group, port 9 and 0.0.0.0 as the default
// candidate, trickle ICE, and a related address of 0.0.0.0 port 0 for a
// candidate that is not a host's (which is what Chromium shows, so as not to
// tell the local address). Candidates are numbered for their foundations.
// A browser's TCP candidates are not carried: they are active ones, which
// need a passive candidate that no browser offers.
package sdpcode

import "errors"

// Type is what a description is in the exchange: an offer or an answer.
type Type uint8

// The types of a description.
const (
	Offer Type = iota + 1
	Answer
)

// String returns the name that RTCSessionDescription gives the type.
func (t Type) String() string {
	switch t {
	case Offer:
		return "offer"
	case Answer:
		return "answer"
	}
	return "unknown"
}

// Setup is the DTLS role that a description asks for (RFC 8842 §3): an offer's
// is always ActPass, an answer's Active or Passive.
type Setup uint8

// The DTLS roles.
const (
	ActPass Setup = iota
	Active
	Passive
)

var setupNames = [...]string{ActPass: "actpass", Active: "active", Passive: "passive"}

// CandidateType is the kind of an ICE candidate (RFC 8445 §5.1.1).
type CandidateType uint8

// The candidate types.
const (
	Host CandidateType = iota
	ServerReflexive
	PeerReflexive
	Relay
)

var candidateNames = [...]string{Host: "host", ServerReflexive: "srflx", PeerReflexive: "prflx", Relay: "relay"}

// Description holds what a code carries of a session description for one data
// channel.
type Description struct {
	Type  Type
	Setup Setup
	// Ufrag and Password are the ICE credentials, in ICE characters
	// (letters, digits, "+" and "/").
	Ufrag, Password string
	// Fingerprint is the SHA-256 hash of the DTLS certificate.
	Fingerprint [32]byte
	// Mid names the data channel's media section, which an answer repeats.
	Mid string
	// SCTPPort is the SCTP port of the data channel, 5000 in browsers.
	SCTPPort uint16
	// MaxMessageSize is the largest message in bytes that the side takes, 0
	// for no limit (RFC 8841 §6).
	MaxMessageSize uint32
	// Candidates are the ICE candidates, of component 1 and UDP.
	Candidates []Candidate
}

// Candidate is an ICE candidate, as a code carries it.
type Candidate struct {
	Type CandidateType
	// Address is an IP address in its canonical form (RFC 5952 for IPv6), or a
	// host name, such as the mDNS name that browsers give for a host's address.
	Address string
	Port    uint16
	// Priority has 255 as its low byte (the package doc says why).
	Priority uint32
}

// Limits of a description, each well above what a browser writes.
const (
	MaxUfrag      = 64 // characters of the ICE ufrag
	MaxPassword   = 64 // characters of the ICE password
	MaxMid        = 16 // bytes of the mid
	MaxName       = 64 // bytes of a candidate's host name
	MaxCandidates = 8  // candidates: Parse keeps those of the highest priority
)

// Errors that Decode returns, each a message a player can read; errors.Is
// tells them apart.
var (
	ErrDamaged   = errors.New("this code was changed or mistyped: copy it again, whole")
	ErrTruncated = errors.New("this code is incomplete: part of it is missing, perhaps cut off when it was copied")
	ErrVersion   = errors.New("this code was made by another version of Minesweeper Chess: both players should reload the page")
	ErrTooLong   = errors.New("this code is longer than any connection code, so it was not read")
	ErrNotOffer  = errors.New("this code is an answer to an invitation, not an invitation")
	ErrNotAnswer = errors.New("this code is an invitation, not the answer to one: paste the code your friend sent back")
)

// ErrSDP is what every error of Parse is (errors.Is): the browser's description
// is not one of a single data channel that a code can carry.
var ErrSDP = errors.New("the browser described its connection in a way that cannot be sent as a code")

// sdpError is an error of Parse: why, and the line it is about if any.
type sdpError struct{ why, line string }

func (e *sdpError) Error() string {
	msg := ErrSDP.Error() + ": " + e.why
	if e.line != "" {
		msg += ` in "` + e.line + `"`
	}
	return msg
}

func (e *sdpError) Unwrap() error { return ErrSDP }
