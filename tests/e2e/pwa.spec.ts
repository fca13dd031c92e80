// Offline play and updates (the service worker written by scripts/pwa/precache.mjs, the banner
// of src/pwa.rs). The test runs its own copies of tests/e2e/serve.mjs over copies of dist/, on
// one port (a service worker belongs to its origin), so it can stop the server to be truly
// offline, and later serve a second build in its place, without touching the shared server.
//
// The "second build" is dist/ with a marker in every page, its sw.js rewritten by
// scripts/pwa/precache.mjs and its precompressed copies by scripts/deploy-files.mjs, as the build
// would: a new precache list hash, so a new cache name. (A real second build would take minutes.)
import { execFileSync } from "node:child_process";
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative, resolve, sep } from "node:path";
import { board, expect, handRegion, test } from "./casbah-helpers";
import { openCampSheet } from "./robinson-helpers";
import { Server } from "./static-server";

const ROOT = resolve(__dirname, "../..");
const DIST = join(ROOT, process.env.E2E_DIST || "dist");
const PRECACHE = join(ROOT, "scripts/pwa/precache.mjs");
const DEPLOY_FILES = join(ROOT, "scripts/deploy-files.mjs");

/** Every file under `root`, as sorted "/"-separated relative paths. */
async function filesUnder(root: string, dir = root): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...(await filesUnder(root, p)));
    else out.push(relative(root, p).split(sep).join("/"));
  }
  return out.sort();
}

const buildOf = async (dir: string) =>
  /const BUILD = "([0-9a-f]+)";/.exec(await readFile(join(dir, "sw.js"), "utf8"))![1];

/** What the page's origin holds in Cache Storage: cache name → cached URLs. */
const cachesOf = (page: import("@playwright/test").Page) =>
  page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      out[name] = (await (await caches.open(name)).keys()).map((r) => r.url).sort();
    }
    return out;
  });

test.use({ viewport: { width: 1280, height: 1000 } });

/** Each navigation and wait has its own limit, so a stuck step says which it is. */
const STEP = { timeout: 20_000 };

