#!/usr/bin/env node
// The project's static file server for a built app (dist/): scripts/serve and the Playwright
// tests use it, and it serves the build the way docs/deploy.md asks a real host to.
//
//   node tests/e2e/serve.mjs [--dir dist] [--port 4173] [--host 127.0.0.1] [--prefix /games/tablee/]
//
// Environment fallbacks: SERVE_DIR, SERVE_PORT, SERVE_HOST, SERVE_PREFIX.
// - Loopback only (127.0.0.1, ::1 or localhost): it is for this machine, never the network.
// - Content types, compression and caching follow scripts/http-policy.mjs: the precompressed
//   FILE.br / FILE.gz of scripts/deploy-files.mjs is sent when the request accepts it
//   (Content-Encoding, and Vary: Accept-Encoding on whatever could be compressed); hashed names
//   are cached for a year (immutable), everything else revalidated (no-cache) with an ETag.
// - Refuses a build made by `trunk serve` (its pages carry the live-reload script).
// - Optional URL prefix: with --prefix /games/tablee/ the app lives under that sub-path,
//   "/" redirects there, and anything else outside it is a 404. (Build with
//   `scripts/build --public-url /games/tablee/` so asset URLs match.)
// - index.html fallback for client-side routes (paths without a file extension, or
//   requests that accept text/html); a missing asset (e.g. /x.wasm) stays a 404.
import { createServer } from "node:http";
import { createReadStream } from "node:fs";
import { readFile, readdir, stat } from "node:fs/promises";
import { extname, join, relative, resolve, sep } from "node:path";
import { cacheControl, compressible, contentType, ENCODINGS, hasDevReload } from "../../scripts/http-policy.mjs";

const LOOPBACK = new Set(["127.0.0.1", "::1", "localhost"]);

function parseArgs(argv) {
  const opts = {
    dir: process.env.SERVE_DIR || "dist",
    port: Number(process.env.SERVE_PORT || 4173),
    host: process.env.SERVE_HOST || "127.0.0.1",
    prefix: process.env.SERVE_PREFIX || "/",
  };
  for (let i = 0; i < argv.length; i++) {
    const [key, inline] = argv[i].split("=", 2);
    const value = () => (inline !== undefined ? inline : argv[++i]);
    switch (key) {
      case "--dir": opts.dir = value(); break;
      case "--port": opts.port = Number(value()); break;
      case "--host": opts.host = value(); break;
      case "--prefix": opts.prefix = value(); break;
      case "-h":
      case "--help":
        console.log("usage: serve.mjs [--dir DIR] [--port N] [--host ADDR] [--prefix /sub/path/]");
        process.exit(0);
      default:
        if (!key.startsWith("-")) { opts.dir = key; break; }
        console.error(`serve.mjs: unknown option ${key}`);
        process.exit(2);
    }
  }
  let p = opts.prefix.trim() || "/";
  if (!p.startsWith("/")) p = "/" + p;
  if (!p.endsWith("/")) p += "/";
  opts.prefix = p;
  return opts;
}

const opts = parseArgs(process.argv.slice(2));
const root = resolve(opts.dir);
if (!LOOPBACK.has(opts.host)) {
  console.error(`serve.mjs: serves this machine only (127.0.0.1), not ${opts.host}`);
  process.exit(2);
}
for (const entry of await readdir(root).catch(() => [])) {
  if (entry.endsWith(".html") && hasDevReload(await readFile(join(root, entry), "utf8"))) {
    console.error(
      `serve.mjs: ${join(root, entry)} carries trunk serve's live-reload script (a \`trunk serve\` build, ` +
        "which fails on every load here). Build the app with `scripts/build` (scripts/serve does).",
    );
    process.exit(1);
  }
}

async function fileAt(path) {
  try {
    const s = await stat(path);
    if (s.isFile()) return { path, size: s.size, mtime: s.mtimeMs };
    if (s.isDirectory()) return fileAt(join(path, "index.html"));
  } catch {
    // not found
  }
  return null;
}

/** The encodings the request accepts, by name (a `q=0` refuses one). */
function accepted(header = "") {
  const ok = new Set();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) ok.add(name);
  }
  return ok;
}

function send(res, status, body, headers = {}) {
  res.writeHead(status, { "content-type": "text/plain; charset=utf-8", ...headers });
  res.end(body);
}

const server = createServer(async (req, res) => {
  if (req.method !== "GET" && req.method !== "HEAD") {
    return send(res, 405, "method not allowed\n", { allow: "GET, HEAD" });
  }
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(req.url, "http://localhost").pathname);
  } catch {
    return send(res, 400, "bad request\n");
  }
  // "/games/tablee" -> "/games/tablee/"
  if (opts.prefix !== "/" && pathname === opts.prefix.slice(0, -1)) {
    return send(res, 301, "", { location: opts.prefix });
  }
  if (!pathname.startsWith(opts.prefix)) {
    if (pathname === "/") return send(res, 302, "", { location: opts.prefix });
    return send(res, 404, "not found\n");
  }
  const rel = pathname.slice(opts.prefix.length);
  const target = resolve(root, "." + sep + rel);
  if (target !== root && !target.startsWith(root + sep)) {
    return send(res, 403, "forbidden\n");
  }

  let file = await fileAt(target);
  if (!file) {
    const wantsHtml = (req.headers.accept || "").includes("text/html");
    if (extname(rel) === "" || wantsHtml) file = await fileAt(join(root, "index.html"));
  }
  if (!file) return send(res, 404, "not found\n");

  const name = relative(root, file.path).split(sep).join("/");
  const headers = {
    "content-type": contentType(file.path),
    "cache-control": cacheControl(name),
    "x-content-type-options": "nosniff",
  };
  let body = file;
  if (compressible(file.path)) {
    headers.vary = "Accept-Encoding";
    const ok = accepted(req.headers["accept-encoding"]);
    for (const { encoding, suffix } of ENCODINGS) {
      if (!ok.has(encoding)) continue;
      const packed = await fileAt(file.path + suffix);
      if (!packed) continue;
      body = packed;
      headers["content-encoding"] = encoding;
      break;
    }
  }
  // One validator per representation, so a cache never mixes the encodings.
  const etag = `"${body.size.toString(16)}-${Math.floor(body.mtime).toString(16)}${headers["content-encoding"] ? "-" + headers["content-encoding"] : ""}"`;
  headers.etag = etag;
  headers["last-modified"] = new Date(body.mtime).toUTCString();
  if ((req.headers["if-none-match"] || "").split(",").some((t) => t.trim() === etag)) {
    res.writeHead(304, headers);
    return res.end();
  }
  headers["content-length"] = body.size;
  res.writeHead(200, headers);
  if (req.method === "HEAD") return res.end();
  createReadStream(body.path)
    .on("error", () => res.destroy())
    .pipe(res);
});

server.listen(opts.port, opts.host, () => {
  const { port } = server.address();
  console.log(`Serving ${root} at http://${opts.host}:${port}${opts.prefix}`);
});

for (const sig of ["SIGINT", "SIGTERM"]) {
  process.on(sig, () => server.close(() => process.exit(0)));
}
