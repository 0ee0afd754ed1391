// Starts the game: loads app.wasm and runs it with the Go runtime that
// wasm_exec.js defines. Everything here stays inside this function, so the page
// adds nothing to the global scope beyond what wasm_exec.js itself defines.
(() => {
  "use strict";

  // fail replaces the loading notice with a message a player can act on. These
  // words are the only ones not in the game's string table: when they are shown,
  // the program that holds the table never started.
  const fail = (why) => {
    const el = document.getElementById("loading");
    if (el) {
      el.textContent = "The game could not start (" + why + "). Reload the page to try again; if that does not help, try an up-to-date browser.";
      el.classList.add("error");
    }
    document.documentElement.dataset.state = "failed";
  };

  if (typeof WebAssembly !== "object" || typeof Go !== "function") {
    fail("this browser cannot run WebAssembly");
    return;
  }

  const go = new Go();
  const load = () => {
    const response = fetch("app.wasm");
    if (WebAssembly.instantiateStreaming) {
      return WebAssembly.instantiateStreaming(response, go.importObject);
    }
    // Older Safari: no streaming compilation.
    return response
      .then((r) => r.arrayBuffer())
      .then((bytes) => WebAssembly.instantiate(bytes, go.importObject));
  };
  load()
    // main never returns, so the program ending at all means it failed.
    .then((result) => go.run(result.instance))
    .then(() => fail("the program stopped"))
    .catch((err) => fail(String((err && err.message) || err)));
})();
