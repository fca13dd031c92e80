#!/usr/bin/env node
// What each page of a release build costs a reader (not a test: it prints numbers for
// docs/performance.md), the build served compressed by the project's server as deployed:
//
//   node scripts/measure-pages.mjs [DIST] [--runs 1] [--only NAME] [--no-lighthouse]
//
// - per page: the wasm it loads, raw / gzip -9 / brotli (the .br beside it) bytes;
// - Lighthouse 13.5.0 (npx, against Debian's Chromium), mobile with its default throttling
//   (simulated slow 4G, 4x slower CPU): performance, accessibility, best practices, the metrics
//   behind performance, and the bytes transferred; the median run by performance with --runs N.
// Pages: the home (./), each game's page where its shelf link leads (its new game form), each
// game's live page where an invitation leads and as its host sees it (a table started from the
// setup with a seat on another device, in a browser profile Lighthouse then opens, storage kept),
// every embed page (the page a blog post loads, a table in play) and the companion's guide.
import { execFile, spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";

const run = promisify(execFile);
const argv = process.argv.slice(2);
const flag = (name) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv.splice(i, 1).length > 0 : false;
};
const option = (name, dflt) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv.splice(i, 2)[1] : dflt;
};
const runs = Number(option("--runs", "1"));
// Only the pages whose name contains this (e.g. --only robinson).
const only = option("--only", "");
const lighthouse = !flag("--no-lighthouse");
const dist = resolve(argv[0] || "dist");
const root = resolve(new URL("..", import.meta.url).pathname);

// The page a blog post's frame loads (embed.html?game=… forwards there), with what it shows: a
// game for two (the companion, a camp sheet, has no seats).
const EMBEDS = [
  ["casbah", "players=2&"],
  ["drunter", "players=2&"],
  ["captn-clever", "players=2&"],
  ["cabanes", "players=2&"],
  ["robinson", ""],
];
const PAGES = [
  { name: "home", path: "" },
  ...["casbah", "drunter", "captn-clever", "cabanes"].map((g) => ({ name: `${g} setup`, path: `${g}.html#/new/${g}` })),
  // A game's live page (tables across devices) where an invitation leads: the guest's name form.
  ...["casbah", "drunter", "captn-clever", "cabanes"].map((g) => ({ name: `${g} live (a guest's invitation)`, path: `${g}-live.html#/join/${g}/t/1/1` })),
  ...["casbah", "drunter", "captn-clever", "cabanes"].map((g) => ({ name: `${g} live (its host's table)`, host: g })),
  ...EMBEDS.map(([g, seats]) => ({ name: `embed ${g}`, path: `embed-${g}.html?game=${g}&${seats}seed=1&lang=en` })),
  // The companion's guide: where its shelf link leads (its new session form).
  { name: "companion's guide", path: "robinson-guide.html#/new/robinson" },
];

/** The wasm a built page loads (Trunk's init script names it). */
function wasmOf(html) {
  const m = /['"]\/?(?:[^'"]*\/)?([^'"/]+_bg\.wasm)['"]/.exec(html);
  return m ? m[1] : null;
}

async function sizes(file) {
  const raw = await readFile(join(dist, file));
  const br = await readFile(join(dist, file + ".br")).catch(() => null);
  return { raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length, br: br ? br.length : null };
}

const server = spawn(process.execPath, [join(root, "tests/e2e/serve.mjs"), "--dir", dist, "--port", "0"], {
  stdio: ["ignore", "pipe", "inherit"],
});
const port = await new Promise((ok, fail) => {
  let out = "";
  server.stdout.on("data", (c) => {
    out += c;
    const m = /at http:\/\/127\.0\.0\.1:(\d+)\//.exec(out);
    if (m) ok(Number(m[1]));
  });
  server.on("exit", (code) => fail(new Error(`serve.mjs exited (${code}): ${out}`)));
});
const base = `http://127.0.0.1:${port}/`;

/**
 * A host's table on `game`'s live page: started from the game's setup with its second seat on
 * another device, in a new browser profile (no service worker, so Lighthouse loads the page as a
 * first visit does). Returns the table's address and the profile.
 */
