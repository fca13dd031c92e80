#!/usr/bin/env node
// Offline numbers of a release build (not a test: it prints numbers).
//
//   node scripts/pwa/measure.mjs [DIST] [--prefix /games/tablee/] [--runs 7]
//
// - precache: the files dist/sw.js lists, their bytes raw and gzipped (-9, for comparison with a
//   download; the cache stores them raw);
// - time to interactive on a reload, in headless Chromium (Debian's /usr/bin/chromium): from
//   navigation start (performance.timeOrigin) to the first frame where the page's main content
//   is there: the home heading (h1) on "./", a board with its cells on "./#/play/<id>". Median
//   of RUNS reloads each, with the service worker offline (network off and server stopped),
//   with the service worker online, and without any service worker (blocked), online.
// Serves DIST (default dist/) with tests/e2e/serve.mjs on a free port.
import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";

const argv = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = argv.indexOf(name);
  if (i < 0) return dflt;
  const [v] = argv.splice(i, 2).slice(1);
  return v;
};
let prefix = opt("--prefix", process.env.E2E_PREFIX || "/");
if (!prefix.startsWith("/")) prefix = "/" + prefix;
if (!prefix.endsWith("/")) prefix += "/";
const runs = Number(opt("--runs", "7"));
const dist = resolve(argv[0] || "dist");
const root = resolve(new URL("../..", import.meta.url).pathname);

// Precache size, from the list in sw.js.
const sw = await readFile(join(dist, "sw.js"), "utf8");
const files = JSON.parse(/const FILES = (\[[^\]]*\]);/.exec(sw)[1].replace(/,\s*\]/, "]"));
let raw = 0;
let gz = 0;
const sizes = {};
for (const f of files) {
  const data = await readFile(join(dist, decodeURIComponent(f)));
  raw += data.length;
  gz += gzipSync(data, { level: 9 }).length;
  sizes[f] = data.length;
}

function serve(port = 0) {
  const proc = spawn(process.execPath, [join(root, "tests/e2e/serve.mjs"), "--dir", dist, "--port", String(port), "--prefix", prefix], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((ok, fail) => {
    let out = "";
    proc.stdout.on("data", (c) => {
      out += c;
      const m = /:(\d+)\//.exec(out);
      if (m) ok({ port: Number(m[1]), stop: () => new Promise((done) => (proc.once("exit", done), proc.kill()))});
    });
    proc.on("exit", (code) => fail(new Error(`serve.mjs exited ${code}`)));
  });
}

// Records, from the very start of each document, when the main content first shows.
const READY = () => {
  const ready = () =>
    document.querySelector("[role=application] [role=button]") ||
    (location.hash.replace(/^#\/?/, "") === "" && document.querySelector("main h1"));
  const check = () => {
    if (window.__ready === undefined && ready()) {
      requestAnimationFrame(() => (window.__ready = performance.now()));
      return true;
    }
    return false;
  };
  new MutationObserver((_, obs) => check() && obs.disconnect()).observe(document, { childList: true, subtree: true });
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const args = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync"];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", args, headless: true });

async function times(page, url) {
  const out = [];
  for (let i = 0; i < runs; i++) {
    await page.goto("about:blank");
    await page.goto(url);
    await page.waitForFunction(() => window.__ready !== undefined, null, { timeout: 30_000 });
    out.push(await page.evaluate(() => window.__ready));
  }
  return out;
}

let server = await serve();
const port = server.port;
const base = `http://127.0.0.1:${port}${prefix}`;
const result = { precache_files: files.length, precache_bytes: raw, precache_gzip9_bytes: gz, files: sizes, runs };

// A game to reload: a solo casbah 9×5.
async function startGame(page) {
  await page.goto(base + "#/new/casbah");
  await page.getByLabel("Number of players").selectOption("1");
  await page.getByRole("button", { name: "Start" }).click();
  await page.getByRole("application").locator("[role=button]").first().waitFor();
  return page.url();
}

{
  // Without a service worker (blocked), online.
  const ctx = await browser.newContext({ serviceWorkers: "block", viewport: { width: 1280, height: 1000 } });
  await ctx.addInitScript(READY);
  const page = await ctx.newPage();
  const play = await startGame(page);
  result.no_sw_online_home_ms = await times(page, base);
  result.no_sw_online_board_ms = await times(page, play);
  await ctx.close();
}
{
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  await ctx.addInitScript(READY);
  const page = await ctx.newPage();
  const t0 = Date.now();
  await page.goto(base);
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === "activated");
  result.first_visit_until_sw_controls_ms = Date.now() - t0;
  const play = await startGame(page);
  result.sw_online_home_ms = await times(page, base);
  result.sw_online_board_ms = await times(page, play);
  await ctx.setOffline(true);
  await server.stop();
  server = null;
  result.sw_offline_home_ms = await times(page, base);
  result.sw_offline_board_ms = await times(page, play);
  await ctx.close();
}
await browser.close();
if (server) await server.stop();

for (const k of Object.keys(result)) {
  if (k.endsWith("_ms") && Array.isArray(result[k])) {
    result[k.replace(/_ms$/, "_median_ms")] = Math.round(median(result[k]));
    result[k] = result[k].map(Math.round);
  }
}
console.log(JSON.stringify(result, (k, v) => (Array.isArray(v) ? v.join(" ") : v), 1));
