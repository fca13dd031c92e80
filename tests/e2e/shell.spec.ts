// The page's shell (scripts/page-shell.mjs): every page draws its header, heading and a
// placeholder from the HTML alone, in the reader's language, and the app takes its place as it
// mounts. And the built pages are the deployable ones: no trunk serve live-reload script, no
// console error, the bundle sent compressed.
import type { Page, Request } from "@playwright/test";
import { expect, test } from "./casbah-helpers";

const EMBEDDED = ["casbah", "drunter", "captn-clever", "cabanes"];

/** Holds the wasm back until `release()`: the page shows what it has without the app. */
async function holdWasm(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route("**/*_bg.wasm", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("before the wasm arrives the home page shows its header, heading and opening line; the app then takes their place", async ({ page }) => {
  const release = await holdWasm(page);
  await page.goto("./");
  const shell = page.locator("#shell");
  await expect(shell.getByRole("link", { name: "Tablée" })).toBeVisible();
  await expect(shell.getByRole("heading", { level: 1, name: "The shelf" })).toBeVisible();
  await expect(shell.getByText(/^Classic European tile and card games/)).toBeVisible();
  await expect(shell.getByRole("status")).toHaveText("Loading…", { useInnerText: true });
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // The French words are there, hidden, for a French reader.
  await expect(shell.getByText("L'étagère")).toBeHidden();

  release();
  await expect(shell).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The shelf");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("main")).toHaveCount(1);
  await expect(page.getByText(/^Classic European tile and card games/)).toHaveCount(1);
  await expect(page.getByRole("button", { name: /^FR/ })).toBeVisible();
});

test("the shell speaks the language the player chose, and the embed's shell the frame's", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("tablee.lang", "fr"));
  const release = await holdWasm(page);
  await page.goto("./");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.locator("#shell").getByRole("heading", { level: 1, name: "L'étagère" })).toBeVisible();
  await expect(page.locator("#shell").getByRole("status")).toHaveText("Chargement…", { useInnerText: true });

  // The embed follows ?lang= (not the app's stored choice), and shows an empty board.
  await page.goto("./embed.html?game=casbah&lang=EN&players=1&seed=3");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const shell = page.locator("#shell");
  await expect(shell.getByRole("status")).toHaveText("Loading…", { useInnerText: true });
  const picture = shell.locator("img.shell-board");
  await expect(picture).toBeVisible();
  expect((await picture.boundingBox())!.width).toBeGreaterThan(300);
  await expect(page.getByRole("banner")).toHaveCount(0);
  release();
  await expect(shell).toHaveCount(0);
  await expect(page.getByRole("application", { name: /^Casbah board/ })).toBeVisible();
});

test("every built page loads without trunk's live-reload script, a console error or a socket, its bundle compressed", async ({ page, request }) => {
  const sockets: string[] = [];
  page.on("websocket", (ws) => sockets.push(ws.url()));
  const wasm: Request[] = [];
  page.on("requestfinished", (r) => {
    if (r.url().endsWith(".wasm")) wasm.push(r);
  });
  // Old links (forwarded to the game's page) and the pages themselves.
  const pages = [
    "./",
    "./index.html#/new/drunter",
    "./casbah.html#/new/casbah",
    ...EMBEDDED.flatMap((g) => [`./embed.html?game=${g}&lang=en&seed=7`, `./embed-${g}.html?game=${g}&lang=en&seed=7`]),
  ];
  for (const url of pages) {
    const html = await (await request.get(url.split("#")[0])).text();
    expect(html, url).not.toContain(".well-known/trunk");
    expect(html, url).toContain('<div id="shell" class="shell">');
    await page.goto(url);
    await expect(page.locator("#shell"), url).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 }).first(), url).toBeVisible();
  }
  expect(sockets).toEqual([]);
  expect(wasm.length).toBeGreaterThan(0);
  for (const r of wasm) {
    const headers = await (await r.response())!.allHeaders();
    expect(headers["content-encoding"], r.url()).toBe("br");
    expect(headers["content-type"]).toBe("application/wasm");
  }
  // The casbah-helpers `test` fails this test on any page error or console error.
});
