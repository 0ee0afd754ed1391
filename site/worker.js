// The computer opponent's worker: it runs the game's own program, app.wasm, off
// the page, so that the page answers the players while the computer thinks.
// wasm/worker.go starts it from the page and talks to it.
//
// Protocol with the page:
//   - The page posts {root} first: the site's root URL. The worker loads the
//     Go runtime's script and the program from there, the very files the page
//     loaded, so that the browser's cache or the service worker serves them:
//     nothing is downloaded twice. (tools/build rewrites their names below to
//     the hashed ones, relative to the site root, where this script does not
//     lie: hence the root.)
//   - Then it posts {id, request}: a ui.Request as text, which holds the
//     players' view of the position and nothing else, and for the analysis
//     of a finished game a move played there to judge. The worker answers
//     each in turn with {id, move}, the move in coordinates or the judgement
//     (ui.Request.Answer), or {id, error}.
//   - When the program cannot start, the worker posts {failed} and the page
//     searches by itself.
// The program, finding no document, defines mschessThink(request) before it
// first waits, and answers through it.
(() => {
  "use strict";

  let think = null; // mschessThink, once the program runs
  let failed = false;
  const waiting = []; // requests that came before the program ran

  const answer = (msg) => {
    let reply;
    try {
      reply = think(msg.request);
    } catch (err) {
      reply = { error: String((err && err.message) || err) };
    }
    self.postMessage(Object.assign({ id: msg.id }, reply));
  };

  const fail = () => {
    failed = true;
    self.postMessage({ failed: true });
  };

  const start = (root) => {
    const at = (name) => new URL(name, root).href;
    try {
      importScripts(at("wasm_exec.js"));
    } catch (err) {
      fail();
      return;
    }
    const go = new Go();
    const response = fetch(at("app.wasm"));
    const instantiate = WebAssembly.instantiateStreaming
      ? WebAssembly.instantiateStreaming(response, go.importObject)
      : response.then((r) => r.arrayBuffer()).then((b) => WebAssembly.instantiate(b, go.importObject));
    instantiate.then((result) => {
      go.run(result.instance); // runs main until it first waits
      think = self.mschessThink;
      if (typeof think !== "function") {
        fail();
        return;
      }
      waiting.splice(0).forEach(answer);
    }, fail);
  };

  self.onmessage = (e) => {
    const msg = e.data || {};
    if (failed) {
      return;
    }
    if (typeof msg.root === "string") {
      start(msg.root);
    } else if (think) {
      answer(msg);
    } else {
      waiting.push(msg);
    }
  };
})();
