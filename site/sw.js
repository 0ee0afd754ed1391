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
  await cache.addAll(list.files.map((f) => new Request(f, { cache: "no-cache" })));
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
    // The query (?seed=…) and fragment (#g=…) only steer the page.
    const hit = await cache.match(event.request, { ignoreSearch: true });
    if (hit) {
      return hit;
    }
    // "/" and other directories are served by their index.html.
    const url = new URL(event.request.url);
    if (url.pathname.endsWith("/")) {
      const index = await cache.match(new URL("index.html", url));
      if (index) {
        return index;
      }
    }
    throw err;
  }
}

// Everything the cache holds belongs to this version's build, most of it
// content-hashed, so a cached copy is always the right one; anything else goes
// to the network as usual.
async function cacheFirst(req) {
  const cache = await caches.open(CACHE);
  return (await cache.match(req)) || fetch(req);
}
