package share

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mschess/engine"
)

// finishedRecord plays a short game to its end and returns its record, as the page
// would before sharing it.
func finishedRecord(t testing.TB) string {
	g := engine.NewGame(7)
	for _, san := range []string{"Nc3", "Se8", "Nb5", "Nc8", "d4", "e7"} {
		_, err := g.PlaySAN(san)
		require.NoError(t, err, san)
	}
	require.NoError(t, g.Resign(engine.White))
	rec, err := g.Record([]engine.Tag{{Name: "Event", Value: "Café «night» ♞"}})
	require.NoError(t, err)
	return rec
}

// goldenLink is "1. e4 *\n" written out by hand from the documented layout, with
// the hash worked out apart from the code (python3, FNV-1a 64 from its definition):
// 01 | 00000008 | 622869779dd1f1d9 | the record, in base64url without padding.
const goldenLink = "#g=AQAAAAhiKGl3ndHx2TEuIGU0ICoK"

func TestEncodeFollowsTheDocumentedLayout(t *testing.T) {
	assert.Equal(t, goldenLink, Encode("1. e4 *\n"))
}

func TestRoundTrip(t *testing.T) {
	long := strings.Repeat("1. Nc3 Nc8 2. Nb1 Nb10 ", 1000) + "*\n"
	for name, rec := range map[string]string{
		"a finished game's record, tags in any script": finishedRecord(t),
		"an empty record":                    "",
		"a 23 KB record":                     long,
		"the golden record":                  "1. e4 *\n",
		"the longest record a game may have": strings.Repeat("x", engine.MaxRecordBytes),
	} {
		t.Run(name, func(t *testing.T) {
			link := Encode(rec)
			assert.Regexp(t, `^#g=[A-Za-z0-9_-]*$`, link, "only characters that need no escaping in a URL")
			got, err := Decode(link)
			require.NoError(t, err)
			assert.Equal(t, rec, got)
		})
	}
}

func TestDecodeAcceptsWhatBrowsersAndPeopleHandOver(t *testing.T) {
	for name, fragment := range map[string]string{
		"location.hash, with its #": goldenLink,
		"without the #":             goldenLink[1:],
		"with spaces from a copy":   "  " + goldenLink + "\n",
	} {
		t.Run(name, func(t *testing.T) {
			got, err := Decode(fragment)
			require.NoError(t, err)
			assert.Equal(t, "1. e4 *\n", got)
		})
	}
}

func TestDecodeRefusesDamagedLinks(t *testing.T) {
	tests := []struct {
		name     string
		fragment string
		want     error
	}{
		{"an empty fragment is no game link", "", ErrNotGameLink},
		{"a fragment for something else is no game link", "#section-2", ErrNotGameLink},
		{"a wrong prefix is no game link", "#G=" + goldenLink[3:], ErrNotGameLink},
		{"the prefix alone is incomplete", "#g=", ErrIncomplete},
		{"a link cut in the header is incomplete", goldenLink[:10], ErrIncomplete},
		{"a link cut in the record is incomplete", goldenLink[:len(goldenLink)-4], ErrIncomplete},
		{"a link cut where base64 cannot end is incomplete", goldenLink[:len(goldenLink)-3], ErrIncomplete},
		{"a flipped character in the record is a change", goldenLink[:len(goldenLink)-5] + "X" + goldenLink[len(goldenLink)-4:], ErrChanged},
		{"a flipped character in the hash is a change", goldenLink[:12] + "A" + goldenLink[13:], ErrChanged},
		{"an added character is a change", goldenLink + "AAAA", ErrChanged},
		{"a character no link holds is a change", goldenLink[:10] + "+" + goldenLink[11:], ErrChanged},
		{"a trailing full stop from a sentence is a change", goldenLink + ".", ErrChanged},
		{"a link of a later format is too new", "#g=AgAAAAhiKGl3ndHx2TEuIGU0ICoK", ErrTooNew},
		{"format 0 was never made, so it is a change", "#g=AAAAAAhiKGl3ndHx2TEuIGU0ICoK", ErrChanged},
		{"a link to a record longer than any game's is refused unread", Encode(strings.Repeat("x", engine.MaxRecordBytes+1)), ErrTooLong},
		{"a megabyte of link is refused unread", "#g=" + strings.Repeat("A", 1<<20), ErrTooLong},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Decode(tt.fragment)
			assert.ErrorIs(t, err, tt.want)
			assert.Empty(t, got, "never part of a record")
		})
	}
}

