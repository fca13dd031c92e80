// One page per game (docs/architecture.md, "Pages"): each game's page downloads only its own
// bundle, plays, and the old one-page links (index.html#/new/…, #/rules/…, #/play/<id>,
// embed.html?game=…) land on the right page; the home shelf lists the saves of every game.
import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { type Page, expect, test } from "./casbah-helpers";
import { openCampSheet } from "./robinson-helpers";

const DIST = join(resolve(__dirname, "../.."), process.env.E2E_DIST || "dist");

/** The wasm bundle a page of the build loads (its hashed name, from the page's HTML). */
const bundleOf = (file: string) => {
  const m = /tablee-[0-9a-f]+_bg\.wasm/.exec(readFileSync(join(DIST, file), "utf8"));
  if (!m) throw new Error(`${file} names no wasm bundle`);
  return m[0];
};

// `setup`: the page of the game's setup and rules, when it is not the game's own (the companion's
// guide: its sheet's page carries neither).
const GAMES = [
  { slug: "casbah", heading: "New game of Casbah", start: "Start", embed: true },
  { slug: "drunter", heading: "New game of Drunter & Drüber", start: "Start", embed: true },
  { slug: "captn-clever", heading: "New game of Capt'n Clever", start: "Start", embed: true },
  { slug: "cabanes", heading: "New game of Les Cabanes de M'sieur Robinson", start: "Start", embed: true },
  { slug: "robinson", heading: "Robinson Crusoé — a new camp sheet", start: "", embed: true, setup: "robinson-guide" },
];
/** The link between devices (link/), a wasm module of its own. */
const LINK = "tablee-link_bg.wasm";
const setupPage = (g: (typeof GAMES)[number]) => `${g.setup ?? g.slug}.html`;
// Each game's tables across devices have a page of their own (the games, not the companion).
const LIVE = GAMES.filter((g) => g.start).map((g) => `${g.slug}-live.html`);
const PAGES = ["index.html", ...GAMES.map((g) => `${g.slug}.html`), ...LIVE, "robinson-guide.html"];

/** Every wasm and script the page fetches from the build, by file name. */
function bundlesFetched(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (r) => {
    const name = new URL(r.url()).pathname.split("/").pop() ?? "";
    if (/\.(wasm|js)$/.test(name) && name !== "sw.js") seen.push(name);
  });
  return seen;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem("tablee.lang")) localStorage.setItem("tablee.lang", "en");
  });
});

