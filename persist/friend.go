package persist

import (
	"encoding/base64"
	"io"
	"strconv"
	"strings"

	"mschess/duel"
	"mschess/engine"
)

// A game with a friend in play (docs/rules.md §11) is kept apart from the save,
// under a key of each side, "mschess.friend.white" or "mschess.friend.black",
// so that the two pages of one browser playing each other keep one each, and a
// reload, a closed tab or a phone that sleeps does not lose it: a first line
// naming the format and its version, the name of the channel the two pages
// talk over, on a clock what each side's had left, "resigning" while a
// resignation made on the friend's turn waits for this side's, then this
// side's state (duel.Side.Save) as one line of base64. Only a game with a
// resignation waiting is written as version 2, so that a page of before it
// reads every other:
//
//	mschess-friend 2
//	channel: Wq3v0f2hK1uO9x7c
//	clock: 171250 176020
//	resigning
//	ARYBgA…
//
// Unmasked: no minefield, only this side's key share, and a mine needs both
// (duel.Side.Save); two pages of one browser keep both here (docs/rules.md
// §11). duel.Restore checks all of it, replaying the game, so a damaged state
// is refused rather than played on. One that cannot be read is set aside under
// "mschess.friend.<side>.rejected.<n>", as a save is, and nothing else kept is
// touched.
const (
	friendPrefix = "mschess.friend."
	friendMagic  = "mschess-friend "
	friendV      = 2
	channelKey   = "channel"
	friendClock  = "clock: "
	resigningKey = "resigning"
	// maxFriend is the most text a kept game with a friend may hold: the
	// state of the longest game, with room to spare.
	maxFriend = 64 << 10
)

// Friend is a game with a friend in play as this page keeps it.
type Friend struct {
	// Channel names the channel the two pages of one browser talk over: the
	// first game's id, which its rematches keep; "" for a game by links,
	// whose messages go by no channel.
	Channel string
	// Side is this page's side of the game.
	Side *duel.Side
	// ClockLeft is the milliseconds left on each side's clock, by
	// engine.Color, as this page last counted them; zero without a clock.
	ClockLeft [2]int64
	// Resigning is set while a resignation made on the friend's turn waits
	// for this side's turn to go.
	Resigning bool
}

// friendKey is the key of the game with a friend that side plays.
func friendKey(side engine.Color) string { return friendPrefix + sideNames[side&1] }

// KeepFriend keeps f, over the game with a friend its side kept before.
func KeepFriend(s Store, f Friend) error {
	v := 1
	if f.Resigning {
		v = friendV
	}
	text := friendMagic + strconv.Itoa(v) + "\n" + channelKey + ": " + f.Channel + "\n"
	if f.ClockLeft != [2]int64{} {
		text += friendClock + strconv.FormatInt(f.ClockLeft[0], 10) + " " + strconv.FormatInt(f.ClockLeft[1], 10) + "\n"
	}
	if f.Resigning {
		text += resigningKey + "\n"
	}
	text += base64.StdEncoding.EncodeToString(f.Side.Save())
	if len(text) > maxFriend {
		return ErrTooLong
	}
	return s.Set(friendKey(f.Side.Color()), text)
}

// DropFriend forgets the game with a friend that side played, once it is over
// or can no longer be played.
func DropFriend(s Store, side engine.Color) { s.Remove(friendKey(side)) }

// LoadFriend returns the game with a friend that side plays, its dealing
// drawing its randomness from rand from then on. With none kept it returns
// ErrNoSave; one it cannot read it sets aside and reports in a *LoadError.
func LoadFriend(s Store, side engine.Color, rand io.Reader) (Friend, error) {
	text, ok := s.Get(friendKey(side))
	if !ok {
		return Friend{}, ErrNoSave
	}
	f, err := parseFriend(text, side, rand)
	if le, ok := err.(*LoadError); ok {
		le.Kept = setAside(s, friendKey(side), friendKey(side)+".rejected.", text)
	}
	return f, err
}

// parseFriend reads a kept game with a friend of side.
func parseFriend(text string, side engine.Color, rand io.Reader) (Friend, error) {
	if len(text) > maxFriend {
		return Friend{}, &LoadError{Err: ErrDamaged, Detail: strconv.Itoa(len(text)) + " bytes"}
	}
	lines := strings.Split(text, "\n")
	if !strings.HasPrefix(lines[0], friendMagic) {
		return Friend{}, &LoadError{Err: ErrForeign}
	}
	v, err := strconv.Atoi(strings.TrimPrefix(lines[0], friendMagic))
	if err != nil || v < 1 || v > friendV {
		return Friend{}, &LoadError{Err: ErrTooNew, Detail: lines[0]}
	}
	if len(lines) < 3 || !strings.HasPrefix(lines[1], channelKey+": ") {
		return Friend{}, &LoadError{Err: ErrDamaged, Detail: strconv.Itoa(len(lines)) + " lines"}
	}
	f := Friend{Channel: strings.TrimPrefix(lines[1], channelKey+": ")}
	// Between the channel and the state: the clocks, then a resignation, each
	// at most once.
	optional := lines[2 : len(lines)-1]
	if len(optional) > 0 && strings.HasPrefix(optional[0], friendClock) {
		w, b, _ := strings.Cut(strings.TrimPrefix(optional[0], friendClock), " ")
		var errW, errB error
		f.ClockLeft[0], errW = strconv.ParseInt(w, 10, 64)
		f.ClockLeft[1], errB = strconv.ParseInt(b, 10, 64)
		if errW != nil || errB != nil || min(f.ClockLeft[0], f.ClockLeft[1]) < 0 {
			return Friend{}, &LoadError{Err: ErrDamaged, Detail: "its clocks"}
		}
		optional = optional[1:]
	}
	if len(optional) > 0 && optional[0] == resigningKey && v >= 2 {
		f.Resigning, optional = true, optional[1:]
	}
	if len(optional) > 0 {
		return Friend{}, &LoadError{Err: ErrDamaged, Detail: strconv.Itoa(len(lines)) + " lines"}
	}
	state, err := base64.StdEncoding.DecodeString(lines[len(lines)-1])
	if err != nil {
		return Friend{}, &LoadError{Err: ErrDamaged, Detail: "its state is not base64"}
	}
	d, err := duel.Restore(state, rand)
	if err != nil {
		// What duel says names steps and squares of this side's own game,
		// which the player saw: nothing of a mine.
		return Friend{}, &LoadError{Err: ErrDamaged, Detail: err.Error()}
	}
	if d.Color() != side {
		return Friend{}, &LoadError{Err: ErrDamaged, Detail: "the other side's game"}
	}
	f.Side = d
	return f, nil
}

// ByLinks reports whether text, a game with a friend as KeptFriend returns it,
// is one by links (Friend.Channel ""): nothing reconnects to it, since its
// moves come as links.
func ByLinks(text string) bool {
	_, rest, _ := strings.Cut(text, "\n")
	return strings.HasPrefix(rest, channelKey+": \n")
}

// KeptFriend returns the text kept of a game with a friend that side plays,
// read or not, and whether there is one: the same text as a page kept last
// tells that no other page of the browser kept that game since.
func KeptFriend(s Store, side engine.Color) (string, bool) { return s.Get(friendKey(side)) }
