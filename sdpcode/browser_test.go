//go:build !js

package sdpcode

import (
	"context"
	"encoding/json"
	"flag"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"
)

// capture rewrites testdata/*.sdp from the browser (see testdata/README.md).
var capture = flag.Bool("capture", false, "capture the SDP samples in testdata/ from Chromium")

// newBrowser starts a headless Chromium for t and returns two tabs of it, or
// skips t when there is no Chromium or under -short. (chromedp does not build
// for js/wasm, hence the file's build constraint.)
func newBrowser(t *testing.T) (a, b context.Context) {
	t.Helper()
	if testing.Short() {
		t.Skip("starts a browser")
	}
	path, err := exec.LookPath("chromium")
	if err != nil {
		t.Skip("chromium is not installed (Debian package chromium)")
	}
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(),
		chromedp.ExecPath(path),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.Flag("headless", true),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("disable-background-networking", true),
	)
	t.Cleanup(cancelAlloc)
	browser, cancelBrowser := chromedp.NewContext(alloc)
	t.Cleanup(cancelBrowser)
	ctx, cancel := context.WithTimeout(browser, 60*time.Second)
	t.Cleanup(cancel)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate("about:blank")), "starting %s", path)
	other, cancelOther := chromedp.NewContext(ctx)
	t.Cleanup(cancelOther)
	require.NoError(t, chromedp.Do(other, chromedp.Navigate("about:blank")))
	return ctx, other
}

// peerJS sets up window.pc, an RTCPeerConnection with the ICE servers given
// as its argument, and window.gathered, which waits for its candidates.
const peerJS = `(servers) => {
	window.pc = new RTCPeerConnection({iceServers: servers});
	window.gathered = () => new Promise(done => {
		if (pc.iceGatheringState === "complete") return done();
		pc.addEventListener("icegatheringstatechange", () => pc.iceGatheringState === "complete" && done());
	});
}`

// makeOffer opens a data channel in a new peer of tab and returns the offer
// as createOffer made it, with no candidates, and as the local description
// holds it once every candidate is gathered.
func makeOffer(t *testing.T, tab context.Context, servers string) (bare, gathered string) {
	js := `(async () => {
		(` + peerJS + `)(` + servers + `);
		window.channel = pc.createDataChannel("game");
		const offer = await pc.createOffer();
		await pc.setLocalDescription(offer);
		await gathered();
		return [offer.sdp, pc.localDescription.sdp];
	})()`
	sdps, err := chromedp.Run(tab, chromedp.Evaluate[[]string](js, chromedp.EvalAwaitPromise))
	require.NoError(t, err)
	return sdps[0], sdps[1]
}

// makeAnswer answers offer in a new peer of tab, which echoes every message
// of the data channel back, and returns the answer as makeOffer does.
func makeAnswer(t *testing.T, tab context.Context, servers, offer string) (bare, gathered string) {
	js := `(async () => {
		(` + peerJS + `)(` + servers + `);
		pc.addEventListener("datachannel", e => e.channel.addEventListener("message", m => e.channel.send(m.data)));
		await pc.setRemoteDescription({type: "offer", sdp: ` + jsString(t, offer) + `});
		const answer = await pc.createAnswer();
		await pc.setLocalDescription(answer);
		await gathered();
		return [answer.sdp, pc.localDescription.sdp];
	})()`
	sdps, err := chromedp.Run(tab, chromedp.Evaluate[[]string](js, chromedp.EvalAwaitPromise))
	require.NoError(t, err)
	return sdps[0], sdps[1]
}

func jsString(t *testing.T, s string) string {
	b, err := json.Marshal(s)
	require.NoError(t, err)
	return string(b)
}

