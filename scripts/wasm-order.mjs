#!/usr/bin/env node
// Reorders the functions of a page's built wasm so that alike ones are neighbours: gzip and
// brotli find repeats only within a window (32 KB for gzip), and the linker's order scatters the
// many near-copies generics and Yew's `html!` leave. About 2 % of each page, gzipped
// (docs/performance.md). The code is unchanged: wasm-opt renumbers the functions (and sorts the
// imports by name), nothing else; the result is checked to compile with the same imports and
// exports.
//
//   node scripts/wasm-order.mjs DIR    the app's bundle (tablee-HASH_bg.wasm) of a Trunk build in
//                                       DIR, in place; the integrity of its preload in
//                                       DIR/index.html follows
//
// The order: each function's body is summarised by a MinHash of its 4-byte sequences; starting
// from the first function, the next is always the one left most like the last few placed. The
// functions get names in that order and wasm-opt sorts them by name (--reorder-functions-by-name);
// the names are not written out. Deterministic: the same wasm gives the same bytes.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

// How many hash functions summarise a body, and how fast the likeness to the functions placed
// before the last fades: tried on the companion's page (128 hashes: 0.1 % better than 64; a decay
// of 0.6: 0.8 % better than the last function alone).
const HASHES = 128;
const DECAY = 0.6;
// The features rustc's wasm32 target uses; the built wasm no longer names them
// (--strip-target-features in index.html), so wasm-opt is told.
const FEATURES = [
  "--enable-bulk-memory",
  "--enable-multivalue",
  "--enable-mutable-globals",
  "--enable-nontrapping-float-to-int",
  "--enable-reference-types",
  "--enable-sign-ext",
];

function uleb(bytes, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const b = bytes[at++];
    if (b === undefined) throw new Error("the wasm ends inside a number");
    value += (b & 0x7f) * 2 ** shift;
    shift += 7;
    if (b < 0x80) return [value, at];
  }
}

function encodeUleb(value) {
  const out = [];
  do {
    let b = value & 0x7f;
    value = Math.floor(value / 128);
    if (value) b |= 0x80;
    out.push(b);
  } while (value);
  return out;
}

function encodeName(text) {
  const bytes = Buffer.from(text, "utf8");
  return [...encodeUleb(bytes.length), ...bytes];
}

/** The number of imported functions and each defined function's body: [start, end). */
function functionsOf(wasm) {
  let imported = 0;
  const bodies = [];
  let at = 8;
  while (at < wasm.length) {
    const id = wasm[at];
    const [size, start] = uleb(wasm, at + 1);
    const end = start + size;
    if (id === 0) {
      const [name] = readName(wasm, start);
      if (name === "name") throw new Error("the wasm already has names: run on a release build");
    } else if (id === 2) {
      let [count, p] = uleb(wasm, start);
      for (let i = 0; i < count; i++) {
        [, p] = readName(wasm, p);
        [, p] = readName(wasm, p);
        const kind = wasm[p++];
        if (kind === 0) {
          imported++;
          [, p] = uleb(wasm, p);
        } else if (kind === 1) {
          p++; // element type
          p = skipLimits(wasm, p);
        } else if (kind === 2) {
          p = skipLimits(wasm, p);
        } else if (kind === 3) {
          p += 2; // value type, mutability
        } else {
          throw new Error(`import kind ${kind} not known`);
        }
      }
    } else if (id === 10) {
      let [count, p] = uleb(wasm, start);
      for (let i = 0; i < count; i++) {
        const [length, bodyStart] = uleb(wasm, p);
        bodies.push([bodyStart, bodyStart + length]);
        p = bodyStart + length;
      }
    }
    at = end;
  }
  return { imported, bodies };
}

function readName(wasm, at) {
  const [length, start] = uleb(wasm, at);
  return [wasm.toString("utf8", start, start + length), start + length];
}

function skipLimits(wasm, at) {
  const flags = wasm[at];
  let [, p] = uleb(wasm, at + 1);
  if (flags & 1) [, p] = uleb(wasm, p);
  return p;
}

