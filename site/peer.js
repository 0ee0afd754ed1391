// Connects the app to a friend's device over a WebRTC data channel, which the
// app (wasm/peer.go) makes, feeds and closes through mschessPeer. The plumbing
// of the browser's promises and events is here rather than in Go, where it
// cost 3 KiB more of the download (docs/size.md); every decision is the
// app's.
"use strict";

// gatherWait is how long, in milliseconds, a peer waits for its addresses
// before it describes itself with those it has: a STUN server that does not
// answer would otherwise hold the invitation for many seconds.
const gatherWait = 3000;

// A data channel just open can lose what is sent on it: in Chromium the
// friend's first message once went nowhere (the channel's statistics counted
// none sent, both sides open), and the two pages waited for each other for
// ever. So each side sends probe, again every probeEvery milliseconds, until
// it hears the other side, which answers each probe with heardProbe; the app
// is told the channel is open only then, and one still silent after
// probeWait has failed. Neither word reaches the app, which has no message
// of its own that starts with "!link".
const probe = "!link", heardProbe = "!linked", probeEvery = 250, probeWait = 15000;

// mschessPeer, where the browser has WebRTC, makes a connection with the ICE
// servers of urls: it offers one when remote is "", and answers the offer
// remote otherwise. It tells hooks, never twice and never once closed:
// described(sdp), its description with the addresses gathered; opened(), the
// data channel open and the other side heard over it; heard(msg), a message;
// failed(), a connection that could not be made or was lost, always after
// mschessPeer has returned. It returns connect(sdp), which applies the answer
// to an offer, send(msg) and close().
var mschessPeer = window.RTCPeerConnection && function (urls, remote, hooks) {
  // probing is the timer of the probes, 0 before the channel opens and -1
  // once the other side is heard.
  let pc, channel, timer, probing = 0, closed = false, described = false;
  const close = () => {
    closed = true;
    clearTimeout(timer);
    clearInterval(probing);
    if (pc) pc.close();
  };
  const fail = () => {
    if (!closed) {
      close();
      hooks.failed();
    }
  };
  const describe = () => {
    if (!closed && !described && pc.localDescription) {
      described = true;
      hooks.described(pc.localDescription.sdp);
    }
  };
  const listen = (ch) => {
    channel = ch;
    const say = (msg) => ch.readyState === "open" && ch.send(msg);
    const linked = () => {
      if (probing !== -1) {
        clearInterval(probing);
        probing = -1;
        hooks.opened();
      }
    };
    ch.onopen = () => {
      if (closed || probing !== 0) return; // Chromium may tell twice
      let left = probeWait / probeEvery;
      probing = setInterval(() => (left-- > 0 ? say(probe) : fail()), probeEvery);
      say(probe);
    };
    ch.onmessage = (e) => {
      if (closed || typeof e.data !== "string") return;
      if (e.data === probe) say(heardProbe);
      linked();
      if (e.data !== probe && e.data !== heardProbe) hooks.heard(e.data);
    };
    ch.onclose = fail;
  };
  const local = async (desc) => {
    await pc.setLocalDescription(desc);
    timer = setTimeout(describe, gatherWait);
  };
  (async () => {
    pc = new RTCPeerConnection({ iceServers: urls.map((url) => ({ urls: url })) });
    pc.onicegatheringstatechange = () => pc.iceGatheringState === "complete" && describe();
    pc.onconnectionstatechange = () => pc.connectionState === "failed" && fail();
    if (remote === "") {
      listen(pc.createDataChannel("mschess"));
      await local(await pc.createOffer());
      return;
    }
    pc.ondatachannel = (e) => listen(e.channel);
    await pc.setRemoteDescription({ type: "offer", sdp: remote });
    await local(await pc.createAnswer());
  })().catch(fail);
  return {
    connect: (sdp) => pc.setRemoteDescription({ type: "answer", sdp: sdp }).catch(fail),
    send: (msg) => channel.send(msg),
    close: close,
  };
};
