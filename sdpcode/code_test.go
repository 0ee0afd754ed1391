package sdpcode

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// golden is a description and its code, written out by hand from the
// package doc's layout with the hash worked out apart from the code (python3,
// FNV-1a 32 from its definition):
//
//	01 | 05 (an answer, passive) | 04 69b71d ("abcd") | 16 d35db7…3f (the password)
//	| 000102…1f | 01 30 ("0") | 1388 | 00040000 | 02
//	| 08 44aeaa20…56 a5e7 7e001e (an mDNS host) | 01 cb007107 9640 64001e (srflx)
//	| ccf8e08e
var golden = struct {
	d    Description
	code string
}{
	Description{
		Type: Answer, Setup: Passive, Ufrag: "abcd", Password: "0123456789+/ABCDEFGHIJ",
		Fingerprint: [32]byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31},
		Mid:         "0", SCTPPort: 5000, MaxMessageSize: 262144,
		Candidates: []Candidate{
			{Host, "44aeaa20-6012-428e-8803-bb5c9e0dbe56.local", 42471, 2113937151},
			{ServerReflexive, "203.0.113.7", 38464, 1677729535},
		},
	},
	"AQUEabcdFtNdt-Oeu_PfvwAQgxBRhyCQAAABAgMEBQYHCAkKCwwNDg8QERITFBUWFxgZGhscHR4fATATiAAEAAACCESuqiBgEkKOiAO7XJ4Nvlal534AHgHLAHEHlkBkAB7M-OCO",
}

func TestEncodeFollowsTheDocumentedLayout(t *testing.T) {
	code, err := Encode(golden.d)
	require.NoError(t, err)
	assert.Equal(t, golden.code, code)
}

func TestDecodeReadsTheDocumentedLayout(t *testing.T) {
	d, err := Decode(golden.code, Answer)
	require.NoError(t, err)
	assert.Equal(t, golden.d, d)
}

func TestCodesRoundTripBrowsersDescriptions(t *testing.T) {
	for _, s := range samples {
		t.Run(s.file, func(t *testing.T) {
			d, err := Parse(s.typ, s.sdp(t))
			require.NoError(t, err)
			code, err := Encode(d)
			require.NoError(t, err)
			assert.Regexp(t, `^[A-Za-z0-9_-]+$`, code, "only characters that need no escaping in a URL")
			got, err := Decode(code, s.typ)
			require.NoError(t, err)
			assert.Equal(t, d, got)
		})
	}
}

// The design note's budget (online-play.md): an offer with a few candidates
// under 210 characters, so that a link with it fits any messenger.
func TestOfferCodesFitTheBudget(t *testing.T) {
	const budget = 210
	for _, s := range samples {
		t.Run(s.file, func(t *testing.T) {
			d, err := Parse(s.typ, s.sdp(t))
			require.NoError(t, err)
			code, err := Encode(d)
			require.NoError(t, err)
			t.Logf("%s: %d bytes of SDP, a code of %d characters", s.file, len(s.sdp(t)), len(code))
			assert.LessOrEqual(t, len(code), budget)
		})
	}
}

func TestCodesCarryEveryLimit(t *testing.T) {
	d := golden.d
	d.Ufrag = strings.Repeat("u", MaxUfrag)
	d.Password = strings.Repeat("/", MaxPassword)
	d.Mid = strings.Repeat("m", MaxMid)
	d.Candidates = nil
	for range MaxCandidates {
		d.Candidates = append(d.Candidates, Candidate{Relay, strings.Repeat("n", MaxName), 65535, 0xffffffff})
	}
	code, err := Encode(d)
	require.NoError(t, err)
	assert.Len(t, code, MaxCode, "the longest code")
	got, err := Decode(code, Answer)
	require.NoError(t, err)
	assert.Equal(t, d, got)
}