// murmur3's finaliser: a cheap 32-bit mix.
function mix(h) {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** HASHES minima per body, in one array. */
function signatures(wasm, bodies) {
  const seeds = Array.from({ length: HASHES }, (_, k) => mix(k + 1));
  const signs = new Uint32Array(bodies.length * HASHES).fill(0xffffffff);
  bodies.forEach(([start, end], f) => {
    const row = f * HASHES;
    for (let p = start; p + 4 <= Math.max(end, start + 4); p++) {
      const gram = (wasm[p] | (wasm[p + 1] << 8) | (wasm[p + 2] << 16) | (wasm[p + 3] << 24)) >>> 0;
      for (let k = 0; k < HASHES; k++) {
        const h = mix(gram ^ seeds[k]);
        if (h < signs[row + k]) signs[row + k] = h;
      }
    }
  });
  return signs;
}

/**
 * Greedy: from function 0, the next is the one left most like the last few placed, the last
 * counting most (each one before weighs DECAY times the one after; the first on a tie).
 */
function order(signs, count) {
  if (count === 0) return [];
  const left = new Uint8Array(count).fill(1);
  const score = new Float64Array(count);
  const placed = [];
  let current = 0;
  for (let step = 0; step < count; step++) {
    placed.push(current);
    left[current] = 0;
    let best = -1;
    const row = current * HASHES;
    for (let f = 0; f < count; f++) {
      let alike = 0;
      const other = f * HASHES;
      for (let k = 0; k < HASHES; k++) if (signs[other + k] === signs[row + k]) alike++;
      score[f] = score[f] * DECAY + alike;
      if (left[f] && (best < 0 || score[f] > score[best])) best = f;
    }
    current = best;
  }
  return placed;
}

/**
 * A "name" section naming each defined function by its place in `placed`. The imports keep no
 * name: wasm-opt sorts them by their own, which changes nothing (the page's script supplies them
 * by name) and compresses a little better.
 */
function nameSection(imported, placed) {
  const rank = new Array(placed.length);
  placed.forEach((f, r) => (rank[f] = r));
  const width = String(placed.length).length;
  const entries = [...encodeUleb(placed.length)];
  for (let f = 0; f < placed.length; f++) {
    entries.push(...encodeUleb(imported + f), ...encodeName(`f${String(rank[f]).padStart(width, "0")}`));
  }
  const functionNames = [1, ...encodeUleb(entries.length), ...entries];
  const payload = [...encodeName("name"), ...functionNames];
  return Buffer.from([0, ...encodeUleb(payload.length), ...payload]);
}

const dir = process.argv[2];
if (!dir) {
  console.error("usage: node scripts/wasm-order.mjs DIR");
  process.exit(2);
}
// The app's bundle (Trunk names it after its hash); the link module (tablee-link_bg.wasm) is
// fetched after the first paint and left as wasm-opt wrote it.
const wasms = (await readdir(dir)).filter((f) => /^tablee-[0-9a-f]+_bg\.wasm$/.test(f));
if (wasms.length !== 1) throw new Error(`${dir}: ${wasms.length} app bundles, want one`);
const path = join(dir, wasms[0]);
const wasm = await readFile(path);
const { imported, bodies } = functionsOf(wasm);
const placed = order(signatures(wasm, bodies), bodies.length);
const named = `${path}.named`;
await writeFile(named, Buffer.concat([wasm, nameSection(imported, placed)]));
execFileSync("wasm-opt", [named, ...FEATURES, "--reorder-functions-by-name", "-o", path], {
  stdio: "inherit",
});
await rm(named);

// The same module, its functions renumbered: it compiles, with the same imports and exports.
const reordered = await readFile(path);
const shape = (bytes) => {
  const module = new WebAssembly.Module(bytes);
  const sorted = (list) => list.map((x) => JSON.stringify(x)).sort();
  return JSON.stringify([sorted(WebAssembly.Module.imports(module)), sorted(WebAssembly.Module.exports(module))]);
};
if (shape(reordered) !== shape(wasm)) throw new Error(`${path}: the reordered module differs in its imports or exports`);
if (functionsOf(reordered).bodies.length !== bodies.length) throw new Error(`${path}: functions lost`);

// The preload's integrity (Trunk's, of the bytes before) must name the new bytes.
const integrity = `sha384-${createHash("sha384").update(reordered).digest("base64")}`;
const htmlPath = join(dir, "index.html");
const html = await readFile(htmlPath, "utf8");
const preload = new RegExp(`(<link[^>]*${wasms[0]}"[^>]*integrity=")[^"]*"`);
if (!preload.test(html)) throw new Error(`${htmlPath}: no preload with integrity for ${wasms[0]}`);
await writeFile(htmlPath, html.replace(preload, `$1${integrity}"`));
