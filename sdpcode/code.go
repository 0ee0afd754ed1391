package sdpcode

import (
	"encoding/base64"
	"hash/fnv"
	"strings"
)

const (
	version  = 1
	hashSize = 4
)

// encoding is not strict, so that a code cut short is reported as cut (its
// bytes run out) rather than refused for the unused bits of its last
// character.
var encoding = base64.RawURLEncoding

// maxBytes is the most bytes a code can hold, with every length at its cap.
const maxBytes = 2 + 1 + (MaxUfrag+3)/4*3 + 1 + (MaxPassword+3)/4*3 + 32 + 1 + MaxMid + 2 + 4 +
	1 + MaxCandidates*(1+1+MaxName+2+3) + hashSize

// MaxCode is the length of the longest code, in characters: Decode refuses a
// longer one unread.
var MaxCode = encoding.EncodedLen(maxBytes)

// Encode returns d's code. It refuses, with ErrSDP, a description that a code
// cannot carry: one over a limit, or with a DTLS role its type cannot have.
func Encode(d Description) (string, error) {
	if err := d.check(); err != nil {
		return "", err
	}
	b := []byte{version, byte(d.Setup) << 1}
	if d.Type == Answer {
		b[1] |= 1
	}
	b = appendICEText(b, d.Ufrag)
	b = appendICEText(b, d.Password)
	b = append(b, d.Fingerprint[:]...)
	b = append(b, byte(len(d.Mid)))
	b = append(b, d.Mid...)
	b = append(b, byte(d.SCTPPort>>8), byte(d.SCTPPort))
	b = append(b, byte(d.MaxMessageSize>>24), byte(d.MaxMessageSize>>16), byte(d.MaxMessageSize>>8), byte(d.MaxMessageSize))
	b = append(b, byte(len(d.Candidates)))
	for _, c := range d.Candidates {
		form, addr, _ := addressForm(c.Address)
		b = append(b, byte(c.Type)|byte(form)<<2)
		if form == formName {
			b = append(b, byte(len(addr)))
		}
		b = append(b, addr...)
		b = append(b, byte(c.Port>>8), byte(c.Port))
		b = append(b, byte(c.Priority>>24), byte(c.Priority>>16), byte(c.Priority>>8))
	}
	sum := hash(b)
	b = append(b, byte(sum>>24), byte(sum>>16), byte(sum>>8), byte(sum))
	return encoding.EncodeToString(b), nil
}

// Decode reads a code, which must be of type want; spaces and line breaks in
// it, as a messenger may add, are ignored. It checks the code whole and
// refuses a damaged one with one of the errors above, never returning part of
// a description.
func Decode(code string, want Type) (Description, error) {
	code = strings.Join(strings.Fields(code), "")
	if len(code) > MaxCode {
		return Description{}, ErrTooLong
	}
	for i := range len(code) {
		if !isBase64URL(code[i]) {
			return Description{}, ErrDamaged
		}
	}
	b, err := encoding.DecodeString(code)
	if err != nil {
		// Every character is one a code may hold, so the text ends where no
		// base64 text can: it was cut.
		return Description{}, ErrTruncated
	}
	if len(b) == 0 {
		return Description{}, ErrTruncated
	}
	if b[0] != version {
		// Every version ends with the hash: without it whole, the version
		// byte is as likely changed as new.
		if n := len(b) - hashSize; n > 0 && getUint(b[n:]) == hash(b[:n]) {
			return Description{}, ErrVersion
		}
		return Description{}, ErrDamaged
	}
	r := reader{b: b[1:]}
	d := r.description()
	switch {
	case r.short:
		return Description{}, ErrTruncated
	case len(r.b) < hashSize:
		return Description{}, ErrTruncated
	case len(r.b) > hashSize:
		return Description{}, ErrDamaged
	case r.uint(hashSize) != hash(b[:len(b)-hashSize]):
		return Description{}, ErrDamaged
	case d.check() != nil:
		return Description{}, ErrDamaged
	case d.Type != want && want == Offer:
		return Description{}, ErrNotOffer
	case d.Type != want:
		return Description{}, ErrNotAnswer
	}
	return d, nil
}

// appendICEText appends the length of s, a text of ICE characters, and s 6
// bits a character: padded with "A", base64's zero, to whole groups of four.
func appendICEText(b []byte, s string) []byte {
	b = append(b, byte(len(s)))
	padded := s + "AAA"[:-len(s)&3]
	raw, _ := base64.StdEncoding.DecodeString(padded) // check made s ICE characters
	return append(b, raw...)
}

// reader reads the bytes of a code; short is set once they run out, and from
// then on every read gives zeros.
type reader struct {
	b     []byte
	short bool
}

func (r *reader) bytes(n int) []byte {
	if n > len(r.b) {
		r.short, r.b = true, nil
		return make([]byte, n)
	}
	p := r.b[:n]
	r.b = r.b[n:]
	return p
}

// uint reads n bytes as a big-endian number.
func (r *reader) uint(n int) uint32 { return getUint(r.bytes(n)) }

// getUint reads b as a big-endian number: a loop rather than
// encoding/binary (docs/size.md).
func getUint(b []byte) uint32 {
	var v uint32
	for _, c := range b {
		v = v<<8 | uint32(c)
	}
	return v
}

// text reads a length byte and that many bytes.
func (r *reader) text() string { return string(r.bytes(int(r.uint(1)))) }

// iceText reads what appendICEText wrote.
func (r *reader) iceText() string {
	n := int(r.uint(1))
	return base64.StdEncoding.EncodeToString(r.bytes((n + 3) / 4 * 3))[:n]
}

// description reads what Encode wrote between the version and the hash; check
// tells whether it makes sense.
func (r *reader) description() Description {
	var d Description
	flags := r.uint(1)
	d.Type = Offer
	if flags&1 != 0 {
		d.Type = Answer
	}
	d.Setup = Setup(flags >> 1)
	d.Ufrag = r.iceText()
	d.Password = r.iceText()
	copy(d.Fingerprint[:], r.bytes(32))
	d.Mid = r.text()
	d.SCTPPort = uint16(r.uint(2))
	d.MaxMessageSize = r.uint(4)
	n := int(r.uint(1))
	for range min(n, MaxCandidates+1) {
		head := r.uint(1)
		var c Candidate
		c.Type = CandidateType(head & 3)
		form := int(head >> 2)
		switch form {
		case formIPv4:
			c.Address = formatAddress(form, r.bytes(4))
		case formIPv6, formUUID:
			c.Address = formatAddress(form, r.bytes(16))
		case formName:
			c.Address = r.text()
		default:
			c.Address = "" // check refuses it
		}
		c.Port = uint16(r.uint(2))
		c.Priority = r.uint(3)<<8 | 0xff
		d.Candidates = append(d.Candidates, c)
	}
	return d
}

func isBase64URL(c byte) bool {
	return isAlnum(c) || c == '-' || c == '_'
}

func hash(b []byte) uint32 {
	h := fnv.New32a()
	h.Write(b)
	return h.Sum32()
}
