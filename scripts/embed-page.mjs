// Trunk post_build hook: writes embed.html beside index.html in the staging directory. It loads
// the same (hashed) bundle; the app sees the page's name and shows one game without its chrome
// (src/embed.rs). Runs before the precache hook so the service worker caches it too.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error("embed-page.mjs: TRUNK_STAGING_DIR is not set (run it as a Trunk hook)");
  process.exit(1);
}
const index = await readFile(join(dir, "index.html"), "utf8");
const embed = index.replace(/<title>[^<]*<\/title>/, "<title>Tablée — embedded game</title>");
await writeFile(join(dir, "embed.html"), embed);