// TestCaptureSamples writes the SDP samples of testdata/ under -capture: an
// offer and its answer with no candidates, with the mDNS host candidates a
// browser gathers with no ICE servers, and with a server-reflexive one from a
// STUN server of the test's own.
func TestCaptureSamples(t *testing.T) {
	if !*capture {
		t.Skip("run with -capture to write testdata/*.sdp anew")
	}
	offerer, answerer := newBrowser(t)
	stun := serveSTUN(t)
	for servers, name := range map[string]string{"[]": "host", `[{urls: "stun:` + stun + `"}]`: "srflx"} {
		bareOffer, offer := makeOffer(t, offerer, servers)
		bareAnswer, answer := makeAnswer(t, answerer, servers, offer)
		samples := map[string]string{"offer-" + name: offer, "answer-" + name: answer}
		if name == "host" {
			samples["offer-none"], samples["answer-none"] = bareOffer, bareAnswer
		}
		for file, sdp := range samples {
			require.NoError(t, os.WriteFile(filepath.Join("testdata", file+".sdp"), []byte(sdp), 0o644))
		}
	}
}

// serveSTUN answers STUN binding requests (RFC 8489) on the machine's first
// non-loopback IPv4 address until t ends, and returns that address and port.
func serveSTUN(t *testing.T) string {
	var ip net.IP
	addrs, err := net.InterfaceAddrs()
	require.NoError(t, err)
	for _, a := range addrs {
		if n, ok := a.(*net.IPNet); ok && !n.IP.IsLoopback() && n.IP.To4() != nil {
			ip = n.IP.To4()
			break
		}
	}
	require.NotNil(t, ip, "a non-loopback IPv4 address, for the STUN server")
	conn, err := net.ListenUDP("udp4", &net.UDPAddr{IP: ip})
	require.NoError(t, err)
	t.Cleanup(func() { conn.Close() })
	go func() {
		cookie := []byte{0x21, 0x12, 0xa4, 0x42}
		req := make([]byte, 1500)
		for {
			n, from, err := conn.ReadFromUDP(req)
			if err != nil {
				return
			}
			if n < 20 || req[0] != 0 || req[1] != 1 {
				continue // not a binding request
			}
			// A binding success response: the request's cookie and
			// transaction, and one XOR-MAPPED-ADDRESS of the sender.
			resp := append([]byte{1, 1, 0, 12}, req[4:20]...)
			resp = append(resp, 0, 0x20, 0, 8, 0, 1)
			resp = append(resp, byte(from.Port>>8)^cookie[0], byte(from.Port)^cookie[1])
			for i, b := range from.IP.To4() {
				resp = append(resp, b^cookie[i])
			}
			conn.WriteToUDP(resp, from)
		}
	}()
	return conn.LocalAddr().String()
}

// TestBrowsersConnectThroughCodesAlone has two tabs of Chromium, with no ICE
// servers, open a data channel from nothing but the SDPs rebuilt from each
// other's codes, and swap a message over it.
func TestBrowsersConnectThroughCodesAlone(t *testing.T) {
	offerer, answerer := newBrowser(t)
	_, offer := makeOffer(t, offerer, "[]")
	_, answer := makeAnswer(t, answerer, "[]", throughCode(t, Offer, offer))
	js := `(async () => {
		const opened = new Promise(done => channel.addEventListener("open", done));
		const start = performance.now();
		await pc.setRemoteDescription({type: "answer", sdp: ` + jsString(t, throughCode(t, Answer, answer)) + `});
		await opened;
		const connected = performance.now() - start;
		const echo = new Promise(done => channel.addEventListener("message", m => done(m.data)));
		channel.send("1. e4");
		return [await echo, connected.toFixed(0)];
	})()`
	got, err := chromedp.Run(offerer, chromedp.Evaluate[[]string](js, chromedp.EvalAwaitPromise))
	require.NoError(t, err)
	require.Equal(t, "1. e4", got[0], "the message, back from the other tab")
	t.Logf("connected %s ms after the answer was applied", got[1])
}

// throughCode returns the SDP that a browser's sdp of type typ becomes on the
// other side: parsed, encoded, decoded and rebuilt.
func throughCode(t *testing.T, typ Type, sdp string) string {
	d, err := Parse(typ, sdp)
	require.NoError(t, err)
	code, err := Encode(d)
	require.NoError(t, err)
	got, err := Decode(code, typ)
	require.NoError(t, err)
	return got.SDP()
}
