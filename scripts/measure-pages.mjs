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
// Pages: the home (./), each game's page where its shelf link leads (its new game form), every
// embed page (the page a blog post loads, a table in play) and the companion's guide.
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

const FLAGS = "--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync";

async function audit(url) {
  const dir = await mkdtemp(join(tmpdir(), "tablee-lh-"));
  const out = join(dir, "report.json");
  try {
    await run(
      "npx",
      ["--yes", "lighthouse@13.5.0", url, "--quiet", "--output=json", `--output-path=${out}`,
        "--only-categories=performance,accessibility,best-practices", `--chrome-flags=${FLAGS}`],
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
    const html = await (await fetch(base + page.path, { redirect: "follow" })).text();
    const wasm = wasmOf(html);
    const row = { page: page.name, path: page.path, wasm, ...(wasm ? await sizes(wasm) : {}) };
    if (lighthouse) {
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await audit(base + page.path));
      results.sort((x, y) => x.performance - y.performance);
      Object.assign(row, results[Math.floor(results.length / 2)], { performances: results.map((r) => r.performance) });
    }
    rows.push(row);
    console.error(`measured ${page.name}`);
  }
} finally {
  server.kill("SIGTERM");
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
