// Tablée's service worker: the template. scripts/pwa/precache.mjs (a Trunk post_build hook)
// fills in BUILD and FILES from the build output and writes the result to dist/sw.js.
//
// - install: precaches every file of the build (FILES, relative to this script, so the app works
//   under any sub-path) into a cache named after the build; waits until the page says to take over.
// - activate: deletes this app's older caches (same scope, other builds), takes the open pages.
// - fetch: precached files come from the cache (network if missing); page loads (navigations) of
//   index.html / embed.html, with any query, come from the cache too, so the app starts offline.
//   Everything else (other origins, other paths) goes to the network untouched.
// - message "SKIP_WAITING": the page's "Reload to update" button; the new build takes over.
// Saved games live in localStorage: nothing here reads or clears them.
"use strict";

const BUILD = "__BUILD__";
const FILES = __FILES__;

const BASE = new URL("./", self.location.href);
// Cache names are per origin: the scope keeps two copies of the app on one host apart.
const PREFIX = `tablee-precache ${BASE.pathname} `;
const CACHE = PREFIX + BUILD;
const key = (url) => {
  const u = new URL(url, BASE);
  u.search = "";
  u.hash = "";
  return u.href;
};
const PRECACHED = new Set(FILES.map(key));
const INDEX = key("index.html");
// Pages the server answers with index.html when the build has no such file.
const INDEX_ALIASES = new Set([key("./"), key("embed.html")].filter((u) => !PRECACHED.has(u)));

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // cache: "reload" skips the HTTP cache, so an old index.html never lands in a new cache.
      await cache.addAll(FILES.map((f) => new Request(new URL(f, BASE), { cache: "reload" })));
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  const data = event.data;
  if (data === "SKIP_WAITING" || (data && data.type === "SKIP_WAITING")) self.skipWaiting();
});

async function fromCache(url) {
  const cache = await caches.open(CACHE);
  return cache.match(url);
}

// A navigation may not be answered with a response that went through a redirect (some hosts
// redirect index.html to ./): copy such a response into a fresh one.
async function clean(response) {
  if (!response || !response.redirected) return response;
  const body = await response.blob();
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== BASE.origin || !url.pathname.startsWith(BASE.pathname)) return;
  const k = key(url);

  if (request.mode === "navigate") {
    if (PRECACHED.has(k) || INDEX_ALIASES.has(k)) {
      const page = PRECACHED.has(k) ? k : INDEX;
      event.respondWith(
        (async () => (await clean(await fromCache(page))) || fetch(request))(),
      );
    } else {
      // Another page in the scope (e.g. a client-side path): the network, else the app.
      event.respondWith(
        fetch(request).catch(async () => {
          const cached = await clean(await fromCache(INDEX));
          if (cached) return cached;
          throw new TypeError("offline and not cached");
        }),
      );
    }
    return;
  }

  if (PRECACHED.has(k)) {
    event.respondWith((async () => (await fromCache(k)) || fetch(request))());
  }
});
