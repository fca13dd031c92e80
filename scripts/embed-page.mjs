// Trunk post_build hook: gives the built index.html its shell (scripts/page-shell.mjs) and writes
// embed.html beside it. Both load the same (hashed) bundle; the app sees the page's name and shows
// one game without its chrome (src/embed.rs). Runs before the precache hook so the service worker
// caches embed.html too.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { HOME_LEDE, SHELF_HEADING, withShell } from "./page-shell.mjs";

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error("embed-page.mjs: TRUNK_STAGING_DIR is not set (run it as a Trunk hook)");
  process.exit(1);
}
const built = await readFile(join(dir, "index.html"), "utf8");
const home = withShell(built, { kind: "app", heading: SHELF_HEADING, lede: HOME_LEDE });
await writeFile(join(dir, "index.html"), home);
await writeFile(join(dir, "embed.html"), withShell(built, { title: "Tablée — embedded game", kind: "embed" }));
