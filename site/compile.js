// Starts compiling app.wasm while the page is still being parsed, styled and
// laid out, so that the module is ready, or nearly, when boot.js (deferred
// until the document is parsed) comes to run it, rather than only then
// (BenchmarkTimeToPlayable). It is a parser-blocking script placed before the
// stylesheet, which would otherwise hold it back, and so small that it holds
// the parser back little.
//
// Its one global, mschessModule, is the compile's promise; it is left
// undefined where the browser cannot compile as it downloads, and boot.js then
// does the whole load itself.
(() => {
  "use strict";
  if (typeof WebAssembly !== "object" || !WebAssembly.compileStreaming) {
    return;
  }
  performance.mark("mschess:compile");
  const module = WebAssembly.compileStreaming(fetch("app.wasm"));
  // boot.js reports a failure; until it takes the promise up, a rejection
  // must not count as unhandled.
  module.catch(() => {});
  self.mschessModule = module;
})();