func TestEncodeRefusesWhatACodeCannotCarry(t *testing.T) {
	tests := []struct {
		name   string
		change func(*Description)
	}{
		{"a ufrag over the limit", func(d *Description) { d.Ufrag = strings.Repeat("u", MaxUfrag+1) }},
		{"a password over the limit", func(d *Description) { d.Password = strings.Repeat("p", MaxPassword+1) }},
		{"a password with a character ICE has not", func(d *Description) { d.Password = strings.Repeat("-", 22) }},
		{"a mid over the limit", func(d *Description) { d.Mid = strings.Repeat("m", MaxMid+1) }},
		{"more candidates than the limit", func(d *Description) {
			d.Candidates = make([]Candidate, MaxCandidates+1)
			for i := range d.Candidates {
				d.Candidates[i] = golden.d.Candidates[0]
			}
		}},
		{"a host name over the limit", func(d *Description) { d.Candidates = []Candidate{{Host, strings.Repeat("n", MaxName+1), 1, 0xff}} }},
		{"an address not in its canonical form", func(d *Description) { d.Candidates = []Candidate{{Host, "2001:DB8::1", 1, 0xff}} }},
		{"a candidate type beyond relay", func(d *Description) { d.Candidates = []Candidate{{Relay + 1, "192.0.2.1", 1, 0xff}} }},
		{"a priority whose low byte is not 255", func(d *Description) { d.Candidates = []Candidate{{Host, "192.0.2.1", 1, 0x100}} }},
		{"an answer that is actpass", func(d *Description) { d.Setup = ActPass }},
		{"an offer that is not actpass", func(d *Description) { d.Type = Offer }},
		{"neither an offer nor an answer", func(d *Description) { d.Type = 0 }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d := golden.d
			tc.change(&d)
			code, err := Encode(d)
			require.ErrorIs(t, err, ErrSDP)
			assert.Empty(t, code)
		})
	}
}

func TestDecodeAcceptsWhatMessengersHandOver(t *testing.T) {
	half := len(golden.code) / 2
	for name, code := range map[string]string{
		"with spaces around":   "  " + golden.code + "\n",
		"broken over lines":    golden.code[:half] + "\r\n" + golden.code[half:],
		"with a space between": golden.code[:half] + " " + golden.code[half:],
	} {
		t.Run(name, func(t *testing.T) {
			d, err := Decode(code, Answer)
			require.NoError(t, err)
			assert.Equal(t, golden.d, d)
		})
	}
}

// withHash returns the code of b with its hash worked out anew, as a code
// made by another program would be.
func withHash(b []byte) string {
	sum := hash(b)
	return encoding.EncodeToString(append(b, byte(sum>>24), byte(sum>>16), byte(sum>>8), byte(sum)))
}

func TestDecodeRefusesDamagedCodes(t *testing.T) {
	raw, err := encoding.DecodeString(golden.code)
	require.NoError(t, err)
	body := raw[:len(raw)-hashSize]
	changed := func(i int, b byte) []byte {
		c := append([]byte(nil), body...)
		c[i] = b
		return c
	}
	flip := func(code string, i int) string {
		c := byte('A')
		if code[i] == c {
			c = 'B'
		}
		return code[:i] + string(c) + code[i+1:]
	}
	tests := []struct {
		name string
		code string
		want error
	}{
		{"an empty code is incomplete", "", ErrTruncated},
		{"a code cut in its hash is incomplete", golden.code[:len(golden.code)-2], ErrTruncated},
		{"a code cut in its candidates is incomplete", golden.code[:100], ErrTruncated},
		{"a code cut after its version is incomplete", golden.code[:2], ErrTruncated},
		{"a code cut where no base64 ends is incomplete", golden.code[:5], ErrTruncated},
		{"a character changed in the fingerprint is damage", flip(golden.code, 40), ErrDamaged},
		{"a character changed in the hash is damage", flip(golden.code, len(golden.code)-1), ErrDamaged},
		{"a character that is not base64url is damage", golden.code[:10] + "+" + golden.code[11:], ErrDamaged},
		{"a character of a link's escape is damage", golden.code[:10] + "%2" + golden.code[12:], ErrDamaged},
		{"bytes after the hash are damage", withHash(append(append([]byte(nil), raw...), 0)), ErrDamaged},
		{"another version", withHash(changed(0, 2)), ErrVersion},
		{"version 0", withHash(changed(0, 0)), ErrVersion},
		{"a version changed, the hash not worked out anew, is damage", flip(golden.code, 0), ErrDamaged},
		{"a role no answer has, with a right hash, is damage", withHash(changed(1, 0x07)), ErrDamaged},
		{"flag bits unknown, with a right hash, are damage", withHash(changed(1, 0x15)), ErrDamaged},
		{"a ufrag under 4 characters, with a right hash, is damage", withHash(changed(2, 3)), ErrDamaged},
		{"a mid that is no token, with a right hash, is damage", withHash(changed(2+1+3+1+18+32+1, ' ')), ErrDamaged},
		{"an address form unknown, with a right hash, is damage", withHash(changed(len(body)-10, 0x10)), ErrDamaged},
		{"a code longer than any", strings.Repeat("A", MaxCode+1), ErrTooLong},
		{"an answer where an offer is wanted", golden.code, ErrNotOffer},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			want := Answer
			if errors.Is(tc.want, ErrNotOffer) {
				want = Offer
			}
			d, err := Decode(tc.code, want)
			require.ErrorIs(t, err, tc.want)
			assert.Zero(t, d)
		})
	}
}

