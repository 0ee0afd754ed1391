package e2e

import (
	"context"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fakeAudio stands in for Web Audio before the page loads: it makes no sound
// but notes, for every sound started, how many moves the move list showed and
// what the live region said at that moment.
const fakeAudio = `(() => {
	window.heard = [];
	const param = {setValueAtTime() {}, exponentialRampToValueAtTime() {}};
	const node = () => ({connect() {}, gain: param, frequency: param,
		start() {
			heard.push({Moves: document.querySelectorAll("#moves button").length,
				Said: document.querySelector("#announce")?.lastElementChild?.textContent ?? ""});
		},
		stop() {}});
	window.AudioContext = class {
		constructor() { this.currentTime = 0; this.sampleRate = 8000; this.state = "running"; this.destination = node(); }
		createGain() { return node(); }
		createOscillator() { return node(); }
		createBufferSource() { return node(); }
		createBiquadFilter() { return node(); }
		createBuffer(channels, length) {
			const data = new Float32Array(length);
			return {getChannelData: () => data};
		}
		resume() {}
	};
})()`

// heard is a sound the page started, and what the page showed then.
type heard struct {
	Moves int
	Said  string
}

// sounds returns the sounds the page has started so far.
func sounds(t *testing.T, ctx context.Context) []heard {
	t.Helper()
	return eval[[]heard](t, ctx, `heard`)
}

// tapMove plays a move with two clicks, the ply-th of the game, and waits for
// the move list to show it.
func tapMove(t *testing.T, ctx context.Context, from, to string, ply int) {
	t.Helper()
	clickOn(t, ctx, `#board [data-sq="`+from+`"]`)
	clickOn(t, ctx, `#board [data-sq="`+to+`"]`)
	waitFor(t, ctx, `document.querySelectorAll("#moves button").length === `+strconv.Itoa(ply), from+"-"+to)
}

// TestSoundFollowsTheScreen plays moves with the sound on, then off: each
// sound starts only once the page shows the move it tells of, and none plays
// once the player has switched the sound off, a choice the next visit keeps.
func TestSoundFollowsTheScreen(t *testing.T) {
	o := newOrigin(t, distDir) // the choice is kept: in storage no other test reads
	ctx := newTabRunning(t, fakeAudio)
	openGameAt(t, ctx, o.url, 1)
	require.True(t, eval[bool](t, ctx, `document.querySelector("#sound").checked`), "sound is on in the page")
	assert.Empty(t, sounds(t, ctx), "opening the page makes no sound")

	tapMove(t, ctx, "g1", "f3", 1)
	waitFor(t, ctx, `heard.length > 0`, "the move's sound")
	said := eval[string](t, ctx, saidJS)
	for _, h := range sounds(t, ctx) {
		assert.Equal(t, heard{Moves: 1, Said: said}, h, "the sound starts once the move is on the page")
	}

	clickOn(t, ctx, "#sound")
	before := len(sounds(t, ctx))
	tapMove(t, ctx, "g10", "f8", 2)
	time.Sleep(300 * time.Millisecond) // two frames and more: a sound would have started
	assert.Len(t, sounds(t, ctx), before, "no sound once switched off")

	openGameAt(t, ctx, o.url, 1)
	assert.False(t, eval[bool](t, ctx, `document.querySelector("#sound").checked`), "the next visit keeps it off")
}

// TestEmbedIsSilentUnlessAsked plays a move in the embed, silent by default
// and heard with ?sound=1.
func TestEmbedIsSilentUnlessAsked(t *testing.T) {
	for _, tc := range []struct {
		query string
		sound bool
	}{{"?seed=1", false}, {"?seed=1&sound=1", true}} {
		t.Run(tc.query, func(t *testing.T) {
			ctx := newTabRunning(t, fakeAudio)
			openPage(t, ctx, site.url+"/embed.html"+tc.query)
			clickOn(t, ctx, `#board [data-sq="g1"]`)
			clickOn(t, ctx, `#board [data-sq="f3"]`)
			waitFor(t, ctx, saidJS+` !== ""`, "the move")
			time.Sleep(300 * time.Millisecond) // two frames and more: a sound would have started
			assert.Equal(t, tc.sound, len(sounds(t, ctx)) > 0)
		})
	}
}
