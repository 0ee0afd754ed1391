// Service worker of Minesweeper Chess: after one visit the game opens and plays
// with the network off, and a new deploy waits for the player's say-so.
//
// tools/build copies this file to the site root, so that its scope covers the
// whole site, and writes the build version into VERSION. Relative URLs here
// resolve against the site root.
//
// Protocol with the page:
//   - A new version installs in the background and then waits. The page learns
//     of it from its registration: reg.waiting at start-up, or "updatefound" and
//     then the installing worker's "statechange" to "installed" while
//     navigator.serviceWorker.controller is set (with no controller it is the
//     first install, not an update). It then posts {type: "version"} to that
//     worker with a MessagePort, on which the worker answers with VERSION, and
//     offers "update ready — reload" unless that is the build of the page
//     itself: pages come from the network first, so a page can already be of
//     the build that waits (tools/build writes the version into the pages too).
//   - When the player accepts, the page posts {type: "skip-waiting"} to that
//     worker. The worker activates and takes control, and the page receives
//     "controllerchange" on navigator.serviceWorker, where it reloads — only if
//     it asked, since other open tabs receive the event too.
//   - An update already waiting at start-up, before the player has done
//     anything, can be taken the same way at once: the saved game comes back
//     after the reload.
// The worker never activates an update on its own, so a game in progress is
// never reloaded under the player's hands.

const VERSION = "__BUILD_VERSION__";
const PREFIX = "mschess-";
const CACHE = PREFIX + VERSION;
// The SHA-256 of every file of the build, by its path from the site root, as
// tools/build writes them here and in the precache list. A body is checked
// against them before it is cached and before it is served: Cache Storage is
// open to any script of the origin, but this script the browser keeps apart,
// so a file planted in the cache is never served, even offline.
const HASHES = __BUILD_HASHES__;

self.addEventListener("install", (event) => {
  event.waitUntil(precache());
});

// precache fills this version's cache with every file of the build. If any
// file fails, the install fails and the browser tries again on a later visit:
// a cache that lacks a file would break offline play without anyone noticing.
async function precache() {
  // "no-cache" revalidates with the server: a stale copy of the list or the
  // pages from the HTTP cache would belong to another build.
  const res = await fetch("site/precache.json", { cache: "no-cache" });
  if (!res.ok) {
    throw new Error("precache list: HTTP " + res.status);
  }
  const list = await res.json();
  // A deploy between fetching this script and the list would mix two builds
  // in one cache; failing here lets the next visit install the newer worker.
  if (list.version !== VERSION) {
    throw new Error("precache list is for build " + list.version + ", not " + VERSION);
  }
  const cache = await caches.open(CACHE);
  await Promise.all(list.files.map(async (f) => {
    const res = await fetch(new Request(f, { cache: "no-cache" }));
    if (!res.ok || !(await matches(f, res))) {
      throw new Error("precache: " + f + " is not the file of this build");
    }
    await cache.put(f, res);
  }));
}

// pathOf returns the path of url from the site root, as HASHES names files.
function pathOf(url) {
  return new URL(url).pathname.slice(new URL(self.registration.scope).pathname.length);
}

// matches reports whether res's body is the file at path of this build; false
// when the build has no such file. It reads a clone, so res can still be
// served: a response's body cannot change once it is had, so what is served
// is what was checked.
async function matches(path, res) {
  const want = HASHES[path];
  if (!want) {
    return false;
  }
  const sum = new Uint8Array(await crypto.subtle.digest("SHA-256", await res.clone().arrayBuffer()));
  return Array.from(sum, (b) => b.toString(16).padStart(2, "0")).join("") === want;
}

// fromCache returns this version's copy of the file at path, checked, or null.
// A copy that fails the check is dropped, so that the next request online
// fetches the file anew.
async function fromCache(cache, path, req) {
  const hit = await cache.match(req, { ignoreSearch: true });
  if (!hit) {
    return null;
  }
  if (await matches(path, hit)) {
    return hit;
  }
  await cache.delete(req, { ignoreSearch: true });
  return null;
}

self.addEventListener("message", (event) => {
  const type = event.data && event.data.type;
  if (type === "skip-waiting") {
    self.skipWaiting();
  } else if (type === "version" && event.ports[0]) {
    event.ports[0].postMessage(VERSION);
  }
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    // Only this worker's own caches are touched; the page may keep others.
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== CACHE) {
        await caches.delete(name);
      }
    }
    // Navigation preload starts the page's request while the worker boots,
    // which the network-first navigations below would otherwise wait for.
    if (self.registration.navigationPreload) {
      await self.registration.navigationPreload.enable();
    }
    // On the first install this lets the page that installed the worker go
    // offline without a reload; on an update the page asked for it.
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET" || new URL(req.url).origin !== self.location.origin) {
    return;
  }
  event.respondWith(req.mode === "navigate" ? navigate(event) : cacheFirst(req));
});

// Pages go to the network first, so a new deploy is seen as soon as it is
// out, and fall back to this version's copy offline. A page from the network
// is not cached: the cache must hold one build whole, or an offline visit
// could get a page whose scripts are missing.
async function navigate(event) {
  try {
    return (await event.preloadResponse) || (await fetch(event.request));
  } catch (err) {
    const cache = await caches.open(CACHE);
    // The query (?seed=…) and fragment (#g=…) only steer the page; "/" and
    // other directories are served by their index.html.
    let path = pathOf(event.request.url);
    if (path === "" || path.endsWith("/")) {
      path += "index.html";
    }
    const page = await fromCache(cache, path, new URL(path, self.registration.scope).href);
    if (page) {
      return page;
    }
    throw err;
  }
}

// Everything the cache holds belongs to this version's build, most of it
// content-hashed, so a checked copy is always the right one. A copy that is
// missing or fails the check is fetched anew, and cached again if it passes;
// anything else goes to the network as usual.
async function cacheFirst(req) {
  const cache = await caches.open(CACHE);
  const path = pathOf(req.url);
  const hit = await fromCache(cache, path, req);
  if (hit) {
    return hit;
  }
  const res = await fetch(req);
  if (res.ok && (await matches(path, res))) {
    await cache.put(req, res.clone());
  }
  return res;
}