test("offline: the app starts and plays every built game from its cache, each game's page reloads offline; a new build is offered, and the saved game survives the update", async ({
  page,
  context,
  baseURL,
}) => {
  // Every page offline, two builds installed one after the other: 80 to 90 s on a CI machine,
  // so the whole scenario gets twice that; each step keeps its own limit (STEP), which names a
  // stuck one.
  test.setTimeout(180_000);
  const prefix = new URL(baseURL!).pathname; // "/" or e.g. "/games/tablee/"
  const tmp = await mkdtemp(join(tmpdir(), "tablee-pwa-"));
  const first = join(tmp, "first");
  const second = join(tmp, "second");
  await cp(DIST, first, { recursive: true });
  await cp(DIST, second, { recursive: true });
  // Every page of the second build is marked: the update may be taken on any of them.
  for (const page of (await readdir(second)).filter((f) => f.endsWith(".html"))) {
    const file = join(second, page);
    await writeFile(
      file,
      (await readFile(file, "utf8")).replace("<head>", '<head><meta name="tablee-build" content="second" />'),
    );
  }
  execFileSync(process.execPath, [PRECACHE, second], { stdio: "pipe" });
  execFileSync(process.execPath, [DEPLOY_FILES, second, "--public-url", new URL(baseURL!).pathname], { stdio: "pipe" });
  const [build1, build2] = [await buildOf(first), await buildOf(second)];
  expect(build2).not.toBe(build1);

  let server = await Server.start(first, prefix);
  const port = server.port;
  const url = (path: string) => `http://127.0.0.1:${port}${prefix}${path}`;
  const cacheName = (build: string) => `tablee-precache ${prefix} ${build}`;
  try {
    // 1. Online, once: the service worker installs, precaches the build and takes the page.
    await page.goto(url(""), STEP);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === "activated", undefined, STEP);
    // Every file of the build but sw.js, and but what only servers read (.br, .gz, _headers).
    const expected = (await filesUnder(first))
      .filter((f) => f !== "sw.js" && !/\.(br|gz)$/.test(f) && f !== "_headers")
      .map((f) => url(f));
    expect(await cachesOf(page)).toEqual({ [cacheName(build1)]: expected });

    // 2. Offline (the browser's network off, and the server stopped): reload, start a solo
    //    game and place the entrance.
    await context.setOffline(true);
    await server.stop();
    await page.reload(STEP);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // A table across devices opens offline, its page and the link between devices (whose
    // drawing the QR code is) from the cache; only the other devices are out of reach. (Before
    // the solo game below, which the home page then lists first.)
    await page.goto(url("index.html#/new/casbah"), STEP);
    await page.getByLabel("Number of players").selectOption("2");
    await page.getByLabel("Who plays player 2", { exact: true }).selectOption("remote");
    await page.getByRole("button", { name: "Start" }).click();
    await expect(page).toHaveURL(/\/casbah-live\.html#\/play\/[^/]+$/);
    const invite = page.getByRole("region", { name: /^Invite / });
    await expect(invite.getByRole("img", { name: "QR code of the link" })).toBeVisible();
    await expect(page.getByText(/ — not connected$/)).toBeVisible();
    // index.html with a query is a page load the cache answers too.
    await page.goto(url("index.html?from=offline#/new/casbah"), STEP);
    await page.getByLabel("Number of players").selectOption("1");
    await page.getByRole("button", { name: "Start" }).click();
    await expect(page).toHaveURL(/#\/play\/[^/]+$/);
    await handRegion(page).getByRole("button", { name: /^Entrance 1/ }).click();
    await board(page).getByRole("button", { name: /, legal spot/ }).first().click();
    const placed = board(page).getByRole("button", { name: /: Entrance 1 \(/ });
    await expect(placed).toHaveCount(1);
    const placedName = (await placed.getAttribute("aria-label"))!;
    // The old link landed on Casbah's page, which reloads offline on the same game.
    await expect(page).toHaveURL(/\/casbah\.html#\/play\/[^/]+$/);
    await page.reload(STEP);
    await expect(board(page).getByRole("button", { name: placedName, exact: true })).toBeVisible();
    // Every built game plays offline: a tile of Drunter & Drüber, tapped then laid.
    await page.goto(url("index.html#/new/drunter"), STEP);
    await page.getByLabel("Number of players").selectOption("2");
    // The person plays first: with a computer drawn first, its lay could open a vote and hide the
    // hand this step taps.
    await page.getByLabel("First player").selectOption("Camille");
    await page.getByRole("button", { name: "Start" }).click();
    await expect(page).toHaveURL(/#\/play\/[^/]+$/);
    await page.getByRole("region", { name: "Your tiles" }).getByRole("button").first().click();
    await page
      .getByRole("application", { name: /^Town board/ })
      .getByRole("button", { name: /, legal spot$/ })
      .first()
      .click();
    const laid = page.getByRole("region", { name: "Game log" }).getByRole("listitem").filter({ hasText: / lays a |: the town votes\.$/ }).first();
    // A tile over a toilet is laid once its builder confirms that it starts a vote.
    const ask = page.getByRole("region", { name: "Confirm the lay" });
    await expect(laid.or(ask)).toBeVisible();
    if (await ask.isVisible()) await ask.getByRole("button", { name: "Lay it: start the vote" }).click();
    await expect(laid).toBeVisible();
    await expect(page).toHaveURL(/\/drunter\.html#\/play\/[^/]+$/);
    await page.reload(STEP);
    await expect(laid).toBeVisible();
    // And Capt'n Clever: a captain placed.
    await page.goto(url("index.html#/new/captn-clever"), STEP);
    await page.getByLabel("First player").selectOption("Camille");
    await page.getByRole("button", { name: "Start" }).click();
    await expect(page).toHaveURL(/#\/play\/[^/]+$/);
    await page.getByRole("region", { name: "Your pieces" }).getByRole("button", { name: "Place your captain" }).click();
    await page.getByRole("group", { name: "The sea: islands and lanes" }).getByRole("button", { name: /, legal spot$/ }).first().click();
    await expect(page.getByRole("region", { name: "Game log" })).toContainText("puts their captain on");
    await expect(page).toHaveURL(/\/captn-clever\.html#\/play\/[^/]+$/);
    await page.reload(STEP);
    await expect(page.getByRole("region", { name: "Game log" })).toContainText("puts their captain on");
    // And Les Cabanes: a pile's top tile tapped, then built on a glowing cell (or kept).
    await page.goto(url("index.html#/new/cabanes"), STEP);
    await page.getByLabel("First player").selectOption("Camille");
    await page.getByRole("button", { name: "Start" }).click();
    await expect(page).toHaveURL(/#\/play\/[^/]+$/);
    await page.getByRole("region", { name: "The five piles" }).getByRole("button").first().click();
    await expect(page.getByRole("group", { name: "The tile in hand" })).toBeVisible();
    const cabCell = page.locator(".cab-huts g.open.legal").first();
    if ((await cabCell.count()) > 0) await cabCell.click();
    else await page.getByRole("button", { name: "Keep this tile in front of you" }).click();
    await expect(page.getByRole("region", { name: "Game log" })).toContainText(/ builds | keeps it/);
    await expect(page).toHaveURL(/\/cabanes\.html#\/play\/[^/]+$/);
    await page.reload(STEP);
    await expect(page.getByRole("region", { name: "Game log" })).toContainText(/ builds | keeps it/);
    // And the companion's pages: its old address forwards to its guide, whose form opens a
    // camp sheet on the sheet's page.
    await page.goto(url("robinson.html#/new/robinson"), STEP);
    await expect(page).toHaveURL(/\/robinson-guide\.html#\/new\/robinson$/);
    await page.reload(STEP);
    await openCampSheet(page);
    await expect(page).toHaveURL(/\/robinson\.html#\/play\/[^/]+$/);
    await page.reload(STEP);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Round 1 · Morale");
    // And a game's rules, a document the page fetches when they are opened.
    await page.goto(url("drunter.html#/rules/drunter"), STEP);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Drunter & Drüber — the rules");

    // 3. A new build is deployed; back online, a reload gets the old build from the cache, the
    //    browser finds the new sw.js, installs it behind the running one, and the app says so.
    server = await Server.start(second, prefix, port);
    await context.setOffline(false);
    await page.reload(STEP);
    const banner = page.getByRole("status").filter({ hasText: "A new version of Tablée is ready." });
    await expect(banner).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('meta[name="tablee-build"]')).toHaveCount(0);
    // In the player's language; the choice is kept across the reload.
    await page.getByRole("button", { name: "Passer en français" }).click();
    const bannerFr = page.getByRole("status").filter({ hasText: "Une nouvelle version de Tablée est prête." });
    await expect(bannerFr).toBeVisible();
    await bannerFr.getByRole("button", { name: "Recharger pour mettre à jour" }).click();

    // 4. The new build runs (its index.html), its worker controls the page, the old cache is gone.
    await expect(page.locator('meta[name="tablee-build"]')).toHaveAttribute("content", "second");
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === "activated", undefined, STEP);
    expect(Object.keys(await cachesOf(page))).toEqual([cacheName(build2)]);
    expect(await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL)).toBe(url("sw.js"));
    await expect(bannerFr).toHaveCount(0);
    await page.getByRole("button", { name: "Switch to English" }).click();

    // 5. The saved game resumes from the home page's list, the entrance still placed.
    await page.goto(url("#/"), STEP);
    await expect(page.getByRole("heading", { name: "Saved games" })).toBeVisible();
    await page.getByRole("link", { name: /^Resume Casbah/ }).first().click();
    await expect(page).toHaveURL(/#\/play\/[^/]+$/);
    await expect(board(page).getByRole("button", { name: placedName, exact: true })).toBeVisible();
    await expect(board(page).getByRole("button", { name: /: Entrance 1 \(/ })).toHaveCount(1);
  } finally {
    await context.setOffline(false);
    await server.stop();
    await rm(tmp, { recursive: true, force: true });
  }
});

test("installable: the manifest, its icons, and Chromium's installability checks", async ({ page, baseURL }) => {
  await page.goto("./");
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === "activated", undefined, STEP);
  const cdp = await page.context().newCDPSession(page);
  const { url, errors, data } = await cdp.send("Page.getAppManifest");
  expect(url).toBe(new URL("manifest.webmanifest", baseURL).href);
  expect(errors).toEqual([]);
  const manifest = JSON.parse(data!);
  expect(manifest).toMatchObject({
    name: "Tablée",
    short_name: "Tablée",
    start_url: "./",
    scope: "./",
    display: "standalone",
    theme_color: "#7a3e12",
    background_color: "#faf6ee",
  });
  // Resolved, start URL, scope and id are the sub-path the app is served under.
  const resolved = (await cdp.send("Page.getAppManifest")).manifest!;
  expect([resolved.startUrl, resolved.scope, resolved.id]).toEqual([baseURL, baseURL, baseURL]);
  for (const purpose of ["any", "maskable"]) {
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((i: { sizes: string; purpose: string }) => i.sizes === `${size}x${size}` && i.purpose === purpose);
      expect(icon, `${purpose} ${size} icon`).toBeTruthy();
      const response = await page.request.get(new URL(icon.src, url).href);
      expect(response.headers()["content-type"]).toBe("image/png");
      const png = await response.body();
      // PNG signature, then IHDR: width and height, big-endian.
      expect(png.subarray(1, 4).toString()).toBe("PNG");
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
    }
  }
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  // Playwright's contexts are incognito-like, which no manifest can change.
  expect(installabilityErrors.filter((e) => e.errorId !== "in-incognito")).toEqual([]);
});