test("every page of the build has its own bundle; the home page and each game's page fetch only theirs", async ({ page }) => {
  const bundles = PAGES.map(bundleOf);
  expect(new Set(bundles).size).toBe(PAGES.length);
  // The embed pages load the bundle of their game's page (embed.html: the home's).
  expect(bundleOf("embed.html")).toBe(bundleOf("index.html"));
  for (const g of GAMES.filter((g) => g.embed)) expect(bundleOf(`embed-${g.slug}.html`)).toBe(bundleOf(`${g.slug}.html`));
  // Beside them, the link between devices: a module the live pages fetch once their table is drawn.
  expect(readdirSync(DIST).filter((f) => f.endsWith(".wasm")).sort()).toEqual([...bundles, LINK].sort());

  const fetched = bundlesFetched(page);
  await page.goto("./");
  await expect(page.getByRole("heading", { level: 1, name: "The shelf" })).toBeVisible();
  expect(fetched.filter((f) => f.endsWith(".wasm"))).toEqual([bundleOf("index.html")]);
  for (const g of GAMES) {
    fetched.length = 0;
    await page.goto(`./${setupPage(g)}#/new/${g.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(g.heading);
    const own = bundleOf(setupPage(g));
    expect(fetched.filter((f) => f.endsWith(".wasm")), `${g.slug}'s page`).toEqual([own]);
    expect(fetched.filter((f) => f.endsWith(".js")), `${g.slug}'s page`).toEqual([own.replace("_bg.wasm", ".js")]);
  }
  // The companion's sheet, opened from its guide's form: its page fetches its own bundle only.
  fetched.length = 0;
  await openCampSheet(page);
  await expect(page).toHaveURL(/\/robinson\.html#\/play\/[^/]+$/);
  await expect(page.getByRole("article", { name: "Camp sheet" })).toBeVisible();
  expect(fetched.filter((f) => f.endsWith(".wasm")), "the sheet's page").toEqual([bundleOf("robinson.html")]);
});

test("each game's page plays: a new game started from the shelf opens on its page", async ({ page }) => {
  for (const g of GAMES.filter((g) => g.start)) {
    await page.goto("./");
    await page.getByRole("link", { name: g.heading }).click();
    await expect(page).toHaveURL(new RegExp(`/${g.slug}\\.html#/new/${g.slug}$`));
    await page.getByRole("button", { name: g.start }).click();
    await expect(page).toHaveURL(new RegExp(`/${g.slug}\\.html#/play/[^/]+$`));
    await expect(page.getByRole("region", { name: "Game log" })).toBeVisible();
  }
  // The companion: its form on its guide's page, its sheet on its own.
  await page.goto("./");
  await page.getByRole("link", { name: "New game of Robinson Crusoé" }).click();
  await expect(page).toHaveURL(/\/robinson-guide\.html#\/new\/robinson$/);
  await openCampSheet(page);
  await expect(page).toHaveURL(/\/robinson\.html#\/play\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Round 1 · Morale");
});

test("old links of the one-page app land on the right page", async ({ page }) => {
  await page.goto("./index.html#/new/cabanes");
  await expect(page).toHaveURL(/\/cabanes\.html#\/new\/cabanes$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New game of Les Cabanes de M'sieur Robinson");
  await page.goto("./#/rules/drunter");
  await expect(page).toHaveURL(/\/drunter\.html#\/rules\/drunter$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Drunter & Drüber — the rules");
  await page.goto("./index.html#/rules/robinson/ruling-2-1");
  await expect(page).toHaveURL(/\/robinson-guide\.html#\/rules\/robinson\/ruling-2-1$/);
  await expect(page.locator("li#ruling-2-1")).toBeVisible();
  // The companion's setup and FAQ moved from its sheet's page to its guide's.
  await page.goto("./robinson.html#/new/robinson");
  await expect(page).toHaveURL(/\/robinson-guide\.html#\/new\/robinson$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Robinson Crusoé — a new camp sheet");
  await page.goto("./robinson.html#/rules/robinson/ruling-5-2");
  await expect(page).toHaveURL(/\/robinson-guide\.html#\/rules\/robinson\/ruling-5-2$/);
  await expect(page.locator("li#ruling-5-2")).toHaveClass(/target/);

  // A saved game: its page is read from the save's kind.
  await page.goto("./captn-clever.html#/new/captn-clever");
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page).toHaveURL(/\/captn-clever\.html#\/play\/[^/]+$/);
  const id = /#\/play\/([^/]+)$/.exec(page.url())![1];
  await page.goto(`./index.html#/play/${id}`);
  await expect(page).toHaveURL(new RegExp(`/captn-clever\\.html#/play/${id}$`));
  await expect(page.getByRole("region", { name: "Game log" })).toBeVisible();
  // The shelf link from a game's page goes home.
  await page.getByRole("link", { name: "Tablée, home" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "The shelf" })).toBeVisible();

  // A blog's embed link: forwarded with its parameters to the game's embed page by embed.html's
  // script, before its app starts (the browser's preload scanner may already have asked for the
  // home bundle: the game's bundle is the one that runs).
  const fetched = bundlesFetched(page);
  await page.goto("./embed.html?game=Drunter&lang=en&players=2&seed=3");
  await expect(page).toHaveURL(/\/embed-drunter\.html\?game=Drunter&lang=en&players=2&seed=3$/);
  await expect(page.getByRole("application", { name: /^Town board/ })).toBeVisible();
  expect(fetched.filter((f) => f.endsWith(".wasm"))).toContain(bundleOf("drunter.html"));
  // Bad parameters are explained on embed.html itself, which carries no game.
  await page.goto("./embed.html?game=chess");
  await expect(page.getByRole("alert")).toContainText('there is no game called "chess"');
  await expect(page).toHaveURL(/\/embed\.html\?game=chess$/);
});

test("the home shelf lists the saves of every game with their state, unchecked and damaged ones included", async ({ page }) => {
  await page.goto("./drunter.html#/new/drunter");
  await page.getByLabel("Number of players").selectOption("2");
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page).toHaveURL(/#\/play\/[^/]+$/);
  await page.goto("./cabanes.html#/new/cabanes");
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page).toHaveURL(/#\/play\/[^/]+$/);
  const cabanesId = /#\/play\/([^/]+)$/.exec(page.url())![1];
  // A save written before the shelf lines existed (its line removed), and a damaged one.
  await page.evaluate((id) => localStorage.removeItem(`tablee.shelf.${id}`), cabanesId);
  await page.evaluate(() => localStorage.setItem("tablee.save.broken", '{"format": 7, "id": "broken"}'));

  await page.goto("./");
  const drunter = page.getByRole("listitem", { name: /^Drunter & Drüber — / });
  await expect(drunter).toContainText("Base game");
  await expect(drunter).toContainText(/\d+ moves? played · .+ to play/);
  const cabanes = page.getByRole("listitem", { name: /^Les Cabanes de M'sieur Robinson — / });
  await expect(cabanes).toContainText("Open it to see how far it has gone.");
  await expect(page.getByRole("listitem", { name: "Save kept aside « broken »" })).toContainText(
    "This save comes from a newer version",
  );
  // Opening the unchecked save goes to its page, which checks it and notes its state.
  await cabanes.getByRole("link", { name: /^Resume/ }).click();
  await expect(page).toHaveURL(new RegExp(`/cabanes\\.html#/play/${cabanesId}$`));
  await expect(page.getByRole("region", { name: "Game log" })).toBeVisible();
  await page.goto("./");
  await expect(cabanes).toContainText(/moves? played · .+ to play/);
});
