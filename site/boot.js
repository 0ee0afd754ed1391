// Starts the game: runs app.wasm, which compile.js began to compile, with
// the Go runtime that wasm_exec.js defines. Everything here stays inside this
// function, so the page adds nothing to the global scope beyond what
// wasm_exec.js and compile.js define, and mschessStore, the journal, and
// mschessCarried, a game the embed handed over (handOver).
(() => {
  "use strict";

  // A link of a game by links (#letter=…) or an invitation (#friend=…)
  // opened in the address bar of a tab that shows the game changes only the
  // fragment, which loads no page: the program reads them as it starts, so
  // start it anew.
  window.addEventListener("hashchange", () => {
    if (/^#(letter|friend)=/.test(location.hash)) {
      location.reload();
    }
  });

  // words are the loading notice's texts in the language the program will
  // speak, from script#boot-text, which tools/build writes from the string
  // table: the first language that has texts of ?lang=, the one the player
  // picked before and the browser's, in the order of ui.App.chooseLang.
  const notice = document.getElementById("loading");
  const words = (() => {
    let all = {};
    try {
      all = JSON.parse(document.getElementById("boot-text").textContent);
    } catch (err) {
      return {}; // the page's own English stays
    }
    const tags = [new URLSearchParams(location.search).get("lang")];
    try {
      const embed = document.documentElement.classList.contains("embed");
      tags.push(localStorage.getItem("mschess.lang" + (embed ? ".embed" : "")));
    } catch (err) {
      // No storage, as in a sandboxed frame: nothing was picked before.
    }
    // sameAs is text.Lookup's: Filipino is written as Tagalog.
    const sameAs = { fil: "tl" };
    for (const tag of tags.concat(navigator.languages || [])) {
      const primary = String(tag || "").toLowerCase().split(/[-_]/)[0];
      const lang = Object.prototype.hasOwnProperty.call(sameAs, primary) ? sameAs[primary] : primary;
      if (Object.prototype.hasOwnProperty.call(all, lang)) {
        if (notice) {
          notice.lang = lang;
        }
        return all[lang];
      }
    }
    return all.en || {};
  })();
  if (notice && words.loading) {
    notice.textContent = words.loading;
  }

  // The looks picked on an earlier visit (ui.Looks: the board's colours and
  // the piece set), shown before the program runs, which need not read them;
  // in the embed too, which has no select to check them against, where its
  // storage is the site's (a frame of another site has storage of its own).
  try {
    for (const [id, key, look] of [["board-look", "mschess.board", /^board-[a-z]+$/], ["piece-look", "mschess.pieces", /^pieces-[a-z]+$/]]) {
      const sel = document.getElementById(id);
      const v = localStorage.getItem(key);
      if (sel ? Array.prototype.some.call(sel.options, (o) => o.value === v) : look.test(v)) {
        if (sel) {
          sel.value = v;
        }
        document.documentElement.classList.add(v);
      }
    }
  } catch (err) {
    // No storage: the page's own looks stay.
  }

  // fail replaces the loading notice with a message a player can act on, why
  // being one of words or the browser's own message.
  const fail = (why) => {
    if (notice) {
      notice.textContent = (words.failed || "{0}").replace("{0}", why || "");
      notice.classList.add("error");
    }
    document.documentElement.dataset.state = "failed";
  };

  if (typeof WebAssembly !== "object" || typeof Go !== "function") {
    fail(words.noWasm);
    return;
  }

  // The marks time the start's phases (BenchmarkTimeToPlayable in
  // e2e/bench_test.go).
  performance.mark("mschess:boot");
  const go = new Go();
  // The module, compiled by compile.js from the page's start; where that
  // could not be, downloaded and compiled here in one go (older Safari).
  const load = () => {
    if (self.mschessModule) {
      return self.mschessModule.then((module) => WebAssembly.instantiate(module, go.importObject));
    }
    return fetch("app.wasm")
      .then((r) => r.arrayBuffer())
      .then((bytes) => WebAssembly.instantiate(bytes, go.importObject))
      .then((result) => result.instance);
  };
  // The program keeps the game, its settings and its past games through
  // mschessStore, the journal below, ready before it runs.
  const journal = openJournal();
  self.mschessStore = journal.store;
  handOver();
  Promise.all([load().then((instance) => journal.ready().then(() => instance)), takeOver()])
    // main never returns, so the program ending at all means it failed.
    .then(([instance]) => {
      performance.mark("mschess:instantiated");
      return go.run(instance);
    })
    .then(() => fail(words.stopped))
    .catch((err) => fail(String((err && err.message) || err)));

  // openJournal returns localStorage's stand-in for the program (store, null
  // where storage is refused) and ready, called once the program could
  // start, whose promise holds once the journal has mended localStorage:
  // every change is numbered, the number kept under journalKey, and written
  // to IndexedDB too; before the program starts, the changes that
  // localStorage lost in a killed browser are written back from there
  // (README, "A killed browser takes no move back").
  function openJournal() {
    const journalKey = "mschess.journal";
    let ls = null;
    try {
      ls = window.localStorage;
      ls.getItem(journalKey);
    } catch (err) {
      return { store: null, ready: () => Promise.resolve() };
    }
    const count = () => Number(ls.getItem(journalKey)) || 0;
    let db = null;
    // change sets key to value, or removes it when value is null; a refusal
    // of localStorage (a full storage) throws to the program, which tells
    // the player.
    const change = (key, value) => {
      const n = count() + 1;
      if (value === null) {
        ls.removeItem(key);
      } else {
        ls.setItem(key, value);
      }
      ls.setItem(journalKey, String(n));
      try {
        db && db.transaction("changes", "readwrite").objectStore("changes").put({ value, n }, key);
      } catch (err) {
        // localStorage still has the change: only a kill can lose it.
      }
    };
    const store = {
      getItem: (key) => ls.getItem(key),
      setItem: (key, value) => change(key, String(value)),
      removeItem: (key) => change(key, null),
    };
    // An IndexedDB that has not answered journalWait after the program
    // could start, or that fails, does not hold the game back: it journals
    // from when it opens, if it does, but mends nothing once the program may
    // have read localStorage. The wait counts from the program's start, not
    // the page's, since a busy device is slow at both.
    const journalWait = 2000;
    let settled = false;
    let settle;
    const mended = new Promise((done) => {
      settle = () => {
        settled = true;
        done();
      };
      let req;
      try {
        req = indexedDB.open("mschess-journal", 1);
      } catch (err) {
        settle(); // no IndexedDB: localStorage alone, as before
        return;
      }
      req.onupgradeneeded = () => req.result.createObjectStore("changes");
      req.onerror = req.onblocked = settle;
      req.onsuccess = () => {
        const opened = req.result;
        const changes = opened.transaction("changes").objectStore("changes");
        const keys = changes.getAllKeys();
        const values = changes.getAll();
        changes.transaction.oncomplete = () => {
          db = opened;
          if (settled) {
            return;
          }
          const kept = count();
          let last = kept;
          try {
            keys.result.forEach((key, i) => {
              const { value, n } = values.result[i];
              if (n > kept) {
                if (value === null) {
                  ls.removeItem(key);
                } else {
                  ls.setItem(key, value);
                }
                last = Math.max(last, n);
              }
            });
            if (last > kept) {
              ls.setItem(journalKey, String(last));
            }
          } catch (err) {
            // A full storage keeps what it has.
          }
          settle();
        };
        changes.transaction.onabort = settle;
      };
    });
    const ready = () => {
      setTimeout(settle, journalWait);
      return mended;
    };
    return { store, ready };
  }

  // handOver and takeOver carry the embed's game to the full page (#open-full)
  // by a message from the embed to the tab it opens, never in an address: an
  // address stays in the browser's history and can be opened again in a
  // private window or another browser, where the page cannot know it was
  // taken up already, at a move from before the squares it has shown since
  // (docs/rules.md §10). The program writes the link with the game into
  // #open-full as it is clicked, at the root; handOver, on the window, comes
  // after. A frame that may not open a tab, or has no origin to check a
  // message by (a sandboxed one), follows the link as written.
  function handOver() {
    const link = document.getElementById("open-full");
    if (!link || self.origin === "null") {
      return;
    }
    window.addEventListener("click", (ev) => {
      const at = link.href.indexOf("#p=");
      if (!(ev.target instanceof Element) || ev.target.closest("#open-full") !== link || at < 0) {
        return;
      }
      const fragment = link.href.slice(at);
      const page = link.href.slice(0, at);
      const tab = window.open(page + "#carry", "_blank");
      if (!tab) {
        return;
      }
      ev.preventDefault();
      link.href = page;
      const origin = new URL(page).origin;
      const send = (e) => {
        if (e.source === tab && e.origin === origin && e.data === "mschess:carry-ready") {
          window.removeEventListener("message", send);
          tab.postMessage({ type: "mschess:carry", fragment }, origin);
        }
      };
      window.addEventListener("message", send);
    });
  }

  // takeOver resolves once a tab opened by handOver (#carry) has the game, in
  // mschessCarried, which the program reads in place of its address's
  // fragment; at once on any other page.
  function takeOver() {
    if (location.hash !== "#carry") {
      return Promise.resolve();
    }
    const opener = window.opener;
    if (!opener) {
      return Promise.resolve(); // opened again by hand: no game comes, and the program passes #carry by
    }
    return new Promise((done) => {
      const timer = setTimeout(done, 3000);
      window.addEventListener("message", (e) => {
        if (e.source === opener && e.origin === location.origin && e.data && e.data.type === "mschess:carry") {
          clearTimeout(timer);
          self.mschessCarried = String(e.data.fragment);
          done();
        }
      });
      opener.postMessage("mschess:carry-ready", location.origin);
    });
  }

  // The service worker makes the next visit work offline. It follows the
  // protocol written out in site/sw.js: an update waits until the player takes
  // it through #update, whose words the program fills in, and this tab reloads
  // only once it asked for the update, never in the middle of a game by itself.
  // A sandboxed frame (an opaque origin) throws on merely reading
  // navigator.serviceWorker: it plays without a worker, online only.
  let sw = null;
  try {
    sw = navigator.serviceWorker || null;
  } catch (err) {
    // No worker, as in a browser without them.
  }
  if (sw) {
    // Only once the game is playable: installing the worker downloads the
    // whole site again, app.wasm included, which would slow the start down.
    whenPlayable(() => {
      sw.register("sw.js", { scope: "./" }).then(watch, () => {
        // No worker (a private window, storage turned off): the game still
        // plays, it just needs the network next time.
      });
    });
  }

  // whenPlayable calls f once the program has set the mark mschess:playable,
  // or on load in a browser that cannot observe marks.
  function whenPlayable(f) {
    const mark = "mschess:playable";
    if (typeof PerformanceObserver !== "function" || !(PerformanceObserver.supportedEntryTypes || []).includes("mark")) {
      window.addEventListener("load", f);
      return;
    }
    const po = new PerformanceObserver((list) => {
      if (list.getEntriesByName(mark).length > 0) {
        po.disconnect();
        f();
      }
    });
    po.observe({ type: "mark" });
  }

  // watch offers the update that reg holds waiting, now or once one installs.
  function watch(reg) {
    if (reg.waiting && sw.controller) {
      offer(reg, reg.waiting);
    }
    reg.addEventListener("updatefound", () => {
      const worker = reg.installing;
      if (!worker) {
        return;
      }
      worker.addEventListener("statechange", () => {
        // With no controller this is the first install, not an update.
        if (worker.state === "installed" && sw.controller) {
          offer(reg, worker);
        }
      });
    });
  }

  let asked = false;
  if (sw) {
    sw.addEventListener("controllerchange", () => {
      // Other tabs receive this too; they carry on with the build they have.
      if (asked) {
        window.location.reload();
      }
    });
  }

  // build is the version of the build this page belongs to, which tools/build
  // writes into the page as into sw.js.
  const mark = document.querySelector('meta[name="mschess-build"]');
  const build = mark && mark.content;

  // offer shows #update for worker, a new version waiting in reg, unless it
  // is the build this page already runs: pages come from the network first,
  // so a page can be newer than the worker that served it.
  function offer(reg, worker) {
    const channel = new MessageChannel();
    channel.port1.onmessage = (e) => {
      if (e.data !== build) {
        show(reg);
      }
    };
    worker.postMessage({ type: "version" }, [channel.port2]);
  }

  function show(reg) {
    const banner = document.getElementById("update");
    const button = document.getElementById("update-reload");
    if (!banner || !button) {
      return;
    }
    banner.hidden = false;
    button.onclick = () => {
      if (reg.waiting) {
        asked = true;
        button.disabled = true;
        reg.waiting.postMessage({ type: "skip-waiting" });
      }
    };
  }
})();
