// How a build is served (tests/e2e/serve.mjs, with the files of scripts/deploy-files.mjs): the
// precompressed copy the browser accepts, right types and caching, on this machine only; and a
// development build (trunk serve's live reload) is refused. Over a small fixture build, where
// every byte is known, and over the real release build in dist/.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { SERVE, Server } from "./static-server";

const ROOT = resolve(__dirname, "../..");
const DIST = join(ROOT, process.env.E2E_DIST || "dist");
const DEPLOY_FILES = join(ROOT, "scripts/deploy-files.mjs");
const IMMUTABLE = "public, max-age=31536000, immutable";

type Reply = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A GET with exactly these request headers; the body as sent (not decoded). */
function fetchRaw(url: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((done, fail) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => done({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on("error", fail);
  });
}

const decode = (r: Reply) =>
  r.headers["content-encoding"] === "br"
    ? brotliDecompressSync(r.body)
    : r.headers["content-encoding"] === "gzip"
      ? gunzipSync(r.body)
      : r.body;

const WASM = "app-0123456789abcdef_bg.wasm";

/** A tiny build: a page, a hashed wasm (compressible), an unhashed icon (not compressible). */
async function fixture(html = "<!doctype html><title>fixture</title>" + "<p>text that compresses</p>".repeat(40)) {
  const dir = await mkdtemp(join(tmpdir(), "tablee-serve-"));
  await writeFile(join(dir, "index.html"), html);
  await writeFile(join(dir, WASM), Buffer.concat([Buffer.from("\0asm\x01\0\0\0"), Buffer.alloc(4000, 7)]));
  await mkdir(join(dir, "icons"));
  await writeFile(join(dir, "icons/icon.png"), Buffer.from("\x89PNG not really"));
  return dir;
}

test("serve.mjs sends the precompressed copy the request accepts, with the right type and caching", async () => {
  const dir = await fixture();
  const log = execFileSync(process.execPath, [DEPLOY_FILES, dir, "--public-url", "/games/"], { encoding: "utf8" });
  expect(log).toContain("precompressed");
  const files = (await readdir(dir)).sort();
  expect(files).toEqual(expect.arrayContaining([WASM + ".br", WASM + ".gz", "index.html.br", "index.html.gz", "_headers"]));
  // An image is never "compressed" again.
  expect(await readdir(join(dir, "icons"))).toEqual(["icon.png"]);
  const rules = await readFile(join(dir, "_headers"), "utf8");
  expect(rules).toContain(`/games/${WASM}\n  Cache-Control: ${IMMUTABLE}\n`);
  expect(rules).toContain(`/games/\n  Cache-Control: no-cache\n`);
  expect(rules).toContain(`/games/index.html\n  Cache-Control: no-cache\n`);
  expect(rules).not.toMatch(/\.(br|gz)\n/);

  const server = await Server.start(dir, "/games/");
  try {
    const wasm = await readFile(join(dir, WASM));
    const at = (p: string) => server.url("/games/", p);
    for (const [accept, encoding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["identity", undefined],
      ["", undefined],
    ] as const) {
      const r = await fetchRaw(at(WASM), accept ? { "accept-encoding": accept } : {});
      expect(r.status, accept).toBe(200);
      expect(r.headers["content-encoding"], accept).toBe(encoding);
      expect(r.headers["content-type"]).toBe("application/wasm");
      expect(r.headers["cache-control"]).toBe(IMMUTABLE);
      expect(r.headers.vary).toBe("Accept-Encoding");
      expect(Number(r.headers["content-length"])).toBe(r.body.length);
      expect(decode(r).equals(wasm), accept).toBe(true);
      if (encoding) expect(r.body.length).toBeLessThan(wasm.length / 10);
    }
    // Pages are revalidated: the ETag answers a conditional request with 304, per encoding.
    const page = await fetchRaw(at(""), { "accept-encoding": "br" });
    expect([page.status, page.headers["content-type"], page.headers["cache-control"], page.headers["content-encoding"]]).toEqual([
      200,
      "text/html; charset=utf-8",
      "no-cache",
      "br",
    ]);
    const again = await fetchRaw(at("index.html"), { "accept-encoding": "br", "if-none-match": String(page.headers.etag) });
    expect(again.status).toBe(304);
    const plain = await fetchRaw(at("index.html"), { "if-none-match": String(page.headers.etag) });
    expect(plain.status).toBe(200);
    expect(plain.headers.etag).not.toBe(page.headers.etag);
    // A client-side route gets the page; a missing asset stays missing.
    expect((await fetchRaw(at("play/x"))).headers["content-type"]).toBe("text/html; charset=utf-8");
    expect((await fetchRaw(at("missing.wasm"))).status).toBe(404);
    const icon = await fetchRaw(at("icons/icon.png"), { "accept-encoding": "br, gzip" });
    expect([icon.headers["content-type"], icon.headers["content-encoding"], icon.headers.vary, icon.headers["cache-control"]]).toEqual([
      "image/png",
      undefined,
      undefined,
      "no-cache",
    ]);
  } finally {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
});

test("a development build (trunk serve's live-reload script) is neither deployed nor served; the server stays on this machine", async () => {
  const dir = await fixture(
    "<!doctype html><title>dev</title><script>const url = 'ws://127.0.0.1:8080/' + '.well-known/trunk/ws';</script>",
  );
  try {
    const deploy = spawnSync(process.execPath, [DEPLOY_FILES, dir], { encoding: "utf8" });
    expect(deploy.status).toBe(1);
    expect(deploy.stderr).toContain("live-reload script");
    expect(await readdir(dir)).not.toContain("_headers");
    const serve = spawnSync(process.execPath, [SERVE, "--dir", dir, "--port", "0"], { encoding: "utf8", timeout: 10_000 });
    expect(serve.status).toBe(1);
    expect(serve.stderr).toContain("live-reload script");
    const open = spawnSync(process.execPath, [SERVE, "--dir", DIST, "--host", "0.0.0.0", "--port", "0"], { encoding: "utf8", timeout: 10_000 });
    expect(open.status).toBe(2);
    expect(open.stderr).toContain("this machine only");
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test("the release build in dist/ is served compressed and cached as deployed", async ({ baseURL }) => {
  const names = await readdir(DIST);
  const wasmName = names.find((n) => n.endsWith("_bg.wasm"))!;
  expect(names).toEqual(expect.arrayContaining([wasmName + ".br", wasmName + ".gz", "_headers"]));
  const server = await Server.start(DIST, new URL(baseURL!).pathname);
  try {
    const at = (p: string) => server.url(new URL(baseURL!).pathname, p);
    const wasm = await fetchRaw(at(wasmName), { "accept-encoding": "gzip, deflate, br" });
    expect([wasm.headers["content-encoding"], wasm.headers["content-type"], wasm.headers["cache-control"]]).toEqual([
      "br",
      "application/wasm",
      IMMUTABLE,
    ]);
    expect(decode(wasm).equals(await readFile(join(DIST, wasmName)))).toBe(true);
    for (const page of names.filter((n) => n.endsWith(".html")).concat(["sw.js", "manifest.webmanifest"])) {
      const r = await fetchRaw(at(page), { "accept-encoding": "gzip, deflate, br" });
      expect(r.headers["cache-control"], page).toBe("no-cache");
      expect(r.headers["content-encoding"], page).toBe("br");
    }
  } finally {
    await server.stop();
  }
});