func TestUnusedBitsDoNotMatter(t *testing.T) {
	// A cut link's last character usually has them set; what tells that it was
	// cut is the length, and bits that carry nothing change nothing.
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
	link := Encode("1. e4 *") // 13 + 7 bytes: 27 characters, the last with 2 bits unused
	require.Equal(t, 3, (len(link)-len(Prefix))%4)
	last := strings.IndexByte(alphabet, link[len(link)-1])
	require.Zero(t, last&3, "encoding leaves the unused bits clear")
	got, err := Decode(link[:len(link)-1] + string(alphabet[last|3]))
	require.NoError(t, err)
	assert.Equal(t, "1. e4 *", got)
}

// isDecodeError reports whether err is one of the errors Decode documents.
func isDecodeError(err error) bool {
	for _, e := range []error{ErrNotGameLink, ErrIncomplete, ErrChanged, ErrTooNew, ErrTooLong} {
		if errors.Is(err, e) {
			return true
		}
	}
	return false
}

func TestEveryChangedCharacterIsCaught(t *testing.T) {
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
	link := Encode(finishedRecord(t))
	for i := len(Prefix); i < len(link); i++ {
		// Flipping a character's top bit changes what it carries, even the
		// last character's, whose low bits may be unused.
		next := alphabet[strings.IndexByte(alphabet, link[i])^32]
		changed := link[:i] + string(next) + link[i+1:]
		_, err := Decode(changed)
		require.True(t, isDecodeError(err), "character %d changed: %v", i, err)
	}
}

func TestEveryCutIsIncomplete(t *testing.T) {
	link := Encode(finishedRecord(t))
	for n := len(Prefix); n < len(link); n++ {
		_, err := Decode(link[:n])
		require.ErrorIs(t, err, ErrIncomplete, "cut to %d of %d characters", n, len(link))
	}
}

func FuzzDecode(f *testing.F) {
	f.Add(goldenLink)
	f.Add(Encode(finishedRecord(f)))
	f.Add("#g=")
	f.Add("#g=AgAAAAhiKGl3ndHx2TEuIGU0ICoK")
	f.Fuzz(func(t *testing.T, text string) {
		// Read as a link: a record or a documented error, never both, and a
		// record read travels again.
		rec, err := Decode(text)
		if err != nil {
			require.True(t, isDecodeError(err), "undocumented error %v", err)
			require.Empty(t, rec)
		} else {
			again, err := Decode(Encode(rec))
			require.NoError(t, err)
			require.Equal(t, rec, again)
		}
		// Read as a record: any text a record may be survives the trip.
		if len(text) > engine.MaxRecordBytes {
			return
		}
		back, err := Decode(Encode(text))
		require.NoError(t, err)
		require.Equal(t, text, back)
	})
}

func Example() {
	g := engine.NewGame(7)
	for _, san := range []string{"Nc3", "Se8", "Nb5", "Nc8"} {
		g.PlaySAN(san)
	}
	g.Resign(engine.White)
	rec, _ := g.Record(nil) // only a finished game has a record

	link := "https://example.org/" + Encode(rec)
	_, fragment, _ := strings.Cut(link, "#")
	back, err := Decode(fragment)
	fmt.Println(err == nil && back == rec)

	_, err = Decode(fragment[:len(fragment)-10])
	fmt.Println(err)
	// Output:
	// true
	// this link is incomplete: part of it is missing, perhaps cut off when it was copied
}

// TestPlayLinksCarryTheirOwnKind: a carried game's link has its own prefix,
// reads back whole, and is never taken for a finished game's link, nor the
// other way round.
func TestPlayLinksCarryTheirOwnKind(t *testing.T) {
	const save = "mschess-save 1\nflipped: false\n\nbWFza2Vk\n"
	link := EncodePlay(save)
	assert.True(t, strings.HasPrefix(link, PlayPrefix))
	got, err := DecodePlay(link)
	require.NoError(t, err)
	assert.Equal(t, save, got)
	_, err = Decode(link)
	assert.ErrorIs(t, err, ErrNotGameLink, "a game in play is no replay")
	_, err = DecodePlay(Encode(save))
	assert.ErrorIs(t, err, ErrNotGameLink, "nor a replay a game in play")
	_, err = DecodePlay(link[:len(link)-3])
	assert.ErrorIs(t, err, ErrIncomplete, "and a cut one is refused as any link")
}