func TestDecodeRefusesAnOfferWhereAnAnswerIsWanted(t *testing.T) {
	d, err := Parse(Offer, samples[1].sdp(t))
	require.NoError(t, err)
	code, err := Encode(d)
	require.NoError(t, err)
	_, err = Decode(code, Answer)
	assert.ErrorIs(t, err, ErrNotAnswer)
}

// Every code cut short, at any length, is incomplete: never damaged, never a
// description.
func TestDecodeTellsEveryCutCodeIncomplete(t *testing.T) {
	for n := range len(golden.code) {
		d, err := Decode(golden.code[:n], Answer)
		require.ErrorIs(t, err, ErrTruncated, "cut to %d characters", n)
		require.Zero(t, d)
	}
}

// Every character changed to every other is refused, or else (in the unused
// bits of the last character) gives the same description.
func TestDecodeRefusesEveryChangedCharacter(t *testing.T) {
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
	for i := range len(golden.code) {
		for _, c := range []byte(alphabet) {
			if c == golden.code[i] {
				continue
			}
			code := golden.code[:i] + string(c) + golden.code[i+1:]
			d, err := Decode(code, Answer)
			if err == nil {
				require.Equal(t, golden.d, d, "character %d changed to %c", i, c)
				continue
			}
			require.True(t, isDecodeError(err), "character %d changed to %c: %v", i, c, err)
		}
	}
}

func isDecodeError(err error) bool {
	for _, e := range []error{ErrDamaged, ErrTruncated, ErrVersion, ErrTooLong, ErrNotOffer, ErrNotAnswer} {
		if errors.Is(err, e) {
			return true
		}
	}
	return false
}

func FuzzDecode(f *testing.F) {
	for _, s := range samples {
		d, err := Parse(s.typ, s.sdp(f))
		require.NoError(f, err)
		code, err := Encode(d)
		require.NoError(f, err)
		f.Add(code, uint8(s.typ))
	}
	f.Add(golden.code, uint8(Answer))
	f.Add(golden.code[:77], uint8(Answer))
	f.Add("", uint8(Offer))
	f.Fuzz(func(t *testing.T, code string, want uint8) {
		// A description or a documented error, never both, and a
		// description read travels again.
		d, err := Decode(code, Type(want))
		if err != nil {
			require.True(t, isDecodeError(err), "undocumented error %v", err)
			require.Zero(t, d)
			return
		}
		again, err := Encode(d)
		require.NoError(t, err)
		got, err := Decode(again, Type(want))
		require.NoError(t, err)
		require.Equal(t, d, got)
		// And its SDP reads back as itself.
		parsed, err := Parse(d.Type, d.SDP())
		require.NoError(t, err)
		require.Equal(t, d, parsed)
	})
}
