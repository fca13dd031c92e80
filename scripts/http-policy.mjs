// How a Tablée build is served over HTTP: content types, which files are worth compressing, and
// caching. One place for the rules that the project's static server (tests/e2e/serve.mjs) applies
// and that scripts/deploy-files.mjs writes into dist/_headers for static hosts (docs/deploy.md).
import { extname } from "node:path";

export const CONTENT_TYPES = {
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

export const contentType = (path) => CONTENT_TYPES[extname(path).toLowerCase()] || "application/octet-stream";

// Text and wasm shrink a lot; images and fonts are compressed already.
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".wasm", ".css", ".svg", ".json", ".webmanifest", ".txt", ".map"]);
export const compressible = (path) => COMPRESSIBLE.has(extname(path).toLowerCase());

// The precompressed variants beside a file, best first: the encoding and the file's suffix.
export const ENCODINGS = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
];

// Files that are not part of the app itself: the precompressed copies and the static hosts'
// header rules. The service worker does not precache them.
export const isDeployExtra = (path) => /\.(br|gz)$/.test(path) || path.split("/").pop() === "_headers";

// Trunk names what it builds after a hash of its contents (`tablee-0123456789abcdef_bg.wasm`,
// `style-….css`): a new build gets new names, so those can be cached for good. The hash is written
// without leading zeros, so it can be shorter than 16 digits.
export const isHashed = (path) => /-[0-9a-f]{10,16}(_bg)?\.[a-z0-9]+$/.test(path);

export const IMMUTABLE = "public, max-age=31536000, immutable";
// Everything else (the pages, sw.js, the manifest, the icons) keeps its name from build to build:
// the browser may keep a copy but asks the server whether it changed before each use.
export const REVALIDATE = "no-cache";

export const cacheControl = (path) => (isHashed(path) ? IMMUTABLE : REVALIDATE);

// What `trunk serve` puts into the pages it serves: a script that reloads them over a WebSocket
// when the sources change. A page that carries it fails on every load anywhere else.
export const DEV_RELOAD_MARK = ".well-known/trunk/ws";
export const hasDevReload = (html) => html.includes(DEV_RELOAD_MARK);
