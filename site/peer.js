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

// mschessPeer, where the browser has WebRTC, makes a connection with the ICE servers of urls: it offers one
// when remote is "", and answers the offer remote otherwise. It tells hooks,
// never twice and never once closed: described(sdp), its description with
// the addresses gathered; opened(), the data channel open; heard(msg), a
// message; failed(), a connection that could not be made or was lost, always
// after mschessPeer has returned. It returns connect(sdp), which applies the
// answer to an offer, send(msg) and close().
var mschessPeer = window.RTCPeerConnection && function (urls, remote, hooks) {
  let pc, channel, timer, closed = false, described = false;
  const close = () => {
    closed = true;
    clearTimeout(timer);
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
    ch.onopen = () => closed || hooks.opened();
    ch.onmessage = (e) => closed || typeof e.data !== "string" || hooks.heard(e.data);
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
