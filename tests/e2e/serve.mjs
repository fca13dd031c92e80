#!/usr/bin/env node
// Minimal static file server for the built app (dist/), used by the Playwright tests.
//
//   node tests/e2e/serve.mjs [--dir dist] [--port 4173] [--host 127.0.0.1] [--prefix /games/tablee/]
//
// Environment fallbacks: SERVE_DIR, SERVE_PORT, SERVE_HOST, SERVE_PREFIX.
// - Serves only on loopback by default (127.0.0.1).
// - Correct MIME types (application/wasm is required for WebAssembly.instantiateStreaming).
// - Optional URL prefix: with --prefix /games/tablee/ the app lives under that sub-path,
//   "/" redirects there, and anything else outside it is a 404. (Build with
//   `trunk build --release --public-url /games/tablee/` so asset URLs match.)
// - index.html fallback for client-side routes (paths without a file extension, or
//   requests that accept text/html); a missing asset (e.g. /x.wasm) stays a 404.
import { createServer } from "node:http";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { extname, join, resolve, sep } from "node:path";

const MIME = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".wasm": "application/wasm",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
};

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

async function fileAt(path) {
  try {
    const s = await stat(path);
    if (s.isFile()) return { path, size: s.size };
    if (s.isDirectory()) return fileAt(join(path, "index.html"));
  } catch {
    // not found
  }
  return null;
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

  const type = MIME[extname(file.path).toLowerCase()] || "application/octet-stream";
  res.writeHead(200, {
    "content-type": type,
    "content-length": file.size,
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
  });
  if (req.method === "HEAD") return res.end();
  createReadStream(file.path)
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
