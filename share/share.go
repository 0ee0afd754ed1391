// Package share turns a finished game's record into the fragment of a link, and
// back, so that a replay can be shared with no server: everything travels in the
// part of the address after "#", which browsers never send anywhere.
//
// A fragment is "#g=" then, in base64url without padding (RFC 4648 §5), these
// bytes:
//
//	1 byte    format version, 1
//	4 bytes   length of the record in bytes, big-endian
//	8 bytes   FNV-1a 64-bit hash of the record, big-endian
//	the record itself, as Game.Record writes it
//
// The length tells a link that was cut short from one that was changed, and the
// hash catches a changed character. They guard against damage — a link cut by a
// chat app, a character lost in copying — not against forgery: anyone can make a
// link for any record, as anyone can write one by hand. What a replay proves rests
// on the record (its moves are replayed and its minefield checked against its
// commitment), not on the link.
//
// Only a finished game may be shared, because its record lists the minefield;
// Game.Record refuses a game in progress, and callers pass only its output here.
// A game in play travels only to another page of the same device, as the
// embed's "Open the full game" carries it: "#p=" then the same bytes, with a
// save's text in place of the record (EncodePlay), whose game is masked as in
// the browser's storage (persist.Carry), so that the link shows no more of the
// minefield than the storage does.
//
// Links are not compressed: compress/flate would make them about 40% shorter but
// is too costly for the wasm app (docs/size.md), while a long game's link is
// under 2 KB, which browsers and chat apps carry.
package share

import (
	"errors"
	"hash/fnv"
	"strings"

	"encoding/base64"
	"mschess/engine"
)

// Prefix starts every game link's fragment, and PlayPrefix a fragment that
// carries a game in play (EncodePlay).
const (
	Prefix     = "#g="
	PlayPrefix = "#p="
)

const (
	version    = 1
	headerSize = 1 + 4 + 8
)

// encoding is not strict: a link cut short usually ends in a character whose
// unused low bits are set, and it should be reported as cut, which the length
// field tells, rather than refused for those bits.
var encoding = base64.RawURLEncoding

// maxPayload is the length of the link of the longest record engine.ParseRecord
// reads: a longer link is refused before it is decoded.
var maxPayload = encoding.EncodedLen(headerSize + engine.MaxRecordBytes)

// maxPlayPayload bounds a carried game's link: a save's masked game is the
// record in base64, which takes a third more, and its settings take a little.
var maxPlayPayload = encoding.EncodedLen(headerSize + 2*engine.MaxRecordBytes)

// Errors returned by Decode, each a message a player can read; errors.Is tells
// them apart.
var (
	ErrNotGameLink = errors.New("this link does not hold a Minesweeper Chess game")
	ErrIncomplete  = errors.New("this link is incomplete: part of it is missing, perhaps cut off when it was copied")
	ErrChanged     = errors.New("this link was changed after it was made, so the game in it cannot be trusted")
	ErrTooNew      = errors.New("this link was made by a newer version of Minesweeper Chess; reload the page to update it")
	ErrTooLong     = errors.New("this link is longer than any game's, so it was not read")
)

// Encode returns the fragment, "#g=" included, of a link to the game with this
// record. The record must be a finished game's, as Game.Record writes it, and so
// no longer than engine.MaxRecordBytes.
func Encode(record string) string { return encode(Prefix, record) }

// EncodePlay returns the fragment, "#p=" included, of a link that carries the
// game in play of save, a save's text as persist.Carry writes it.
func EncodePlay(save string) string { return encode(PlayPrefix, save) }

// DecodePlay returns the save's text in a fragment that EncodePlay wrote, or
// one of the errors of Decode.
func DecodePlay(fragment string) (save string, err error) {
	return decode(PlayPrefix, maxPlayPayload, fragment)
}

// encode returns the fragment of text after prefix.
func encode(prefix, text string) string {
	data := make([]byte, headerSize, headerSize+len(text))
	data[0] = version
	putUint(data[1:5], uint64(len(text)))
	putUint(data[5:13], hash(text))
	data = append(data, text...)
	return prefix + encoding.EncodeToString(data)
}

// Decode returns the record in a link's fragment (location.hash, with or without
// its "#"). It checks the fragment whole and refuses a damaged one with one of
// the errors above; it never returns part of a record. A link to a record longer
// than engine.MaxRecordBytes is refused unread (ErrTooLong).
func Decode(fragment string) (record string, err error) {
	return decode(Prefix, maxPayload, fragment)
}

// decode returns the text in a fragment that encode wrote after prefix, if its
// payload is at most max characters long.
func decode(prefix string, max int, fragment string) (text string, err error) {
	payload, ok := strings.CutPrefix(strings.TrimPrefix(strings.TrimSpace(fragment), "#"), prefix[1:])
	switch {
	case !ok:
		return "", ErrNotGameLink
	case len(payload) > max:
		return "", ErrTooLong
	}
	for i := range len(payload) {
		if !isBase64URL(payload[i]) {
			return "", ErrChanged
		}
	}
	data, err := encoding.DecodeString(payload)
	switch {
	case err != nil:
		// Every character is one a link may hold, so the text ends where no
		// base64 text can: it was cut.
		return "", ErrIncomplete
	case len(data) > 0 && data[0] > version:
		return "", ErrTooNew
	case len(data) > 0 && data[0] != version:
		return "", ErrChanged
	case len(data) < headerSize:
		return "", ErrIncomplete
	}
	body := data[headerSize:]
	switch n := getUint(data[1:5]); {
	case uint64(len(body)) < n:
		return "", ErrIncomplete
	case uint64(len(body)) > n:
		return "", ErrChanged
	}
	text = string(body)
	if getUint(data[5:13]) != hash(text) {
		return "", ErrChanged
	}
	return text, nil
}

func isBase64URL(c byte) bool {
	return 'A' <= c && c <= 'Z' || 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-' || c == '_'
}

func hash(s string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(s))
	return h.Sum64()
}

// putUint writes v big-endian into all of b: two loops rather than
// encoding/binary (docs/size.md).
func putUint(b []byte, v uint64) {
	for i := len(b) - 1; i >= 0; i-- {
		b[i] = byte(v)
		v >>= 8
	}
}

// getUint reads b as a big-endian number.
func getUint(b []byte) uint64 {
	var v uint64
	for _, c := range b {
		v = v<<8 | uint64(c)
	}
	return v
}
