#!/usr/bin/env node
// Makes a finished build deployable, the last step of every release build (Trunk.toml's
// post_build hook), run once over the whole output:
//
//   node scripts/deploy-files.mjs [DIR] [--public-url /games/tablee/]
//
// - Refuses a development build: a page carrying `trunk serve`'s live-reload script fails with a
//   WebSocket error on every load anywhere else (exit 1). Under `trunk serve` itself (run as its
//   hook, no DIR given) it only says so and writes nothing, since that build is never deployed.
// - Writes `FILE.br` (brotli, quality 11) and `FILE.gz` (gzip, written by zopfli: any gzip reader
//   reads it, and it is 4 to 5 % smaller than gzip -9 on our bundles) beside every file worth
//   compressing (scripts/http-policy.mjs), where the result is smaller; stale ones are replaced.
//   Servers that can send a precompressed file (ours, nginx's gzip_static / brotli_static) do no
//   work per request and send the smallest bytes.
// - Writes `_headers`, the caching rules in the format of Netlify and Cloudflare Pages: hashed
//   names cached for a year, everything else revalidated (docs/deploy.md).
// DIR defaults to $TRUNK_STAGING_DIR and the public URL to $TRUNK_PUBLIC_URL (Trunk's hook
// environment), else "/".
import { readFile, readdir, rm, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";
import { cacheControl, compressible, contentType, ENCODINGS, hasDevReload, isDeployExtra } from "./http-policy.mjs";

const argv = process.argv.slice(2);
let publicUrl = process.env.TRUNK_PUBLIC_URL || "/";
const at = argv.indexOf("--public-url");
if (at >= 0) publicUrl = argv.splice(at, 2)[1];
const asHook = argv.length === 0;
const dir = argv[0] || process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error("deploy-files.mjs: give the build directory (or run it as a Trunk hook: TRUNK_STAGING_DIR)");
  process.exit(2);
}
// Rules in _headers are paths from the site's root; a relative public URL ("./") cannot say where
// the app will live, so its rules are written for the root.
if (!publicUrl.startsWith("/")) publicUrl = "/";
if (!publicUrl.endsWith("/")) publicUrl += "/";

async function walk(d) {
  const out = [];
  for (const entry of await readdir(d, { withFileTypes: true })) {
    const path = join(d, entry.name);
    if (entry.isDirectory()) out.push(...(await walk(path)));
    else if (entry.isFile()) out.push(relative(dir, path).split(sep).join("/"));
  }
  return out.sort();
}

const all = await walk(dir);
const files = all.filter((f) => !isDeployExtra(f));

for (const page of files.filter((f) => f.endsWith(".html"))) {
  if (!hasDevReload(await readFile(join(dir, page), "utf8"))) continue;
  if (asHook) {
    console.log("deploy-files.mjs: a `trunk serve` build (live reload): not compressed, never to be deployed");
    process.exit(0);
  }
  console.error(
    `deploy-files.mjs: ${join(dir, page)} carries trunk serve's live-reload script: this is a development ` +
      "build and cannot be deployed. Build it with `scripts/build` (scripts/serve and scripts/test do).",
  );
  process.exit(1);
}

// Stale variants and rules first, so a rerun over a changed build never keeps an old copy.
for (const extra of all.filter(isDeployExtra)) await rm(join(dir, extra));

const BROTLI_TEXT = new Set(["text/html", "text/javascript", "text/css", "image/svg+xml", "application/json", "application/manifest+json", "text/plain"]);
const rows = [];
for (const f of files.filter(compressible)) {
  const data = await readFile(join(dir, f));
  const text = BROTLI_TEXT.has(contentType(f).split(";")[0]);
  const variants = {
    br: brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_LGWIN]: constants.BROTLI_MAX_WINDOW_BITS,
        [constants.BROTLI_PARAM_MODE]: text ? constants.BROTLI_MODE_TEXT : constants.BROTLI_MODE_GENERIC,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    // zopfli's default effort (15 iterations): 1.5 to 3 s for a page's wasm.
    gzip: Buffer.from(await gzipAsync(data, { numiterations: 15 })),
  };
  const row = { file: f, raw: data.length };
  for (const { encoding, suffix } of ENCODINGS) {
    const packed = variants[encoding];
    if (packed.length >= data.length) continue;
    await writeFile(join(dir, f + suffix), packed);
    row[encoding] = packed.length;
  }
  rows.push(row);
}

const headers = [
  "# Written by scripts/deploy-files.mjs: caching for Netlify and Cloudflare Pages (docs/deploy.md).",
  "# Hashed names never change content: cached for a year. The rest is revalidated on each use.",
];
const rule = (path, f) => {
  headers.push(path, `  Cache-Control: ${cacheControl(f)}`, "  X-Content-Type-Options: nosniff", "");
};
headers.push("");
for (const f of files) {
  const path = publicUrl + f.split("/").map(encodeURIComponent).join("/");
  if (f === "index.html") rule(publicUrl, f);
  rule(path, f);
}
await writeFile(join(dir, "_headers"), headers.join("\n"));

const size = (n) => (n === undefined ? "-" : String(n));
console.log(`deploy-files.mjs: ${rows.length} files precompressed in ${dir}, _headers for ${publicUrl}`);
for (const r of rows) console.log(`  ${r.file}: ${r.raw} B raw, ${size(r.gzip)} B gzip, ${size(r.br)} B brotli`);