async function hostTable(game) {
  const { chromium } = await import("playwright-core");
  const profile = await mkdtemp(join(tmpdir(), "tablee-host-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
    serviceWorkers: "block",
  });
  try {
    const page = await context.newPage();
    await page.goto(`${base}${game}.html#/new/${game}`);
    await page.getByLabel("Who plays player 2", { exact: true }).selectOption("remote");
    await page.getByRole("button", { name: /^(Start|Commencer)$/ }).click();
    await page.waitForURL(/-live\.html#\/play\/[^/]+$/);
    await page.locator(".invitation").first().waitFor();
    // The table's save stays; the files go, as on a first visit.
    await (await context.newCDPSession(page)).send("Network.clearBrowserCache");
    return { path: page.url().slice(base.length), profile };
  } finally {
    await context.close();
  }
}

// The signalling server a host's table calls, if this machine has it (scripts/setup installs it).
const signalling = PAGES.some((p) => p.host && p.name.includes(only))
  ? spawn("matchbox_server", ["127.0.0.1:3536"], { stdio: "ignore" }).on("error", () => {})
  : null;

const FLAGS = "--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync";

async function audit(url, profile) {
  const dir = await mkdtemp(join(tmpdir(), "tablee-lh-"));
  const out = join(dir, "report.json");
  const kept = profile ? ["--disable-storage-reset"] : [];
  const flags = profile ? `${FLAGS} --user-data-dir=${profile}` : FLAGS;
  try {
    await run(
      "npx",
      ["--yes", "lighthouse@13.5.0", url, "--quiet", "--output=json", `--output-path=${out}`, ...kept,
        "--only-categories=performance,accessibility,best-practices", `--chrome-flags=${flags}`],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || "/usr/bin/chromium" }, maxBuffer: 1 << 26 },
    );
    const report = JSON.parse(await readFile(out, "utf8"));
    const c = report.categories;
    const a = report.audits;
    const score = (k) => Math.round(c[k].score * 100);
    const failing = Object.entries(a)
      .filter(([, v]) => v.score !== null && v.score < 1 && ["binary", "numeric", "metricSavings"].includes(v.scoreDisplayMode))
      .map(([k]) => k);
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      fcp: a["first-contentful-paint"].numericValue,
      lcp: a["largest-contentful-paint"].numericValue,
      tbt: a["total-blocking-time"].numericValue,
      cls: a["cumulative-layout-shift"].numericValue,
      si: a["speed-index"].numericValue,
      transfer: a["total-byte-weight"].numericValue,
      failing,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const rows = [];
try {
  for (const page of PAGES.filter((p) => p.name.includes(only))) {
    // A host's table: a new table in a new profile for every run (the first run leaves the
    // profile's cache and service worker warm).
    const visit = async () => (page.host ? hostTable(page.host) : { path: page.path });
    let { path, profile } = await visit();
    const html = await (await fetch(base + path, { redirect: "follow" })).text();
    const wasm = wasmOf(html);
    const row = { page: page.name, path, wasm, ...(wasm ? await sizes(wasm) : {}) };
    if (lighthouse) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        if (i > 0 && profile) {
          await rm(profile, { recursive: true, force: true });
          ({ path, profile } = await visit());
        }
        results.push(await audit(base + path, profile));
      }
      results.sort((x, y) => x.performance - y.performance);
      Object.assign(row, results[Math.floor(results.length / 2)], { performances: results.map((r) => r.performance) });
    }
    if (profile) await rm(profile, { recursive: true, force: true });
    rows.push(row);
    console.error(`measured ${page.name}`);
  }
} finally {
  server.kill("SIGTERM");
  signalling?.kill("SIGTERM");
}

const kb = (n) => (n == null ? "-" : `${(n / 1000).toFixed(1)} kB`);
const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
console.log("| page | wasm raw | gzip -9 | brotli | transferred (Lighthouse) | performance | accessibility | best practices | FCP | LCP | TBT | CLS |");
console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
for (const r of rows) {
  const lh = lighthouse
    ? [kb(r.transfer), runs > 1 ? `${r.performance} (${r.performances.join(", ")})` : r.performance, r.accessibility, r.bestPractices,
        s(r.fcp), s(r.lcp), `${Math.round(r.tbt)} ms`, r.cls.toFixed(3)]
    : Array(8).fill("-");
  console.log(`| ${r.page} (\`${r.path || "./"}\`) | ${kb(r.raw)} | ${kb(r.gzip)} | ${kb(r.br)} | ${lh.join(" | ")} |`);
}
for (const r of rows.filter((r) => r.failing && r.failing.length)) {
  console.log(`\n${r.page}: audits below 1: ${r.failing.join(", ")}`);
}
