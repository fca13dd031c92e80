#!/usr/bin/env node
// The pages of Tablée (docs/architecture.md, "Pages"): one per game, plus the home shelf, each
// built by Trunk with only its own room (cargo feature). Used by scripts/build:
//
//   node scripts/pages.mjs list          the pages, one a line: NAME FEATURE (home: none)
//   node scripts/pages.mjs html          writes target/pages/html/NAME.html from index.html
//   node scripts/pages.mjs merge DIST    puts every page's build (target/pages/dist/NAME/) in DIST
//   node scripts/pages.mjs sizes DIST    each page's wasm: raw, the .gz and .br copies sent, gzip -9 (a table)
//
// index.html is the one template: `trunk serve` builds it as it is (every room, one page); a page
// gets its title and the rust link's features here, and its paths made relative to where it is
// written. The merge names each page after its game (the home stays index.html) and writes the
// embed pages: embed.html (the home build: reads the parameters, shows what is wrong with them or
// forwards to the game's page) and embed-NAME.html for every game that can be embedded.
import { cp, mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { HOME_LEDE, SHELF_HEADING, joinLede, withShell } from "./page-shell.mjs";
import { gzipSync } from "node:zlib";

// name (the game's slug, as in src/game_kind.rs), cargo feature, title, embeddable (tests/rooms.rs
// checks that every game has its line)
export const PAGES = [
  { name: "index", feature: "", title: "Tablée", embed: false },
  { name: "casbah", feature: "casbah", title: "Casbah — Tablée", embed: true },
  { name: "drunter", feature: "drunter", title: "Drunter & Drüber — Tablée", embed: true },
  { name: "captn-clever", feature: "captn", title: "Capt'n Clever — Tablée", embed: true },
  { name: "cabanes", feature: "cabanes", title: "Les Cabanes de M'sieur Robinson — Tablée", embed: true },
  { name: "robinson", feature: "robinson", title: "Robinson Crusoé — Tablée", embed: true },
  // Each game's tables across devices (a seat on another device, a guest's seat): the link
  // between devices stays off the pages of local play.
  { name: "casbah-live", feature: "casbah,remote", title: "Casbah — Tablée", embed: false },
  { name: "drunter-live", feature: "drunter,remote", title: "Drunter & Drüber — Tablée", embed: false },
  { name: "captn-clever-live", feature: "captn,remote", title: "Capt'n Clever — Tablée", embed: false },
  { name: "cabanes-live", feature: "cabanes,remote", title: "Les Cabanes de M'sieur Robinson — Tablée", embed: false },
  // The companion's new session form and FAQ: its sheet's page stays within its budget without them.
  { name: "robinson-guide", feature: "robinson-guide", title: "Robinson Crusoé — Tablée", embed: false },
];
const HTML_DIR = "target/pages/html";
// From HTML_DIR back to the project's root, where the template's paths start.
const UP = "../../../";
const DIST_DIR = "target/pages/dist";

const escape = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
const titled = (html, title) => html.replace(/<title>[^<]*<\/title>/, `<title>${escape(title)}</title>`);

// The link module's build, with the comment before it.
const LINK_MODULE = /\n *<!-- The link between devices[\s\S]*?href="link\/Cargo\.toml"[^>]*>/;

async function writeHtml() {
  const template = await readFile("index.html", "utf8");
  if (!/<link data-trunk rel="rust"/.test(template)) throw new Error("index.html has no rust link");
  if (!LINK_MODULE.test(template)) throw new Error("index.html does not build the link module");
  await mkdir(HTML_DIR, { recursive: true });
  for (const page of PAGES) {
    const rooms = `href="${UP}Cargo.toml" data-cargo-no-default-features` +
      (page.feature ? ` data-cargo-features="${page.feature}"` : "");
    // The link module (link/) goes with the pages that play or follow across devices only: the
    // feature `remote`, which the companion's sheet (`robinson`) turns on (Cargo.toml).
    const linked = page.feature.split(",").some((f) => f === "remote" || f === "robinson");
    const html = titled(template, page.title)
      .replace(LINK_MODULE, (link) => (linked ? link : ""))
      // Trunk reads a page's assets relative to the page.
      .replace(/(<link data-trunk [^>]*href=")(?!https?:|\/)/g, `$1${UP}`)
      .replace(/<link data-trunk rel="rust"/, `<link data-trunk rel="rust" ${rooms}`);
    await writeFile(join(HTML_DIR, `${page.name}.html`), html);
  }
}

// embed.html forwards a blog's link to its game's embed page before loading anything: the reader
// downloads that game's bundle only. With no such game (or no script) the home's bundle loads
// and the app lists what is wrong with the parameters, or forwards itself (src/embed.rs).
const EMBEDDABLE = PAGES.filter((p) => p.embed).map((p) => p.name);
const FORWARD =
  `<script>(function(){var m=/[?&]game=([^&]*)/i.exec(location.search);if(!m)return;` +
  `var g=decodeURIComponent(m[1].replace(/\\+/g," ")).toLowerCase();` +
  `if(${JSON.stringify(EMBEDDABLE)}.indexOf(g)>=0)location.replace("embed-"+g+".html"+location.search)})()</script>`;
// Without the preloads of the home's bundle: the browser's preload scanner would fetch it while
// the page forwards (the module script still loads it when the page stays).
const forwarding = (html) =>
  html.replace(/<head>/, `<head>${FORWARD}`).replace(/<link rel="(?:modulepreload|preload)"[^>]*>/g, "");

async function merge(dist) {
  await rm(dist, { recursive: true, force: true });
  await mkdir(dist, { recursive: true });
  for (const page of PAGES) {
    const built = join(DIST_DIR, page.name);
    // Shared assets (style, icons, manifest) are the same file under the same hashed name on
    // every page; each page's bundle has its own name.
    for (const entry of await readdir(built)) {
      if (entry === "index.html") continue;
      await cp(join(built, entry), join(dist, entry), { recursive: true, force: true });
    }
    // Each page with its shell (scripts/page-shell.mjs), drawn before its wasm arrives.
    const html = await readFile(join(built, "index.html"), "utf8");
    const game = page.title.split(" — ")[0];
    const shell =
      page.name === "index"
        ? { kind: "app", heading: SHELF_HEADING, lede: HOME_LEDE }
        : {
            kind: "app",
            heading: { en: game, fr: game },
            // A live page opens on an invitation: its shell is the guest's form there.
            join: page.name.endsWith("-live") ? joinLede(game) : undefined,
          };
    await writeFile(join(dist, `${page.name}.html`), withShell(html, shell));
    if (page.name === "index") {
      await writeFile(
        join(dist, "embed.html"),
        forwarding(withShell(html, { title: "Tablée — embedded game", kind: "embed" })),
      );
    } else if (page.embed) {
      await writeFile(
        join(dist, `embed-${page.name}.html`),
        withShell(html, { title: `${page.title} (embedded game)`, kind: "embed" }),
      );
    }
  }
}

/**
 * Markdown rows: each page's wasm bundle, raw and as the server sends it: the build's `.gz`
 * (zopfli) and `.br` copies (scripts/deploy-files.mjs); zlib's gzip -9 for comparison.
 */
async function sizes(dist) {
  console.log(
    "| page | wasm | raw | gzip as sent (zopfli) | gzip -9 (zlib) | brotli 11 as sent |\n| --- | --- | ---: | ---: | ---: | ---: |",
  );
  for (const page of PAGES) {
    const html = await readFile(join(dist, `${page.name}.html`), "utf8");
    const wasm = /[\w-]+_bg\.wasm/.exec(html)?.[0];
    if (!wasm) throw new Error(`${page.name}.html names no wasm`);
    const data = await readFile(join(dist, wasm));
    const sent = async (suffix) => (await readFile(join(dist, wasm + suffix))).length;
    const zlib9 = gzipSync(data, { level: 9 }).length;
    const n = (x) => x.toLocaleString("en-GB");
    console.log(
      `| \`${page.name}.html\` | \`${wasm}\` | ${n(data.length)} B | ${n(await sent(".gz"))} B | ${n(zlib9)} B | ${n(await sent(".br"))} B |`,
    );
  }
}

const [command, arg] = process.argv.slice(2);
if (command === "list") {
  for (const p of PAGES) console.log(`${p.name} ${p.feature || "-"}`);
} else if (command === "html") {
  await writeHtml();
} else if (command === "merge" && arg) {
  await merge(arg);
} else if (command === "sizes" && arg) {
  await sizes(arg);
} else {
  console.error("usage: node scripts/pages.mjs list | html | merge DIST | sizes DIST");
  process.exit(2);
}
